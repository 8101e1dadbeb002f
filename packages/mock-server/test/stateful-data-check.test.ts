// The data analysis check (startAnalyse, viewDataAnalyseAndCheck/list) through the SDK (strict client): the 12 checks
// are the contract's (titles and columns), a run streams a started and a done message per check on the caller's
// push channel with its exam and run, the problem rows are the store's real records (cross-checked with the absence
// list and the marking rounds), a later run sees what changed, and the list pages a check's rows.
import { unwrap } from '@exam/sdk/node';
import type { components } from '@exam/sdk';
import { readFileSync } from 'node:fs';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ANALYSIS_CHECKS } from '../src/stateful/analysis-checks.ts';
import { analysisPace } from '../src/stateful/lib/analysis.ts';
import { openPush, until, useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

type S = components['schemas'];
type Message = Record<string, unknown> & { otherInfo?: string; totalrecords?: number; datalist?: Record<string, unknown>[] };
const E = 3001;
const START = '/api/exam/viewDataAnalyseAndCheck/startAnalyse';
const LIST = '/api/exam/viewDataAnalyseAndCheck/list';

/** Runs the analysis of exam 3001 to its end; the done message of each check by its number. */
async function run(runId?: string): Promise<{ messages: Message[]; done: Map<number, Message> }> {
  const { ws, messages } = await openPush(m, c);
  expect(await unwrap(c.POST(START, { body: { exam_id: E, ...(runId ? { run_id: runId } : {}) } }))).toBe('数据分析已开始');
  await until(() => messages.some((x) => x.end === true), 15000);
  ws.close();
  const done = new Map((messages as Message[]).filter((x) => x.totalrecords !== undefined).map((x) => [Number.parseInt(x.otherInfo ?? '', 10), x]));
  return { messages: messages as Message[], done };
}

/**
 * The checks run 10 ms apart here instead of 150 (the file ran about 15 analyses, 27 s of waiting); the tests that
 * act while a run is in flight take the real pace (`inFlight`).
 */
const FAST_STEP_MS = 10;
const REAL_STEP_MS = analysisPace.stepMs;
beforeEach(() => {
  analysisPace.stepMs = FAST_STEP_MS;
});
afterAll(() => {
  analysisPace.stepMs = REAL_STEP_MS;
});
function inFlight(): void {
  analysisPace.stepMs = REAL_STEP_MS;
}

const rowsOf = async (sqlIndex: number) => (await unwrap(c.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 5000, sqlIndex } }))).datalist;

describe('the 12 checks', () => {
  it('are the contract’s checks, in its order, with its columns', () => {
    const bundle = JSON.parse(readFileSync(new URL('../../sdk/src/generated/openapi.bundle.json', import.meta.url), 'utf8')) as {
      components: { schemas: { AnalysisCheckIndex: { 'x-analysis-checks': { index: number; title: string; columns: string[] }[] } } };
    };
    expect(ANALYSIS_CHECKS.map(({ index, title, columns }) => ({ index, title, columns: [...columns] }))).toEqual(bundle.components.schemas.AnalysisCheckIndex['x-analysis-checks']);
  });
});

describe('a run', () => {
  it('has nothing to list before it', async () => {
    await expect(unwrap(c.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 10, sqlIndex: 1 } }))).rejects.toThrow('请先开始数据分析');
  });

  it('streams started and done per check with its exam and run, refuses another account’s run meanwhile, and rows carry their check’s columns', async () => {
    inFlight();
    const { ws, messages } = await openPush(m, c);
    await unwrap(c.POST(START, { body: { exam_id: E, run_id: 'first-run' } }));
    const admin = await m.signIn('admin', 'Admin@2026');
    await expect(unwrap(admin.POST(START, { body: { exam_id: E, run_id: 'second' } }))).rejects.toThrow('该考试的数据分析正在进行中，请稍后再试');
    await until(() => messages.some((x) => x.end === true), 15000);
    ws.close();
    const all = messages as Message[];
    expect(all).toHaveLength(24);
    expect(all.every((x) => x.exam_id === E && x.run_id === 'first-run' && x.name === 'startAnalyse' && x.total === 12)).toBe(true);
    expect(all.map((x) => x.current)).toEqual(ANALYSIS_CHECKS.flatMap((_, i) => [i, i + 1]));
    ANALYSIS_CHECKS.forEach((check, i) => {
      const [started, done] = [all[2 * i], all[2 * i + 1]];
      expect(started).toMatchObject({ title: `检查${check.index}：${check.title}`, otherInfo: `${check.index}:${check.title}`, end: false });
      expect(started?.totalrecords).toBeUndefined();
      expect(done?.end).toBe(i === 11);
      for (const row of done?.datalist ?? []) expect(Object.keys(row)).toEqual(check.columns);
    });
    // The seeded exam has problems and passes some checks.
    const totals = all.filter((x) => x.totalrecords !== undefined).map((x) => x.totalrecords);
    expect(totals.filter((t) => t === 0).length).toBeGreaterThan(0);
    expect(totals.filter((t) => (t ?? 0) > 0).length).toBeGreaterThan(0);
  });

  it('started again by the same account replaces its running one, which stops', async () => {
    inFlight();
    const { ws, messages } = await openPush(m, c);
    await unwrap(c.POST(START, { body: { exam_id: E, run_id: 'lost' } }));
    await until(() => messages.some((x) => x.run_id === 'lost'), 5000);
    expect(await unwrap(c.POST(START, { body: { exam_id: E, run_id: 'again' } }))).toBe('数据分析已开始');
    await until(() => messages.some((x) => x.end === true), 15000);
    ws.close();
    expect(messages.filter((x) => x.end === true).map((x) => x.run_id)).toEqual(['again']);
    expect(messages.filter((x) => x.run_id === 'lost').length).toBeLessThan(24);
  });

  it('is named by the server when the request names none', async () => {
    const { messages } = await run();
    expect(new Set(messages.map((x) => x.run_id)).size).toBe(1);
    expect(messages[0]?.run_id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('pages a check’s rows through the list call, as the message’s first page', async () => {
    const { done } = await run('paging');
    const first = done.get(1);
    const total = first?.totalrecords ?? 0;
    expect(total).toBeGreaterThan(20);
    const page1 = await unwrap(c.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 10, sqlIndex: 1 } }));
    expect(page1).toEqual({ totalrecords: total, datalist: first?.datalist });
    const page2 = await unwrap(c.POST(LIST, { body: { exam_id: E, page: 2, pagesize: 10, sqlIndex: 1 } }));
    expect(page2.datalist).toHaveLength(10);
    expect(page2.datalist[0]).not.toEqual(page1.datalist[0]);
  });

  it('lists the rows of the run it names, whatever ran later; a run unknown or another account’s is refused', async () => {
    await run('older');
    const older = await unwrap(c.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 5000, sqlIndex: 1, run_id: 'older' } }));
    // Something changes, and a newer run sees it.
    const someone = older.datalist.find((r) => r.subject_name === '英语')?.student_id ?? '';
    await unwrap(c.POST('/api/exam/absentstudentmge/confirm', { body: { exam_id: E, subject_id: 3, student_ids: [someone], absent: true } }));
    await run('newer');
    const again = await unwrap(c.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 5000, sqlIndex: 1, run_id: 'older' } }));
    expect(again).toEqual(older);
    const newer = await unwrap(c.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 5000, sqlIndex: 1, run_id: 'newer' } }));
    expect(newer.totalrecords).toBe(older.totalrecords - 1);
    // Without a run id: the newest.
    expect((await unwrap(c.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 5000, sqlIndex: 1 } }))).totalrecords).toBe(newer.totalrecords);
    await expect(unwrap(c.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 10, sqlIndex: 1, run_id: 'never-ran' } }))).rejects.toThrow('该次分析已失效，请重新分析');
    const admin = await m.signIn('admin', 'Admin@2026');
    await expect(unwrap(admin.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 10, sqlIndex: 1, run_id: 'newer' } }))).rejects.toThrow('该次分析已失效，请重新分析');
  });

  it('sees the participants of the starter’s scope only: a school its own school’s, a bureau all of its units’', async () => {
    const school = await m.signIn('liuyang', 'Lj@2026pass');
    const { ws, messages } = await openPush(m, school);
    await unwrap(school.POST(START, { body: { exam_id: E, run_id: 'school-101' } }));
    await until(() => messages.some((x) => x.end === true), 15000);
    ws.close();
    const ownRows = async (client: Client, runId: string, sqlIndex: number) =>
      (await unwrap(client.POST(LIST, { body: { exam_id: E, page: 1, pagesize: 5000, sqlIndex, run_id: runId } }))).datalist;
    for (const sqlIndex of [1, 5, 12]) {
      const rows = await ownRows(school, 'school-101', sqlIndex);
      expect(rows.every((r) => r.unit_name === '临江市第一中学'), `check ${sqlIndex}`).toBe(true);
    }
    const first = (messages as Message[]).find((x) => x.otherInfo?.startsWith('1:') && x.totalrecords !== undefined);
    await run('bureau');
    const all = await ownRows(c, 'bureau', 1);
    expect(new Set(all.map((r) => r.unit_name))).toEqual(new Set(['临江市第一中学', '临江市实验中学']));
    expect(first?.totalrecords).toBe(all.filter((r) => r.unit_name === '临江市第一中学').length);
  });
});

describe('the rows are the store’s records', () => {
  it('not scanned: the absence list’s participants without a sheet, less those confirmed absent; a new confirmation drops one', async () => {
    await run('before');
    const english = (await rowsOf(1)).filter((r) => r.subject_name === '英语').map((r) => r.student_id);
    const expected: string[] = [];
    for (let page = 1; ; page++) {
      const absence = await unwrap(c.POST('/api/exam/absentstudentmge/list', { body: { exam_id: E, subject_id: 3, page, pagesize: 100, kind: 'notScanned' } }));
      expected.push(...absence.datalist.filter((r) => r.state !== 'absent').map((r) => r.student_id));
      if (absence.datalist.length < 100) break;
    }
    expect(english.sort()).toEqual(expected.sort());

    const someone = expected[0] ?? '';
    await unwrap(c.POST('/api/exam/absentstudentmge/confirm', { body: { exam_id: E, subject_id: 3, student_ids: [someone], absent: true } }));
    await run('after');
    const now = (await rowsOf(1)).filter((r) => r.subject_name === '英语').map((r) => r.student_id);
    expect(now).toHaveLength(english.length - 1);
    expect(now).not.toContain(someone);
  });

  it('absent sheets: the sheets read with the absent mark until their absence is confirmed', async () => {
    await run('absent-1');
    const before = await rowsOf(5);
    const marked = await unwrap(c.POST('/api/exam/absentstudentmge/list', { body: { exam_id: E, subject_id: 3, page: 1, pagesize: 100, kind: 'marked' } }));
    expect(before.filter((r) => r.subject_name === '英语').map((r) => r.student_id).sort()).toEqual(marked.datalist.filter((r) => r.state === 'unconfirmed').map((r) => r.student_id).sort());
    const sheet = before[0]?.student_id ?? '';
    await unwrap(c.POST('/api/exam/absentstudentmge/confirm', { body: { exam_id: E, subject_id: 3, student_ids: [sheet], absent: true } }));
    await run('absent-2');
    expect((await rowsOf(5)).map((r) => r.student_id)).not.toContain(sheet);
  });

  it('rounds without a teacher, and unfinished rounds, follow the teachers’ assignments', async () => {
    await run('rounds-1');
    const unassigned = await rowsOf(10);
    const open = unassigned.find((r) => r.subject_name === '数学');
    if (!open) throw new Error('no unassigned round of 数学');
    const groups = await unwrap(c.POST('/api/exam/loadExamSubjectQuestionGroup', { body: { examid: E, subjectid: 2 } }));
    const group = groups.find((g) => g.question_name === open.question_name);
    if (!group) throw new Error('group not found');
    const teachers = await unwrap(c.POST('/api/exam/loadexamteacher', { body: { page: 1, pagesize: 100, examid: E, subjectid: 2 } }));
    const teacher = teachers.datalist.find((t) => t.user_name === '王芳');
    if (!teacher) throw new Error('王芳 is no marking teacher of 数学');
    const mine = await unwrap(c.POST('/api/exam/loadTeacherQuestionGroup', { body: { examid: E, subjectid: 2, teacherid: teacher.user_id } }));
    const data: Record<string, S['MarkingTurn'][]> = {};
    for (const held of [...mine, { question_id: group.question_id, turn: open.turn as S['MarkingTurn'] }]) data[String(held.question_id)] = [...new Set([...(data[String(held.question_id)] ?? []), held.turn])];
    await unwrap(c.POST('/api/exam/saveTeacherQuestion', { body: { examid: E, subjectid: 2, teacherid: teacher.user_id, data } }));
    await run('rounds-2');
    const after = await rowsOf(10);
    expect(after).toHaveLength(unassigned.length - 1);
    // The round is now 王芳's to mark, with nothing marked yet.
    const task = (await rowsOf(11)).find((r) => r.question_name === open.question_name && r.turn === open.turn);
    expect(task).toMatchObject({ subject_name: '数学', user_name: expect.stringContaining('王芳'), marked: 0 });
    expect(task?.to_mark).toBeGreaterThan(0);
  });
});

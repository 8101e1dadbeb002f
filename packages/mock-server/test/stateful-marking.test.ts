// Teacher marking (marking/*) through the SDK (strict client), as the seeded teachers of exam 3001 数学 (three saved
// sheets): 王芳 (rounds 1 and 8 of 解答题17), 孙丽 (round 2), 黄磊 (rounds 8 and 9). A task's papers are the saved
// sheets, cut to the group's area; the canvas rules hold on the server too; two scores further apart than the score
// difference go to the final round, which a teacher who did not mark the paper decides; an abnormal paper goes to
// round 9; 回评 changes a score until a later round decided it; the exam list's 已阅卷 moves once a paper's every
// subjective group has its result.
import { createNodeClient, unwrap } from '@exam/sdk/node';
import type { components } from '@exam/sdk';
import { decodeJpegToGrey } from '@exam/scanner-protocol/simulator';
import { beforeEach, describe, expect, it } from 'vitest';
import { roundState } from '../src/stateful/marking-store.ts';
import { useSignedInMock } from './stateful-support.ts';
import type { Client, StatefulMock } from './stateful-support.ts';

type S = components['schemas'];
let m: StatefulMock;
let admin: Client;
useSignedInMock((mock, client) => {
  m = mock;
  admin = client;
});

const as = async (ua: string) => {
  const c = createNodeClient({ baseUrl: m.mock.url, strict: true }).client;
  await unwrap(c.POST('/api/login/dologin', { body: { ua, up: 'Lj@2026pass', rememberMe: false } }));
  return c;
};
const task = (question_id: number, turn: S['MarkingTurn']) => ({ exam_id: 3001, subject_id: 2, question_id, turn });
const noMarks: S['MarkDrawing'] = { markCount: 0, check: [], cross: [], customText: [], key_score: [], score: [], score_input: [] };

async function next(c: Client, question: number, turn: S['MarkingTurn'], skip: string[] = []) {
  return unwrap(c.POST('/api/marking/nextpaper', { body: { ...task(question, turn), skip } }));
}
async function submit(c: Client, paper: S['MarkingPaper'], score: number) {
  const ids = [...new Set(paper.sub_questions.map((s) => s.subQuestionId))];
  const scores = ids.map((id, i) => ({ subquestion_id: id, score: i === 0 ? score : 0 }));
  return unwrap(c.POST('/api/marking/submitmark', { body: { paper_id: paper.paper_id, question_id: paper.question_id, turn: paper.turn, scores, marks: noMarks, input_source: 3 } }));
}

beforeEach(async () => {
  // A fresh dataset forgets every session: the administrator (张伟) signs in again.
  await fetch(`${m.mock.url}/__mock/reset`, { method: 'POST' });
  admin = await as('zhangwei');
});

describe('the rounds of a mark mode', () => {
  const totals = (entries: [S['MarkingTurn'], number][]) => new Map(entries);
  it('follow the mode and the score difference', () => {
    expect(roundState(1, 0, totals([]), false)).toEqual({ open: [1], final: null });
    expect(roundState(1, 0, totals([[1, 4]]), false)).toEqual({ open: [], final: 4 });
    expect(roundState(2, 1, totals([[1, 4]]), false)).toEqual({ open: [2], final: null });
    // 误差分 applies to every mode of several markings: 1+1 beyond it goes to the final round 8.
    expect(roundState(2, 1, totals([[1, 4], [2, 5]]), false)).toEqual({ open: [], final: 4.5 });
    expect(roundState(2, 1, totals([[1, 4], [2, 9]]), false)).toEqual({ open: [8], final: null });
    expect(roundState(2, 1, totals([[1, 4], [2, 9], [8, 6]]), false)).toEqual({ open: [], final: 6 });
    expect(roundState(4, 2, totals([[1, 1], [2, 2], [3, 3]]), false)).toEqual({ open: [], final: 2 });
    expect(roundState(4, 1, totals([[1, 1], [2, 2], [3, 3]]), false)).toEqual({ open: [8], final: null });
    expect(roundState(3, 3, totals([[1, 4], [2, 7]]), false)).toEqual({ open: [], final: 5.5 });
    expect(roundState(3, 3, totals([[1, 2], [2, 9]]), false)).toEqual({ open: [8], final: null });
    expect(roundState(3, 3, totals([[1, 2], [2, 9], [8, 5]]), false)).toEqual({ open: [], final: 5 });
    expect(roundState(4, 0, totals([[1, 1], [2, 2]]), false)).toEqual({ open: [3], final: null });
    expect(roundState(6, 2, totals([[1, 2], [2, 9]]), false)).toEqual({ open: [3], final: null });
    expect(roundState(6, 2, totals([[1, 2], [2, 9], [3, 8]]), false)).toEqual({ open: [], final: 8.5 });
    expect(roundState(6, 2, totals([[1, 0], [2, 10], [3, 5]]), false)).toEqual({ open: [8], final: null });
    expect(roundState(3, 3, totals([[1, 4]]), true)).toEqual({ open: [9], final: null });
    expect(roundState(3, 3, totals([[1, 4], [9, 6]]), true)).toEqual({ open: [], final: 6 });
  });
});

describe('a teacher’s tasks and papers', () => {
  it('lists the rounds assigned and granted, with the saved sheets as papers', async () => {
    const wang = await as('wangfang');
    const tasks = await unwrap(wang.GET('/api/marking/loadmarkingtasks'));
    expect(tasks.map((t) => [t.question_name, t.turn, t.total, t.marked, t.remaining])).toEqual([
      ['解答题17', 1, 3, 0, 3],
      ['解答题17', 8, 0, 0, 0],
      ['解答题18', 1, 3, 0, 3],
      ['解答题18', 2, 3, 0, 3],
    ]);
    expect(await unwrap((await as('zhengqiang')).GET('/api/marking/loadmarkingtasks'))).toEqual([]);
  });

  it('gives a paper cut to the group, never the same one twice, and holds it for its teacher', async () => {
    const wang = await as('wangfang');
    const { paper, remaining } = await next(wang, 803, 1);
    expect(remaining).toBe(3);
    if (!paper) throw new Error('no paper');
    expect(paper).toMatchObject({ question_name: '解答题17', full_score: 10, self_review: false, earlier: [], limit_time: 0 });
    expect(paper.valid_scores).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(paper.shortcuts.map((s) => s.key).join('')).toBe('qwerasdf');
    const sub = paper.sub_questions[0];
    expect(sub && sub.x + sub.width <= paper.width && sub.y + sub.height <= paper.height).toBe(true);
    const image = await fetch(`${m.mock.url}${paper.images[0]?.url}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const grey = decodeJpegToGrey(new Uint8Array(await image.arrayBuffer()));
    expect([grey.width, grey.height]).toEqual([paper.images[0]?.width, paper.images[0]?.height]);
    // The stem marked on question-info-paper comes with the paper, cut from its template page at the region's size.
    expect(paper.stem_regions).toHaveLength(1);
    const stem = await fetch(`${m.mock.url}${paper.stem_regions[0]?.url}`);
    expect(stem.headers.get('content-type')).toBe('image/jpeg');
    const stemGrey = decodeJpegToGrey(new Uint8Array(await stem.arrayBuffer()));
    expect([stemGrey.width, stemGrey.height]).toEqual([707, 120]);
    // A stale region URL (the stem moved since) serves nothing.
    expect((await fetch(`${m.mock.url}/upload/stem-region/3001/2/803-0-1-2-3-4-0.jpg`)).status).toBe(404);

    // Asked again (a reload) the held paper comes back; skipped, the next one; never one held for another teacher.
    expect((await next(wang, 803, 1)).paper?.paper_id).toBe(paper.paper_id);
    const second = (await next(wang, 803, 1, [paper.paper_id])).paper;
    expect(second?.paper_id).not.toBe(paper.paper_id);
    // In another round of the group she never gets a paper she marked.
    const r1 = (await next(wang, 804, 1)).paper;
    if (!r1) throw new Error('no paper');
    await submit(wang, r1, 6);
    const r2 = (await next(wang, 804, 2)).paper;
    expect(r2).not.toBeNull();
    expect(r2?.paper_id).not.toBe(r1.paper_id);
  });

  it('refuses scores the canvas refuses, and a paper not given', async () => {
    const wang = await as('wangfang');
    const paper = (await next(wang, 803, 1)).paper;
    if (!paper) throw new Error('no paper');
    await expect(submit(wang, paper, 11)).rejects.toThrow('打分超过总分啦！');
    await expect(unwrap(wang.POST('/api/marking/submitmark', { body: { paper_id: paper.paper_id, question_id: 803, turn: 1, scores: [{ subquestion_id: 1, score: 1 }], marks: noMarks, input_source: 1 } }))).rejects.toThrow('请为每个小题打分');
    const sun = await as('sunli');
    await expect(submit(sun, { ...paper, turn: 2 }, 3)).rejects.toThrow('该试卷不是分配给您的，请重新取卷');
    await expect(next(sun, 803, 1)).rejects.toThrow('您没有此题组此轮次的阅卷任务');
    expect(await submit(wang, paper, 10)).toEqual({ total: 3, marked: 1, remaining: 2 });
  });
});

describe('mixed and independent marking (a joint exam)', () => {
  it('a teacher of another school gets the papers while marking is mixed, none of them once it is independent', async () => {
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3109, data: { '803': [1, 9] } } }));
    const huang = await as('huanglei');
    // The three saved sheets are 临江市第一中学's; 黄磊 teaches at 临江市实验中学.
    const mixed = (await next(huang, 803, 1)).paper;
    expect(mixed).not.toBeNull();
    const prop = await unwrap(admin.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3001, subjectid: 2 } }));
    if (!prop) throw new Error('seeded properties missing');
    const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
    await unwrap(admin.POST('/api/exam/savesubjectprop', { body: { examid: 3001, subjectid: 2, ...settings, markingType: 2, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } }));
    expect((await next(huang, 803, 1, mixed ? [mixed.paper_id] : [])).paper).toBeNull();
    const wang = await as('wangfang');
    expect((await next(wang, 803, 1)).paper).not.toBeNull();
  });
});

describe('the rounds between teachers', () => {
  it('2+1: a score difference above 3 goes to the final round, decided by a teacher who did not mark the paper', async () => {
    const wang = await as('wangfang');
    const sun = await as('sunli');
    const huang = await as('huanglei');
    const a = (await next(wang, 803, 1)).paper;
    if (!a) throw new Error('no paper');
    await submit(wang, a, 2);
    const b = (await next(sun, 803, 2)).paper;
    expect(b?.paper_id).toBe(a.paper_id);
    expect(b?.earlier).toEqual([]);
    if (b) await submit(sun, b, 9);

    expect((await next(wang, 803, 8)).paper).toBeNull();
    const final = (await next(huang, 803, 8)).paper;
    expect(final?.paper_id).toBe(a.paper_id);
    expect(final?.earlier).toEqual([{ turn: 1, total: 2, abnormal_reason: null }, { turn: 2, total: 9, abnormal_reason: null }]);
    const tasks = await unwrap(huang.GET('/api/marking/loadmarkingtasks'));
    expect(tasks.find((t) => t.turn === 8)).toMatchObject({ total: 1, remaining: 1, marked: 0 });
    if (final) await submit(huang, final, 5);

    // Decided by round 8: the first round's score can no longer change.
    const marked = await unwrap(wang.POST('/api/marking/loadmarked', { body: { ...task(803, 1), page: 1, pagesize: 15 } }));
    expect(marked.datalist).toEqual([expect.objectContaining({ paper_id: a.paper_id, number: 1, total: 2, locked: '该试卷已由后续轮次评定，不能修改' })]);
    const again = await unwrap(wang.POST('/api/marking/loadmarkedpaper', { body: { paper_id: a.paper_id, question_id: 803, turn: 1 } }));
    expect(again.given?.total).toBe(2);
    await expect(unwrap(wang.POST('/api/marking/resubmitmark', { body: { paper_id: a.paper_id, question_id: 803, turn: 1, scores: [{ subquestion_id: 8301, score: 3 }], marks: noMarks, input_source: 3 } }))).rejects.toThrow('该试卷已由后续轮次评定，不能修改');
  });

  it('回评 changes a score while no later round decided it, once only in strict mode', async () => {
    const wang = await as('wangfang');
    const a = (await next(wang, 803, 1)).paper;
    if (!a) throw new Error('no paper');
    await submit(wang, a, 4);
    const change = (score: number) => unwrap(wang.POST('/api/marking/resubmitmark', { body: { paper_id: a.paper_id, question_id: 803, turn: 1, scores: [{ subquestion_id: 8301, score }], marks: noMarks, input_source: 3 } }));
    await change(5);
    await change(6);
    const rows = (await unwrap(wang.POST('/api/marking/loadmarked', { body: { ...task(803, 1), page: 1, pagesize: 15 } }))).datalist;
    expect(rows[0]).toMatchObject({ total: 6, changes: 2, locked: null });

    const prop = await unwrap(admin.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3001, subjectid: 2 } }));
    if (!prop) throw new Error('seeded properties missing');
    const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
    await unwrap(admin.POST('/api/exam/savesubjectprop', { body: { examid: 3001, subjectid: 2, ...settings, strict_mode: 1, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } }));
    const b = (await next(wang, 803, 1)).paper;
    if (!b) throw new Error('no paper');
    await submit(wang, b, 4);
    await unwrap(wang.POST('/api/marking/resubmitmark', { body: { paper_id: b.paper_id, question_id: 803, turn: 1, scores: [{ subquestion_id: 8301, score: 5 }], marks: noMarks, input_source: 3 } }));
    await expect(unwrap(wang.POST('/api/marking/resubmitmark', { body: { paper_id: b.paper_id, question_id: 803, turn: 1, scores: [{ subquestion_id: 8301, score: 6 }], marks: noMarks, input_source: 3 } }))).rejects.toThrow('严格模式下每份试卷只能修改一次');
  });

  it('an abnormal paper leaves the round and goes to round 9 with its reason', async () => {
    const wang = await as('wangfang');
    const huang = await as('huanglei');
    const a = (await next(wang, 803, 1)).paper;
    if (!a) throw new Error('no paper');
    expect(await unwrap(wang.POST('/api/marking/reportabnormal', { body: { paper_id: a.paper_id, question_id: 803, turn: 1, reason: '图像模糊' } }))).toBe('已提交为异常卷');
    const tasks = await unwrap(wang.GET('/api/marking/loadmarkingtasks'));
    expect(tasks.find((t) => t.question_id === 803 && t.turn === 1)).toMatchObject({ total: 2, remaining: 2, marked: 0 });
    const abnormal = (await next(huang, 803, 9)).paper;
    expect(abnormal?.paper_id).toBe(a.paper_id);
    expect(abnormal?.earlier).toEqual([{ turn: 1, total: null, abnormal_reason: '图像模糊' }]);
    if (abnormal) expect(await submit(huang, abnormal, 7)).toMatchObject({ marked: 1, remaining: 0 });
  });

  it('a paper every subjective group has a result for counts as 已阅卷 on the exam list', async () => {
    const count = async () => {
      const list = await unwrap(admin.POST('/api/exam/loadexam', { body: { page: 1, pagesize: 50 } }));
      return list.otherInfo?.subjectScanCountList?.find((c) => c.exam_id === 3001 && c.subject_id === 2)?.marked;
    };
    expect(await count()).toBe(0);
    const assign: [number, Record<string, S['MarkingTurn'][]>][] = [[3105, { '802': [1], '803': [1, 8], '804': [1] }], [3108, { '802': [2], '803': [2], '804': [2] }]];
    for (const [id, turns] of assign) {
      await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: id, data: turns } }));
    }
    const wang = await as('wangfang');
    const sun = await as('sunli');
    let first: string | undefined;
    for (const q of [802, 803, 804]) {
      const a = (await next(wang, q, 1)).paper;
      const b = (await next(sun, q, 2)).paper;
      if (!a || !b) throw new Error('no paper');
      first ??= a.paper_id;
      expect(b.paper_id).toBe(first);
      await submit(wang, a, q === 802 ? 5 : 3);
      if (q === 804) expect(await count()).toBe(0);
      await submit(sun, b, q === 802 ? 0 : 4);
    }
    expect(await count()).toBe(1);
  });
});

// Exam staff (marking teachers with question groups and rounds, scan staff), progress on the push channel (the data
// analysis run, the test page's progress), the exam report, and the login log of real sign-ins. The system screens
// are permission-tree.ts, tags-assign.ts (authorisation and tags) and system.ts (logs, cache).
import type { components } from '@exam/sdk';
import { ANALYSIS_CHECKS } from '../analysis-checks.ts';
import { analysisPace, pageRows, runAnalysis, testProgress } from '../lib/analysis.ts';
import { XLSX_CONTENT_TYPE, readRows, writeWorkbook } from '../lib/xlsx.ts';
import { ANALYSIS_RUNS_KEPT, TURN_NAMES, pushChannels, staffKey, turnsOffered } from '../staff-store.ts';
import type { MarkingTurn, TurnRecord } from '../staff-store.ts';
import { configKey } from '../exam-config-store.ts';

import type { AccountRecord, ExamRecord, Store } from '../store.ts';
import { timestamp } from '../store.ts';
import { FileAnswer, fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { loginHandlers } from './login.ts';
import { contains, page, scopeRoot } from './shared.ts';

type MarkMode = components['schemas']['MarkMode'];

/** A question group as the staff screens use it. */
interface StaffQuestionGroup {
  question_id: number;
  question_name: string;
  question_type: 1 | 2;
  mark_mode: MarkMode | null;
}

type S = components['schemas'];

const NO_EXAM = '考试不存在或已被删除';
const NO_SUBJECT = '该考试没有此科目';
const TURNS: readonly MarkingTurn[] = [1, 2, 3, 8, 9];

const isTurn = (v: number): v is MarkingTurn => (TURNS as readonly number[]).includes(v);
const turnText = (t: MarkingTurn) => ({ 1: '第一评', 2: '第二评', 3: '第三评', 8: '终评', 9: '异常卷' })[t];

function examSubject(store: Store, examId: number, subjectId: number): { exam: ExamRecord } | { error: string } {
  const exam = store.data.exams.get(examId);
  if (!exam) return { error: NO_EXAM };
  if (!exam.subjects.some((s) => s.subject_id === subjectId)) return { error: NO_SUBJECT };
  return { exam };
}

const online = (store: Store, userId: number): 0 | 1 => ([...store.sessions.values()].some((s) => s.user_id === userId) ? 1 : 0);

function staffUser(a: AccountRecord): S['StaffUser'] {
  return { user_id: a.user_id, user_name: a.user_name, user_account: a.user_account, cellphone: a.cellphone && /^\d{0,11}$/.test(a.cellphone) ? a.cellphone : null };
}

const matchesName = (a: AccountRecord, name: string | undefined) => contains(a.user_name, name) || contains(a.user_account, name);

/** The subjective question groups of an exam subject, as the exam configuration holds them (one truth for every screen). */
function groupsOf(store: Store, examId: number, subjectId: number): StaffQuestionGroup[] {
  const config = store.data.examConfig.subjects.get(configKey(examId, subjectId));
  // Objective groups are scored from the answer key: no teacher marks them, so they offer no rounds.
  return (config?.questions ?? [])
    .filter((q) => q.question_type === 2)
    .map((q) => ({ question_id: q.question_id, question_name: q.question_name, question_type: q.question_type, mark_mode: q.content.mark_mode ?? null }))
    .sort((a, b) => a.question_id - b.question_id);
}

/**
 * Teachers of a unit (a teacher role there, or listed there) not yet in `taken`. Asked for the exam's own unit, the
 * teachers of the exam's participating units count too (a bureau's joint exam is marked by the schools' teachers).
 */
function unitTeachers(store: Store, exam: ExamRecord, unitId: number, taken: readonly number[], name: string | undefined): S['StaffUser'][] {
  const units = new Set([unitId, ...(unitId === exam.unit_id ? exam.unit_ids : [])]);
  return [...store.data.accounts.values()]
    .filter((a) => a.state === '1' && (a.roles.some((r) => units.has(r.unit_id) && r.user_type === '4') || (units.has(a.unit_id) && a.roles.some((r) => r.user_type !== '9' && r.user_type !== '-1'))))
    .filter((a) => !taken.includes(a.user_id) && matchesName(a, name))
    .sort((a, b) => a.user_id - b.user_id)
    .map(staffUser);
}

function addStaff(store: Store, list: Map<string, number[]>, key: string, ids: readonly number[], already: string): string | undefined {
  const current = list.get(key) ?? [];
  for (const id of ids) {
    const account = store.data.accounts.get(id);
    if (!account) return '用户不存在';
    if (current.includes(id)) return `${account.user_name}${already}`;
  }
  list.set(key, [...current, ...ids]);
  return undefined;
}

function turnRows(store: Store, turns: readonly TurnRecord[], filter: { exam: number; subject: number; question?: number | null; turn?: number | null }) {
  const groups = groupsOf(store, filter.exam, filter.subject);
  return turns
    .filter((t) => t.exam_id === filter.exam && t.subject_id === filter.subject)
    .filter((t) => filter.question == null || t.question_id === filter.question)
    .filter((t) => filter.turn == null || t.turn === filter.turn)
    .sort((a, b) => a.question_id - b.question_id || TURNS.indexOf(a.turn) - TURNS.indexOf(b.turn) || a.user_id - b.user_id)
    .flatMap((t) => {
      const account = store.data.accounts.get(t.user_id);
      if (!account) return [];
      const group = groups.find((g) => g.question_id === t.question_id);
      return [{ ...staffUser(account), question_id: t.question_id, ...(group ? { question_name: group.question_name } : {}), turn: t.turn, is_online: online(store, t.user_id) }];
    });
}

const IMPORT_COLUMNS = [
  { header: '账号', key: 'account', required: true },
  { header: '题组', key: 'group', required: true },
  { header: '轮次', key: 'turn', required: true },
] as const;

export const staffHandlers: Handlers = {
  // Marking teachers of an exam subject.
  loadexamteacher({ body, store }) {
    const found = examSubject(store, body.examid, body.subjectid);
    if ('error' in found) return fail(found.error);
    const rows = (store.data.staff.markers.get(staffKey(body.examid, body.subjectid)) ?? [])
      .map((id) => store.data.accounts.get(id))
      .filter((a): a is AccountRecord => !!a && matchesName(a, body.username))
      .map((a) => ({ ...staffUser(a), is_online: online(store, a.user_id) }));
    return ok(page(rows, body.page, body.pagesize));
  },
  loadunitteacher({ body, store }) {
    const found = examSubject(store, body.examid, body.subjectid);
    if ('error' in found) return fail(found.error);
    return ok(unitTeachers(store, found.exam, body.unitid, store.data.staff.markers.get(staffKey(body.examid, body.subjectid)) ?? [], body.username));
  },
  saveteacher({ body, store }) {
    const found = examSubject(store, body.examid, body.subjectid);
    if ('error' in found) return fail(found.error);
    const problem = addStaff(store, store.data.staff.markers, staffKey(body.examid, body.subjectid), body.teacherList, '已是该科目的阅卷教师');
    return problem ? fail(problem) : ok('保存成功');
  },
  delteacher({ body, store }) {
    const { staff } = store.data;
    const key = staffKey(body.examid, body.subjectid);
    const current = staff.markers.get(key) ?? [];
    if (!current.includes(body.teacherid)) return fail('该教师不是本科目的阅卷教师');
    const mine = (t: TurnRecord) => t.exam_id === body.examid && t.subject_id === body.subjectid && t.user_id === body.teacherid;
    if (staff.turns.some((t) => mine(t) && t.marked > 0)) return fail('该教师已有阅卷记录，无法删除');
    staff.markers.set(key, current.filter((id) => id !== body.teacherid));
    staff.turns = staff.turns.filter((t) => !mine(t));
    return ok('删除成功');
  },
  forceLogout({ body, store }) {
    const tokens = [...store.sessions.values()].filter((s) => s.user_id === body.teacherid).map((s) => s.token);
    if (tokens.length === 0) return fail('该教师当前不在线');
    for (const token of tokens) store.sessions.delete(token);
    return ok('已强制下线');
  },
  loadExamSubjectQuestionGroup({ body, store }) {
    const found = examSubject(store, body.examid, body.subjectid);
    if ('error' in found) return fail(found.error);
    return ok(groupsOf(store, body.examid, body.subjectid).map((g) => ({ question_id: g.question_id, question_name: g.question_name, mark_mode: g.mark_mode })));
  },
  loadTeacherQuestionGroup({ body, store }) {
    const { staff } = store.data;
    if (!(staff.markers.get(staffKey(body.examid, body.subjectid)) ?? []).includes(body.teacherid)) return fail('该教师不是本科目的阅卷教师');
    return ok(
      staff.turns
        .filter((t) => t.exam_id === body.examid && t.subject_id === body.subjectid && t.user_id === body.teacherid)
        .sort((a, b) => a.question_id - b.question_id || TURNS.indexOf(a.turn) - TURNS.indexOf(b.turn))
        .map((t) => ({ question_id: t.question_id, turn: t.turn })),
    );
  },
  saveTeacherQuestion({ body, store }) {
    const { staff } = store.data;
    if (!(staff.markers.get(staffKey(body.examid, body.subjectid)) ?? []).includes(body.teacherid)) return fail('该教师不是本科目的阅卷教师');
    const groups = groupsOf(store, body.examid, body.subjectid);
    const wanted = Object.entries(body.data).map(([id, turns]) => ({ id: Number(id), turns: turns ?? [] }));
    for (const { id, turns } of wanted) {
      const group = groups.find((g) => g.question_id === id);
      if (!group) return fail(`题组${id}不存在`);
      const offered = turnsOffered(group.mark_mode);
      const missing = turns.find((t) => !offered.includes(t));
      if (missing !== undefined) return fail(`题组“${group.question_name}”的评卷模式不包含${turnText(missing)}`);
    }
    for (const { id, turns } of wanted) {
      const kept = staff.turns.filter((t) => !(t.exam_id === body.examid && t.subject_id === body.subjectid && t.user_id === body.teacherid && t.question_id === id && (t.marked === 0 || turns.includes(t.turn))));
      const have = new Set(kept.filter((t) => t.user_id === body.teacherid && t.question_id === id && t.exam_id === body.examid && t.subject_id === body.subjectid).map((t) => t.turn));
      staff.turns = [...kept, ...turns.filter((t) => !have.has(t)).map((turn) => ({ exam_id: body.examid, subject_id: body.subjectid, question_id: id, user_id: body.teacherid, turn, marked: 0 }))];
    }
    return ok('保存成功');
  },
  listExamQuestionTeacher({ body, store }) {
    if (!store.data.exams.has(body.exam_id)) return fail(NO_EXAM);
    const rows = turnRows(store, store.data.staff.turns, { exam: body.exam_id, subject: body.subject_id, question: body.question_id ?? null, turn: body.turn ?? null });
    return ok(page(rows, body.page, body.pagesize));
  },
  async downloadTeacherTurn({ query, store }) {
    const exam = Number(query.get('exam_id'));
    const subject = Number(query.get('subject_id'));
    const found = examSubject(store, exam, subject);
    if ('error' in found) return fail(found.error);
    const question = query.get('question_id') ? Number(query.get('question_id')) : null;
    const turn = query.get('turn') ? Number(query.get('turn')) : null;
    const rows = turnRows(store, store.data.staff.turns, { exam, subject, question, turn });
    const subjectName = found.exam.subjects.find((s) => s.subject_id === subject)?.subject_name ?? '';
    const bytes = await writeWorkbook([
      {
        name: '题组轮次教师',
        columns: [
          { header: '账号', key: 'user_account' },
          { header: '姓名', key: 'user_name' },
          { header: '手机号', key: 'cellphone' },
          { header: '题组', key: 'question_name' },
          { header: '轮次', key: 'turn' },
        ],
        rows: rows.map((r) => ({ ...r, cellphone: r.cellphone ?? '', question_name: r.question_name ?? String(r.question_id), turn: TURN_NAMES[r.turn] })),
      },
    ]);
    return new FileAnswer(bytes, `${found.exam.exam_name}_${subjectName}_阅卷教师.xlsx`, XLSX_CONTENT_TYPE);
  },
  async importTeacher({ body, store }) {
    const found = examSubject(store, body.exam_id, body.subject_id);
    if ('error' in found) return fail(found.error);
    const read = await readRows(new Uint8Array(await body.excelfile.arrayBuffer()), IMPORT_COLUMNS);
    if (read.error) return fail(read.error.includes('格式') ? '只能上传xls或xlsx文件' : read.error);
    const { staff } = store.data;
    const groups = groupsOf(store, body.exam_id, body.subject_id);
    const problems = [...read.problems];
    const good: TurnRecord[] = [];
    for (const row of read.rows) {
      const v = row.values;
      const account = store.accountByLogin((v.account ?? '').trim());
      const group = groups.find((g) => g.question_name === v.group?.trim() || String(g.question_id) === v.group?.trim());
      const named = Object.entries(TURN_NAMES).find(([, name]) => name === v.turn?.trim())?.[0];
      const turn = Number(named ?? v.turn);
      const at = (msg: string) => problems.push({ row: row.rowNumber, msg });
      if (!account) at('账号不存在');
      else if (!group) at(`题组${v.group ?? ''}不存在`);
      else if (!isTurn(turn)) at('轮次只能是1、2、3、8、9');
      else if (!turnsOffered(group.mark_mode).includes(turn)) at(`题组“${group.question_name}”的评卷模式不包含${turnText(turn)}`);
      else good.push({ exam_id: body.exam_id, subject_id: body.subject_id, question_id: group.question_id, user_id: account.user_id, turn, marked: 0 });
    }
    // The good rows are added (teachers become marking teachers of the subject); bad rows come back with their numbers.
    const key = staffKey(body.exam_id, body.subject_id);
    for (const t of good) {
      const markers = staff.markers.get(key) ?? [];
      if (!markers.includes(t.user_id)) staff.markers.set(key, [...markers, t.user_id]);
      const same = (x: TurnRecord) => x.exam_id === t.exam_id && x.subject_id === t.subject_id && x.question_id === t.question_id && x.user_id === t.user_id && x.turn === t.turn;
      if (!staff.turns.some(same)) staff.turns.push(t);
    }
    if (problems.length) return { success: false as const, result: problems.sort((a, b) => a.row - b.row) };
    return ok('导入成功');
  },
  batchCreateTeacher({ body, store }) {
    const found = examSubject(store, body.exam_id, body.subject_id);
    if ('error' in found) return fail(found.error);
    const { staff } = store.data;
    const group = groupsOf(store, body.exam_id, body.subject_id).find((g) => g.question_id === body.question_id);
    if (!group) return fail(`题组${body.question_id}不存在`);
    if (group.mark_mode == null) return fail('该题组未设置评卷模式，请先设置');
    const counts: [MarkingTurn, number][] = [
      [1, body.teacherTurnNum.turn1],
      [2, body.teacherTurnNum.turn2],
      [3, body.teacherTurnNum.turn3],
      [8, body.teacherTurnNum.turn8],
      [9, body.teacherTurnNum.turn9],
    ];
    const offered = turnsOffered(group.mark_mode);
    const refused = counts.find(([turn, n]) => n > 0 && !offered.includes(turn));
    if (refused) return fail(`题组“${group.question_name}”的评卷模式不包含${turnText(refused[0])}`);
    const key = staffKey(body.exam_id, body.subject_id);
    const unitId = found.exam.unit_id;
    const taken = new Set([...store.data.accounts.values()].map((a) => a.user_account));
    for (const [turn, n] of counts) {
      for (let i = 1; i <= n; i++) {
        let seq = i;
        let account = `py${body.question_id}t${turn}n${seq}`;
        while (taken.has(account)) account = `py${body.question_id}t${turn}n${++seq + n}`;
        taken.add(account);
        const user_id = store.nextId('account', 5000);
        store.data.accounts.set(user_id, {
          user_id,
          user_account: account,
          user_name: `${group.question_name}${TURN_NAMES[turn]}${seq}`.slice(0, 30),
          password: '123456',
          cellphone: null,
          email: null,
          valid_until: null,
          state: '1',
          unit_id: unitId,
          roles: [{ user_type: '4', unit_id: unitId }],
          details: {},
        });
        staff.markers.set(key, [...(staff.markers.get(key) ?? []), user_id]);
        staff.turns.push({ exam_id: body.exam_id, subject_id: body.subject_id, question_id: body.question_id, user_id, turn, marked: 0 });
      }
    }
    return ok('生成成功');
  },
  delTeacherTurn({ body, store }) {
    const { staff } = store.data;
    const same = (t: TurnRecord) => t.exam_id === body.exam_id && t.subject_id === body.subject_id && t.question_id === body.question_id && t.user_id === body.teacher_id && t.turn === body.turn;
    const turn = staff.turns.find(same);
    if (!turn) return fail('该教师不在此题组的此轮次');
    if (turn.marked > 0) return fail('该教师在此轮次已有阅卷记录，无法删除');
    staff.turns = staff.turns.filter((t) => !same(t));
    return ok('删除成功');
  },

  // Scan staff of an exam subject.
  loadexamscanner({ body, store }) {
    const found = examSubject(store, body.examid, body.subjectid);
    if ('error' in found) return fail(found.error);
    const rows = (store.data.staff.scanners.get(staffKey(body.examid, body.subjectid)) ?? [])
      .map((id) => store.data.accounts.get(id))
      .filter((a): a is AccountRecord => !!a && matchesName(a, body.username))
      .map(staffUser);
    return ok(page(rows, body.page, body.pagesize));
  },
  loadunitscanner({ body, store }) {
    const found = examSubject(store, body.examid, body.subjectid);
    if ('error' in found) return fail(found.error);
    return ok(unitTeachers(store, found.exam, body.unitid, store.data.staff.scanners.get(staffKey(body.examid, body.subjectid)) ?? [], body.username));
  },
  savescanner({ body, store }) {
    const found = examSubject(store, body.examid, body.subjectid);
    if ('error' in found) return fail(found.error);
    const problem = addStaff(store, store.data.staff.scanners, staffKey(body.examid, body.subjectid), body.teacherList, '已是该科目的扫描员');
    return problem ? fail(problem) : ok('保存成功');
  },
  delscanner({ body, store }) {
    const key = staffKey(body.examid, body.subjectid);
    const current = store.data.staff.scanners.get(key) ?? [];
    if (!current.includes(body.teacherid)) return fail('该教师不是本科目的扫描员');
    store.data.staff.scanners.set(key, current.filter((id) => id !== body.teacherid));
    return ok('删除成功');
  },

  // Progress on the push channel: the 12 checks of the data analysis, and the test page.
  startAnalyse({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(NO_EXAM);
    const staff = store.data.staff;
    // Another account's run of the exam refuses the start; the account's own is replaced (its tab lost the run, e.g.
    // when its push channel broke, and starts again).
    const current = staff.running.get(exam.exam_id);
    if (current && current.user_id !== session.user_id) return fail('该考试的数据分析正在进行中，请稍后再试');
    current?.stop.abort();
    const stop = new AbortController();
    staff.running.set(exam.exam_id, { user_id: session.user_id, stop });
    const runId = body.run_id ?? `run-${++staff.runs}`;
    // The run's findings, check by check as each is done, in the starter's scope (a school sees its own school's).
    const found = new Map<number, S['AnalysisProblemRow'][]>();
    staff.analyses.delete(runId);
    staff.analyses.set(runId, { exam_id: exam.exam_id, user_id: session.user_id, found });
    staff.latestAnalysis.set(exam.exam_id, runId);
    for (const old of [...staff.analyses.keys()].slice(0, Math.max(0, staff.analyses.size - ANALYSIS_RUNS_KEPT))) staff.analyses.delete(old);
    const units = new Set(store.subtree(scopeRoot(session)).map((u) => u.unit_id));
    const scope = (unitId: number) => units.has(unitId);
    const publish = pushChannels.get(store);
    void runAnalysis({
      checks: ANALYSIS_CHECKS.map((check) => ({ index: check.index, title: check.title, find: () => check.find(store, exam, scope) })),
      examId: exam.exam_id,
      runId,
      stepMs: analysisPace.stepMs,
      publish: (msg) => publish?.(session.token, msg),
      onFound: (index, rows) => found.set(index, rows),
      signal: stop.signal,
    }).finally(() => {
      if (staff.running.get(exam.exam_id)?.stop === stop) staff.running.delete(exam.exam_id);
    });
    return ok('数据分析已开始');
  },
  viewDataAnalyseAndCheckList({ body, store, session }) {
    const staff = store.data.staff;
    const runId = body.run_id ?? staff.latestAnalysis.get(body.exam_id);
    const run = runId === undefined ? undefined : staff.analyses.get(runId);
    // A run is its starter's: another account never pages through it (its scope may be wider).
    if (!run || run.exam_id !== body.exam_id || run.user_id !== session.user_id) return fail(body.run_id ? '该次分析已失效，请重新分析' : '请先开始数据分析');
    const rows = run.found.get(body.sqlIndex);
    if (!rows) return fail('该项检查尚未完成');
    return ok(pageRows(rows, body.page, body.pagesize));
  },
  async testProgress({ store, session }) {
    const publish = pushChannels.get(store);
    // The first message (current 0) goes out at once: nobody got it → no channel, and the rest of the run is dropped.
    let first: number | undefined;
    const run = testProgress((msg) => {
      if (first === 0) return;
      const sent = publish?.(session.token, msg) ?? 0;
      first ??= sent;
    });
    if (!first) return fail('推送通道未连接，无法推送进度');
    await run;
    return ok('进度测试完成');
  },
  generateStatistics({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(NO_EXAM);
    const unmarked = [...exam.counts.values()].some((c) => c.marked < c.total);
    if (exam.exam_state !== '3' || unmarked) return fail('考试还有未阅完的试卷，无法生成报告');
    store.data.staff.statistics.add(exam.exam_id);
    return ok('考试报告生成成功');
  },

  // Real sign-ins go into the login log (the login itself is login.ts's).
  async dologin(ctx) {
    const login = loginHandlers.dologin;
    if (!login) return fail('登录失败');
    const answer = await login(ctx);
    const { store, body, request } = ctx;
    const account = store.accountByLogin(body.ua.trim());
    const log = store.data.staff.loginLogs;
    const at = timestamp();
    log.push({
      id: Math.max(0, ...log.map((l) => l.id)) + 1,
      request_time: at,
      return_time: at,
      ip_address: (request.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim() || '127.0.0.1',
      request_url: '/api/login/dologin',
      request_params: JSON.stringify({ ua: body.ua, rememberMe: body.rememberMe }),
      return_content: JSON.stringify(answer),
      proc_success: answer.success ? 1 : 0,
      user_id: answer.success ? (account?.user_id ?? null) : null,
      user_account: account?.user_account ?? body.ua.slice(0, 30),
    });
    return answer;
  },
};


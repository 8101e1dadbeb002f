// Benchmark of 生成报告 (generateStatistics, issue 33): 20,000 students × 6 subjects in the store. The stateful app
// runs in process (@exam/mock-server/msw's createMswApp: the same handlers, access check and contract validation as
// the server). An exam of `--students` students of 临江市第一中学 gets six subjects (the seeded configurations of
// 3003's 语文 数学 英语 物理 and two more copies), every student a saved sheet with recognised objective answers and
// every subjective group its marking rounds (as seed/scores.ts writes them for 3003). Then 张伟 generates the report
// `--runs` times (after one unmeasured run), each timed from the request to the validated answer (the objective
// scores from the keys, the final marks of every group, for 120,000 sheets), and asks once for student-mark (all
// rows, ranks). Goal: generation ≤ 5 s on a quiet machine.
//
//   node --import tsx tests/bench/statistics.bench.ts [--students 20000] [--runs 3]
//
// Not a test: it prints numbers and asserts nothing. Opening student-mark with 20,000 rows in the browser (frame p95
// ≤ 16.7 ms while scrolling) is student-mark.bench.ts.
import { performance } from 'node:perf_hooks';
import { silentLogger } from '@exam/mock-server';
import { createMswApp } from '@exam/mock-server/msw';
import { arg, pct } from './support.ts';

const STUDENTS = arg('students', 20_000);
const RUNS = arg('runs', 3);
const EXAM = 3901;

const app = createMswApp(undefined, silentLogger);
const { data } = app.store;
const { configKey } = await import('../../packages/mock-server/src/stateful/exam-config-store.ts');
const { groupMarking, paperIdOf } = await import('../../packages/mock-server/src/stateful/marking-store.ts');
const { scanKey } = await import('../../packages/mock-server/src/stateful/scanning-store.ts');

// Six subjects on the configurations of 3003 (语文 数学 英语 物理, then 数学 and 物理 again as 数学B and 物理B).
const sources: [number, string, number][] = [[1, '语文', 1], [2, '数学', 2], [3, '英语', 3], [4, '物理', 4], [22, '数学B', 2], [24, '物理B', 4]];
const template = data.exams.get(3003);
if (!template) throw new Error('no exam 3003');
data.exams.set(EXAM, { ...template, exam_id: EXAM, exam_name: '统计基准考试', subjects: sources.map(([id, name]) => ({ subject_id: id, subject_name: name })), counts: new Map() });
for (const [id, , from] of sources) {
  const config = data.examConfig.subjects.get(configKey(3003, from));
  if (!config) throw new Error(`no configuration of 3003 subject ${from}`);
  data.examConfig.subjects.set(configKey(EXAM, id), { ...config, exam_id: EXAM, subject_id: id });
}

// Students, their sheets and marks: a deterministic spread (ability by index), answers right with that ability.
const classes = [5111, 5112, 5113, 5114];
const noMarks = { markCount: 0, check: [], cross: [], customText: [], key_score: [], score: [], score_input: [] };
let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const started = performance.now();
for (let i = 0; i < STUDENTS; i++) {
  const student_number = `9${String(i).padStart(7, '0')}`;
  data.students.set(student_number, { student_number, student_name: `考生${i}`, unit_id: 101, grade_id: 11, class_id: classes[i % 4] ?? 5111, password: student_number });
  const level = 0.35 + 0.6 * rand();
  for (const [subject_id, , from] of sources) {
    const student_id = `39${String(subject_id).padStart(2, '0')}${String(i).padStart(6, '0')}`;
    data.scanning.participants.push({ exam_id: EXAM, subject_id, student_number, student_id, room_id: null, seat_num: null, seat_edit_time: null, seat_edit_user: null });
    const config = data.examConfig.subjects.get(configKey(3003, from));
    const objective = (config?.questions ?? []).filter((g) => g.question_type === 1).flatMap((g) => g.subs);
    const answers = objective.map((sub) => (rand() < level ? sub.answers.map((a) => a.answer.split(',').map((n) => 'ABCD'[Number(n)]).join('')).join('') : 'D'));
    const scan = { exam_id: EXAM, subject_id, student_id, submit: 1 as const, pages: { 1: { status: 2 as const, err: null, image: {}, answers }, 2: { status: 2 as const, err: null, image: {}, answers: null } } };
    data.scanning.scans.set(scanKey(EXAM, subject_id, student_id), scan);
    const paperId = paperIdOf(scan);
    for (const group of (config?.questions ?? []).filter((g) => g.question_type === 2)) {
      const scores = group.subs.map((sub) => ({ subquestion_id: sub.subquestion_id, score: Math.round((sub.content.full_score ?? 0) * level) }));
      const total = scores.reduce((s, x) => s + x.score, 0);
      const mode = group.content.mark_mode ?? 1;
      const turns: (1 | 2 | 3)[] = mode === 1 ? [1] : mode === 4 ? [1, 2, 3] : [1, 2];
      groupMarking(data.marking, group.question_id, paperId).entries = turns.map((turn) => ({ user_id: 3105, turn, scores, total, marks: noMarks, input_source: 3, submit_time: '2026-07-02 10:00:00', at: 0, changes: 0 }));
    }
  }
}
console.log(`store filled in ${((performance.now() - started) / 1000).toFixed(1)} s: ${STUDENTS} students × ${sources.length} subjects`);

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const post = async (url: string, body: unknown, cookie?: string) => app.handle({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: json(body) });
const login = await post('/api/login/dologin', { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false });
const setCookie = login.headers['set-cookie'];
const cookie = String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0] ?? '';

const times: number[] = [];
for (let run = 0; run <= RUNS; run++) {
  const t0 = performance.now();
  const answer = await post('/api/exam/generateStatistics', { exam_id: EXAM }, cookie);
  const took = performance.now() - t0;
  const body = JSON.parse(answer.body.toString('utf8')) as { success: boolean; result: string };
  if (!body.success) throw new Error(`generateStatistics: ${body.result}`);
  if (run > 0) times.push(took);
}
const t1 = performance.now();
const marks = await post('/api/analysis/report/studentMark', { exam_id: EXAM }, cookie);
const markMs = performance.now() - t1;
const rows = (JSON.parse(marks.body.toString('utf8')) as { result: { rows: unknown[] } }).result.rows.length;
console.log(`生成报告 (generateStatistics) of ${STUDENTS} students × ${sources.length} subjects, ${RUNS} runs after 1 warm-up:`);
console.log(`  p50 ${(pct(times, 50) / 1000).toFixed(2)} s, max ${(Math.max(...times) / 1000).toFixed(2)} s (goal ≤ 5 s)`);
console.log(`  student-mark answer (${rows} rows, ranks in class/school/exam, ${(marks.body.length / 1e6).toFixed(1)} MB): ${(markMs / 1000).toFixed(2)} s`);

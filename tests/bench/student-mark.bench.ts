// Benchmark of 学生成绩 (analysis/commonReport/student-mark, issue 33's browser goal: frame p95 ≤ 16.7 ms while
// scrolling) in a real Chromium with `--students` rows. The store is the seeded world plus an exam of `--students`
// students of 临江市第一中学 (four classes) in six subjects whose generated report holds every student's scores (as
// 生成报告 leaves it: the student-mark call ranks them in class, school and exam from it). The portal is built and
// served against it; 张伟 opens student-mark (timed from the address to '共 N 名学生' and the first row), then the
// mouse wheel scrolls the table (notches of 100 px, one every `--interval` ms, `--notches` down from the top, then
// the same up from the middle). Printed: the open time and the frame times while scrolling (p50, p95, max, frames
// over 50 ms, the longest task, the page's own rAF work), and how many table rows the page holds.
//
//   node --import tsx tests/bench/student-mark.bench.ts [--students 20000] [--notches 300] [--interval 33]
//
// Not a test: it prints numbers and asserts nothing. Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH).
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { loadOperations } from '../../packages/mock-server/src/stateful/operations.ts';
import type { SubjectBook, SubjectSheet } from '../../packages/mock-server/src/stateful/score-book.ts';
import { scoreExtras } from '../../packages/mock-server/src/stateful/score-book.ts';
import { createSeededStore } from '../../packages/mock-server/src/stateful/seed/index.ts';
import { signIn } from '../e2e/flows.ts';
import { FRAME_HEADER, FRAME_RECORDER, arg, frameRow, record, startPortal } from './support.ts';

const STUDENTS = arg('students', 20_000);
const NOTCHES = arg('notches', 300);
const INTERVAL = arg('interval', 33);
const EXAM = 3907;

const store = createSeededStore(loadOperations());
const subjects: [number, string, number][] = [[1, '语文', 150], [2, '数学', 150], [3, '英语', 150], [4, '物理', 100], [5, '化学', 100], [6, '生物', 100]];
const template = store.data.exams.get(3003);
if (!template) throw new Error('no exam 3003');
store.data.exams.set(EXAM, { ...template, exam_id: EXAM, exam_name: '学生成绩基准考试', subjects: subjects.map(([subject_id, subject_name]) => ({ subject_id, subject_name })), counts: new Map() });
const classes = [5111, 5112, 5113, 5114];
let seed = 11;
const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const levels = Array.from({ length: STUDENTS }, () => 0.3 + 0.65 * rand());
const books: SubjectBook[] = subjects.map(([subject_id, subject_name, full]) => ({
  exam_id: EXAM,
  subject_id,
  subject_name,
  full,
  objective_full: 0,
  items: [],
  groups: [],
  sheets: levels.map((level, i): SubjectSheet => {
    const total = Math.round(full * Math.min(1, Math.max(0, level + 0.1 * (rand() - 0.5))));
    return {
      student_number: `9${String(i).padStart(7, '0')}`,
      student_name: `考生${i}`,
      student_id: `37${String(subject_id).padStart(2, '0')}${String(i).padStart(6, '0')}`,
      unit_id: 101,
      class_id: classes[i % 4] ?? 5111,
      state: 'marked',
      answers: [],
      scores: [],
      objective: 0,
      subjective: total,
      total,
    };
  }),
}));
for (const sheet of books[0]?.sheets ?? []) store.data.students.set(sheet.student_number, { student_number: sheet.student_number, student_name: sheet.student_name, unit_id: 101, grade_id: 11, class_id: sheet.class_id, password: sheet.student_number });
scoreExtras(store).reports.set(EXAM, { exam_id: EXAM, generated_time: '2026-07-03 09:00:00', generated_by: '张伟', books });

const portal = await startPortal(Number(process.env.EXAM_BENCH_WEB_PORT ?? 4398), { store });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ baseURL: portal.base, viewport: { width: 1440, height: 900 } });
  await page.addInitScript(FRAME_RECORDER);
  await signIn(page);
  const t0 = performance.now();
  await page.goto(`/main/analysis/commonReport/student-mark?exam_id=${EXAM}`);
  await page.getByRole('status').filter({ hasText: `共 ${STUDENTS} 名学生` }).waitFor({ timeout: 120_000 });
  const table = page.getByRole('table', { name: '学生成绩表' });
  await table.getByRole('row').nth(1).waitFor();
  const opened = performance.now() - t0;
  await page.waitForTimeout(1000);
  const scroller = page.getByTestId('student-mark-scroller');
  const box = await scroller.boundingBox();
  await page.mouse.move((box?.x ?? 0) + 300, (box?.y ?? 0) + 200);
  const domRows = await table.getByRole('row').count();
  const wheel = (direction: 1 | -1) => async () => {
    for (let i = 0; i < NOTCHES; i++) {
      await page.mouse.wheel(0, direction * 100);
      await page.waitForTimeout(INTERVAL);
    }
  };
  const down = await record(page, wheel(1));
  await scroller.evaluate((el) => {
    el.scrollTop = el.scrollHeight / 2;
  });
  await page.waitForTimeout(500);
  const up = await record(page, wheel(-1));
  const domRowsAfter = await table.getByRole('row').count();
  console.log(`学生成绩 (student-mark) with ${STUDENTS} students × ${subjects.length} subjects: opened in ${(opened / 1000).toFixed(2)} s (address → '共 ${STUDENTS} 名学生' and the first row); table rows in the DOM ${domRows} before scrolling, ${domRowsAfter} after`);
  console.log(`  wheel: ${NOTCHES} notches of 100 px every ${INTERVAL} ms, down from the top, then up from the middle`);
  console.log(FRAME_HEADER);
  console.log(frameRow('scrolling down from top', down, 'p95 ≤ 16.7 ms'));
  console.log(frameRow('scrolling up from middle', up, 'p95 ≤ 16.7 ms'));
  console.log(frameRow('both', { frames: [...down.frames, ...up.frames], work: [...down.work, ...up.work], longTasks: [...down.longTasks, ...up.longTasks] }, 'p95 ≤ 16.7 ms'));
} finally {
  await browser.close();
  await portal.close();
}

// Benchmark of the marking canvas (netview/marking) in a real Chromium. It builds the portal, serves it against the
// stateful mock, gives 邱文 (a teacher of 临江市第三中学, exam 2026年秋季高二月考 语文's marking teacher) round 1 of
// 默写题 through the portal's own call (saveTeacherQuestion), signs in as him and marks with the keyboard only:
// - submit to next paper: a valid score on its shortcut key, Enter pressed → the next paper's image drawn on the
//   canvas (its id on the canvas region), over `--papers` papers (p50, p95, max; goal p95 ≤ 300 ms);
// - placing 20 check marks with the mouse: frame times while they are placed (requestAnimationFrame timestamp deltas
//   in the page; p50, p95, max).
//
//   node --import tsx tests/bench/marking.bench.ts [--papers 100]
//
// Not a test: it prints numbers and asserts nothing. Needs Chromium (/usr/bin/chromium or CHROMIUM_PATH).
// Port: EXAM_BENCH_WEB_PORT (default 4398); the mock on port 0.
import { chromium, type Page } from '@playwright/test';
import type { Schemas } from '@exam/sdk';
import { signIn } from '../e2e/flows.ts';
import { FRAME_HEADER, FRAME_RECORDER, arg, frameRow, record, startPortal } from './support.ts';

const PAPERS = arg('papers', 100);
const EXAM = 3005;
const SUBJECT = 1;
const TEACHER = { id: 4055, ua: 'qiuwen', up: 'Lj@2026pass' };

const portal = await startPortal(Number(process.env.EXAM_BENCH_WEB_PORT ?? 4398));
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

try {
  const { api } = portal;
  await api('/api/login/dologin', { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false } satisfies Schemas['LoginRequest']);
  const groups = await api<Schemas['TeacherQuestionGroup'][]>('/api/exam/loadExamSubjectQuestionGroup', { examid: EXAM, subjectid: SUBJECT });
  const group = groups.find((g) => g.question_name === '默写题');
  if (!group) throw new Error('no 默写题 group');
  // 邱文 becomes a marking teacher of the subject first (添加教师), then gets round 1 of the group.
  await api('/api/exam/saveteacher', { examid: EXAM, subjectid: SUBJECT, teacherList: [TEACHER.id] } satisfies Schemas['SaveTeacherRequest']);
  await api('/api/exam/saveTeacherQuestion', { examid: EXAM, subjectid: SUBJECT, teacherid: TEACHER.id, data: { [String(group.question_id)]: [1] } } satisfies Schemas['SaveTeacherQuestionRequest']);

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page: Page = await browser.newPage({ baseURL: portal.base, viewport: { width: 1440, height: 900 } });
  await page.addInitScript(FRAME_RECORDER);
  await signIn(page, TEACHER);
  await page.goto(`/netview/marking?exam_id=${EXAM}&subject_id=${SUBJECT}&question_id=${group.question_id}&turn=1`);
  const region = page.getByRole('region', { name: '试卷图像' });
  const shown = async () => {
    await page.waitForFunction(() => document.querySelector('[aria-label="试卷图像"]')?.getAttribute('data-shown-paper'));
    return (await region.getAttribute('data-shown-paper')) ?? '';
  };

  // The canvas while 20 marks are placed.
  let current = await shown();
  await page.getByRole('group', { name: '标记方式' }).getByRole('button', { name: '对', exact: true }).click();
  const stage = await page.getByTestId('mark-stage').boundingBox();
  const zoom = Number(await region.getAttribute('data-zoom'));
  if (!stage) throw new Error('no stage');
  const frames = await record(page, async () => {
    for (let i = 0; i < 20; i++) await page.mouse.click(stage.x + (40 + (i % 10) * 50) * zoom, stage.y + (60 + Math.floor(i / 10) * 60) * zoom);
  });
  console.log(FRAME_HEADER);
  console.log(frameRow('placing 20 marks', frames, 'p95 ≤ 20 ms'));
  await page.getByRole('button', { name: '清除标记' }).click();
  await page.getByRole('group', { name: '标记方式' }).getByRole('button', { name: '对', exact: true }).click();

  // Submit to next paper, keyboard only: W (a valid score) fills the four boxes in turn, Enter submits.
  const times: number[] = [];
  for (let n = 0; n < PAPERS; n++) {
    await page.getByRole('textbox', { name: /^第\d+题/ }).first().focus();
    for (let k = 0; k < 4; k++) await page.keyboard.press('w');
    const before = current;
    const t0 = Date.now();
    await page.keyboard.press('Enter');
    await page.waitForFunction((old) => {
      const id = document.querySelector('[aria-label="试卷图像"]')?.getAttribute('data-shown-paper');
      return id && id !== old;
    }, before);
    times.push(Date.now() - t0);
    current = await shown();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`submit to next paper over ${times.length} papers: p50 ${pct(sorted, 0.5)} ms, p95 ${pct(sorted, 0.95)} ms, max ${sorted[sorted.length - 1]} ms (goal p95 ≤ 300 ms)`);
  await browser.close();
} finally {
  await portal.close();
}

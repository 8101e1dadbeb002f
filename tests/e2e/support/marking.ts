// Steps of the marking browser tests (marking.spec.ts, marking-faults.spec.ts): the seeded teachers of exam 3001 数学
// open a task from the 教师阅卷 card's list; the paper on screen, its score boxes and the draw modes.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../flows';

export const MIDTERM = '2026年秋季高一期中联考';
export const SUBMIT = '/api/marking/submitmark';

export const teacher = (ua: string) => ({ ua, up: 'Lj@2026pass' });
export const region = (page: Page) => page.getByRole('region', { name: '试卷图像' });
export const progress = (page: Page) => page.getByTestId('marking-progress');
export const box = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^第${name}题`) });
export const mode = (page: Page, name: string) => page.getByRole('group', { name: '标记方式' }).getByRole('button', { name, exact: true });

/** The paper on screen (its id once its images are drawn). */
export async function shownPaper(page: Page): Promise<string> {
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', '');
  return (await region(page).getAttribute('data-shown-paper')) ?? '';
}

/** Signs in as a teacher and opens a task from the 教师阅卷 list (/main/marking). */
export async function openTask(page: Page, ua: string, question: string, round: string): Promise<string> {
  await page.context().clearCookies();
  await signIn(page, teacher(ua), { to: '/main/marking' });
  await expect(page).toHaveURL(/\/main\/marking$/);
  const tasks = page.getByRole('table', { name: `${MIDTERM}的阅卷任务` });
  await expect(tasks).toBeVisible();
  await tasks.getByRole('link', { name: new RegExp(`^(开始阅卷|回评)，数学${question}${round}$`) }).click();
  await expect(page).toHaveURL(/\/netview\/marking\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${MIDTERM} · 数学 · ${question} · ${round}`);
  return shownPaper(page);
}

/** Clicks the paper at a point of the paper image (its own pixels). */
export async function clickPaper(page: Page, x: number, y: number): Promise<void> {
  const stage = await page.getByTestId('mark-stage').boundingBox();
  const zoom = Number(await region(page).getAttribute('data-zoom'));
  if (!stage) throw new Error('no stage');
  await page.mouse.click(stage.x + x * zoom, stage.y + y * zoom);
}

/** Types a score in 解答题17's box of `paper`, submits it with Enter and waits until that paper has left the screen. */
export async function submitScore(page: Page, paper: string, score: string): Promise<void> {
  await box(page, '17').fill(score);
  await page.keyboard.press('Enter');
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', paper);
}

/** Changes settings of 解答题17 (exam 3001 数学) as the exam's administrator would in the designer. */
export async function setQuestion17(page: Page, content: Record<string, unknown>): Promise<void> {
  await signIn(page);
  const loaded = await page.request.post('/api/exam/loadexamsubjectquestion', { data: { examid: 3001, subjectid: 2 } });
  const groups = ((await loaded.json()) as { result: { question_id: number; question_name: string; question_area: unknown; content: Record<string, unknown> }[] }).result;
  const group = groups.find((g) => g.question_id === 803);
  if (!group) throw new Error('no 解答题17');
  const saved = await page.request.post('/api/exam/savesubjectquestion', {
    data: { examid: 3001, subjectid: 2, quesid: 803, name: group.question_name, type: 2, area: group.question_area, content: { ...group.content, ...content } },
  });
  expect(await saved.json()).toMatchObject({ success: true });
}

/** A drawing with no marks (what submitmark takes when a score is typed only). */
export const NO_MARKS = { markCount: 0, check: [], cross: [], customText: [], key_score: [], score: [], score_input: [] };

/** Signs a browser context's API requests in as a seeded teacher; the returned call expects success and gives the result. */
export async function teacherApi(request: APIRequestContext, ua: string) {
  const signed = await request.post('/api/login/dologin', { data: { ua, up: 'Lj@2026pass', rememberMe: false } });
  expect(await signed.json()).toMatchObject({ success: true });
  return async (path: string, data: unknown) => {
    const answer = (await (await request.post(path, { data })).json()) as { success: boolean; result: unknown };
    expect(answer).toMatchObject({ success: true });
    return answer.result as { paper: { paper_id: string; self_review: boolean; sub_questions: { subQuestionId: number }[] } | null };
  };
}

/**
 * Marks the next papers of 3001 数学 解答题17 (its one sub-question 8301) in a round, one per score, through the calls
 * the canvas makes, as the teacher `call` is signed in as (teacherApi); the papers' ids.
 */
export async function markQ17(call: Awaited<ReturnType<typeof teacherApi>>, turn: 1 | 2 | 3 | 8 | 9, scores: readonly number[]): Promise<string[]> {
  const ids: string[] = [];
  for (const score of scores) {
    const paper = (await call('/api/marking/nextpaper', { exam_id: 3001, subject_id: 2, question_id: 803, turn, skip: [] })).paper?.paper_id ?? '';
    await call(SUBMIT, { paper_id: paper, question_id: 803, turn, scores: [{ subquestion_id: 8301, score }], marks: NO_MARKS, input_source: 3 });
    ids.push(paper);
  }
  return ids;
}

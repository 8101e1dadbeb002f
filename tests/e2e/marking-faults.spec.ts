// Marking without dead ends (issue 27): what a teacher sees when the marking day goes wrong, against the stateful
// mock, as the seeded teachers of exam 3001 数学 解答题17 (2+1, score difference 3, three papers; shortcut keys Q W E R
// A S D F give 0–7): 王芳 (一评, 终评), 孙丽 (二评), 黄磊 (终评, 异常卷). Every fault is made as in life (a lost
// answer after the server acted, a slow submit, a session that ends, a hold that runs out, a paper reported abnormal
// by another teacher) and afterwards nothing is lost, recorded twice or recorded for the wrong paper.
import { expect, type Page } from '@playwright/test';
import { advanceMockClock, requests, setScenario, test } from './support/mock';
import { alertWith, signIn, submitLoginForm } from './flows';
import { SUBMIT, box, clickPaper, mode, openTask, progress, region, setQuestion17, shownPaper, teacher, submitScore } from './support/marking';

const HOLD = (page: Page) => page.getByTestId('hold-left');
const HOLD_PATH = '/api/marking/holdpaper';
const submits = async () => (await requests({ path: SUBMIT })).map((r) => r.body as { paper_id: string; scores: { score: number }[]; submit_key?: string });

/** The teacher's marked papers as 回评 lists them: their totals, latest first. */
async function markedTotals(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: '回评', exact: true }).first().click();
  const drawer = page.getByRole('dialog', { name: '我已阅的试卷' });
  await expect(drawer).toBeVisible();
  const rows = drawer.getByRole('row');
  // The header row shows while the list still loads: wait for the first paper's row.
  await expect(rows.nth(1)).toBeVisible();
  const texts = (await rows.allInnerTexts()).slice(1);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  return texts.map((t) => t.split(/\s+/)[1] ?? '');
}

/** Lets `minutes` pass for the mock (first) and the page. */
async function letTimePass(page: Page, minutes: number): Promise<void> {
  await advanceMockClock(minutes * 60_000);
  await page.clock.fastForward(minutes * 60_000);
}

test.describe('a submit', () => {
  test('whose answers are lost after the server recorded it: the same key gets the first answer, the next paper comes, one record', async ({ page }) => {
    const first = await openTask(page, 'wangfang', '解答题17', '一评');
    // The server records the score; the answer to it and to the page's own retry are cut off on the way.
    await setScenario([{ path: SUBMIT, malformed: true, times: 2 }]);
    await page.keyboard.press('d'); // 6
    await page.keyboard.press('Enter');
    await expect(alertWith(page, '服务器返回的数据无法解析，请刷新后确认是否已保存')).toBeVisible();
    await expect(region(page)).toHaveAttribute('data-shown-paper', first);
    // Enter again: the first answer, and the next paper.
    await page.keyboard.press('Enter');
    await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
    await expect(progress(page)).toHaveText('我已阅 1 份 · 待阅 2 份 · 共 3 份');
    const sent = await submits();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((b) => `${b.paper_id}:${b.submit_key}:${b.scores[0]?.score}`)).size).toBe(1);
    await expect(alertWith(page, '该试卷不是分配给您的，请重新取卷')).toHaveCount(0);
    expect(await markedTotals(page)).toEqual(['6']);
  });

  test('that is slow: the scores are read-only until it is answered, the server records what the screen showed, and score keys typed meanwhile go to the next paper', async ({ page }) => {
    const first = await openTask(page, 'wangfang', '解答题17', '一评');
    await setScenario([{ path: SUBMIT, delayMs: 3000, times: 1 }]);
    await page.keyboard.press('s'); // 5
    await page.keyboard.press('Enter');
    await expect(box(page, '17')).toHaveAttribute('readonly', '');
    await page.keyboard.press('f'); // 7, while the submit is under way: for the next paper
    await expect(box(page, '17')).toHaveValue('5');
    await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
    const second = await shownPaper(page);
    expect((await submits()).map((b) => [b.paper_id, b.scores[0]?.score])).toEqual([[first, 5]]);
    await expect(box(page, '17')).toHaveValue('7');
    await expect(page.getByTestId('mark-total')).toContainText('7');
    // The teacher sees the paper, then submits it.
    await page.keyboard.press('Enter');
    await expect(region(page)).not.toHaveAttribute('data-shown-paper', second);
    expect((await submits()).map((b) => [b.paper_id, b.scores[0]?.score])).toEqual([
      [first, 5],
      [second, 7],
    ]);
    expect(await markedTotals(page)).toEqual(['7', '5']);
  });
});

test.describe('an expired session', () => {
  test('on submit: one 登录失效 alert, sign-in, back on the same task with the score and marks typed, which are then submitted', async ({ page }) => {
    const first = await openTask(page, 'wangfang', '解答题17', '一评');
    const task = page.url();
    await mode(page, '对').click();
    await clickPaper(page, 200, 100);
    await box(page, '17').fill('6');
    // The session ends on the server.
    await page.context().clearCookies();
    await page.getByRole('button', { name: '提交' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(alertWith(page, /登录失效/)).toHaveCount(1);
    await submitLoginForm(page, teacher('wangfang'));
    await expect(page).toHaveURL(task);
    expect(await shownPaper(page)).toBe(first);
    await expect(page.getByText('已恢复您在这份试卷上还没有提交的打分和标记。')).toBeVisible();
    await expect(box(page, '17')).toHaveValue('6');
    await page.getByRole('button', { name: '提交' }).click();
    await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
    const sent = (await requests({ path: SUBMIT })).filter((r) => r.status === 200 && (r.body as { paper_id: string }).paper_id === first);
    expect(sent.at(-1)?.body).toMatchObject({ paper_id: first, scores: [{ score: 6 }], marks: { markCount: 1, check: [expect.objectContaining({ subQuestionId: 8301 })] } });
    expect(await markedTotals(page)).toEqual(['6']);
  });

  test('a buffer cleared by the administrator on submit shows the reload dialog', async ({ page }) => {
    await openTask(page, 'wangfang', '解答题17', '一评');
    await setScenario([{ path: SUBMIT, fault: 'buffer-cleared', times: 1 }]);
    await box(page, '17').fill('4');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: '重新加载页面' })).toBeVisible();
  });
});

test.describe('the hold of a paper', () => {
  test('is shown; a paper left 10 minutes is taken afresh, and the same paper comes back with its score', async ({ page }) => {
    await page.clock.install();
    const first = await openTask(page, 'wangfang', '解答题17', '一评');
    await expect(HOLD(page)).toHaveText(/^试卷保留 (10:00|9:5\d)$/);
    await box(page, '17').fill('7');
    await letTimePass(page, 10 + 1 / 6);
    await expect(alertWith(page, /保留时间已到/)).toBeVisible();
    // Nobody else took it: the same paper, with the 7 typed on it.
    await expect(box(page, '17')).toHaveValue('7');
    expect(await shownPaper(page)).toBe(first);
    await expect(HOLD(page)).toHaveText(/^试卷保留 (10:00|9:5\d)$/);
    await page.keyboard.press('Enter');
    await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
    expect((await submits()).map((b) => [b.paper_id, b.scores[0]?.score])).toEqual([[first, 7]]);
    await expect(alertWith(page, '该试卷不是分配给您的，请重新取卷')).toHaveCount(0);
  });

  test('is renewed while the teacher is active, and a paper asked for ahead is held from when it is shown', async ({ page }) => {
    await page.clock.install();
    const first = await openTask(page, 'wangfang', '解答题17', '一评');
    await expect.poll(async () => (await requests({ path: '/api/marking/nextpaper' })).length).toBe(2);
    await letTimePass(page, 8);
    await expect(HOLD(page)).toHaveText(/^试卷保留 (2:00|1:5\d)$/);
    await box(page, '17').press('3');
    await expect(HOLD(page)).toHaveText(/^试卷保留 (10:00|9:5\d)$/);
    await page.keyboard.press('Enter');
    await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
    // Asked for ahead 8 minutes ago, held again as it came on screen.
    const second = await shownPaper(page);
    await expect(HOLD(page)).toHaveText(/^试卷保留 (10:00|9:5\d)$/);
    await letTimePass(page, 8);
    await submitScore(page, second, '4');
    await expect(progress(page)).toHaveText('我已阅 2 份 · 待阅 1 份 · 共 3 份');
    expect((await submits()).map((b) => [b.paper_id, b.scores[0]?.score])).toEqual([[first, 3], [second, 4]]);
  });

  test('of a paper asked for ahead counts from when it was asked for: when holding it on show fails, the countdown shows what the server still holds', async ({ page }) => {
    await page.clock.install();
    const first = await openTask(page, 'wangfang', '解答题17', '一评');
    await expect.poll(async () => (await requests({ path: '/api/marking/nextpaper' })).length).toBe(2);
    // The next paper waits 8 minutes of its 10; then every holdpaper fails.
    await letTimePass(page, 8);
    await setScenario([{ path: HOLD_PATH, status: 503 }]);
    await submitScore(page, first, '3');
    const second = await shownPaper(page);
    await expect.poll(async () => (await requests({ path: HOLD_PATH })).some((r) => (r.body as { paper_id: string }).paper_id === second)).toBe(true);
    await expect(alertWith(page, /试卷保留时间没能延长/).first()).toBeVisible();
    await expect(HOLD(page)).toHaveText(/^试卷保留 (2:00|1:5\d)$/);
    // When those 2 minutes are over, the server's hold and the page's end together.
    await letTimePass(page, 2 + 1 / 6);
    await expect(alertWith(page, /保留时间已到/)).toBeVisible();
  });

  test('of a paper shown while the last paper’s renewal is on its way is asked for once that is answered', async ({ page }) => {
    await page.clock.install();
    const first = await openTask(page, 'wangfang', '解答题17', '一评');
    await expect.poll(async () => (await requests({ path: '/api/marking/nextpaper' })).length).toBe(2);
    await letTimePass(page, 8);
    // Enter renews the first paper's hold (2 minutes left), slowly; the next paper comes on screen meanwhile.
    await setScenario([{ path: HOLD_PATH, delayMs: 3000, times: 1 }]);
    await box(page, '17').fill('3');
    await page.keyboard.press('Enter');
    await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
    const second = await shownPaper(page);
    await expect.poll(async () => (await requests({ path: HOLD_PATH })).map((r) => (r.body as { paper_id: string }).paper_id), { timeout: 10_000 }).toEqual([first, second]);
    await expect(HOLD(page)).toHaveText(/^试卷保留 (10:00|9:5\d)$/);
    // Held for ten minutes from then: 8 minutes later it is still hers.
    await letTimePass(page, 8);
    await submitScore(page, second, '4');
    expect((await submits()).map((b) => [b.paper_id, b.scores[0]?.score])).toEqual([[first, 3], [second, 4]]);
    await expect(alertWith(page, '该试卷不是分配给您的，请重新取卷')).toHaveCount(0);
  });

  test('whose renewal the server refuses says so once, the countdown goes on from the hold it has, and the next key tries again', async ({ page }) => {
    await page.clock.install();
    await openTask(page, 'wangfang', '解答题17', '一评');
    await expect.poll(async () => (await requests({ path: '/api/marking/nextpaper' })).length).toBe(2);
    const holds = async () => (await requests({ path: HOLD_PATH })).length;
    const before = await holds();
    await setScenario([{ path: HOLD_PATH, status: 503, times: 2 }]);
    await letTimePass(page, 8);
    await expect(HOLD(page)).toHaveText(/^试卷保留 (2:00|1:5\d)$/);
    await box(page, '17').press('3');
    await expect(alertWith(page, /试卷保留时间没能延长/)).toBeVisible();
    await expect(HOLD(page)).toHaveText(/^试卷保留 (2:00|1:5\d)$/);
    // Each key tries again (a key while a renewal is on its way adds none): the second is refused without a second
    // message, the third holds the paper for ten minutes again.
    await expect(async () => {
      await box(page, '17').press('ArrowUp');
      await expect(HOLD(page)).toHaveText(/^试卷保留 (10:00|9:5\d)$/, { timeout: 1000 });
    }).toPass();
    expect(await holds()).toBe(before + 3);
    await expect(alertWith(page, /试卷保留时间没能延长/)).toHaveCount(1);
  });
});

test('self-review comes one paper at a time: the paper asked for while a review paper is on screen is an ordinary one', async ({ page }) => {
  // 解答题17 with self-review after every paper (three papers).
  await setQuestion17(page, { remark_flag: true, remark_interval: 1 });
  const notice = page.getByText('自评复查：这是您阅过的试卷，请重新评分');
  const first = await openTask(page, 'wangfang', '解答题17', '一评');
  await submitScore(page, first, '3');
  const second = await shownPaper(page);
  await expect(notice).toHaveCount(0);
  await submitScore(page, second, '4');
  // The first paper again, to score afresh.
  expect(await shownPaper(page)).toBe(first);
  await expect(notice).toBeVisible();
  await submitScore(page, first, '3');
  // Then the third paper, not a second review.
  const third = await shownPaper(page);
  expect([first, second]).not.toContain(third);
  await expect(notice).toHaveCount(0);
});

test('a paper another teacher reported abnormal refuses the round-2 score, says why, and the next paper comes', async ({ page, browser, baseURL }) => {
  const paper = await openTask(page, 'sunli', '解答题17', '二评');
  const other = await browser.newContext({ baseURL });
  try {
    const wang = await other.newPage();
    expect(await openTask(wang, 'wangfang', '解答题17', '一评')).toBe(paper);
    await wang.getByRole('button', { name: '异常卷' }).click();
    const dialog = wang.getByRole('dialog', { name: '报告异常卷' });
    await dialog.getByText('图像模糊').click();
    await dialog.getByRole('button', { name: '报告异常卷' }).click();
    await expect(alertWith(wang, '已提交为异常卷')).toBeVisible();
  } finally {
    await other.close();
  }
  await box(page, '17').fill('5');
  await page.keyboard.press('Enter');
  await expect(alertWith(page, '这份试卷已被报告为异常卷，不需要再评分，请评阅下一份')).toBeVisible();
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', paper);
  await shownPaper(page);
  await expect(progress(page)).toContainText('我已阅 0 份');
});

test('a paper whose hold ran out on the server and that another teacher took refuses the score, says why, and the next paper comes', async ({ page, browser, baseURL }) => {
  // 黄磊 marks 解答题17's 一评 too.
  await signIn(page);
  const granted = await page.request.post('/api/exam/saveTeacherQuestion', { data: { examid: 3001, subjectid: 2, teacherid: 3109, data: { 803: [1] } } });
  expect(await granted.json()).toMatchObject({ success: true });
  const paper = await openTask(page, 'wangfang', '解答题17', '一评');
  await expect.poll(async () => (await requests({ path: '/api/marking/nextpaper' })).length).toBe(2);
  await box(page, '17').fill('6');
  // The server's ten minutes pass while the page's timer sleeps (a laptop closed): 黄磊 is given the paper and the one
  // after it (his paper asked for ahead).
  await advanceMockClock(10 * 60_000 + 10_000);
  const his: string[] = [];
  const other = await browser.newContext({ baseURL });
  try {
    const huang = await other.newPage();
    huang.on('response', async (r) => {
      if (r.url().endsWith('/api/marking/nextpaper')) his.push(((await r.json()) as { result: { paper: { paper_id: string } } }).result.paper.paper_id);
    });
    expect(await openTask(huang, 'huanglei', '解答题17', '一评')).toBe(paper);
    await expect.poll(() => his.length).toBe(2);
  } finally {
    await other.close();
  }
  await page.keyboard.press('Enter');
  await expect(alertWith(page, '这份试卷已分给其他教师评阅，请评阅下一份').first()).toBeVisible();
  // Neither of 黄磊's papers: the next free one, which takes her score.
  await expect.poll(async () => his.includes((await region(page).getAttribute('data-shown-paper')) ?? paper)).toBe(false);
  await shownPaper(page);
  await box(page, '17').fill('5');
  await page.keyboard.press('Enter');
  // It was the last free paper.
  await expect(page.getByRole('heading', { name: '暂时没有可阅的试卷' })).toBeVisible();
  await expect(progress(page)).toContainText('我已阅 1 份');
  // The 6 typed on 黄磊's paper was never recorded: 回评 lists the one paper she marked.
  expect(await markedTotals(page)).toEqual(['5']);
});

test.describe('what the pages say', () => {
  test('a task that is not the teacher’s says so, without 加载失败 or 重试', async ({ page }) => {
    await openTask(page, 'wangfang', '解答题17', '一评');
    await page.goto('/netview/marking?exam_id=3001&subject_id=2&question_id=803&turn=2');
    await expect(page.getByRole('heading', { name: '您没有这个阅卷任务' })).toBeVisible();
    await expect(page.getByText('加载失败')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '返回阅卷任务' }).first()).toBeVisible();
  });

  test('终评 of a teacher who marked the paper in 一评: the list and the page say the paper waits for another teacher and which rounds still send papers', async ({ page }) => {
    const paper = await openTask(page, 'wangfang', '解答题17', '一评');
    await submitScore(page, paper, '1');
    expect(await openTask(page, 'sunli', '解答题17', '二评')).toBe(paper);
    await box(page, '17').fill('9');
    await page.keyboard.press('Enter');
    await expect(progress(page)).toContainText('我已阅 1 份');

    await openTaskList(page, 'wangfang');
    const row = page.getByRole('row').filter({ hasText: '解答题17终评' });
    // 我已阅 0 · 待阅 0 · 总数 1: the paper is 黄磊's to decide. The round is not done: it still waits for that paper.
    await expect(row).toContainText(/终评2\+1001/);
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(row).toContainText('本轮已阅 0/1 · 1份您评阅过前面轮次，由其他教师评阅');
    await expect(row.getByRole('link')).toHaveText('回评');
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: '暂时没有可以分给您的试卷' })).toBeVisible();
    await expect(page.getByText('有1份试卷在等本轮评阅，但您在前面的轮次评阅过它们，同一份试卷不会再分给您，将由其他教师评阅。')).toBeVisible();
    await expect(page.getByText('一评、二评还在进行')).toBeVisible();
    await expect(page.getByRole('heading', { name: '本轮次的试卷已全部阅完' })).toHaveCount(0);
  });
});

async function openTaskList(page: Page, ua: string): Promise<void> {
  await page.context().clearCookies();
  await signIn(page, teacher(ua), { to: '/main/marking' });
  await expect(page).toHaveURL(/\/main\/marking$/);
}

// Teacher marking (the 教师阅卷 card, /main/marking and the marking canvas /netview/marking) as the seeded teachers of
// exam 3001 数学 mark, against the stateful mock: 王芳 (解答题17 一评 and 终评, 解答题18 一评 and 二评), 孙丽 (解答题17
// 二评), 黄磊 (解答题17 终评 and 异常卷). The three saved sheets of 数学 are the papers. Every rule of the canvas says
// its message (spec 3 §5); a whole paper is marked without the mouse; 回评 changes a score; an abnormal paper reaches
// round 9; two scores 7 apart (score difference 3) reach the final round, which a third teacher decides; in 1+1 (填空题,
// 段亮翔 一评, 孙宏 二评) scores further apart than 误差分 reach 终评 too.
import { expect } from '@playwright/test';
import { test, requests, waitForRequest } from './support/mock';
import { alertWith, signIn } from './flows';
import { MIDTERM, SUBMIT, box, clickPaper, mode, openTask, progress, region, shownPaper, teacher, submitScore } from './support/marking';

test('the task list shows each round with its progress; 开始阅卷 opens the canvas on a paper', async ({ page }) => {
  await page.context().clearCookies();
  await signIn(page, teacher('wangfang'));
  await page.getByTestId('card-marking').click();
  const tasks = page.getByRole('table', { name: `${MIDTERM}的阅卷任务` });
  const rows = tasks.getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText(/数学解答题17一评2\+1033/);
  await expect(rows.nth(2)).toContainText(/数学解答题17终评2\+1000/);
  await expect(rows.nth(2).getByRole('link')).toHaveText('回评');
  await tasks.getByRole('link', { name: '开始阅卷，数学解答题17一评' }).click();
  await shownPaper(page);
  await expect(progress(page)).toHaveText('我已阅 0 份 · 待阅 3 份 · 共 3 份');
  await expect(page.getByText('17（满分10）', { exact: false })).toHaveCount(0); // drawn on the canvas, not as text
  await expect(box(page, '17')).toBeFocused();
  await page.getByRole('link', { name: '返回阅卷任务' }).click();
  await expect(page).toHaveURL(/\/main\/marking$/);
});

test('with the mouse: each canvas rule says its message; score marks fill the box; 提交 brings the next paper', async ({ page }) => {
  const first = await openTask(page, 'wangfang', '解答题17', '一评');
  // 对 on the answer; a second one too close is refused; the same mode again turns drawing off.
  await mode(page, '对').click();
  await expect(mode(page, '对')).toHaveAttribute('aria-pressed', 'true');
  await clickPaper(page, 200, 100);
  await clickPaper(page, 204, 103);
  await expect(alertWith(page, '和旁边标记离得太近啦！')).toBeVisible();
  await mode(page, '对').click();
  await expect(mode(page, '对')).toHaveAttribute('aria-pressed', 'false');

  // 打分: a value first, inside a sub-question area, never above its full score.
  await mode(page, '打分').click();
  await clickPaper(page, 300, 100);
  await expect(alertWith(page, '请先在右侧选择要标记的分值')).toBeVisible();
  await page.getByRole('button', { name: /^8分/ }).click();
  await clickPaper(page, 3, 3);
  await expect(alertWith(page, '请在子题区域内标记打分！')).toBeVisible();
  await clickPaper(page, 300, 100);
  await expect(box(page, '17')).toHaveValue('8');
  await expect(page.getByTestId('mark-total')).toContainText('8');
  await page.getByRole('button', { name: /^5分/ }).click();
  await clickPaper(page, 400, 120);
  await expect(alertWith(page, '打分超过总分啦！')).toBeVisible();

  // 文字 asks for its words and refuses none; 输入分数 takes digits and a dot only.
  await mode(page, '文字').click();
  await clickPaper(page, 250, 160);
  const textDialog = page.getByRole('dialog', { name: '标记文字' });
  await textDialog.getByRole('button', { name: '确定' }).click();
  await expect(textDialog.getByText('文字不能为空')).toBeVisible();
  await textDialog.getByRole('textbox').fill('步骤完整');
  await textDialog.getByRole('button', { name: '确定' }).click();
  await expect(textDialog).toBeHidden();
  await mode(page, '输入分数').click();
  await clickPaper(page, 500, 150);
  const inputDialog = page.getByRole('dialog', { name: '分数' });
  await inputDialog.getByRole('textbox').pressSequentially('a');
  await expect(inputDialog.getByText('只能输入数字和小数点，最多3个字符')).toBeVisible();
  await inputDialog.getByRole('button', { name: '取消' }).click();

  // At most 20 marks.
  await mode(page, '错').click();
  for (let i = 0; i < 17; i++) await clickPaper(page, 40 + (i % 9) * 40, 190 + Math.floor(i / 9) * 24);
  await clickPaper(page, 600, 200);
  await expect(alertWith(page, '标记个数已达上限')).toBeVisible();

  await page.getByRole('button', { name: '提交' }).click();
  const sent = await waitForRequest(SUBMIT);
  expect(sent.body).toMatchObject({ paper_id: first, question_id: 803, turn: 1, scores: [{ subquestion_id: 8301, score: 8 }], input_source: 1 });
  const marks = (sent.body as { marks: { markCount: number; check: unknown[]; cross: unknown[]; customText: { text: string }[]; score: { text: string }[] } }).marks;
  expect([marks.markCount, marks.check.length, marks.cross.length, marks.score.map((s) => s.text), marks.customText.map((t) => t.text)]).toEqual([20, 1, 17, ['8'], ['步骤完整']]);
  await expect(progress(page)).toHaveText('我已阅 1 份 · 待阅 2 份 · 共 3 份');
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
  await shownPaper(page);
});

test('keyboard only: shortcut keys and digits score, Enter submits; the zoom is kept per question across a reload', async ({ page }) => {
  const first = await openTask(page, 'wangfang', '解答题18', '一评');
  await expect(box(page, '18')).toBeFocused();
  await page.keyboard.press('r'); // R is the fourth valid score: 3
  await expect(box(page, '18')).toHaveValue('3');
  await page.keyboard.press('Enter');
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
  const second = await shownPaper(page);
  await expect.poll(async () => (await requests({ path: SUBMIT })).map((r) => r.body)).toEqual([expect.objectContaining({ paper_id: first, scores: [{ subquestion_id: 8401, score: 3 }], input_source: 4 })]);

  await expect(box(page, '18')).toBeFocused();
  await page.keyboard.type('13');
  await page.keyboard.press('Enter');
  await expect(alertWith(page, '打分超过总分啦！')).toBeVisible();
  await page.keyboard.press('Backspace');
  await page.keyboard.press('ArrowUp'); // 1 → 2: the keyboard increase
  await expect(box(page, '18')).toHaveValue('2');
  await page.keyboard.press('Enter');
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', second);
  await expect.poll(async () => (await requests({ path: SUBMIT })).at(-1)?.body).toMatchObject({ paper_id: second, scores: [{ subquestion_id: 8401, score: 2 }], input_source: 2 });
  await expect(progress(page)).toHaveText('我已阅 2 份 · 待阅 1 份 · 共 3 份');

  // Zoom in twice (factor 1.1); the question's zoom survives a reload.
  const zoom = Number(await region(page).getAttribute('data-zoom'));
  await page.getByRole('button', { name: '放大' }).click();
  await page.getByRole('button', { name: '放大' }).click();
  const zoomed = Number(await region(page).getAttribute('data-zoom'));
  expect(zoomed).toBeCloseTo(zoom * 1.21, 2);
  await page.reload();
  await shownPaper(page);
  await expect(region(page)).toHaveAttribute('data-zoom', String(zoomed));
  // The paper held for the teacher comes back after the reload.
  await expect.poll(async () => (await requests({ path: '/api/marking/nextpaper' })).length).toBeGreaterThan(0);
});

test('回评: a marked paper opens with its score and marks, and its changed score is saved', async ({ page }) => {
  const first = await openTask(page, 'wangfang', '解答题17', '一评');
  await box(page, '17').fill('4');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);
  const second = await shownPaper(page);

  await page.getByRole('button', { name: '回评', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '我已阅的试卷' });
  const row = drawer.getByRole('row').nth(1);
  await expect(row).toContainText('1');
  await expect(row).toContainText('可修改');
  await drawer.getByRole('button', { name: '回评第1份' }).click();
  await expect(page.getByText('回评第1份')).toBeVisible();
  await expect(region(page)).toHaveAttribute('data-shown-paper', first);
  await expect(box(page, '17')).toHaveValue('4');
  await box(page, '17').fill('6');
  await page.getByRole('button', { name: '保存修改' }).click();
  await expect(alertWith(page, '修改已保存')).toBeVisible();
  expect((await waitForRequest('/api/marking/resubmitmark')).body).toMatchObject({ paper_id: first, scores: [{ subquestion_id: 8301, score: 6 }] });
  // Back to the paper being marked.
  await expect(region(page)).toHaveAttribute('data-shown-paper', second);
  await page.getByRole('button', { name: '回评', exact: true }).click();
  await expect(drawer.getByRole('row').nth(1)).toContainText(/16/);
});

test('异常卷: the reported paper leaves the round and 黄磊 scores it in round 9, seeing why', async ({ page }) => {
  const first = await openTask(page, 'wangfang', '解答题17', '一评');
  await page.getByRole('button', { name: '异常卷' }).click();
  const dialog = page.getByRole('dialog', { name: '报告异常卷' });
  await dialog.getByRole('button', { name: '报告异常卷' }).click();
  await expect(dialog.getByText('请填写异常原因')).toBeVisible();
  await dialog.getByText('图像模糊').click();
  await dialog.getByRole('button', { name: '报告异常卷' }).click();
  await expect(alertWith(page, '已提交为异常卷')).toBeVisible();
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', first);

  const abnormal = await openTask(page, 'huanglei', '解答题17', '异常卷');
  expect(abnormal).toBe(first);
  await expect(page.getByText('一评：报告异常，异常原因：图像模糊')).toBeVisible();
  await expect(page.getByRole('button', { name: '异常卷' })).toHaveCount(0);
  await box(page, '17').fill('5');
  await page.keyboard.press('Enter');
  // Rounds 1 and 2 still mark the other two papers: more may be reported.
  await expect(page.getByRole('heading', { name: '暂时没有需要本轮评阅的试卷' })).toBeVisible();
  await expect(page.getByText('一评、二评还在进行')).toBeVisible();
});

test('2+1: scores 7 apart go to the final round, which 黄磊 decides seeing both', async ({ page }) => {
  const paper = await openTask(page, 'wangfang', '解答题17', '一评');
  await submitScore(page, paper, '2');

  expect(await openTask(page, 'sunli', '解答题17', '二评')).toBe(paper);
  await expect(page.getByText('前面轮次的评分')).toHaveCount(0);
  await box(page, '17').fill('9');
  await page.keyboard.press('Enter');
  await expect(progress(page)).toContainText('我已阅 1 份');

  expect(await openTask(page, 'huanglei', '解答题17', '终评')).toBe(paper);
  await expect(page.getByText('一评：2分')).toBeVisible();
  await expect(page.getByText('二评：9分')).toBeVisible();
  await box(page, '17').fill('5');
  await page.keyboard.press('Enter');
  // Not '本轮次的试卷已全部阅完': rounds 1 and 2 still have two papers to mark.
  await expect(page.getByRole('heading', { name: '暂时没有需要本轮评阅的试卷' })).toBeVisible();
  await expect(page.getByText('一评、二评还在进行')).toBeVisible();
  await expect.poll(async () => (await requests({ path: SUBMIT })).at(-1)?.body).toMatchObject({ paper_id: paper, turn: 8, scores: [{ subquestion_id: 8301, score: 5 }] });
});

test('1+1: scores further apart than 误差分 go to 终评 instead of being averaged, which 王芳 decides seeing both', async ({ page }) => {
  // 填空题 is 1+1 with 误差分 5 (four blanks of 5 points: Q gives 0, W 5); the administrator makes 王芳 its 终评 teacher.
  await signIn(page);
  const granted = await page.request.post('/api/exam/saveTeacherQuestion', { data: { examid: 3001, subjectid: 2, teacherid: 3105, data: { 802: [8] } } });
  expect(await granted.json()).toMatchObject({ success: true });

  const paper = await openTask(page, 'duanliangxiang', '填空题', '一评');
  for (const key of 'wwww') await page.keyboard.press(key);
  await expect(page.getByTestId('mark-total')).toContainText('20');
  await page.keyboard.press('Enter');
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', paper);

  expect(await openTask(page, 'sunhong', '填空题', '二评')).toBe(paper);
  for (const key of 'qqqq') await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect(region(page)).not.toHaveAttribute('data-shown-paper', paper);

  // 20 and 0 are 20 apart: not averaged to 10, the paper waits for 终评.
  expect(await openTask(page, 'wangfang', '填空题', '终评')).toBe(paper);
  await expect(page.getByText('一评：20分')).toBeVisible();
  await expect(page.getByText('二评：0分')).toBeVisible();
  for (const key of 'wwqq') await page.keyboard.press(key);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await requests({ path: SUBMIT })).at(-1)?.body).toMatchObject({ paper_id: paper, turn: 8 });
  await expect(progress(page)).toContainText('我已阅 1 份');
});

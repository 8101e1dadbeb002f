// Running a marking day (issue 32) against the stateful mock: 阅卷进度 follows the scores teachers submit in other
// browsers without a reload; 缓冲卷管理's 回收 frees the papers a teacher holds, so another teacher gets them and her
// own submit of one is refused with its reason.
import { expect, type Page } from '@playwright/test';
import { test } from './support/mock';
import { EXAM_3001, alertWith, answerDialog, chooseExam, signIn } from './flows';
import { box, openTask, progress, region, shownPaper } from './support/marking';

const row = (page: Page, group: string, round: string) =>
  page.getByRole('table', { name: '各题组轮次进度' }).getByRole('row').filter({ has: page.getByRole('cell', { name: group, exact: true }) }).filter({ hasText: round });

test('阅卷进度: scores submitted by a teacher in another browser show within 5 seconds, with the chart and its table', async ({ page, browser, baseURL }) => {
  await signIn(page, undefined, { to: '/main/statistics/markingProgress', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { level: 1, name: '阅卷进度' })).toBeVisible();
  const first = row(page, '解答题17', '一评');
  // 题组 评卷模式 轮次 应阅 已阅 未阅 完成率 近10分钟 预计完成
  await expect(first.getByRole('cell')).toHaveText(['解答题17', '2+1', '一评', '3', '0', '3', '0%', '0', '—']);
  await expect(page.getByTestId('progress-subject')).toHaveText('已完成 0 / 3 份（0%）');
  await expect(page.getByRole('img', { name: /各题组轮次进度：.*解答题17一评 0\/3/ })).toBeVisible();

  const other = await browser.newContext({ baseURL });
  try {
    const wang = await other.newPage();
    const paper = await openTask(wang, 'wangfang', '解答题17', '一评');
    await box(wang, '17').fill('7');
    await wang.keyboard.press('Enter');
    await expect(region(wang)).not.toHaveAttribute('data-shown-paper', paper);
    const submitted = Date.now();
    await expect(first.getByRole('cell')).toHaveText(['解答题17', '2+1', '一评', '3', '1', '2', '33.33%', '1', '约20分钟'], { timeout: 5000 });
    expect(Date.now() - submitted).toBeLessThan(5000);
  } finally {
    await other.close();
  }
  // The second round still waits for every paper; the chart says the same.
  await expect(row(page, '解答题17', '二评').getByRole('cell').nth(4)).toHaveText('0');
  await expect(page.getByRole('img', { name: /解答题17一评 1\/3/ })).toBeVisible();
});

test('缓冲卷管理: 回收 frees the papers a teacher holds; another teacher gets hers, and her score of it is refused with the reason', async ({ page, browser, baseURL }) => {
  // 黄磊 marks 解答题17's 一评 too.
  await signIn(page);
  const granted = await page.request.post('/api/exam/saveTeacherQuestion', { data: { examid: 3001, subjectid: 2, teacherid: 3109, data: { 803: [1] } } });
  expect(await granted.json()).toMatchObject({ success: true });

  const teacher = await browser.newContext({ baseURL });
  try {
    const wang = await teacher.newPage();
    const paper = await openTask(wang, 'wangfang', '解答题17', '一评');

    await chooseExam(page, EXAM_3001);
    await page.goto('/main/netview/bufferManage');
    const table = page.getByRole('table', { name: '缓冲卷' });
    // The paper on her screen and the one asked ahead.
    await expect(table.getByRole('row').filter({ hasText: '王芳' })).toHaveCount(2);
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('临江市第一中学');
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('解答题17');
    await page.getByRole('button', { name: '全部回收' }).click();
    await answerDialog(page.getByRole('dialog'), '确定');
    await expect(page.getByText('已回收 2 份')).toBeVisible();
    await expect(table.getByText('当前没有缓冲卷')).toBeVisible();

    // 黄磊 is given the paper 王芳 had on screen.
    const other = await browser.newContext({ baseURL });
    try {
      const huang = await other.newPage();
      expect(await openTask(huang, 'huanglei', '解答题17', '一评')).toBe(paper);
    } finally {
      await other.close();
    }
    // 王芳's score of it is refused with the reason (黄磊 has it now), the next paper comes and takes her score.
    await box(wang, '17').fill('5');
    await wang.keyboard.press('Enter');
    await expect(alertWith(wang, '这份试卷已分给其他教师评阅，请评阅下一份').first()).toBeVisible();
    await expect(region(wang)).not.toHaveAttribute('data-shown-paper', paper);
    const next = await shownPaper(wang);
    await box(wang, '17').fill('5');
    await wang.keyboard.press('Enter');
    // It was the last paper not held by 黄磊.
    await expect(wang.getByRole('heading', { name: '暂时没有可阅的试卷' })).toBeVisible();
    await expect(progress(wang)).toContainText('我已阅 1 份');
    expect(next).not.toBe(paper);
  } finally {
    await teacher.close();
  }
  // The buffer page shows what is held now (黄磊's paper and the one asked ahead) after its refresh.
  await expect(page.getByRole('table', { name: '缓冲卷' }).getByRole('row').filter({ hasText: '黄磊' })).toHaveCount(2, { timeout: 7000 });
});

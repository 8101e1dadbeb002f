// 标准卷, 样卷, 考生试题管理 and 标准卷评分 (issue 32) against the stateful mock: a standard paper set on 标准卷管理 reaches
// a teacher marking in another browser as any paper, and 标准卷评分 shows her difference from the standard score; a
// sample paper chosen on 样卷管理 shows on 试卷讲评; a score edited on 考生试题管理 shows on the student's row and is
// refused in strict mode.
import { expect, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { test } from './support/mock';
import { EXAM_3001, answerDialog, signIn } from './flows';
import { box, markQ17, openTask, region, shownPaper, teacherApi } from './support/marking';
import { EXAM_3003 } from './support/scores';

/** 王芳 (一评) and 孙丽 (二评) both give the first paper of 3001 数学 解答题17 (李明's) 6: its result is 6. */
async function markedPaper(browser: Browser, baseURL: string | undefined): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const [paper = ''] = await markQ17(await teacherApi(context.request, 'wangfang'), 1, [6]);
    expect(await markQ17(await teacherApi(context.request, 'sunli'), 2, [6])).toEqual([paper]);
    return paper;
  } finally {
    await context.close();
  }
}

async function strictMode(page: Page) {
  const prop = ((await (await page.request.post('/api/exam/loadexamsubjectprop', { data: { examid: 3001, subjectid: 2 } })).json()) as { result: Record<string, unknown> }).result;
  const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
  const saved = await page.request.post('/api/exam/savesubjectprop', { data: { examid: 3001, subjectid: 2, ...settings, strict_mode: 1, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } });
  expect(await saved.json()).toMatchObject({ success: true });
}

test('标准卷: set on 标准卷管理, it reaches a teacher marking in another browser as any paper; 标准卷评分 shows her difference', async ({ page, browser, baseURL }) => {
  const paper = await markedPaper(browser, baseURL);
  await signIn(page, undefined, { to: '/main/netview/standardPaperManage', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { level: 1, name: '标准卷管理' })).toBeVisible();
  // 黄磊 marks 解答题17's 一评 too.
  const saved = await page.request.post('/api/exam/saveTeacherQuestion', { data: { examid: 3001, subjectid: 2, teacherid: 3109, data: { 803: [1, 9] } } });
  expect(await saved.json()).toMatchObject({ success: true });

  const candidates = page.getByRole('table', { name: '已出分试卷' });
  const row = candidates.getByRole('row').filter({ hasText: paper });
  // 题组 试卷 阅卷结果 各小题得分 状态 操作
  await expect(row.getByRole('cell')).toHaveText(['解答题17', paper, '6分', '第17题 6分', '', '设为标准卷']);
  await row.getByRole('button', { name: `设为标准卷：解答题17 ${paper}` }).click();
  const dialog = page.getByRole('dialog', { name: '设置标准卷' });
  await expect(dialog.getByRole('img', { name: '解答题17试卷图像 1' })).toBeVisible();
  await expectAccessible(page, '设置标准卷');
  // The inputs start from the result; the standard score is 7.
  await expect(dialog.getByRole('textbox', { name: /（满分10）$/ })).toHaveValue('6');
  await dialog.getByRole('textbox', { name: /（满分10）$/ }).fill('7');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已设为标准卷')).toBeVisible();
  const standards = page.getByRole('table', { name: '标准卷' });
  // 题组 试卷 标准分 各小题标准分 阅卷结果 设置人 设置时间 已评教师 操作
  await expect(standards.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('7分');
  await expect(standards.getByRole('row').nth(1).getByRole('cell').nth(7)).toHaveText('0人');
  await expect(row.getByRole('cell').nth(4)).toHaveText('标准卷（7分）');
  // One standard paper after every paper a teacher marks.
  await page.getByRole('textbox', { name: '发送间隔（每评阅多少份发一份标准卷）' }).fill('1');
  await page.getByRole('button', { name: '保存间隔' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  const other = await browser.newContext({ baseURL });
  try {
    const huang = await other.newPage();
    // His own two papers first (the standard paper is the third: one after each paper he marks, asked ahead).
    const first = await openTask(huang, 'huanglei', '解答题17', '一评');
    expect(first).not.toBe(paper);
    await box(huang, '17').fill('5');
    await huang.keyboard.press('Enter');
    await expect(region(huang)).not.toHaveAttribute('data-shown-paper', first);
    const second = await shownPaper(huang);
    expect(second).not.toBe(paper);
    await box(huang, '17').fill('5');
    await huang.keyboard.press('Enter');
    await expect(region(huang)).toHaveAttribute('data-shown-paper', paper);
    // Nothing tells him: no self-review mark, the canvas as for any paper.
    await expect(huang.getByText(/^自评复查/)).toHaveCount(0);
    await box(huang, '17').fill('9');
    await huang.keyboard.press('Enter');
    await expect(huang.getByRole('heading', { name: '本轮次的试卷已全部阅完' })).toBeVisible();
    // His own count: the two papers he marked, the standard paper not among them.
    await expect(huang.getByTestId('marking-progress')).toContainText('我已阅 2 份 · 待阅 0 份 · 共 3 份');
  } finally {
    await other.close();
  }

  await page.goto('/main/quality/standardGrade');
  await expect(page.getByRole('heading', { level: 1, name: '标准卷评分' })).toBeVisible();
  const grade = page.getByRole('table', { name: '标准卷评分' }).getByRole('row').filter({ hasText: '黄磊' });
  // 教师 学校 题组 已评标准卷 平均分差 最大分差 超出误差 评分明细
  await expect(grade.getByRole('cell')).toHaveText(['黄磊', '临江市实验中学', '解答题17', '1', '2', '2', '1份（误差1分）', '标准7分 给9分 差+2']);
  // The chart says the same (mean and largest difference per teacher).
  await expect(page.getByRole('img', { name: '各教师与标准分的分差：黄磊 解答题17 平均2 最大2' })).toBeVisible();
  await expectAccessible(page, '标准卷评分 (with a teacher)');
  // The paper's own result is still the two rounds' 6.
  await page.goto('/main/netview/standardPaperManage');
  await expect(page.getByRole('table', { name: '标准卷' }).getByRole('row').nth(1).getByRole('cell')).toHaveText(['解答题17', paper, '7分', '第17题 7分', '6分', '张伟', /^\d{4}-/, '1人', '移除']);

  // Strict mode while marking goes on: 标准卷评分 says why it shows nothing.
  await strictMode(page);
  await page.goto('/main/quality/standardGrade');
  await expect(page.getByText('严格模式下阅卷结束前不能查看质量统计')).toBeVisible();
  await expect(page.getByRole('table', { name: '标准卷评分' })).toHaveCount(0);
});

test('考生试题管理: a score edited with its reason shows on the student’s row; in strict mode the page offers none and the server refuses it', async ({ page, browser, baseURL }) => {
  const paper = await markedPaper(browser, baseURL);
  await signIn(page, undefined, { to: '/main/netview/studentQuestionManage', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { level: 1, name: '考生试题管理' })).toBeVisible();
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('请输入考号或姓名')).toBeVisible();
  await page.getByRole('textbox', { name: '考号或姓名' }).fill('李明');
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: '李明的各题得分' });
  const q17 = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '解答题17', exact: true }) });
  // 题组 各小题得分 得分 各轮评分 改分记录 操作
  await expect(q17.getByRole('cell').nth(2)).toHaveText('6分');
  await expect(q17.getByRole('cell').nth(3)).toHaveText('一评 王芳 6分；二评 孙丽 6分');
  await q17.getByRole('button', { name: '改分：李明 解答题17' }).click();
  const dialog = page.getByRole('dialog', { name: '直接改分' });
  await expect(dialog.getByRole('img', { name: '解答题17试卷图像 1' })).toBeVisible();
  await dialog.getByRole('textbox', { name: /（满分10）$/ }).fill('8');
  await dialog.getByRole('button', { name: '确定改分' }).click();
  await expect(dialog.getByText('请填写改分原因')).toBeVisible();
  await expectAccessible(page, '直接改分 (with its message)');
  await dialog.getByRole('textbox', { name: '改分原因' }).fill('复核后加分');
  await dialog.getByRole('button', { name: '确定改分' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('已改分')).toBeVisible();
  await expect(q17.getByRole('cell').nth(1)).toHaveText('第17题 8分');
  await expect(q17.getByRole('cell').nth(2)).toHaveText('8分');
  await expect(q17.getByRole('cell').nth(4)).toHaveText(/^张伟：6 → 8分（复核后加分，直接改分，\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}）$/);

  await strictMode(page);
  await page.reload();
  await page.getByRole('textbox', { name: '考号或姓名' }).fill('李明');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('严格模式下考生试题管理不能直接改分')).toBeVisible();
  await expect(q17.getByRole('cell').nth(2)).toHaveText('8分');
  await expect(page.getByRole('button', { name: /^改分：/ })).toHaveCount(0);
  // The paper's images are still there to look at.
  await q17.getByRole('button', { name: '查看试卷：李明 解答题17' }).click();
  await expect(page.getByRole('dialog', { name: '查看试卷' }).getByRole('img', { name: '解答题17试卷图像 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  const refused = await page.request.post('/api/netview/studentQuestionManage/editScore', { data: { exam_id: 3001, subject_id: 2, paper_id: paper, question_id: 803, scores: [{ subquestion_id: 8301, score: 9 }], note: '再改' } });
  expect(await refused.json()).toEqual({ success: false, result: '严格模式下考生试题管理不能直接改分' });
});

test('样卷: chosen as 典型错误 with a note on 样卷管理, it shows under its question on 试卷讲评', async ({ page }) => {
  await signIn(page, undefined, { to: '/main/netview/samplePaperManage', exam: EXAM_3003 });
  await expect(page.getByRole('heading', { level: 1, name: '样卷管理' })).toBeVisible();
  await page.getByRole('combobox', { name: '题组' }).click();
  await page.getByRole('option', { name: '解答题17' }).click();
  const candidates = page.getByRole('table', { name: '已出分试卷' });
  const first = candidates.getByRole('row').nth(1);
  await expect(first.getByRole('cell').first()).toHaveText('解答题17');
  const paper = (await first.getByRole('cell').nth(1).textContent()) ?? '';
  await first.getByRole('button', { name: /^设为样卷：/ }).click();
  const dialog = page.getByRole('dialog', { name: '设置样卷' });
  await expect(dialog.getByRole('radio', { name: '典型错误' })).toBeChecked();
  await expectAccessible(page, '设置样卷');
  await dialog.getByRole('textbox', { name: '说明' }).fill('求导符号错误');
  await answerDialog(dialog, '确定');
  await expect(page.getByText('已设为样卷')).toBeVisible();
  // 题组 试卷 类别 说明 阅卷结果 设置人 设置时间 操作
  const samples = page.getByRole('table', { name: '样卷' });
  await expect(samples.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(paper);
  await expect(samples.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('典型错误');
  await expect(samples.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText('求导符号错误');
  await expect(first.getByRole('cell').nth(4)).toHaveText('典型错误');

  await page.goto('/analysis/paperexplain?exam_id=3003&subject_id=2');
  const shown = page.getByRole('region', { name: '样卷' });
  await expect(shown.getByText(/^典型错误：求导符号错误（\d+(\.\d+)?分）$/)).toBeVisible();
  await expect(shown.getByRole('heading', { name: '解答题17' })).toBeVisible();
  await expect(shown.getByRole('img', { name: '解答题17典型错误样卷图像 1' })).toBeVisible();
});

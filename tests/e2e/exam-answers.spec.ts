// Objective answer configuration (exam/subquestionanswer), driven as an exam administrator would use it, against the
// stateful mock (spec 2 §2.2, §3 objective answer list, §4 multi-select answer types, §5 answer save, §7 objective
// answers, §8 import errors and toasts, §9 max choices 3). Exam 3001 数学: 选择题 (total 60) holds twelve 5-point
// sub-questions; 1–10 are single-select (A C B D A B C D A B), 11 is multi-select AC (match, partial 2) and 12 is
// multi-select by weight (B 2 + D 3).
import { expect, type Page } from '@playwright/test';
import { writeWorkbook } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { test, setScenario, requests, waitForRequest } from './support/mock';
import { ACCOUNT, alertWith, confirmDialog, EXAM_3001, signIn } from './flows';

const SAVE = '/api/exam/subquestionanswer/saveobjectiveanswer';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const row = (page: Page, name: string, n = 1) => card(page, name).getByRole('row', { name: `答案${n}`, exact: true });
const option = (page: Page, name: string, letter: string, n = 1) => row(page, name, n).getByRole('button', { name: letter, exact: true });
const field = (page: Page, name: string, label: string, n = 1) => row(page, name, n).getByRole('textbox', { name: label, exact: true });
const saveErrors = (page: Page) => page.getByRole('dialog', { name: '保存错误' });

async function openAnswers(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/subquestionanswer', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '客观题答案配置' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '选择题' })).toBeVisible();
}

test('configures single and multi-select answers, lists every save problem together, saves and keeps them', async ({ page }) => {
  await openAnswers(page);
  await expect(page.getByText('总分 60 分')).toBeVisible();
  await expect(card(page, '第11题').getByText('多选')).toBeVisible();
  await expect(option(page, '第1题', 'A')).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, '第11题', '少选得分')).toHaveValue('2');

  // Question 10's answer changes from B to C: without a chosen option it is 未配置.
  await expect(card(page, '第10题').getByText('未配置')).toHaveCount(0);
  await option(page, '第10题', 'B').click();
  await expect(card(page, '第10题').getByText('未配置')).toBeVisible();
  await option(page, '第10题', 'C').click();
  await expect(card(page, '第10题').getByText('未配置')).toHaveCount(0);

  // Break every rule at once: 1 scores 0, 2 scores 20 (65 > 60 in the group), 9 loses its answer, 11's partial score
  // exceeds its full score.
  await field(page, '第1题', '分数').fill('0');
  await field(page, '第2题', '分数').fill('20');
  await option(page, '第9题', 'A').click();
  await field(page, '第11题', '少选得分').fill('6');
  await expect(page.getByText('小题合计 65 分')).toBeVisible();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  const errors = saveErrors(page);
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('listitem')).toHaveText([
    '第1题：单选题的分数不能为0',
    '第1题：至少需要一个有效的得分答案',
    '第9题：答案未选择选项',
    '第9题：至少需要一个有效的得分答案',
    '第11题：少选得分不能大于全对得分',
    '选择题：小题分数之和65分超过题组总分60分',
  ]);
  await errors.getByRole('button', { name: '确定' }).click();
  expect(await requests({ path: SAVE })).toHaveLength(0);
  // Nothing typed is lost.
  await expect(field(page, '第2题', '分数')).toHaveValue('20');

  // Fix them; question 12 changes to match scoring, which resets its answers (partial score: half, as an integer).
  await field(page, '第1题', '分数').fill('5');
  await field(page, '第2题', '分数').fill('5');
  await option(page, '第9题', 'D').click();
  await field(page, '第11题', '少选得分').fill('3');
  await card(page, '第12题').getByText('匹配得分').click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(card(page, '第12题').getByRole('row', { name: /^答案\d$/ })).toHaveCount(1);
  await expect(card(page, '第12题').getByText('未配置')).toBeVisible();
  await option(page, '第12题', 'B').click();
  await option(page, '第12题', 'D').click();
  await field(page, '第12题', '分数').fill('5');
  await expect(field(page, '第12题', '少选得分')).toHaveValue('2');
  await expect(field(page, '第12题', '最多可选')).toHaveValue('3');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '客观题答案配置保存成功')).toBeVisible();

  const sent = (await waitForRequest(SAVE)).body as { examid: number; subjectid: number; answerlist: { subquesid: number }[] };
  expect(sent).toMatchObject({ examid: 3001, subjectid: 2 });
  const item = (id: number) => sent.answerlist.find((a) => a.subquesid === id);
  expect(item(8110)).toEqual({ quesid: 801, subquesid: 8110, type: 1, fullScore: 5, answers: [{ answer: '2', score: 5 }] });
  expect(item(8109)).toMatchObject({ answers: [{ answer: '3', score: 5 }] });
  expect(item(8111)).toMatchObject({ type: 1, answers: [{ answer: '0,2', score: 5, insufficientScore: 3, maxChoiceCount: 3 }] });
  expect(item(8112)).toEqual({ quesid: 801, subquesid: 8112, type: 1, fullScore: 5, answers: [{ answer: '1,3', score: 5, insufficientScore: 2, maxChoiceCount: 3 }] });

  // What was saved is what the page shows after a reload.
  await page.reload();
  await expect(option(page, '第10题', 'C')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, '第10题').getByText('未配置')).toHaveCount(0);
  await expect(option(page, '第9题', 'D')).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, '第11题', '少选得分')).toHaveValue('3');
  await expect(card(page, '第12题').getByRole('radio', { name: '匹配得分' })).toBeChecked();
  await expect(option(page, '第12题', 'D')).toHaveAttribute('aria-pressed', 'true');
});

test('answer rows: add and remove (one remains), weights, and the partial score following the score', async ({ page }) => {
  await openAnswers(page);
  const remove = (n: number) => row(page, '第11题', n).getByRole('button', { name: '删除答案' });
  await expect(remove(1)).toBeDisabled();
  await card(page, '第11题').getByRole('button', { name: '添加答案' }).click();
  await expect(remove(1)).toBeEnabled();
  await option(page, '第11题', 'A', 2).click();
  await option(page, '第11题', 'B', 2).click();
  await field(page, '第11题', '分数', 2).fill('3');
  await expect(field(page, '第11题', '少选得分', 2)).toHaveValue('1');
  await field(page, '第11题', '分数', 2).fill('7');
  await expect(field(page, '第11题', '少选得分', 2)).toHaveValue('3');
  await expect(card(page, '第11题').getByLabel('满分')).toHaveText('满分 7 分');
  await remove(2).click();
  await expect(card(page, '第11题').getByRole('row', { name: /^答案\d$/ })).toHaveCount(1);
  await expect(remove(1)).toBeDisabled();

  // By weight: each row one option and its weight, no partial score; the full score is their sum.
  await card(page, '第11题').getByText('按权重累加').click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(card(page, '第11题').getByRole('textbox', { name: '少选得分' })).toHaveCount(0);
  await option(page, '第11题', 'A').click();
  await option(page, '第11题', 'C').click();
  await expect(option(page, '第11题', 'A')).toHaveAttribute('aria-pressed', 'false');
  await field(page, '第11题', '分数').fill('2');
  await card(page, '第11题').getByRole('button', { name: '添加答案' }).click();
  await option(page, '第11题', 'D', 2).click();
  await field(page, '第11题', '分数', 2).fill('3');
  await expect(card(page, '第11题').getByLabel('满分')).toHaveText('满分 5 分');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '客观题答案配置保存成功')).toBeVisible();
  const sent = (await waitForRequest(SAVE)).body as { answerlist: { subquesid: number }[] };
  expect(sent.answerlist.find((a) => a.subquesid === 8111)).toEqual({
    quesid: 801,
    subquesid: 8111,
    type: 2,
    fullScore: 5,
    answers: [
      { answer: '2', score: 2, maxChoiceCount: 3 },
      { answer: '3', score: 3, maxChoiceCount: 3 },
    ],
  });
});

test('downloads the template and imports a workbook, listing the refused rows', async ({ page }) => {
  await openAnswers(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  expect((await download).suggestedFilename()).toBe('数学客观题答案模板.xlsx');

  const bytes = await writeWorkbook([
    {
      name: '客观题答案',
      columns: [
        { header: '题号', key: 'name' },
        { header: '答案', key: 'answer' },
        { header: '满分', key: 'score' },
        { header: '部分得分', key: 'partial' },
      ],
      rows: [
        { name: '10', answer: 'D', score: 5, partial: null },
        { name: '99', answer: 'A', score: 5, partial: null },
        { name: '3', answer: 'A1', score: 5, partial: null },
      ],
    },
  ]);
  const workbook = { name: '数学答案.xlsx', mimeType: XLSX, buffer: Buffer.from(bytes) };
  await page.getByRole('button', { name: '导入', exact: true }).click();
  await expect(page.getByText('只能上传xls或xlsx文件，文件不超过10MB')).toBeVisible();

  // Only workbooks are taken.
  await page.locator('input[type="file"]').setInputFiles({ name: '答案.csv', mimeType: 'text/csv', buffer: Buffer.from('题号,答案') });
  await expect(alertWith(page, '只能上传xls或xlsx文件')).toBeVisible();

  // Dropped on the drop area: refused rows are listed with their row numbers; the good row is imported.
  await page.evaluate(
    ({ data, name, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], name, { type }));
      document.querySelector('[aria-label="拖拽上传区域"]')?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    },
    { data: [...bytes], name: workbook.name, type: XLSX },
  );
  const errors = page.getByRole('dialog', { name: '导入数据错误' });
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row').filter({ hasText: '第99题不存在' }).getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(errors.getByRole('row').filter({ hasText: '第3题答案格式不正确' }).getByRole('cell', { name: '4', exact: true })).toBeVisible();
  await errors.getByRole('button', { name: '确定' }).click();
  await expect(option(page, '第10题', 'D')).toHaveAttribute('aria-pressed', 'true');
  const sent = (await requests({ path: '/api/exam/subquestionanswer/importObjectiveAnswer' })).at(-1);
  expect(sent?.status).toBe(200);

  // A text answer is an alert titled '导入错误'.
  await setScenario([{ path: '/api/exam/subquestionanswer/importObjectiveAnswer', example: 'wrongFile' }]);
  await page.getByRole('button', { name: '导入', exact: true }).click();
  await page.locator('input[type="file"]').setInputFiles(workbook);
  await expect(alertWith(page, '导入错误')).toContainText('请上传xls或xlsx格式的文件');
});

test('a failed save says so and keeps what was typed', async ({ page }) => {
  await openAnswers(page);
  await option(page, '第10题', 'C').click();
  await field(page, '第10题', '分数').fill('5');
  await option(page, '第12题', 'A').click();

  await setScenario([{ path: SAVE, example: 'overTotal', times: 1 }]);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(saveErrors(page)).toContainText('选择题小题分数之和超过题组总分60分');
  await saveErrors(page).getByRole('button', { name: '确定' }).click();
  await expect(option(page, '第10题', 'C')).toHaveAttribute('aria-pressed', 'true');
  await expect(field(page, '第10题', '分数')).toHaveValue('5');

  // A server that breaks down: the same, and the next try saves what was typed.
  await setScenario([{ path: SAVE, status: 500, times: 1 }]);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(saveErrors(page)).toContainText('HTTP 500');
  await saveErrors(page).getByRole('button', { name: '确定' }).click();
  await expect(option(page, '第12题', 'A')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '客观题答案配置保存成功')).toBeVisible();
  await expect(option(page, '第10题', 'C')).toHaveAttribute('aria-pressed', 'true');
});

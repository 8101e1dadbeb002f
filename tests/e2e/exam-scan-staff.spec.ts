// Scan-staff assignment (exam/mgeexamscan), driven as an exam administrator would use it, against the stateful mock
// (spec 2 §2.8, §5 scanner add, §7 "Scan staff", §8 delete scanner warning, §9). 2026年秋季高一期中联考 · 数学 starts
// with one scanner (徐敏倩).
import { expect, type Locator, type Page } from '@playwright/test';
import { test, requests, setScenario } from './support/mock';
import { ACCOUNT, alertWith, confirmDialog, EXAM_3001, signIn } from './flows';

const PATH = '/api/exam';
const table = (page: Page) => page.getByRole('table', { name: '扫描员列表' });
const rowOf = (scope: Page | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });
const addDialog = (page: Page) => page.getByRole('dialog', { name: '添加扫描员' });

async function openScreen(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/mgeexamscan', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '扫描人员管理' })).toBeVisible();
  await expect(page.getByLabel('考试名称')).toHaveText('2026年秋季高一期中联考');
  await expect(rowOf(table(page), '徐敏倩')).toBeVisible();
}

test('adds a scanner, finds it and deletes it after the warning', async ({ page }) => {
  await openScreen(page);
  for (const header of ['用户名', '账号', '手机号', '操作']) {
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/loadexamscanner` })).at(-1)?.body).toEqual({ page: 1, pagesize: 15, examid: 3001, subjectid: 2, username: '' });

  // Add: at least one ticked teacher.
  await page.getByRole('button', { name: '添加扫描员' }).click();
  const add = addDialog(page);
  await expect(rowOf(add, '陈静')).toBeVisible();
  await expect(rowOf(add, '徐敏倩')).toHaveCount(0);
  await expect.poll(async () => (await requests({ path: `${PATH}/loadunitscanner` })).at(-1)?.body).toMatchObject({ examid: 3001, subjectid: 2, unitid: 10 });
  await add.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '请至少选择一名教师')).toBeVisible();
  expect(await requests({ path: `${PATH}/savescanner` })).toHaveLength(0);
  await add.getByRole('textbox', { name: '姓名' }).fill('陈静');
  await add.getByRole('button', { name: '查询' }).click();
  await expect(add.getByRole('row')).toHaveCount(2);
  await add.getByRole('checkbox', { name: '选择 陈静' }).check();
  await add.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(add).toBeHidden();
  await expect.poll(async () => (await requests({ path: `${PATH}/savescanner` })).at(-1)?.body).toEqual({ examid: 3001, subjectid: 2, teacherList: [3106] });
  await expect(rowOf(table(page), '陈静')).toContainText('chenjing');
  await expect(page.getByText('共 2 条')).toBeVisible();

  // Filter by teacher name.
  await page.getByRole('textbox', { name: '教师姓名' }).fill('陈静');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  await expect(rowOf(table(page), '徐敏倩')).toHaveCount(0);
  await expect.poll(async () => (await requests({ path: `${PATH}/loadexamscanner` })).at(-1)?.body).toMatchObject({ username: '陈静', page: 1 });

  // Delete: the warning names the group-marking records; cancel keeps the scanner.
  await page.getByRole('button', { name: '删除 陈静' }).click();
  await expect(confirmDialog(page)).toContainText('删除后与其相关的分组阅卷记录也将被删除');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(rowOf(table(page), '陈静')).toBeVisible();
  await page.getByRole('button', { name: '删除 陈静' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(table(page).getByText('暂无数据')).toBeVisible();
  await expect.poll(async () => (await requests({ path: `${PATH}/delscanner` })).at(-1)?.body).toEqual({ teacherid: 3106, examid: 3001, subjectid: 2 });

  // Another subject has its own scanners.
  await page.getByRole('textbox', { name: '教师姓名' }).fill('');
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('combobox', { name: '科目' }).click();
  await page.getByRole('option', { name: '英语', exact: true }).click();
  await expect.poll(async () => (await requests({ path: `${PATH}/loadexamscanner` })).at(-1)?.body).toMatchObject({ subjectid: 3 });
  await expect(rowOf(table(page), '陈静')).toHaveCount(0);
});

test('a failed save says so and keeps the ticked teachers', async ({ page }) => {
  await openScreen(page);
  await setScenario([{ path: `${PATH}/savescanner`, example: 'alreadyAssigned', times: 1 }]);
  await page.getByRole('button', { name: '添加扫描员' }).click();
  const add = addDialog(page);
  await add.getByRole('checkbox', { name: '选择 陈静' }).check();
  await add.getByRole('checkbox', { name: '选择 赵磊' }).check();
  await add.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '陈静已是该科目的扫描员')).toBeVisible();
  await expect(add).toBeVisible();
  await expect(add.getByRole('checkbox', { name: '选择 陈静' })).toBeChecked();
  await expect(add.getByRole('checkbox', { name: '选择 赵磊' })).toBeChecked();
  await expect(add.getByText('已选 2 人')).toBeVisible();
  await add.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(rowOf(table(page), '赵磊')).toBeVisible();
});

// Student management (info/student), driven as a school or bureau administrator would use it, against the stateful
// mock (spec 1 §2 information management item 5, §4 import progress and grade/class selects, §5, §7, §8, §9).
import { expect, type Locator, type Page } from '@playwright/test';
import { writeWorkbook } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { test, setScenario, requests } from './support/mock';
import { ACCOUNT, alertWith, confirmDialog, signIn } from './flows';

const SCHOOL = '临江市第一中学';
const table = (page: Page) => page.getByRole('table', { name: '学生列表' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const studentDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function totalOf(page: Page): Promise<number> {
  const text = (await page.getByText(/^共 \d+ 条$/).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
}

async function openSchool(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/info/student' });
  await expect(page.getByRole('heading', { name: '学生管理' })).toBeVisible();
  await expect(page.getByText('请选择单位开始管理学生')).toBeVisible();
  await page.getByRole('tree', { name: '单位树' }).getByText(SCHOOL, { exact: true }).click();
  await expect(rowOf(page, SCHOOL).first()).toBeVisible();
}

test.describe('student management (info/student)', () => {
  test('picks a unit, filters by name, number, grade and class, and pages', async ({ page }) => {
    await openSchool(page);
    for (const header of ['学生姓名', '学号', '所属单位', '年级', '班级', '操作']) {
      await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect.poll(async () => (await requests({ path: '/api/info/student/loadstu' })).at(-1)?.body).toMatchObject({ page: 1, pagesize: 15, unitid: 101 });
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(15);
    await expect(table(page).getByRole('row')).toHaveCount(16);

    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await requests({ path: '/api/info/student/loadstu' })).at(-1)?.body).toMatchObject({ page: 2 });
    await choose(page, page.getByRole('combobox', { name: '每页条数' }), '30 条/页');
    await expect(page).toHaveURL(/pagesize=30/);

    await page.getByRole('textbox', { name: '学生姓名' }).fill('李明');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(rowOf(page, '20260101')).toBeVisible();
    await expect.poll(async () => (await requests({ path: '/api/info/student/loadstu' })).at(-1)?.body).toMatchObject({ stuname: '李明', page: 1 });

    await page.getByRole('textbox', { name: '学生姓名' }).fill('');
    await page.getByRole('textbox', { name: '学号' }).fill('20260103');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, '周杰')).toBeVisible();

    await page.getByRole('textbox', { name: '学号' }).fill('');
    await page.getByRole('button', { name: '查询' }).click();
    await choose(page, page.getByRole('combobox', { name: '年级' }), '高一');
    await choose(page, page.getByRole('combobox', { name: '班级' }), '高一(2)班');
    await expect(table(page).getByRole('row').nth(1)).toContainText('高一(2)班');
    await expect(rowOf(page, '高一(1)班')).toHaveCount(0);
    await expect.poll(async () => (await requests({ path: '/api/info/student/loadstu' })).at(-1)?.body).toMatchObject({ grade_id: 10, class_id: 5012 });
    // Changing the grade clears the class.
    await choose(page, page.getByRole('combobox', { name: '年级' }), '高二');
    await expect(page.getByRole('combobox', { name: '班级' })).toHaveValue('');
    await expect.poll(async () => (await requests({ path: '/api/info/student/loadstu' })).at(-1)?.body).toMatchObject({ grade_id: 11, class_id: null });
  });

  test('creates a student with a blank password, edits it (a new grade clears the class) and states the form rules', async ({ page }) => {
    await openSchool(page);
    await page.getByRole('button', { name: '新增学生' }).click();
    const dialog = studentDialog(page, '新增学生');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请填写学生姓名')).toBeVisible();
    await expect(dialog.getByText('请填写学号')).toBeVisible();
    await expect(dialog.getByText('请选择年级')).toBeVisible();
    await expect(dialog.getByText('请选择班级')).toBeVisible();
    await dialog.getByLabel('学生姓名').fill('名'.repeat(31));
    await dialog.getByLabel('学号').fill('2026abc');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('学生姓名不能超过30个字符')).toBeVisible();
    await expect(dialog.getByText('学号必须是数字')).toBeVisible();

    await dialog.getByLabel('学生姓名').fill('陈新生');
    await dialog.getByLabel('学号').fill('20269901');
    await choose(page, dialog.getByRole('combobox', { name: '年级' }), '高一');
    await choose(page, dialog.getByRole('combobox', { name: '班级' }), '高一(1)班');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(alertWith(page, '保存成功')).toBeVisible();
    // The request log masks passwords; that a blank one is sent as the student number is covered by studentForm.test.ts.
    await expect.poll(async () => (await requests({ path: '/api/info/student/savestu' })).at(-1)?.body).toMatchObject({
      stuname: '陈新生',
      stunum: '20269901',
      grade_id: 10,
      class_id: 5011,
      unitid: 101,
    });
    await page.getByRole('textbox', { name: '学号' }).fill('20269901');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(rowOf(page, '陈新生')).toContainText('高一(1)班');

    await page.getByRole('button', { name: '编辑 陈新生' }).click();
    const edit = studentDialog(page, '编辑学生');
    await expect(edit.getByLabel('学生姓名')).toHaveValue('陈新生');
    await choose(page, edit.getByRole('combobox', { name: '年级' }), '高二');
    await expect(edit.getByRole('combobox', { name: '班级' })).toHaveValue('');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(edit.getByText('请选择班级')).toBeVisible();
    await choose(page, edit.getByRole('combobox', { name: '班级' }), '高二(1)班');
    await edit.getByLabel('学生姓名').fill('陈新');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page, '陈新')).toContainText('高二(1)班');
    await expect.poll(async () => (await requests({ path: '/api/info/student/loadcla' })).some((r) => (r.body as { grade_id?: number }).grade_id === 11)).toBe(true);
  });

  test('deletes one student and a batch, each after confirmation', async ({ page }) => {
    await openSchool(page);
    const total = await totalOf(page);
    await page.getByRole('textbox', { name: '学号' }).fill('20260104');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(2);

    await page.getByRole('button', { name: '删除 吴婷' }).click();
    await expect(confirmDialog(page)).toContainText('确定删除学生“吴婷”吗？');
    await confirmDialog(page).getByRole('button', { name: '取消' }).click();
    await expect(rowOf(page, '吴婷')).toBeVisible();
    await page.getByRole('button', { name: '删除 吴婷' }).click();
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(table(page).getByText('暂无数据')).toBeVisible();

    await page.getByRole('textbox', { name: '学号' }).fill('');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText(`共 ${total - 1} 条`)).toBeVisible();
    await page.getByRole('button', { name: '批量删除' }).click();
    await expect(alertWith(page, '请先勾选要删除的学生')).toBeVisible();
    const numbers = [await table(page).getByRole('row').nth(1).getByRole('cell').nth(2).textContent(), await table(page).getByRole('row').nth(2).getByRole('cell').nth(2).textContent()];
    await table(page).getByRole('checkbox', { name: /^选择 / }).nth(0).check();
    await table(page).getByRole('checkbox', { name: /^选择 / }).nth(1).check();
    await page.getByRole('button', { name: '批量删除' }).click();
    await expect(confirmDialog(page)).toContainText('确定删除选中的 2 名学生吗？');
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`共 ${total - 3} 条`)).toBeVisible();
    await expect.poll(async () => (await requests({ path: '/api/info/student/batchDelStudent' })).at(-1)?.body).toEqual({ stuNumbers: numbers, unitid: 101 });
    for (const n of numbers) await expect(rowOf(page, n ?? '')).toHaveCount(0);
  });

  test('adds a class and deletes it with its students after a warning', async ({ page }) => {
    await openSchool(page);
    await page.getByRole('button', { name: '新增班级' }).click();
    const dialog = studentDialog(page, '新增班级');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('请选择年级')).toBeVisible();
    await expect(dialog.getByText('请填写班级名称')).toBeVisible();
    await choose(page, dialog.getByRole('combobox', { name: '年级' }), '高一');
    await dialog.getByLabel('班级名称').fill('高一(9)班');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();

    // A student in the new class.
    await page.getByRole('button', { name: '新增学生' }).click();
    const add = studentDialog(page, '新增学生');
    await add.getByLabel('学生姓名').fill('新班学生');
    await add.getByLabel('学号').fill('20269909');
    await choose(page, add.getByRole('combobox', { name: '年级' }), '高一');
    await choose(page, add.getByRole('combobox', { name: '班级' }), '高一(9)班');
    await add.getByRole('button', { name: '确定' }).click();
    await expect(add).toBeHidden();

    await choose(page, page.getByRole('combobox', { name: '年级' }), '高一');
    await choose(page, page.getByRole('combobox', { name: '班级' }), '高一(9)班');
    await expect(rowOf(page, '新班学生')).toBeVisible();
    await page.getByRole('button', { name: '删除班级' }).click();
    await expect(confirmDialog(page)).toContainText('删除班级“高一(9)班”将同时删除该班级的所有学生');
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '删除成功')).toBeVisible();
    await expect(page.getByRole('combobox', { name: '班级' })).toHaveValue('');
    await page.getByRole('textbox', { name: '学号' }).fill('20269909');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(table(page).getByText('暂无数据')).toBeVisible();
  });

  test('imports a filled-in template, shows the progress bar until the end and refreshes the list', async ({ page }) => {
    await openSchool(page);
    const before = await totalOf(page);
    const workbook = await writeWorkbook([
      {
        name: '学生导入',
        columns: [
          { header: '*姓名', key: 'name' },
          { header: '*学号', key: 'number' },
          { header: '*年级', key: 'grade' },
          { header: '*班级', key: 'class' },
          { header: '密码', key: 'password' },
        ],
        rows: [
          { name: '导入一', number: '20268801', grade: '高一', class: '高一(1)班', password: '' },
          { name: '导入二', number: '20268802', grade: '高一', class: '高一(2)班', password: 'abc123' },
        ],
      },
    ]);
    await page.locator('input[type="file"]').setInputFiles({ name: '学生导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
    await expect(page.getByRole('progressbar', { name: '导入进度' })).toBeAttached();
    await expect(page.getByRole('status').filter({ hasText: /^上传中：\d+%$/ })).toBeVisible();
    // The bar moves on as the polls report (every 2 s) before the import ends.
    await expect(page.getByRole('status').filter({ hasText: /^上传中：[1-9]\d*%$/ })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: '导入' })).toHaveCount(0);
    await expect(alertWith(page, '导入成功')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: '导入' })).toBeVisible();
    await expect(page.getByText(`共 ${before + 2} 条`)).toBeVisible();
    await expect.poll(async () => (await requests({ path: '/api/info/student/getprogress' })).length).toBeGreaterThanOrEqual(2);
  });

  test('an import the server reports as exceptional says so and offers the import again', async ({ page }) => {
    await openSchool(page);
    await setScenario([{ method: 'GET', path: '/api/info/student/getprogress', example: 'exceptional' }]);
    const workbook = await writeWorkbook([
      {
        name: '学生导入',
        columns: [
          { header: '*姓名', key: 'name' },
          { header: '*学号', key: 'number' },
          { header: '*年级', key: 'grade' },
          { header: '*班级', key: 'class' },
          { header: '密码', key: 'password' },
        ],
        rows: [{ name: '导入三', number: '20268803', grade: '高一', class: '高一(1)班', password: '' }],
      },
    ]);
    await page.locator('input[type="file"]').setInputFiles({ name: '学生导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook });
    // At 0% the bar's filled part has no width: the bar is there, its text says where the import stands.
    await expect(page.getByRole('progressbar', { name: '导入进度' })).toBeAttached();
    await expect(page.getByRole('status').filter({ hasText: '上传中：0%' })).toBeVisible();
    await expect(alertWith(page, '导入出错，请重试')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: '导入' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: '导入进度' })).toHaveCount(0);
  });

  test('a narrow window chooses the unit from a select', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await signIn(page, ACCOUNT, { to: '/main/info/student' });
    await expect(page.getByText('请选择单位开始管理学生')).toBeVisible();
    await expect(page.getByRole('tree', { name: '单位树' })).toHaveCount(0);
    await page.getByRole('combobox', { name: '单位' }).click();
    await page.getByRole('option', { name: new RegExp(SCHOOL) }).click();
    await expect(rowOf(page, SCHOOL).first()).toBeVisible();
  });

  test('with only one unit the tree is hidden and that unit is chosen', async ({ page }) => {
    await signIn(page, { ua: 'liuyang', up: 'Lj@2026pass' }, { to: '/main/info/student' });
    await expect(rowOf(page, SCHOOL).first()).toBeVisible();
    await expect(page.getByRole('tree', { name: '单位树' })).toHaveCount(0);
    await expect(page.getByText('请选择单位开始管理学生')).toHaveCount(0);
  });

  test('a class list that fails to load says so', async ({ page }) => {
    await openSchool(page);
    await setScenario([{ path: '/api/info/student/loadcla', failure: '年级不存在' }]);
    await choose(page, page.getByRole('combobox', { name: '年级' }), '高一');
    await expect(alertWith(page, '加载班级列表失败')).toBeVisible();
  });

  test('a failed save says so and keeps what was typed', async ({ page }) => {
    await openSchool(page);
    await setScenario([{ path: '/api/info/student/savestu', failure: '学号20269901已被其他学生使用' }]);
    await page.getByRole('button', { name: '新增学生' }).click();
    const dialog = studentDialog(page, '新增学生');
    await dialog.getByLabel('学生姓名').fill('重复学号');
    await dialog.getByLabel('学号').fill('20269901');
    await choose(page, dialog.getByRole('combobox', { name: '年级' }), '高一');
    await choose(page, dialog.getByRole('combobox', { name: '班级' }), '高一(1)班');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '学号20269901已被其他学生使用')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('学生姓名')).toHaveValue('重复学号');
    await expect(dialog.getByLabel('学号')).toHaveValue('20269901');
  });
});

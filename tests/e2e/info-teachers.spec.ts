// Teacher and user management (info/teauser), driven as an administrator would use it, against the stateful mock
// (spec 1 §2 information management item 4, §4 user dialog, §5 teacher form, §6 roles, §7, §8 teacher import, §9).
import { expect, type Locator, type Page } from '@playwright/test';
import { writeWorkbook } from '../../packages/mock-server/src/stateful/lib/xlsx';
import { test, setScenario, requests } from './support/mock';
import { ACCOUNT, alertWith, confirmDialog, signIn } from './flows';

const table = (page: Page) => page.getByRole('table', { name: '用户列表' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const dialog = (page: Page, name: RegExp | string) => page.getByRole('dialog', { name });
const tree = (page: Page) => page.getByRole('tree', { name: '单位树' });

async function openTeachers(page: Page, unit = '临江市第一中学'): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/info/teauser' });
  await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
  await tree(page).getByText(unit, { exact: true }).click();
  await expect(page.getByText(`当前单位：${unit}`)).toBeVisible();
}

/** Chooses options of a Mantine (multi)select by its label. */
async function choose(page: Page, field: Locator, ...options: string[]): Promise<void> {
  await field.click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  // Leave the field (Escape would close the whole dialog once the list has closed itself).
  await field.press('Tab');
}

test('creates a teacher with roles and a subject, edits, searches, pages, resets the password and deletes', async ({ page }) => {
  await openTeachers(page);
  for (const header of ['所属单位', '姓名', '账号', '手机号', '角色', '有效期至', '操作']) {
    await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(page.getByText('共 22 条')).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(16);
  await expect.poll(async () => (await requests({ path: '/api/info/user/loadeduuser' })).at(-1)?.body).toMatchObject({ page: 1, pagesize: 15, unitid: 101 });

  // Page 2 holds the rest.
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(8);
  await expect(page).toHaveURL(/page=2/);

  // Add: a unit with a parent starts with the ordinary role; subject teacher adds subject and classes.
  await page.getByRole('button', { name: '新增用户' }).click();
  const add = dialog(page, '新增用户');
  await expect(add.getByRole('checkbox', { name: '阅卷教师' })).toBeChecked();
  await add.getByLabel('账号').fill('liqiang');
  await add.getByLabel('姓名').fill('李强');
  await add.getByLabel('密码').fill('Lq@2026');
  await add.getByLabel('手机号').fill('13500001111');
  await add.getByRole('checkbox', { name: '任课教师' }).check();
  await choose(page, add.getByRole('combobox', { name: '任教学科' }), '数学');
  await choose(page, add.getByRole('combobox', { name: '任教班级' }), '高一(1)班');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(add).toBeHidden();
  const saved = (await requests({ path: '/api/info/user/saveuser' })).at(-1)?.body as Record<string, unknown>;
  expect(saved).toMatchObject({ useraccount: 'liqiang', username: '李强', userpwd: 'Lq@2026', unitid: 101, user_types: ['4', '8'], teacherSubject: [2] });
  expect(saved.teacherGradeClass).toMatchObject({ '2': [{ class_id: 5011, class_name: '高一(1)班' }] });

  // Search by name and by account.
  await page.getByRole('textbox', { name: '姓名' }).fill('李强');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();
  const row = rowOf(page, 'liqiang');
  await expect(row).toContainText('13500001111');
  await expect(row).toContainText('任课教师');
  await page.getByRole('textbox', { name: '姓名' }).fill('');
  await page.getByRole('textbox', { name: '账号' }).fill('liqiang');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('共 1 条')).toBeVisible();

  // Edit: the account is read-only and there is no password; the saved roles and subject come back.
  await page.getByRole('button', { name: '编辑 李强' }).click();
  const edit = dialog(page, '编辑用户');
  await expect(edit.getByLabel('账号')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('密码')).toHaveCount(0);
  await expect(edit.getByRole('combobox', { name: '任教学科' })).toHaveValue('数学');
  await edit.getByLabel('姓名').fill('李强强');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();
  await expect(alertWith(page, '保存成功').last()).toBeVisible();
  await expect(rowOf(page, 'liqiang')).toContainText('李强强');
  await expect.poll(async () => (await requests({ path: '/api/info/user/saveuser' })).at(-1)?.body).not.toHaveProperty('userpwd');

  // Reset password: a dialog with the new password; too long is refused, a failure keeps what was typed, blank means
  // the default password.
  await page.getByRole('button', { name: '重置密码 李强强' }).click();
  const reset = dialog(page, '重置密码');
  await expect(reset).toContainText('留空则重置为默认密码');
  const newPassword = reset.getByLabel('新密码');
  await newPassword.fill('x'.repeat(21));
  await reset.getByRole('button', { name: '确定' }).click();
  await expect(reset.getByText('密码不能超过20个字符')).toBeVisible();
  expect(await requests({ path: '/api/info/user/resetpwd' })).toHaveLength(0);
  await newPassword.fill('Lq@2027new');
  await setScenario([{ path: '/api/info/user/resetpwd', status: 500, times: 1 }]);
  await reset.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, 'HTTP 500')).toBeVisible();
  await expect(newPassword).toHaveValue('Lq@2027new');
  await reset.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '重置成功')).toBeVisible();
  await expect(reset).toBeHidden();
  await expect.poll(async () => (await requests({ path: '/api/info/user/resetpwd' })).at(-1)?.body).toEqual({ user_id: expect.any(Number), newpwd: 'Lq@2027new' });
  await page.getByRole('button', { name: '重置密码 李强强' }).click();
  await expect(newPassword).toHaveValue('');
  await reset.getByRole('button', { name: '确定' }).click();
  await expect(reset).toBeHidden();
  await expect.poll(async () => (await requests({ path: '/api/info/user/resetpwd' })).at(-1)?.body).toEqual({ user_id: expect.any(Number), newpwd: '' });

  // Delete, cancelled first, then confirmed.
  await page.getByRole('button', { name: '删除 李强强' }).click();
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(rowOf(page, 'liqiang')).toBeVisible();
  await page.getByRole('button', { name: '删除 李强强' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '删除成功')).toBeVisible();
  await expect(table(page).getByText('暂无数据')).toBeVisible();
});

test('form messages and the role rules', async ({ page }) => {
  await openTeachers(page);
  await page.getByRole('button', { name: '新增用户' }).click();
  const add = dialog(page, '新增用户');
  await add.getByLabel('邮箱').fill('not-an-email');
  await add.getByLabel('姓名').fill('名'.repeat(31));
  await add.getByLabel('密码').fill('p'.repeat(21));
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('姓名不能超过30个字符')).toBeVisible();
  await expect(add.getByText('密码不能超过20个字符')).toBeVisible();
  await expect(add.getByText('请填写有效格式邮箱')).toBeVisible();
  await add.getByLabel('姓名').fill('');
  await add.getByLabel('密码').fill('');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add.getByText('请填写姓名')).toBeVisible();
  await expect(add.getByText('请填写密码')).toBeVisible();

  // The ordinary role stays.
  await add.getByRole('checkbox', { name: '阅卷教师' }).click();
  await expect(alertWith(page, '普通角色无法删除')).toBeVisible();
  await expect(add.getByRole('checkbox', { name: '阅卷教师' })).toBeChecked();
  // A bureau user below the top: role 2 is not selectable; grade leader brings its grades.
  await expect(add.getByRole('checkbox', { name: '教育局管理员' })).toBeDisabled();
  await add.getByRole('checkbox', { name: '年级组长' }).check();
  await expect(add.getByRole('combobox', { name: '年级组长年级' })).toBeVisible();
  expect(await requests({ path: '/api/info/user/saveuser' })).toHaveLength(0);
});

test('a top-level unit only allows role 2', async ({ page }) => {
  await signIn(page, { ua: 'admin', up: 'Admin@2026' }, { to: '/main/info/teauser' });
  await tree(page).getByText('临江市教育考试平台', { exact: true }).click();
  await expect(page.getByRole('button', { name: '下载导入模板' })).toBeDisabled();
  await page.getByRole('button', { name: '新增用户' }).click();
  const add = dialog(page, '新增用户');
  const boxes = add.getByRole('checkbox');
  await expect(add.getByRole('checkbox', { name: '教育局管理员' })).toBeChecked();
  await expect(add.getByRole('checkbox', { name: '教育局管理员' })).toBeEnabled();
  const count = await boxes.count();
  expect(count).toBe(6);
  for (let i = 0; i < count; i++) {
    const box = boxes.nth(i);
    if (!(await box.isChecked())) await expect(box).toBeDisabled();
  }
});

test('imports a real workbook and lists the refused row', async ({ page }) => {
  await openTeachers(page);
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载导入模板' }).click();
  expect((await template).suggestedFilename()).toBe('教师导入模板.xlsx');
  const bytes = await writeWorkbook([
    {
      name: '教师导入',
      columns: [
        { header: '*姓名', key: 'name' },
        { header: '*账号', key: 'account' },
        { header: '密码', key: 'password' },
        { header: '手机号', key: 'phone' },
        { header: '邮箱', key: 'email' },
      ],
      rows: [
        { name: '钱多多', account: 'qianduoduo', password: '', phone: '13500002222', email: '' },
        { name: '错号码', account: 'cuohaoma', password: '', phone: '135-abc', email: '' },
      ],
    },
  ]);
  await page.locator('input[type="file"]').setInputFiles({ name: '教师导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(bytes) });
  const errors = dialog(page, '导入数据错误');
  await expect(errors).toBeVisible();
  await expect(errors.getByRole('row').filter({ hasText: '手机号必须是数字' }).getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await errors.getByRole('button', { name: '确定' }).click();

  // A text answer is an alert titled '导入错误'.
  await setScenario([{ path: '/api/info/user/importteacher', failure: '导入文件格式不正确，请使用下载的导入模板' }]);
  await page.locator('input[type="file"]').setInputFiles({ name: '教师导入.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(bytes) });
  await expect(alertWith(page, '导入错误')).toContainText('导入文件格式不正确');
});

test('a school-level user works in their own unit without a tree', async ({ page }) => {
  await signIn(page, { ua: 'liuyang', up: 'Lj@2026pass' }, { to: '/main/info/teauser' });
  await expect(page.getByRole('heading', { name: '用户管理' })).toBeVisible();
  await expect(page.getByText('当前单位：临江市第一中学')).toBeVisible();
  await expect(tree(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '收起单位树' })).toHaveCount(0);
  await expect(page.getByText('共 22 条')).toBeVisible();
});

test('a failed save says so and keeps what was typed', async ({ page }) => {
  await openTeachers(page);
  await setScenario([{ path: '/api/info/user/saveuser', failure: '账号liqiang已存在' }]);
  await page.getByRole('button', { name: '新增用户' }).click();
  const add = dialog(page, '新增用户');
  await add.getByLabel('账号').fill('liqiang');
  await add.getByLabel('姓名').fill('李强');
  await add.getByLabel('密码').fill('Lq@2026');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '账号liqiang已存在')).toBeVisible();
  await expect(add).toBeVisible();
  await expect(add.getByLabel('姓名')).toHaveValue('李强');
  await expect(add.getByLabel('账号')).toHaveValue('liqiang');
});

// The unit table (info/mgeunit) and administrator management (info/mgeuser), driven as an administrator would use
// them, against the stateful mock (spec 1 §2 information management items 2 and 3, §5, §7, §8, §9).
import { expect, type Locator, type Page } from '@playwright/test';
import { test, setScenario, requests, waitForRequest } from './support/mock';
import { ACCOUNT, alertWith, confirmDialog, signIn } from './flows';

/** Chooses an option of a Mantine select (the options live in a portal). */
async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Clicks a Mantine switch (its input is visually hidden behind the track). */
async function flip(switchInput: Locator): Promise<void> {
  await switchInput.click({ force: true });
}

test.describe('unit table (info/mgeunit)', () => {
  const table = (page: Page) => page.getByRole('table', { name: '单位列表' });
  const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });

  async function openUnits(page: Page): Promise<void> {
    await signIn(page, ACCOUNT, { to: '/main/info/mgeunit' });
    await expect(page.getByRole('heading', { name: '单位列表' })).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(6);
  }

  test('lists units with their columns, filters by name and type, pages and keeps it all in the address', async ({ page }) => {
    await openUnits(page);
    for (const header of ['ID', '单位编码', '单位名称', '简码', '单位类型', '状态', '创建时间', '最后修改时间', '经销商']) {
      await expect(table(page).getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(page.getByText('共 5 条')).toBeVisible();
    const first = rowOf(page, '临江市第一中学');
    await expect(first).toContainText('LJ001');
    await expect(first).toContainText('学校');
    await expect(first).toContainText('临江智慧教育服务有限公司');
    await expect.poll(async () => (await requests({ path: '/api/newunit/listUnits' })).at(-1)?.body).toMatchObject({ page: 1, pagesize: 15 });

    await page.getByRole('textbox', { name: '单位名称' }).fill('中学');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共 3 条')).toBeVisible();
    await expect(page).toHaveURL(/unit_name=/);

    await page.getByRole('textbox', { name: '单位名称' }).fill('');
    await choose(page, page.getByRole('combobox', { name: '单位类型' }), '教育管理部门');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共 2 条')).toBeVisible();
    await expect(rowOf(page, '临江市教研室')).toBeVisible();
    await expect.poll(async () => (await requests({ path: '/api/newunit/listUnits' })).at(-1)?.body).toMatchObject({ unit_type: '3', unit_name: '' });

    await page.getByRole('textbox', { name: '单位名称' }).fill('没有这个单位');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(table(page).getByText('暂无数据')).toBeVisible();
    await expect(page.getByText('共 0 条')).toBeVisible();

    // Enough units for a second page (made through the API the dialog uses), then page through them.
    for (let i = 1; i <= 11; i += 1) {
      const answer = await page.request.post('/api/newunit/saveUnit', {
        data: { unit_name: `测试学校${i}`, unit_code: `T${100 + i}`, short_code: `T${i}`, unit_type: '4', state: '1' },
      });
      expect(await answer.json()).toMatchObject({ success: true });
    }
    await page.goto('/main/info/mgeunit');
    await expect(page.getByText('共 16 条')).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(16);
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, '测试学校11')).toBeVisible();
    await page.reload();
    await expect(rowOf(page, '测试学校11')).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(2);

    await choose(page, page.getByRole('combobox', { name: '每页条数' }), '30 条/页');
    await expect(page).toHaveURL(/pagesize=30/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(table(page).getByRole('row')).toHaveCount(17);
    await expect.poll(async () => (await requests({ path: '/api/newunit/listUnits' })).at(-1)?.body).toMatchObject({ page: 1, pagesize: 30 });
  });

  test('adds and edits a unit: every rule, and the dealer select only for a school', async ({ page }) => {
    await openUnits(page);
    await page.getByRole('button', { name: '新增单位' }).click();
    const dialog = page.getByRole('dialog', { name: '新增单位' });
    await dialog.getByRole('button', { name: '确定' }).click();
    for (const message of ['请填写单位名称', '请填写单位编码', '请填写单位简码', '请选择单位类型']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('单位名称').fill('临'.repeat(31));
    await dialog.getByLabel('单位编码').fill('C'.repeat(21));
    await dialog.getByLabel('单位简码').fill('ABCDE');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('不能超过30个字')).toBeVisible();
    await expect(dialog.getByText('不能超过20个字')).toBeVisible();
    await expect(dialog.getByText('不能超过4个字')).toBeVisible();

    await expect(dialog.getByLabel('经销商')).toHaveCount(0);
    await choose(page, dialog.getByRole('combobox', { name: '单位类型' }), '学校');
    await expect(dialog.getByRole('combobox', { name: '经销商' })).toBeVisible();
    await choose(page, dialog.getByRole('combobox', { name: '单位类型' }), '教育管理部门');
    await expect(dialog.getByLabel('经销商')).toHaveCount(0);
    await choose(page, dialog.getByRole('combobox', { name: '单位类型' }), '学校');
    await choose(page, dialog.getByRole('combobox', { name: '经销商' }), '临江智慧教育服务有限公司');
    await expect(dialog.getByRole('combobox', { name: '状态' })).toHaveValue('启用');

    await dialog.getByLabel('单位名称').fill('临江市第四中学');
    await dialog.getByLabel('单位编码').fill('LJ004');
    await dialog.getByLabel('单位简码').fill('LJSZ');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '保存成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    const save = await waitForRequest('/api/newunit/saveUnit');
    expect(save.body).toMatchObject({ unit_name: '临江市第四中学', unit_code: 'LJ004', short_code: 'LJSZ', unit_type: '4', state: '1', punit_id: 20 });
    const row = rowOf(page, '临江市第四中学');
    await expect(row).toContainText('LJ004');
    await expect(row).toContainText('临江智慧教育服务有限公司');

    await row.getByRole('button', { name: '编辑 临江市第四中学' }).click();
    const edit = page.getByRole('dialog', { name: '编辑单位' });
    await expect(edit.getByLabel('单位名称')).toHaveValue('临江市第四中学');
    await expect(edit.getByRole('combobox', { name: '经销商' })).toHaveValue('临江智慧教育服务有限公司');
    await edit.getByLabel('单位名称').fill('临江市第四高级中学');
    await choose(page, edit.getByRole('combobox', { name: '单位类型' }), '教育管理部门');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page, '临江市第四高级中学')).toContainText('教育管理部门');
    await expect.poll(async () => (await requests({ path: '/api/newunit/saveUnit' })).at(-1)?.body).toMatchObject({ unit_type: '3', punit_id: null });
  });

  test('the state switch and delete ask first; the server refusal is shown', async ({ page }) => {
    await openUnits(page);
    const state = table(page).getByRole('switch', { name: '临江市第二中学 启用状态' });
    await expect(state).toBeChecked();
    await flip(state);
    await expect(confirmDialog(page)).toContainText('其下级单位及用户也将一并停用');
    await confirmDialog(page).getByRole('button', { name: '取消' }).click();
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(state).toBeChecked();
    expect(await requests({ path: '/api/newunit/switchUnitState' })).toHaveLength(0);
    await flip(state);
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '已停用')).toBeVisible();
    await expect(state).not.toBeChecked();

    // A school with students: the server says no, and the screen says what it said.
    await rowOf(page, '临江市第一中学').getByRole('button', { name: '删除 临江市第一中学' }).click();
    await expect(confirmDialog(page)).toContainText('确定删除单位“临江市第一中学”吗？');
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '该单位下还有学生，不能删除')).toBeVisible();
    await expect(rowOf(page, '临江市第一中学')).toBeVisible();

    await rowOf(page, '临江市教研室').getByRole('button', { name: '删除 临江市教研室' }).click();
    await confirmDialog(page).getByRole('button', { name: '取消' }).click();
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(rowOf(page, '临江市教研室')).toBeVisible();
    await rowOf(page, '临江市教研室').getByRole('button', { name: '删除 临江市教研室' }).click();
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '删除成功')).toBeVisible();
    await expect(rowOf(page, '临江市教研室')).toHaveCount(0);
    await expect(page.getByText('共 4 条')).toBeVisible();
  });

  test('a failed save shows the server text and keeps the dialog with what was typed', async ({ page }) => {
    await openUnits(page);
    await setScenario([{ path: '/api/newunit/saveUnit', failure: '单位编码LJ001已存在' }]);
    await page.getByRole('button', { name: '新增单位' }).click();
    const dialog = page.getByRole('dialog', { name: '新增单位' });
    await dialog.getByLabel('单位名称').fill('临江市第五中学');
    await dialog.getByLabel('单位编码').fill('LJ001');
    await dialog.getByLabel('单位简码').fill('LJWZ');
    await choose(page, dialog.getByRole('combobox', { name: '单位类型' }), '学校');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '单位编码LJ001已存在')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('单位名称')).toHaveValue('临江市第五中学');
    await expect(dialog.getByLabel('单位编码')).toHaveValue('LJ001');
    await expect(dialog.getByRole('combobox', { name: '单位类型' })).toHaveValue('学校');
  });
});

test.describe('administrators (info/mgeuser)', () => {
  const table = (page: Page) => page.getByRole('table', { name: '管理员列表' });
  const rowOf = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
  const tree = (page: Page) => page.getByRole('tree', { name: '单位树' });

  async function openAdmins(page: Page): Promise<void> {
    await signIn(page, ACCOUNT, { to: '/main/info/mgeuser' });
    await expect(page.getByRole('heading', { name: '管理员管理' })).toBeVisible();
    await expect(page.getByText('共 6 条')).toBeVisible();
  }

  test('the unit tree chooses the unit; search by account or name; 5 per page', async ({ page }) => {
    await openAdmins(page);
    // One breadcrumb (spec 1 §2: 信息管理 / 管理员管理), the shell's.
    await expect(page.getByRole('navigation', { name: '当前位置' })).toHaveText(/信息管理\s*\/\s*管理员管理/);
    await expect(table(page).getByRole('row')).toHaveCount(6);
    await expect.poll(async () => (await requests({ path: '/api/user/loadmgeuser' })).at(-1)?.body).toMatchObject({ page: 1, pagesize: 5 });
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(rowOf(page, '姚芳霞')).toBeVisible();
    await expect(page).toHaveURL(/page=2/);

    await tree(page).getByText('临江市第一中学', { exact: true }).click();
    await expect(page).toHaveURL(/unitid=101/);
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(rowOf(page, '刘洋')).toBeVisible();
    await expect.poll(async () => (await requests({ path: '/api/user/loadmgeuser' })).at(-1)?.body).toMatchObject({ page: 1, unitid: 101 });

    await tree(page).getByText('临江市教育局', { exact: true }).click();
    await expect(page.getByText('共 6 条')).toBeVisible();
    const search = page.getByRole('textbox', { name: '账号或姓名' });
    await search.fill('linke');
    await page.getByRole('button', { name: '查询' }).click();
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(rowOf(page, '林可')).toBeVisible();
    await search.fill('任茜');
    await search.press('Enter');
    await expect(rowOf(page, '任茜可')).toBeVisible();
    await expect(page.getByText('共 1 条')).toBeVisible();
    await search.fill('查无此人');
    await search.press('Enter');
    await expect(table(page).getByText('暂无数据')).toBeVisible();
  });

  test('adding needs a unit; every form rule; add and edit an administrator', async ({ page }) => {
    await openAdmins(page);
    await page.getByRole('button', { name: '新增管理员' }).click();
    await expect(alertWith(page, '请先选择单位')).toBeVisible();
    await expect(page.getByRole('dialog', { name: '新增管理员' })).toHaveCount(0);

    await tree(page).getByText('临江市实验中学', { exact: true }).click();
    await expect(page.getByText('共 1 条')).toBeVisible();
    await page.getByRole('button', { name: '新增管理员' }).click();
    const dialog = page.getByRole('dialog', { name: '新增管理员' });
    await expect(dialog.getByLabel('所属单位')).toHaveValue('临江市实验中学');
    await dialog.getByRole('button', { name: '确定' }).click();
    for (const message of ['请填写账号', '请填写姓名', '请填写密码']) await expect(dialog.getByText(message)).toBeVisible();

    await dialog.getByLabel('账号').fill('a'.repeat(31));
    await dialog.getByLabel('姓名').fill('名'.repeat(31));
    await dialog.getByLabel('密码').fill('p'.repeat(21));
    await dialog.getByLabel('手机号').fill('139-0000');
    await dialog.getByLabel('邮箱').fill('not-an-email');
    await dialog.getByRole('button', { name: '确定' }).click();
    for (const message of ['账号不能超过30个字符', '姓名不能超过30个字符', '密码不能超过20个字符', '手机号必须是数字', '请填写有效格式邮箱']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }

    await dialog.getByLabel('账号').fill('zhoumin');
    await dialog.getByLabel('姓名').fill('周敏');
    await dialog.getByLabel('密码').fill('Zm@2026pass');
    await dialog.getByLabel('手机号').fill('13900001111');
    await dialog.getByLabel('邮箱').fill('zhoumin@ljsy.edu.cn');
    await dialog.getByLabel('有效期至').fill('2027-08-31');
    await dialog.getByLabel('有效期至').press('Tab');
    await expect(dialog.getByLabel('有效期至')).toHaveValue('2027-08-31');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '保存成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    const save = await waitForRequest('/api/user/saveuser');
    expect(save.body).toMatchObject({ useraccount: 'zhoumin', username: '周敏', cellphone: '13900001111', email: 'zhoumin@ljsy.edu.cn', until: '2027-08-31', unitid: 102 });
    const row = rowOf(page, '周敏');
    await expect(row).toContainText('zhoumin');
    await expect(row).toContainText('2027-08-31');
    await expect(page.getByText('共 2 条')).toBeVisible();

    await row.getByRole('button', { name: '编辑 周敏' }).click();
    const edit = page.getByRole('dialog', { name: '编辑管理员' });
    await expect(edit.getByLabel('账号')).toHaveValue('zhoumin');
    await expect(edit.getByLabel('密码')).toBeDisabled();
    await expect(edit.getByLabel('密码')).not.toHaveValue('');
    await edit.getByLabel('手机号').fill('13900002222');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(edit).toBeHidden();
    await expect(rowOf(page, '周敏')).toContainText('13900002222');
    await expect.poll(async () => (await requests({ path: '/api/user/saveuser' })).at(-1)?.body).toMatchObject({ userid: expect.any(Number), cellphone: '13900002222' });
  });

  test('state switch, reset password to the default and delete with confirmation', async ({ page }) => {
    await openAdmins(page);
    const state = table(page).getByRole('switch', { name: '刘洋 启用状态' });
    await expect(state).toBeChecked();
    await flip(state);
    await expect(alertWith(page, '已停用')).toBeVisible();
    await expect(state).not.toBeChecked();
    await expect.poll(async () => (await requests({ path: '/api/user/switchuserstate' })).at(-1)?.body).toEqual({ userid: 2104 });

    await rowOf(page, '刘洋').getByRole('button', { name: '重置密码 刘洋' }).click();
    const popover = page.getByRole('dialog', { name: '重置密码 刘洋' });
    await expect(popover).toContainText('确定将“刘洋”的密码重置为默认密码吗？');
    await popover.getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '重置成功')).toBeVisible();
    await expect.poll(async () => (await requests({ path: '/api/user/resetpwd' })).at(-1)?.body).toMatchObject({ userid: 2104 });

    await rowOf(page, '郑强').getByRole('button', { name: '删除 郑强' }).click();
    await expect(confirmDialog(page)).toContainText('确定删除管理员“郑强”吗？');
    await confirmDialog(page).getByRole('button', { name: '取消' }).click();
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(rowOf(page, '郑强')).toBeVisible();
    await rowOf(page, '郑强').getByRole('button', { name: '删除 郑强' }).click();
    await confirmDialog(page).getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '删除成功')).toBeVisible();
    await expect(rowOf(page, '郑强')).toHaveCount(0);
    await expect(page.getByText('共 5 条')).toBeVisible();
  });

  test('a failed save shows the server text and keeps the dialog with what was typed', async ({ page }) => {
    await openAdmins(page);
    await setScenario([{ path: '/api/user/saveuser', failure: '账号liuyang已存在' }]);
    await tree(page).getByText('临江市第一中学', { exact: true }).click();
    await page.getByRole('button', { name: '新增管理员' }).click();
    const dialog = page.getByRole('dialog', { name: '新增管理员' });
    await dialog.getByLabel('账号').fill('liuyang');
    await dialog.getByLabel('姓名').fill('刘阳');
    await dialog.getByLabel('密码').fill('Ly@2026pass');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '账号liuyang已存在')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('账号')).toHaveValue('liuyang');
    await expect(dialog.getByLabel('姓名')).toHaveValue('刘阳');
  });
});

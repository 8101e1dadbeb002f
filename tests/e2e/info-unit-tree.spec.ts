// 单位管理 (info/eduunit): the filterable, draggable unit tree and its form, against the stateful mock.
// Seed (zhangwei, bureau administrator of 临江市教育局): 临江市教育局 → 临江市教研室, 临江市第一中学, 临江市实验中学, 临江市第二中学.
import { expect, type Page } from '@playwright/test';
import { test, setScenario, requests, waitForRequest } from './support/mock';
import { ACCOUNT, alertWith, signIn } from './flows';

async function openUnitTree(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/info/eduunit' });
  await expect(unitTree(page).getByText('临江市第一中学', { exact: true })).toBeVisible();
}

const unitTree = (page: Page) => page.getByRole('tree', { name: '单位树' });
/** A unit's row (its label, switch and actions) in the tree. */
const row = (page: Page, name: string) => unitTree(page).locator(`[data-unit-label="${name}"]`);
/** The sub-units shown under a unit. */
const subUnits = (page: Page, name: string) => unitTree(page).locator(`li[role=treeitem]:has(> [data-unit-label="${name}"]) > [role=group]`);
const form = (page: Page) => page.getByRole('form', { name: '单位信息' });
const dialog = (page: Page) => page.getByRole('dialog');
/** A unit's enable switch; a person clicks its track (the label around the input). */
const stateSwitch = (page: Page, name: string) => page.getByRole('switch', { name: `启用 ${name}` });
const flip = (page: Page, name: string) => stateSwitch(page, name).locator('xpath=ancestor::label[1]').click();

test.describe('unit tree (info/eduunit)', () => {
  test('the filter keeps matching units and their ancestors', async ({ page }) => {
    await openUnitTree(page);
    await expect(page.getByText('单位管理').first()).toBeVisible();
    await page.getByLabel('筛选单位').fill('实验');
    await expect(row(page, '临江市实验中学')).toBeVisible();
    await expect(row(page, '临江市教育局')).toBeVisible();
    await expect(row(page, '临江市第一中学')).toHaveCount(0);
    await expect(row(page, '临江市教研室')).toHaveCount(0);
    await page.getByLabel('筛选单位').fill('没有这个单位');
    await expect(page.getByText('没有匹配的单位')).toBeVisible();
    await page.getByLabel('筛选单位').fill('');
    await expect(row(page, '临江市第一中学')).toBeVisible();
  });

  test('select a unit, edit and save it: the tree shows the new name and keeps it selected', async ({ page }) => {
    await openUnitTree(page);
    await unitTree(page).getByText('临江市第一中学', { exact: true }).click();
    await expect(page.getByRole('heading', { name: '编辑单位：临江市第一中学' })).toBeVisible();
    await expect(form(page).getByLabel('单位编码')).toHaveValue('LJ001');
    await expect(form(page).getByRole('combobox', { name: '单位类型' })).toHaveValue('学校');
    await form(page).getByLabel('单位名称').fill('临江市第一高级中学');
    await form(page).getByRole('button', { name: '保存' }).click();
    await expect(alertWith(page, '保存成功')).toBeVisible();
    await expect(row(page, '临江市第一高级中学')).toBeVisible();
    await expect(page.getByRole('heading', { name: '编辑单位：临江市第一高级中学' })).toBeVisible();
    await expect(unitTree(page).locator('li[role=treeitem][aria-selected=true] > [data-unit-label]')).toHaveAttribute('data-unit-label', '临江市第一高级中学');
    const saved = await waitForRequest('/api/unit/saveunit');
    expect(saved.body).toMatchObject({ unitid: 101, unitname: '临江市第一高级中学', unitcode: 'LJ001', shortcode: 'LJYZ', unittype: '4', parentid: 10 });
  });

  test('every form rule shows its message', async ({ page }) => {
    await openUnitTree(page);
    await page.getByRole('button', { name: '添加顶级单位' }).click();
    await expect(page.getByRole('heading', { name: '添加顶级单位' })).toBeVisible();
    await form(page).getByRole('button', { name: '保存' }).click();
    await expect(form(page).getByText('请填写单位名称')).toBeVisible();
    await expect(form(page).getByText('请填写单位编码')).toBeVisible();
    await expect(form(page).getByText('请填写单位简码')).toBeVisible();
    await expect(form(page).getByText('请选择单位类型')).toBeVisible();
    await form(page).getByLabel('单位名称').fill('校'.repeat(31));
    await form(page).getByLabel('单位编码').fill('A'.repeat(21));
    await form(page).getByLabel('单位简码').fill('ABCDE');
    await form(page).getByRole('button', { name: '保存' }).click();
    await expect(form(page).getByText('不能超过30个字')).toBeVisible();
    await expect(form(page).getByText('不能超过20个字')).toBeVisible();
    await expect(form(page).getByText('不能超过4个字')).toBeVisible();
    expect(await requests({ path: '/api/unit/saveunit' })).toEqual([]);
  });

  test('add a sub-unit and a top-level unit', async ({ page }) => {
    await openUnitTree(page);
    await row(page, '临江市教研室').getByRole('button', { name: '添加下级单位 临江市教研室' }).click();
    await expect(page.getByRole('heading', { name: '添加下级单位（上级单位：临江市教研室）' })).toBeVisible();
    await form(page).getByLabel('单位名称').fill('临江市教研室数学组');
    await form(page).getByLabel('单位编码').fill('LJJYS01');
    await form(page).getByLabel('单位简码').fill('SXZ');
    await form(page).getByRole('combobox', { name: '单位类型' }).click();
    await page.getByRole('option', { name: '教育管理部门' }).click();
    await form(page).getByRole('combobox', { name: '单位标签' }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await form(page).getByRole('button', { name: '保存' }).click();
    await expect(alertWith(page, '保存成功')).toBeVisible();
    await expect(subUnits(page, '临江市教研室').getByText('临江市教研室数学组', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: '编辑单位：临江市教研室数学组' })).toBeVisible();
    const sub = await waitForRequest('/api/unit/saveunit');
    expect(sub.body).toMatchObject({ unitid: null, parentid: 11, unittype: '3', unitcode: 'LJJYS01' });
    expect((sub.body as { unittags: number[] }).unittags).toHaveLength(1);

    await page.getByRole('button', { name: '添加顶级单位' }).click();
    await form(page).getByLabel('单位名称').fill('临江市新区教育局');
    await form(page).getByLabel('单位编码').fill('XQEDU');
    await form(page).getByLabel('单位简码').fill('XQJY');
    await form(page).getByRole('combobox', { name: '单位类型' }).click();
    await page.getByRole('option', { name: '教育管理部门' }).click();
    await form(page).getByRole('button', { name: '保存' }).click();
    await expect(row(page, '临江市新区教育局')).toBeVisible();
    const top = (await requests({ path: '/api/unit/saveunit' })).at(-1);
    expect(top?.body).toMatchObject({ unitid: null, parentid: null, unitname: '临江市新区教育局' });
  });

  test('disable and enable a unit after the confirmation about its sub-units and their users', async ({ page }) => {
    await openUnitTree(page);
    const bureau = stateSwitch(page, '临江市教育局');
    await expect(bureau).toBeChecked();
    await flip(page, '临江市教育局');
    await expect(dialog(page)).toContainText('确定停用单位“临江市教育局”吗？其下级单位及下级单位的用户也将一并停用。');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(bureau).not.toBeChecked();
    // Its sub-units are disabled with it.
    await expect(page.getByRole('switch', { name: '启用 临江市第一中学' })).not.toBeChecked();
    expect((await waitForRequest('/api/unit/switchunitstate')).body).toEqual({ unitid: 10 });

    await flip(page, '临江市教育局');
    await expect(dialog(page)).toContainText('确定启用单位“临江市教育局”吗？其下级单位及下级单位的用户也将一并启用。');
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await expect(bureau).not.toBeChecked();
    await flip(page, '临江市教育局');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await expect(bureau).toBeChecked();
    await expect(page.getByRole('switch', { name: '启用 临江市第一中学' })).toBeChecked();
  });

  test('delete a unit after confirmation', async ({ page }) => {
    await openUnitTree(page);
    await row(page, '临江市教研室').getByRole('button', { name: '删除 临江市教研室' }).click();
    await expect(dialog(page)).toContainText('确定删除单位“临江市教研室”吗？');
    await dialog(page).getByRole('button', { name: '取消' }).click();
    await expect(row(page, '临江市教研室')).toBeVisible();
    expect(await requests({ path: '/api/unit/delunit' })).toEqual([]);

    await row(page, '临江市教研室').getByRole('button', { name: '删除 临江市教研室' }).click();
    await dialog(page).getByRole('button', { name: '删除' }).click();
    await expect(alertWith(page, '删除成功')).toBeVisible();
    await expect(row(page, '临江市教研室')).toHaveCount(0);
    expect((await waitForRequest('/api/unit/delunit')).body).toEqual({ unitid: 11 });
  });

  test('drag a unit into another unit; it stays there after a reload', async ({ page }) => {
    await openUnitTree(page);
    await row(page, '临江市第二中学').dragTo(row(page, '临江市教研室'));
    await expect(alertWith(page, '移动成功')).toBeVisible();
    await expect(subUnits(page, '临江市教研室').getByText('临江市第二中学', { exact: true })).toBeVisible();
    expect((await waitForRequest('/api/unit/changeparent')).body).toEqual({ unitid: 103, parentid: 11 });
    await page.reload();
    await expect(row(page, '临江市教研室')).toBeVisible();
    await page.getByRole('button', { name: '展开 临江市教研室' }).click();
    await expect(subUnits(page, '临江市教研室').getByText('临江市第二中学', { exact: true })).toBeVisible();
  });

  test('keyboard: select a unit with Enter and move it with the 移动到 select', async ({ page }) => {
    await openUnitTree(page);
    await unitTree(page).getByRole('treeitem').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: '编辑单位：临江市第一中学' })).toBeVisible();
    await page.getByRole('combobox', { name: '移动到' }).click();
    await page.getByRole('option', { name: '临江市教研室' }).click();
    await page.getByRole('button', { name: '移动', exact: true }).click();
    await expect(alertWith(page, '移动成功')).toBeVisible();
    await expect(subUnits(page, '临江市教研室').getByText('临江市第一中学', { exact: true })).toBeVisible();
  });

  test('a failed save keeps what was typed and shows the server text', async ({ page }) => {
    await setScenario([{ path: '/api/unit/saveunit', failure: '单位编码LJ002已存在' }]);
    await openUnitTree(page);
    await unitTree(page).getByText('临江市第一中学', { exact: true }).click();
    await form(page).getByLabel('单位名称').fill('临江市第一高级中学');
    await form(page).getByLabel('单位编码').fill('LJ002');
    await form(page).getByRole('button', { name: '保存' }).click();
    await expect(alertWith(page, '单位编码LJ002已存在')).toBeVisible();
    await expect(form(page).getByLabel('单位名称')).toHaveValue('临江市第一高级中学');
    await expect(form(page).getByLabel('单位编码')).toHaveValue('LJ002');
    await expect(row(page, '临江市第一中学')).toBeVisible();
  });

  test('a failed drag reloads the tree with the unit in its old place', async ({ page }) => {
    await setScenario([{ path: '/api/unit/changeparent', failure: '不能将单位移动到其下级单位中' }]);
    await openUnitTree(page);
    await row(page, '临江市第二中学').dragTo(row(page, '临江市教研室'));
    await expect(alertWith(page, '不能将单位移动到其下级单位中')).toBeVisible();
    await expect(subUnits(page, '临江市教育局').locator('> li > [data-unit-label="临江市第二中学"]')).toBeVisible();
    await expect(subUnits(page, '临江市教研室')).toHaveCount(0);
    const calls = (await requests()).map((r) => r.path).filter((p) => p === '/api/unit/changeparent' || p === '/api/unit/loadeduunit');
    expect(calls.slice(calls.indexOf('/api/unit/changeparent'))).toEqual(['/api/unit/changeparent', '/api/unit/loadeduunit']);
  });
});

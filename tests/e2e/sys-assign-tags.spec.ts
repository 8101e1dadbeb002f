// User-type and user-tag authorisation and tag management, as the platform administrator (admin) uses them against
// the stateful mock: a page ticked for the marking teacher type shows in 黄磊's header (a type-4 teacher) after he
// signs in, and is gone again once unticked; nothing ticked saves null; '请选择用户'; tags added, edited (the
// catalogue fixed) and removed with the warning, every message of the tag dialog, and failures that keep the input.
import { expect, type Page } from '@playwright/test';
import { test, requests, setScenario, waitForRequest } from './support/mock';
import { alertWith, signIn, confirmDialog } from './flows';

const ADMIN = { ua: 'admin', up: 'Admin@2026' };
const HUANGLEI = { ua: 'huanglei', up: 'Lj@2026pass' }; // 阅卷教师 (type 4) at 临江市实验中学 only
const tree = (page: Page, owner: string) => page.getByRole('tree', { name: `${owner} 的权限` });
const box = (page: Page, owner: string, name: string) => tree(page, owner).getByRole('checkbox', { name, exact: true });
const lastBody = async (path: string) => (await requests({ path })).at(-1)?.body;

async function openAssign(page: Page, path: string, owner: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('navigation', { name: /用户类型|用户标签/ }).getByRole('button', { name: owner, exact: true }).click();
  await expect(tree(page, owner)).toBeVisible();
}

test('a page ticked for a user type shows in that user’s header after signing in, and goes when unticked', async ({ page }) => {
  await signIn(page, ADMIN, { to: '/main/sys/usertypeassgin' });
  await expect(page.getByRole('heading', { name: '用户类型授权' })).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '请选择用户')).toBeVisible();
  expect(await requests({ path: '/api/permission/saveusertypeassign' })).toHaveLength(0);

  await openAssign(page, '/main/sys/usertypeassgin', '阅卷教师');
  await expect(box(page, '阅卷教师', '首页')).toBeChecked();
  await expect(box(page, '阅卷教师', '缓存监控')).not.toBeChecked();
  await box(page, '阅卷教师', '缓存监控').check();
  // 系统管理 is now partly ticked.
  await expect(box(page, '阅卷教师', '系统管理')).toHaveAttribute('data-indeterminate', 'true');
  await expect(page.getByText('有未保存的修改')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect.poll(() => lastBody('/api/permission/saveusertypeassign')).toEqual({ usertype: '4', permissionids: [1, 3, 31, 6, 67] });
  await expect(page.getByText('有未保存的修改')).toHaveCount(0);

  await signIn(page, HUANGLEI);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '系统管理' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['缓存监控']);
  await page.getByRole('menuitem', { name: '缓存监控' }).click();
  await expect(page.getByRole('heading', { name: '缓存监控' })).toBeVisible();

  await signIn(page, ADMIN);
  await openAssign(page, '/main/sys/usertypeassgin', '阅卷教师');
  await box(page, '阅卷教师', '系统管理').check();
  await box(page, '阅卷教师', '系统管理').uncheck();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect.poll(() => lastBody('/api/permission/saveusertypeassign')).toEqual({ usertype: '4', permissionids: [1, 3, 31] });
  await signIn(page, HUANGLEI);
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: '系统管理' })).toHaveCount(0);
});

test('user tags: nothing ticked saves null; unsaved ticks are asked about; a failed save keeps the ticks', async ({ page }) => {
  await signIn(page, ADMIN);
  await openAssign(page, '/main/sys/usertagassgin', '民办学校');
  await expect(box(page, '民办学校', '首页')).toBeChecked();
  await box(page, '民办学校', '首页').uncheck();
  // 信息管理 is partly ticked: a click ticks all of it, another unticks all.
  await expect(box(page, '民办学校', '信息管理')).toHaveAttribute('data-indeterminate', 'true');
  await box(page, '民办学校', '信息管理').click();
  await expect(box(page, '民办学校', '信息管理')).toBeChecked();
  await box(page, '民办学校', '信息管理').click();
  await expect(page.getByText('已勾选 0 项')).toBeVisible();

  // Another tag with unsaved ticks: asked first; cancel keeps them.
  await page.getByRole('navigation', { name: '用户标签' }).getByRole('button', { name: '公办学校' }).click();
  await expect(page.getByRole('dialog', { name: '未保存的修改' })).toBeVisible();
  await page.getByRole('dialog', { name: '未保存的修改' }).getByRole('button', { name: '留在本页' }).click();
  await expect(tree(page, '民办学校')).toBeVisible();

  await setScenario([{ path: '/api/permission/saveusertagassign', failure: '系统维护中', times: 1 }]);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '系统维护中')).toBeVisible();
  await expect(page.getByText('已勾选 0 项')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect.poll(() => lastBody('/api/permission/saveusertagassign')).toEqual({ tagid: 33, permissionids: null });
  await page.reload();
  await openAssign(page, '/main/sys/usertagassgin', '民办学校');
  await expect(page.getByText('已勾选 0 项')).toBeVisible();
});

test('user tag authorisation lists the live unit tags: one added in 标签管理 appears, a deleted one is gone', async ({ page }) => {
  await signIn(page, ADMIN, { to: '/main/sys/usertagassgin' });
  const owners = page.getByRole('navigation', { name: '用户标签' }).getByRole('button');
  await expect(owners).toHaveText(['教育行政单位', '公办学校', '民办学校', '省级示范高中']);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  const openSys = async (entry: string) => {
    await menu.getByRole('button', { name: '系统管理' }).click();
    await page.getByRole('menuitem', { name: entry }).click();
  };

  await openSys('标签管理');
  await page.getByRole('tablist', { name: '标签目录' }).getByRole('tab', { name: /办学层次/ }).click();
  await page.getByRole('button', { name: '新增标签' }).click();
  const dialog = page.getByRole('dialog', { name: '新增标签' });
  await dialog.getByLabel('标签名称').fill('集团校');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tablist', { name: '标签目录' }).getByRole('tab', { name: /单位性质/ }).click();
  await page.getByRole('button', { name: '删除标签 民办学校' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '删除标签 民办学校' })).toHaveCount(0);

  await openSys('用户标签授权');
  await expect(owners).toHaveText(['教育行政单位', '公办学校', '省级示范高中', '集团校']);
  await owners.filter({ hasText: '集团校' }).click();
  await expect(tree(page, '集团校')).toBeVisible();
  await expect(page.getByText('已勾选 0 项')).toBeVisible();
});

test('tags: grouped by type and catalogue; added, edited with the catalogue fixed, and removed with the warning', async ({ page }) => {
  await signIn(page, ADMIN, { to: '/main/sys/tag' });
  await expect(page.getByRole('heading', { name: '标签管理' })).toBeVisible();
  await page.getByRole('tab', { name: '学生属性' }).click();
  const catalogues = page.getByRole('tablist', { name: '标签目录' });
  await expect(catalogues.getByRole('tab')).toHaveText(['招生类型（2）', '住宿情况（2）']);
  await catalogues.getByRole('tab', { name: /住宿情况/ }).click();
  const chips = page.getByRole('list', { name: '学生属性 住宿情况' });
  await expect(chips.getByRole('listitem')).toHaveText(['住校生', '走读生']);

  // Add: every message, then a tag in the shown catalogue.
  await page.getByRole('button', { name: '新增标签' }).click();
  const dialog = page.getByRole('dialog', { name: '新增标签' });
  await expect(dialog.getByLabel('标签目录')).toHaveValue('住宿情况');
  await dialog.getByLabel('标签目录').fill('');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请填写标签名称')).toBeVisible();
  await expect(dialog.getByText('请填写标签目录')).toBeVisible();
  await dialog.getByLabel('标签名称').fill('名'.repeat(21));
  await dialog.getByLabel('标签目录').fill('目'.repeat(11));
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('标签名称不能超过20个字')).toBeVisible();
  await expect(dialog.getByText('标签目录不能超过10个字')).toBeVisible();
  await dialog.getByLabel('标签名称').fill('寄宿生');
  await dialog.getByLabel('标签目录').fill('住宿情况');
  // A refused save keeps the dialog and what was typed.
  await setScenario([{ path: '/api/tag/savetag', example: 'duplicate', times: 1 }]);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '该分类下已存在同名标签')).toBeVisible();
  await expect(dialog.getByLabel('标签名称')).toHaveValue('寄宿生');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(chips.getByRole('listitem')).toHaveText(['住校生', '走读生', '寄宿生']);
  await expect.poll(() => lastBody('/api/tag/savetag')).toEqual({ tid: null, type: 'student_tag', name: '寄宿生', catalog: '住宿情况' });

  // Edit: the catalogue cannot change.
  await chips.getByRole('button', { name: '编辑标签 走读生' }).click();
  const edit = page.getByRole('dialog', { name: '编辑标签' });
  await expect(edit.getByLabel('标签目录')).toBeDisabled();
  await edit.getByLabel('标签名称').fill('走读学生');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();
  await expect(chips.getByRole('listitem')).toHaveText(['住校生', '走读学生', '寄宿生']);
  await expect.poll(() => lastBody('/api/tag/savetag')).toEqual({ tid: 44, type: 'student_tag', name: '走读学生', catalog: '住宿情况' });

  // Remove: the warning; cancel keeps it, confirm removes it.
  await chips.getByRole('button', { name: '删除标签 寄宿生' }).click();
  await expect(confirmDialog(page)).toContainText('删除标签“寄宿生”将影响拥有该标签的单位和用户，确定删除吗？');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(alertWith(page, '已取消删除')).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveCount(3);
  await chips.getByRole('button', { name: '删除标签 寄宿生' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['住校生', '走读学生']);

  // A subject in use cannot go: the server says why and it stays.
  await page.getByRole('tab', { name: '科目' }).click();
  await setScenario([{ path: '/api/tag/deltag', example: 'inUse', times: 1 }]);
  await page.getByRole('button', { name: '删除标签 语文' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '该科目已被考试使用，不能删除')).toBeVisible();
  await expect(page.getByRole('button', { name: '编辑标签 语文' })).toBeVisible();
  await waitForRequest('/api/tag/deltag');
});

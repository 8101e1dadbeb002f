// Permission menu management (sys/permission) as the platform administrator (admin), against the stateful mock: a
// small menu branch built with 根权限 and 添加下级, every message of the form, type 2 clearing the address, a refused
// save that keeps the form, up / down, a drag into another node, a parent change that moves the node, the filter, the
// always-open nodes 22 and 79, and a delete with the children warning that disables the form it showed.
import { expect, type Locator, type Page } from '@playwright/test';
import { test, requests, setScenario } from './support/mock';
import { alertWith, signIn, confirmDialog } from './flows';

const ADMIN = { ua: 'admin', up: 'Admin@2026' };
const tree = (page: Page) => page.getByRole('tree', { name: '权限菜单' });
const form = (page: Page) => page.getByRole('region', { name: '权限信息' });
const row = (page: Page, name: string) => tree(page).locator('[data-permission]').filter({ has: page.getByRole('button', { name: `删除 ${name}`, exact: true }) });
const lastBody = async (path: string) => (await requests({ path })).at(-1)?.body;

async function choose(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The names of the children of a node, in order, read from their delete buttons. */
async function childrenOf(page: Page, name: string): Promise<string[]> {
  const own = page.locator(':scope > [data-permission]').filter({ has: page.getByRole('button', { name: `删除 ${name}`, exact: true }) });
  const item = tree(page).getByRole('treeitem').filter({ has: own });
  const labels = await item.getByRole('group').first().locator(':scope > li > [data-permission]').getByRole('button', { name: /^删除 / }).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
  return labels.map((l) => l.replace(/^删除 /, ''));
}

async function save(page: Page): Promise<void> {
  await form(page).getByRole('button', { name: '保存' }).click();
}

test('builds a menu branch, with every message of the form; type 2 clears the address; a refused save keeps it', async ({ page }) => {
  await signIn(page, ADMIN, { to: '/main/sys/permission' });
  await expect(page.getByRole('heading', { name: '权限管理' })).toBeVisible();
  // Nothing chosen: the form is disabled.
  await expect(form(page).getByLabel('权限名称')).toBeDisabled();

  await page.getByRole('button', { name: '根权限' }).click();
  await expect(form(page).getByRole('heading', { name: '新增权限（上级：根权限）' })).toBeVisible();
  await form(page).getByLabel('排序').fill('');
  await save(page);
  for (const message of ['请填写权限名称', '请选择权限类型', '请填写权限地址', '请填写排序']) await expect(form(page).getByText(message)).toBeVisible();
  await form(page).getByLabel('排序').fill('1.5');
  await save(page);
  await expect(form(page).getByText('必须是整数')).toBeVisible();

  await form(page).getByLabel('权限名称').fill('演示菜单');
  await form(page).getByLabel('权限地址').fill('/left/over');
  await choose(form(page), page, '权限类型', '目录');
  await expect(form(page).getByLabel('权限地址')).toHaveValue('');
  await expect(form(page).getByLabel('权限地址')).toBeDisabled();
  await form(page).getByLabel('排序').fill('20');
  await save(page);
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect.poll(() => lastBody('/api/permission/savepermission')).toEqual({ permissionid: null, permissionname: '演示菜单', type: 2, link: null, sort: 20, parentid: 0, data_scope: null });
  // The new node stays in the form.
  await expect(form(page).getByRole('heading', { name: '编辑权限：演示菜单' })).toBeVisible();

  await row(page, '演示菜单').getByRole('button', { name: '添加下级 演示菜单' }).click();
  await expect(form(page).getByRole('heading', { name: '新增权限（上级：演示菜单）' })).toBeVisible();
  await form(page).getByLabel('权限名称').fill('演示页面');
  await choose(form(page), page, '权限类型', '页面');
  await form(page).getByLabel('权限地址').fill('/sys/permission');
  await choose(form(page), page, '数据范围', '科目');
  // The address is taken: the server says so and the form keeps what was typed.
  await save(page);
  await expect(alertWith(page, '权限地址已存在')).toBeVisible();
  await expect(form(page).getByLabel('权限名称')).toHaveValue('演示页面');
  await form(page).getByLabel('权限地址').fill('/sys/testpage-a');
  await save(page);
  await expect(form(page).getByRole('heading', { name: '编辑权限：演示页面' })).toBeVisible();
  await expect.poll(() => lastBody('/api/permission/savepermission')).toMatchObject({ permissionid: null, permissionname: '演示页面', type: 3, link: '/sys/testpage-a', sort: 1, data_scope: 2 });

  await row(page, '演示菜单').getByRole('button', { name: '添加下级 演示菜单' }).click();
  await form(page).getByLabel('权限名称').fill('演示页面二');
  await choose(form(page), page, '权限类型', '页面');
  await form(page).getByLabel('权限地址').fill('/sys/testpage-b');
  await expect(form(page).getByLabel('排序')).toHaveValue('2');
  await save(page);
  await expect(form(page).getByRole('heading', { name: '编辑权限：演示页面二' })).toBeVisible();
  await expect.poll(() => childrenOf(page, '演示菜单')).toEqual(['演示页面', '演示页面二']);

  // A failure from a scenario keeps the edit too.
  await setScenario([{ path: '/api/permission/savepermission', failure: '系统维护中', times: 1 }]);
  await form(page).getByLabel('权限名称').fill('演示页面二（改）');
  await save(page);
  await expect(alertWith(page, '系统维护中')).toBeVisible();
  await expect(form(page).getByLabel('权限名称')).toHaveValue('演示页面二（改）');
});

test('moves nodes up and down, by drag, and by a parent change; filters; keeps 22 and 79 open; deletes with the warning', async ({ page }) => {
  await signIn(page, ADMIN);
  // The branch: a directory with two pages.
  await page.request.post('/api/permission/savepermission', { data: { permissionid: null, permissionname: '演示菜单', type: 2, link: null, sort: 20, parentid: 0, data_scope: null } });
  await page.goto('/main/sys/permission');
  const dirId = Number(await row(page, '演示菜单').getAttribute('data-permission'));
  for (const [name, link] of [['演示页面', '/sys/tp-a'], ['演示页面二', '/sys/tp-b']] as const) {
    await page.request.post('/api/permission/savepermission', { data: { permissionid: null, permissionname: name, type: 3, link, sort: 9, parentid: dirId, data_scope: null } });
  }
  await page.reload();
  await expect.poll(() => childrenOf(page, '演示菜单')).toEqual(['演示页面', '演示页面二']);

  await row(page, '演示页面二').getByRole('button', { name: '上移 演示页面二' }).click();
  await expect(alertWith(page, '上移成功')).toBeVisible();
  await expect.poll(() => childrenOf(page, '演示菜单')).toEqual(['演示页面二', '演示页面']);
  await expect.poll(() => lastBody('/api/permission/moveuppermission')).toMatchObject({ parentid: dirId, sort: 9 }); // the node's current sort, as sent when it was added
  await row(page, '演示页面二').getByRole('button', { name: '下移 演示页面二' }).click();
  await expect.poll(() => childrenOf(page, '演示菜单')).toEqual(['演示页面', '演示页面二']);

  // The 上移/下移 messages have gone first: they close by themselves once the pointer is off them (a message under the
  // pointer stays), so the drag starts on the row, not on a message that covers it.
  await page.mouse.move(0, 0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  // Drag 演示页面 into the middle of 系统管理's row: it goes inside 系统管理.
  const target = row(page, '系统管理');
  const box = await target.boundingBox();
  await row(page, '演示页面').dragTo(target, { targetPosition: { x: 200, y: (box?.height ?? 30) / 2 } });
  await expect.poll(() => childrenOf(page, '系统管理')).toContain('演示页面');
  await expect.poll(() => lastBody('/api/permission/changepermission')).toMatchObject({ tgtid: 6, type: 'inner' });
  await expect.poll(() => childrenOf(page, '演示菜单')).toEqual(['演示页面二']);

  // A parent change in the form moves the node.
  await row(page, '演示页面二').getByRole('button', { name: /^演示页面二/ }).click();
  await choose(form(page), page, '上级权限', '　权限管理');
  await save(page);
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect.poll(() => childrenOf(page, '权限管理')).toEqual(['演示页面二']);
  await expect.poll(() => childrenOf(page, '演示菜单').catch(() => [])).toEqual([]);

  // Filter: matches with their ancestors.
  await page.getByLabel('按名称筛选').fill('演示页面二');
  await expect(tree(page).getByRole('button', { name: /^删除 / })).toHaveCount(3);
  await expect(row(page, '系统管理')).toBeVisible();
  await page.getByLabel('按名称筛选').fill('');

  // 22 and 79 are always open: no collapse button.
  for (const name of ['阅卷数据管理', '阅卷统计']) {
    await expect(row(page, name).getByRole('button', { name: '该节点始终展开' })).toBeVisible();
    await expect(row(page, name).getByRole('button', { name: `收起 ${name}` })).toHaveCount(0);
  }

  // Delete the shown node's ancestor: asked with the children count; cancel keeps it; then the form is disabled.
  await row(page, '演示页面二').getByRole('button', { name: /^演示页面二/ }).click();
  await expect(form(page).getByLabel('权限名称')).toBeEnabled();
  await row(page, '权限管理').getByRole('button', { name: '删除 权限管理' }).click();
  await expect(confirmDialog(page)).toContainText('确定删除权限“权限管理”吗？其下级的 1 个权限将一并删除。');
  await confirmDialog(page).getByRole('button', { name: '取消' }).click();
  await expect(alertWith(page, '已取消删除')).toBeVisible();
  await row(page, '演示菜单').getByRole('button', { name: '删除 演示菜单' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(row(page, '演示菜单')).toHaveCount(0);
  await expect(form(page).getByLabel('权限名称')).toBeEnabled();
  await row(page, '演示页面二').getByRole('button', { name: '删除 演示页面二' }).click();
  await confirmDialog(page).getByRole('button', { name: '确定' }).click();
  await expect(row(page, '演示页面二')).toHaveCount(0);
  await expect(form(page).getByLabel('权限名称')).toBeDisabled();
});

test('at 900×700 a chosen node’s form comes into view; 排序 is limited; an edited 排序 moves the node', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await signIn(page, ADMIN, { to: '/main/sys/permission' });
  await expect.poll(() => childrenOf(page, '系统管理')).toEqual(['权限管理', '标签管理', '日志管理', '用户类型授权', '用户标签授权', '登录日志', '缓存监控', '测试页面']);
  await row(page, '测试页面').getByRole('button', { name: /^测试页面/ }).click();
  await expect(form(page).getByRole('heading', { name: '编辑权限：测试页面' })).toBeInViewport();
  await expect(form(page).getByLabel('排序')).toBeInViewport();

  await form(page).getByLabel('排序').fill('99999999999999999999');
  await save(page);
  await expect(form(page).getByText('排序不能大于9999')).toBeVisible();
  await form(page).getByLabel('排序').fill('10000');
  await save(page);
  await expect(form(page).getByText('排序不能大于9999')).toBeVisible();
  expect(await requests({ path: '/api/permission/savepermission' })).toHaveLength(0);

  await form(page).getByLabel('排序').fill('0');
  await save(page);
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect.poll(() => childrenOf(page, '系统管理')).toEqual(['测试页面', '权限管理', '标签管理', '日志管理', '用户类型授权', '用户标签授权', '登录日志', '缓存监控']);
  // Another node chosen higher up: its form is in view too.
  await row(page, '考试管理').getByRole('button', { name: /^考试管理/ }).click();
  await expect(form(page).getByRole('heading', { name: '编辑权限：考试管理' })).toBeInViewport();
});

test('a branch built here, moved, and ticked for a user type reaches that user’s header', async ({ page }) => {
  await signIn(page, ADMIN, { to: '/main/sys/permission' });
  await page.getByRole('button', { name: '根权限' }).click();
  await form(page).getByLabel('权限名称').fill('演示菜单');
  await choose(form(page), page, '权限类型', '目录');
  await save(page);
  await expect(form(page).getByRole('heading', { name: '编辑权限：演示菜单' })).toBeVisible();
  await row(page, '演示菜单').getByRole('button', { name: '添加下级 演示菜单' }).click();
  await form(page).getByLabel('权限名称').fill('演示页面');
  await choose(form(page), page, '权限类型', '页面');
  await form(page).getByLabel('权限地址').fill('/demo/page');
  await save(page);
  await expect(form(page).getByRole('heading', { name: '编辑权限：演示页面' })).toBeVisible();
  // Move the branch up one place among the roots.
  await row(page, '演示菜单').getByRole('button', { name: '上移 演示菜单' }).click();
  await expect(alertWith(page, '上移成功')).toBeVisible();

  await page.goto('/main/sys/usertypeassgin');
  await page.getByRole('navigation', { name: '用户类型' }).getByRole('button', { name: '阅卷教师', exact: true }).click();
  const ticks = page.getByRole('tree', { name: '阅卷教师 的权限' });
  await ticks.getByRole('checkbox', { name: '演示菜单', exact: true }).check();
  await expect(ticks.getByRole('checkbox', { name: '演示页面', exact: true })).toBeChecked();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();

  await signIn(page, { ua: 'huanglei', up: 'Lj@2026pass' });
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '演示菜单' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['演示页面']);
  await page.getByRole('menuitem', { name: '演示页面' }).click();
  await expect(page).toHaveURL(/\/main\/demo\/page$/);
});

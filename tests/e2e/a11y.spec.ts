// Accessibility (axe-core, WCAG 2.x A/AA) on every screen of the portal, signed in with the roles that reach it, and
// on its main dialogs: no serious or critical violation (colour contrast included, in the light and the dark theme).
import { expect, test } from './support/mock';
import { COLOUR_RULES, expectAccessible, settled } from './support/axe';
import { EXAM_3001, goInPortal, settle, signIn } from './flows';
import { ADMIN, routesWithoutScreen, SCREEN_LIST, ZHANGWEI } from './support/screens';

// Every screen of the router (support/screens.ts, checked against the route tree), in the light and the dark theme:
// one test per account and theme signs in once and walks its screens inside the portal (as its menus do); each screen
// and each menu or dialog opened on it is read whole by axe, and has one <h1>. The dark theme changes colours only,
// so there axe runs the colour rules (COLOUR_RULES). Every screen is checked; the test names each one that fails.
test('every route of the router has a screen entry (a new route cannot be left out of these checks)', () => {
  expect(routesWithoutScreen()).toEqual({ missing: [], unknown: [] });
});

const accounts = [...new Set(SCREEN_LIST.map((screen) => screen.account))];

for (const scheme of ['light', 'dark'] as const) {
  const rules = scheme === 'dark' ? COLOUR_RULES : undefined;
  for (const account of accounts) {
    const mine = SCREEN_LIST.filter((screen) => screen.account === account);
    test(`${scheme}: every screen ${account?.ua ?? 'signed out'} reaches: ${mine.map((screen) => screen.name).join('、')}`, async ({ page }) => {
      test.setTimeout(20_000 + mine.reduce((n, screen) => n + 10_000 + (screen.opened?.length ?? 0) * 5_000, 0));
      await page.emulateMedia({ colorScheme: scheme });
      await page.addInitScript((value) => localStorage.setItem('theme-mode', value), scheme);
      const exam = mine.find((screen) => screen.exam)?.exam;
      if (account) {
        await signIn(page, account, exam ? { exam } : {});
        await settled(page);
      }
      for (const screen of mine) {
        const { address } = screen;
        await test.step(`${screen.name}: ${address}`, async () => {
          if (account) {
            // A move inside the portal has no load event: wait for the screen's own calls to be done (settle counts
            // them from before the move).
            const quiet = settle(page);
            await goInPortal(page, address);
            await quiet;
          } else {
            await page.goto(address);
          }
          // The screen's own address (a page may add its state to the query: 数据检查 adds ?exam_id=).
          const target = new URL(address, page.url());
          await expect.poll(() => new URL(page.url()).pathname).toBe(target.pathname);
          for (const [name, value] of target.searchParams) expect(new URL(page.url()).searchParams.get(name)).toBe(value);
          await settled(page);
          // Read at rest: the pointer off the page's controls (a hover colour is not the screen's).
          await page.mouse.move(0, 0);
          await expect.soft(page.locator('h1'), `${screen.name}: one <h1>, the page title`).toHaveCount(1);
          await expect.soft(page.getByRole('main'), `${screen.name}: one main landmark`).toHaveCount(1);
          await expectAccessible(page, `${screen.name} (${scheme})`, { soft: true, rules });
          for (const opened of screen.opened ?? []) {
            await opened.open(page);
            await settled(page);
            await expectAccessible(page, `${screen.name} › ${opened.name} (${scheme})`, { soft: true, rules });
            await page.keyboard.press('Escape');
          }
        });
      }
    });
  }
}

test('main dialogs: a form dialog with its messages, the participant editor, a confirmation', async ({ page }) => {
  test.slow(); // several screens, each read whole by axe (seconds each on a shared core)
  await signIn(page, ADMIN, { to: '/main/info/mgeunit' });
  await settled(page);
  await page.getByRole('button', { name: '新增' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /保存|确定/ }).first().click();
  await expectAccessible(page, '新增单位 (with its messages)');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await signIn(page, ZHANGWEI, { to: '/main/exam/mgeexamstudent', exam: EXAM_3001 });
  await settled(page);
  await page.getByRole('button', { name: /^编辑 / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '编辑参考学生');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: /^删除 / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, '删除确认');
  await page.getByRole('button', { name: '取消' }).click();
});

test('the system pages at work, in the dark theme: a chosen permission, a ticked tree, the tag dialog, a log entry', async ({ page }) => {
  test.slow(); // several screens, each read whole by axe (seconds each on a shared core)
  await signIn(page, ADMIN);
  await page.evaluate(() => localStorage.setItem('theme-mode', 'dark'));
  await page.goto('/main/sys/permission');
  await page.getByRole('tree', { name: '权限菜单' }).getByRole('button', { name: /^缓存监控/ }).click();
  await expect(page.getByRole('region', { name: '权限信息' }).getByLabel('权限名称')).toBeEnabled();
  await settled(page);
  await expectAccessible(page, '权限管理 (editing, dark)');

  await page.goto('/main/sys/usertypeassgin');
  await page.getByRole('navigation', { name: '用户类型' }).getByRole('button', { name: '学校管理员' }).click();
  await expect(page.getByRole('tree', { name: '学校管理员 的权限' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, '用户类型授权 (ticked, dark)');

  await page.goto('/main/sys/tag');
  await page.getByRole('button', { name: '新增标签' }).click();
  await page.getByRole('dialog', { name: '新增标签' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog').getByText('请填写标签名称')).toBeVisible();
  await expectAccessible(page, '新增标签 (with its messages, dark)');
  // Saved: the message in the corner, its × named too.
  await page.getByRole('dialog', { name: '新增标签' }).getByLabel('标签名称').fill('无障碍检查');
  await page.getByRole('dialog', { name: '新增标签' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('dialog', { name: '新增标签' })).toBeHidden();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, '保存成功的提示 (dark)');

  await page.goto('/main/sys/log');
  await page.getByRole('button', { name: /请求详情/ }).first().click();
  await expect(page.getByRole('dialog', { name: '请求详情' })).toBeVisible();
  await settled(page);
  await expectAccessible(page, '请求详情 (dark)');
});

// Requests never trap the user (spec 1 §8, spec 2 §8): a slow call can be cancelled from the loading overlay, times
// out, and leaving the page lets it go; a failure says in Chinese what happened (no parser or fault text); lists,
// trees and card lists that failed to load say so in place of the data, with 重试; import and export failures are
// titled alerts; notifications are few and keep off the toolbars.
import { expect, type Locator, type Page } from '@playwright/test';
import { test, clearScenario, requests, setScenario } from './support/mock';
import { ACCOUNT, alertWith, settle, signIn } from './flows';

/** The page-wide loading overlay, by its spinner. */
const overlay = (page: Page) => page.getByLabel('加载中', { exact: true });
const notifications = (page: Page) => page.locator('.mantine-Notification-root');

/** Nothing matches now (not "eventually": a notification that shows and goes away must still fail this). */
async function noneNow(locator: Locator): Promise<void> {
  expect(await locator.count(), `${locator} is shown`).toBe(0);
}

async function openUnits(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/info/mgeunit' });
  await expect(page.getByRole('heading', { name: '单位列表' })).toBeVisible();
  await expect(page.getByText('共 5 条')).toBeVisible();
}

/** Opens 新增单位 and fills a valid new school. */
async function fillNewUnit(page: Page, name = '临江市第七中学'): Promise<Locator> {
  await page.getByRole('button', { name: '新增单位' }).click();
  const dialog = page.getByRole('dialog', { name: '新增单位' });
  await dialog.getByLabel('单位名称').fill(name);
  await dialog.getByLabel('单位编码').fill('LJ007');
  await dialog.getByLabel('单位简码').fill('LJQZ');
  await dialog.getByRole('combobox', { name: '单位类型' }).click();
  await page.getByRole('option', { name: '学校', exact: true }).click();
  return dialog;
}

test.describe('slow calls', () => {
  test('the loading overlay offers 取消 after a few seconds; it aborts the save, says so and keeps the dialog', async ({ page }) => {
    await openUnits(page);
    const dialog = await fillNewUnit(page);
    await setScenario([{ path: '/api/newunit/saveUnit', delayMs: 20_000 }]);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(overlay(page)).toBeVisible();
    const cancel = page.getByTestId('loading-overlay').getByRole('button', { name: '取消' });
    await expect(cancel).toBeVisible({ timeout: 6000 });
    await cancel.click();

    await expect(alertWith(page, '请求已取消')).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('单位名称')).toHaveValue('临江市第七中学');
    await expect(dialog.getByRole('button', { name: '确定' })).toBeEnabled();
    // The page is usable again: the dialog closes and the header's 首页 works.
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toHaveCount(0);
    await noneNow(alertWith(page, '保存成功'));
  });

  test('Back during a slow save leaves the page at once, and the late answer claims no success', async ({ page }) => {
    // Reach the unit table inside the portal (from the header menu), so Back stays in the portal.
    await signIn(page);
    await page.getByRole('button', { name: '信息管理' }).hover();
    await page.getByRole('menuitem', { name: '单位列表' }).click();
    await expect(page).toHaveURL(/\/main\/info\/mgeunit/);
    await expect(page.getByText('共 5 条')).toBeVisible();
    const dialog = await fillNewUnit(page, '临江市第八中学');
    await setScenario([{ path: '/api/newunit/saveUnit', delayMs: 4000 }]);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/newunit/saveUnit'), { timeout: 15_000 });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(overlay(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/main\/cardMenu$/);
    // At once, not when the answer comes (4 s).
    await expect(overlay(page)).toHaveCount(0, { timeout: 1500 });
    await expect(page.getByRole('dialog', { name: '新增单位' })).toHaveCount(0);

    // The answer arrives after the dialog has gone: the unit was saved, but no dialog pretends to have succeeded.
    expect((await answered).status()).toBe(200);
    await settle(page);
    await noneNow(alertWith(page, '保存成功'));
    await page.goto('/main/info/mgeunit');
    await expect(page.getByRole('table', { name: '单位列表' }).getByText('临江市第八中学')).toBeVisible();
  });

  test('a slow action leaves the header free: 首页 goes home at once', async ({ page }) => {
    await openUnits(page);
    await setScenario([{ path: '/api/newunit/delUnit', delayMs: 6000 }]);
    await page.getByRole('table', { name: '单位列表' }).getByRole('button', { name: '删除 临江市教研室' }).click();
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await expect(overlay(page)).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: '首页' }).click({ timeout: 3000 });
    await expect(page).toHaveURL(/\/main\/cardMenu$/);
    await expect(overlay(page)).toHaveCount(0);
  });

  test("a call without an answer ends after 30 s with '请求超时，请稍后重试'", async ({ page }) => {
    // The page's clock: its 30 s pass at once, not in real time.
    await page.clock.install();
    await openUnits(page);
    const dialog = await fillNewUnit(page);
    await setScenario([{ path: '/api/newunit/saveUnit', delayMs: 45_000 }]);
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/newunit/saveUnit'));
    await dialog.getByRole('button', { name: '确定' }).click();
    await sent;
    await page.clock.fastForward(29_000);
    await expect(overlay(page)).toBeVisible();
    await noneNow(alertWith(page, '请求超时，请稍后重试'));
    await page.clock.fastForward(1_000);
    await expect(alertWith(page, '请求超时，请稍后重试')).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await noneNow(alertWith(page, '保存成功'));
  });
});

test.describe('failures in Chinese', () => {
  test('an unreadable answer after a save says the result is unknown, not a network error', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await openUnits(page);
    const dialog = await fillNewUnit(page);
    await setScenario([{ path: '/api/newunit/saveUnit', malformed: true }]);
    await dialog.getByRole('button', { name: '确定' }).click();
    const alert = alertWith(page, '服务器返回的数据无法解析，请刷新后确认是否已保存');
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText(/网络错误|JSON|Unexpected/);
    await expect(dialog).toBeVisible();
    // The detail is for developers, in the console.
    expect(logged.join('\n')).toMatch(/ResponseParseError/);
  });

  test("an HTTP error says '服务器出错（HTTP 500）' without the server's technical text", async ({ page }) => {
    await openUnits(page);
    const dialog = await fillNewUnit(page);
    await setScenario([{ path: '/api/newunit/saveUnit', status: 500 }]);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(alertWith(page, '服务器出错（HTTP 500），请稍后重试')).toBeVisible();
    await noneNow(notifications(page).filter({ hasText: /Mock fault|HTTP 500 for/ }));
    await expect(dialog).toBeVisible();
  });

  test("the SMS code's HTTP failure says '验证码发送失败'", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    await setScenario([{ path: '/api/login/sendPhoneCode', status: 500 }]);
    await page.getByLabel('手机号', { exact: true }).fill('13812345678');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(alertWith(page, '验证码发送失败')).toBeVisible();
    await noneNow(notifications(page).filter({ hasText: /Mock fault/ }));
  });
});

test.describe('lists that failed to load', () => {
  test('a paged table shows the reason and 重试 in place of its rows, and no 共 0 条', async ({ page }) => {
    await signIn(page);
    await setScenario([{ path: '/api/newunit/listUnits', status: 500 }]);
    await page.goto('/main/info/mgeunit');
    const table = page.getByRole('table', { name: '单位列表' });
    await expect(table.getByRole('alert')).toHaveText(/加载失败：服务器出错（HTTP 500），请稍后重试/);
    await expect(table.getByText('暂无数据')).toHaveCount(0);
    await expect(page.getByText('共 0 条')).toHaveCount(0);
    await noneNow(notifications(page).filter({ hasText: /HTTP|失败|加载/ }));

    await clearScenario();
    await table.getByRole('button', { name: '重试' }).click();
    await expect(page.getByText('共 5 条')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: '临江市第一中学' })).toBeVisible();
  });

  test('the exam cards say their load failed, with 重试, not 暂无考试', async ({ page }) => {
    await signIn(page);
    await setScenario([{ path: '/api/exam/loadexam', drop: true }]);
    await page.goto('/main/exam');
    const list = page.getByRole('region', { name: '考试列表' });
    await expect(list.getByRole('alert')).toContainText('加载失败：');
    await expect(list.getByText('暂无考试')).toHaveCount(0);
    await expect(page.getByText('共 0 条')).toHaveCount(0);

    await clearScenario();
    await list.getByRole('button', { name: '重试' }).click();
    await expect(list.getByText('2026年秋季高一期中联考').first()).toBeVisible();
  });

  test('the unit tree beside a list says its load failed, with 重试', async ({ page }) => {
    await signIn(page);
    await setScenario([{ path: '/api/user/loadtreeallunit', status: 503 }]);
    await page.goto('/main/info/mgeuser');
    await expect(page.getByRole('heading', { name: '管理员管理' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: '加载失败：服务器出错（HTTP 503），请稍后重试' })).toBeVisible();

    await clearScenario();
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByRole('tree', { name: '单位树' }).getByText('临江市第一中学')).toBeVisible();
  });
});

test.describe('alerts and notifications', () => {
  test("a failed export is an alert titled '导出列表错误'", async ({ page }) => {
    await signIn(page, ACCOUNT, { to: '/main/info/teauser' });
    await page.getByRole('tree', { name: '单位树' }).getByText('临江市第一中学', { exact: true }).click();
    await setScenario([{ path: '/api/info/user/downimporttemplate', status: 500 }]);
    await page.getByRole('button', { name: '下载导入模板' }).click();
    const alert = page.getByRole('dialog', { name: '导出列表错误' });
    await expect(alert).toContainText('服务器出错（HTTP 500），请稍后重试');
    await alert.getByRole('button', { name: '确定' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('at most three notifications at once, and none over the toolbar', async ({ page }) => {
    await openUnits(page);
    await setScenario(
      ['一', '二', '三', '四', '五'].map((n) => ({ path: '/api/newunit/switchUnitState', failure: `第${n}次停用失败`, times: 1 })),
    );
    const state = page.getByRole('table', { name: '单位列表' }).getByRole('switch', { name: '临江市第二中学 启用状态' });
    for (let i = 0; i < 5; i += 1) {
      await state.click({ force: true });
      const confirm = page.getByRole('dialog', { name: '提示' });
      await confirm.getByRole('button', { name: '确定' }).click();
      await expect(confirm).toHaveCount(0);
      await expect.poll(async () => (await requests({ path: '/api/newunit/switchUnitState' })).length).toBe(i + 1);
    }
    await expect(notifications(page).first()).toBeVisible();
    // Where they are now, all at once (they close by themselves after a few seconds).
    const boxes = await notifications(page).evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    );
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.length).toBeLessThanOrEqual(3);

    const toolbar = { 查询: page.getByRole('button', { name: '查询' }), 新增单位: page.getByRole('button', { name: '新增单位' }), 单位名称: page.getByRole('textbox', { name: '单位名称' }) };
    for (const [name, control] of Object.entries(toolbar)) {
      const c = await control.boundingBox();
      expect(c).not.toBeNull();
      if (!c) continue;
      for (const b of boxes) {
        const overlaps = b.x < c.x + c.width && c.x < b.x + b.width && b.y < c.y + c.height && c.y < b.y + b.height;
        expect(overlaps, `a notification covers ${name}`).toBe(false);
      }
    }
  });
});

// The system administrator's read-only pages, as the platform administrator (admin) uses them against the stateful
// mock: the system log (the calls the mock really received, filtered and paged 15 at a time, each readable in full
// with passwords and tokens masked), the login log (real sign-ins), the cache monitor (figures that move with the
// mock's activity) and the test page (the push channel's bar to the end, the result as success or error).
import { expect, type Page } from '@playwright/test';
import { test, requests, setScenario, waitForRequest } from './support/mock';
import { signIn, signInWithForm } from './flows';
import { pickTime } from './support/roomDesign';

const ADMIN = { ua: 'admin', up: 'Admin@2026' };
const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');

async function filter(page: Page, fields: { username?: string; url?: string }): Promise<void> {
  const form = page.getByRole('search', { name: '日志查询' });
  if (fields.username !== undefined) await form.getByLabel('用户名').fill(fields.username);
  if (fields.url !== undefined) await form.getByLabel('请求地址').fill(fields.url);
  await form.getByRole('button', { name: '查询' }).click();
}

test('the system log: the calls just made, filtered, paged 15 at a time and readable in full without secrets', async ({ page }) => {
  await signIn(page, ADMIN, { to: '/main/sys/log' });
  await expect(page.getByRole('heading', { name: '日志管理' })).toBeVisible();
  await expect(bodyRows(page, '系统日志列表')).toHaveCount(15);
  const first = await waitForRequest('/api/log/listlog');
  expect(first.body).toEqual({ page: 1, pagesize: 15 });

  // The administrator's own sign-in asked for the user info: it is in the log, newest first.
  await filter(page, { username: 'admin', url: 'userinfo' });
  await expect(page).toHaveURL(/username=admin/);
  await expect(page).toHaveURL(/request_url=userinfo/);
  const row = bodyRows(page, '系统日志列表').first();
  await expect(row).toContainText('/api/login/userinfo');
  await expect(row).toContainText('admin');
  await expect(row).toContainText('成功');
  await row.getByRole('button', { name: /查看 .* 的请求详情/ }).click();
  const dialog = page.getByRole('dialog', { name: '请求详情' });
  const answer = dialog.getByRole('region', { name: '返回内容' });
  await expect(answer).toContainText('"success": true');
  await expect(answer).toContainText('系统管理员');
  await expect(answer).toContainText('"token": "******"');
  await dialog.getByRole('button', { name: '关闭' }).click();

  // Filters survive a reload (they are in the address); 重置 clears them.
  await page.reload();
  await expect(page.getByRole('search', { name: '日志查询' }).getByLabel('用户名')).toHaveValue('admin');
  await expect(bodyRows(page, '系统日志列表').first()).toContainText('/api/login/userinfo');
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.getByRole('search', { name: '日志查询' }).getByLabel('用户名')).toHaveValue('');
  await expect.poll(async () => (await requests({ path: '/api/log/listlog' })).at(-1)?.body).toEqual({ page: 1, pagesize: 15 });

  // A seeded operation by url, then page 2.
  await filter(page, { url: 'savetag' });
  await expect(bodyRows(page, '系统日志列表').first()).toContainText('/api/tag/savetag');
  await page.getByRole('button', { name: '重置' }).click();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect.poll(async () => (await requests({ path: '/api/log/listlog' })).at(-1)?.body).toEqual({ page: 2, pagesize: 15 });
  await expect(bodyRows(page, '系统日志列表')).toHaveCount(15);
});

test('a password change appears in the system log with its passwords masked', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.request.post('/api/login/editPassword', { data: { oldPassword: 'not-my-old', newPass1: 'New#Secret9', newPass2: 'New#Secret9' } });
  await page.goto('/main/sys/log?request_url=editPassword');
  const row = bodyRows(page, '系统日志列表').first();
  await expect(row).toContainText('失败');
  await row.getByRole('button', { name: /请求详情/ }).click();
  const params = page.getByRole('dialog', { name: '请求详情' }).getByRole('region', { name: '请求参数' });
  await expect(params).toContainText('"newPass1": "******"');
  await expect(params).not.toContainText('New#Secret9');
  await expect(params).not.toContainText('not-my-old');
});

test('the login log: the own sign-in first; a start and end time to the minute (seeded sign-ins of September)', async ({ page }) => {
  // Through the form: the sign-in this test reads in the log is its own, made now.
  await signInWithForm(page, ADMIN);
  await expect(page).toHaveURL(/\/main\/cardMenu$/);
  await page.goto('/main/sys/loginlog');
  await expect(page.getByRole('heading', { name: '登录日志' })).toBeVisible();
  await filter(page, { username: 'admin' });
  const row = bodyRows(page, '登录日志列表').first();
  await expect(row).toContainText('/api/login/dologin');
  await expect(row.locator('td').first()).toContainText(new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }));
  await expect(row).toContainText('成功');
  await row.getByRole('button', { name: /请求详情/ }).click();
  const params = page.getByRole('dialog', { name: '请求详情' }).getByRole('region', { name: '请求参数' });
  await expect(params).toContainText('"ua": "admin"');
  await expect(params).not.toContainText('Admin@2026');
  await page.getByRole('dialog', { name: '请求详情' }).getByRole('button', { name: '关闭' }).click();

  // Start and end are times (spec 3 §2.7), to the minute: the end minute is included to its last second.
  await page.goto('/main/sys/loginlog?stime=2026-09-05 08:00&etime=2026-09-10 12:00');
  await expect.poll(async () => (await requests({ path: '/api/log/listloginlog' })).at(-1)?.body).toEqual({
    page: 1,
    pagesize: 15,
    stime: '2026-09-05 08:00:00',
    etime: '2026-09-10 12:00:59',
  });
  await expect(page.getByRole('button', { name: '开始时间', exact: true })).toHaveText('2026-09-05 08:00');
  const within = async (from: string, to: string) => {
    await expect(bodyRows(page, '登录日志列表').first()).toContainText('/api/login/dologin');
    const times = await bodyRows(page, '登录日志列表').locator('td:first-child').allTextContents();
    expect(times.length).toBeGreaterThan(0);
    for (const t of times) expect(t >= from && t <= to, t).toBe(true);
  };
  await within('2026-09-05 08:00:00', '2026-09-10 12:00:59');

  // The end time chosen in its picker: a day, an hour and a minute.
  await pickTime(page, page.getByRole('button', { name: '结束时间', exact: true }), '2026年9月10日', '18', '30');
  await page.getByRole('search', { name: '日志查询' }).getByRole('button', { name: '查询' }).click();
  await expect.poll(async () => (await requests({ path: '/api/log/listloginlog' })).at(-1)?.body).toMatchObject({ stime: '2026-09-05 08:00:00', etime: '2026-09-10 18:30:59' });
  await expect(page).toHaveURL(/etime=2026-09-10(\+|%20)18%3A30/);
  await within('2026-09-05 08:00:00', '2026-09-10 18:30:59');
});

test('the cache monitor shows the figures in Chinese and its refresh reads them again', async ({ page }) => {
  await signIn(page, ADMIN, { to: '/main/sys/redismanager' });
  const panel = page.getByRole('region', { name: '缓存服务器信息' });
  await expect(panel.getByLabel('运行模式')).toHaveText('单机');
  await expect(panel.getByLabel('角色')).toHaveText('主节点');
  await expect(panel.getByLabel('运行时间')).toHaveText(/\d+天 \d+小时/);
  const clients = Number(await panel.getByLabel('客户端连接数').textContent());
  expect(clients).toBeGreaterThan(0);
  // Another session signs in: the next read counts it.
  const other = await page.context().browser()?.newContext();
  await other?.request.post(`${new URL(page.url()).origin}/api/login/dologin`, { data: { ua: 'liuyang', up: 'Lj@2026pass', rememberMe: false } });
  await other?.close();
  const reads = (await requests({ path: '/api/redis/info' })).length;
  await page.getByRole('button', { name: '刷新' }).click();
  await expect.poll(async () => (await requests({ path: '/api/redis/info' })).length).toBe(reads + 1);
  await expect(panel.getByLabel('客户端连接数')).not.toHaveText(String(clients));
  await expect(page.getByText(/更新于 \d{1,2}:\d{2}:\d{2}/)).toBeVisible();
});

test('the test page: the bar goes to the end with the success text; a failure is shown as an error', async ({ page }) => {
  await signIn(page, ADMIN, { to: '/main/sys/TestPage' });
  await page.getByRole('button', { name: '开始测试' }).click();
  await expect(page.getByRole('progressbar', { name: '测试进度' })).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByRole('status').filter({ hasText: '进度测试完成' })).toBeVisible();
  await expect(page.getByText('进度条测试（10/10）')).toBeVisible();

  await setScenario([{ path: '/api/common/test-progress', example: 'noChannel' }]);
  await page.getByRole('button', { name: '开始测试' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '推送通道未连接，无法推送进度' })).toBeVisible();
});

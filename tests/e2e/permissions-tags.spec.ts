// A page granted through a user tag (用户标签授权, issue 29): 缓存监控 ticked for 公办学校 reaches 王芳, a marking teacher
// whose school (临江市第一中学) is tagged 公办学校, after she signs in: in her header and by the page itself; unticked, it
// is gone from her header and the server refuses its call again.
import { expect, type Page } from '@playwright/test';
import { test } from './support/mock';
import { alertWith, signIn } from './flows';

const ADMIN = { ua: 'admin', up: 'Admin@2026' };
const WANGFANG = { ua: 'wangfang', up: 'Lj@2026pass' }; // 阅卷教师 (type 4) at 临江市第一中学 (tagged 公办学校)
const TAG = '公办学校';
const box = (page: Page, name: string) => page.getByRole('tree', { name: `${TAG} 的权限` }).getByRole('checkbox', { name, exact: true });

async function setCacheMonitor(page: Page, granted: boolean): Promise<void> {
  await signIn(page, ADMIN, { to: '/main/sys/usertagassgin' });
  await page.getByRole('navigation', { name: '用户标签' }).getByRole('button', { name: TAG, exact: true }).click();
  await expect(box(page, '缓存监控')).toBeVisible();
  await box(page, '缓存监控').setChecked(granted);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
}

test('a page ticked for a user tag shows for a member of a tagged unit after signing in, and goes when unticked', async ({ page }) => {
  await setCacheMonitor(page, true);

  await signIn(page, WANGFANG);
  const nav = page.getByRole('navigation', { name: '主菜单' });
  await nav.getByRole('button', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: '缓存监控' }).click();
  await expect(page.getByRole('heading', { name: '缓存监控' })).toBeVisible();
  // Typed in again (a full load), the page still opens; and the server answers its call for her. (Waiting for the
  // page's own call across the reload caught the page's earlier refresh once, whose body was gone with its page.)
  await page.reload();
  await expect(page.getByRole('heading', { name: '缓存监控' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '无权访问此页面' })).toHaveCount(0);
  const granted = await page.request.get('/api/redis/info');
  expect((await granted.json()).success).toBe(true);

  await setCacheMonitor(page, false);
  await signIn(page, WANGFANG);
  await expect(nav.getByRole('button', { name: '信息管理' })).toBeVisible(); // 公办学校's own pages stay
  await expect(nav.getByRole('button', { name: '系统管理' })).toHaveCount(0);
  const refused = await page.request.get('/api/redis/info');
  expect((await refused.json()).result).toBe('没有该功能的权限');
});

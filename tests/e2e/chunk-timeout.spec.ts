// Spec 1 §8: a script chunk load taking over 120 seconds fails. The page's chunk is held back by the network and the
// page's clock is moved on (Playwright's fake clock), so the test does not wait two minutes.
import { expect } from '@playwright/test';
import { test } from './support/mock';
import { signIn } from './flows';

const EXAM_LIST_CHUNK = /\/assets\/main\.exam\.index-[^/]*\.js$/;

test('a page whose code has not arrived after 120 s says so, and reloading fetches it again', async ({ page }) => {
  await page.clock.install();
  await signIn(page);
  // The exam list's code never arrives.
  await page.route(EXAM_LIST_CHUNK, () => undefined);
  await page.getByRole('link', { name: '考试管理' }).first().click();
  await expect(page).toHaveURL(/\/main\/exam$/);

  await page.clock.fastForward('01:59');
  await expect(page.getByText('页面加载失败')).toBeHidden();
  await page.clock.fastForward('00:02');
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  await expect(page.getByText('页面加载超时（超过120秒），请检查网络后重试')).toBeVisible();

  // The network is back: reloading asks for the code again and the page opens.
  await page.unroute(EXAM_LIST_CHUNK);
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '考试管理' }).first()).toBeVisible();
});

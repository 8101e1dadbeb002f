// What a person does again and again in these tests, written once.
import { expect, type Page } from '@playwright/test';

export const ACCOUNT = { ua: 'zhangwei', up: 'Lj@2026pass' };

export async function signIn(page: Page, account = ACCOUNT): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('账号', { exact: true }).fill(account.ua);
  await page.getByLabel('密码', { exact: true }).fill(account.up);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/cardMenu$/);
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
}

/** Notifications are the portal's alerts; this finds one by its text. */
export const alertWith = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text });

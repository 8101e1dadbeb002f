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

/** The SMS-code tab: ask for a code for a valid phone number, type the code and submit. */
export async function signInByCode(page: Page, code: string, phone = '13812345678'): Promise<void> {
  await page.goto('/login');
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByLabel('手机号', { exact: true }).fill(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.locator('input[aria-label^="验证码"]').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
}

/** Notifications are the portal's alerts; this finds one by its text. */
export const alertWith = (page: Page, text: string | RegExp) => page.locator('.mantine-Notification-root').filter({ hasText: text });

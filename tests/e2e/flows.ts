// What a person does again and again in these tests, written once.
import { expect, type Locator, type Page } from '@playwright/test';
import { useStoredSignIn } from './support/signIns';

export const ACCOUNT = { ua: 'zhangwei', up: 'Lj@2026pass' };

const HOME = '/main/cardMenu';

/** Where a signed-in test starts: a page of the portal (the home card menu unless told) and the exam chosen first. */
export interface Landing {
  to?: string;
  /** Chosen before the page loads, as the exam list would (the app state the exam sub-pages read). */
  exam?: ExamChoice;
}

/**
 * Signs in and opens `to` (the home card menu unless told), with `exam` chosen first. A test's first sign-in (the page
 * has shown nothing yet) gives the browser the session cookie of the account's stored sign-in (one sign-in through the
 * API per worker and account, support/signIns.ts) and opens `to` straight away: the login form is what login.spec.ts
 * tests, and every other test saves its page loads. Signing in again on a page already open (after a sign-out or an
 * expired session) uses the form, since what the portal does then is part of the test.
 */
export async function signIn(page: Page, account = ACCOUNT, { to = HOME, exam }: Landing = {}): Promise<void> {
  if (page.url() === 'about:blank') {
    await useStoredSignIn(page, account);
    if (exam) {
      // The app state lives in the portal's origin: a static file of the build opens it without starting the portal.
      await page.goto('/favicon.svg');
      await chooseExam(page, exam);
    }
    await page.goto(to);
  } else {
    await signInWithForm(page, account);
    await expect(page).toHaveURL(/\/main\/cardMenu$/);
    if (exam) await chooseExam(page, exam);
    if (to !== HOME) await page.goto(to);
  }
  if (to === HOME) await expect(page).toHaveURL(/\/main\/cardMenu$/);
}

/**
 * Opens a path inside the running portal without loading it again, as the browser's Forward button does between the
 * portal's own pages: the router decides (its guards, the page's calls) as on any move inside the portal, and the
 * portal does not start again. For tests that walk many pages of one account; `page.goto` is an address typed in.
 */
export async function goInPortal(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = (history.state ?? {}) as { __TSR_index?: number };
    const key = Math.random().toString(36).slice(2);
    history.pushState({ key, __TSR_key: key, __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
}

/** The login page's form, opened, filled and sent as a person would. */
export async function signInWithForm(page: Page, account = ACCOUNT): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, account);
}

/** Fills and sends the login form the portal is showing (after 登录失效 it returns to where the user was). */
export async function submitLoginForm(page: Page, account = ACCOUNT): Promise<void> {
  await page.getByLabel('账号', { exact: true }).fill(account.ua);
  await page.getByLabel('密码', { exact: true }).fill(account.up);
  await page.getByRole('button', { name: '登录', exact: true }).click();
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

/**
 * The portal's alerts, by their text: notifications, and the titled alert dialogs of import and export failures
 * ('导入错误', '导出列表错误'; lib/feedback showAlert).
 */
export const alertWith = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root, section[role="dialog"]').filter({ hasText: text });

/** The portal's confirmation dialog (lib/confirm: title 提示, 确定 and 取消). */
export const confirmDialog = (page: Page) => page.getByRole('dialog', { name: '提示' });

/** Answers the confirmation dialog that shows this text (确定 unless told) and waits for it to close. */
export async function confirmWith(page: Page, text: string | RegExp, button: '确定' | '取消' = '确定'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

/** Reads a notification and closes it, as a person does before an action that shows the same text again. */
export async function readAndClose(page: Page, text: string | RegExp): Promise<void> {
  const alert = alertWith(page, text);
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: '关闭' }).click();
  await expect(alert).toHaveCount(0);
}

/** What the exam list keeps in the persisted app state when a user opens an exam's page (lib/appState.ts). */
export interface ExamChoice {
  exam_id: number;
  exam_name: string;
  exam_subject_ids: number[];
  exam_subjects_name: string[];
  subject_id?: number;
  subject_name?: string;
  /** The exam's schools (a joint exam's units). */
  exam_all_unit_ids?: number[];
  exam_all_unit_names?: string[];
}

/** 2026年秋季高一期中联考 (3001, joint exam of 101 and 102, state 2), subject 数学. */
export const EXAM_3001: ExamChoice = {
  exam_id: 3001,
  exam_name: '2026年秋季高一期中联考',
  exam_subject_ids: [1, 2, 3],
  exam_subjects_name: ['语文', '数学', '英语'],
  subject_id: 2,
  subject_name: '数学',
  exam_all_unit_ids: [101, 102],
  exam_all_unit_names: ['临江市第一中学', '临江市实验中学'],
};

/**
 * Chooses an exam as the exam list would (the app state the exam sub-pages read), for tests that start on a sub-page.
 * Call after signIn (the app state lives in the portal's origin), then go to the page.
 */
export async function chooseExam(page: Page, choice: ExamChoice = EXAM_3001): Promise<void> {
  // The tab's own copy too (lib/appState keeps the choice per tab, sessionStorage first).
  await page.evaluate((state) => {
    localStorage.setItem('exam-app-state', JSON.stringify(state));
    sessionStorage.setItem('exam-app-state', JSON.stringify(state));
  }, choice);
}

/**
 * Answers a dialog with one of its buttons and waits until it is gone. One press must do: the dialog host is loaded
 * before the first dialog (lib/confirm preloadModalsHost), so a dialog takes clicks as soon as it shows.
 */
export async function answerDialog(dialog: Locator, button: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

/** Lets the portal finish what it started (calls, redirects) before a check that something did not happen. */
export async function settle(page: Page): Promise<void> {
  // Not waitForLoadState('networkidle'): that state is reached once per document, so after the portal's own (client
  // side) navigations it returns at once, while the new screen's calls are still to come.
  let pending = 0;
  let last = Date.now();
  const started = () => { pending += 1; last = Date.now(); };
  const ended = () => { pending = Math.max(0, pending - 1); last = Date.now(); };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (pending > 0 || Date.now() - last < 600) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

// What a person does again and again in the arrangement wizard's browser tests (exam/examroomdesign), written once.
import { expect, type Locator, type Page } from '@playwright/test';
import { ACCOUNT, EXAM_3001, signIn } from '../flows';

/** Signs in, chooses exam 3001 and opens the wizard on step 0. */
export async function openWizard(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/examroomdesign', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '考场编排' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '数学' })).toBeVisible();
}

export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const next = (page: Page) => page.getByRole('button', { name: '下一步' }).click();
export const seat = (page: Page, room: string, n: number) => page.getByRole('button', { name: `${room} ${n}号座位`, exact: true });

/** Step 0 filled in: a mode, the subjects and an order. */
export async function fillParams(page: Page, p: { mode: string; subjects: string[]; order: string }): Promise<void> {
  await page.getByRole('radio', { name: p.mode }).check();
  for (const s of p.subjects) await page.getByRole('checkbox', { name: s }).check();
  await page.getByRole('radio', { name: p.order, exact: true }).check();
}

/** Picks a day and a time in one of the exam-times dialog's date-time pickers. */
export async function pickTime(page: Page, picker: Locator, day: string, hours: string, minutes: string): Promise<void> {
  await picker.click();
  // The picker's own dropdown: another picker's may still be fading out.
  const id = await picker.getAttribute('aria-controls');
  const dropdown = id ? page.locator(`[id="${id}"]`) : page.locator('body');
  await dropdown.getByRole('button', { name: day, exact: true }).click();
  await dropdown.getByLabel('时', { exact: true }).fill(hours);
  await dropdown.getByLabel('分', { exact: true }).fill(minutes);
  await dropdown.getByRole('button', { name: '确定时间' }).click();
}

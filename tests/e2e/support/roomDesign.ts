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

/** A call of the contract as the signed-in user (another user's work done meanwhile). */
export async function call<T = unknown>(page: Page, path: string, data: unknown): Promise<T> {
  const answer = (await (await page.request.post(path, { data })).json()) as { success: boolean; result: T };
  expect(answer.success, JSON.stringify(answer.result)).toBe(true);
  return answer.result;
}

/** A new area of 临江市实验中学 (102) with rooms 第31…考场 of the given capacity, made through the contract. */
export async function roomsAt102(page: Page, count: number, capacity: number): Promise<void> {
  await call(page, '/api/examroomdesign/saveexamarea', { area_name: '实验楼', unit_id: 102, isAdd: true });
  const areas = await call<{ area_id: number; area_name: string }[]>(page, '/api/examroomdesign/getexamareainfo', { unit_id: 102 });
  const area = areas.find((a) => a.area_name === '实验楼');
  await call(page, '/api/examroomdesign/batchaddexamroom', {
    area_id: area?.area_id,
    room_name_prefix: '第',
    room_name_suffix: '考场',
    room_number: 31,
    start_number: 31,
    end_number: 30 + count,
    room_capacity: capacity,
  });
}

// Who and what is scanned (spec 3 §2.3, §4.2, §5 "Saving", §6, §8.2), against the real driver simulator and the
// stateful mock: room scan (3001 语文, scan type '1', 第07考场 of 临江市第一中学 with 5 seats), school scan (3001 英语,
// type '2'), the scan permission of a type-4 user, and sheets fed upside down or face down.
import { expect, type Page } from '@playwright/test';
import { test, grantInExam, requests, resetMock } from './support/mock';
import { openScanView, resetSimulator, scannerStatus, scanResults, sim } from './support/scanner';
import { alertWith, EXAM_3001, signIn, type ExamChoice } from './flows';

const ROOM_7 = ['301010701', '301010702', '301010703', '301010704', '301010705'];
/** 第07考场 of 临江市实验中学: two seats. */
const ROOM_7B = ['301020701', '301020702'];
const sheet = (examNumber: string) => ({ examNumber, marks: ['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A', 'B'] });
const subject = (subject_id: number, subject_name: string): ExamChoice => ({ ...EXAM_3001, subject_id, subject_name });

async function scan(page: Page, count: number): Promise<void> {
  await expect(scannerStatus(page)).toContainText('已连接');
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await requests({ path: '/api/scannerApi/putpic' })).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled({ timeout: 20_000 });
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
}

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('room scan: the first sheet names the room, every seat is listed, gaps and strangers block the save, a full room saves with S', async ({ page }) => {
  // Seats 1–4 of 第07考场, then 李明 of 第01考场.
  await sim('POST', '/sheets', { sheets: [...ROOM_7.slice(0, 4), '301010101'].map(sheet) });
  await openScanView(page, '', subject(1, '语文'));
  await expect(page.getByText('考场扫描', { exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: '座位号' })).toBeVisible();
  await scan(page, 5);

  // At the scan's end the room scan error table lists the missing seat and the sheet of another room.
  const roomErrors = page.getByRole('dialog', { name: '考场扫描错误' });
  await expect(roomErrors.getByRole('row').filter({ hasText: '301010705' })).toContainText('本次未扫描');
  await expect(roomErrors.getByRole('row').filter({ hasText: '301010101' })).toContainText('考号301010101属于第01考场，但当前考场为第07考场');
  await roomErrors.getByRole('button', { name: '关闭' }).last().click();
  await expect(roomErrors).toBeHidden();
  await expect(page.getByLabel('当前考场')).toHaveText('当前考场：第07考场（已扫描 4 / 5）');
  // Every seat in order; seat 5 has no sheet this time.
  const rows = scanResults(page).getByRole('row');
  await expect(rows.nth(1)).toContainText('第07考场1301010701');
  await expect(rows.nth(5)).toContainText('5301010705');
  await expect(rows.nth(5)).toContainText('本次未扫描');
  await expect(rows.nth(6)).toContainText('301010101');
  expect(await requests({ path: '/api/scannerApi/getroominfo' })).toHaveLength(1);

  // Errors block the save; S is the save key in room scan.
  await page.keyboard.press('s');
  await expect(alertWith(page, '当前有错误，无法保存')).toBeVisible();
  expect(await requests({ path: '/api/scannerApi/submitPaper' })).toHaveLength(0);

  // A new room scan asks first, then starts from an empty list: the whole of 临江市实验中学's 第07考场 this time.
  await sim('POST', '/sheets', { sheets: ROOM_7B.map(sheet) });
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled({ timeout: 20_000 });
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByLabel('当前考场')).toHaveText('当前考场：第07考场（已扫描 2 / 2）');
  await expect(page.getByText('错误：0')).toBeVisible();
  await expect(page.getByRole('button', { name: '保存 (S)' })).toBeVisible();
  await page.keyboard.press('s');
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const [submit] = await requests({ path: '/api/scannerApi/submitPaper' });
  expect((submit?.body as { studentIds: string[] }).studentIds).toEqual(ROOM_7B);
  // The room, its sheets and errors are cleared after the save.
  await expect(page.getByLabel('当前考场')).toHaveText('当前考场：尚未识别');
  await expect(page.getByText('暂无扫描结果')).toBeVisible();
});

test('room scan: a sheet of another room discarded leaves the server too, so it scans again in its own room', async ({ page }) => {
  // Seat 1 of 第07考场, then 李明 of 第01考场: the server takes his pages although he is in the wrong room.
  await sim('POST', '/sheets', { sheets: [ROOM_7[0] ?? '—', '301010101'].map(sheet) });
  await openScanView(page, '', subject(1, '语文'));
  await scan(page, 2);
  const roomErrors = page.getByRole('dialog', { name: '考场扫描错误' });
  await expect(roomErrors.getByRole('row').filter({ hasText: '301010101' })).toContainText('属于第01考场');
  await roomErrors.getByRole('button', { name: '关闭' }).last().click();

  await page.getByRole('button', { name: /^处理错误/ }).click();
  const fix = page.getByRole('dialog', { name: '未识别考号' });
  await expect(fix).toContainText('301010101');
  await fix.getByRole('button', { name: '丢弃', exact: true }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(alertWith(page, '已丢弃')).toBeVisible();
  expect((await requests({ path: '/api/scannerApi/deleteTempPic' })).at(-1)?.body).toMatchObject({ studentIds: ['301010101'] });
  await expect(scanResults(page).getByRole('row').filter({ hasText: '301010101' })).toHaveCount(0);

  // 李明's own room is scanned next: his sheet is a fresh upload, not '第一页已上传'.
  await sim('POST', '/sheets', { sheets: ['301010101'].map(sheet) });
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled({ timeout: 20_000 });
  await expect(page.getByLabel('当前考场')).toHaveText(/当前考场：第01考场/, { timeout: 20_000 });
  await page.getByRole('dialog', { name: '考场扫描错误' }).getByRole('button', { name: '关闭' }).last().click();
  // The room lists all its seats and the table follows the newest: back to seat 1.
  await page.getByRole('switch', { name: '跟随最新' }).uncheck();
  await scanResults(page).evaluate((table) => table.parentElement?.scrollTo({ top: 0 }));
  const li = scanResults(page).getByRole('row').filter({ hasText: '301010101' });
  await expect(li).toContainText('即将上传', { timeout: 20_000 });
  await expect(li).not.toContainText('已上传');
  await expect(page.getByText('错误：0')).toBeVisible();
});

test('school scan: a privileged user chooses the school; a sheet of another school is an error and the school’s progress shows', async ({ page }) => {
  // 张航 (临江市第一中学) and 侯洁悦 (临江市实验中学).
  await sim('POST', '/sheets', { sheets: ['301010701', '301020701'].map(sheet) });
  await openScanView(page, '', subject(3, '英语'));
  await expect(page.getByText('学校扫描', { exact: true })).toBeVisible();
  const school = page.getByRole('combobox', { name: '扫描学校' });
  await expect(school).toBeEnabled();
  await school.click();
  await page.getByRole('option', { name: '临江市第一中学' }).click();
  await expect(page.getByRole('button', { name: /^临江市第一中学：已上传 \d+ \/ 184/ })).toBeVisible();
  await scan(page, 2);
  await expect(scanResults(page).getByRole('row').filter({ hasText: '301010701' })).toContainText('即将上传');
  // Cut at 20 characters in the table; 详情 shows it whole.
  const stranger = scanResults(page).getByRole('row').filter({ hasText: '301020701' });
  await expect(stranger).toContainText('考号301020701不属于临江市第一中…');
  await stranger.getByRole('button', { name: '详情', exact: true }).first().click();
  await expect(page.getByRole('dialog', { name: '错误详情' })).toContainText('考号301020701不属于临江市第一中学');
  await page.keyboard.press('Escape');
  const info = (await requests({ path: '/api/scannerApi/getsubjectinfo' })).slice(-1)[0];
  expect(info?.body).toMatchObject({ exam_unit_id: 101 });
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const [submit] = await requests({ path: '/api/scannerApi/submitPaper' });
  expect(submit?.body).toMatchObject({ studentIds: ['301010701'], exam_unit_id: 101 });
});

test('a marking teacher without the scan permission is refused; granted another subject she is told so for this one; scan staff of the subject may scan', async ({ page, request }) => {
  const wang = { ua: 'wangfang', up: 'Lj@2026pass' };
  // No scan permission in the exam at all: the scanner view is not her page there (myExamPages).
  await signIn(page, wang, { to: '/main/exam/scanView', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '无权访问此页面' })).toBeVisible();
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toHaveCount(0);

  // 张伟 grants her 试卷扫描 (207) for 英语: the view is hers, but not for 数学 (spec 3 §4: 没有扫描权限，请刷新页面).
  await grantInExam(request, 3105, 3001, { permission: 207, subject_ids: [3] });
  await page.reload();
  await expect(page.getByText('没有扫描权限，请刷新页面')).toBeVisible();
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toHaveCount(0);

  await page.context().clearCookies();
  await openScanView(page, '', EXAM_3001, { ua: 'xuminqian', up: 'Lj@2026pass' });
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toBeVisible();
});

test('sheets fed upside down or face down are read straightened and shown as read', async ({ page }) => {
  const { sheets } = await sim<{ sheets: { examNumber: string }[] }>('GET', '/sheets');
  const fresh = sheets.filter((s) => !['301010101', '301010102', '301010201'].includes(s.examNumber)).slice(0, 2);
  await sim('POST', '/sheets', { sheets: fresh });
  await sim('POST', '/faults', { kind: 'rotated_sheet', index: 0 });
  await sim('POST', '/faults', { kind: 'swapped_sheet', index: 1 });
  await openScanView(page);
  await scan(page, 2);
  for (const s of fresh) await expect(scanResults(page).getByRole('row').filter({ hasText: s.examNumber })).toContainText('即将上传');
  await expect(page.getByText('错误：0')).toBeVisible();
  // The face-down sheet's front is the image the scanner took second.
  const { images } = await sim<{ images: { image_path: string; side: 'front' | 'back'; sheetIndex: number }[] }>('GET', '/scanned');
  const front = images.find((i) => i.sheetIndex === 1 && i.side === 'front');
  const row = scanResults(page).getByRole('row').filter({ hasText: fresh[1]?.examNumber ?? '—' });
  await row.getByRole('button', { name: /^查看第 \d+ 张图片$/ }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: `正面 ${front?.image_path ?? '—'}` })).toBeVisible();
});

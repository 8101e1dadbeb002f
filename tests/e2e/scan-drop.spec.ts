// A driver drop mid-batch loses nothing (issue 26): the scanner keeps feeding while the websocket is down, as a real
// driver does; on reconnect the view takes in the images the driver saved meanwhile (get_saved_image_list) and pairs
// each image only with its own other side. Checked against the simulator's ground truth: every page uploaded is
// compared byte for byte with the image the simulator saved for that sheet and side. A driver that does not name the
// sheets pairs by arrival order: when it loses an image the server's page-marker check refuses the page 2 of another
// sheet, and nothing of that pair is stored or saved. A driver that restarts loses what it saved before: the view says
// from which sheet of the batch to feed again.
import { expect, type Page } from '@playwright/test';
import { test, requests, resetMock } from './support/mock';
import { alertWith } from './flows';
import { openScanView, resetSimulator, scanResults, scannerStatus, SEEDED_UPLOADS, sim } from './support/scanner';
import { everyFedSheetOnce, recordUploads, scanAThirdOfTray, scannedImages, uploadsAsSheets } from './support/scanTruth';

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

/** Feeds a 45-sheet double-sided tray, recording the uploads with their answers, until a third of it is scanned. */
async function scanThirdOfTray(page: Page) {
  const uploads = await recordUploads(page, { answers: true });
  await scanAThirdOfTray(page);
  return uploads;
}

test('a driver drop a third of the way into a 45-sheet tray: every sheet goes up once, with its own back, and is saved under its own student', async ({ page }) => {
  // A 45-sheet tray at 300 images a minute takes 18 s to feed, then the uploads and 保存 with its page check.
  test.setTimeout(120_000);
  // A third of the way in the websocket drops; the scanner keeps feeding.
  const uploads = await scanThirdOfTray(page);
  await sim('POST', '/disconnect');
  await expect(alertWith(page, '扫描仪已断开连接')).toBeVisible();
  // Reconnected, the view knows the scan still runs: 停止扫描 works.
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeEnabled({ timeout: 15_000 });
  // Reopening the device mid-scan re-applies no preset (the driver refuses one while scanning): no false failure.
  await expect(scannerStatus(page)).toContainText('已连接');
  await expect(alertWith(page, '设置预设扫描参数失败')).toHaveCount(0);

  await expect.poll(async () => (await sim<{ scanning: boolean }>('GET', '/state')).scanning, { timeout: 60_000 }).toBe(false);
  const scanned = await scannedImages();
  expect(scanned).toHaveLength(90);
  // The last images may still be on their way when the scanner stops: wait until every sheet is in the list.
  await expect(page.getByText('已扫描：45')).toBeVisible({ timeout: 30_000 });
  // The table shows only the rows in view: also wait until every sheet's upload has its answer.
  await expect.poll(() => uploads.filter((u) => u.answer).length, { timeout: 60_000 }).toBe(45);
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled();

  // Every sheet went up exactly once (ground truth: the simulator's saved images), its front as page 1 and its own
  // back as page 2.
  const sent = (await uploadsAsSheets(uploads, scanned)).map(([page1, page2]) => [page1, page2]);
  expect(sent).toEqual(Array.from({ length: 45 }, (_, i) => [`${i}:front`, `${i}:back`]));
  await expect(scanResults(page).getByRole('row').filter({ hasText: '缺少反面图片' })).toHaveCount(0);
  // 保存: every sheet the server read is saved under its own student with its own page 2 (the server's pages
  // against the simulator's images); the rest (numbers already holding a paper, unknown numbers) wait, shown.
  await everyFedSheetOnce(page, uploads);
});

test('a driver that does not name sheets loses an image: the page 2 of another sheet is refused, shown, never stored or saved', async ({ page }) => {
  test.setTimeout(90_000);
  const { sheets } = await sim<{ sheets: { examNumber: string }[] }>('GET', '/sheets');
  const tray = sheets.filter((s) => !SEEDED_UPLOADS.includes(s.examNumber)).slice(0, 3);
  await sim('POST', '/sheets', { sheets: tray });
  // A driver that does not read page markers (no side / sheet_serial): the view pairs in arrival order. The front of
  // sheet 2 (image 2) is saved but never sent nor listed, so the view cannot take it in.
  await sim('POST', '/settings', { sheetIdentity: false });
  await sim('POST', '/faults', { kind: 'drop_image', index: 2 });
  const uploads = await recordUploads(page, { answers: true });
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  await expect.poll(async () => (await sim<{ duplex: boolean }>('GET', '/state')).duplex).toBe(true);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();

  // 停止扫描 is disabled before the scan begins too: wait for the tray's six images first.
  await expect.poll(async () => (await scannedImages()).length, { timeout: 30_000 }).toBe(6);
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled({ timeout: 30_000 });
  const scanned = await scannedImages();
  expect(scanned.map((image) => image.faults.includes('drop_image'))).toEqual([false, false, true, false, false, false]);
  await expect.poll(() => uploads.filter((u) => u.answer).length, { timeout: 30_000 }).toBe(2);
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 30_000 });

  // What went up: sheet 1 with its own back; sheet 2's back with sheet 3's front (one image out of step), refused by
  // the server and stored for nobody. Sheet 3's back waits alone.
  expect((await uploadsAsSheets(uploads, scanned)).map(([page1, page2]) => [page1, page2])).toEqual([
    ['0:front', '0:back'],
    ['1:back', '2:front'],
  ]);
  const mismatch = '第二页与第一页不属于同一张答题卡';
  expect(uploads[0]?.answer).toMatchObject({ student_id: tray[0]?.examNumber, error: null, dealInfo: { page1: true, page2: true } });
  expect(uploads[1]?.answer).toMatchObject({ student_id: null, error: mismatch, dealInfo: { page1: false, page2: false } });

  // The refusal is an error row, with its detail, and counted with the unrecognised sheets. The person is told what to
  // do: the second sheet of the batch lost a page, so from it on the stack is scanned again (one notice, and 详情).
  const feedAgain = '请取出本批第2张及其后的答题卡，按原顺序重新扫描';
  await expect(alertWith(page, '1 张答题卡的两页不属于同一张答题卡，请从本批第2张起按原顺序重新扫描')).toBeVisible();
  const refused = scanResults(page).getByRole('row').filter({ hasText: mismatch });
  await expect(refused).toHaveCount(1);
  await expect(scanResults(page).getByRole('row').filter({ hasText: '缺少反面图片' })).toHaveCount(1);
  await expect(page.getByText('错误：2')).toBeVisible();
  await refused.getByRole('button', { name: '详情', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '错误详情' })).toContainText(mismatch);
  await expect(page.getByRole('dialog', { name: '错误详情' })).toContainText(feedAgain);
  await page.keyboard.press('Escape');

  // 保存 submits sheet 1 only: neither student of the refused pair is saved.
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const submits = await requests({ path: '/api/scannerApi/submitPaper' });
  expect(submits.flatMap((r) => (r.body as { studentIds: string[] }).studentIds)).toEqual([tray[0]?.examNumber]);
  await expect(refused).toHaveCount(1);
});

test('a driver restart a third of the way in: the view names the sheet of the batch to feed again from; what it received went up whole', async ({ page }) => {
  test.setTimeout(120_000);
  const uploads = await scanThirdOfTray(page);

  // The websocket drops, the scanner feeds on a moment, then its driver restarts: its list of saved images starts
  // afresh, so what it saved meanwhile can no longer be asked for.
  await sim('POST', '/disconnect');
  const atDrop = (await scannedImages()).length;
  await expect.poll(async () => (await scannedImages()).length).toBeGreaterThan(atDrop + 3);
  await sim('POST', '/restart');

  // Said, not silent: the sheet of the batch to feed again from, in a notice and on the batch line.
  const said = alertWith(page, /扫描仪驱动已重启，重启前扫描的图片未能接收：请从本批第\d+张答题卡起重新放入扫描/);
  await expect(said).toBeVisible({ timeout: 15_000 });
  const from = Number(/本批第(\d+)张/.exec(await said.first().innerText())?.[1]);
  await expect(page.getByRole('status', { name: '本批次' })).toContainText(`第${from}张起未接收，请重新放入扫描`);
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled({ timeout: 15_000 });

  // Every sheet before it was received whole and went up once with its own back; none from it on went up.
  await expect.poll(() => uploads.filter((u) => u.answer).length, { timeout: 30_000 }).toBe(from - 1);
  const scanned = await scannedImages();
  expect(new Set(scanned.map((image) => image.sheetIndex)).size).toBeGreaterThanOrEqual(from - 1);
  const sent = (await uploadsAsSheets(uploads, scanned)).map(([page1, page2]) => [page1, page2]);
  expect(sent).toEqual(Array.from({ length: from - 1 }, (_, i) => [`${i}:front`, `${i}:back`]));
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 30_000 });
});

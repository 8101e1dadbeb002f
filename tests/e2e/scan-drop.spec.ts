// A driver drop mid-batch loses nothing (issue 26): the scanner keeps feeding while the websocket is down, as a real
// driver does; on reconnect the view takes in the images the driver saved meanwhile (get_saved_image_list) and pairs
// each image only with its own other side. Checked against the simulator's ground truth: every page uploaded is
// compared byte for byte with the image the simulator saved for that sheet and side.
import { expect } from '@playwright/test';
import { test, resetMock } from './support/mock';
import { alertWith } from './flows';
import { openScanView, resetSimulator, scanResults, scannerStatus, sim } from './support/scanner';
import { recordUploads, scannedImages, uploadsAsSheets } from './support/scanTruth';

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('a driver drop a third of the way into a 45-sheet tray: every sheet goes up once, with its own back', async ({ page }) => {
  test.setTimeout(120_000);
  await sim('POST', '/sheets', { generate: { count: 45, seed: 26 } });
  await sim('POST', '/settings', { ratePerMinute: 300 });
  const uploads = await recordUploads(page);
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  await expect.poll(async () => (await sim<{ duplex: boolean }>('GET', '/state')).duplex).toBe(true);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();

  // A third of the way in the websocket drops; the scanner keeps feeding.
  await expect.poll(async () => (await scannedImages()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
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
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled();

  // Every sheet went up exactly once (ground truth: the simulator's saved images), its front as page 1 and its own
  // back as page 2.
  const sent = (await uploadsAsSheets(uploads, scanned)).map(([page1, page2]) => [page1, page2]);
  expect(sent).toEqual(Array.from({ length: 45 }, (_, i) => [`${i}:front`, `${i}:back`]));
  await expect(scanResults(page).getByRole('row').filter({ hasText: '缺少反面图片' })).toHaveCount(0);
});

// A reload or 登录失效 mid-batch loses nothing (issue 26): the scanner keeps feeding while the page is away; when the
// view is back (after the reload, or after signing in again) it restores its rows and takes in what the driver saved
// meanwhile (get_saved_image_list from the last image the stored session names), each image paired only with its own
// other side. Checked against the simulator's ground truth: every fed sheet went up as one upload (one upload_key,
// however often sent) with its own front and back, byte for byte, and after 保存 is saved under its own student with
// its own page 2 (the server's pages against the fed images), or is visibly waiting for a fix.
import { expect } from '@playwright/test';
import { test, resetMock, setScenario } from './support/mock';
import { alertWith, submitLoginForm } from './flows';
import { resetSimulator, scannerStatus, sim } from './support/scanner';
import { batchLine, everyFedSheetOnce, recordUploads, scanAThirdOfTray, stopButton } from './support/scanTruth';

const PUTPIC = '/api/scannerApi/putpic';

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('a reload a third of the way into a 45-sheet tray: the rows come back, every fed sheet goes up once with its own back and is saved under its own student', async ({ page }) => {
  test.setTimeout(150_000);
  const uploads = await recordUploads(page);
  await scanAThirdOfTray(page);

  await page.reload();
  await expect(alertWith(page, /已恢复上次未保存的扫描记录/)).toBeVisible();
  // The batch line goes on counting the batch, from the sheets received before the reload.
  await expect(batchLine(page)).toContainText(/已接收 [1-9]\d* \//);
  await expect(scannerStatus(page)).toContainText('已连接', { timeout: 15_000 });
  // The view shows the scan as the driver has it: 停止扫描 while it still feeds.
  if ((await sim<{ scanning: boolean }>('GET', '/state')).scanning) await expect(stopButton(page)).toBeEnabled();
  await everyFedSheetOnce(page, uploads);
  await expect(alertWith(page, '设置预设扫描参数失败')).toHaveCount(0);
});

test('登录失效 a third of the way into a 45-sheet tray: after signing in again every fed sheet goes up once with its own back and is saved under its own student', async ({ page }) => {
  test.setTimeout(150_000);
  const uploads = await recordUploads(page);
  await scanAThirdOfTray(page);

  await setScenario([{ path: PUTPIC, fault: 'login-expired', times: 1 }]);
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(alertWith(page, '登录失效')).toBeVisible();
  await submitLoginForm(page);
  await expect(page).toHaveURL(/\/main\/exam\/scanView$/);
  await expect(alertWith(page, /已恢复上次未保存的扫描记录/)).toBeVisible();
  await expect(scannerStatus(page)).toContainText('已连接', { timeout: 15_000 });
  await everyFedSheetOnce(page, uploads);
});

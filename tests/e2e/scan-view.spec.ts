// The scanner view (exam/scanView), driven as exam staff would use it: the real driver simulator on the driver's port
// (ws://127.0.0.1:38999, steered through /__sim/) and the stateful mock (spec 3 §2.3, §4.1–4.3, §5, §8.2).
import { expect, type Page } from '@playwright/test';
import { test, requests, resetMock, setScenario } from './support/mock';
import { openScanView, resetSimulator, scannerStatus as status, scanResults as results, SEEDED_UPLOADS, sim, startScan } from './support/scanner';
import { scannedImages } from './support/scanTruth';
import { alertWith, openUserMenu } from './flows';

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('opens the only scanner, scans the tray double-sided and shows each sheet’s outcome', async ({ page }) => {
  const { sheets } = (await sim('GET', '/sheets')) as { sheets: { examNumber: string }[] };
  await openScanView(page);
  await expect(status(page)).toContainText('扫描仪：Kodak i2600');
  await expect(status(page)).toContainText('已连接');
  await expect(page.getByText('全局扫描')).toBeVisible();
  // The subject's scan properties were preset on the scanner (double-sided, red removal).
  await expect.poll(async () => ((await sim('GET', '/state')) as { duplex?: boolean }).duplex).toBe(true);

  await page.keyboard.press('o');
  await expect(alertWith(page, '开始扫描')).toBeVisible();
  await expect(results(page).getByRole('row')).toHaveCount(sheets.length + 1, { timeout: 20_000 });
  await expect(results(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  for (const sheet of sheets) await expect(results(page).getByRole('row').filter({ hasText: sheet.examNumber })).toHaveCount(1);
  await expect(page.getByText(`已扫描：${sheets.length}`)).toBeVisible();
  expect(await requests({ path: '/api/scannerApi/putpic' })).toHaveLength(sheets.length);
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled();

  // The images of a sheet, front and back.
  await page.getByRole('button', { name: '查看第 1 张图片' }).click();
  const viewer = page.getByRole('dialog', { name: '第 1 张答题卡' });
  await expect(viewer.getByRole('img', { name: /^正面 / })).toBeVisible();
  await expect(viewer.getByRole('img', { name: /^反面 / })).toBeVisible();
  await page.keyboard.press('Escape');

  // Sheets not uploaded before are about to upload; 李明's paper was already uploaded (seeded), which his row says.
  const fresh = sheets.filter((sheet) => !SEEDED_UPLOADS.includes(sheet.examNumber));
  expect(fresh.length).toBeGreaterThan(0);
  for (const sheet of fresh) await expect(results(page).getByRole('row').filter({ hasText: sheet.examNumber })).toContainText('即将上传');
  await expect(results(page).getByRole('row').filter({ hasText: '301010101' })).toContainText('已上传');
  await expect(page.getByText('错误：0')).toHaveCount(0);
});

test('a sheet whose upload keeps failing stays in the list and uploads on 重试', async ({ page }) => {
  const tray = (await sim('GET', '/sheets')) as { sheets: { examNumber: string }[] };
  const fresh = tray.sheets.find((sheet) => !SEEDED_UPLOADS.includes(sheet.examNumber));
  await sim('POST', '/sheets', { sheets: [fresh] });
  await openScanView(page);
  await expect(status(page)).toContainText('已连接');
  await setScenario([{ path: '/api/scannerApi/putpic', status: 500, times: 3 }]);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  const row = results(page).getByRole('row').nth(1);
  await expect(row.getByRole('button', { name: '重试' })).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('HTTP 500');
  expect(await requests({ path: '/api/scannerApi/putpic' })).toHaveLength(3);
  await row.getByRole('button', { name: '重试' }).click();
  await expect(row.getByText('即将上传').first()).toBeVisible();
  await expect(page.getByText('错误：0')).toBeVisible();
});

test('no scanner: a warning, then the scanner that arrives is opened; a lost driver is reconnected', async ({ page }) => {
  await sim('POST', '/devices', { devices: [] });
  await openScanView(page);
  await expect(page.getByText('未检测到扫描仪，请确认扫描仪已开启').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toBeDisabled();
  await sim('POST', '/devices/arrive', { device_name: 'Fujitsu fi-7160' });
  await expect(status(page)).toContainText('扫描仪：Fujitsu fi-7160');
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toBeEnabled();

  // A lost connection says so; the client reconnects by itself and goes through the device list again.
  await sim('POST', '/disconnect');
  await expect(alertWith(page, '扫描仪已断开连接')).toBeVisible();
  await expect(status(page)).toContainText('已连接', { timeout: 15_000 });
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toBeEnabled();
});

test('several scanners: the user chooses one', async ({ page }) => {
  await sim('POST', '/devices', { devices: ['Kodak i2600', 'Fujitsu fi-7160'] });
  await openScanView(page);
  const chooser = page.getByRole('dialog', { name: '选择扫描仪' });
  await chooser.getByRole('button', { name: 'Fujitsu fi-7160' }).click();
  await expect(chooser).toBeHidden();
  await expect(status(page)).toContainText('扫描仪：Fujitsu fi-7160');
});

/** A slow 30-sheet tray scanning in the opened view, with some sheets already in the list. */
async function slowScanUnderWay(page: Page): Promise<void> {
  await sim('POST', '/sheets', { generate: { count: 30, seed: 6 } });
  await sim('POST', '/settings', { ratePerMinute: 60 });
  await openScanView(page);
  await startScan(page);
  await expect(results(page).getByRole('row')).not.toHaveCount(1, { timeout: 20_000 });
  expect((await sim<{ scanning: boolean }>('GET', '/state')).scanning).toBe(true);
}

/** The scanner was told to stop (stop_scan) and feeds no more sheets. */
async function scannerStopped(): Promise<void> {
  await expect.poll(async () => (await sim<{ scanning: boolean }>('GET', '/state')).scanning, { timeout: 10_000 }).toBe(false);
  const { messages } = await sim<{ messages: { direction: string; message: { func?: string } }[] }>('GET', '/messages');
  expect(messages.filter((m) => m.direction === 'in').map((m) => m.message.func)).toContain('stop_scan');
  const fed = (await scannedImages()).length;
  expect(fed).toBeLessThan(60);
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect((await scannedImages()).length).toBe(fed);
}

test('leaving the scanner view for another page stops the scanner', async ({ page }) => {
  await slowScanUnderWay(page);
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
  await expect(page).not.toHaveURL(/scanView/);
  await scannerStopped();
});

test('signing out from the scanner view stops the scanner', async ({ page }) => {
  await slowScanUnderWay(page);
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await scannerStopped();
});

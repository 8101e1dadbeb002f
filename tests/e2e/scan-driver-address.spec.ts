// 驱动地址 (参数配置 → 全局设置): where the scanner view looks for the scanner driver is this browser's own setting,
// kept in localStorage under exam-scanner-driver-url (the plain URL). A view pointed at an unused port shows 未连接; the
// address is fixed in 参数配置, which opens while disconnected; the view connects at once and the setting survives a
// reload. The world's driver simulator is at ws://127.0.0.1:SCANNER_PORT (steered through /__sim/).
import { expect } from '@playwright/test';
import { SCANNER_PORT } from './support/env';
import { test } from './support/mock';
import { openScanView, resetSimulator, scannerStatus as status } from './support/scanner';

const DRIVER_ADDRESS_KEY = 'exam-scanner-driver-url';
const SIMULATOR_ADDRESS = `ws://127.0.0.1:${SCANNER_PORT}`;
/** The discard port: nothing listens there. */
const UNUSED_ADDRESS = 'ws://127.0.0.1:9';

test.beforeEach(async () => {
  await resetSimulator();
});

test('a wrong driver address shows 未连接 and is fixed in 参数配置 → 全局设置 → 驱动地址, kept after a reload', async ({ page }) => {
  await openScanView(page);
  // This browser's setting points at a port nothing listens on (as a wrongly typed address would).
  await page.evaluate(([key, url]) => localStorage.setItem(key, url), [DRIVER_ADDRESS_KEY, UNUSED_ADDRESS] as const);
  await page.reload();
  await expect(page.getByRole('heading', { name: '扫描', exact: true })).toBeVisible();
  await expect(status(page)).toContainText('未连接');
  await expect(page.getByText('扫描仪连接失败，请确认扫描软件已打开')).toBeVisible();

  // 参数配置 opens while disconnected: the driver's parameters cannot be read, the address can be changed.
  await page.getByRole('button', { name: '参数配置' }).click();
  const dialog = page.getByRole('dialog', { name: '参数配置' });
  const address = dialog.getByRole('textbox', { name: '驱动地址' });
  await expect(address).toHaveValue(UNUSED_ADDRESS);
  await expect(dialog.getByRole('button', { name: '重试' })).toBeVisible();

  await address.fill(`127.0.0.1:${SCANNER_PORT}`);
  await dialog.getByRole('button', { name: '应用' }).click();
  await expect(dialog.getByText('驱动地址须以 ws:// 或 wss:// 开头')).toBeVisible();
  await address.fill('ws://127.0.0.1');
  await dialog.getByRole('button', { name: '应用' }).click();
  await expect(dialog.getByText('驱动地址须包含端口，如 ws://127.0.0.1:38999')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), DRIVER_ADDRESS_KEY)).toBe(UNUSED_ADDRESS);

  await address.fill(SIMULATOR_ADDRESS);
  await dialog.getByRole('button', { name: '应用' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toContainText('已连接');
  await expect(status(page)).toContainText('扫描仪：Kodak i2600');
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toBeEnabled();
  expect(await page.evaluate((key) => localStorage.getItem(key), DRIVER_ADDRESS_KEY)).toBe(SIMULATOR_ADDRESS);

  // The setting belongs to this browser: a reload connects to it again and the field shows it.
  await page.reload();
  await expect(status(page)).toContainText('已连接');
  await expect(status(page)).toContainText('扫描仪：Kodak i2600');
  await page.getByRole('button', { name: '参数配置' }).click();
  await expect(dialog.getByRole('textbox', { name: '驱动地址' })).toHaveValue(SIMULATOR_ADDRESS);
  await expect(dialog.getByRole('textbox', { name: '文件名前缀' })).toHaveValue('EXAMSCAN');
});

// The designer's 扫描模板 (spec 2 §2.1 paper image tab): the scanner view opens as a dialog in template mode only,
// scans template pages from the real driver simulator and uploads them; the image tab and the canvas show them.
import { expect } from '@playwright/test';
import { test, resetMock } from './support/mock';
import { resetSimulator, scannerStatus, SEEDED_UPLOADS, sim } from './support/scanner';
import { alertWith } from './flows';
import { DESIGNER_VIEWPORT, openDesigner } from './support/designer';

test.use({ viewport: DESIGNER_VIEWPORT });

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('扫描模板 scans template pages in a dialog (template mode only) and adds them to the images', async ({ page }) => {
  const { sheets } = await sim<{ sheets: { examNumber: string }[] }>('GET', '/sheets');
  await sim('POST', '/sheets', { sheets: sheets.filter((s) => !SEEDED_UPLOADS.includes(s.examNumber)).slice(0, 1) });
  await openDesigner(page);
  await page.getByRole('tab', { name: '试卷图片' }).click();
  const images = page.getByRole('list', { name: '试卷图片' }).getByRole('listitem');
  await expect(images).toHaveCount(2);

  await page.getByRole('button', { name: '扫描模板' }).click();
  const dialog = page.getByRole('dialog', { name: '扫描模板图片' });
  await expect(dialog).toBeVisible();
  // Template mode only: no paper scanning to switch to.
  await expect(dialog.getByRole('radio', { name: '试卷扫描' })).toHaveCount(0);
  await expect(scannerStatus(page)).toContainText('已连接');
  await dialog.getByRole('button', { name: /^开始扫描/ }).click();
  await expect(dialog.getByRole('list', { name: '模板图片' }).getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await dialog.getByRole('button', { name: '上传模板（2）' }).click();
  await expect(alertWith(page, '已上传 2 张模板图片')).toBeVisible();

  // The designer reloads its images as soon as they are uploaded.
  await expect(images).toHaveCount(4);
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(images.nth(3)).toContainText('第4页');
});

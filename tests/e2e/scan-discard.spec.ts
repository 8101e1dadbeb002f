// Nothing is thrown away unasked and nothing is uploaded twice (issue 26): a retry after a lost answer is the same
// upload (putpic's upload_key), 清空列表 asks first with the count of unsaved and unrecognised sheets and takes the
// server's temporary uploads away, so that the same sheets can be scanned again.
import { expect, type Page } from '@playwright/test';
import { test, requests, resetMock, setScenario } from './support/mock';
import { openScanView, resetSimulator, scannerStatus, scanResults as results, sim, tray } from './support/scanner';
import { alertWith, answerDialog, EXAM_3001 } from './flows';

const resultRow = (page: Page, text: string) => results(page).getByRole('row').filter({ hasText: text });

async function scanAll(page: Page, rowsAfter: number): Promise<void> {
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(results(page).getByRole('row')).toHaveCount(rowsAfter + 1, { timeout: 20_000 });
  await expect(results(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled({ timeout: 20_000 });
}

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('a retry after a lost answer is the same upload: the sheet is recognised, not “第一页已上传”, and saves', async ({ page }) => {
  const sheets = await tray('301010202', '301020101');
  await sim('POST', '/sheets', { sheets });
  // The server stores the first sheet but its answer is cut off on the way back.
  await setScenario([{ path: '/api/scannerApi/putpic', malformed: true, times: 1 }]);
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  await scanAll(page, 2);
  for (const s of sheets) {
    await expect(resultRow(page, s.examNumber)).toContainText('即将上传');
    await expect(resultRow(page, s.examNumber)).not.toContainText('已上传');
  }
  await expect(page.getByText('错误：0')).toBeVisible();
  const putpics = await requests({ path: '/api/scannerApi/putpic' });
  expect(putpics.length).toBe(3);
  await page.getByRole('button', { name: /^保存/ }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible({ timeout: 15_000 });
});

test('清空列表 asks with the count of unsaved and unrecognised sheets, and a rescan of the cleared sheets works', async ({ page }) => {
  const sheets = await tray('301010202', '301020101');
  await sim('POST', '/sheets', { sheets });
  await sim('POST', '/faults', { kind: 'unreadable_exam_number', index: 1 });
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  await scanAll(page, 2);
  await expect(resultRow(page, '301010202')).toContainText('即将上传');

  const confirm = page.getByRole('dialog', { name: '提示' });
  await page.getByRole('button', { name: '清空列表' }).click();
  await expect(confirm).toContainText('1 张未保存的试卷和 1 张未识别');
  // Esc keeps everything.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(results(page).getByRole('row')).toHaveCount(3);
  expect(await requests({ path: '/api/scannerApi/deleteTempPic' })).toHaveLength(0);

  // Enter confirms (the focus starts on 确定): the rows and the server's unsaved upload go.
  await page.getByRole('button', { name: '清空列表' }).click();
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(alertWith(page, '已清除')).toBeVisible();
  await expect(results(page).getByText('暂无扫描结果')).toBeVisible();
  const discards = await requests({ path: '/api/scannerApi/deleteTempPic' });
  expect(discards.at(-1)?.body).toMatchObject({ studentIds: ['301010202'], exam_id: 3001, subject_id: 2 });

  // Scanning the same sheet again is a fresh upload, not '第一页已上传'.
  await sim('POST', '/sheets', { sheets: sheets.slice(0, 1) });
  await scanAll(page, 1);
  await expect(resultRow(page, '301010202')).toContainText('即将上传');
  await expect(resultRow(page, '301010202')).not.toContainText('已上传');
  await expect(page.getByText('错误：0')).toBeVisible();
});

test('room scan keeps no cache: with sheets in the list the view says so, and leaving asks first in those words', async ({ page }) => {
  const room7 = ['301010701', '301010702'].map((examNumber) => ({ examNumber, marks: ['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A', 'B'] }));
  await sim('POST', '/sheets', { sheets: room7 });
  await openScanView(page, '', { ...EXAM_3001, subject_id: 1, subject_name: '语文' });
  await expect(scannerStatus(page)).toContainText('已连接');
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(results(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  await expect.poll(async () => (await requests({ path: '/api/scannerApi/putpic' })).length, { timeout: 20_000 }).toBe(2);
  await expect(page.getByText(/考场扫描不保存本地缓存/)).toBeVisible({ timeout: 20_000 });
  await expect(results(page).getByRole('row').filter({ hasText: '301010701' })).toBeVisible();

  // The room's seats not scanned are listed at the scan's end: closed.
  await page.getByRole('dialog', { name: '考场扫描错误' }).getByRole('button', { name: '关闭' }).first().click();
  await expect(page.getByRole('dialog', { name: '考场扫描错误' })).toBeHidden();
  // Leaving inside the portal asks first, saying the room's sheets are not cached: staying keeps the rows.
  const leave = page.getByRole('dialog', { name: '未保存的修改' });
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
  await expect(leave).toContainText('考场扫描不保存本地缓存：离开本页，列表中未保存和未识别的试卷将丢失。确定离开吗？');
  await answerDialog(leave, '留在本页');
  await expect(page).toHaveURL(/\/main\/exam\/scanView$/);
  await expect(results(page).getByRole('row').filter({ hasText: '301010701' })).toBeVisible();
  // 离开 leaves.
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '首页' }).click();
  await answerDialog(leave, '离开');
  await expect(page).not.toHaveURL(/scanView/);
});

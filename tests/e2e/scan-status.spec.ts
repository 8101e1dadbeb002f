// The scanner view keeps the operator informed (issue 26): the batch's reconciliation line (已送入 / 已接收 / 已上传 /
// 已保存 and why they differ), how many sheets are still uploading, the table following the newest row (跟随最新),
// one notice per batch for failed uploads, 保存 working whichever processing mode is on at save time, and 覆盖 on a
// twin of the same batch naming that row and asking first.
import { expect, type Page } from '@playwright/test';
import { test, requests, resetMock, setScenario } from './support/mock';
import { openScanView, resetSimulator, scanResults, sim, freshTray, startScan, scanEnded, scanTwins } from './support/scanner';
import { alertWith } from './flows';

const batchLine = (page: Page) => page.getByRole('status', { name: '本批次' });
const rowOf = (page: Page, index: number) => scanResults(page).getByRole('row').filter({ has: page.getByRole('cell', { name: String(index), exact: true }) }).first();

/** Whether the row of sheet `index` is rendered and inside the table's scrolled view. */
function inTableView(page: Page, index: number): Promise<boolean> {
  return scanResults(page).evaluate((table, n) => {
    const scroller = table.parentElement;
    const row = Array.from(table.querySelectorAll('tbody tr')).find((tr) => tr.querySelector('td')?.textContent === String(n));
    if (!scroller || !row) return false;
    const view = scroller.getBoundingClientRect();
    const box = row.getBoundingClientRect();
    return box.top >= view.top && box.bottom <= view.bottom + 1;
  }, index);
}

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('the batch line reconciles fed, received, uploaded and saved, says why they differ, and keeps the earlier batches', async ({ page }) => {
  await freshTray(3);
  await openScanView(page);
  await expect(batchLine(page)).toContainText('已送入 0 / 已接收 0 / 已上传 0 / 已保存 0');
  await startScan(page);
  await scanEnded(page);
  await expect(batchLine(page)).toContainText('已送入 3 / 已接收 3 / 已上传 3 / 已保存 0', { timeout: 15_000 });
  await expect(batchLine(page)).toContainText('3 张未保存');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(batchLine(page)).toContainText('已送入 3 / 已接收 3 / 已上传 3 / 已保存 3');
  await expect(batchLine(page)).not.toContainText('未保存');

  // A bad file name halts the scan: the sheets the scanner fed but the view did not take are counted and explained.
  await freshTray(2);
  await sim('POST', '/faults', { kind: 'bad_file_name', index: 0 });
  await startScan(page);
  await scanEnded(page);
  await expect(batchLine(page)).toContainText(/已送入 [1-9]\d* \/ 已接收 0 \/ 已上传 0 \/ 已保存 0/, { timeout: 15_000 });
  await expect(batchLine(page)).toContainText(/[1-9]\d* 张未接收：扫描已停止，请重新扫描/);
  // The line says which batch of the session it counts; the earlier one stays, compactly, as it ended.
  await expect(batchLine(page)).toContainText('本批次（第 2 批）');
  await expect(page.getByText('此前批次：第 1 批 送入 3 · 接收 3 · 上传 3 · 保存 3')).toBeVisible();
});

test('the line counts the sheets still uploading; the table follows the newest row unless 跟随最新 is off', async ({ page }) => {
  test.setTimeout(90_000);
  await sim('POST', '/sheets', { generate: { count: 30, seed: 26 } });
  await setScenario([{ path: '/api/scannerApi/putpic', delayMs: 4000, times: 3 }]);
  await openScanView(page);
  const follow = page.getByRole('switch', { name: '跟随最新' });
  await expect(follow).toBeChecked();
  await startScan(page);
  await expect(batchLine(page)).toContainText(/上传中 [1-9]\d* 张/, { timeout: 15_000 });
  await scanEnded(page);
  // The newest row is in the table's view without the person scrolling (the table only renders the rows in view).
  await expect.poll(() => inTableView(page, 30), { timeout: 15_000 }).toBe(true);
  await expect(batchLine(page)).toContainText('已接收 30', { timeout: 20_000 });
  await expect(batchLine(page)).not.toContainText('上传中', { timeout: 20_000 });
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0);

  // Switched off, the choice stays in this browser (after a reload too).
  await follow.uncheck();
  await expect(follow).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: '跟随最新' })).not.toBeChecked();
});

test('failed uploads raise one notice for the batch with the count; the rows stay red with 重试', async ({ page }) => {
  await freshTray(3);
  await openScanView(page);
  await setScenario([{ path: '/api/scannerApi/putpic', status: 500 }]);
  await startScan(page);
  await scanEnded(page);
  await expect(alertWith(page, '本批次 3 张答题卡上传失败，请在列表中点击“重试”')).toBeVisible({ timeout: 30_000 });
  await expect(scanResults(page).getByRole('button', { name: '重试' })).toHaveCount(3);
  await expect(batchLine(page)).toContainText('3 张上传失败，可重试');
  // One notice, not one a sheet (nor one an attempt).
  await page.waitForTimeout(1000);
  await expect(alertWith(page, /上传失败/)).toHaveCount(1);
});

test('switching 保存时处理 to 实时处理 between scan and save: 保存 processes and saves the sheets scanned before', async ({ page }) => {
  const tray = await freshTray(2);
  await openScanView(page);
  await page.getByText('保存时处理', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '保存时处理' })).toBeChecked();
  await startScan(page);
  await scanEnded(page);
  for (const s of tray) await expect(scanResults(page).getByRole('row').filter({ hasText: s.examNumber })).toContainText('即将上传', { timeout: 15_000 });
  await page.getByText('实时处理', { exact: true }).click();
  await expect(page.getByRole('radio', { name: '实时处理' })).toBeChecked();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(alertWith(page, '试卷尚未处理完成')).toHaveCount(0);
  const [deal] = await requests({ path: '/api/scannerApi/fixAndDealPaper' });
  expect(deal?.body).toMatchObject({ submit: true });
  expect((deal?.body as { studentIds: string[] }).studentIds.sort()).toEqual(tray.map((s) => s.examNumber).sort());
  await expect(page.getByText('暂无扫描结果')).toBeVisible();
});

test('覆盖 on a twin of the same batch names that row, asks first, and the twin then waits for a number', async ({ page }) => {
  const { tray, twice } = await scanTwins(page);

  await scanResults(page).getByRole('button', { name: '第 3 张的已有试卷' }).click();
  const existing = page.getByRole('dialog', { name: '已有试卷' });
  await expect(existing).toContainText('本批次第 2 行（尚未保存）');
  await expect(existing).not.toContainText('已上传的试卷');
  await existing.getByRole('button', { name: '覆盖' }).click();
  const sure = page.getByRole('dialog', { name: '提示' });
  await expect(sure).toContainText(`考号 ${twice} 已上传的试卷是本批次第 2 行（尚未保存）的答题卡`);
  await sure.getByRole('button', { name: '覆盖' }).click();
  await expect(existing).toBeHidden();

  // Row 3 now holds the number; row 2 lost it and waits for a number; the duplicate flags are counted again.
  await expect(rowOf(page, 3)).toContainText('即将覆盖', { timeout: 15_000 });
  await expect(rowOf(page, 2)).toContainText('已被本批次第 3 行覆盖');
  await expect(scanResults(page).getByText(`本次扫描中考号重复`)).toHaveCount(0);
  await expect(page.getByText('错误：1')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const [submit] = (await requests({ path: '/api/scannerApi/submitPaper' })).slice(-1);
  expect((submit?.body as { studentIds: string[] }).studentIds.sort()).toEqual([tray[0]?.examNumber, twice].sort());
  await expect(scanResults(page).getByRole('row')).toHaveCount(2);
});

test('丢弃 one of two twins of the same batch: the other is no longer a duplicate, and 保存 saves it', async ({ page }) => {
  const { tray, twice } = await scanTwins(page);
  await expect(rowOf(page, 2)).toContainText(`本次扫描中考号重复：${twice}`);

  await scanResults(page).getByRole('button', { name: '第 3 张的已有试卷' }).click();
  const existing = page.getByRole('dialog', { name: '已有试卷' });
  await existing.getByRole('button', { name: '丢弃' }).click();
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(existing).toBeHidden();

  // Row 2 is the only sheet of its number now: no longer flagged, no error left.
  await expect(scanResults(page).getByRole('row')).toHaveCount(3);
  await expect(scanResults(page).getByText('本次扫描中考号重复')).toHaveCount(0);
  await expect(page.getByText('错误：0')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const [submit] = (await requests({ path: '/api/scannerApi/submitPaper' })).slice(-1);
  expect((submit?.body as { studentIds: string[] }).studentIds.sort()).toEqual([tray[0]?.examNumber, twice].sort());
});

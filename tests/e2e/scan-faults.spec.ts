// What goes wrong while scanning, and that no received sheet is lost (spec 3 §4.2, §5, §8.2): the driver simulator's
// faults (a jam, a bad file name, timestamps going backwards, a duplicated exam number) and the mock's (putpic
// dropped or slow). Every sheet received ends up uploaded or visibly waiting for the person.
import { expect } from '@playwright/test';
import { test, requests, resetMock, setScenario } from './support/mock';
import { openScanView, resetSimulator, scanResults, sim, freshTray, startScan, scanEnded, scanTwins } from './support/scanner';
import { alertWith } from './flows';

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('a paper jam ends the scan abnormally; the sheet received before it is uploaded', async ({ page }) => {
  const [first] = await freshTray(3);
  await sim('POST', '/faults', { kind: 'jam', afterImages: 2 });
  await openScanView(page);
  await startScan(page);
  await expect(alertWith(page, '卡纸，请取出卡住的纸张后重新扫描')).toBeVisible({ timeout: 15_000 });
  await expect(alertWith(page, '扫描异常结束')).toBeVisible();
  await scanEnded(page);
  await expect(scanResults(page).getByRole('row').filter({ hasText: first?.examNumber ?? '—' })).toContainText('即将上传');
  await expect(page.getByText('已扫描：1')).toBeVisible();
});

test('an image with a bad file name stops the scan with the format named', async ({ page }) => {
  await freshTray(2);
  await sim('POST', '/faults', { kind: 'bad_file_name', index: 0 });
  await openScanView(page);
  await startScan(page);
  await expect(alertWith(page, /图片文件名格式不正确.*EXAMSCAN.*扫描已停止，请从第1张答题卡起重新放入扫描/)).toBeVisible({ timeout: 15_000 });
  await scanEnded(page);
  // The images the driver sent before it stopped are not paired: sheet 1's back with sheet 2's front would be one
  // sheet made of two students' pages.
  await expect(page.getByText('已扫描：0')).toBeVisible();
  expect(await requests({ path: '/api/scannerApi/putpic' })).toHaveLength(0);
});

test('a bad file name later in the stack names the first sheet not received complete; the sheets before it go up', async ({ page }) => {
  const tray = await freshTray(3);
  // Double-sided: image 3 is the back of sheet 2, so sheet 1 is complete and sheet 2 has only its front.
  await sim('POST', '/faults', { kind: 'bad_file_name', index: 3 });
  await openScanView(page);
  await startScan(page);
  await expect(alertWith(page, /扫描已停止，请从第2张答题卡起重新放入扫描/)).toBeVisible({ timeout: 15_000 });
  await scanEnded(page);
  await expect(scanResults(page).getByRole('row').filter({ hasText: tray[0]?.examNumber ?? '—' })).toContainText('即将上传', { timeout: 15_000 });
  // Sheet 2's front waited for a back that never came: it is shown, not paired with anything.
  await expect(scanResults(page).getByRole('row').filter({ hasText: '缺少反面图片' })).toHaveCount(1);
  const uploads = await requests({ path: '/api/scannerApi/putpic' });
  expect(uploads).toHaveLength(1);
});

test('timestamps going backwards stop the scan and ask for a rescan', async ({ page }) => {
  await freshTray(3);
  await sim('POST', '/faults', { kind: 'timestamp_backwards', index: 3 });
  await openScanView(page);
  await startScan(page);
  await expect(alertWith(page, '扫描图片顺序异常，请重新扫描')).toBeVisible({ timeout: 15_000 });
  await scanEnded(page);
});

test('an exam number twice in one scan is flagged on both sheets at the scan’s end', async ({ page }) => {
  const { twice } = await scanTwins(page);
  await expect(scanResults(page).getByRole('row').filter({ hasText: twice })).toHaveCount(2);
  await expect(page.getByText('错误：2')).toBeVisible();
});

test('a dropped upload is tried again by itself; a slow one shows it is uploading until it answers', async ({ page }) => {
  const tray = await freshTray(2);
  await setScenario([
    { path: '/api/scannerApi/putpic', drop: true, times: 1 },
    { path: '/api/scannerApi/putpic', delayMs: 2500, times: 1 },
  ]);
  await openScanView(page);
  await startScan(page);
  await expect(scanResults(page).getByText('上传中').first()).toBeVisible({ timeout: 15_000 });
  for (const s of tray) await expect(scanResults(page).getByRole('row').filter({ hasText: s.examNumber })).toContainText('即将上传', { timeout: 20_000 });
  await expect(page.getByText('错误：0')).toBeVisible();
});

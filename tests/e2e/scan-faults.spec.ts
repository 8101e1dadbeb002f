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

test('timestamps going backwards clear the batch, a sheet still uploading included, and the same tray rescans cleanly', async ({ page }) => {
  const sheets = await freshTray(3);
  // Image 3 (sheet 2's back) goes backwards while sheet 1's upload is still on its way: the server stores it after
  // the scan has stopped, and sheet 2's front waits for its back.
  await setScenario([{ path: '/api/scannerApi/putpic', delayMs: 2500, times: 1 }]);
  await sim('POST', '/faults', { kind: 'timestamp_backwards', index: 3 });
  await openScanView(page);
  await startScan(page);
  await expect(alertWith(page, '扫描图片顺序异常，请重新扫描')).toBeVisible({ timeout: 15_000 });
  await scanEnded(page);
  // The list is cleared (spec 3 §5) once sheet 1's upload has answered, and its upload leaves the server with it.
  await expect(scanResults(page).getByText('暂无扫描结果')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('扫描图片顺序异常，列表已清空，请重新扫描')).toBeVisible();
  await expect.poll(async () => (await requests({ path: '/api/scannerApi/deleteTempPic' })).at(-1)?.body).toMatchObject({
    studentIds: [sheets[0]?.examNumber],
  });

  // The rescan asked for: the same tray, every sheet a fresh upload under its own number.
  await sim('DELETE', '/faults');
  await sim('POST', '/sheets', { sheets });
  await startScan(page);
  await scanEnded(page);
  for (const s of sheets) {
    const row = scanResults(page).getByRole('row').filter({ hasText: s.examNumber });
    await expect(row).toContainText('即将上传', { timeout: 15_000 });
    await expect(row).not.toContainText('已上传');
  }
  await expect(scanResults(page).getByRole('row')).toHaveCount(sheets.length + 1);
  await expect(page.getByText('错误：0')).toBeVisible();
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

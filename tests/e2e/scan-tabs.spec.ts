// Two tabs, one scanner (issue 26 point 5): only one tab of the browser owns the scanner. A second tab opening the
// scanner view neither connects to the driver nor uploads what it emits, says the scanner is in use in another tab
// and offers to take it over; the first tab then lets go: it keeps its rows of another exam subject, and hands the rows
// of the same exam subject over to the tab that took the scanner (so that no sheet is held in two tabs). The exam
// subject chosen in one tab never changes another tab's view. Two pages of one browser context, as two tabs of one
// signed-in browser.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test, resetMock } from './support/mock';
import { openScanView, resetSimulator, scannerStatus, scanResults, SEEDED_UPLOADS, sim } from './support/scanner';
import { everyFedSheetOnce, listedCount, recordUploads, scanAThirdOfTray, stopButton } from './support/scanTruth';
import { alertWith, EXAM_3001, type ExamChoice } from './flows';

const ENGLISH: ExamChoice = { ...EXAM_3001, subject_id: 3, subject_name: '英语' };
const IN_OTHER_TAB = /扫描仪正在另一个标签页中使用/;
const TAKEN_OVER = /扫描仪已被另一个标签页接管/;

/** Puts `count` never-uploaded sheets in the simulator's tray (double-sided, the simulator's default). */
async function loadTray(count: number): Promise<string[]> {
  const { sheets } = await sim<{ sheets: { examNumber: string }[] }>('GET', '/sheets');
  const fresh = sheets.filter((s) => !SEEDED_UPLOADS.includes(s.examNumber)).slice(0, count);
  expect(fresh).toHaveLength(count);
  await sim('POST', '/sheets', { sheets: fresh });
  return fresh.map((s) => s.examNumber);
}

const subjectShown = (page: Page) => page.getByRole('combobox', { name: '科目' });

/**
 * A 45-sheet tray scanned in the first tab (its uploads recorded) until a third is in; then a second tab of the same
 * browser opens the scanner view of the same exam subject, its uploads recorded too, and says the scanner is in use
 * in another tab.
 */
async function secondTabMidScan(page: Page, context: BrowserContext) {
  const uploads = await recordUploads(page);
  await scanAThirdOfTray(page);
  const second = await context.newPage();
  const secondUploads = await recordUploads(second);
  await openScanView(second);
  await expect(second.getByText(IN_OTHER_TAB)).toBeVisible();
  return { uploads, second, secondUploads };
}

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('a second tab neither connects nor uploads, keeps its own subject, and can take the scanner over', async ({ page, context }) => {
  const tray = await loadTray(3);

  // Tab 1: 数学, connected to the scanner.
  const uploads = await recordUploads(page);
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  await expect(subjectShown(page)).toHaveValue('数学');

  // Tab 2: 英语 in the same browser (same session).
  const second = await context.newPage();
  const secondUploads = await recordUploads(second);
  await openScanView(second, '', ENGLISH);
  await expect(subjectShown(second)).toHaveValue('英语');

  // The scanner feeds the tray while both tabs are open: tab 1 takes every sheet in, once, under 数学.
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toBeEnabled();
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(scanResults(page).getByRole('row')).toHaveCount(tray.length + 1, { timeout: 20_000 });
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled();
  for (const examNumber of tray) await expect(scanResults(page)).toContainText(examNumber);
  await expect(scanResults(page)).not.toContainText('已上传');
  expect(uploads).toHaveLength(tray.length);
  expect(secondUploads).toEqual([]);

  // Choosing 英语 in tab 2 did not switch tab 1.
  await expect(subjectShown(page)).toHaveValue('数学');
  // Tab 2 says why it does nothing, shows no rows and was never connected.
  await expect(second.getByText(IN_OTHER_TAB)).toBeVisible();
  await expect(scannerStatus(second)).toContainText('未连接');

  // Taking over: tab 2 connects; tab 1 lets go, says so and keeps its rows (数学's, not the session tab 2 took).
  await second.getByRole('button', { name: '在此页使用扫描仪' }).click();
  await expect(scannerStatus(second)).toContainText('已连接');
  await expect(second.getByText(IN_OTHER_TAB)).toHaveCount(0);
  await expect(page.getByText(TAKEN_OVER)).toBeVisible();
  await expect(scannerStatus(page)).toContainText('未连接');
  await expect(page.getByRole('button', { name: '开始扫描 (O)' })).toBeDisabled();
  await expect(scanResults(page).getByRole('row')).toHaveCount(tray.length + 1);
  await expect(subjectShown(page)).toHaveValue('数学');
});

test('a second tab opened a third of the way into a 45-sheet tray takes no image: the first tab keeps feeding and 保存 there saves every fed sheet once under its own student', async ({ page, context }) => {
  // A 45-sheet tray at 300 images a minute takes 18 s to feed, then the uploads and 保存 with its page check.
  test.setTimeout(120_000);
  const { uploads, second, secondUploads } = await secondTabMidScan(page, context);
  await expect(scannerStatus(second)).toContainText('未连接');
  // The first tab still shows the scan it runs (停止扫描 works).
  await expect(stopButton(page)).toBeEnabled();

  // After the scan's end, 保存 in the first tab: every fed sheet is there once, went up once with its own back and is
  // saved under its own student with its own page 2 (ground truth), or waits for a fix, shown.
  await everyFedSheetOnce(page, uploads);
  // The second tab took none of it: no row, no upload, and it still says why.
  await expect(listedCount(second, 0)).toBeVisible();
  await expect(scanResults(second)).toContainText('暂无扫描结果');
  expect(secondUploads).toEqual([]);
  await expect(second.getByText(IN_OTHER_TAB)).toBeVisible();
});

test('taking the scanner over a third of the way into a 45-sheet tray: the scan stops, the first tab hands its sheets over, and 保存 in the second saves every fed sheet once under its own student', async ({ page, context }) => {
  // A 45-sheet tray at 300 images a minute until a third is in, the uploads, then 保存 with its page check.
  test.setTimeout(120_000);
  const { uploads, second, secondUploads } = await secondTabMidScan(page, context);

  await second.getByRole('button', { name: '在此页使用扫描仪' }).click();
  // The first tab lets go: it says so and no longer shows a scan (停止扫描 off, P does nothing). The sheets it held
  // are the second tab's now (said), so that none is held, saved or discarded in two tabs.
  await expect(page.getByText(TAKEN_OVER)).toBeVisible();
  await expect(stopButton(page)).toBeDisabled();
  await expect(alertWith(page, /列表中的 \d+ 张试卷已转到接管扫描仪的标签页/)).toBeVisible();
  await expect(listedCount(page, 0)).toBeVisible();
  await expect(scanResults(page)).toContainText('暂无扫描结果');
  await expect(scannerStatus(second)).toContainText('已连接');
  await expect(alertWith(second, /已恢复上次未保存的扫描记录/)).toBeVisible();

  // Leaving a tab stops the scanner. Every fed sheet is in the second tab once (with what the driver saved meanwhile),
  // went up once with its own back, whichever tab sent it, and 保存 there saves it under its own student with its own
  // page 2 (ground truth), or it waits there for a fix, shown.
  await everyFedSheetOnce(second, [...uploads, ...secondUploads]);
  // The first tab holds none of them: its list stays empty.
  await expect(listedCount(page, 0)).toBeVisible();
});

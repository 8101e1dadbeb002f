// Nothing received is lost (issue 12; spec 3 §4.2 'Session state is cached and restored', §9 'Scan-cache expiry 7 days.
// Local database version 1'): the scanner view keeps its session in the browser's IndexedDB, so a reload, a failing
// server, a lost driver or 登录失效 mid-scan leaves every received sheet in the list, with 重试 where it did not
// upload. Driven as exam staff would, through the real driver simulator (ws://127.0.0.1:38999, steered through
// /__sim/) and the stateful mock. Every test starts with IndexedDB empty (the reused context is reset between tests).
import { expect, type Page } from '@playwright/test';
import { test, clearScenario, requests, resetMock, setScenario } from './support/mock';
import { ACCOUNT, alertWith, confirmWith, EXAM_3001, settle, signIn } from './flows';
import { scannedImages } from './support/scanTruth';
import { freshTray, resetSimulator, SEEDED_UPLOADS, sim } from './support/scanner';

const PUTPIC = '/api/scannerApi/putpic';
const RESTORED = /已恢复上次未保存的扫描记录（\d+ 张）/;

const results = (page: Page) => page.getByRole('table', { name: '扫描结果' });
const status = (page: Page) => page.getByRole('status', { name: '扫描仪状态' });
/** The result rows (the header row left out). */
const sheetRows = (page: Page) => results(page).getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
const rowOf = (page: Page, examNumber: string) => sheetRows(page).filter({ hasText: examNumber });

/**
 * What IndexedDB holds of the session (read in the page): its rows as `index:state` and how many images. Used to wait
 * until the view has written what it shows before the page is reloaded (rows at most 200 ms after a change, images in
 * writes of their own; a person is slower).
 */
async function cached(page: Page): Promise<{ rows: string[]; images: number }> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'exam-scan-cache')) return { rows: [], images: 0 };
    return new Promise<{ rows: string[]; images: number }>((resolve, reject) => {
      const open = indexedDB.open('exam-scan-cache');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction(['sessions', 'images']);
        const sessions = tx.objectStore('sessions');
        // The session's record says how many chunks of rows it has; the chunks are stored beside it.
        const head = sessions.get('3001:2');
        const chunks = sessions.getAll(IDBKeyRange.bound('3001:2#', '3001:2#\uffff'));
        const images = tx.objectStore('images').count(IDBKeyRange.bound(['3001:2'], ['3001:2', []]));
        tx.oncomplete = () => {
          db.close();
          const count = (head.result as { chunks?: number } | undefined)?.chunks ?? 0;
          const rows = (chunks.result as { rows: { index: number; state: string }[] }[]).slice(0, count).flatMap((c) => c.rows);
          resolve({ rows: rows.map((r) => `${r.index}:${r.state}`), images: images.result });
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  });
}
const stored = async (page: Page) => (await cached(page)).rows;
const storedImages = async (page: Page) => (await cached(page)).images;

async function openScanView(page: Page): Promise<void> {
  await signIn(page, ACCOUNT, { to: '/main/exam/scanView', exam: EXAM_3001 });
  await expect(page.getByRole('heading', { name: '扫描', exact: true })).toBeVisible();
  await expect(status(page)).toContainText('已连接');
}

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('a scanned tray is there again after a reload: the same rows, outcomes and images', async ({ page }) => {
  const { sheets } = await sim<{ sheets: { examNumber: string }[] }>('GET', '/sheets');
  await openScanView(page);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(sheetRows(page)).toHaveCount(sheets.length, { timeout: 20_000 });
  await expect(results(page).getByText('上传中')).toHaveCount(0, { timeout: 20_000 });
  const before = await sheetRows(page).allInnerTexts();
  await expect.poll(() => stored(page)).toEqual(sheets.map((_, i) => `${i + 1}:done`));

  await page.reload();
  await expect(alertWith(page, `已恢复上次未保存的扫描记录（${sheets.length} 张）`)).toBeVisible();
  await expect(sheetRows(page)).toHaveCount(sheets.length);
  expect(await sheetRows(page).allInnerTexts()).toEqual(before);
  await expect(page.getByText(`已扫描：${sheets.length}`)).toBeVisible();
  for (const sheet of sheets.filter((s) => !SEEDED_UPLOADS.includes(s.examNumber))) await expect(rowOf(page, sheet.examNumber)).toContainText('即将上传');
  await expect(rowOf(page, '301010101')).toContainText('已上传');
  // Nothing was uploaded again.
  expect(await requests({ path: PUTPIC })).toHaveLength(sheets.length);

  // The images come back from the browser's cache.
  await page.getByRole('button', { name: '查看第 2 张图片' }).click();
  const viewer = page.getByRole('dialog', { name: '第 2 张答题卡' });
  for (const side of ['正面', '反面']) {
    const image = viewer.getByRole('img', { name: new RegExp(`^${side} `) });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  await page.keyboard.press('Escape');

  // 清空列表 (confirmed: the sheets are not saved) takes them out for good: a reload brings nothing back.
  await page.getByRole('button', { name: '清空列表' }).click();
  await confirmWith(page, /清空列表将丢弃 \d+ 张未保存的试卷/);
  await expect(sheetRows(page)).toHaveCount(1); // 暂无扫描结果
  await expect.poll(() => stored(page)).toEqual([]);
  await expect.poll(() => storedImages(page)).toBe(0);
  await page.reload();
  await expect(status(page)).toContainText('已连接');
  await expect(results(page).getByText('暂无扫描结果')).toBeVisible();
  await expect(alertWith(page, RESTORED)).toHaveCount(0);
});

test('sheets whose uploads fail stay failed across a reload, upload nothing by themselves, and upload on 重试', async ({ page }) => {
  const tray = await freshTray(2);
  await openScanView(page);
  await setScenario([{ path: PUTPIC, status: 500, times: 1000 }]);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(sheetRows(page).getByRole('button', { name: '重试' })).toHaveCount(2, { timeout: 20_000 });
  const tried = (await requests({ path: PUTPIC })).length;
  await expect.poll(() => stored(page)).toEqual(['1:failed', '2:failed']);

  await page.reload();
  await expect(alertWith(page, '已恢复上次未保存的扫描记录（2 张）')).toBeVisible();
  await expect(sheetRows(page)).toHaveCount(2);
  await expect(sheetRows(page).getByRole('button', { name: '重试' })).toHaveCount(2);
  await expect(sheetRows(page).first()).toContainText('HTTP 500');
  await expect(page.getByText('错误：2')).toBeVisible();
  await settle(page);
  expect(await requests({ path: PUTPIC })).toHaveLength(tried);

  await clearScenario();
  for (let i = 0; i < 2; i++) await sheetRows(page).getByRole('button', { name: '重试' }).first().click();
  for (const sheet of tray) await expect(rowOf(page, sheet.examNumber)).toContainText('即将上传');
  await expect(page.getByText('错误：0')).toBeVisible();
});

test('a sheet still uploading when the page is reloaded comes back failed, with 重试, and is not uploaded unseen', async ({ page }) => {
  const [sheet] = await freshTray(1);
  await openScanView(page);
  // The upload hangs (and then fails): the page is reloaded while it is under way.
  await setScenario([{ path: PUTPIC, status: 500, delayMs: 10_000, times: 1 }]);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(sheetRows(page).getByText('上传中')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => stored(page)).toEqual(['1:uploading']);

  await page.reload();
  await expect(alertWith(page, '已恢复上次未保存的扫描记录（1 张）')).toBeVisible();
  const row = sheetRows(page).first();
  await expect(row).toContainText('页面关闭时该答题卡正在上传');
  await expect(row.getByRole('button', { name: '重试' })).toBeVisible();
  await settle(page);
  await expect.poll(async () => (await requests({ path: PUTPIC })).filter((r) => r.outcome === 'backend')).toEqual([]);

  await row.getByRole('button', { name: '重试' }).click();
  await expect(rowOf(page, sheet?.examNumber ?? '')).toContainText('即将上传');
});

test('a sheet the server stored just before a reload, its answer never heard: 重试 is the same upload, answered as stored, not 已上传', async ({ page }) => {
  const [sheet] = await freshTray(1);
  await openScanView(page);
  // The server takes the upload at once; its answer is held back past the reload.
  await setScenario([{ path: PUTPIC, answerDelayMs: 20_000, times: 1 }]);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect.poll(() => stored(page)).toEqual(['1:uploading']);
  await expect.poll(async () => (await requests({ path: PUTPIC })).length, { timeout: 15_000 }).toBe(1);

  await page.reload();
  await expect(alertWith(page, '已恢复上次未保存的扫描记录（1 张）')).toBeVisible();
  const row = sheetRows(page).first();
  await expect(row).toContainText('页面关闭时该答题卡正在上传');
  await row.getByRole('button', { name: '重试' }).click();
  const own = rowOf(page, sheet?.examNumber ?? '—');
  await expect(own).toContainText('即将上传');
  await expect(own).not.toContainText('已上传');
  await expect(page.getByText('错误：0')).toBeVisible();
  // One sheet on the server, under its own student: 保存 submits it once.
  await page.getByRole('button', { name: /^保存/ }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const [submit] = await requests({ path: '/api/scannerApi/submitPaper' });
  expect((submit?.body as { studentIds: string[] }).studentIds).toEqual([sheet?.examNumber]);
});

test('the driver lost mid-scan: the sheets received stay, and are there after a reload', async ({ page }) => {
  await freshTray(3);
  await sim('POST', '/settings', { ratePerMinute: 60 }); // an image a second: a sheet every 2 s
  await openScanView(page);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  const uploaded = sheetRows(page).filter({ hasText: '即将上传' });
  await expect.poll(() => uploaded.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  // The sheets uploaded when the driver goes away (the third may be on its way or not yet fed: no matter).
  const received = await uploaded.allInnerTexts();
  await sim('POST', '/disconnect');
  await sim('POST', '/reset');
  await expect(alertWith(page, '扫描仪已断开连接')).toBeVisible();
  await expect.poll(async () => (await stored(page)).filter((row) => row.endsWith(':done')).length).toBeGreaterThanOrEqual(received.length);

  await page.reload();
  await expect(alertWith(page, RESTORED)).toBeVisible();
  await expect.poll(() => sheetRows(page).allInnerTexts()).toEqual(expect.arrayContaining(received));
  // The restored sheets are saved like any others; saved, they leave the list and the cache.
  await expect(status(page)).toContainText('已连接', { timeout: 15_000 });
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  await expect(uploaded).toHaveCount(0);
  await expect.poll(async () => (await stored(page)).filter((row) => row.endsWith(':done'))).toEqual([]);
});

test('登录失效 mid-scan: the portal asks to sign in, and the sheets received are waiting in the scan view after', async ({ page }) => {
  const tray = await freshTray(3);
  await sim('POST', '/settings', { ratePerMinute: 60 }); // an image a second: a sheet every 2 s
  // The server answers the second sheet's upload 登录失效, while the scanner feeds the third (armed before the scan:
  // which upload meets it does not depend on how fast the machine is).
  await setScenario([
    { path: PUTPIC, delayMs: 0, times: 1 },
    { path: PUTPIC, fault: 'login-expired', times: 1 },
  ]);
  await openScanView(page);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(alertWith(page, '登录失效')).toBeVisible();

  await page.getByLabel('账号', { exact: true }).fill(ACCOUNT.ua);
  await page.getByLabel('密码', { exact: true }).fill(ACCOUNT.up);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/main\/exam\/scanView$/);
  await expect(alertWith(page, RESTORED)).toBeVisible();
  await expect(status(page)).toContainText('已连接');
  // Leaving the view stopped the scanner: every sheet it fed (the third one too, if it got that far) is in the list once.
  const fed = new Set((await scannedImages()).map((image) => image.sheetIndex)).size;
  expect(fed).toBeGreaterThanOrEqual(2);
  await expect(sheetRows(page)).toHaveCount(fed);
  await expect(rowOf(page, tray[0]?.examNumber ?? '—')).toContainText('即将上传');
  const second = sheetRows(page).nth(1);
  await expect(second).toContainText('登录失效');

  await second.getByRole('button', { name: '重试' }).click();
  await expect(rowOf(page, tray[1]?.examNumber ?? '—')).toContainText('即将上传');
  await expect(sheetRows(page).filter({ hasText: '登录失效' })).toHaveCount(0);
  await expect(sheetRows(page)).toHaveCount(fed);
});

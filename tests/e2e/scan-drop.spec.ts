// A driver drop mid-batch loses nothing (issue 26): the scanner keeps feeding while the websocket is down, as a real
// driver does; on reconnect the view takes in the images the driver saved meanwhile (get_saved_image_list) and pairs
// each image only with its own other side. Checked against the simulator's ground truth: every page uploaded is
// compared byte for byte with the image the simulator saved for that sheet and side. A driver that does not name the
// sheets pairs by arrival order: when it loses an image the server's page-marker check refuses the page 2 of another
// sheet, and nothing of that pair is stored or saved.
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { SCANNER_URL } from './support/env';
import { test, requests, resetMock } from './support/mock';
import { alertWith } from './flows';
import { openScanView, resetSimulator, scanResults, scannerStatus, SEEDED_UPLOADS, sim } from './support/scanner';

const PUTPIC = '/api/scannerApi/putpic';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Scanned {
  image_path: string;
  side: 'front' | 'back';
  sheetIndex: number;
}

/** The JPEG of each named part (page1, page2) of a multipart putpic body. */
function pagesOf(body: Buffer): Record<string, Buffer> {
  const pages: Record<string, Buffer> = {};
  for (const name of ['page1', 'page2']) {
    const header = body.indexOf(`name="${name}"`);
    if (header < 0) continue;
    const start = body.indexOf(Buffer.from([0xff, 0xd8]), header);
    const end = body.indexOf(Buffer.from([0xff, 0xd9]), start);
    // The last EOI before the next boundary ends the JPEG.
    let last = end;
    const boundary = body.indexOf(Buffer.from('\r\n--'), start);
    for (let at = end; at >= 0 && at < boundary; at = body.indexOf(Buffer.from([0xff, 0xd9]), at + 2)) last = at;
    pages[name] = body.subarray(start, last + 2);
  }
  return pages;
}

interface Upload {
  pages: Record<string, Buffer>;
  /** putpic's answer (its result), once it came. */
  answer?: { student_id: string | null; error: string | null; dealInfo: { page1: boolean | null; page2: boolean | null } };
}

/** Records the pages of every putpic the page sends and the mock's answer (passed on to the mock, answered as it answers). */
async function recordUploads(page: Page): Promise<Upload[]> {
  const uploads: Upload[] = [];
  await page.route(`**${PUTPIC}`, async (route) => {
    const body = route.request().postDataBuffer();
    if (!body || route.request().method() !== 'POST') return route.continue();
    const upload: Upload = { pages: pagesOf(body) };
    uploads.push(upload);
    const response = await route.fetch();
    const json = (await response.json().catch(() => undefined)) as { result?: Upload['answer'] } | undefined;
    if (json?.result && typeof json.result === 'object') upload.answer = json.result;
    await route.fulfill({ response });
  });
  return uploads;
}

/** Ground truth: 'sheet index:side' of every image the simulator saved, by the sha-256 of its bytes. */
async function groundTruth(scanned: readonly Scanned[]): Promise<Map<string, string>> {
  const truth = new Map<string, string>();
  for (const image of scanned) {
    const res = await fetch(`${SCANNER_URL}/__sim/image?path=${encodeURIComponent(image.image_path)}`);
    truth.set(sha(Buffer.from(await res.arrayBuffer())), `${image.sheetIndex}:${image.side}`);
  }
  return truth;
}

test.beforeEach(async () => {
  await resetMock();
  await resetSimulator();
});

test('a driver drop a third of the way into a 45-sheet tray: every sheet goes up once, with its own back', async ({ page }) => {
  test.setTimeout(120_000);
  await sim('POST', '/sheets', { generate: { count: 45, seed: 26 } });
  await sim('POST', '/settings', { ratePerMinute: 300 });
  const uploads = await recordUploads(page);
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  await expect.poll(async () => (await sim<{ duplex: boolean }>('GET', '/state')).duplex).toBe(true);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();

  // A third of the way in the websocket drops; the scanner keeps feeding.
  await expect.poll(async () => (await sim<{ images: Scanned[] }>('GET', '/scanned')).images.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
  await sim('POST', '/disconnect');
  await expect(alertWith(page, '扫描仪已断开连接')).toBeVisible();
  // Reconnected, the view knows the scan still runs: 停止扫描 works.
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeEnabled({ timeout: 15_000 });

  await expect.poll(async () => (await sim<{ scanning: boolean }>('GET', '/state')).scanning, { timeout: 60_000 }).toBe(false);
  const scanned = (await sim<{ images: Scanned[] }>('GET', '/scanned')).images;
  expect(scanned).toHaveLength(90);
  // The last images may still be on their way when the scanner stops: wait until every sheet is in the list.
  await expect(page.getByText('已扫描：45')).toBeVisible({ timeout: 30_000 });
  // The table shows only the rows in view: also wait until every sheet's upload has its answer.
  await expect.poll(() => uploads.filter((u) => u.answer).length, { timeout: 60_000 }).toBe(45);
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled();

  // Ground truth: which sheet and side each saved image is.
  const truth = await groundTruth(scanned);
  const sent = uploads.map((u) => [truth.get(sha(u.pages.page1 ?? Buffer.alloc(0))) ?? 'unknown', truth.get(sha(u.pages.page2 ?? Buffer.alloc(0))) ?? 'none']);
  // Every sheet went up exactly once, its front as page 1 and its own back as page 2.
  const expected = Array.from({ length: 45 }, (_, i) => [`${i}:front`, `${i}:back`]);
  expect([...sent].sort((a, b) => Number(a[0]?.split(':')[0]) - Number(b[0]?.split(':')[0]))).toEqual(expected);
  await expect(scanResults(page).getByRole('row').filter({ hasText: '缺少反面图片' })).toHaveCount(0);
});

test('a driver that does not name sheets loses an image: the page 2 of another sheet is refused, shown, never stored or saved', async ({ page }) => {
  test.setTimeout(90_000);
  const { sheets } = await sim<{ sheets: { examNumber: string }[] }>('GET', '/sheets');
  const tray = sheets.filter((s) => !SEEDED_UPLOADS.includes(s.examNumber)).slice(0, 3);
  await sim('POST', '/sheets', { sheets: tray });
  // A driver that does not read page markers (no side / sheet_serial): the view pairs in arrival order. The front of
  // sheet 2 (image 2) is saved but never sent nor listed, so the view cannot take it in.
  await sim('POST', '/settings', { sheetIdentity: false });
  await sim('POST', '/faults', { kind: 'drop_image', index: 2 });
  const uploads = await recordUploads(page);
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  await expect.poll(async () => (await sim<{ duplex: boolean }>('GET', '/state')).duplex).toBe(true);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();

  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled({ timeout: 30_000 });
  const scanned = (await sim<{ images: (Scanned & { faults: string[] })[] }>('GET', '/scanned')).images;
  expect(scanned.map((image) => image.faults.includes('drop_image'))).toEqual([false, false, true, false, false, false]);
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 30_000 });

  // What went up: sheet 1 with its own back; sheet 2's back with sheet 3's front (one image out of step), refused by
  // the server and stored for nobody. Sheet 3's back waits alone.
  const truth = await groundTruth(scanned);
  const sent = uploads.map((u) => ({
    pages: [truth.get(sha(u.pages.page1 ?? Buffer.alloc(0))) ?? 'unknown', truth.get(sha(u.pages.page2 ?? Buffer.alloc(0))) ?? 'none'],
    answer: u.answer,
  }));
  expect(sent.map((s) => s.pages)).toEqual([
    ['0:front', '0:back'],
    ['1:back', '2:front'],
  ]);
  const mismatch = '第二页与第一页不属于同一张答题卡';
  expect(sent[0]?.answer).toMatchObject({ student_id: tray[0]?.examNumber, error: null, dealInfo: { page1: true, page2: true } });
  expect(sent[1]?.answer).toMatchObject({ student_id: null, error: mismatch, dealInfo: { page1: false, page2: false } });

  // The refusal is an error row, with its detail, and counted with the unrecognised sheets.
  const refused = scanResults(page).getByRole('row').filter({ hasText: mismatch });
  await expect(refused).toHaveCount(1);
  await expect(scanResults(page).getByRole('row').filter({ hasText: '缺少反面图片' })).toHaveCount(1);
  await expect(page.getByText('错误：2')).toBeVisible();
  await refused.getByRole('button', { name: '详情', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '错误详情' })).toContainText(mismatch);
  await page.keyboard.press('Escape');

  // 保存 submits sheet 1 only: neither student of the refused pair is saved.
  await page.getByRole('button', { name: '保存' }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const submits = await requests({ path: '/api/scannerApi/submitPaper' });
  expect(submits.flatMap((r) => (r.body as { studentIds: string[] }).studentIds)).toEqual([tray[0]?.examNumber]);
  await expect(refused).toHaveCount(1);
});

// A driver drop mid-batch loses nothing (issue 26): the scanner keeps feeding while the websocket is down, as a real
// driver does; on reconnect the view takes in the images the driver saved meanwhile (get_saved_image_list) and pairs
// each image only with its own other side. Checked against the simulator's ground truth: every page uploaded is
// compared byte for byte with the image the simulator saved for that sheet and side.
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { SCANNER_URL } from './support/env';
import { test, resetMock } from './support/mock';
import { alertWith } from './flows';
import { openScanView, resetSimulator, scanResults, scannerStatus, sim } from './support/scanner';

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

/** Records the pages of every putpic the page sends (intercepted on the way, then passed on to the mock). */
async function recordUploads(page: Page): Promise<Record<string, Buffer>[]> {
  const uploads: Record<string, Buffer>[] = [];
  await page.route(`**${PUTPIC}`, async (route) => {
    const body = route.request().postDataBuffer();
    if (body && route.request().method() === 'POST') uploads.push(pagesOf(body));
    await route.continue();
  });
  return uploads;
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
  await expect(scanResults(page).getByText('上传中')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: '停止扫描 (P)' })).toBeDisabled();

  // Ground truth: which sheet and side each saved image is.
  const truth = new Map<string, string>();
  for (const image of scanned) {
    const res = await fetch(`${SCANNER_URL}/__sim/image?path=${encodeURIComponent(image.image_path)}`);
    truth.set(sha(Buffer.from(await res.arrayBuffer())), `${image.sheetIndex}:${image.side}`);
  }
  const sent = uploads.map((u) => [truth.get(sha(u.page1 ?? Buffer.alloc(0))) ?? 'unknown', truth.get(sha(u.page2 ?? Buffer.alloc(0))) ?? 'none']);
  // Every sheet went up exactly once, its front as page 1 and its own back as page 2.
  const expected = Array.from({ length: 45 }, (_, i) => [`${i}:front`, `${i}:back`]);
  expect([...sent].sort((a, b) => Number(a[0]?.split(':')[0]) - Number(b[0]?.split(':')[0]))).toEqual(expected);
  await expect(scanResults(page).getByRole('row').filter({ hasText: '缺少反面图片' })).toHaveCount(0);
});

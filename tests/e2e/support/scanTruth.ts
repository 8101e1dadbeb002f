// The scanner view's ground truth (issue 26): what the page uploaded (every putpic, its pages and upload key, recorded
// on the way to the mock) compared with what the driver simulator fed (/__sim/scanned, each saved image's sheet and
// side). A sheet counts as uploaded once when every putpic of it carries its own front as page 1, its own back as
// page 2 and one upload key (a retry of the same upload is not a second upload).
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { alertWith } from '../flows';
import { SCANNER_URL } from './env';
import { requests } from './mock';
import { openScanView, scannerStatus, scanResults, SEEDED_UPLOADS, sim } from './scanner';

const PUTPIC = '/api/scannerApi/putpic';
export const sheetRows = (page: Page) => scanResults(page).getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
export const stopButton = (page: Page) => page.getByRole('button', { name: '停止扫描 (P)' });
export const batchLine = (page: Page) => page.getByRole('status', { name: '本批次' });
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface ScannedImage {
  image_path: string;
  side: 'front' | 'back';
  sheetIndex: number;
  /** The sheet as scanned: its exam number. */
  sheet: { examNumber: string };
  /** The simulator faults applied to the image (e.g. 'drop_image': saved but never sent). */
  faults: string[];
}

export interface RecordedUpload {
  page1?: Buffer;
  page2?: Buffer;
  uploadKey?: string;
  /** putpic's answer (its result), once it came, when recorded with `answers`. */
  answer?: { student_id: string | null; error: string | null; dealInfo: { page1: boolean | null; page2: boolean | null } };
}

/** The JPEG of each named part (page1, page2) and the upload_key of a multipart putpic body. */
function partsOf(body: Buffer): RecordedUpload {
  const parts: RecordedUpload = {};
  for (const name of ['page1', 'page2'] as const) {
    const header = body.indexOf(`name="${name}"`);
    if (header < 0) continue;
    const start = body.indexOf(Buffer.from([0xff, 0xd8]), header);
    const end = body.indexOf(Buffer.from([0xff, 0xd9]), start);
    // The last EOI before the next boundary ends the JPEG.
    let last = end;
    const boundary = body.indexOf(Buffer.from('\r\n--'), start);
    for (let at = end; at >= 0 && at < boundary; at = body.indexOf(Buffer.from([0xff, 0xd9]), at + 2)) last = at;
    parts[name] = body.subarray(start, last + 2);
  }
  const key = /name="upload_key"\r\n\r\n([^\r\n]*)\r\n/.exec(body.toString('latin1'));
  if (key?.[1]) parts.uploadKey = key[1];
  return parts;
}

/**
 * Records every putpic the page sends (intercepted, then passed on to the mock); kept across reloads of the page. With
 * `answers`, the request is sent from the test runner and the mock's answer recorded and handed to the page (a request
 * in flight then completes at the mock even when the page reloads meanwhile).
 */
export async function recordUploads(page: Page, options: { answers?: boolean } = {}): Promise<RecordedUpload[]> {
  const uploads: RecordedUpload[] = [];
  await page.route(`**${PUTPIC}`, async (route) => {
    const body = route.request().postDataBuffer();
    if (!body || route.request().method() !== 'POST') return route.continue();
    const upload = partsOf(body);
    uploads.push(upload);
    if (!options.answers) return route.continue();
    const response = await route.fetch();
    const json = (await response.json().catch(() => undefined)) as { result?: RecordedUpload['answer'] } | undefined;
    if (json?.result && typeof json.result === 'object') upload.answer = json.result;
    await route.fulfill({ response });
  });
  return uploads;
}

/** What the simulator fed so far: every saved image with its sheet and side. */
export async function scannedImages(): Promise<ScannedImage[]> {
  return (await sim<{ images: ScannedImage[] }>('GET', '/scanned')).images;
}

/**
 * The uploads as the simulator's sheets: per upload `[page1, page2, key]` with each page named `sheet:side` ('unknown'
 * when it is no fed image, 'none' when absent), sorted by sheet. An upload without a key gets its own.
 */
export async function uploadsAsSheets(uploads: readonly RecordedUpload[], scanned: readonly ScannedImage[]): Promise<string[][]> {
  const truth = new Map<string, string>();
  for (const image of scanned) {
    const res = await fetch(`${SCANNER_URL}/__sim/image?path=${encodeURIComponent(image.image_path)}`);
    truth.set(sha(Buffer.from(await res.arrayBuffer())), `${image.sheetIndex}:${image.side}`);
  }
  const sheetOf = (entry: string[]) => Number(entry[0]?.split(':')[0]);
  return uploads
    .map((u, i) => [truth.get(sha(u.page1 ?? Buffer.alloc(0))) ?? 'unknown', u.page2 ? (truth.get(sha(u.page2)) ?? 'unknown') : 'none', u.uploadKey ?? `no-key-${i}`])
    .sort((a, b) => sheetOf(a) - sheetOf(b));
}

/**
 * Checks the uploads against the fed sheets: every fed sheet (0..count-1) went up as one upload (one key, however
 * often it was sent), its own front as page 1 and its own back as page 2. Returns what differs (empty when right).
 */
export async function uploadedOncePerSheet(uploads: readonly RecordedUpload[], scanned: readonly ScannedImage[]): Promise<string[]> {
  const sheets = await uploadsAsSheets(uploads, scanned);
  const fed = new Set(scanned.map((image) => image.sheetIndex));
  const problems: string[] = [];
  const bySheet = new Map<string, string[][]>();
  for (const entry of sheets) {
    const sheet = entry[0]?.split(':')[0] ?? 'unknown';
    bySheet.set(sheet, [...(bySheet.get(sheet) ?? []), entry]);
  }
  for (const index of [...fed].sort((a, b) => a - b)) {
    const sent = bySheet.get(String(index)) ?? [];
    bySheet.delete(String(index));
    if (sent.length === 0) problems.push(`sheet ${index}: never uploaded`);
    for (const [page1, page2] of sent) if (page1 !== `${index}:front` || page2 !== `${index}:back`) problems.push(`sheet ${index}: uploaded as ${page1} + ${page2}`);
    const keys = new Set(sent.map((entry) => entry[2]));
    if (keys.size > 1) problems.push(`sheet ${index}: ${keys.size} different uploads`);
  }
  for (const [sheet, sent] of bySheet) problems.push(`not a fed sheet (${sheet}): ${sent.map((e) => `${e[0]} + ${e[1]}`).join(', ')}`);
  return problems;
}

/**
 * After 保存: every student submitted holds, on the server, the front and back of the one fed sheet that carries their
 * exam number (page bytes against the simulator's images, fetched through the portal's own getpic), and no student is
 * submitted who fed no whole sheet. Returns what differs (empty when right).
 */
export async function savedUnderOwnStudent(page: Page, submitted: readonly string[], scanned: readonly ScannedImage[], examSubject: { exam_id: number; subject_id: number }): Promise<string[]> {
  const problems: string[] = [];
  const truth = new Map<string, { front?: string; back?: string }>();
  for (const image of scanned) {
    const res = await fetch(`${SCANNER_URL}/__sim/image?path=${encodeURIComponent(image.image_path)}`);
    const sides = truth.get(image.sheet.examNumber) ?? {};
    sides[image.side] = sha(Buffer.from(await res.arrayBuffer()));
    truth.set(image.sheet.examNumber, sides);
  }
  for (const student of submitted) {
    const fed = truth.get(student);
    if (!fed?.front || !fed.back) {
      problems.push(`${student}: saved, but no whole sheet of this number was fed`);
      continue;
    }
    for (const [pageNumber, expected] of [[1, fed.front], [2, fed.back]] as const) {
      const res = await page.request.post('/api/scannerApi/getpic', { data: { ...examSubject, student_id: student, page: pageNumber } });
      const got = sha(Buffer.from(await res.body()));
      if (got !== expected) problems.push(`${student}: page ${pageNumber} on the server is not the page of the sheet fed with this number`);
    }
  }
  return problems;
}

/** A 45-sheet double-sided tray at 300 images a minute, scanning in the opened view; resolves a third of the way in. */
export async function scanAThirdOfTray(page: Page): Promise<void> {
  await sim('POST', '/sheets', { generate: { count: 45, seed: 26 } });
  await sim('POST', '/settings', { ratePerMinute: 300 });
  await openScanView(page);
  await expect(scannerStatus(page)).toContainText('已连接');
  await expect.poll(async () => (await sim<{ duplex: boolean }>('GET', '/state')).duplex).toBe(true);
  await page.getByRole('button', { name: '开始扫描 (O)' }).click();
  await expect.poll(async () => (await scannedImages()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
}

/** The sheets the view lists, as the counter above the table says (已扫描). */
export const listedCount = (page: Page, count: number) => page.getByText(`已扫描：${count}`, { exact: true });

/**
 * Every row of the result table as text, scrolled through from the top as a person would read a long list (only the
 * rows in view are rendered).
 */
export async function listedSheets(page: Page): Promise<string[]> {
  const scroller = scanResults(page).locator('xpath=..');
  const rows = new Map<string, string>();
  const nextFrame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  for (let top = 0; ; top += 300) {
    const end = await scroller.evaluate((el, y) => {
      el.scrollTop = y;
      return y + el.clientHeight >= el.scrollHeight;
    }, top);
    await nextFrame();
    for (const text of await sheetRows(page).allInnerTexts()) rows.set(text.split(/\s/)[0] ?? text, text);
    if (end) break;
  }
  return [...rows.values()];
}

/**
 * The scanner has stopped and the view has taken everything in: one row per fed sheet, none uploading; rows a fix waits
 * for (重试) are retried by the person, as the view asks; a sheet the scanner stopped in the middle of (leaving the view
 * stops it: its front saved, not its back) waits as '缺少反面图片'; then the ground truth for the whole sheets.
 */
export async function everyFedSheetOnce(page: Page, uploads: readonly RecordedUpload[]): Promise<void> {
  await expect.poll(async () => (await sim<{ scanning: boolean }>('GET', '/state')).scanning, { timeout: 60_000 }).toBe(false);
  await expect(stopButton(page)).toBeDisabled({ timeout: 15_000 });
  const scanned = await scannedImages();
  const sides = new Map<number, number>();
  for (const image of scanned) sides.set(image.sheetIndex, (sides.get(image.sheetIndex) ?? 0) + 1);
  const whole = scanned.filter((image) => sides.get(image.sheetIndex) === 2);
  const halves = [...sides.values()].filter((n) => n === 1).length;
  expect(scanned.length).toBeGreaterThanOrEqual(30);
  await expect(listedCount(page, sides.size)).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await listedSheets(page)).filter((text) => text.includes('上传中')).length, { timeout: 30_000 }).toBe(0);
  const retry = sheetRows(page).getByRole('button', { name: '重试' });
  for (let left = await retry.count(); left > 0; left = await retry.count()) {
    await retry.first().click();
    await expect(retry).toHaveCount(left - 1);
  }
  await expect.poll(async () => (await listedSheets(page)).filter((text) => text.includes('上传中')).length, { timeout: 30_000 }).toBe(0);
  const listed = await listedSheets(page);
  const rowsWith = (text: string | RegExp) => listed.filter((row) => (typeof text === 'string' ? row.includes(text) : text.test(row)));
  expect(rowsWith('缺少反面图片')).toHaveLength(halves);
  expect(rowsWith(/重新上传|页面关闭前未完成处理/)).toEqual([]);
  // The batch line reconciles the whole batch, the sheets received before the page went away included.
  await expect(batchLine(page)).toContainText(`已送入 ${sides.size} / 已接收 ${sides.size} / 已上传 ${whole.length / 2} / 已保存 0`);
  // '已上传' only for the papers the seeded dataset already held, never for a sheet of this batch.
  const alreadyUploaded = rowsWith('已上传');
  expect(alreadyUploaded.filter((text) => !SEEDED_UPLOADS.some((number) => text.includes(number)))).toEqual([]);
  // The generated tray holds a few exam numbers the dataset does not know: those sheets are errors of their own.
  const unknownNumbers = rowsWith(/考号\d+不存在/).length;
  const saving = whole.length / 2 - alreadyUploaded.length - unknownNumbers;
  expect(rowsWith('即将上传')).toHaveLength(saving);
  expect(await uploadedOncePerSheet(uploads, whole)).toEqual([]);
  // 保存: each of those sheets is saved under its own student, with its own page 2; the rest wait for a fix, shown.
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(alertWith(page, '保存成功')).toBeVisible();
  const submitted = (await requests({ path: '/api/scannerApi/submitPaper' })).flatMap((r) => (r.body as { studentIds: string[] }).studentIds);
  expect(submitted).toHaveLength(saving);
  expect(new Set(submitted).size, 'no student saved twice').toBe(submitted.length);
  expect(await savedUnderOwnStudent(page, submitted, whole, { exam_id: 3001, subject_id: 2 })).toEqual([]);
  await expect(listedCount(page, sides.size - saving)).toBeVisible();
  await expect(batchLine(page)).toContainText(`已送入 ${sides.size} / 已接收 ${sides.size} / 已上传 ${whole.length / 2} / 已保存 ${saving}`);
}

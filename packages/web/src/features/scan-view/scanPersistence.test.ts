// The persisted scan session (spec 3 §4.2 'Session state is cached and restored'), through the controller: the real
// driver simulator (a websocket server on a free port) scans, uploads are fakes, the cache is fake-indexeddb. A
// "reload" is a second controller on the same cache, as a reloaded page would make.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDriverClient } from '@exam/scanner-protocol';
import { generateSheets, startDriverSimulator, type DriverSimulator } from '@exam/scanner-protocol/simulator';
import type { PutPicResult } from './intake';
import type { SheetUpload } from './queries';
import { createScanController, type ScanContext, type ScanController } from './scanController';
import { openScanCache, readSession, storedImagePaths, type ScanCache } from './sessionStore';
import { reconcile } from './reconciliation';
import { SCAN_TEXTS } from './scanTexts';

const context: ScanContext = { examId: 3001, subjectId: 2, scanProp: { scan_way: '2' }, scanType: '3', mode: 'paper', doubleSided: true, isCover: false, realTimeAlign: true };

const answer = (studentId: string): PutPicResult => ({
  student_id: studentId,
  preStatus: { page1: 0, page2: 0 },
  roomInfo: null,
  dealInfo: { page1: true, page2: true },
  error: null,
  page1Res: { success: true, result: [{ subnum: 1, answers: 'A' }], error: null },
  page2Res: { success: true, result: [], error: null },
  pageFlip: false,
  degRote: 0,
});

const until = async (check: () => boolean, ms = 10_000, describe: () => unknown = () => '') => {
  for (let waited = 0; !check() && waited < ms; waited += 20) await new Promise((r) => setTimeout(r, 20));
  expect(check(), JSON.stringify(describe())).toBe(true);
};

let sim: DriverSimulator;
let cache: ScanCache;
const disconnects: (() => void)[] = [];

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  cache = openScanCache();
  sim = await startDriverSimulator({ port: 0, initialized: true, ratePerMinute: 3000, sheets: generateSheets(3) });
});
afterEach(async () => {
  for (const disconnect of disconnects.splice(0)) disconnect();
  await sim.close();
  (await cache).close();
});

interface Harness {
  controller: ScanController;
  uploads: SheetUpload[];
  notes: string[];
}

/** A mounted scanner view: a controller connected to the simulator; `hold` keeps the uploads of those sheets (1-based) open. */
async function openView(options: { persist?: boolean; hold?: number[]; mode?: ScanContext['mode']; reconnect?: boolean; answer?: (upload: number) => PutPicResult; slowMs?: number } = {}): Promise<Harness> {
  const uploads: SheetUpload[] = [];
  const notes: string[] = [];
  const controller = createScanController({
    context: { ...context, mode: options.mode ?? 'paper' },
    driver: createDriverClient({ url: sim.url, reconnect: options.reconnect ? { initialDelayMs: 300, maxDelayMs: 300, factor: 1 } : false }),
    upload: (sheet) => {
      uploads.push(sheet);
      if (options.hold?.includes(uploads.length)) return new Promise<PutPicResult>(() => undefined);
      const result = options.answer?.(uploads.length) ?? answer(`30101010${uploads.length}`);
      return options.slowMs ? new Promise<PutPicResult>((resolve) => setTimeout(() => resolve(result), options.slowMs)) : Promise.resolve(result);
    },
    notify: (_kind, text) => void notes.push(text),
    describe: () => '上传失败',
    persist: options.persist ?? true,
    cache,
  });
  disconnects.push(controller.connect());
  await controller.whenRestored();
  await until(() => controller.getSnapshot().device.status === 'open');
  return { controller, uploads, notes };
}

async function scanTray({ controller }: Harness, settled: (rows: ReturnType<ScanController['getSnapshot']>['rows']) => boolean) {
  await controller.start();
  await until(
    () => !controller.getSnapshot().scanning && settled(controller.getSnapshot().rows),
    10_000,
    () => ({ scanning: controller.getSnapshot().scanning, device: controller.getSnapshot().device.status, rows: controller.getSnapshot().rows.map((r) => [r.state, r.failure, r.images.length]) }),
  );
  await controller.flushPersisted();
}

describe('persisted scan session', () => {
  it('comes back after a reload: the same rows and outcomes, numbering goes on, images load from the cache', async () => {
    const first = await openView();
    await scanTray(first, (rows) => rows.length === 3 && rows.every((r) => r.state === 'done'));
    const before = first.controller.getSnapshot().rows;
    const pages = await first.controller.pages(before[1]?.id ?? '');

    const reloaded = await openView();
    const rows = reloaded.controller.getSnapshot().rows;
    expect(rows).toEqual(before);
    expect(rows.map((r) => r.outcome?.studentId)).toEqual(['301010101', '301010102', '301010103']);
    expect(reloaded.notes).toContain('已恢复上次未保存的扫描记录（3 张）');
    expect(await reloaded.controller.pages(before[1]?.id ?? '')).toEqual(pages);

    await scanTray(reloaded, (r) => r.length === 6 && r.every((row) => row.state === 'done'));
    expect(reloaded.controller.getSnapshot().rows.map((r) => r.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await readSession(cache, '3001:2'))?.rows).toHaveLength(6);
  });

  it('a sheet still uploading when the page died comes back failed with a reason; 重试 uploads its stored images', async () => {
    const first = await openView({ hold: [3] });
    await scanTray(first, (rows) => rows.length === 3 && rows.filter((r) => r.state === 'done').length === 2);
    const cutOff = first.controller.getSnapshot().rows[2];
    expect(cutOff?.state).toBe('uploading');

    const reloaded = await openView();
    const row = reloaded.controller.getSnapshot().rows[2];
    expect(row).toMatchObject({ id: cutOff?.id, index: 3, state: 'failed', failure: '页面关闭时该答题卡正在上传，不确定是否已上传成功，请点击重试' });
    // Nothing is uploaded again by itself.
    await new Promise((r) => setTimeout(r, 100));
    expect(reloaded.uploads).toHaveLength(0);

    expect(reloaded.controller.retry(cutOff?.id ?? '')).toBe(true);
    await until(() => reloaded.controller.getSnapshot().rows[2]?.state === 'done');
    expect(reloaded.uploads).toHaveLength(1);
    expect(reloaded.uploads[0]?.pages).toEqual(first.uploads[2]?.pages);
    // The same upload as the one cut off: the server answers a known key with its first answer (issue 26).
    expect(reloaded.uploads[0]?.uploadKey).toBeTruthy();
    expect(reloaded.uploads[0]?.uploadKey).toBe(first.uploads[2]?.uploadKey);
    await reloaded.controller.flushPersisted();
    expect((await readSession(cache, '3001:2'))?.rows[2]).toMatchObject({ state: 'done', outcome: { studentId: '301010101' } });
  });

  it('rows that leave take their record and images with them', async () => {
    const view = await openView({ hold: [2] });
    await scanTray(view, (rows) => rows.length === 3 && rows.filter((r) => r.state === 'done').length === 2);
    expect(await storedImagePaths(cache, '3001:2')).toHaveLength(6);
    const [first] = view.controller.getSnapshot().rows;
    view.controller.removeRows([first?.id ?? '']);
    await view.controller.flushPersisted();
    expect((await readSession(cache, '3001:2'))?.rows.map((r) => r.index)).toEqual([2, 3]);
    expect(await storedImagePaths(cache, '3001:2')).toHaveLength(4);
    expect(await storedImagePaths(cache, '3001:2')).not.toContain(first?.images[0]?.path);

    // 清空列表 removes the finished rows; the one still uploading stays, stored with its images.
    await view.controller.clear();
    await view.controller.flushPersisted();
    expect((await readSession(cache, '3001:2'))?.rows.map((r) => r.index)).toEqual([2]);
    expect(await storedImagePaths(cache, '3001:2')).toHaveLength(2);
  });

  it('the last row leaving removes the record', async () => {
    const view = await openView();
    await scanTray(view, (rows) => rows.length === 3 && rows.every((r) => r.state === 'done'));
    await view.controller.clear();
    await view.controller.flushPersisted();
    expect(await readSession(cache, '3001:2')).toBeUndefined();
    expect(await storedImagePaths(cache, '3001:2')).toEqual([]);
    const reloaded = await openView();
    expect(reloaded.controller.getSnapshot().rows).toEqual([]);
    expect(reloaded.notes.filter((n) => n.startsWith('已恢复'))).toEqual([]);
  });

  it('清空列表 takes the rows and their images out in one write: a page that dies right after it brings none of them back', async () => {
    const view = await openView();
    await scanTray(view, (rows) => rows.length === 3 && rows.every((r) => r.state === 'done'));
    await view.controller.flushPersisted();
    // The page dies once the first write after 清空列表 is done: every later write of this page fails.
    const db = await cache;
    const transaction = db.transaction.bind(db);
    let writes = 0;
    db.transaction = ((...args: Parameters<typeof transaction>) => {
      if (args[1] === 'readwrite' && ++writes > 1) throw new Error('the page is gone');
      return transaction(...args);
    }) as typeof db.transaction;
    await view.controller.clear();
    await view.controller.flushPersisted();
    expect(writes).toBeGreaterThan(0);

    cache = openScanCache(); // the reloaded page's own connection
    const reloaded = await openView();
    expect(reloaded.controller.getSnapshot().rows).toEqual([]);
    expect(reloaded.notes.filter((n) => n.startsWith('已恢复'))).toEqual([]);
  });

  it('an image stored without its row (the page died in between) comes back as an incomplete sheet', async () => {
    const first = await openView();
    await scanTray(first, (rows) => rows.length === 3 && rows.every((r) => r.state === 'done'));
    // A front that arrived just before the page died: its image is stored, its row never was.
    const { createCachedImageStore } = await import('./imageStore');
    await createCachedImageStore({ cache, session: '3001:2' }).put('D:/scan/EXAMSCAN-20260915080000999.jpg', 'QUJD');

    const reloaded = await openView();
    const rows = reloaded.controller.getSnapshot().rows;
    expect(rows).toHaveLength(4);
    expect(rows[3]).toMatchObject({ index: 4, state: 'incomplete', images: [{ path: 'D:/scan/EXAMSCAN-20260915080000999.jpg', timestamp: '20260915080000999' }] });
    expect(reloaded.notes).toContain('已恢复上次未保存的扫描记录（4 张）');
  });

  it('a driver lost mid-scan: the received sheets stay, a front waiting for its back stays as incomplete, all stored', async () => {
    await sim.control.setRate(600);
    const view = await openView();
    await view.controller.start();
    await until(() => sim.control.scanned().length >= 3);
    sim.control.disconnectClients();
    await until(() => !view.controller.getSnapshot().scanning && view.controller.getSnapshot().rows.length === 2);
    await until(() => view.controller.getSnapshot().rows[0]?.state === 'done');
    const rows = view.controller.getSnapshot().rows;
    expect(rows[1]).toMatchObject({ index: 2, state: 'incomplete', failure: '缺少反面图片，请重新扫描该答题卡' });
    await view.controller.flushPersisted();
    expect((await readSession(cache, '3001:2'))?.rows).toEqual(rows);
  });

  it('a scan that ends during a drop: the scan-end listeners (auto-save) run once, after the last sheet taken in by the resynchronisation has uploaded', async () => {
    sim.control.loadSheets({ generate: { count: 6, seed: 5 } });
    sim.control.setDuplex(true);
    sim.control.setRate(1200);
    const view = await openView({ reconnect: true, slowMs: 300 });
    const ends: string[][] = [];
    view.controller.onScanEnd((rows) => void ends.push(rows.map((r) => r.state)));
    await view.controller.start();
    await until(() => sim.control.scanned().length >= 9);
    sim.control.disconnectClients();
    await sim.control.waitForIdle(20_000);
    await until(() => ends.length > 0, 10_000, () => view.controller.getSnapshot().rows.map((r) => r.state));
    expect(ends).toEqual([Array(6).fill('done')]);
    expect(view.uploads).toHaveLength(6);
  });

  it('a driver drop while the scanner keeps feeding: the images saved meanwhile are taken in, each sheet with its own back', async () => {
    sim.control.loadSheets({ generate: { count: 12, seed: 5 } });
    sim.control.setDuplex(true);
    sim.control.setRate(1200);
    const view = await openView({ reconnect: true });
    await view.controller.start();
    await until(() => sim.control.scanned().length >= 5);
    const notesBefore = view.notes.length;
    sim.control.disconnectClients();
    await sim.control.waitForIdle(20_000);
    await until(() => !view.controller.getSnapshot().scanning && view.controller.getSnapshot().rows.length === 12 && view.controller.getSnapshot().rows.every((r) => r.state === 'done'), 10_000, () => [view.controller.getSnapshot().scanning, view.controller.getSnapshot().rows.map((r) => r.state + (r.failure ?? "")), view.notes]);
    const truth = sim.control.scanned();
    const bySheet = new Map<number, string[]>();
    for (const image of truth) bySheet.set(image.sheetIndex, [...(bySheet.get(image.sheetIndex) ?? []), image.image_path]);
    expect(view.controller.getSnapshot().rows.map((r) => r.images.map((i) => i.path))).toEqual([...bySheet.values()]);
    // The device reopened mid-scan: no preset is re-applied, so no false '设置预设扫描参数失败'.
    expect(view.notes.slice(notesBefore)).not.toContain('设置预设扫描参数失败');
  });

  it('a reload while the scanner keeps feeding: the reloaded view takes in what the driver saved, pairs the waiting front, shows the scan running', async () => {
    sim.control.loadSheets({ generate: { count: 12, seed: 7 } });
    sim.control.setDuplex(true);
    sim.control.setRate(600);
    const first = await openView({ reconnect: true });
    await first.controller.start();
    // The page goes away with a front waiting for its back (the fifth image is sheet 3's front); no stop reaches the driver.
    await until(() => sim.control.scanned().length >= 5);
    sim.control.disconnectClients();
    await until(() => !first.controller.getSnapshot().scanning);
    disconnects.shift()?.();
    await first.controller.flushPersisted();
    const stored = await readSession(cache, '3001:2');
    expect(stored?.scan).toMatchObject({ scanning: true, last: expect.any(String) });

    const reloaded = await openView();
    // The reloaded view knows the scan goes on (停止扫描 works) and reports no false preset failure.
    await until(() => reloaded.controller.getSnapshot().scanning);
    expect(sim.control.state().scanning).toBe(true);
    await sim.control.waitForIdle(20_000);
    await until(
      () => !reloaded.controller.getSnapshot().scanning && reloaded.controller.getSnapshot().rows.length === 12 && reloaded.controller.getSnapshot().rows.every((r) => r.state === 'done'),
      10_000,
      () => reloaded.controller.getSnapshot().rows.map((r) => [r.state, r.failure, r.images.map((i) => i.sheet)]),
    );
    const bySheet = new Map<number, string[]>();
    for (const image of sim.control.scanned()) bySheet.set(image.sheetIndex, [...(bySheet.get(image.sheetIndex) ?? []), image.image_path]);
    expect(reloaded.controller.getSnapshot().rows.map((r) => r.images.map((i) => i.path))).toEqual([...bySheet.values()]);
    expect(reloaded.controller.getSnapshot().rows.map((r) => r.index)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // Every sheet went up once: the first view's uploads and the reloaded view's together.
    expect(first.uploads.length + reloaded.uploads.length).toBe(12);
    expect(reloaded.notes).not.toContain('设置预设扫描参数失败');
  });

  it('the batch line survives a reload mid-batch: the earlier batch and this one keep their counts, and scan_end’s count applies', async () => {
    const first = await openView({ reconnect: true });
    await scanTray(first, (rows) => rows.length === 3 && rows.every((r) => r.state === 'done'));
    first.controller.noteSaved([first.controller.getSnapshot().rows[0]?.id ?? '']);
    first.controller.removeRows([first.controller.getSnapshot().rows[0]?.id ?? '']);
    sim.control.loadSheets({ generate: { count: 12, seed: 9 } });
    sim.control.setDuplex(true);
    sim.control.setRate(600);
    await first.controller.start();
    await until(() => first.controller.getSnapshot().rows.length >= 6);
    // The page goes away mid-batch (the connection drops first, as at a reload); the scanner feeds on.
    sim.control.disconnectClients();
    await until(() => !first.controller.getSnapshot().scanning);
    disconnects.shift()?.();
    await first.controller.flushPersisted();
    const before = reconcile(first.controller.getSnapshot().batch, first.controller.getSnapshot().rows);
    expect(before.received).toBeGreaterThanOrEqual(4);

    const reloaded = await openView();
    const { batch, earlierBatches, rows } = reloaded.controller.getSnapshot();
    expect(reconcile(batch, rows)).toMatchObject({ received: before.received, saved: 0 });
    expect(earlierBatches.map((b) => reconcile(b, rows))).toMatchObject([{ fed: 3, received: 3, uploaded: 3, saved: 1 }]);
    await sim.control.waitForIdle(20_000);
    await until(
      () => !reloaded.controller.getSnapshot().scanning && reloaded.controller.getSnapshot().rows.filter((r) => r.state === 'done').length === 14,
      10_000,
      () => reloaded.controller.getSnapshot().rows.map((r) => [r.state, r.failure]),
    );
    const after = reloaded.controller.getSnapshot();
    expect(reconcile(after.batch, after.rows)).toMatchObject({ fed: 12, received: 12, uploaded: 12, saved: 0 });
  });

  it('a drop with a driver that cannot list what it saved (no get_saved_image_list): the scanner stops and the view names the first sheet not received to feed again from', async () => {
    sim.control.loadSheets({ generate: { count: 12, seed: 11 } });
    sim.control.setDuplex(true);
    sim.control.setRate(600);
    // An older driver: the command is unknown to it.
    sim.control.fault('command_error', { func: 'get_saved_image_list', times: 0, err_info: '不支持的命令' });
    const view = await openView({ reconnect: true });
    await view.controller.start();
    await until(() => sim.control.scanned().length >= 5);
    sim.control.disconnectClients();
    await until(() => view.notes.some((note) => note.startsWith('扫描仪连接中断期间的图片无法取回')), 10_000, () => view.notes);
    await sim.control.waitForIdle(20_000);
    await until(() => !view.controller.getSnapshot().scanning && view.controller.getSnapshot().rows.every((r) => r.state !== 'uploading'));
    const { rows, batch } = view.controller.getSnapshot();
    // The list holds the sheets received whole before the drop, in the scanner's order (and perhaps the front of the
    // next one, incomplete); nothing after the gap. The note names the first sheet not received whole.
    const bySheet = new Map<number, string[]>();
    for (const image of sim.control.scanned()) bySheet.set(image.sheetIndex, [...(bySheet.get(image.sheetIndex) ?? []), image.image_path]);
    const sheets = [...bySheet.values()];
    const whole = rows.filter((r) => r.images.length === 2);
    const from = whole.length + 1;
    expect(whole.map((r) => r.images.map((i) => i.path))).toEqual(sheets.slice(0, whole.length));
    expect(rows.filter((r) => r.images.length < 2).map((r) => [r.index, r.images[0]?.path, r.failure])).toEqual(
      rows.length > whole.length ? [[from, sheets[from - 1]?.[0], SCAN_TEXTS.missingBack]] : [],
    );
    expect(view.notes).toContain(SCAN_TEXTS.feedAgainFrom(from));
    expect(reconcile(batch, rows).notes).toContain(SCAN_TEXTS.feedAgainNote(from));
    // The scanner was stopped rather than left feeding unseen.
    expect(sheets.length).toBeLessThan(12);
    expect(view.notes).not.toContain('设置预设扫描参数失败');
  });

  it('a sheet whose front the driver lost: its back alone is an incomplete sheet that misses its front', async () => {
    sim.control.loadSheets({ generate: { count: 3, seed: 12 } });
    sim.control.setDuplex(true);
    // Image 2 (sheet 2's front) is saved but never sent.
    sim.control.fault('drop_image', { index: 2 });
    const view = await openView();
    await scanTray(view, (rows) => rows.length === 3 && rows.every((r) => r.state !== 'uploading'));
    const rows = view.controller.getSnapshot().rows;
    expect(rows.map((r) => [r.images.length, r.state, r.failure])).toEqual([
      [2, 'done', undefined],
      [1, 'incomplete', '缺少正面图片，请重新扫描该答题卡'],
      [2, 'done', undefined],
    ]);
  });

  it('letting go of the driver mid-scan (another tab took the scanner over) stops showing the scan and keeps the rows', async () => {
    sim.control.loadSheets({ generate: { count: 12, seed: 8 } });
    sim.control.setDuplex(true);
    sim.control.setRate(600);
    const view = await openView();
    await view.controller.start();
    await until(() => view.controller.getSnapshot().rows.length >= 2);
    disconnects.shift()?.();
    expect(view.controller.getSnapshot().scanning).toBe(false);
    expect(view.controller.getSnapshot().rows.length).toBeGreaterThanOrEqual(2);
  });

  it('template pages are not cached: they stay in memory', async () => {
    const view = await openView({ mode: 'template' });
    await view.controller.start();
    await until(() => !view.controller.getSnapshot().scanning && view.controller.getSnapshot().templateImages.length === 6);
    await view.controller.flushPersisted();
    expect(await storedImagePaths(cache, '3001:2')).toEqual([]);
    const [page] = view.controller.getSnapshot().templateImages;
    expect(await view.controller.imageData(page?.path ?? '')).toBeTruthy();
    expect((await openView()).controller.getSnapshot().rows).toEqual([]);
  });

  it('without persist nothing is written to the cache', async () => {
    const view = await openView({ persist: false });
    await scanTray(view, (rows) => rows.length === 3 && rows.every((r) => r.state === 'done'));
    expect(await readSession(cache, '3001:2')).toBeUndefined();
    expect(await storedImagePaths(cache, '3001:2')).toEqual([]);
  });

  it('a driver restart mid-scan (its saved-image list starts afresh): the view names the sheet to feed again from, never silent', async () => {
    sim.control.loadSheets({ generate: { count: 12, seed: 9 } });
    sim.control.setDuplex(true);
    sim.control.setRate(600);
    const view = await openView({ reconnect: true });
    await view.controller.start();
    await until(() => view.controller.getSnapshot().rows.length >= 2);
    // The websocket drops, the driver keeps feeding a moment, then restarts: what it saved meanwhile is not listed.
    sim.control.disconnectClients();
    await until(() => sim.control.scanned().length >= 7);
    sim.control.restart();
    const restarted = () => view.notes.find((note) => note.startsWith('扫描仪驱动已重启'));
    await until(() => !view.controller.getSnapshot().scanning && restarted() !== undefined, 10_000, () => view.notes);
    const { rows, batch } = view.controller.getSnapshot();
    // Every sheet received whole is there with its own two sides; the feed-again place is the first sheet not received whole.
    const truth = new Map<number, string[]>();
    for (const image of sim.control.scanned()) truth.set(image.sheetIndex, [...(truth.get(image.sheetIndex) ?? []), image.image_path]);
    const whole = rows.filter((r) => r.images.length === 2);
    expect(whole.map((r) => r.images.map((i) => i.path))).toEqual([...truth.values()].slice(0, whole.length));
    expect(truth.size).toBeGreaterThan(whole.length);
    expect(restarted()).toBe(SCAN_TEXTS.driverRestarted(whole.length + 1));
    expect(reconcile(batch, rows).notes).toContain(SCAN_TEXTS.feedAgainNote(whole.length + 1));
  });

  it('a page 2 refused as another sheet’s: the row and one notice say from which sheet of the batch to scan again', async () => {
    sim.control.loadSheets({ generate: { count: 3, seed: 4 } });
    sim.control.setDuplex(true);
    const refused: PutPicResult = { ...answer(''), student_id: null, dealInfo: { page1: false, page2: false }, error: SCAN_TEXTS.pagesMismatch };
    const view = await openView({ answer: (n) => (n >= 2 ? refused : answer('301010101')) });
    await scanTray(view, (rows) => rows.length === 3 && rows.every((r) => r.state === 'done'));
    await until(() => view.notes.some((note) => note.includes('两页不属于同一张答题卡')));
    const rows = view.controller.getSnapshot().rows;
    expect(rows.map((r) => r.outcome?.error ?? null)).toEqual([null, SCAN_TEXTS.pagesMismatchAdvice(2), SCAN_TEXTS.pagesMismatchAdvice(3)]);
    expect(SCAN_TEXTS.pagesMismatchAdvice(2)).toContain('请取出本批第2张及其后的答题卡，按原顺序重新扫描');
    expect(view.notes).toContain(SCAN_TEXTS.pagesMismatchNotice(2, 2));
  });
});

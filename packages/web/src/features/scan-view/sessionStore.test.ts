// The scanner view's local cache (IndexedDB through fake-indexeddb): images and rows written and read back, a get
// right after a put, coalesced row writes, the 7-day expiry, one writer per session.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCachedImageStore } from './imageStore';
import type { ScanRow } from './scanController';
import { SCAN_CACHE_TTL_MS, createSessionWriter, openScanCache, readSession, restoredRows, storedImagePaths, type ScanCache } from './sessionStore';

const DAY = 24 * 60 * 60 * 1000;
const row = (index: number, state: ScanRow['state'] = 'done'): ScanRow => ({
  id: `D:/scan/EXAMSCAN-2026091508000000${index}.jpg`,
  index,
  images: [{ path: `D:/scan/EXAMSCAN-2026091508000000${index}.jpg`, timestamp: `2026091508000000${index}` }],
  state,
});

let cache: ScanCache;
/** The sessions store's row chunks, in key order. */
async function chunkRecords() {
  return (await (await cache).getAll('sessions')).flatMap((r) => ('chunkOf' in r ? [r] : []));
}
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  cache = openScanCache();
});
afterEach(async () => {
  (await cache).close();
  vi.restoreAllMocks();
});

describe('scan cache images', () => {
  it('keeps full images in IndexedDB: another store of the session (a reloaded page) reads them back', async () => {
    const store = createCachedImageStore({ cache, session: '3001:2' });
    await store.put('a.jpg', 'QUJD');
    await store.put('b.jpg', 'REVG');
    const reloaded = createCachedImageStore({ cache, session: '3001:2' });
    expect(await reloaded.get('a.jpg')).toBe('QUJD');
    expect(await reloaded.get('b.jpg')).toBe('REVG');
    expect((await reloaded.earlier()).sort()).toEqual(['a.jpg', 'b.jpg']);
    // Another subject's session does not see them.
    expect(await createCachedImageStore({ cache, session: '3001:3' }).get('a.jpg')).toBeUndefined();
  });

  it('answers a get right after a put, while the write is still pending', async () => {
    const store = createCachedImageStore({ cache, session: '3001:2' });
    const written = store.put('a.jpg', 'QUJD');
    expect(await store.get('a.jpg')).toBe('QUJD');
    expect(await storedImagePaths(cache, '3001:2')).toEqual([]);
    await written;
    expect(await storedImagePaths(cache, '3001:2')).toEqual(['a.jpg']);
  });

  it('delete removes the image from IndexedDB and revokes its thumbnail', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:thumb-1');
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const thumbnail = vi.fn(async (base64: string) => new Blob([base64.slice(0, 2)], { type: 'image/jpeg' }));
    const store = createCachedImageStore({ cache, session: '3001:2', thumbnail });
    await store.put('a.jpg', 'QUJD');
    const ready = new Promise<void>((resolve) => store.subscribe(resolve));
    expect(store.src('a.jpg')).toBeUndefined(); // made on first request
    await ready;
    expect(store.src('a.jpg')).toBe('blob:thumb-1');
    expect(thumbnail).toHaveBeenCalledWith('QUJD');
    expect(created).toHaveBeenCalledTimes(1);
    await store.delete(['a.jpg']);
    expect(revoked).toHaveBeenCalledWith('blob:thumb-1');
    expect(store.src('a.jpg')).toBeUndefined();
    expect(await store.get('a.jpg')).toBeUndefined();
    expect(await storedImagePaths(cache, '3001:2')).toEqual([]);
  });
});

describe('scan cache sessions', () => {
  it('writes the rows of a burst of changes once, and the latest of them', async () => {
    let writes = 0;
    const writer = createSessionWriter({ cache, examId: 3001, subjectId: 2, delayMs: 100, now: () => (writes++, Date.now()) });
    writer.claim();
    let rows: ScanRow[] = [];
    for (let i = 1; i <= 30; i++) {
      rows = [...rows, row(i)];
      writer.schedule(() => ({ rows, counter: rows.length }));
    }
    expect(writes).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await writer.flush();
    expect(writes).toBe(1);
    expect(await readSession(cache, '3001:2')).toMatchObject({ examId: 3001, subjectId: 2, counter: 30, rows });
  });

  it('drops the record when no rows are left', async () => {
    const writer = createSessionWriter({ cache, examId: 3001, subjectId: 2 });
    writer.claim();
    writer.schedule(() => ({ rows: [row(1)], counter: 1 }));
    await writer.flush();
    expect(await readSession(cache, '3001:2')).toBeDefined();
    writer.schedule(() => ({ rows: [], counter: 1 }));
    await writer.flush();
    expect(await readSession(cache, '3001:2')).toBeUndefined();
  });

  it('only the writer that claimed the session last writes it', async () => {
    const old = createSessionWriter({ cache, examId: 3001, subjectId: 2 });
    old.claim();
    const current = createSessionWriter({ cache, examId: 3001, subjectId: 2 });
    current.claim();
    current.schedule(() => ({ rows: [row(1), row(2)], counter: 2 }));
    await current.flush();
    old.schedule(() => ({ rows: [row(1)], counter: 1 }));
    await old.flush();
    expect((await readSession(cache, '3001:2'))?.rows).toHaveLength(2);
  });

  it('a controller in another tab claiming the session: the writer that held it is told, and once it lets go writes no more rows', async () => {
    const claimed = vi.fn();
    const writer = createSessionWriter({ cache, examId: 3001, subjectId: 2, onClaimedElsewhere: claimed });
    const stopWatching = writer.watchClaims();
    writer.claim();
    writer.schedule(() => ({ rows: [row(1), row(2)], counter: 2 }));
    await writer.flush();
    // Another tab's claim arrives on the portal's channel (another channel object, as in another tab).
    const otherTab = new BroadcastChannel('exam-scan-sessions');
    otherTab.postMessage({ claimed: '3001:3' });
    otherTab.postMessage({ claimed: '3001:2' });
    await vi.waitFor(() => expect(claimed).toHaveBeenCalledTimes(1));
    // A view no longer mounted hears no more claims.
    stopWatching();
    otherTab.postMessage({ claimed: '3001:2' });
    await new Promise((r) => setTimeout(r, 50));
    expect(claimed).toHaveBeenCalledTimes(1);
    otherTab.close();
    writer.disown();
    writer.schedule(() => ({ rows: [], counter: 2 }));
    await writer.flush();
    expect((await readSession(cache, '3001:2'))?.rows).toHaveLength(2);
  });

  it('drops sessions and images older than 7 days when the cache opens', async () => {
    const now = Date.now();
    for (const [subjectId, age] of [
      [2, 8 * DAY],
      [3, 6 * DAY],
    ] as const) {
      const writer = createSessionWriter({ cache, examId: 3001, subjectId, now: () => now - age });
      writer.claim();
      writer.schedule(() => ({ rows: [row(1)], counter: 1 }));
      await writer.flush();
      await createCachedImageStore({ cache, session: writer.key, now: () => now - age }).put(row(1).images[0]?.path ?? '', 'QUJD');
    }
    // An image older than 7 days of no session (its row never written) goes too.
    await createCachedImageStore({ cache, session: '3001:9', now: () => now - SCAN_CACHE_TTL_MS - 1 }).put('lost.jpg', 'QUJD');
    (await cache).close();

    cache = openScanCache(() => now);
    expect(await readSession(cache, '3001:2')).toBeUndefined();
    expect(await storedImagePaths(cache, '3001:2')).toEqual([]);
    expect(await storedImagePaths(cache, '3001:9')).toEqual([]);
    expect(await readSession(cache, '3001:3')).toMatchObject({ rows: [row(1)] });
    expect(await storedImagePaths(cache, '3001:3')).toHaveLength(1);
  });

  it('keeps the rows in chunks of 100 and writes only the chunks whose rows changed', async () => {
    let clock = 1_000;
    const writer = createSessionWriter({ cache, examId: 3001, subjectId: 2, now: () => clock });
    writer.claim();
    let rows = Array.from({ length: 250 }, (_, i) => row(i + 1));
    writer.schedule(() => ({ rows, counter: 250 }));
    await writer.flush();
    expect((await readSession(cache, '3001:2'))?.rows).toEqual(rows);
    const dates = async () => (await chunkRecords()).map((c) => c.savedAt);
    expect(await dates()).toEqual([1_000, 1_000, 1_000]);

    clock = 2_000;
    rows = rows.map((r) => (r.index === 150 ? { ...r, state: 'failed' as const, failure: 'HTTP 500' } : r));
    writer.schedule(() => ({ rows, counter: 250 }));
    await writer.flush();
    expect(await dates()).toEqual([1_000, 2_000, 1_000]);
    expect((await readSession(cache, '3001:2'))?.rows[149]).toMatchObject({ index: 150, state: 'failed' });

    // Rows taken out (a save): the chunks past the end go.
    rows = rows.slice(130);
    writer.schedule(() => ({ rows, counter: 250 }));
    await writer.flush();
    expect((await readSession(cache, '3001:2'))?.rows).toEqual(rows);
    expect(await chunkRecords()).toHaveLength(2);
    writer.schedule(() => ({ rows: [], counter: 250 }));
    await writer.flush();
    expect(await chunkRecords()).toHaveLength(0);
  });

  it('writes every chunk again when someone else wrote the session meanwhile', async () => {
    const writer = createSessionWriter({ cache, examId: 3001, subjectId: 2 });
    writer.claim();
    const rows = Array.from({ length: 150 }, (_, i) => row(i + 1));
    writer.schedule(() => ({ rows, counter: 150 }));
    await writer.flush();
    // Another page wrote one chunk of its own and the session record.
    const db = await cache;
    const [first] = await chunkRecords();
    if (!first) throw new Error('no chunk');
    await db.put('sessions', { ...first, rows: [row(999)] });
    const head = await db.get('sessions', '3001:2');
    if (!head) throw new Error('no session');
    await db.put('sessions', { ...head, savedAt: head.savedAt + 5_000 });
    writer.schedule(() => ({ rows, counter: 150 }));
    await writer.flush();
    expect((await readSession(cache, '3001:2'))?.rows).toEqual(rows);
  });

  it('reads a session written by the earlier version, which holds its rows itself', async () => {
    await (await cache).put('sessions', { key: '3001:2', examId: 3001, subjectId: 2, savedAt: Date.now(), counter: 2, rows: [row(1), row(2)] });
    expect((await readSession(cache, '3001:2'))?.rows).toEqual([row(1), row(2)]);
  });

  it('keeps the chunks of a live session however old they are, and drops those of an expired one', async () => {
    const now = Date.now();
    let clock = now - 9 * DAY;
    const writer = createSessionWriter({ cache, examId: 3001, subjectId: 2, now: () => clock });
    writer.claim();
    const rows = Array.from({ length: 120 }, (_, i) => row(i + 1));
    writer.schedule(() => ({ rows, counter: 120 }));
    await writer.flush();
    // Only the second chunk changes today: the first keeps its 9-day-old date, the session today's.
    clock = now;
    const changed = rows.map((r) => (r.index === 110 ? { ...r, duplicate: true } : r));
    writer.schedule(() => ({ rows: changed, counter: 120 }));
    await writer.flush();
    const old = createSessionWriter({ cache, examId: 3001, subjectId: 3, now: () => now - 8 * DAY });
    old.claim();
    old.schedule(() => ({ rows: [row(1)], counter: 1 }));
    await old.flush();
    (await cache).close();

    cache = openScanCache(() => now);
    expect((await readSession(cache, '3001:2'))?.rows).toEqual(changed);
    expect(await readSession(cache, '3001:3')).toBeUndefined();
    expect((await chunkRecords()).map((c) => c.key)).toEqual(['3001:2#000000', '3001:2#000001']);
  });

  it('brings rows back as they were, except that a sheet cut off mid-upload is failed with a reason', () => {
    const done = { ...row(1), outcome: { studentId: '301010101' } as ScanRow['outcome'] };
    const back = restoredRows([done, row(2, 'uploading'), { ...row(3, 'failed'), failure: 'HTTP 500' }, row(4, 'incomplete')]);
    expect(back[0]).toEqual(done);
    expect(back[1]).toMatchObject({ index: 2, state: 'failed', failure: '页面关闭时该答题卡正在上传，不确定是否已上传成功，请点击重试' });
    expect(back[2]).toMatchObject({ state: 'failed', failure: 'HTTP 500' });
    expect(back[3]).toMatchObject({ state: 'incomplete' });
  });
});

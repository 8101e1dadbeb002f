// The scanner view's local cache (spec 3 §3 "Local cache record", §4.2 'Session state is cached and restored', §9
// 'Scan-cache expiry 7 days. Local database version 1'): one IndexedDB database in the browser holds, per exam
// subject (key `${examId}:${subjectId}`), the rows of the scan session and the full images of its sheets, so that a
// reload, a crash or 登录失效 loses no received sheet. Records older than 7 days are dropped when the database opens.
// Row writes are coalesced (the view receives several images a second): the latest rows are written at most every
// 200 ms, and only by the controller that owns the session (the one mounted last, in this tab or another). A
// session's rows are kept in chunks of 100 beside its record, and a write puts only the chunks whose rows changed:
// rewriting every row each time cost the main thread about 9 ms at 600 rows and 30–50 ms at 2,000 (measured in
// Chromium), several times a second.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScanImage } from './intake';
import type { BatchTally } from './reconciliation';
import type { ScanRow } from './scanController';
import { SCAN_TEXTS } from './scanTexts';

export const SCAN_CACHE_NAME = 'exam-scan-cache';
/** Local database version 1 (spec 3 §9). */
export const SCAN_CACHE_VERSION = 1;
/** Scan-cache expiry 7 days (spec 3 §9). */
export const SCAN_CACHE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** One exam subject's scan session as stored. */
export interface StoredSession {
  key: string;
  examId: number;
  subjectId: number;
  /** When it was written (ms since the epoch): older than 7 days is dropped. */
  savedAt: number;
  /** The last row number given (numbering continues after a restore). */
  counter: number;
  /** The rows (read back from the session's chunks; a record of an earlier version holds them itself). */
  rows: ScanRow[];
  /** How many row chunks the session has (absent in a record of an earlier version, which holds its rows). */
  chunks?: number;
  /** Where the scan was when written, so that a reload resynchronises like a driver drop (issue 26). */
  scan?: ScanResumePoint;
  /** The reconciliation tallies of the latest batch and the earlier ones, so the batch line survives a reload (issue 26). */
  batches?: SessionBatches;
}

/** The session's batch tallies (reconciliation.ts): the latest scan's and the earlier ones, oldest first. */
export interface SessionBatches {
  current: BatchTally;
  earlier: BatchTally[];
}

/** Up to ROWS_PER_CHUNK rows of a session, in the sessions store under `${session}#${index}` (the index zero-padded). */
interface StoredChunk {
  key: string;
  chunkOf: string;
  savedAt: number;
  rows: ScanRow[];
}

const ROWS_PER_CHUNK = 100;
const chunkKey = (session: string, index: number) => `${session}#${String(index).padStart(6, '0')}`;
/** The keys of a session's chunks from `from` on (zero-padded indices sort as numbers). */
const chunksOf = (session: string, from = 0) => IDBKeyRange.bound(chunkKey(session, from), `${session}#\uffff`);
const isChunk = (record: StoredSession | StoredChunk): record is StoredChunk => 'chunkOf' in record;

/**
 * Where the scan stood (x-inferred: the spec's cache record has rows only; a reload mid-batch must know what the driver
 * saved since): the last image received, whether a scan was running, and a front still waiting for its back.
 */
export interface ScanResumePoint {
  last?: string;
  scanning: boolean;
  waiting?: ScanImage;
}

/** What a session writer writes: the rows, the numbering, the batch tallies and, while scanning matters, the resume point. */
export interface SessionState {
  rows: readonly ScanRow[];
  counter: number;
  scan?: ScanResumePoint;
  batches?: SessionBatches;
}

/** One full image (base64 JPEG, as the driver sent it) of a session's sheet. */
export interface StoredImage {
  session: string;
  path: string;
  base64: string;
  savedAt: number;
}

interface ScanCacheSchema extends DBSchema {
  sessions: { key: string; value: StoredSession | StoredChunk };
  images: { key: [string, string]; value: StoredImage; indexes: { savedAt: number } };
}

export type ScanCacheDb = IDBPDatabase<ScanCacheSchema>;
/** The opened database (a promise: opening is asynchronous and may fail, e.g. storage disabled). */
export type ScanCache = Promise<ScanCacheDb>;

export const sessionKey = (examId: number, subjectId: number): string => `${examId}:${subjectId}`;

/** The key range of every image of one session ([session, path] keys; an array sorts after any string). */
const imagesOf = (session: string) => IDBKeyRange.bound([session], [session, []]);

/** Opens (creating at version 1) the cache and drops what is older than 7 days. */
export async function openScanCache(now: () => number = Date.now): ScanCache {
  const db = await openDB<ScanCacheSchema>(SCAN_CACHE_NAME, SCAN_CACHE_VERSION, {
    upgrade(database) {
      database.createObjectStore('sessions', { keyPath: 'key' });
      database.createObjectStore('images', { keyPath: ['session', 'path'] }).createIndex('savedAt', 'savedAt');
    },
    // Another tab wants a newer version: let it (this one reopens on its next load).
    blocking() {
      db.close();
    },
  });
  await expireScanCache(db, now());
  return db;
}

let shared: ScanCache | undefined;
/** The page's one connection to the cache (opened, and expired, once per page load). */
export function scanCache(): ScanCache {
  if (!shared) {
    const opening = openScanCache();
    // A failed open is tried again next time (e.g. after the user allowed storage).
    opening.catch(() => {
      if (shared === opening) shared = undefined;
    });
    shared = opening;
  }
  return shared;
}

/** Drops sessions not written for 7 days, with their images, and images no live session owns that are as old. */
export async function expireScanCache(db: ScanCacheDb, now: number): Promise<void> {
  const cutoff = now - SCAN_CACHE_TTL_MS;
  const tx = db.transaction(['sessions', 'images'], 'readwrite');
  const sessions = tx.objectStore('sessions');
  const images = tx.objectStore('images');
  const live = new Set<string>();
  for (let cursor = await sessions.openCursor(); cursor; cursor = await cursor.continue()) {
    // A chunk lives and goes with its session (an unchanged chunk is not written again, so its own date says nothing).
    if (isChunk(cursor.value)) continue;
    if (cursor.value.savedAt < cutoff) {
      await images.delete(imagesOf(cursor.value.key));
      await sessions.delete(chunksOf(cursor.value.key));
      await cursor.delete();
    } else live.add(cursor.value.key);
  }
  for (let cursor = await images.index('savedAt').openCursor(IDBKeyRange.upperBound(cutoff, true)); cursor; cursor = await cursor.continue()) {
    if (!live.has(cursor.value.session)) await cursor.delete();
  }
  await tx.done;
}

export async function readSession(cache: ScanCache, key: string): Promise<StoredSession | undefined> {
  const db = await cache;
  const tx = db.transaction('sessions');
  const [head, chunks] = await Promise.all([tx.store.get(key), tx.store.getAll(chunksOf(key))]);
  if (!head || isChunk(head)) return undefined;
  if (head.chunks === undefined) return head;
  const rows = chunks.slice(0, head.chunks).flatMap((chunk) => chunk.rows);
  return { ...head, rows };
}

/** The paths of every image stored for a session. */
export async function storedImagePaths(cache: ScanCache, key: string): Promise<string[]> {
  const keys = await (await cache).getAllKeys('images', imagesOf(key));
  return keys.map(([, path]) => path);
}

/**
 * The rows of a stored session as they come back: a sheet that was still uploading when the page died may or may
 * not have reached the server, so it comes back failed, with 重试, and is never uploaded again unseen; its 重试 sends
 * the row's upload key again, so the server answers with the first upload's answer if it had one (issue 26).
 */
export function restoredRows(rows: readonly ScanRow[]): ScanRow[] {
  return rows.map((row) => (row.state === 'uploading' ? { ...row, state: 'failed', failure: SCAN_TEXTS.uploadInterrupted } : row));
}

/** An image stored without a row (the page died before its row was written): an incomplete sheet to rescan. */
export function orphanRow(path: string): Omit<ScanRow, 'index'> {
  const image: ScanImage = { path, timestamp: /\d{17}/.exec(path.split(/[\\/]/).pop() ?? '')?.[0] ?? '' };
  return { id: path, images: [image], state: 'incomplete', failure: SCAN_TEXTS.unpairedImageRestored };
}

/** Which controller writes each session: the one attached last; an older one's writes are dropped. */
const owners = new Map<string, symbol>();

/**
 * Tells the other tabs of the portal which session a controller claimed (another tab took the scanner over for it):
 * their writer of that session stops writing and hands it over (issue 26, one tab owns the scanner).
 */
let claims: BroadcastChannel | null | undefined;
function claimChannel(): BroadcastChannel | undefined {
  if (claims === undefined) {
    claims = typeof BroadcastChannel === 'function' ? new BroadcastChannel('exam-scan-sessions') : null;
    // Node (unit tests) would keep running for a channel listened to.
    (claims as { unref?: () => void } | null)?.unref?.();
  }
  return claims ?? undefined;
}

export interface SessionWriterOptions {
  cache: ScanCache;
  examId: number;
  subjectId: number;
  /** How long row changes are gathered into one write. */
  delayMs?: number;
  now?: () => number;
  /** A controller in another tab claimed the session while this writer owned it (see `disown`). */
  onClaimedElsewhere?: () => void;
}

/** Writes one session's rows, coalesced: `schedule` as often as rows change, at most one write per `delayMs`. */
export function createSessionWriter(options: SessionWriterOptions) {
  const key = sessionKey(options.examId, options.subjectId);
  const delayMs = options.delayMs ?? 200;
  const now = options.now ?? Date.now;
  const me = Symbol(key);
  let latest: (() => SessionState) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();
  /** The rows of each chunk as this writer last wrote them (rows are replaced, never changed, so identity tells). */
  let written: (readonly ScanRow[])[] = [];
  /** The date of this writer's last write: a session record with another date was written by someone else. */
  let lastSavedAt = 0;

  /**
   * Writes the rows and deletes the images of the rows that left in one transaction, so a reload can never find
   * the rows gone and their images still there (they would come back as sheets) or the other way round.
   */
  async function write(state: SessionState | undefined, dropped: readonly string[]): Promise<void> {
    const db = await options.cache;
    // The images store only when images leave: a row write must not wait for (or hold up) the image puts.
    const tx = db.transaction(dropped.length > 0 ? ['sessions', 'images'] : ['sessions'], 'readwrite');
    const store = tx.objectStore('sessions');
    const drops = dropped.map((path) => tx.objectStore('images').delete([key, path]));
    // Only images to drop, or a writer that no longer owns the session: its rows are not written.
    if (!state || owners.get(key) !== me) {
      await Promise.all([...drops, tx.done]);
      return;
    }
    // Nothing left: the record goes (its images left with their rows), unless a scan is under way or a front waits.
    if (state.rows.length === 0 && !state.scan?.scanning && !state.scan?.waiting) {
      written = [];
      await Promise.all([...drops, store.delete(key), store.delete(chunksOf(key)), tx.done]);
      return;
    }
    // Someone else wrote the session since (another tab, a page loaded later): every chunk is written again.
    const current = await store.get(key);
    if (!current || isChunk(current) || current.savedAt !== lastSavedAt) written = [];
    const savedAt = Math.max(now(), lastSavedAt + 1);
    const chunks: ScanRow[][] = [];
    for (let at = 0; at < state.rows.length; at += ROWS_PER_CHUNK) chunks.push(state.rows.slice(at, at + ROWS_PER_CHUNK));
    const puts = chunks.flatMap((rows, i) => {
      const before = written[i];
      const same = before?.length === rows.length && rows.every((row, j) => row === before[j]);
      return same ? [] : [store.put({ key: chunkKey(key, i), chunkOf: key, savedAt, rows })];
    });
    const head: StoredSession = { key, examId: options.examId, subjectId: options.subjectId, savedAt, counter: state.counter, rows: [], chunks: chunks.length, ...(state.scan ? { scan: state.scan } : {}), ...(state.batches ? { batches: state.batches } : {}) };
    await Promise.all([...drops, ...puts, store.delete(chunksOf(key, chunks.length)), store.put(head), tx.done]);
    written = chunks;
    lastSavedAt = savedAt;
  }

  /** Images whose rows left, deleted with the next write. */
  let dropping: string[] = [];

  const { onClaimedElsewhere } = options;
  /** Hears other tabs' claims while the view is mounted (watchClaims' returned function stops it). */
  const onClaim = (event: MessageEvent<{ claimed?: string }>) => {
    if (event.data?.claimed === key && owners.get(key) === me) onClaimedElsewhere?.();
  };

  /** Writes what was scheduled now (ordered after any write under way). */
  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const take = latest;
    latest = undefined;
    const dropped = dropping;
    dropping = [];
    if (!take && dropped.length === 0) return writing;
    const state = take?.();
    writing = writing.then(() => write(state, dropped)).catch(() => undefined);
    return writing;
  }

  return {
    key,
    /** This writer owns the session from now on (a controller mounted later takes it over). */
    claim(): void {
      owners.set(key, me);
      claimChannel()?.postMessage({ claimed: key });
      // Another writer may have written the session meanwhile: the next write puts every chunk.
      written = [];
    },
    owns: (): boolean => owners.get(key) === me,
    /**
     * Listens for another tab claiming this session (`onClaimedElsewhere`) until the returned function is called: for
     * as long as the view is mounted, so that no listener outlives it on the portal's one channel.
     */
    watchClaims(): () => void {
      const channel = claimChannel();
      channel?.addEventListener('message', onClaim);
      return () => channel?.removeEventListener('message', onClaim);
    },
    /** Another controller holds the session now: this writer writes no more rows (until it claims it again). */
    disown(): void {
      if (owners.get(key) === me) owners.delete(key);
    },
    /** Rows changed: `state` is read when the write happens, so it sees the latest rows. */
    schedule(state: () => SessionState): void {
      latest = state;
      timer ??= setTimeout(() => void flush(), delayMs);
    },
    /** The stored images of rows that left: deleted in the same transaction as the next write of the rows. */
    dropImages(paths: readonly string[]): void {
      dropping.push(...paths);
      timer ??= setTimeout(() => void flush(), delayMs);
    },
    flush,
  };
}

export type SessionWriter = ReturnType<typeof createSessionWriter>;

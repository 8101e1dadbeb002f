// The scanner view's live session without React: the driver and its device session, the pairing of images into
// sheets, the upload queue and the rows the table shows (driver events → pairing → upload queue → outcome → rows).
// The view subscribes to snapshots (useSyncExternalStore) and calls the actions; tests can drive it directly.
import { createDriverClient, DriverConnectionError, imageFileExtension, type DriverClient } from '@exam/scanner-protocol';
import { ApiError, type Schemas } from '@exam/sdk';
import { createDeviceSession, type DeviceSession, type DeviceSnapshot } from './deviceSession';
import { createPairing, duplicateNumbers, missingSideText, sheetOutcome, type PutPicResult, type ScanImage, type ScanType, type SheetOutcome } from './intake';
import { createCachedImageStore, createMemoryImageStore, createSplitImageStore, type ImageStore } from './imageStore';
import { presetParams } from './presets';
import type { SheetUpload } from './queries';
import { SCAN_TEXTS, driverText } from './scanTexts';
import { createSessionWriter, orphanRow, readSession, restoredRows, scanCache, sessionKey, type ScanCache, type SessionState } from './sessionStore';
import { createUploadQueue } from './uploadQueue';
import { clearedRows, serverHeldNumber, serverHeldNumbers } from './discard';
import { EMPTY_TALLY, type BatchTally, type MissingReason } from './reconciliation';

export interface ScanRow {
  id: string;
  index: number;
  images: ScanImage[];
  state: 'uploading' | 'done' | 'failed' | 'incomplete';
  outcome?: SheetOutcome;
  /** Why the upload failed or the sheet is incomplete (the sheet is kept for the user). */
  failure?: string;
  /** The exam number occurs more than once in this scan. */
  duplicate?: boolean;
  /** The exam number the user typed for the sheet (sent as putpic's student_id on its next upload). */
  manualStudentId?: string;
  /**
   * putpic's upload_key of the sheet's current upload: kept with the row (and in the persisted session), so that a
   * sheet cut off mid-upload by a reload is retried as the same upload and gets the first answer (issue 26).
   */
  uploadKey?: string;
  /**
   * The sheet was processed as it uploaded (实时处理) rather than left for 保存 (保存时处理): the mode of its last
   * upload, so that 保存 treats each sheet as it was uploaded whatever the toggle says at save time (issue 26).
   */
  realTimeAlign?: boolean;
}

/** A row counts as an error: its upload failed, it is incomplete, its outcome is an error or its number is duplicated. */
export function rowIsError(row: ScanRow): boolean {
  return row.state === 'failed' || row.state === 'incomplete' || Boolean(row.outcome?.isError) || Boolean(row.duplicate);
}

/** What one upload sends: the sheet's images and, when the user gave it, its exam number. */
interface SheetJob {
  images: ScanImage[];
  studentId?: string;
  /** Overwrite already uploaded pages for this upload only (a fix dialog's overwrite), whatever the mode bar says. */
  isCover?: boolean;
  /**
   * putpic's upload_key, made on the first attempt: every retry of this job (automatic or 重试) is the same upload,
   * so a retry after a lost answer gets the first answer instead of '第一页已上传'. A new job (a fix) has a new key.
   */
  uploadKey?: string;
  /**
   * The key is random (a fix, 上传图片): the row is written with it before the upload goes out, so a reload in between
   * retries the same upload. A scanned sheet's key is made from its images again (sheetUploadKey): no write needed.
   */
  storeKeyFirst?: boolean;
}

/** A fresh idempotency key for one upload of a sheet. */
function newUploadKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** A 53-bit string hash (cyrb53) in base 36. */
function hash53(text: string, seed: number): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The upload key of a scanned sheet's first upload, made from the exam subject and the driver's image paths (unique:
 * the driver names images by the time it saved them). A reload that brings the sheet back before its row was written
 * takes its images in again and makes the same key, so its upload is the same one without writing the whole session
 * before every upload (which at hundreds of rows slowed every sheet of a fast scan).
 */
export function sheetUploadKey(examId: number, subjectId: number, images: readonly ScanImage[]): string {
  const text = `${examId}:${subjectId}:${images.map((image) => image.path).join('|')}`;
  return `scan-${hash53(text, 1)}-${hash53(text, 2)}`;
}

export interface ScanContext {
  examId: number;
  subjectId: number;
  scanProp: Partial<Schemas['ScanProp']> | null | undefined;
  scanType: ScanType;
  doubleSided: boolean;
  isCover: boolean;
  realTimeAlign: boolean;
  /** The school scanned in school scan (type '2'), sent as exam_unit_id. */
  examUnitId?: number;
  /** 模板扫描 (template pages, shown as thumbnails, uploaded by the user) or 试卷扫描 (answer sheets, uploaded at once). */
  mode: 'paper' | 'template';
  /** The room being scanned in room scan (type '1'; set by the controller from the first recognised sheet). */
  currentRoom?: { room_id: number; name: string };
  /** Room scan: the room's seats in order with their students (getroominfo's roomStudent). */
  roomStudents?: Schemas['ExamRoomStudent'][];
}

/** Room scan (type '1'): the room of the first recognised sheet and its seats. */
export interface RoomData {
  room: { room_id: number; name: string };
  students: Schemas['ExamRoomStudent'][];
}

/** A scanned (or chosen) template page in template mode. */
export interface TemplateImage {
  path: string;
  uploaded: boolean;
}

export interface ScanSnapshot {
  device: DeviceSnapshot;
  scanning: boolean;
  rows: ScanRow[];
  /** Room scan: the current room, once the first sheet was recognised. */
  room?: RoomData;
  /** Template mode: the pages scanned, in order. */
  templateImages: TemplateImage[];
  /** The latest scan's tally for the reconciliation line (reconciliation.ts). */
  batch: BatchTally;
  /** The session's earlier batches (scans since the view opened), oldest first: the line shows them compactly. */
  earlierBatches: BatchTally[];
}

export interface ScanControllerOptions {
  context: ScanContext;
  upload: (sheet: SheetUpload, signal: AbortSignal) => Promise<PutPicResult>;
  /** Words for the person: the view shows them as alerts. */
  notify: (kind: 'error' | 'info' | 'success', text: string) => void;
  /** How a failed upload reads (the portal's Chinese failure texts). */
  describe: (error: unknown) => string;
  /** The driver client to start with (tests); otherwise one for `driverUrl`. */
  driver?: DriverClient;
  /** The driver's address (default DRIVER_WS_URL); setDriverUrl moves to another one. */
  driverUrl?: string;
  /**
   * Removes the server's unsaved uploads of these exam numbers (deleteTempPic): sheets the person discards, 清空列表
   * and the rows a rescan replaces leave nothing behind that would make the rescan '第一页已上传'.
   */
  discardUploads?: (studentIds: string[]) => Promise<unknown>;
  /** Where received images live (memory unless given; IndexedDB with `persist`). */
  images?: ImageStore;
  /** Room scan: the room of an exam number with its seats (getroominfo). */
  roomInfo?: (studentId: string) => Promise<RoomData>;
  /** Turns a base64 JPEG by 180° (a sheet the server read upside down); without it images stay as scanned. */
  rotate?: (base64: string) => Promise<string>;
  /**
   * Keep the session in the browser's local cache as it happens and bring it back when the view opens again (spec 3
   * §4.2: every scan type but room scan '1', and not in template mode). Default: memory only.
   */
  persist?: boolean;
  /** The local cache to persist in (default: the page's IndexedDB database, sessionStore.ts). */
  cache?: ScanCache;
}

/** An upload failure worth trying again by itself: no answer, a timeout or a server error (5xx). */
function transient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

export function createScanController(options: ScanControllerOptions) {
  // Replaced by setDriverUrl: everything below reads `driver` when it runs.
  let driver = options.driver ?? createDriverClient(options.driverUrl ? { url: options.driverUrl } : {});
  const { notify } = options;
  let context = options.context;
  let snapshot: ScanSnapshot = {
    device: { status: 'connecting', deviceName: undefined, devices: [], connected: false, message: undefined },
    scanning: false,
    rows: [],
    templateImages: [],
    batch: EMPTY_TALLY,
    earlierBatches: [],
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<ScanSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  const updateRows = (change: (rows: ScanRow[]) => ScanRow[]) => set({ rows: change(snapshot.rows) });

  // A persisted session keeps its images in IndexedDB (see "The persisted session" below).
  const cache = options.persist ? (options.cache ?? scanCache()) : undefined;
  // The records of images that leave are deleted with the rows they leave with (the session writer, below).
  const cachedImages =
    cache && !options.images
      ? createCachedImageStore({ cache, session: sessionKey(context.examId, context.subjectId), deleteRecords: (paths) => writer?.dropImages(paths) })
      : undefined;
  // Template pages are not part of the cached session: they stay in memory.
  const images = options.images ?? (cachedImages ? createSplitImageStore(cachedImages, createMemoryImageStore(), () => context.mode === 'template') : createMemoryImageStore());
  const scanEndListeners = new Set<(rows: ScanRow[]) => void>();
  let prefix = 'EXAMSCAN';
  let extension = 'jpg';
  let pairing = createPairing({ doubleSided: context.doubleSided, prefix, extension });
  let scanError = false;
  /** The current scan's end was handled (a resynchronisation found it over; the driver's scan_end may still follow). */
  let scanEnded = false;
  let counter = 0;
  let uploadCounter = 0;

  const newSession = () =>
    createDeviceSession({
      driver,
      onChange: (device) => set({ device }),
      onWarning: (text) => notify('error', text),
      // The subject's scan properties go to the scanner once it is open (spec 3 §4.1).
      onOpened: async () => {
        // Reopened after a reconnect or a reload while the scanner feeds: the running scan keeps the parameters it
        // started with (the driver refuses new ones while scanning, which is no failure).
        if (restoring && !restored) await restoring;
        if (scanMayRun()) return;
        try {
          const settings = presetParams(await driver.getDeviceParam(), context.scanProp, context.mode);
          if (settings.length === 0) notify('info', SCAN_TEXTS.noPresetParams);
          else await driver.setDeviceParam(settings);
        } catch {
          notify('error', SCAN_TEXTS.presetParamsFailed);
        }
      },
    });
  /** The device session of the current connection (made by connectDriver, as it listens to the driver). */
  let session: DeviceSession | undefined;
  /** Lets go of the current driver: stops listening and closes it (set while connected). */
  let disconnectDriver: (() => void) | undefined;

  /** Listens to the current driver and starts a device session on it (connect, open the device). */
  function connectDriver(): void {
    const client = driver;
    const current = newSession();
    session = current;
    const unsubscribe = [...listen(), client.on('close', onDriverLost)];
    void current.start();
    disconnectDriver = () => {
      disconnectDriver = undefined;
      for (const off of unsubscribe) off();
      current.dispose();
      client.close();
    };
  }

  /**
   * Room scan: the first recognised sheet names the room (getroominfo); its failure stops scanning ('Get room info
   * failed'). Concurrent uploads share one lookup.
   */
  let roomLookup: Promise<void> | undefined;
  function findRoom(studentId: string): Promise<void> {
    const lookup = options.roomInfo;
    if (!lookup) return Promise.resolve();
    roomLookup ??= lookup(studentId).then(
      (room) => set({ room }),
      () => {
        roomLookup = undefined;
        notify('error', SCAN_TEXTS.getRoomInfoFailed);
        if (snapshot.scanning) void driver.stopScan().catch(() => undefined);
      },
    );
    return roomLookup;
  }

  const pagesOf = async (sheet: readonly ScanImage[]): Promise<string[]> => {
    const pages = await Promise.all(sheet.map((image) => images.get(image.path)));
    if (pages.some((page) => !page)) throw new Error(SCAN_TEXTS.emptyImage);
    return pages as string[];
  };

  /**
   * The server found the sheet fed face down (pageFlip: page 2 was the front) or upside down (degRote 180) and read it
   * straightened: the view's images follow, so the list, the viewer and any re-upload show the sheet as read.
   */
  async function straighten(sheet: ScanImage[], result: PutPicResult): Promise<ScanImage[]> {
    const ordered = result.pageFlip && sheet.length === 2 ? [...sheet].reverse() : sheet;
    if (result.degRote === 180 && options.rotate) {
      const rotate = options.rotate;
      await Promise.all(
        ordered.map(async (image) => {
          const base64 = await images.get(image.path);
          if (base64) await images.put(image.path, await rotate(base64));
        }),
      );
    }
    return ordered;
  }

  const queue = createUploadQueue<SheetJob, { outcome: SheetOutcome; images: ScanImage[]; realTimeAlign: boolean }>({
    concurrency: 3,
    isTransient: transient,
    upload: async (job, signal) => {
      const pages = await pagesOf(job.images);
      job.uploadKey ??= newUploadKey();
      // A random key is stored with its row before the upload goes out: a reload in between brings the row back with
      // the same key, never a second upload of the sheet under another key.
      if (restored && job.storeKeyFirst) await writer?.flush();
      const c = context;
      const result = await options.upload(
        {
          examId: c.examId,
          subjectId: c.subjectId,
          scanType: c.scanType,
          isCover: job.isCover ?? c.isCover,
          realTimeAlign: c.realTimeAlign,
          pages,
          uploadKey: job.uploadKey,
          ...(job.studentId ? { studentId: job.studentId } : {}),
          ...(c.scanType === '2' && c.examUnitId !== undefined ? { examUnitId: c.examUnitId } : {}),
        },
        signal,
      );
      if (c.scanType === '1' && !snapshot.room && result.student_id) await findRoom(result.student_id);
      const room = snapshot.room?.room;
      const outcome = sheetOutcome(result, { scanType: c.scanType, ...(room ? { currentRoom: room } : {}) });
      const straightened = result.pageFlip || result.degRote === 180 ? await straighten(job.images, result) : job.images;
      // A later upload of this sheet (a fix) sends it as read.
      job.images = straightened;
      return { outcome, images: straightened, realTimeAlign: c.realTimeAlign };
    },
    onChange: (job) =>
      updateRows((rows) =>
        withDuplicatesAfterFix(job.state === 'done', afterCover(job.state === 'done' ? job.id : undefined, rows.map((row) => {
          if (row.id !== job.id) return row;
          if (job.state === 'done' && job.result)
            return { ...row, state: 'done', outcome: withAdvice(job.result.outcome, row), images: job.result.images, realTimeAlign: job.result.realTimeAlign, failure: undefined };
          if (job.state === 'failed') {
            const text = job.error instanceof ApiError && job.error.status < 400 ? SCAN_TEXTS.serverError(job.error.message) : options.describe(job.error);
            return { ...row, state: 'failed', failure: text };
          }
          return { ...row, state: 'uploading', failure: undefined };
        }))),
      ),
  });

  /**
   * 覆盖 on a sheet whose number its twin in this batch held (issue 26): once the overwrite is through, the twin's
   * pages are no longer on the server under that number, so the twin loses it and waits for a number (it needs fixing).
   */
  const displacing = new Map<string, string>();
  function afterCover(doneId: string | undefined, rows: ScanRow[]): ScanRow[] {
    const twinId = doneId === undefined ? undefined : displacing.get(doneId);
    if (doneId === undefined || twinId === undefined) return rows;
    displacing.delete(doneId);
    const covering = rows.find((r) => r.id === doneId);
    if (!covering?.outcome || covering.outcome.isError || covering.outcome.coverError) return rows;
    return rows.map((r) =>
      r.id === twinId && r.outcome
        ? { ...r, duplicate: false, outcome: { ...r.outcome, studentId: null, isError: true, coverError: false, error: SCAN_TEXTS.coveredByTwin(covering.index), labels: {}, room: null } }
        : r,
    );
  }

  // ── The batch tally (reconciliation.ts): which rows the latest scan brought, what the driver fed, what was saved. ──
  const tally = (patch: Partial<BatchTally>) => set({ batch: { ...snapshot.batch, ...patch } });
  const tallyMissing = (reason: MissingReason) => {
    if (snapshot.batch.started) tally({ missingReason: reason });
  };
  /**
   * A scan ended with its uploads done: one notice for the sheets of the batch that failed to upload, with the count,
   * and one for the pairs the server refused as two sheets' pages, with the place to feed again from.
   */
  function noticeFailedUploads(): void {
    const mine = new Set(snapshot.batch.rowIds);
    const batchRows = snapshot.rows.filter((r) => mine.has(r.id));
    const failed = batchRows.filter((r) => r.state === 'failed').length;
    if (failed > 0) notify('error', SCAN_TEXTS.batchUploadFailed(failed));
    const mismatched = batchRows.filter((r) => r.outcome?.error?.startsWith(SCAN_TEXTS.pagesMismatch));
    const first = mismatched[0];
    if (first) notify('error', SCAN_TEXTS.pagesMismatchNotice(mismatched.length, placeOf(first)));
  }

  /** A row's place in its batch's stack (1 first); its number in the list when it is not of the latest batch. */
  const placeOf = (row: ScanRow): number => snapshot.batch.rowIds.indexOf(row.id) + 1 || row.index;
  /** The place in the stack of the next sheet to be received. */
  const nextPlace = (): number => (snapshot.batch.started ? snapshot.batch.rowIds.length : counter) + 1;
  /** The server refused page 2 as another sheet's: the row says what to do, naming the sheet to feed again from. */
  const withAdvice = (outcome: SheetOutcome, row: ScanRow): SheetOutcome =>
    outcome.error === SCAN_TEXTS.pagesMismatch ? { ...outcome, error: SCAN_TEXTS.pagesMismatchAdvice(placeOf(row)) } : outcome;

  /**
   * A sheet finished uploading outside a scan (a fix: a typed number, an overwrite, a rotation) or rows left the list
   * (a discard): the duplicate flags are counted again over every row, so a fixed or discarded twin's other is no longer
   * flagged and a new twin is (issue 26).
   */
  function withDuplicatesAfterFix(finished: boolean, rows: ScanRow[]): ScanRow[] {
    if (!finished || snapshot.scanning) return rows;
    const twice = new Set(duplicateNumbers(rows.map((r) => r.outcome?.studentId)));
    return rows.map((r) => {
      const duplicate = Boolean(r.outcome?.studentId && twice.has(r.outcome.studentId));
      return Boolean(r.duplicate) === duplicate ? r : { ...r, duplicate };
    });
  }

  /** Adds a row at the end; a scanned one (not `fromFiles`) counts to the batch. */
  const addRow = (row: Omit<ScanRow, 'index'>, fromFiles = false) => {
    counter += 1;
    const index = counter;
    updateRows((rows) => [...rows, { ...row, index }]);
    if (!fromFiles && snapshot.batch.started) tally({ rowIds: [...snapshot.batch.rowIds, row.id] });
  };

  /** The file names the driver will write (prefix and format), read when connected and after the config changes. */
  async function readConfig(): Promise<void> {
    try {
      const config = await driver.getGlobalConfig();
      const nextPrefix = config.file_name_prefix || prefix;
      const nextExtension = config.image_format ? imageFileExtension(config.image_format) : extension;
      // Unchanged names keep the pairing (a front waiting for its back across a reconnect stays).
      if (nextPrefix === prefix && nextExtension === extension) return;
      prefix = nextPrefix;
      extension = nextExtension;
      pairing = createPairing({ doubleSided: context.doubleSided, prefix, extension });
    } catch {
      // Kept as they were; a wrong name is reported when an image arrives.
    }
  }

  const listen = () => [
    driver.on('open', () => void resynchronise()),
    driver.on('scan_begin', () => {
      scanError = false;
      scanEnded = false;
      pairing.reset();
      const earlierBatches = snapshot.batch.started ? [...snapshot.earlierBatches, snapshot.batch] : snapshot.earlierBatches;
      set({ scanning: true, batch: { ...EMPTY_TALLY, started: true }, earlierBatches });
      notify('success', '开始扫描');
    }),
    driver.on('scan_info', ({ is_error, info }) => {
      if (!is_error) return;
      scanError = true;
      notify('error', driverText(info));
    }),
    driver.on('scan_image', ({ image_path, image_base64, sheet_serial, side }) => {
      // While the images saved during a drop are being taken in, later ones wait their turn (scan order).
      if (resync.buffering) {
        resync.buffer.push({ path: image_path, sheet: sheet_serial, side, base64: image_base64 });
        return;
      }
      intake(image_path, sheet_serial, side, image_base64);
    }),
    driver.on('scan_end', ({ sheet_count }) => {
      if (resync.buffering) {
        // Applied once the scan's tally is back (a stored session being restored) and the missed images are in.
        resync.endedDuringResync = true;
        resync.fedAtEnd = sheet_count;
        return;
      }
      endOfScan(sheet_count);
    }),
  ];

  /**
   * One image of the scan, in scan order: pairing, then a row and its upload once its sheet is complete. Only images
   * that pair are kept: from a bad one on, the stack is rescanned (the images still in flight are dropped).
   */
  function intake(image_path: string, sheet_serial: string | undefined, side: ScanImage['side'], base64: string): void {
    resync.received.add(image_path);
    resync.last = image_path;
    if (context.mode === 'template') {
      void images.put(image_path, base64);
      set({ templateImages: [...snapshot.templateImages, { path: image_path, uploaded: false }] });
      return;
    }
    {
      const event = pairing.add(image_path, sheet_serial, side);
      if (event.kind === 'sheet' || event.kind === 'waiting') void images.put(image_path, base64);
      if (event.kind === 'waiting' && event.orphan) {
        addRow({ id: event.orphan.path, images: [event.orphan], state: 'incomplete', failure: missingSideText(event.orphan) });
      }
      if (event.kind === 'badName') {
        tallyMissing('halted');
        notify('error', SCAN_TEXTS.badFileName(prefix, extension, event.feedFrom));
        void driver.stopScan().catch(() => undefined);
      } else if (event.kind === 'orderAbnormal') {
        notify('error', SCAN_TEXTS.orderAbnormal);
        void driver.stopScan().catch(() => undefined);
        void clearBatchForRescan();
      } else if (event.kind === 'sheet') {
        const id = event.images[0]?.path ?? image_path;
        const uploadKey = sheetUploadKey(context.examId, context.subjectId, event.images);
        addRow({ id, images: event.images, state: 'uploading', uploadKey });
        queue.add(id, { images: event.images, uploadKey });
      }
      // Where the scan stands (the last image, a front waiting) is part of the persisted session.
      schedulePersist();
    }
  }

  /**
   * The scan ended (`fed`: the sheets the driver said it fed, when it said): a front still waiting is an incomplete
   * sheet, and duplicates are counted once uploads are done.
   */
  function endOfScan(fed?: number): void {
    {
      if (fed !== undefined && snapshot.batch.started) tally({ fed });
      if (scanEnded) return;
      scanEnded = true;
      set({ scanning: false });
      if (scanError) notify('error', SCAN_TEXTS.abnormalScanEnd);
      if (context.mode === 'template') return;
      const left = pairing.takeWaiting();
      if (left) addRow({ id: left.path, images: [left], state: 'incomplete', failure: missingSideText(left) });
      // Every upload ends before duplicates are counted (spec 3 §4.2).
      void queue.idle().then(() => {
        const twice = new Set(duplicateNumbers(snapshot.rows.map((r) => r.outcome?.studentId)));
        for (const id of twice) notify('error', SCAN_TEXTS.duplicateInScan(id));
        noticeFailedUploads();
        updateRows((rows) => rows.map((r) => ({ ...r, duplicate: Boolean(r.outcome?.studentId && twice.has(r.outcome.studentId)) })));
        for (const listener of scanEndListeners) listener(snapshot.rows);
      });
    }
  }

  // ── Resynchronising after a drop (issue 26): the driver keeps scanning and saving while the view is not connected.
  // On reconnect the view asks for the images saved since the last one it received (get_saved_image_list), loads the
  // ones it missed and takes them in, in scan order, before any image that arrives meanwhile; it learns whether the
  // scan still runs (停止扫描 works again). A driver without the call: the view names the sheets to feed again.
  const resync = {
    /** Live images wait in `buffer` (a resynchronisation, or a stored session being restored, is under way). */
    buffering: false,
    /** A resynchronisation is under way. */
    running: false,
    buffer: [] as { path: string; sheet: string | undefined; side: ScanImage['side']; base64: string }[],
    endedDuringResync: false,
    /** scan_end's sheet_count when the scan ended during a resynchronisation or a restore. */
    fedAtEnd: undefined as number | undefined,
    /** The driver dropped while this view was scanning (or may have been: a reload, a sign-in). */
    gap: false,
    last: undefined as string | undefined,
    received: new Set<string>(),
  };

  /** The scanner may be feeding for this view: scanning, or not yet resynchronised after a drop or a reload. */
  const scanMayRun = (): boolean => snapshot.scanning || resync.gap || resync.running;

  async function resynchronise(): Promise<void> {
    // From the moment the connection is back, live images wait until the missed ones are in.
    if (resync.gap) resync.buffering = true;
    // A reloaded view first learns from its stored session where the scan stood (restore sets `gap`).
    if (restoring && !restored) await restoring;
    if (!resync.gap || resync.running || context.mode === 'template') {
      await readConfig();
      if (!resync.running) drainBuffer();
      return;
    }
    resync.gap = false;
    resync.running = true;
    // From the moment the connection is back, live images wait until the missed ones are in.
    resync.buffering = true;
    resync.endedDuringResync = false;
    let interrupted = false;
    // The view cannot learn what the driver saved meanwhile (an older driver without get_saved_image_list, or an image
    // it cannot load): from the first sheet not received on, the stack is fed again. The scanner stops and the images
    // after the gap are not taken in (they are among those fed again), so the place named is the whole story.
    const cannotList = () => {
      const from = nextPlace();
      pairing.halt();
      resync.buffer = [];
      void driver.stopScan().catch(() => undefined);
      notify('error', SCAN_TEXTS.feedAgainFrom(from));
      tally({ feedAgainFrom: from });
    };
    try {
      await readConfig();
      let forgotten = false;
      const saved = await driver.getSavedImageList(resync.last).catch(async (error: unknown) => {
        if (resync.last === undefined) throw error;
        // The last image is no longer in the driver's list: the driver restarted (or its list was cleared), and what it
        // saved after that image and before is lost to it. What it lists now is taken in.
        forgotten = true;
        return driver.getSavedImageList();
      });
      if (!saved) {
        cannotList();
        resync.endedDuringResync = true;
        return;
      }
      if (forgotten) {
        // Said, never silent: the sheets from the one whose front waited (its back is lost), or else the next, must be
        // fed again, by their place in the stack.
        const left = pairing.takeWaiting();
        const from = nextPlace();
        if (left) addRow({ id: left.path, images: [left], state: 'incomplete', failure: missingSideText(left) });
        notify('error', SCAN_TEXTS.driverRestarted(from));
        tally({ missingReason: 'restarted', feedAgainFrom: from });
      }
      if (forgotten) {
        // Live images from before the restart cannot be placed in the stack any more: they are among those to feed again.
        const listed = new Set(saved.images.map((image) => image.image_path));
        resync.buffer = resync.buffer.filter((b) => listed.has(b.path));
      }
      if (saved.scanning) {
        scanEnded = false;
        set({ scanning: true });
      }
      for (const image of saved.images) {
        if (resync.received.has(image.image_path)) continue;
        const live = resync.buffer.find((b) => b.path === image.image_path)?.base64;
        const base64 = live ?? (await driver.loadImage(image.image_path).catch((error: unknown) => error));
        if (base64 instanceof DriverConnectionError) {
          // The connection dropped mid-resynchronisation (the driver restarting, say): the next connection resynchronises
          // again from the last image taken in; nothing after it is taken in now, so no image is skipped unsaid.
          interrupted = true;
          return;
        }
        if (typeof base64 !== 'string') {
          // The driver lists the image but cannot load it: from this sheet on the stack is fed again, as said.
          cannotList();
          break;
        }
        intake(image.image_path, image.sheet_serial, image.side, base64);
      }
      if (!saved.scanning) resync.endedDuringResync = true;
    } catch {
      cannotList();
      resync.endedDuringResync = true;
    } finally {
      resync.running = false;
      if (interrupted) resync.gap = true;
      else drainBuffer();
    }
  }

  /** Takes in the live images that waited (in arrival order, each once), and a scan end that came meanwhile. */
  function drainBuffer(): void {
    if (!resync.buffering) return;
    resync.buffering = false;
    const waiting = resync.buffer;
    resync.buffer = [];
    for (const image of waiting) if (!resync.received.has(image.path)) intake(image.path, image.sheet, image.side, image.base64);
    if (resync.endedDuringResync) {
      resync.endedDuringResync = false;
      const fed = resync.fedAtEnd;
      resync.fedAtEnd = undefined;
      endOfScan(fed);
    }
  }

  /**
   * Takes rows out of the list, forgetting their uploads and images (an upload in flight keeps its row); the duplicate
   * flags of the rows left are counted again.
   */
  function removeRows(ids: readonly string[]): void {
    const leaving = new Set(ids);
    updateRows((rows) =>
      withDuplicatesAfterFix(
        true,
        rows.filter((r) => {
          if (!leaving.has(r.id)) return true;
          // A sheet still uploading stays; one the queue never had (incomplete) or has finished with leaves.
          if (queue.get(r.id) && !queue.remove(r.id)) return true;
          void images.delete(r.images.map((image) => image.path));
          return false;
        }),
      ),
    );
  }

  /** Removes the server's unsaved uploads of these rows (nothing to do without `discardUploads`). */
  async function discardServerUploads(rows: readonly ScanRow[]): Promise<void> {
    const held = serverHeldNumbers(rows);
    if (held.length > 0 && options.discardUploads) await options.discardUploads(held);
  }

  /**
   * 扫描图片顺序异常 (spec 3 §5: the list is cleared and the sheets rescanned): every sheet of this batch goes (the
   * front waiting for its back, and the sheets still uploading once their upload has answered) together with their
   * uploads on the server, so that the rescan asked for is not '已上传'. Earlier batches' sheets stay. Should the
   * server not let go of an upload, the sheets it holds stay in the list (清空列表 can try again) and the rest go.
   */
  async function clearBatchForRescan(): Promise<void> {
    const batchIds = new Set(snapshot.batch.rowIds);
    if (snapshot.batch.started) tally({ rowIds: [], missingReason: 'cleared' });
    const waiting = pairing.takeWaiting();
    if (waiting) void images.delete([waiting.path]);
    schedulePersist();
    await queue.idle();
    let leaving = snapshot.rows.filter((r) => batchIds.has(r.id));
    try {
      await discardServerUploads(leaving);
    } catch (error) {
      notify('error', `${SCAN_TEXTS.discardFailed}：${options.describe(error)}`);
      leaving = leaving.filter((r) => serverHeldNumber(r) === undefined);
    }
    removeRows(leaving.map((r) => r.id));
  }

  // ── The persisted session (spec 3 §3 "Local cache record", §4.2, §9; sessionStore.ts) ─────────────────────────────
  // With `persist`, rows are written to IndexedDB as they change (coalesced, at most every 200 ms) and images as they
  // arrive; rows that leave take their images with them, and no rows left removes the record. On connect a stored
  // session of the exam subject comes back first (numbering continues): sheets cut off mid-upload come back failed
  // with 重试, failed ones can be retried, and images stored without a row come back as incomplete sheets.
  const writer = cache ? createSessionWriter({ cache, examId: context.examId, subjectId: context.subjectId, onClaimedElsewhere: handOver }) : undefined;
  let restoring: Promise<void> | undefined;
  let restored = false;
  let written: Pick<ScanSnapshot, 'rows' | 'scanning' | 'batch' | 'earlierBatches'> = snapshot;
  const rowState = (): SessionState => ({
    rows: snapshot.rows,
    counter,
    // Where the scan stands, so that a reload resynchronises as after a drop, and the batch tallies, so that the batch
    // line still reconciles after it (template pages are not cached).
    ...(context.mode === 'paper'
      ? {
          scan: { scanning: scanMayRun(), ...(resync.last ? { last: resync.last } : {}), ...(pairing.peekWaiting() ? { waiting: pairing.peekWaiting() } : {}) },
          batches: { current: snapshot.batch, earlier: snapshot.earlierBatches },
        }
      : {}),
  });
  const schedulePersist = () => {
    if (restored) writer?.schedule(rowState);
  };
  if (writer)
    listeners.add(() => {
      const { rows, scanning, batch, earlierBatches } = snapshot;
      if (rows === written.rows && scanning === written.scanning && batch === written.batch && earlierBatches === written.earlierBatches) return;
      const shrank = rows.length < written.rows.length;
      written = { rows, scanning, batch, earlierBatches };
      if (!restored) return;
      writer.schedule(rowState);
      // Rows the user took out (清空列表, a save, a discard) are gone from the cache at once.
      if (shrank) void writer.flush();
    });
  // A thumbnail asked for is ready: a new snapshot makes the view ask again.
  cachedImages?.subscribe(() => set({}));

  async function restore(): Promise<void> {
    if (!cache || !writer) return;
    try {
      const [stored, earlier] = await Promise.all([readSession(cache, writer.key), cachedImages?.earlier() ?? []]);
      const rows = restoredRows(stored?.rows ?? []);
      const known = new Set(rows.flatMap((r) => r.images.map((image) => image.path)));
      const scan = context.mode === 'paper' ? stored?.scan : undefined;
      // A scan that may have gone on while the page was away (a reload, 登录失效): resynchronise as after a drop, from
      // the last image received; a front that waited for its back waits again.
      if (scan?.waiting && !known.has(scan.waiting.path)) {
        pairing.resume(scan.waiting);
        known.add(scan.waiting.path);
      }
      for (const path of known) resync.received.add(path);
      if (scan?.last) resync.last = scan.last;
      if (scan?.scanning) resync.gap = true;
      // The batch line goes on reconciling the batch the page left (unless a new scan began meanwhile).
      if (stored?.batches && context.mode === 'paper' && !snapshot.batch.started) set({ batch: stored.batches.current, earlierBatches: stored.batches.earlier });
      const lastTime = scan?.last ? orphanRow(scan.last).images[0]?.timestamp : undefined;
      // Images stored after the last one the session wrote are in the driver's list: the resynchronisation takes them in.
      const retaken = (path: string) => Boolean(scan?.scanning && lastTime && (orphanRow(path).images[0]?.timestamp ?? '') > lastTime);
      let base = Math.max(stored?.counter ?? 0, ...rows.map((r) => r.index));
      const orphans = earlier.filter((path) => !known.has(path) && !retaken(path)).sort();
      const back = [...rows, ...orphans.map((path) => ({ ...orphanRow(path), index: ++base }))];
      if (back.length > 0) {
        for (const row of back) {
          if (row.state === 'failed')
            queue.hold(row.id, {
              images: row.images,
              ...(row.manualStudentId ? { studentId: row.manualStudentId } : {}),
              ...(row.uploadKey ? { uploadKey: row.uploadKey } : { storeKeyFirst: true }),
            });
        }
        // Sheets received since the view opened follow the restored ones.
        updateRows((current) => [...back, ...current.map((r) => ({ ...r, index: r.index + base }))]);
        counter += base;
        notify('info', SCAN_TEXTS.sessionRestored(back.length));
      }
    } catch {
      // No local cache (storage disabled or full): the session lives in memory only.
    }
    restored = true;
    writer.schedule(rowState);
    // Live images that came while restoring are taken in now, unless a resynchronisation will (on connect).
    if (!resync.gap) drainBuffer();
  }

  /** On connect: this view writes the session from now on, restoring it first; the returned function lets go. */
  function attachPersistence(): () => void {
    if (!writer) return () => undefined;
    writer.claim();
    // Until the stored session is back (and with it where the scan stood), live images wait.
    if (!restored) resync.buffering = true;
    restoring ??= restore();
    // Leaving the page writes at once what is waiting (the rest of a 200 ms gathering).
    const flush = () => void writer.flush();
    globalThis.addEventListener?.('pagehide', flush);
    return () => {
      globalThis.removeEventListener?.('pagehide', flush);
      flush();
    };
  }

  /**
   * Another tab took the scanner over for this exam subject and restores the session from the local cache there: the
   * rows go with it, so that no sheet is held (and saved, or discarded) in two tabs. This view lets go of its rows
   * once it is no longer connected, without touching their cached images or the server's uploads, and restores the
   * session again if it takes the scanner back.
   */
  let claimedElsewhere = false;
  function handOver(): void {
    claimedElsewhere = true;
    // Still connected: when this view lets go of the driver (connect's cleanup).
    if (!disconnectDriver) letGoOfSession();
  }
  function letGoOfSession(): void {
    claimedElsewhere = false;
    writer?.disown();
    restored = false;
    restoring = undefined;
    const held = snapshot.rows.length;
    set({ rows: [], batch: EMPTY_TALLY, earlierBatches: [] });
    if (held > 0) notify('info', SCAN_TEXTS.sessionMovedToOtherTab(held));
  }

  /** The driver went away mid-scan: the scan is over, and a front still waiting for its back stays as incomplete. */
  function onDriverLost({ willReconnect }: { willReconnect: boolean }): void {
    if (!snapshot.scanning && !resync.gap) return;
    set({ scanning: false });
    if (willReconnect) {
      // The scanner may keep feeding: what it saves meanwhile is taken in on reconnect (resynchronise), so the front
      // waiting for its back keeps waiting.
      resync.gap = true;
      tallyMissing('disconnected');
      return;
    }
    resync.gap = false;
    const left = pairing.takeWaiting();
    if (left) addRow({ id: left.path, images: [left], state: 'incomplete', failure: missingSideText(left) });
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): ScanSnapshot => snapshot,
    /**
     * Hears another tab taking this exam subject's session over (handOver) while the view is mounted, connected or
     * not; the returned function stops it.
     */
    watchSession: (): (() => void) => writer?.watchClaims() ?? (() => undefined),
    /**
     * Connects to the driver and opens a device; the returned function disconnects (a later connect starts afresh,
     * as React's StrictMode mounts twice in development).
     */
    connect(): () => void {
      connectDriver();
      const release = attachPersistence();
      // Leaving the view (navigation, sign-out, closing the tab) stops the scanner: no sheet is fed unseen.
      const stopScanner = () => {
        if (snapshot.scanning) void driver.stopScan().catch(() => undefined);
      };
      globalThis.addEventListener?.('pagehide', stopScanner);
      return () => {
        globalThis.removeEventListener?.('pagehide', stopScanner);
        // This view lets go of the driver (it leaves, or another tab took the scanner over): it no longer shows a
        // scan, keeps its rows (unless the other tab took this session over), and remembers that images may have been
        // saved after its last one.
        if (scanMayRun()) resync.gap = true;
        stopScanner();
        disconnectDriver?.();
        set({ scanning: false });
        if (claimedElsewhere) letGoOfSession();
        release();
      };
    },
    /**
     * Moves to the driver at another address at once (驱动地址): the current client is closed quietly and a new one
     * connects and opens a device as on mount. Refused (false) while scanning, so that a scan is never cut off.
     */
    setDriverUrl(url: string): boolean {
      if (snapshot.scanning) return false;
      const connected = disconnectDriver !== undefined;
      disconnectDriver?.();
      driver = createDriverClient({ url });
      if (connected) connectDriver();
      return true;
    },
    retryConnection: () => session?.retry(),
    chooseDevice: (name: string) => session?.choose(name),
    setContext(next: ScanContext): void {
      if (next.doubleSided !== context.doubleSided) pairing = createPairing({ doubleSided: next.doubleSided, prefix, extension });
      const modeChanged = next.mode !== context.mode;
      context = next;
      // Template scanning has its own preset (double-sided, no red removal): applied when the mode changes.
      if (modeChanged && snapshot.device.status === 'open') {
        void driver
          .getDeviceParam()
          .then((groups) => driver.setDeviceParam(presetParams(groups, context.scanProp, context.mode)))
          .catch(() => notify('error', SCAN_TEXTS.presetParamsFailed));
      }
    },
    async start(): Promise<void> {
      if (snapshot.scanning || snapshot.device.status !== 'open') return;
      try {
        await driver.startScan();
      } catch (error) {
        notify('error', driverText(error instanceof Error ? error.message : SCAN_TEXTS.startScanFailed));
      }
    },
    async stop(): Promise<void> {
      try {
        await driver.stopScan();
      } catch (error) {
        notify('error', driverText(error instanceof Error ? error.message : SCAN_TEXTS.stopScanFailed));
      }
    },
    /**
     * 清空列表 (after the view's confirmation): the finished rows leave, and first their unsaved uploads leave the
     * server (deleteTempPic), so the same sheets can be scanned again. A failure keeps every row. Refused while scanning.
     */
    async clear(): Promise<boolean> {
      if (snapshot.scanning) {
        notify('error', SCAN_TEXTS.scanningCannotDiscard);
        return false;
      }
      const leaving = clearedRows(snapshot.rows);
      try {
        await discardServerUploads(leaving);
      } catch (error) {
        notify('error', `${SCAN_TEXTS.clearFailed}：${options.describe(error)}`);
        return false;
      }
      removeRows(leaving.map((r) => r.id));
      notify('success', SCAN_TEXTS.cleared);
      return true;
    },
    retry: (id: string) => queue.retry(id),
    /** The context uploads use now (the mode bar's toggles, school and, in room scan, the current room). */
    context: (): ScanContext => ({
      ...context,
      ...(snapshot.room ? { currentRoom: snapshot.room.room, roomStudents: snapshot.room.students } : {}),
    }),
    /** The current driver, for the parameter dialog (global config and device parameters) and its address. */
    get driver(): DriverClient {
      return driver;
    },
    /** Reads the file name prefix and format again (after the global config was saved). */
    reloadConfig: readConfig,
    /**
     * Sheets chosen from files (上传图片): base64 JPEG pages, front first; they upload like scanned ones (in
     * template mode they join the template pages).
     */
    async addImages(pages: readonly string[]): Promise<void> {
      uploadCounter += 1;
      const sheet = pages.map((base64, i) => ({ path: `upload-${Date.now()}-${uploadCounter}-${i + 1}.jpg`, timestamp: '', base64 }));
      await Promise.all(sheet.map((image) => images.put(image.path, image.base64)));
      if (context.mode === 'template') {
        set({ templateImages: [...snapshot.templateImages, ...sheet.map((image) => ({ path: image.path, uploaded: false }))] });
        return;
      }
      const ids = sheet.map(({ path, timestamp }) => ({ path, timestamp }));
      const id = ids[0]?.path ?? '';
      const uploadKey = newUploadKey();
      addRow({ id, images: ids, state: 'uploading', uploadKey }, true);
      queue.add(id, { images: ids, uploadKey, storeKeyFirst: true });
    },
    /** Template mode: marks pages uploaded, or drops pages the user removed (with their images). */
    markTemplateUploaded(paths: readonly string[]): void {
      const done = new Set(paths);
      set({ templateImages: snapshot.templateImages.map((t) => (done.has(t.path) ? { ...t, uploaded: true } : t)) });
    },
    removeTemplateImages(paths: readonly string[]): void {
      const gone = new Set(paths);
      set({ templateImages: snapshot.templateImages.filter((t) => !gone.has(t.path)) });
      void images.delete(paths);
    },
    /**
     * A new room scan, or after a room was saved: the room, its rows and their images are forgotten (an upload in
     * flight keeps its row).
     */
    resetRoom(): void {
      removeRows(snapshot.rows.map((r) => r.id));
      roomLookup = undefined;
      set({ room: undefined });
    },
    /** Called with the rows once a scan has ended and every upload of it has finished (spec 3 §4.2). */
    onScanEnd(listener: (rows: ScanRow[]) => void): () => void {
      scanEndListeners.add(listener);
      return () => scanEndListeners.delete(listener);
    },
    /** Changes one row (a fix dialog's manual number, a flag). */
    updateRow(id: string, patch: Partial<Omit<ScanRow, 'id' | 'index'>>): void {
      updateRows((rows) => rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
    },
    removeRows,
    /** Rows saved (保存): they count as saved in their batch's reconciliation; the view removes them after. */
    noteSaved(ids: readonly string[]): void {
      const withSaved = (batch: BatchTally): BatchTally => {
        const mine = new Set(batch.rowIds);
        const saved = ids.filter((id) => mine.has(id)).length;
        return saved > 0 ? { ...batch, saved: batch.saved + saved } : batch;
      };
      set({ batch: withSaved(snapshot.batch), earlierBatches: snapshot.earlierBatches.map(withSaved) });
    },
    /**
     * Uploads a finished sheet again, with the exam number the user typed and/or its images changed (rotated,
     * front and back swapped), optionally overwriting pages already uploaded (isCover, this upload only). Refused
     * (false) while the sheet is still uploading.
     */
    reupload(id: string, change: { studentId?: string; images?: ScanImage[]; isCover?: boolean; displaces?: string } = {}): boolean {
      const row = snapshot.rows.find((r) => r.id === id);
      if (!row || (queue.get(id) && !queue.remove(id))) return false;
      const sheetImages = change.images ?? row.images;
      const studentId = change.studentId ?? row.manualStudentId;
      // A fix is a new upload of the sheet: a new key.
      const uploadKey = newUploadKey();
      updateRows((rows) =>
        rows.map((r) =>
          r.id === id ? { ...r, images: sheetImages, state: 'uploading', failure: undefined, uploadKey, ...(studentId ? { manualStudentId: studentId } : {}) } : r,
        ),
      );
      if (change.isCover && change.displaces) displacing.set(id, change.displaces);
      else displacing.delete(id);
      queue.add(id, { images: sheetImages, uploadKey, storeKeyFirst: true, ...(studentId ? { studentId } : {}), ...(change.isCover ? { isCover: true } : {}) });
      return true;
    },
    /** The full images of a row (base64, front first), e.g. to rotate them or compare with the uploaded ones. */
    pages: (id: string): Promise<string[]> => pagesOf(snapshot.rows.find((r) => r.id === id)?.images ?? []),
    /** Replaces an image (after rotating it); the row keeps its path. */
    replaceImage: (path: string, base64: string): Promise<void> => images.put(path, base64),
    /** Resolves when every sheet received so far has finished uploading. */
    idle: () => queue.idle(),
    /** One received image in full (base64), e.g. a template page to upload. */
    imageData: (path: string): Promise<string | undefined> => images.get(path),
    /** A received image to show (kept until its sheet leaves the list). */
    imageSrc: (path: string): string | undefined => images.src(path),

    // ---- Fixing (spec 3 §4.4): primitives the fix dialogs (fix/) need beyond the ones above. ----

    /** The exam number of a row changed (修改考号): its outcome says so and duplicates within the scan are counted again. */
    renumber(id: string, studentId: string): void {
      updateRows((rows) => {
        const next = rows.map((r) => (r.id === id && r.outcome ? { ...r, outcome: { ...r.outcome, studentId } } : r));
        const twice = new Set(duplicateNumbers(next.map((r) => r.outcome?.studentId)));
        return next.map((r) => ({ ...r, duplicate: Boolean(r.outcome?.studentId && twice.has(r.outcome.studentId)) }));
      });
    },
    /** Whether a scan is running (discard-all-and-clear is refused then). */
    isScanning: (): boolean => snapshot.scanning,
    /** Resolves when a stored session has been brought back (at once without `persist`), e.g. for tests. */
    whenRestored: (): Promise<void> => restoring ?? Promise.resolve(),
    /** Writes the persisted session now (rows and images), e.g. before a test reads the cache. */
    flushPersisted: async (): Promise<void> => {
      await Promise.all([writer?.flush(), cachedImages?.flush()]);
    },
  };
}

export type ScanController = ReturnType<typeof createScanController>;

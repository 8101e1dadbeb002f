// Where the scanner view keeps the images it received: the full image (base64 JPEG, as the driver sends it) for
// uploads, rotation and the viewer, and a small source for the table and thumbnail list. The controller only talks
// to this interface, so where the bytes live (memory, or IndexedDB for the persisted session) is one place.
import { storedImagePaths, type ScanCache } from './sessionStore';

export interface ImageStore {
  /** Keeps a received image under the driver's local path. */
  put(path: string, base64: string): Promise<void>;
  /** The full image (base64, no data: prefix), or undefined when it is gone. */
  get(path: string): Promise<string | undefined>;
  /** A source the table and the viewer can show at once (undefined until known). */
  src(path: string): string | undefined;
  /** Forgets images (their sheet left the list). */
  delete(paths: readonly string[]): Promise<void>;
}

/** Images in memory, for as long as the view lives. */
export function createMemoryImageStore(): ImageStore {
  const images = new Map<string, string>();
  return {
    put: async (path, base64) => void images.set(path, base64),
    get: async (path) => images.get(path),
    src(path) {
      const base64 = images.get(path);
      return base64 ? `data:image/jpeg;base64,${base64}` : undefined;
    },
    delete: async (paths) => {
      for (const path of paths) images.delete(path);
    },
  };
}

/** An image store whose full images live in IndexedDB (the persisted scan session) and thumbnails in memory. */
export interface CachedImageStore extends ImageStore {
  /** Called when a thumbnail asked for through `src` is ready (ask again then). */
  subscribe(listener: () => void): () => void;
  /** The session's images stored by an earlier page (not put through this store). */
  earlier(): Promise<string[]>;
  /** Resolves when every image put so far is written (or its write failed: it then stays in memory). */
  flush(): Promise<void>;
}

export interface CachedImageStoreOptions {
  cache: ScanCache;
  /** The session's key (`${examId}:${subjectId}`). */
  session: string;
  /** A small JPEG of the image for the table and viewer; default: at most 240 px wide, drawn on a canvas. */
  thumbnail?: (base64: string) => Promise<Blob>;
  now?: () => number;
  /**
   * Deletes the records of images that left (default: a transaction of their own). The scanner view hands them to the
   * session writer, which deletes them in the same transaction as the rows they left with.
   */
  deleteRecords?: (paths: readonly string[]) => void;
}

const THUMBNAIL_WIDTH = 240;

/** `Uint8Array.fromBase64` (Chromium 140+, Firefox 133+, Safari 18.2+): native, not yet in TypeScript's lib. */
const fromBase64 = (Uint8Array as unknown as { fromBase64?: (base64: string) => Uint8Array<ArrayBuffer> }).fromBase64;

/**
 * The bytes of a base64 image: the browser's own decoder where it has one (a sheet's two pages decoded in a JavaScript
 * loop cost the scanner view about 5 ms of its main thread), else atob and a plain loop (several times faster than
 * Uint8Array.from with a callback).
 */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  if (fromBase64) return fromBase64(base64);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The image at most 240 px wide as a JPEG (decoded off the main thread by createImageBitmap). */
async function canvasThumbnail(base64: string): Promise<Blob> {
  const bitmap = await createImageBitmap(new Blob([base64Bytes(base64)], { type: 'image/jpeg' }));
  const scale = Math.min(1, THUMBNAIL_WIDTH / bitmap.width);
  const canvas = new OffscreenCanvas(Math.max(1, Math.round(bitmap.width * scale)), Math.max(1, Math.round(bitmap.height * scale)));
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
}

const canMakeThumbnails = () => typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function';

/**
 * Full images in IndexedDB under [session, path]: `put` keeps the image in memory until its write (batched with the
 * puts of the same moment) is done, so a `get` right after it finds it; a failed write keeps it in memory. `src` gives
 * a thumbnail's object URL, made on first request; `delete` drops the image, its thumbnail (revoked) and its record.
 */
export function createCachedImageStore(options: CachedImageStoreOptions): CachedImageStore {
  const { cache, session } = options;
  const now = options.now ?? Date.now;
  const thumbnail = options.thumbnail ?? (canMakeThumbnails() ? canvasThumbnail : undefined);
  /** Put and not written yet (or not writable): what `get` answers first. */
  const pending = new Map<string, string>();
  /** Waiting for the next batch. */
  const queued = new Map<string, string>();
  const mine = new Set<string>();
  const thumbs = new Map<string, string>();
  const making = new Set<string>();
  const failedThumbs = new Set<string>();
  const listeners = new Set<() => void>();
  /** The last write or delete scheduled: the next one runs after it (IndexedDB keeps their order). */
  let chain: Promise<void> = Promise.resolve();
  let batch: Promise<void> | undefined;

  const after = (work: () => Promise<void>): Promise<void> => {
    chain = chain.then(work).catch(() => undefined);
    return chain;
  };

  async function writeQueued(): Promise<void> {
    batch = undefined;
    const entries = [...queued];
    queued.clear();
    if (entries.length === 0) return;
    const db = await cache;
    const tx = db.transaction('images', 'readwrite');
    await Promise.all([...entries.map(([path, base64]) => tx.store.put({ session, path, base64, savedAt: now() })), tx.done]);
    for (const [path, base64] of entries) if (pending.get(path) === base64) pending.delete(path);
  }

  const dropThumb = (path: string) => {
    const url = thumbs.get(path);
    if (url) URL.revokeObjectURL(url);
    thumbs.delete(path);
    making.delete(path);
    failedThumbs.delete(path);
  };

  const get = async (path: string): Promise<string | undefined> => {
    const held = pending.get(path);
    if (held !== undefined) return held;
    try {
      return (await (await cache).get('images', [session, path]))?.base64;
    } catch {
      return undefined;
    }
  };

  async function makeThumb(path: string, make: (base64: string) => Promise<Blob>): Promise<void> {
    making.add(path);
    try {
      const base64 = await get(path);
      const blob = base64 ? await make(base64) : undefined;
      if (!making.has(path)) return; // deleted or replaced meanwhile
      making.delete(path);
      if (!blob) return void failedThumbs.add(path);
      thumbs.set(path, URL.createObjectURL(blob));
      for (const listener of listeners) listener();
    } catch {
      if (making.delete(path)) failedThumbs.add(path);
    }
  }

  return {
    put(path, base64) {
      pending.set(path, base64);
      queued.set(path, base64);
      mine.add(path);
      dropThumb(path); // a replaced (rotated) image needs a new thumbnail
      // Puts of the same moment share one transaction.
      batch ??= after(() => new Promise<void>((resolve) => setTimeout(resolve, 0)).then(writeQueued));
      return batch;
    },
    get,
    src(path) {
      const url = thumbs.get(path);
      if (url || !thumbnail || making.has(path) || failedThumbs.has(path)) return url;
      void makeThumb(path, thumbnail);
      return undefined;
    },
    delete(paths) {
      for (const path of paths) {
        pending.delete(path);
        queued.delete(path);
        mine.delete(path);
        dropThumb(path);
      }
      if (options.deleteRecords) {
        // At once, so the rows' write that follows takes them along. A put not yet sent was dropped above; one sent
        // already has its transaction first, and IndexedDB runs them in that order.
        options.deleteRecords(paths);
        return Promise.resolve();
      }
      return after(async () => {
        const tx = (await cache).transaction('images', 'readwrite');
        await Promise.all([...paths.map((path) => tx.store.delete([session, path])), tx.done]);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async earlier() {
      const paths = await storedImagePaths(cache, session).catch(() => []);
      return paths.filter((path) => !mine.has(path));
    },
    flush: () => chain,
  };
}

/**
 * Two stores as one: images put while `toSide()` holds go to `side` (template pages of a persisted session stay in
 * memory: the cache holds the answer sheets only), the rest to `main`; reads look in both.
 */
export function createSplitImageStore(main: ImageStore, side: ImageStore, toSide: () => boolean): ImageStore {
  const sided = new Set<string>();
  return {
    put(path, base64) {
      if (!toSide()) return main.put(path, base64);
      sided.add(path);
      return side.put(path, base64);
    },
    get: (path) => (sided.has(path) ? side.get(path) : main.get(path)),
    src: (path) => (sided.has(path) ? side.src(path) : main.src(path)),
    async delete(paths) {
      for (const path of paths) sided.delete(path);
      await Promise.all([main.delete(paths), side.delete(paths)]);
    },
  };
}

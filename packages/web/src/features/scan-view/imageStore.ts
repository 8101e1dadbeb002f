// Where the scanner view keeps the images it received: the full image (base64 JPEG, as the driver sends it) for
// uploads, rotation and the viewer, and a small source for the table and thumbnail list. The controller only talks
// to this interface, so where the bytes live (memory now; IndexedDB for the persisted session) is one place.

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

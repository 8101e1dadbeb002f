// Images for the canvases (the template designer's pages, the marking canvas's paper pieces): loaded once per URL,
// decoded, with their natural size. A failed image may load on a later try.
const cache = new Map<string, Promise<HTMLImageElement>>();

export function loadImage(src: string): Promise<HTMLImageElement> {
  let pending = cache.get(src);
  if (!pending) {
    pending = new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image();
      img.src = src;
      // Decoded off the main thread before it is drawn (a canvas would decode it on the main thread, in one long task).
      img.decode().then(
        () => resolve(img),
        () => reject(new Error(`图片加载失败：${src}`)),
      );
    });
    pending.catch(() => cache.delete(src));
    cache.set(src, pending);
  }
  return pending;
}

// Images for the canvases (the template designer's pages, the marking canvas's paper pieces): loaded once per URL,
// decoded, with their natural size. A failed image may load on a later try.
const cache = new Map<string, Promise<HTMLImageElement>>();

export function loadImage(src: string): Promise<HTMLImageElement> {
  let pending = cache.get(src);
  if (!pending) {
    pending = new Promise<HTMLImageElement>((resolve, reject) => {
      const img = new Image();
      img.onload = () => resolve(img);
      img.onerror = () => reject(new Error(`图片加载失败：${src}`));
      img.src = src;
    });
    pending.catch(() => cache.delete(src));
    cache.set(src, pending);
  }
  return pending;
}

// Template images for the canvas: loaded once per URL (decoded, with their natural size), shared by the designer and
// the stem screen. The pages' sizes come from the images themselves: the contract's SubjectPaper has no size.
import type { Schemas } from '@exam/sdk';
import { stackPages } from '../model/geometry';
import type { TemplatePage } from '../model/types';

/** The image types a template page or a stem image may have (spec 2 §2.1: png, jpeg or gif). */
export const TEMPLATE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif'];

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
    // A failed image may load on a later try.
    pending.catch(() => cache.delete(src));
    cache.set(src, pending);
  }
  return pending;
}

/** The subject's template images as stitched pages (sizes from the decoded images). */
export async function loadPages(papers: readonly Schemas['SubjectPaper'][]): Promise<TemplatePage[]> {
  const images = await Promise.all(papers.map((p) => loadImage(p.paper_image)));
  return stackPages(
    papers.map((p, i) => ({
      paperId: p.paper_id,
      fileName: p.file_name ?? `第${i + 1}页`,
      src: p.paper_image,
      width: (images[i] as HTMLImageElement).naturalWidth,
      height: (images[i] as HTMLImageElement).naturalHeight,
    })),
  );
}

// Template images for the canvas (loaded through lib/images), shared by the designer and the stem screen. The
// pages' sizes come from the images themselves: the contract's SubjectPaper has no size.
import type { Schemas } from '@exam/sdk';
import { stackPages } from '../model/geometry';
import type { TemplatePage } from '../model/types';
import { loadImage } from '../../../lib/images';

/** The image types a template page or a stem image may have (spec 2 §2.1: png, jpeg or gif). */
export const TEMPLATE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif'];

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

// The template images of a subject loaded in the browser, so the page knows their natural sizes and the canvas can
// draw them: pages stitched top to bottom (model/geometry stackPages) once every image has loaded, or the failure.
import { useEffect, useState } from 'react';
import type { Schemas } from '@exam/sdk';
import type { TemplatePage } from '../model/types';
import { stackPages } from '../model/geometry';

export type PageImages =
  | { status: 'loading' }
  | { status: 'error'; fileName: string }
  | { status: 'ready'; pages: TemplatePage[]; images: HTMLImageElement[] };

function load(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(src));
    image.src = src;
  });
}

export function usePageImages(papers: readonly Schemas['SubjectPaper'][]): PageImages {
  const key = papers.map((p) => p.paper_image).join('\n');
  // The answer for the images of `key`; another list of images is loading until its own answer comes.
  const [loaded, setLoaded] = useState<{ key: string; state: PageImages } | undefined>();
  useEffect(() => {
    let live = true;
    void Promise.all(
      papers.map((paper) =>
        load(paper.paper_image).catch(() => {
          throw new Error(paper.file_name ?? paper.paper_image);
        }),
      ),
    ).then(
      (images) => {
        if (!live) return;
        const pages = stackPages(
          images.map((image, i) => {
            const paper = papers[i];
            return { paperId: paper?.paper_id ?? i, fileName: paper?.file_name ?? '', src: image.src, width: image.naturalWidth, height: image.naturalHeight };
          }),
        );
        setLoaded({ key, state: { status: 'ready', pages, images } });
      },
      (error: unknown) => {
        if (live) setLoaded({ key, state: { status: 'error', fileName: error instanceof Error ? error.message : '' } });
      },
    );
    return () => {
      live = false;
    };
    // The images change only when their URLs do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}

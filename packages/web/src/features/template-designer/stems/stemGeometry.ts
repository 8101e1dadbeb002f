// The geometry of the stem page, without a canvas: template pages stitched top to bottom, a dragged rectangle turned
// into a stem region clipped to the page it starts on (spec 2 §4: an area never spans pages), zoom limits and steps
// (spec 2 §9: 0.2 to 2, step 0.1, fit to width first), and whether a group's stem regions changed.
import type { PageArea, Rect, TemplatePage } from '../model/types';

export const MIN_ZOOM = 0.2;
export const MAX_ZOOM = 2;
export const ZOOM_STEP = 0.1;
/** A drag smaller than this (image pixels) in either direction is a click, not a region. */
export const MIN_AREA_SIZE = 5;

/** Template images in page order, each with its natural size, stacked top to bottom without a gap. */
export function stackPages(images: readonly { paperId: number; fileName: string; src: string; width: number; height: number }[]): TemplatePage[] {
  let top = 0;
  return images.map((image) => {
    const page = { ...image, top };
    top += image.height;
    return page;
  });
}

export const stackWidth = (pages: readonly TemplatePage[]) => Math.max(0, ...pages.map((p) => p.width));
export const stackHeight = (pages: readonly TemplatePage[]) => pages.reduce((sum, p) => sum + p.height, 0);

/** The index of the page a point of the stack (unscaled) lies on, or -1 off every page. */
export function pageIndexAt(pages: readonly TemplatePage[], point: { x: number; y: number }): number {
  return pages.findIndex((p) => point.x >= 0 && point.x <= p.width && point.y >= p.top && point.y < p.top + p.height);
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * The region a drag from `start` to `end` (stack coordinates) marks: clipped to the page the drag starts on, in that
 * page's pixels, rounded; undefined when the drag starts off the pages or is smaller than MIN_AREA_SIZE.
 */
export function dragToArea(pages: readonly TemplatePage[], start: { x: number; y: number }, end: { x: number; y: number }): PageArea | undefined {
  const p = pageIndexAt(pages, start);
  const page = pages[p];
  if (!page) return undefined;
  const x0 = clamp(Math.min(start.x, end.x), 0, page.width);
  const x1 = clamp(Math.max(start.x, end.x), 0, page.width);
  const y0 = clamp(Math.min(start.y, end.y) - page.top, 0, page.height);
  const y1 = clamp(Math.max(start.y, end.y) - page.top, 0, page.height);
  const x = Math.round(x0);
  const y = Math.round(y0);
  const w = Math.round(x1) - x;
  const h = Math.round(y1) - y;
  if (w < MIN_AREA_SIZE || h < MIN_AREA_SIZE) return undefined;
  return { x, y, w, h, p };
}

/** Where a region lies in the stack (unscaled), or undefined when its page is not there. */
export function areaInStack(pages: readonly TemplatePage[], area: PageArea): Rect | undefined {
  const page = pages[area.p];
  return page ? { x: area.x, y: page.top + area.y, w: area.w, h: area.h } : undefined;
}

/** The zoom that fits the widest page into `width` screen pixels, within the limits. */
export function fitZoom(width: number, pages: readonly TemplatePage[]): number {
  const widest = stackWidth(pages);
  if (widest <= 0 || width <= 0) return 1;
  return clampZoom(Math.floor((width / widest) * 100) / 100);
}

export const clampZoom = (zoom: number) => clamp(Math.round(zoom * 100) / 100, MIN_ZOOM, MAX_ZOOM);

/** One zoom step in or out (+1 / -1), within the limits. */
export const stepZoom = (zoom: number, direction: 1 | -1) => clampZoom(zoom + direction * ZOOM_STEP);

/** A contract Area as the page's region (p defaults to the first page). */
export const toPageArea = (a: { x: number; y: number; w: number; h: number; p?: number }): PageArea => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 });

/** Whether two lists hold the same regions in the same order. */
export function sameAreas(a: readonly PageArea[], b: readonly PageArea[]): boolean {
  return a.length === b.length && a.every((r, i) => {
    const s = b[i];
    return s !== undefined && r.x === s.x && r.y === s.y && r.w === s.w && r.h === s.h && r.p === s.p;
  });
}

/** Whether a group has a stem: a region or an image. */
export const hasStem = (stem: { stem_area: readonly unknown[]; stem_image: string | null }) => stem.stem_area.length > 0 || stem.stem_image !== null;

/** The stem image types the page accepts (spec 2 §2.1: png, jpeg or gif, as the template images). */
export const STEM_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

export const isStemImageType = (file: { type: string; name: string }) =>
  (STEM_IMAGE_TYPES as readonly string[]).includes(file.type) || (!file.type && /\.(png|jpe?g|gif)$/i.test(file.name));

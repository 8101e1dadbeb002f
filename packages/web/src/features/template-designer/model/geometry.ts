// Geometry of the designer's canvas (spec 2 §4, §5, §9): template pages stacked top to bottom in one "stitched"
// coordinate space; areas live on one page in that page's pixels. Pure functions, no canvas.
import type { PageArea, PagePoint, Rect, TemplatePage } from './types';

/** Spec 2 §9: the smallest box a resize may leave, the movement that turns a press into a drag, the point radius. */
export const MIN_BOX = 18;
export const DRAG_THRESHOLD = 8;
export const POINT_RADIUS = 10;
/** Gap between stitched pages, in image pixels. */
export const PAGE_GAP = 16;

/** Stacks the images: each page's `top` follows the previous page and a gap. */
export function stackPages(images: Omit<TemplatePage, 'top'>[]): TemplatePage[] {
  let top = 0;
  return images.map((image) => {
    const page = { ...image, top };
    top += image.height + PAGE_GAP;
    return page;
  });
}

export const stitchedHeight = (pages: readonly TemplatePage[]) => {
  const last = pages.at(-1);
  return last ? last.top + last.height : 0;
};
export const stitchedWidth = (pages: readonly TemplatePage[]) => Math.max(0, ...pages.map((p) => p.width));

/** The page a stitched point lies on, or undefined between or beside pages. */
export function pageAt(pages: readonly TemplatePage[], x: number, y: number): number | undefined {
  const index = pages.findIndex((p) => y >= p.top && y <= p.top + p.height && x >= 0 && x <= p.width);
  return index < 0 ? undefined : index;
}

/** A page area in stitched coordinates. */
export function toStitched(pages: readonly TemplatePage[], a: PageArea): Rect {
  return { x: a.x, y: a.y + (pages[a.p]?.top ?? 0), w: a.w, h: a.h };
}

/** Two corners (in any order) as a rectangle. */
export function rectFrom(x1: number, y1: number, x2: number, y2: number): Rect {
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1), h: Math.abs(y2 - y1) };
}

const round = (n: number) => Math.round(n);

/**
 * A drawn stitched rectangle as an area of the page it starts on, clipped to that page (spec 2 §4: a rectangle is
 * clipped to the paper image it starts on). Undefined when the start is off every page or nothing is left.
 */
export function clipToPage(pages: readonly TemplatePage[], start: { x: number; y: number }, rect: Rect): PageArea | undefined {
  const p = pageAt(pages, start.x, start.y);
  if (p === undefined) return undefined;
  const page = pages[p] as TemplatePage;
  const x1 = Math.max(0, rect.x);
  const y1 = Math.max(page.top, rect.y);
  const x2 = Math.min(page.width, rect.x + rect.w);
  const y2 = Math.min(page.top + page.height, rect.y + rect.h);
  if (x2 - x1 < 1 || y2 - y1 < 1) return undefined;
  return { x: round(x1), y: round(y1 - page.top), w: round(x2 - x1), h: round(y2 - y1), p };
}

/**
 * Keeps an area on its page (moved or resized): shifted back inside and at most the page; a resize (`resized`) also
 * leaves at least MIN_BOX, while a move keeps the size it has (small areas come from batch add and the server).
 */
export function keepOnPage(pages: readonly TemplatePage[], a: PageArea, resized = true): PageArea {
  const page = pages[a.p];
  if (!page) return a;
  const min = resized ? MIN_BOX : 1;
  const w = Math.min(Math.max(a.w, min), page.width);
  const h = Math.min(Math.max(a.h, min), page.height);
  const x = Math.min(Math.max(a.x, 0), page.width - w);
  const y = Math.min(Math.max(a.y, 0), page.height - h);
  return { x: round(x), y: round(y), w: round(w), h: round(h), p: a.p };
}

/** Whether an area lies on an existing page and within it (spec 2 §5: areas cannot span pages or exceed the page). */
export function onPage(pages: readonly TemplatePage[], a: PageArea): boolean {
  const page = pages[a.p];
  return !!page && a.x >= 0 && a.y >= 0 && a.w > 0 && a.h > 0 && a.x + a.w <= page.width && a.y + a.h <= page.height;
}

export const contains = (outer: PageArea, inner: PageArea) =>
  outer.p === inner.p && inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;

export const overlaps = (a: PageArea, b: PageArea) => a.p === b.p && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

export const pointIn = (a: PageArea, pt: PagePoint) => a.p === pt.p && pt.x >= a.x && pt.x <= a.x + a.w && pt.y >= a.y && pt.y <= a.y + a.h;

export const sameArea = (a: PageArea, b: PageArea) => a.p === b.p && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/** A stitched point as a page point, if it lies on a page. */
export function toPagePoint(pages: readonly TemplatePage[], x: number, y: number): PagePoint | undefined {
  const p = pageAt(pages, x, y);
  if (p === undefined) return undefined;
  return { x: round(x), y: round(y - (pages[p] as TemplatePage).top), p };
}

/** Zoom limits and step (spec 2 §2.1, §9). */
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.1;

export const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z * 100) / 100));

/** One step in or out, landing on the 0.1 grid (a fitted zoom of 0.47 steps to 0.5 or 0.4). */
export function stepZoom(z: number, direction: 1 | -1): number {
  const grid = Math.round(z * 10) / 10;
  const next = direction > 0 ? (grid > z + 1e-9 ? grid : grid + ZOOM_STEP) : grid < z - 1e-9 ? grid : grid - ZOOM_STEP;
  return clampZoom(next);
}

/** Fit to width on first render (spec 2 §2.1). */
export const fitZoom = (viewportWidth: number, pages: readonly TemplatePage[]) =>
  clampZoom(stitchedWidth(pages) > 0 ? viewportWidth / stitchedWidth(pages) : 1);

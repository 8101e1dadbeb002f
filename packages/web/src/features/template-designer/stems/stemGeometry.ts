// What the stem page adds to the designer's geometry (model/geometry: pages stitched, clipping to the start page,
// zoom): a drag that becomes a stem region (or nothing, for a click), whether a group's regions changed, whether a
// group has a stem, and the image types a stem image may have.
import { clipToPage, rectFrom, sameArea } from '../model/geometry';
import type { PageArea, TemplatePage } from '../model/types';

/** A drag smaller than this (image pixels) in either direction is a click, not a region. */
export const MIN_AREA_SIZE = 5;

/**
 * The region a drag from `start` to `end` (stitched coordinates) marks: clipped to the page the drag starts on, in
 * that page's pixels; undefined when the drag starts off the pages or is smaller than MIN_AREA_SIZE.
 */
export function dragToArea(pages: readonly TemplatePage[], start: { x: number; y: number }, end: { x: number; y: number }): PageArea | undefined {
  const area = clipToPage(pages, start, rectFrom(start.x, start.y, end.x, end.y));
  return area && area.w >= MIN_AREA_SIZE && area.h >= MIN_AREA_SIZE ? area : undefined;
}

/** A contract Area as the page's region (p defaults to the first page). */
export const toPageArea = (a: { x: number; y: number; w: number; h: number; p?: number }): PageArea => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 });

/** Whether two lists hold the same regions in the same order. */
export const sameAreas = (a: readonly PageArea[], b: readonly PageArea[]) => a.length === b.length && a.every((r, i) => b[i] !== undefined && sameArea(r, b[i]));

/** Whether a group has a stem: a region or an image. */
export const hasStem = (stem: { stem_area: readonly unknown[]; stem_image: string | null }) => stem.stem_area.length > 0 || stem.stem_image !== null;

/** The stem image types the page accepts (png, jpeg or gif, as the template images, spec 2 §2.1). */
export const STEM_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

export const isStemImageType = (file: { type: string; name: string }) =>
  (STEM_IMAGE_TYPES as readonly string[]).includes(file.type) || (!file.type && /\.(png|jpe?g|gif)$/i.test(file.name));

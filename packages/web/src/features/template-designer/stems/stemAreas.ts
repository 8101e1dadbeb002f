// The stem regions of a question group as the page edits them, without a canvas: as the designer canvas's shapes
// (model/shapes; drawn and hit tested like the designer's areas) and back, whether a group's regions changed, whether
// a group has a stem, and the image types a stem image may have.
import { TEMPLATE_IMAGE_TYPES } from '../canvas/images';
import { STEM_TEXTS } from '../designerTexts';
import { sameArea } from '../model/geometry';
import { parseShapeId, shapeId, type Shape } from '../model/shapes';
import type { PageArea } from '../model/types';

/** The stem regions are drawn as the areas of one pseudo group of the canvas's shapes. */
const STEM_GROUP = 'stem';

export const stemShapeId = (index: number) => shapeId({ kind: 'group', group: STEM_GROUP, index });

/** The regions as canvas shapes, labelled 题干区域1, 2, …. */
export const stemShapes = (areas: readonly PageArea[]): Shape[] =>
  areas.map((area, index) => ({ id: stemShapeId(index), ref: { kind: 'group', group: STEM_GROUP, index }, area, label: STEM_TEXTS.area(index) }));

/** The index of the region a canvas shape id names, or undefined (nothing, or not a stem region). */
export function stemIndexOf(id: string | undefined): number | undefined {
  const ref = id === undefined ? undefined : parseShapeId(id);
  return ref?.kind === 'group' && ref.group === STEM_GROUP ? ref.index : undefined;
}

/** A contract Area as the page's region (p defaults to the first page). */
export const toPageArea = (a: { x: number; y: number; w: number; h: number; p?: number }): PageArea => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 });

/** Whether two lists hold the same regions in the same order. */
export const sameAreas = (a: readonly PageArea[], b: readonly PageArea[]) => a.length === b.length && a.every((r, i) => b[i] !== undefined && sameArea(r, b[i]));

/** Whether a group has a stem: a region or an image. */
export const hasStem = (stem: { stem_area: readonly unknown[]; stem_image: string | null }) => stem.stem_area.length > 0 || stem.stem_image !== null;

/** A stem image has a template image's type (png, jpeg or gif), or, without a type, such a file name. */
export const isStemImageType = (file: { type: string; name: string }) =>
  TEMPLATE_IMAGE_TYPES.includes(file.type) || (!file.type && /\.(png|jpe?g|gif)$/i.test(file.name));

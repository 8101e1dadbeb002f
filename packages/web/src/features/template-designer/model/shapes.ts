// The designer document as the shapes the canvas draws, each with a stable id naming where it lives, and the hit
// test the canvas uses instead of konva's own (static shapes do not listen; spec 2 §4 "clicking an area selects it").
import { POINT_RADIUS, pointIn, toStitched } from './geometry';
import type { AreaKind, DesignerDoc, GroupDraft, PageArea, PropAreaKind, SubDraft } from './types';

export const PROP_KINDS: readonly PropAreaKind[] = ['mask', 'code', 'recognize', 'absent', 'multiChoice', 'orm'];

/** Where an area (or a scoring point) lives in the document. */
export type ShapeRef =
  | { kind: PropAreaKind; index: number }
  | { kind: 'group' | 'choose'; group: string; index: number }
  | { kind: 'sub'; group: string; sub: string; index: number }
  | { kind: 'point'; group: string; sub: string; index: number };

export type ShapeKind = AreaKind | 'point';

export interface Shape {
  id: string;
  ref: ShapeRef;
  /** The area on its page; a scoring point is the box around its marker. */
  area: PageArea;
  label: string;
}

export function shapeId(ref: ShapeRef): string {
  switch (ref.kind) {
    case 'group':
    case 'choose':
      return `${ref.kind}|${ref.group}|${ref.index}`;
    case 'sub':
    case 'point':
      return `${ref.kind}|${ref.group}|${ref.sub}|${ref.index}`;
    default:
      return `${ref.kind}|${ref.index}`;
  }
}

export function parseShapeId(id: string): ShapeRef | undefined {
  const [kind, a, b, c] = id.split('|');
  if (kind === 'group' || kind === 'choose') return a !== undefined && b !== undefined ? { kind, group: a, index: Number(b) } : undefined;
  if (kind === 'sub' || kind === 'point') return a !== undefined && b !== undefined && c !== undefined ? { kind, group: a, sub: b, index: Number(c) } : undefined;
  if ((PROP_KINDS as readonly string[]).includes(kind ?? '') && a !== undefined) return { kind: kind as PropAreaKind, index: Number(a) };
  return undefined;
}

export const findGroup = (doc: DesignerDoc, key: string): GroupDraft | undefined => doc.groups.find((g) => g.key === key);
export const findSub = (doc: DesignerDoc, group: string, sub: string): SubDraft | undefined => findGroup(doc, group)?.subs.find((s) => s.key === sub);

const pointBox = (pt: { x: number; y: number; p: number }): PageArea => ({
  x: pt.x - POINT_RADIUS,
  y: pt.y - POINT_RADIUS,
  w: POINT_RADIUS * 2,
  h: POINT_RADIUS * 2,
  p: pt.p,
});

/** The area a ref names, if it still exists. */
export function areaOf(doc: DesignerDoc, ref: ShapeRef): PageArea | undefined {
  switch (ref.kind) {
    case 'group':
      return findGroup(doc, ref.group)?.areas[ref.index];
    case 'choose':
      return findGroup(doc, ref.group)?.chooseAreas[ref.index];
    case 'sub':
      return findSub(doc, ref.group, ref.sub)?.areas[ref.index];
    case 'point': {
      const pt = findSub(doc, ref.group, ref.sub)?.points[ref.index];
      return pt && pointBox(pt);
    }
    default:
      return doc.paper.areas[ref.kind][ref.index];
  }
}

/** Draw order, bottom to top: paper areas, group areas, choose markers, sub-question areas, scoring points. */
export function listShapes(doc: DesignerDoc, names: Record<PropAreaKind, string>): Shape[] {
  const shapes: Shape[] = [];
  for (const kind of PROP_KINDS) {
    doc.paper.areas[kind].forEach((area, index) => {
      const ref = { kind, index };
      shapes.push({ id: shapeId(ref), ref, area, label: `${names[kind]}${index + 1}${'option' in area && area.option ? ` ${area.option}` : ''}` });
    });
  }
  for (const g of doc.groups) {
    g.areas.forEach((area, index) => {
      const ref = { kind: 'group' as const, group: g.key, index };
      shapes.push({ id: shapeId(ref), ref, area, label: g.name });
    });
  }
  for (const g of doc.groups) {
    g.chooseAreas.forEach((area, index) => {
      const ref = { kind: 'choose' as const, group: g.key, index };
      shapes.push({ id: shapeId(ref), ref, area, label: `${g.name} 选做${index + 1}` });
    });
  }
  for (const g of doc.groups) {
    for (const s of g.subs) {
      s.areas.forEach((area, index) => {
        const ref = { kind: 'sub' as const, group: g.key, sub: s.key, index };
        shapes.push({ id: shapeId(ref), ref, area, label: s.name });
      });
    }
  }
  for (const g of doc.groups) {
    for (const s of g.subs) {
      s.points.forEach((pt, index) => {
        const ref = { kind: 'point' as const, group: g.key, sub: s.key, index };
        shapes.push({ id: shapeId(ref), ref, area: pointBox(pt), label: String(index + 1) });
      });
    }
  }
  return shapes;
}

/**
 * The topmost shape under a stitched point (`pages` places each area), or undefined. Scoring points are round:
 * they are hit within their radius only.
 */
export function hitTest(shapes: readonly Shape[], pages: DesignerDoc['pages'], x: number, y: number): Shape | undefined {
  for (let i = shapes.length - 1; i >= 0; i--) {
    const shape = shapes[i] as Shape;
    const r = toStitched(pages, shape.area);
    if (shape.ref.kind === 'point') {
      const cx = r.x + r.w / 2;
      const cy = r.y + r.h / 2;
      if ((x - cx) ** 2 + (y - cy) ** 2 <= POINT_RADIUS ** 2) return shape;
    } else if (x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h) {
      return shape;
    }
  }
  return undefined;
}

/** Whether a page point lies in any of the areas (scoring points belong inside their sub-question's areas). */
export const inAnyArea = (areas: readonly PageArea[], pt: { x: number; y: number; p: number }) => areas.some((a) => pointIn(a, pt));

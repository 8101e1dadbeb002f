// Edits of several selected areas at once (issue 28: multi-select): move, delete, align, copy and paste. Each takes a
// document and the selected shape ids and answers a new document (one undo step for the store) or the first rule it
// breaks, as the single-area actions do: every area keeps its own rules (kept on its page, sub-question areas inside
// their group and apart, a group area holding its sub-question areas).
import { DESIGNER_TEXTS as T } from '../designerTexts';
import * as A from './actions';
import { contains } from './geometry';
import { areaOf, findGroup, findSub, parseShapeId, shapeId, type ShapeRef } from './shapes';
import type { DesignerDoc, OptionArea, PageArea, PagePoint } from './types';

export type MultiEdit = { doc: DesignerDoc; selection: string[] } | { error: string };

interface Picked {
  id: string;
  ref: ShapeRef;
  area: PageArea;
}

/** The selected shapes that still exist, in selection order. */
export function picked(doc: DesignerDoc, ids: readonly string[]): Picked[] {
  return ids.flatMap((id) => {
    const ref = parseShapeId(id);
    const area = ref && areaOf(doc, ref);
    return ref && area ? [{ id, ref, area }] : [];
  });
}

/**
 * What moves by itself: a sub-question area or scoring point inside a selected area of its group goes along with the
 * group area (it must not move twice), and a scoring point of a sub-question whose area moves is dropped with it.
 */
function movers(doc: DesignerDoc, ids: readonly string[]): Picked[] {
  const all = picked(doc, ids);
  const groupAreas = all.filter((s) => s.ref.kind === 'group');
  const movedSubs = new Set(all.flatMap((s) => (s.ref.kind === 'sub' ? [`${s.ref.group}|${s.ref.sub}`] : [])));
  return all.filter(({ ref, area }) => {
    if (ref.kind !== 'sub' && ref.kind !== 'point') return true;
    const group = ref.group;
    if (groupAreas.some((g) => g.ref.kind === 'group' && g.ref.group === group && contains(g.area, area))) return false;
    return !(ref.kind === 'point' && movedSubs.has(`${ref.group}|${ref.sub}`));
  });
}

/** The box around the areas (in their pages' pixels), or undefined when they lie on more than one page. */
export function boundsOf(areas: readonly PageArea[]): PageArea | undefined {
  const first = areas[0];
  if (!first || areas.some((a) => a.p !== first.p)) return undefined;
  const x = Math.min(...areas.map((a) => a.x));
  const y = Math.min(...areas.map((a) => a.y));
  const w = Math.max(...areas.map((a) => a.x + a.w)) - x;
  const h = Math.max(...areas.map((a) => a.y + a.h)) - y;
  return { x, y, w, h, p: first.p };
}

/** The largest part of (dx, dy) that keeps every area on its page (a selection moves as one, never squashed). */
function clampDelta(doc: DesignerDoc, areas: readonly PageArea[], dx: number, dy: number): { dx: number; dy: number } {
  let [lx, hx, ly, hy] = [-Infinity, Infinity, -Infinity, Infinity];
  for (const a of areas) {
    const page = doc.pages[a.p];
    if (!page) continue;
    lx = Math.max(lx, Math.min(0, -a.x));
    hx = Math.min(hx, Math.max(0, page.width - a.x - a.w));
    ly = Math.max(ly, Math.min(0, -a.y));
    hy = Math.min(hy, Math.max(0, page.height - a.y - a.h));
  }
  return { dx: Math.min(hx, Math.max(lx, dx)), dy: Math.min(hy, Math.max(ly, dy)) };
}

/** Applies one change after another; the first refusal ends it. */
function applyAll(doc: DesignerDoc, changes: readonly { ref: ShapeRef; area: PageArea }[]): { doc: DesignerDoc } | { error: string } {
  let next = doc;
  for (const { ref, area } of changes) {
    const edit = A.changeArea(next, ref, area);
    if ('error' in edit) return edit;
    next = edit.doc;
  }
  return { doc: next };
}

/** Scoring points a move or an alignment of these sub-question areas would delete (the screen asks first). */
export function pointsLostByMany(doc: DesignerDoc, changes: readonly { ref: ShapeRef; area: PageArea }[]): number {
  const subs = new Map<string, number>();
  for (const { ref, area } of changes) {
    if (ref.kind === 'sub' && A.pointsLostBy(doc, ref, area) > 0) subs.set(`${ref.group}|${ref.sub}`, findSub(doc, ref.group, ref.sub)?.points.length ?? 0);
  }
  return [...subs.values()].reduce((a, b) => a + b, 0);
}

/** The changes a move of the selection by (dx, dy) makes, the delta held so that everything stays on its page. */
export function moveChanges(doc: DesignerDoc, ids: readonly string[], dx: number, dy: number): { ref: ShapeRef; area: PageArea }[] {
  const moving = movers(doc, ids);
  const d = clampDelta(doc, moving.map((m) => m.area), dx, dy);
  if (d.dx === 0 && d.dy === 0) return [];
  // The ones ahead in the direction of travel go first, so that sub-question areas moved together never meet on the way.
  const ahead = (a: PageArea) => a.x * d.dx + a.y * d.dy;
  return [...moving].sort((a, b) => ahead(b.area) - ahead(a.area)).map(({ ref, area }) => ({ ref, area: { ...area, x: area.x + d.dx, y: area.y + d.dy } }));
}

/** Moves the selection by (dx, dy) pixels as one (drag of several, arrow keys, the X and Y fields). */
export function moveMany(doc: DesignerDoc, ids: readonly string[], dx: number, dy: number): MultiEdit {
  const result = applyAll(doc, moveChanges(doc, ids, dx, dy));
  return 'error' in result ? result : { doc: result.doc, selection: picked(result.doc, ids).map((s) => s.id) };
}

/** Deletion order: scoring points, sub-question areas, choose markers, group areas, paper areas; later indexes first. */
const REMOVE_ORDER = ['point', 'sub', 'choose', 'group', 'mask', 'code', 'recognize', 'absent', 'multiChoice', 'orm'];

/** Deletes every selected area (a group area still holding unselected sub-question areas refuses, as alone). */
export function removeMany(doc: DesignerDoc, ids: readonly string[]): MultiEdit {
  const order = [...picked(doc, ids)].sort((a, b) => REMOVE_ORDER.indexOf(a.ref.kind) - REMOVE_ORDER.indexOf(b.ref.kind) || b.ref.index - a.ref.index);
  let next = doc;
  for (const { ref } of order) {
    const edit = A.removeArea(next, ref);
    if ('error' in edit) return edit;
    next = edit.doc;
  }
  return { doc: next, selection: [] };
}

export type Alignment = 'left' | 'hcenter' | 'right' | 'top' | 'vcenter' | 'bottom' | 'width' | 'height';

/** The changes an alignment makes: to the selection's box, or to the size of the primary area (`primary`, the last selected). */
export function alignChanges(doc: DesignerDoc, ids: readonly string[], how: Alignment, primary?: string): { ref: ShapeRef; area: PageArea }[] {
  const moving = movers(doc, ids).filter((m) => m.ref.kind !== 'point');
  const box = boundsOf(moving.map((m) => ({ ...m.area, p: 0 })));
  const key = moving.find((m) => m.id === primary) ?? moving.at(-1);
  if (!box || !key || moving.length < 2) return [];
  const r = Math.round;
  const place = (a: PageArea): PageArea => {
    switch (how) {
      case 'left':
        return { ...a, x: box.x };
      case 'right':
        return { ...a, x: box.x + box.w - a.w };
      case 'hcenter':
        return { ...a, x: r(box.x + (box.w - a.w) / 2) };
      case 'top':
        return { ...a, y: box.y };
      case 'bottom':
        return { ...a, y: box.y + box.h - a.h };
      case 'vcenter':
        return { ...a, y: r(box.y + (box.h - a.h) / 2) };
      case 'width':
        return { ...a, w: key.area.w };
      case 'height':
        return { ...a, h: key.area.h };
    }
  };
  return moving.flatMap(({ ref, area }) => {
    const next = place(area);
    return next.x === area.x && next.y === area.y && next.w === area.w && next.h === area.h ? [] : [{ ref, area: next }];
  });
}

/** Aligns the selected areas (scoring points stay). */
export function alignMany(doc: DesignerDoc, ids: readonly string[], how: Alignment, primary?: string): MultiEdit {
  const result = applyAll(doc, alignChanges(doc, ids, how, primary));
  return 'error' in result ? result : { doc: result.doc, selection: picked(result.doc, ids).map((s) => s.id) };
}

/** What Ctrl+C keeps: each area with the list it belongs to (a scoring point with its sub-question). */
export type Copied = { target: A.DrawTarget; area: OptionArea } | { point: { group: string; sub: string }; at: PagePoint };

export function copyOf(doc: DesignerDoc, ids: readonly string[]): Copied[] {
  return picked(doc, ids).map(({ ref, area }): Copied => {
    if (ref.kind === 'point') {
      const pt = findSub(doc, ref.group, ref.sub)?.points[ref.index] as PagePoint;
      return { point: { group: ref.group, sub: ref.sub }, at: pt };
    }
    const target: A.DrawTarget =
      ref.kind === 'group' || ref.kind === 'choose' ? { kind: ref.kind, group: ref.group } : ref.kind === 'sub' ? { kind: 'sub', group: ref.group, sub: ref.sub } : { kind: ref.kind };
    return { target, area };
  });
}

/** How far a paste lands from what was copied (down and to the right, or back where the page ends). */
export const PASTE_OFFSET = 10;

/**
 * Pastes copied areas into the lists they came from, `PASTE_OFFSET` pixels down and to the right (up or left where the
 * page ends), each under its list's rules; the pasted areas become the selection. Answers also the copies as pasted,
 * so that the next paste lands another step further.
 */
export function pasteMany(doc: DesignerDoc, copied: readonly Copied[]): MultiEdit & { pasted?: Copied[] } {
  if (copied.length === 0) return { doc, selection: [] };
  const boxes = copied.map((c) => ('area' in c ? c.area : { x: c.at.x, y: c.at.y, w: 1, h: 1, p: c.at.p }));
  const room = (want: number) => clampDelta(doc, boxes, want, want);
  const fwd = room(PASTE_OFFSET);
  const back = room(-PASTE_OFFSET);
  const dx = fwd.dx === PASTE_OFFSET ? PASTE_OFFSET : back.dx;
  const dy = fwd.dy === PASTE_OFFSET ? PASTE_OFFSET : back.dy;
  let next = doc;
  const selection: string[] = [];
  const pasted: Copied[] = [];
  for (const c of copied) {
    if ('point' in c) {
      const at = { ...c.at, x: c.at.x + dx, y: c.at.y + dy };
      const edit = A.addPoint(next, c.point.group, c.point.sub, at);
      if ('error' in edit) return edit;
      next = edit.doc;
      if (edit.ref) selection.push(shapeId(edit.ref));
      pasted.push({ ...c, at });
      continue;
    }
    if ('group' in c.target && !findGroup(next, c.target.group)) return { error: T.pasteGone };
    const { option: _, ...plain } = c.area;
    const area = { ...plain, x: c.area.x + dx, y: c.area.y + dy };
    const edit = A.addArea(next, c.target, area);
    if ('error' in edit) return edit;
    next = edit.doc;
    if (edit.ref) selection.push(shapeId(edit.ref));
    pasted.push({ ...c, area });
  }
  return { doc: next, selection, pasted };
}

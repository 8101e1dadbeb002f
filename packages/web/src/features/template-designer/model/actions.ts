// Pure edits of the designer document (spec 2 §4, §5): each takes a document and answers a new one, or the rule it
// breaks as the Chinese message the screen shows. The canvas and the tree call these and never edit data themselves.
import { DESIGNER_TEXTS as T } from '../designerTexts';
import { contains, keepOnPage, onPage, overlaps, pointIn } from './geometry';
import { areaOf, findGroup, findSub, type ShapeRef } from './shapes';
import type { DesignerDoc, GroupDraft, PageArea, PagePoint, PropAreaKind, SubDraft } from './types';

/** What a drawing adds to: a paper area list, a group's areas or choose markers, or a sub-question's areas. */
export type DrawTarget = { kind: PropAreaKind } | { kind: 'group' | 'choose'; group: string } | { kind: 'sub'; group: string; sub: string };

export type Edit = { doc: DesignerDoc; ref?: ShapeRef } | { error: string };

const fail = (error: string): Edit => ({ error });

/** Option letters A to Z, then Z-prefixed (spec 2 §9). */
export function optionLetter(index: number): string {
  return 'Z'.repeat(Math.floor(index / 26)) + String.fromCharCode(65 + (index % 26));
}

function withGroup(doc: DesignerDoc, key: string, change: (g: GroupDraft) => GroupDraft): DesignerDoc {
  return { ...doc, groups: doc.groups.map((g) => (g.key === key ? change(g) : g)) };
}

function withSub(doc: DesignerDoc, group: string, sub: string, change: (s: SubDraft) => SubDraft): DesignerDoc {
  return withGroup(doc, group, (g) => ({ ...g, subs: g.subs.map((s) => (s.key === sub ? change(s) : s)) }));
}

/** The sub-question rule: inside one of the group's areas, overlapping no other sub-question area of the group. */
function subAreaProblem(group: GroupDraft, subKey: string, index: number | undefined, area: PageArea): string | undefined {
  if (group.areas.length === 0) return T.subNeedsGroupArea;
  if (!group.areas.some((g) => contains(g, area))) return T.subOutsideGroup;
  const others = group.subs.flatMap((s) => s.areas.filter((_, i) => !(s.key === subKey && i === index)));
  if (others.some((o) => overlaps(o, area))) return T.subOverlap;
  return undefined;
}

/** Adds a drawn area (already clipped to its page). */
export function addArea(doc: DesignerDoc, target: DrawTarget, area: PageArea): Edit {
  if (!onPage(doc.pages, area)) return fail(T.offPage);
  switch (target.kind) {
    case 'group': {
      const group = findGroup(doc, target.group);
      if (!group) return fail(T.groupNeedsArea);
      if (group.type === 1 && group.areas.length >= 1) return fail(T.objectiveOneArea);
      return { doc: withGroup(doc, group.key, (g) => ({ ...g, areas: [...g.areas, area] })), ref: { kind: 'group', group: group.key, index: group.areas.length } };
    }
    case 'choose': {
      const group = findGroup(doc, target.group);
      if (!group?.content.choose_flag) return fail(T.chooseNeedsFlag);
      return { doc: withGroup(doc, group.key, (g) => ({ ...g, chooseAreas: [...g.chooseAreas, area] })), ref: { kind: 'choose', group: group.key, index: group.chooseAreas.length } };
    }
    case 'sub': {
      const group = findGroup(doc, target.group);
      const sub = findSub(doc, target.group, target.sub);
      if (!group || !sub) return fail(T.subNeedsGroupArea);
      const problem = subAreaProblem(group, sub.key, undefined, area);
      if (problem) return fail(problem);
      return {
        doc: withSub(doc, group.key, sub.key, (s) => ({ ...s, areas: [...s.areas, area] })),
        ref: { kind: 'sub', group: group.key, sub: sub.key, index: sub.areas.length },
      };
    }
    default: {
      const list = doc.paper.areas[target.kind];
      const added = target.kind === 'multiChoice' ? { ...area, option: optionLetter(list.length) } : area;
      return {
        doc: { ...doc, paper: { ...doc.paper, areas: { ...doc.paper.areas, [target.kind]: [...list, added] } } },
        ref: { kind: target.kind, index: list.length },
      };
    }
  }
}

/** How many scoring points a change of this sub-question area would delete (the screen warns first, spec 2 §4). */
export function pointsLostBy(doc: DesignerDoc, ref: ShapeRef, area: PageArea): number {
  if (ref.kind !== 'sub') return 0;
  const before = areaOf(doc, ref);
  if (!before || (before.x === area.x && before.y === area.y && before.w === area.w && before.h === area.h && before.p === area.p)) return 0;
  return findSub(doc, ref.group, ref.sub)?.points.length ?? 0;
}

/**
 * Moves or resizes an area (or moves a scoring point: `area` is then the box around it). The result stays on its
 * page. A sub-question area keeps the sub-question rules and loses the sub-question's scoring points; moving a group
 * area carries the sub-question areas and points inside it along; resizing it must keep them inside.
 */
export function changeArea(doc: DesignerDoc, ref: ShapeRef, next: PageArea): Edit {
  const before = areaOf(doc, ref);
  if (!before) return fail(T.offPage);
  if (ref.kind === 'point') {
    const sub = findSub(doc, ref.group, ref.sub);
    const pt = { x: Math.round(next.x + next.w / 2), y: Math.round(next.y + next.h / 2), p: next.p };
    if (!sub || !sub.areas.some((a) => pointIn(a, pt))) return fail(T.pointOutsideSub);
    return { doc: withSub(doc, ref.group, ref.sub, (s) => ({ ...s, points: s.points.map((p, i) => (i === ref.index ? pt : p)) })), ref };
  }
  const area = keepOnPage(doc.pages, next, next.w !== before.w || next.h !== before.h);
  switch (ref.kind) {
    case 'group': {
      const group = findGroup(doc, ref.group) as GroupDraft;
      const moved = area.w === before.w && area.h === before.h && area.p === before.p;
      const dx = area.x - before.x;
      const dy = area.y - before.y;
      const inside = (a: PageArea) => contains(before, a);
      if (moved) {
        const shift = (pt: PagePoint): PagePoint => (pointIn(before, pt) ? { ...pt, x: pt.x + dx, y: pt.y + dy } : pt);
        return {
          doc: withGroup(doc, ref.group, (g) => ({
            ...g,
            areas: g.areas.map((a, i) => (i === ref.index ? area : a)),
            subs: g.subs.map((s) => ({ ...s, areas: s.areas.map((a) => (inside(a) ? { ...a, x: a.x + dx, y: a.y + dy } : a)), points: s.points.map(shift) })),
          })),
          ref,
        };
      }
      const held = group.subs.flatMap((s) => s.areas).filter(inside);
      if (held.some((a) => !contains(area, a))) return fail(T.groupMustHoldSubs);
      return { doc: withGroup(doc, ref.group, (g) => ({ ...g, areas: g.areas.map((a, i) => (i === ref.index ? area : a)) })), ref };
    }
    case 'choose':
      return { doc: withGroup(doc, ref.group, (g) => ({ ...g, chooseAreas: g.chooseAreas.map((a, i) => (i === ref.index ? area : a)) })), ref };
    case 'sub': {
      const group = findGroup(doc, ref.group) as GroupDraft;
      const problem = subAreaProblem(group, ref.sub, ref.index, area);
      if (problem) return fail(problem);
      const lose = pointsLostBy(doc, ref, area) > 0;
      return {
        doc: withSub(doc, ref.group, ref.sub, (s) => ({ ...s, areas: s.areas.map((a, i) => (i === ref.index ? area : a)), points: lose ? [] : s.points })),
        ref,
      };
    }
    default: {
      const list = doc.paper.areas[ref.kind];
      return {
        doc: { ...doc, paper: { ...doc.paper, areas: { ...doc.paper.areas, [ref.kind]: list.map((a, i) => (i === ref.index ? { ...a, ...area } : a)) } } },
        ref,
      };
    }
  }
}

/** Arrow keys: moves the area by (dx, dy) pixels, kept on its page. */
export function nudge(doc: DesignerDoc, ref: ShapeRef, dx: number, dy: number): Edit {
  const a = areaOf(doc, ref);
  if (!a) return fail(T.offPage);
  return changeArea(doc, ref, { ...a, x: a.x + dx, y: a.y + dy });
}

/** Removes an area or a scoring point. A group area still holding sub-question areas stays. */
export function removeArea(doc: DesignerDoc, ref: ShapeRef): Edit {
  const drop = <A>(list: A[]) => list.filter((_, i) => i !== ref.index);
  switch (ref.kind) {
    case 'group': {
      const group = findGroup(doc, ref.group);
      const area = group?.areas[ref.index];
      if (!group || !area) return fail(T.groupNeedsArea);
      if (group.subs.some((s) => s.areas.some((a) => contains(area, a)))) return fail(T.groupAreaHasSubs);
      return { doc: withGroup(doc, ref.group, (g) => ({ ...g, areas: drop(g.areas) })) };
    }
    case 'choose':
      return { doc: withGroup(doc, ref.group, (g) => ({ ...g, chooseAreas: drop(g.chooseAreas) })) };
    case 'sub':
      return { doc: withSub(doc, ref.group, ref.sub, (s) => ({ ...s, areas: drop(s.areas), points: s.areas.length === 1 ? [] : s.points })) };
    case 'point':
      return { doc: withSub(doc, ref.group, ref.sub, (s) => ({ ...s, points: drop(s.points) })) };
    default: {
      const list = drop(doc.paper.areas[ref.kind]);
      const relettered = ref.kind === 'multiChoice' ? list.map((a, i) => ({ ...a, option: optionLetter(i) })) : list;
      return { doc: { ...doc, paper: { ...doc.paper, areas: { ...doc.paper.areas, [ref.kind]: relettered } } } };
    }
  }
}

/** Adds a scoring point (subjective sub-questions only, inside the sub-question's areas). */
export function addPoint(doc: DesignerDoc, group: string, sub: string, pt: PagePoint): Edit {
  const g = findGroup(doc, group);
  const s = findSub(doc, group, sub);
  if (!g || !s) return fail(T.pointOutsideSub);
  if (g.type !== 2) return fail(T.pointsOnlySubjective);
  if (!s.areas.some((a) => pointIn(a, pt))) return fail(T.pointOutsideSub);
  return { doc: withSub(doc, group, sub, (x) => ({ ...x, points: [...x.points, pt] })), ref: { kind: 'point', group, sub, index: s.points.length } };
}

/** Replaces a group's settings (the drawer's fields); its areas and sub-questions stay as drawn. */
export const setGroup = (doc: DesignerDoc, next: GroupDraft): DesignerDoc => withGroup(doc, next.key, (g) => ({ ...next, areas: g.areas, chooseAreas: next.content.choose_flag ? g.chooseAreas : [], subs: g.subs }));

/** Replaces a sub-question's settings (the drawer's fields); its areas and points stay as drawn. */
export const setSub = (doc: DesignerDoc, group: string, next: SubDraft): DesignerDoc => withSub(doc, group, next.key, (s) => ({ ...next, areas: s.areas, points: s.points }));

export const setPaperSettings = (doc: DesignerDoc, settings: DesignerDoc['paper']['settings']): DesignerDoc => ({ ...doc, paper: { ...doc.paper, settings } });

/** Adds a group draft at the end of the tree. */
export const addGroup = (doc: DesignerDoc, group: GroupDraft): DesignerDoc => ({ ...doc, groups: [...doc.groups, group] });

/** Adds a sub-question draft to a group. */
export const addSub = (doc: DesignerDoc, group: string, sub: SubDraft): DesignerDoc => withGroup(doc, group, (g) => ({ ...g, subs: [...g.subs, sub] }));

export const removeGroup = (doc: DesignerDoc, key: string): DesignerDoc => ({ ...doc, groups: doc.groups.filter((g) => g.key !== key) });

export const removeSub = (doc: DesignerDoc, group: string, sub: string): DesignerDoc => withGroup(doc, group, (g) => ({ ...g, subs: g.subs.filter((s) => s.key !== sub) }));

/** Puts a group back at its old position (undo of a delete). */
export function insertGroup(doc: DesignerDoc, group: GroupDraft, index: number): DesignerDoc {
  const groups = [...doc.groups];
  groups.splice(Math.min(index, groups.length), 0, group);
  return { ...doc, groups };
}

export function insertSub(doc: DesignerDoc, group: string, sub: SubDraft, index: number): DesignerDoc {
  return withGroup(doc, group, (g) => {
    const subs = [...g.subs];
    subs.splice(Math.min(index, subs.length), 0, sub);
    return { ...g, subs };
  });
}

export type Place = 'before' | 'after';

/** Moves list item `src` before or after `tgt`; the same list when either is missing. */
export function moveItem<T extends { key: string }>(list: readonly T[], src: string, tgt: string, place: Place): T[] {
  const item = list.find((x) => x.key === src);
  if (!item || src === tgt || !list.some((x) => x.key === tgt)) return [...list];
  const rest = list.filter((x) => x.key !== src);
  const at = rest.findIndex((x) => x.key === tgt) + (place === 'after' ? 1 : 0);
  rest.splice(at, 0, item);
  return rest;
}

/** The move that puts `key` back where it is now in `list` after it has been moved elsewhere (undo of a reorder). */
export function placeOf<T extends { key: string }>(list: readonly T[], key: string): { tgt: string; place: Place } | undefined {
  const i = list.findIndex((x) => x.key === key);
  if (i < 0 || list.length < 2) return undefined;
  const next = list[i + 1];
  if (next) return { tgt: next.key, place: 'before' };
  const prev = list[i - 1] as T;
  return { tgt: prev.key, place: 'after' };
}

export const moveGroup = (doc: DesignerDoc, src: string, tgt: string, place: Place): DesignerDoc => ({ ...doc, groups: moveItem(doc.groups, src, tgt, place) });

export const moveSub = (doc: DesignerDoc, group: string, src: string, tgt: string, place: Place): DesignerDoc =>
  withGroup(doc, group, (g) => ({ ...g, subs: moveItem(g.subs, src, tgt, place) }));

/** Rules checked before a group is saved (spec 2 §5) that concern its areas. */
export function groupAreaProblems(doc: DesignerDoc, group: GroupDraft): string[] {
  const problems: string[] = [];
  if (group.areas.length === 0) problems.push(T.groupNeedsArea);
  if (group.type === 1 && group.areas.length > 1) problems.push(T.objectiveOneArea);
  if ([...group.areas, ...group.chooseAreas].some((a) => !onPage(doc.pages, a))) problems.push(T.offPage);
  if (group.content.choose_flag && group.chooseAreas.length < 2) problems.push(T.chooseNeedsTwo);
  return problems;
}

/** Rules checked before a sub-question is saved that concern its areas and points. */
export function subAreaProblems(group: GroupDraft, sub: SubDraft): string[] {
  const problems = new Set<string>();
  sub.areas.forEach((a, i) => {
    const problem = subAreaProblem(group, sub.key, i, a);
    if (problem) problems.add(problem);
  });
  if (sub.points.some((pt) => !sub.areas.some((a) => pointIn(a, pt)))) problems.add(T.pointOutsideSub);
  return [...problems];
}

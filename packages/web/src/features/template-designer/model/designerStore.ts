// The designer's state machine (spec 2 §4): the document, what was last saved, the canvas mode, the selection, the
// open drawer (one at a time) and the undo history. Plain TypeScript with a subscribe/snapshot pair for React
// (useSyncExternalStore); every change goes through the pure actions, every edit is one undo step. The screen
// performs the server calls and reports back (loaded, saved, removed, moved).
import { DESIGNER_TEXTS as T } from '../designerTexts';
import * as A from './actions';
import type { DrawTarget, Place } from './actions';
import { emptyHistory, record, redo, undo, type History, type HistoryEntry, type RemoteMove } from './history';
import * as S from './selection';
import { areaOf, findGroup, findSub, parseShapeId, shapeId, type ShapeRef } from './shapes';
import type { DesignerDraft } from './designerDraft';
import type { DesignerDoc, GroupDraft, PageArea, PagePoint, PaperDraft, SubDraft, TemplatePage } from './types';

export type Mode =
  | { name: 'idle' }
  | { name: 'draw'; target: DrawTarget }
  | { name: 'edit'; target: DrawTarget }
  | { name: 'points'; group: string; sub: string };

export type Drawer = { kind: 'group'; group: string } | { kind: 'sub'; group: string; sub: string };
export type Tab = 'images' | 'paper' | 'groups';

export interface Baseline {
  paper: PaperDraft;
  groups: Record<string, GroupDraft>;
}

export interface DesignerState {
  doc: DesignerDoc;
  baseline: Baseline;
  mode: Mode;
  /** The primary selected shape: the last one selected (its list or drawer is shown); always `selection`'s last. */
  selected?: string;
  /** Every selected shape (shift-click and the marquee add to it), the primary last. */
  selection: readonly string[];
  drawer?: Drawer;
  tab: Tab;
  history: History;
}

/** Deep equality of plain data; the same object (an edit leaves what it did not touch as it was) is equal at once. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);
const fields = (g: GroupDraft) => ({ ...g, subs: undefined });

/** Whether a group differs from what the server holds (its own fields, not its sub-questions). */
export const groupFieldsDirty = (s: DesignerState, g: GroupDraft) => !s.baseline.groups[g.key] || !same(fields(g), fields(s.baseline.groups[g.key] as GroupDraft));
/** The saved sub-questions by group and key, built once per baseline (the dirty checks run on every render). */
const savedSubs = new WeakMap<Baseline, Map<string, SubDraft>>();
function savedSub(s: DesignerState, group: string, key: string): SubDraft | undefined {
  let index = savedSubs.get(s.baseline);
  if (!index) {
    index = new Map(Object.values(s.baseline.groups).flatMap((g) => g.subs.map((x) => [`${g.key}|${x.key}`, x] as const)));
    savedSubs.set(s.baseline, index);
  }
  return index.get(`${group}|${key}`);
}
export const subDirty = (s: DesignerState, group: string, sub: SubDraft) => {
  const saved = savedSub(s, group, sub.key);
  return !saved || !same(sub, saved);
};
export const paperDirty = (s: DesignerState) => !same(s.doc.paper, s.baseline.paper);
/** Anything not yet saved (leaving the screen asks first). */
export const anyDirty = (s: DesignerState) =>
  paperDirty(s) || s.doc.groups.some((g) => groupFieldsDirty(s, g) || g.subs.some((x) => subDirty(s, g.key, x))) || Object.keys(s.baseline.groups).some((k) => !findGroup(s.doc, k));

/** The target a shape belongs to (selecting it switches to that target's edit mode). */
export function targetOf(ref: ShapeRef): DrawTarget {
  switch (ref.kind) {
    case 'group':
    case 'choose':
      return { kind: ref.kind, group: ref.group };
    case 'sub':
    case 'point':
      return { kind: 'sub', group: ref.group, sub: ref.sub };
    default:
      return { kind: ref.kind };
  }
}

const sameTarget = (a: DrawTarget, b: DrawTarget) => same(a, b);

/**
 * Server groups merged with local edits: a group's own fields and each sub-question keep the local version while it
 * differs from what was last loaded; new drafts stay unless just saved (`saved` names the draft the server now has).
 */
function mergeGroups(state: DesignerState, server: GroupDraft[], saved?: string): GroupDraft[] {
  const merged = server.map((sg) => {
    const local = findGroup(state.doc, sg.key);
    if (!local || sg.key === saved) return sg;
    const own = groupFieldsDirty(state, local) ? { ...local } : { ...sg };
    const subs = sg.subs.map((ss) => {
      const ls = local.subs.find((x) => x.key === ss.key);
      return ls && ss.key !== saved && subDirty(state, sg.key, ls) ? ls : ss;
    });
    const fresh = local.subs.filter((x) => x.subId === undefined && x.key !== saved);
    return { ...own, subs: [...subs, ...fresh] };
  });
  const drafts = state.doc.groups.filter((g) => g.questionId === undefined && g.key !== saved);
  return [...merged, ...drafts];
}

let draftCounter = 0;
/** A key for a new, unsaved group or sub-question. */
export const draftKey = () => `new-${++draftCounter}`;

export class DesignerStore {
  private state: DesignerState;
  private listeners = new Set<() => void>();

  constructor(doc: DesignerDoc, tab: Tab = 'images') {
    this.state = { doc, baseline: baselineOf(doc), mode: { name: 'idle' }, tab, history: emptyHistory(), selection: [] };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  private set(patch: Partial<DesignerState>) {
    // `selected` and `selection` say the same thing: a patch of either sets both.
    if ('selection' in patch) patch = { ...patch, selected: patch.selection?.at(-1) };
    else if ('selected' in patch) patch = { ...patch, selection: patch.selected ? [patch.selected] : [] };
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  /** Applies an edit as one undo step. */
  private commit(doc: DesignerDoc, label: string, extra: Partial<DesignerState> = {}, entry: Partial<HistoryEntry> = {}) {
    this.set({ ...extra, doc, history: record(this.state.history, { label, before: this.state.doc, after: doc, ...entry }) });
  }

  private apply(edit: A.Edit, label: string, extra: (ref?: ShapeRef) => Partial<DesignerState> = () => ({})): string | undefined {
    if ('error' in edit) return edit.error;
    this.commit(edit.doc, label, extra(edit.ref));
    return undefined;
  }

  // Server data.
  /** A fresh load (first load or another subject): the document and the baseline are what the server holds. */
  reset(doc: DesignerDoc, tab: Tab) {
    this.set({ doc, baseline: baselineOf(doc), mode: { name: 'idle' }, selected: undefined, drawer: undefined, tab, history: emptyHistory() });
  }

  /** New pages from the server (upload, reorder, delete of an image). */
  pagesLoaded(pages: TemplatePage[]) {
    this.set({ doc: { ...this.state.doc, pages } });
  }

  /** The paper properties as saved. */
  paperLoaded(paper: PaperDraft) {
    const keep = paperDirty(this.state) ? this.state.doc.paper : paper;
    this.set({ doc: { ...this.state.doc, paper: keep }, baseline: { ...this.state.baseline, paper } });
  }

  /** Saved paper: what was sent is now the baseline, even before the reload confirms it. */
  paperSaved() {
    this.set({ baseline: { ...this.state.baseline, paper: this.state.doc.paper } });
  }

  /** The group tree as the server holds it, merged with unsaved local edits; `saved` is the draft just saved. */
  groupsLoaded(groups: GroupDraft[], saved?: { key: string; name: string; group?: string }) {
    const merged = mergeGroups(this.state, groups, saved?.key);
    let drawer = this.state.drawer;
    // A draft that became a server group or sub-question keeps its drawer open under its new key.
    if (saved && drawer) {
      if (drawer.kind === 'group' && drawer.group === saved.key) {
        const now = groups.filter((g) => g.name === saved.name).at(-1);
        drawer = now ? { kind: 'group', group: now.key } : undefined;
      } else if (drawer.kind === 'sub' && drawer.sub === saved.key) {
        const group = merged.find((g) => g.key === (saved.group ?? drawer?.group));
        const now = group?.subs.filter((x) => x.name === saved.name).at(-1);
        drawer = group && now ? { kind: 'sub', group: group.key, sub: now.key } : undefined;
      }
    }
    if (drawer && !findGroup({ ...this.state.doc, groups: merged }, drawer.group)) drawer = undefined;
    const doc = { ...this.state.doc, groups: merged };
    this.set({
      doc,
      baseline: { ...this.state.baseline, groups: Object.fromEntries(groups.map((g) => [g.key, g])) },
      drawer,
      selection: S.picked(doc, this.state.selection).map((x) => x.id),
      mode: drawer ? this.state.mode : { name: 'idle' },
    });
  }

  /** A draft left from an earlier visit (model/designerDraft.ts) replaces the paper config and groups, as one undo step. */
  restoreDraft(draft: DesignerDraft) {
    const doc = { ...this.state.doc, paper: draft.paper, groups: draft.groups };
    this.commit(doc, T.history.restoreDraft, { selected: undefined, drawer: undefined, mode: { name: 'idle' } });
  }

  /** An imported template (model/templateFile.ts) replaces the paper config and the groups, as one undo step. */
  importTemplate(paper: PaperDraft, groups: GroupDraft[]) {
    this.commit({ ...this.state.doc, paper, groups }, T.history.importTemplate, { selected: undefined, drawer: undefined, mode: { name: 'idle' } });
  }

  /**
   * A 全部保存 that stopped half way: the new groups the server now holds take their ids (and its keys), and their
   * sub-questions it holds leave the document, to come back from the server's list with the reload that follows
   * (groupsLoaded merges them); what was not saved stays as it is, unsaved. Saving again then saves only the rest.
   */
  partlySaved(progress: { groups: Record<string, number>; subs: ReadonlySet<string> }) {
    const groups = this.state.doc.groups.map((g) => {
      const id = progress.groups[g.key];
      const subs = g.subs.filter((s) => !(s.subId === undefined && progress.subs.has(s.key)));
      return id === undefined ? { ...g, subs } : { ...g, key: String(id), questionId: id, subs };
    });
    this.set({ doc: { ...this.state.doc, groups }, drawer: undefined, selected: undefined, mode: { name: 'idle' }, history: emptyHistory() });
  }

  /** The server cleared the groups (an image was reordered or deleted): its tree replaces the local one. */
  groupsReplaced(groups: GroupDraft[]) {
    this.set({
      doc: { ...this.state.doc, groups },
      baseline: { ...this.state.baseline, groups: Object.fromEntries(groups.map((g) => [g.key, g])) },
      drawer: undefined,
      selected: undefined,
      mode: { name: 'idle' },
      history: emptyHistory(),
    });
  }

  // Tabs, modes, selection.
  setTab(tab: Tab) {
    this.set({ tab });
  }

  /** 添加/框选: enters the add mode for a target; pressing it again leaves it. */
  startDraw(target: DrawTarget) {
    const { mode } = this.state;
    if (mode.name === 'draw' && sameTarget(mode.target, target)) this.set({ mode: { name: 'idle' } });
    else this.set({ mode: { name: 'draw', target }, selected: undefined });
  }

  /** 设置得分点: scoring-point mode for a subjective sub-question; again leaves it. */
  startPoints(group: string, sub: string) {
    const { mode } = this.state;
    if (mode.name === 'points' && mode.group === group && mode.sub === sub) this.set({ mode: { name: 'edit', target: { kind: 'sub', group, sub } } });
    else this.set({ mode: { name: 'points', group, sub }, selected: undefined });
  }

  /** Right click: leave the mode, clear the selection, close the drawers (spec 2 §4). */
  cancel() {
    this.set({ mode: { name: 'idle' }, selected: undefined, drawer: undefined });
  }

  /** Clicking an area selects it and opens where it is edited: the paper tab or the group / sub-question drawer. */
  select(id: string | undefined) {
    const ref = id ? parseShapeId(id) : undefined;
    if (!ref || !areaOf(this.state.doc, ref)) {
      this.set({ selected: undefined, mode: this.state.mode.name === 'draw' ? this.state.mode : { name: 'idle' } });
      return;
    }
    const target = targetOf(ref);
    const patch: Partial<DesignerState> = { selected: id, mode: ref.kind === 'point' ? { name: 'points', group: ref.group, sub: ref.sub } : { name: 'edit', target } };
    if (ref.kind === 'group' || ref.kind === 'choose') Object.assign(patch, { drawer: { kind: 'group', group: ref.group }, tab: 'groups' });
    else if (ref.kind === 'sub' || ref.kind === 'point') Object.assign(patch, { drawer: { kind: 'sub', group: ref.group, sub: ref.sub }, tab: 'groups' });
    else Object.assign(patch, { drawer: undefined, tab: 'paper' });
    this.set(patch);
  }

  openGroup(group: string) {
    this.set({ drawer: { kind: 'group', group }, mode: { name: 'edit', target: { kind: 'group', group } }, selected: undefined });
  }

  openSub(group: string, sub: string) {
    this.set({ drawer: { kind: 'sub', group, sub }, mode: { name: 'edit', target: { kind: 'sub', group, sub } }, selected: undefined });
  }

  closeDrawer() {
    this.set({ drawer: undefined, mode: { name: 'idle' }, selected: undefined });
  }

  // Canvas edits.
  /** A rectangle drawn in add mode (clipped to its page); the mode turns into edit mode on the new area. */
  drawn(area: PageArea): string | undefined {
    const { mode } = this.state;
    if (mode.name !== 'draw') return undefined;
    return this.apply(A.addArea(this.state.doc, mode.target, area), T.history.draw, (ref) => ({ mode: { name: 'edit', target: mode.target }, selected: ref && shapeId(ref) }));
  }

  /** Scoring points lost if the shape took this area (ask before `changeArea`). */
  pointsLost(id: string, area: PageArea): number {
    const ref = parseShapeId(id);
    return ref ? A.pointsLostBy(this.state.doc, ref, area) : 0;
  }

  /** The rule a move or resize of the shape would break, if any (checked before asking about scoring points). */
  changeProblem(id: string, area: PageArea): string | undefined {
    const ref = parseShapeId(id);
    if (!ref) return undefined;
    const edit = A.changeArea(this.state.doc, ref, area);
    return 'error' in edit ? edit.error : undefined;
  }

  changeArea(id: string, area: PageArea): string | undefined {
    const ref = parseShapeId(id);
    if (!ref) return undefined;
    return this.apply(A.changeArea(this.state.doc, ref, area), T.history.move, (r) => ({ selected: r && shapeId(r) }));
  }

  nudge(dx: number, dy: number): string | undefined {
    if (this.state.selection.length > 1) return this.moveSelection(dx, dy, `nudge:${this.state.selection.join(',')}`);
    const ref = this.state.selected ? parseShapeId(this.state.selected) : undefined;
    if (!ref) return undefined;
    const edit = A.nudge(this.state.doc, ref, dx, dy);
    if ('error' in edit) return edit.error;
    this.commit(edit.doc, T.history.move, {}, { coalesce: `nudge:${this.state.selected}` });
    return undefined;
  }

  removeSelected(): string | undefined {
    if (this.state.selection.length > 1) return this.applyMany(S.removeMany(this.state.doc, this.state.selection), T.history.removeMany);
    const ref = this.state.selected ? parseShapeId(this.state.selected) : undefined;
    if (!ref) return undefined;
    return this.apply(A.removeArea(this.state.doc, ref), T.history.remove, () => ({ selected: undefined }));
  }

  removeArea(id: string): string | undefined {
    const ref = parseShapeId(id);
    if (!ref) return undefined;
    return this.apply(A.removeArea(this.state.doc, ref), T.history.remove, () => ({ selected: this.state.selected === id ? undefined : this.state.selected }));
  }

  // Several areas (issue 28: multi-select).
  /** Shift-click: adds the shape to the selection, or takes it out when it is in. */
  toggleSelect(id: string) {
    const ref = parseShapeId(id);
    if (!ref || !areaOf(this.state.doc, ref)) return;
    const { selection } = this.state;
    if (selection.length === 0) return this.select(id);
    const next = selection.includes(id) ? selection.filter((x) => x !== id) : [...selection, id];
    if (next.length === 1) return this.select(next[0]);
    this.set({ selection: next, mode: { name: 'idle' } });
  }

  /** The marquee: the shapes wholly inside it become the selection (with Shift, join it). */
  selectMany(ids: readonly string[], add = false) {
    const next = add ? [...this.state.selection.filter((x) => !ids.includes(x)), ...ids] : [...ids];
    if (next.length === 1) return this.select(next[0]);
    this.set({ selection: next, mode: { name: 'idle' } });
  }

  /** What a move of the selection by (dx, dy) would change (the screen asks about scoring points first). */
  moveChanges(dx: number, dy: number) {
    return S.moveChanges(this.state.doc, this.state.selection, dx, dy);
  }

  /** Moves every selected area by (dx, dy) as one undo step (arrow keys coalesce under `coalesce`). */
  moveSelection(dx: number, dy: number, coalesce?: string): string | undefined {
    return this.applyMany(S.moveMany(this.state.doc, this.state.selection, dx, dy), T.history.moveMany, coalesce);
  }

  alignChanges(how: S.Alignment) {
    return S.alignChanges(this.state.doc, this.state.selection, how, this.state.selected);
  }

  align(how: S.Alignment): string | undefined {
    return this.applyMany(S.alignMany(this.state.doc, this.state.selection, how, this.state.selected), T.history.align);
  }

  private clipboard: S.Copied[] = [];

  /** Ctrl+C: answers how many areas were copied. */
  copy(): number {
    if (this.state.selection.length === 0) return 0;
    this.clipboard = S.copyOf(this.state.doc, this.state.selection);
    return this.clipboard.length;
  }

  /** Ctrl+V: the copies go into the lists they came from, a step down and right; they become the selection. */
  paste(): string | undefined {
    if (this.clipboard.length === 0) return undefined;
    const edit = S.pasteMany(this.state.doc, this.clipboard);
    if (!('error' in edit) && edit.pasted) this.clipboard = edit.pasted;
    return this.applyMany(edit, T.history.paste);
  }

  /** Ctrl+D: copy and paste at once, the clipboard left as it was. */
  duplicate(): string | undefined {
    if (this.state.selection.length === 0) return undefined;
    return this.applyMany(S.pasteMany(this.state.doc, S.copyOf(this.state.doc, this.state.selection)), T.history.paste);
  }

  private applyMany(edit: S.MultiEdit, label: string, coalesce?: string): string | undefined {
    if ('error' in edit) return edit.error;
    if (edit.doc === this.state.doc) return undefined;
    const single = edit.selection.length === 1 ? edit.selection[0] : undefined;
    const ref = single ? parseShapeId(single) : undefined;
    const mode: Mode = ref ? (ref.kind === 'point' ? { name: 'points', group: ref.group, sub: ref.sub } : { name: 'edit', target: targetOf(ref) }) : { name: 'idle' };
    this.commit(edit.doc, label, { selection: edit.selection, mode }, coalesce ? { coalesce } : {});
    return undefined;
  }

  /** A click in scoring-point mode. */
  addPoint(pt: PagePoint): string | undefined {
    const { mode } = this.state;
    if (mode.name !== 'points') return undefined;
    return this.apply(A.addPoint(this.state.doc, mode.group, mode.sub, pt), T.history.point);
  }

  // Forms.
  editPaper(settings: PaperDraft['settings']) {
    this.commit(A.setPaperSettings(this.state.doc, settings), T.history.edit, {}, { coalesce: 'paper' });
  }

  editGroup(next: GroupDraft) {
    this.commit(A.setGroup(this.state.doc, next), T.history.edit, {}, { coalesce: `group:${next.key}` });
  }

  editSub(group: string, next: SubDraft) {
    this.commit(A.setSub(this.state.doc, group, next), T.history.edit, {}, { coalesce: `sub:${group}:${next.key}` });
  }

  /** Sets a multi-choice area's option letter. */
  setOption(index: number, option: string) {
    const list = this.state.doc.paper.areas.multiChoice.map((a, i) => (i === index ? { ...a, option } : a));
    this.commit({ ...this.state.doc, paper: { ...this.state.doc.paper, areas: { ...this.state.doc.paper.areas, multiChoice: list } } }, T.history.edit);
  }

  // Tree.
  /** 添加题组: a new draft opens in its drawer and the canvas waits for its area. */
  addGroup(group: GroupDraft) {
    this.commit(A.addGroup(this.state.doc, group), T.history.addGroup, {
      drawer: { kind: 'group', group: group.key },
      mode: { name: 'draw', target: { kind: 'group', group: group.key } },
      selected: undefined,
      tab: 'groups',
    });
  }

  /** 添加小题 (subjective groups): a new draft opens in its drawer, the canvas waits for its area. */
  addSub(group: string, sub: SubDraft) {
    this.commit(A.addSub(this.state.doc, group, sub), T.history.addSub, {
      drawer: { kind: 'sub', group, sub: sub.key },
      mode: { name: 'draw', target: { kind: 'sub', group, sub: sub.key } },
      selected: undefined,
    });
  }

  /**
   * A group or sub-question is gone (deleted on the server, or a draft dropped). Undo brings it back as an unsaved
   * draft with everything it had, to save again.
   */
  removed(group: string, sub?: string) {
    const doc = this.state.doc;
    const g = findGroup(doc, group);
    if (!g) return;
    const close = this.state.drawer?.group === group && (!sub || (this.state.drawer.kind === 'sub' && this.state.drawer.sub === sub));
    const extra: Partial<DesignerState> = close ? { drawer: undefined, mode: { name: 'idle' }, selected: undefined } : {};
    const baselineGroups = { ...this.state.baseline.groups };
    if (sub) {
      const index = g.subs.findIndex((x) => x.key === sub);
      const s = g.subs[index];
      if (!s) return;
      const after = A.removeSub(doc, group, sub);
      if (baselineGroups[group]) baselineGroups[group] = { ...baselineGroups[group], subs: baselineGroups[group].subs.filter((x) => x.key !== sub) };
      const draft = { ...s, key: draftKey(), subId: undefined };
      this.set({ ...extra, baseline: { ...this.state.baseline, groups: baselineGroups } });
      this.set({ doc: after, history: this.afterDelete(s.subId !== undefined, { label: T.history.deleteSub, before: A.insertSub(after, group, draft, index), after }) });
    } else {
      const index = doc.groups.findIndex((x) => x.key === group);
      const after = A.removeGroup(doc, group);
      const kept = Object.fromEntries(Object.entries(baselineGroups).filter(([key]) => key !== group));
      const draft: GroupDraft = { ...g, key: draftKey(), questionId: undefined, subs: g.subs.map((s) => ({ ...s, key: draftKey(), subId: undefined })) };
      this.set({ ...extra, baseline: { ...this.state.baseline, groups: kept } });
      this.set({ doc: after, history: this.afterDelete(g.questionId !== undefined, { label: T.history.deleteGroup, before: A.insertGroup(after, draft, index), after }) });
    }
  }

  /**
   * The history after a delete. A server delete ends the steps before it: they hold the deleted ids, which the server
   * no longer has; the delete itself stays undoable (as a draft to save again).
   */
  private afterDelete(onServer: boolean, entry: HistoryEntry): History {
    return onServer ? { past: [entry], future: [] } : record(this.state.history, entry);
  }

  /**
   * Moves a group (or a sub-question of `group`) before or after another. Answers the server move to make, and the
   * one that undoes it, when both are saved; drafts move locally only.
   */
  move(src: string, tgt: string, place: Place, group?: string): RemoteMove | undefined {
    const doc = this.state.doc;
    const list: { key: string; id?: number }[] = group
      ? (findGroup(doc, group)?.subs ?? []).map((s) => ({ key: s.key, id: s.subId }))
      : doc.groups.map((g) => ({ key: g.key, id: g.questionId }));
    const after = group ? A.moveSub(doc, group, src, tgt, place) : A.moveGroup(doc, src, tgt, place);
    const idOf = (key: string) => list.find((x) => x.key === key)?.id;
    const back = A.placeOf(list, src);
    const kind = group ? 'sub' : 'group';
    const [srcId, tgtId, backId] = [idOf(src), idOf(tgt), back && idOf(back.tgt)];
    const forward = srcId !== undefined && tgtId !== undefined ? { kind, src: srcId, tgt: tgtId, place } as const : undefined;
    const backward = forward && back && backId !== undefined ? { kind, src: srcId as number, tgt: backId, place: back.place } as const : undefined;
    this.set({ doc: after, history: record(this.state.history, { label: T.history.reorder, before: doc, after, forward, backward }) });
    // What the server holds moves too: the reorder is not an unsaved edit.
    if (forward) this.rebaseOrder();
    return forward;
  }

  /** After a server-side reorder the baseline follows the document's order. */
  private rebaseOrder() {
    const groups = Object.fromEntries(
      Object.entries(this.state.baseline.groups).map(([key, g]) => {
        const local = findGroup(this.state.doc, key);
        if (!local) return [key, g];
        const order = local.subs.map((s) => s.key);
        return [key, { ...g, subs: [...g.subs].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key)) }];
      }),
    );
    this.set({ baseline: { ...this.state.baseline, groups } });
  }

  /** Ctrl+Z: answers the server move to make, if the step was a saved reorder. */
  undo(): RemoteMove | undefined {
    const step = undo(this.state.history);
    if (!step) return undefined;
    this.set({ doc: step.entry.before, history: step.history, ...this.afterJump(step.entry.before) });
    if (step.entry.backward) this.rebaseOrder();
    return step.entry.backward;
  }

  /** Ctrl+Shift+Z. */
  redo(): RemoteMove | undefined {
    const step = redo(this.state.history);
    if (!step) return undefined;
    this.set({ doc: step.entry.after, history: step.history, ...this.afterJump(step.entry.after) });
    if (step.entry.forward) this.rebaseOrder();
    return step.entry.forward;
  }

  /** The selection and drawer survive an undo only if what they name still exists. */
  private afterJump(doc: DesignerDoc): Partial<DesignerState> {
    const selection = S.picked(doc, this.state.selection).map((s) => s.id);
    const d = this.state.drawer;
    const drawer = d && findGroup(doc, d.group) && (d.kind === 'group' || findSub(doc, d.group, d.sub)) ? d : undefined;
    return { selection, drawer, mode: drawer || selection.length > 0 ? this.state.mode : { name: 'idle' } };
  }
}

export function baselineOf(doc: DesignerDoc): Baseline {
  return { paper: doc.paper, groups: Object.fromEntries(doc.groups.filter((g) => g.questionId !== undefined).map((g) => [g.key, g])) };
}

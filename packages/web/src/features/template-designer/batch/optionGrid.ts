// The batch-add dialog of objective sub-questions as plain data (spec 2 §2.1, §3, §4, §5, §9): the option boxes
// recognised in the group's areas, indexed into rows and columns, the first option of every sub-question, the
// multi-select flags, the tool mode and the settings; the edits the toolbar and a click on the canvas make; the
// sub-question numbers generated from the first options; and the save payload.
//
// Coordinates: every box is in PAGE pixels (the template image `p` of its area), as getoptionpos answers and as the
// save payload wants them; the canvas moves them by its own layout (stackAreas) to draw them over the area cut-outs.
//
// Sheet convention: one sub-question is one row of options (A B C D … side by side); its first option starts the run,
// which ends before the next first option of the row or at the row's end. Question numbers run, with the default
// vertical direction (2), down the first-option columns of a band of rows and then to the next column, band after
// band (bands are rows separated by a wider gap, as the blocks of an answer sheet); horizontally (1) along each row
// and then to the next row.
import type { Schemas } from '@exam/sdk';
import { BATCH_TEXTS } from '../designerTexts';
import type { GroupDraft, PageArea } from '../model/types';

export type BatchMode = 'none' | 'removeColumn' | 'removeRow' | 'removeItem' | 'setFirst' | 'setMulti' | 'manualOption' | 'firstColumn' | 'firstRow';
/** Ordering direction of the numbers: 1 horizontal, 2 vertical. */
export type Direction = 1 | 2;

/** An option box: page pixels, the area it belongs to (index) and its row and column in that area. */
export interface OptionCell {
  id: string;
  area: number;
  x: number;
  y: number;
  w: number;
  h: number;
  row: number;
  col: number;
}

export interface BatchSettings {
  /** The size of a manually set option box (1-50 px). */
  optionWidth: number;
  optionHeight: number;
  direction: Direction | null;
  /** The number of the first generated sub-question (min 1); null while the field is empty. */
  startNumber: number | null;
  /** Recognition tolerance width (min 1). */
  minblank: number;
  /** Colour depth 1-100. */
  depth: number;
}

export interface BatchGrid {
  areas: PageArea[];
  /** The boxes as recognition gave them (重置行列 restores them). */
  recognised: OptionCell[];
  boxes: OptionCell[];
  /** Ids of the first options (one per sub-question). */
  first: string[];
  /** Ids of the first options whose sub-question is multi-select. */
  multi: string[];
  mode: BatchMode;
  settings: BatchSettings;
  /** Generated numbers by first-option id; undefined until 生成小题号 (and again after any change they depend on). */
  numbers: Record<string, number> | undefined;
  /** Next id of a manually set option. */
  nextManual: number;
}

/** A step of the model: the new grid, and a warning for the user when the step was refused. */
export interface Outcome {
  grid: BatchGrid;
  warning?: string;
}

export const OPTION_SIZE_MIN = 1;
export const OPTION_SIZE_MAX = 50;
export const DEPTH_MIN = 1;
export const DEPTH_MAX = 100;
export const DEPTH_STEP = 5;
export const MINBLANK_MIN = 1;
export const START_NUMBER_MIN = 1;
/** Padding around a sub-question's option run in its area (px), inside the group area. */
export const SUB_AREA_PAD = 3;

export const BATCH_DEFAULTS: BatchSettings = { optionWidth: 10, optionHeight: 10, direction: 2, startNumber: 1, minblank: 1, depth: 50 };

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(v)));

export function createGrid(areas: PageArea[], settings: BatchSettings = BATCH_DEFAULTS): BatchGrid {
  return { areas, recognised: [], boxes: [], first: [], multi: [], mode: 'none', settings, numbers: undefined, nextManual: 1 };
}

/**
 * Why the dialog cannot work on a group (spec 2 §5: at least one area and a name; and it must be a saved objective
 * group, since the save adds to it), or undefined when it can.
 */
export function groupProblem(group: Pick<GroupDraft, 'areas' | 'name' | 'questionId' | 'type'>): string | undefined {
  if (group.areas.length === 0) return BATCH_TEXTS.needArea;
  if (!group.name.trim()) return BATCH_TEXTS.needName;
  if (group.type !== 1) return BATCH_TEXTS.needObjective;
  if (group.questionId === undefined) return BATCH_TEXTS.needSaved;
  return undefined;
}

/** Rows and columns of the boxes, per area: boxes whose vertical (horizontal) extents overlap share a row (column). */
export function indexCells(cells: readonly OptionCell[]): OptionCell[] {
  const rowOf = new Map<string, number>();
  const colOf = new Map<string, number>();
  const byArea = new Map<number, OptionCell[]>();
  for (const c of cells) byArea.set(c.area, [...(byArea.get(c.area) ?? []), c]);
  for (const list of byArea.values()) {
    bands(list, (c) => c.y, (c) => c.h).forEach((band, i) => band.forEach((c) => rowOf.set(c.id, i)));
    bands(list, (c) => c.x, (c) => c.w).forEach((band, i) => band.forEach((c) => colOf.set(c.id, i)));
  }
  return cells.map((c) => ({ ...c, row: rowOf.get(c.id) ?? 0, col: colOf.get(c.id) ?? 0 }));
}

function bands(list: OptionCell[], start: (c: OptionCell) => number, size: (c: OptionCell) => number): OptionCell[][] {
  const sorted = [...list].sort((a, b) => start(a) - start(b));
  const out: OptionCell[][] = [];
  let end = -Infinity;
  for (const c of sorted) {
    const current = out[out.length - 1];
    if (current && start(c) < end) {
      current.push(c);
      end = Math.max(end, start(c) + size(c));
    } else {
      out.push([c]);
      end = start(c) + size(c);
    }
  }
  return out;
}

/** The grid after (re-)recognition: getoptionpos's boxes, one list per area in page pixels; every mark is cleared. */
export function withRecognition(grid: BatchGrid, lists: readonly (readonly Schemas['OptionBox'][])[]): BatchGrid {
  const cells = indexCells(
    grid.areas.flatMap((_, area) => (lists[area] ?? []).map((b, i) => ({ id: `r${area}-${i}`, area, x: b.x, y: b.y, w: b.w, h: b.h, row: 0, col: 0 }))),
  );
  return { ...grid, recognised: cells, boxes: cells, first: [], multi: [], numbers: undefined };
}

/** A toolbar mode button: turns its mode on, or off again when it is on (spec 2 §4). */
export function toggleMode(grid: BatchGrid, mode: BatchMode): BatchGrid {
  return { ...grid, mode: grid.mode === mode ? 'none' : mode };
}

/** A setting changed in the toolbar, kept within its limits; the ordering and the start number void the numbers. */
export function setSetting<K extends keyof BatchSettings>(grid: BatchGrid, key: K, value: BatchSettings[K]): BatchGrid {
  let v: BatchSettings[K] = value;
  if (typeof value === 'number') {
    const limits: Partial<Record<keyof BatchSettings, [number, number]>> = {
      optionWidth: [OPTION_SIZE_MIN, OPTION_SIZE_MAX],
      optionHeight: [OPTION_SIZE_MIN, OPTION_SIZE_MAX],
      startNumber: [START_NUMBER_MIN, Number.MAX_SAFE_INTEGER],
      minblank: [MINBLANK_MIN, Number.MAX_SAFE_INTEGER],
      depth: [DEPTH_MIN, DEPTH_MAX],
    };
    const range = limits[key];
    if (range) v = clamp(value, range[0], range[1]) as BatchSettings[K];
  }
  const settings = { ...grid.settings, [key]: v };
  const voids = key === 'direction' || key === 'startNumber';
  return { ...grid, settings, numbers: voids ? undefined : grid.numbers };
}

/** The boxes changed: re-index them and forget the marks of boxes that are gone; numbers must be generated again. */
function withBoxes(grid: BatchGrid, cells: OptionCell[]): BatchGrid {
  const boxes = indexCells(cells);
  const ids = new Set(boxes.map((c) => c.id));
  return { ...grid, boxes, first: grid.first.filter((id) => ids.has(id)), multi: grid.multi.filter((id) => ids.has(id)), numbers: undefined };
}

function setFirsts(grid: BatchGrid, first: string[]): BatchGrid {
  const keep = new Set(first);
  return { ...grid, first, multi: grid.multi.filter((id) => keep.has(id)), numbers: undefined };
}

/** A click on the canvas: on a box (`cellId`) or at a point of an area, in page pixels. */
export interface CanvasHit {
  area: number;
  x: number;
  y: number;
  cellId?: string;
}

/** What a click does in the current mode. */
export function clickAt(grid: BatchGrid, hit: CanvasHit): Outcome {
  if (grid.mode === 'manualOption') return { grid: addManualOption(grid, hit) };
  const cell = hit.cellId ? grid.boxes.find((c) => c.id === hit.cellId) : undefined;
  if (!cell) return { grid };
  const sameArea = (c: OptionCell) => c.area === cell.area;
  switch (grid.mode) {
    case 'removeColumn':
      return { grid: withBoxes(grid, grid.boxes.filter((c) => !(sameArea(c) && c.col === cell.col))) };
    case 'removeRow':
      return { grid: withBoxes(grid, grid.boxes.filter((c) => !(sameArea(c) && c.row === cell.row))) };
    case 'removeItem':
      return { grid: withBoxes(grid, grid.boxes.filter((c) => c.id !== cell.id)) };
    case 'setFirst':
      return { grid: toggleFirst(grid, cell.id) };
    case 'setMulti':
      return toggleMulti(grid, cell.id);
    case 'firstColumn':
      return { grid: toggleLine(grid, grid.boxes.filter((c) => sameArea(c) && c.col === cell.col)) };
    case 'firstRow':
      return { grid: toggleLine(grid, grid.boxes.filter((c) => sameArea(c) && c.row === cell.row)) };
    default:
      return { grid };
  }
}

/** 设置首选项: the box becomes a first option, or stops being one (and loses its multi-select flag). */
export function toggleFirst(grid: BatchGrid, id: string): BatchGrid {
  return setFirsts(grid, grid.first.includes(id) ? grid.first.filter((f) => f !== id) : [...grid.first, id]);
}

/** 手动设置首列 / 首行: every box of the line becomes a first option; a line that already is one stops being one. */
function toggleLine(grid: BatchGrid, line: OptionCell[]): BatchGrid {
  const ids = line.map((c) => c.id);
  const all = ids.every((id) => grid.first.includes(id));
  return setFirsts(grid, all ? grid.first.filter((id) => !ids.includes(id)) : [...grid.first, ...ids.filter((id) => !grid.first.includes(id))]);
}

/** 设置多选: only a first option can be multi-select (spec 2 §4, §5); otherwise the grid stays and the user is told. */
export function toggleMulti(grid: BatchGrid, id: string): Outcome {
  if (!grid.first.includes(id)) return { grid, warning: BATCH_TEXTS.multiOnFirstOnly };
  const multi = grid.multi.includes(id) ? grid.multi.filter((m) => m !== id) : [...grid.multi, id];
  return { grid: { ...grid, multi } };
}

/** 手动设置选项: a box of the option width and height centred on the point, kept inside the area. */
export function addManualOption(grid: BatchGrid, point: { area: number; x: number; y: number }): BatchGrid {
  const area = grid.areas[point.area];
  if (!area) return grid;
  const w = Math.min(grid.settings.optionWidth, area.w);
  const h = Math.min(grid.settings.optionHeight, area.h);
  const x = Math.min(area.x + area.w - w, Math.max(area.x, Math.round(point.x - w / 2)));
  const y = Math.min(area.y + area.h - h, Math.max(area.y, Math.round(point.y - h / 2)));
  const cell: OptionCell = { id: `m${grid.nextManual}`, area: point.area, x, y, w, h, row: 0, col: 0 };
  return { ...withBoxes(grid, [...grid.boxes, cell]), nextManual: grid.nextManual + 1 };
}

/** 重置行列: the boxes recognition gave, with the marks of those boxes kept; numbers must be generated again. */
export function resetCells(grid: BatchGrid): BatchGrid {
  return withBoxes(grid, grid.recognised);
}

/** Row bands of an area: rows whose gap to the previous row is much wider than the closest row pitch start a new band. */
function rowBands(boxes: readonly OptionCell[]): Map<string, number> {
  const bandOf = new Map<string, number>();
  const byArea = new Map<number, OptionCell[]>();
  for (const c of boxes) byArea.set(c.area, [...(byArea.get(c.area) ?? []), c]);
  for (const list of byArea.values()) {
    const rows = new Map<number, number>(); // row → centre
    for (const c of list) if (!rows.has(c.row)) rows.set(c.row, mean(list.filter((d) => d.row === c.row).map((d) => d.y + d.h / 2)));
    const order = [...rows.entries()].sort((a, b) => a[1] - b[1]);
    const gaps = order.slice(1).map(([, centre], i) => centre - (order[i]?.[1] ?? centre));
    const pitch = gaps.length ? Math.min(...gaps) : 0;
    const bandOfRow = new Map<number, number>();
    let band = 0;
    order.forEach(([row], i) => {
      if (i > 0 && (gaps[i - 1] ?? 0) > pitch * 1.5) band++;
      bandOfRow.set(row, band);
    });
    for (const c of list) bandOf.set(c.id, bandOfRow.get(c.row) ?? 0);
  }
  return bandOf;
}

const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);

/** The first options in numbering order for the direction. */
export function orderedFirsts(grid: BatchGrid, direction: Direction): OptionCell[] {
  const firsts = grid.boxes.filter((c) => grid.first.includes(c.id));
  const band = rowBands(grid.boxes);
  const key = (c: OptionCell) => (direction === 2 ? [c.area, band.get(c.id) ?? 0, c.col, c.row] : [c.area, c.row, c.col]);
  return firsts.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if ((ka[i] ?? 0) !== (kb[i] ?? 0)) return (ka[i] ?? 0) - (kb[i] ?? 0);
    return 0;
  });
}

/** 生成小题号: numbers from the start number along the direction; needs a first option (and both settings). */
export function generateNumbers(grid: BatchGrid): Outcome {
  const { direction, startNumber } = grid.settings;
  if (direction !== 1 && direction !== 2) return { grid, warning: BATCH_TEXTS.needDirection };
  if (startNumber === null || !Number.isInteger(startNumber) || startNumber < START_NUMBER_MIN) return { grid, warning: BATCH_TEXTS.needStartNumber };
  if (grid.first.length === 0) return { grid, warning: BATCH_TEXTS.needFirst };
  const numbers: Record<string, number> = {};
  orderedFirsts(grid, direction).forEach((c, i) => {
    numbers[c.id] = startNumber + i;
  });
  return { grid: { ...grid, numbers } };
}

/** The options of the sub-question a first option starts: it and the following boxes of its row, up to the next first option. */
export function optionRun(grid: BatchGrid, first: OptionCell): OptionCell[] {
  const row = grid.boxes.filter((c) => c.area === first.area && c.row === first.row).sort((a, b) => a.x - b.x);
  const run: OptionCell[] = [];
  for (const c of row) {
    if (c.x < first.x) continue;
    if (c.id !== first.id && grid.first.includes(c.id)) break;
    run.push(c);
  }
  return run;
}

/** A sub-question's area: its option run's bounding box, padded and kept inside the group area. */
export function subQuestionArea(grid: BatchGrid, first: OptionCell): PageArea {
  const run = optionRun(grid, first);
  const area = grid.areas[first.area] ?? { x: 0, y: 0, w: Infinity, h: Infinity, p: 0 };
  const left = Math.max(area.x, Math.min(...run.map((c) => c.x)) - SUB_AREA_PAD);
  const top = Math.max(area.y, Math.min(...run.map((c) => c.y)) - SUB_AREA_PAD);
  const right = Math.min(area.x + area.w, Math.max(...run.map((c) => c.x + c.w)) + SUB_AREA_PAD);
  const bottom = Math.min(area.y + area.h, Math.max(...run.map((c) => c.y + c.h)) + SUB_AREA_PAD);
  return { x: left, y: top, w: right - left, h: bottom - top, p: area.p };
}


export type BatchPayload = Schemas['BatchAddSubQuestionRequest'];

/** 保存: the save payload, or the reason it cannot be sent (numbers not generated). */
export function buildPayload(grid: BatchGrid, ids: { examid: number; subjectid: number; quesid: number }): { payload: BatchPayload } | { warning: string } {
  const numbers = grid.numbers;
  if (!numbers || Object.keys(numbers).length === 0) return { warning: BATCH_TEXTS.needNumbers };
  const direction = grid.settings.direction ?? 2;
  const subques = grid.boxes
    .filter((c) => numbers[c.id] !== undefined)
    .map((c) => ({ sq: numbers[c.id] ?? 0, areas: [subQuestionArea(grid, c)], content: { full_score: 0 as const, is_multi: grid.multi.includes(c.id) } }))
    .sort((a, b) => a.sq - b.sq);
  return { payload: { ...ids, direction, subques } };
}

/** The canvas layout: the areas' cut-outs one below the other with a gap; the top of each in canvas pixels. */
export function stackAreas(areas: readonly PageArea[], gap: number): number[] {
  let top = 0;
  return areas.map((a) => {
    const at = top;
    top += a.h + gap;
    return at;
  });
}

/** A page point of an area → its canvas point under stackAreas, and back. */
export function toCanvas(areas: readonly PageArea[], tops: readonly number[], area: number, x: number, y: number): { x: number; y: number } {
  const a = areas[area];
  return a ? { x: x - a.x, y: y - a.y + (tops[area] ?? 0) } : { x, y };
}

export function fromCanvas(areas: readonly PageArea[], tops: readonly number[], x: number, y: number): { area: number; x: number; y: number } | undefined {
  const area = areas.findIndex((a, i) => y >= (tops[i] ?? 0) && y <= (tops[i] ?? 0) + a.h && x >= 0 && x <= a.w);
  const a = areas[area];
  return a ? { area, x: x + a.x, y: y - (tops[area] ?? 0) + a.y } : undefined;
}

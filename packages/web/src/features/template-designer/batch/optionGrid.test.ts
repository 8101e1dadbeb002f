// The batch-add dialog's model: rows and columns of recognised boxes, the tools, numbering by direction and the save
// payload, on the geometry of the simulator's answer sheet (blocks of five questions A–D, three blocks across, bands
// of blocks below each other) and on a plain 4 × 5 block.
import { describe, expect, it } from 'vitest';
import type { PageArea } from '../model/types';
import { BATCH_TEXTS } from '../designerTexts';
import {
  BATCH_DEFAULTS,
  addManualOption,
  buildPayload,
  clickAt,
  createGrid,
  fromCanvas,
  generateNumbers,
  groupProblem,
  resetCells,
  setSetting,
  stackAreas,
  toCanvas,
  toggleMode,
  withRecognition,
  type BatchGrid,
  type BatchMode,
  type OptionCell,
} from './optionGrid';
import { optionLetter } from '../model/actions';

type Box = { x: number; y: number; w: number; h: number };

/** The simulator sheet at 100 dpi: question q (0-based) has bubbles A–D; the objective area around them all. */
function sheet(questions: number): { area: PageArea; bubbles: Box[][] } {
  const bubbles = Array.from({ length: questions }, (_, q) => {
    const block = Math.floor(q / 5);
    const band = Math.floor(block / 3);
    const left = 70 + (block % 3) * 196;
    const top = 404 + band * 150 + (q % 5) * 26;
    return [0, 1, 2, 3].map((o) => ({ x: left + 36 + o * 34, y: top + 7, w: 24, h: 12 }));
  });
  const blocks = Math.ceil(questions / 5);
  return { area: { x: 60, y: 394, w: Math.min(3, blocks) * 196 + 10, h: Math.ceil(blocks / 3) * 150 + 10, p: 0 }, bubbles };
}

function recognisedSheet(questions: number): { grid: BatchGrid; bubbles: Box[][] } {
  const { area, bubbles } = sheet(questions);
  // getoptionpos answers top to bottom, left to right
  const boxes = bubbles.flat().sort((a, b) => a.y - b.y || a.x - b.x);
  return { grid: withRecognition(createGrid([area]), [boxes]), bubbles };
}

const at = (grid: BatchGrid, b: Box): OptionCell => {
  const cell = grid.boxes.find((c) => c.x === b.x && c.y === b.y);
  if (!cell) throw new Error(`no box at ${b.x},${b.y}`);
  return cell;
};
const bubble = (bubbles: Box[][], q: number, o: number): Box => {
  const b = bubbles[q]?.[o];
  if (!b) throw new Error('no such bubble');
  return b;
};
const click = (grid: BatchGrid, mode: BatchMode, b: Box) => clickAt({ ...grid, mode }, { area: 0, x: b.x + 1, y: b.y + 1, cellId: at(grid, b).id });
/** Number of each question (by its printed number) after generating. */
const numbersByQuestion = (grid: BatchGrid, bubbles: Box[][]) => bubbles.map((_, q) => grid.numbers?.[at(grid, bubble(bubbles, q, 0)).id]);
/** Marks the A option of every question as first through 手动设置首列 on the A columns. */
function firstColumns(grid: BatchGrid, bubbles: Box[][]): BatchGrid {
  const starts = [0, 5, 10].filter((q) => q < bubbles.length);
  return starts.reduce((g, q) => click(g, 'firstColumn', bubble(bubbles, q, 0)).grid, grid);
}

describe('which groups the dialog works on (spec 2 §5)', () => {
  const group = { areas: [sheet(12).area], name: '选择题', questionId: 801, type: 1 as const };
  it('needs an area, a name, an objective group and a saved one', () => {
    expect(groupProblem(group)).toBeUndefined();
    expect(groupProblem({ ...group, areas: [] })).toBe('请先为题组设置区域');
    expect(groupProblem({ ...group, name: '  ' })).toBe('请先填写题组名称');
    expect(groupProblem({ ...group, type: 2 })).toBe('只有客观题题组可以批量添加小题');
    expect(groupProblem({ ...group, questionId: undefined })).toBe('请先保存题组');
  });
});

describe('defaults and settings (spec 2 §9, §5)', () => {
  it('starts with the designer defaults: option 10 × 10, vertical, from 1, tolerance 1, depth 50, no tool', () => {
    const grid = createGrid([sheet(12).area]);
    expect(grid.settings).toEqual({ optionWidth: 10, optionHeight: 10, direction: 2, startNumber: 1, minblank: 1, depth: 50 });
    expect(BATCH_DEFAULTS.direction).toBe(2);
    expect(grid.mode).toBe('none');
  });

  it('keeps option size 1-50, depth 1-100, start number and tolerance at least 1', () => {
    let grid = createGrid([sheet(12).area]);
    grid = setSetting(grid, 'optionWidth', 60);
    grid = setSetting(grid, 'optionHeight', 0);
    grid = setSetting(grid, 'depth', 101);
    grid = setSetting(grid, 'minblank', 0);
    grid = setSetting(grid, 'startNumber', -3);
    expect(grid.settings).toMatchObject({ optionWidth: 50, optionHeight: 1, depth: 100, minblank: 1, startNumber: 1 });
    expect(setSetting(grid, 'depth', 0).settings.depth).toBe(1);
  });

  it('turns a tool on and off again on a second click, or switches to another tool', () => {
    let grid = createGrid([sheet(12).area]);
    grid = toggleMode(grid, 'removeColumn');
    expect(grid.mode).toBe('removeColumn');
    expect(toggleMode(grid, 'removeColumn').mode).toBe('none');
    expect(toggleMode(grid, 'setMulti').mode).toBe('setMulti');
  });
});

describe('rows and columns from positions', () => {
  it('indexes the 48 bubbles of the 12-question sheet into 5 rows and 12 columns', () => {
    const { grid, bubbles } = recognisedSheet(12);
    expect(grid.boxes).toHaveLength(48);
    expect(new Set(grid.boxes.map((c) => c.row)).size).toBe(5);
    expect(new Set(grid.boxes.map((c) => c.col)).size).toBe(12);
    expect(at(grid, bubble(bubbles, 0, 0))).toMatchObject({ row: 0, col: 0 });
    expect(at(grid, bubble(bubbles, 4, 3))).toMatchObject({ row: 4, col: 3 });
    expect(at(grid, bubble(bubbles, 5, 0))).toMatchObject({ row: 0, col: 4 });
    expect(at(grid, bubble(bubbles, 11, 1))).toMatchObject({ row: 1, col: 9 });
  });

  it('indexes each area on its own', () => {
    const a: PageArea = { x: 0, y: 0, w: 200, h: 100, p: 0 };
    const b: PageArea = { x: 0, y: 500, w: 200, h: 100, p: 1 };
    const grid = withRecognition(createGrid([a, b]), [
      [{ x: 10, y: 10, w: 20, h: 10 }, { x: 40, y: 10, w: 20, h: 10 }],
      [{ x: 10, y: 520, w: 20, h: 10 }, { x: 10, y: 540, w: 20, h: 10 }],
    ]);
    expect(grid.boxes.map((c) => [c.area, c.row, c.col])).toEqual([
      [0, 0, 0],
      [0, 0, 1],
      [1, 0, 0],
      [1, 1, 0],
    ]);
  });

  it('puts boxes of slightly different heights in one row when their bands overlap', () => {
    const area: PageArea = { x: 0, y: 0, w: 300, h: 100, p: 0 };
    const grid = withRecognition(createGrid([area]), [[{ x: 10, y: 10, w: 20, h: 12 }, { x: 40, y: 14, w: 20, h: 12 }, { x: 70, y: 30, w: 20, h: 12 }]]);
    expect(grid.boxes.map((c) => c.row)).toEqual([0, 0, 1]);
  });
});

describe('the tools (spec 2 §2.1, §4)', () => {
  it('删除列 removes the clicked box column and re-indexes the rest', () => {
    const { grid, bubbles } = recognisedSheet(12);
    const { grid: next } = click(grid, 'removeColumn', bubble(bubbles, 2, 1));
    expect(next.boxes).toHaveLength(48 - 5);
    expect(next.boxes.some((c) => c.x === bubble(bubbles, 0, 1).x)).toBe(false);
    expect(new Set(next.boxes.map((c) => c.col)).size).toBe(11);
    expect(at(next, bubble(bubbles, 0, 2)).col).toBe(1);
  });

  it('删除行 removes the clicked box row, 删除单个选项 one box', () => {
    const { grid, bubbles } = recognisedSheet(12);
    const row = click(grid, 'removeRow', bubble(bubbles, 0, 0)).grid;
    expect(row.boxes).toHaveLength(48 - 12);
    expect(at(row, bubble(bubbles, 1, 0)).row).toBe(0);
    const item = click(grid, 'removeItem', bubble(bubbles, 0, 3)).grid;
    expect(item.boxes).toHaveLength(47);
    expect(item.boxes.some((c) => c.x === bubble(bubbles, 0, 3).x && c.y === bubble(bubbles, 0, 3).y)).toBe(false);
  });

  it('a click on the canvas outside any box does nothing in the box tools', () => {
    const { grid } = recognisedSheet(12);
    expect(clickAt({ ...grid, mode: 'removeColumn' }, { area: 0, x: 70, y: 400 }).grid.boxes).toHaveLength(48);
  });

  it('设置首选项 toggles a first option; 设置多选 only on a first option, else the warning', () => {
    const { grid, bubbles } = recognisedSheet(12);
    const a1 = bubble(bubbles, 0, 0);
    let g = click(grid, 'setFirst', a1).grid;
    expect(g.first).toEqual([at(g, a1).id]);
    const refused = click(g, 'setMulti', bubble(bubbles, 0, 1));
    expect(refused.warning).toBe('只能在首选项上设置多选');
    expect(refused.warning).toBe(BATCH_TEXTS.multiOnFirstOnly);
    expect(refused.grid.multi).toEqual([]);
    g = click(g, 'setMulti', a1).grid;
    expect(g.multi).toEqual([at(g, a1).id]);
    expect(click(g, 'setMulti', a1).grid.multi).toEqual([]);
    // No longer a first option: no longer multi-select either.
    g = click(g, 'setFirst', a1).grid;
    expect(g.first).toEqual([]);
    expect(g.multi).toEqual([]);
  });

  it('手动设置首列 / 首行 make every box of the line a first option; a second click undoes it', () => {
    const { grid, bubbles } = recognisedSheet(12);
    const col = click(grid, 'firstColumn', bubble(bubbles, 1, 0)).grid;
    expect(col.first).toHaveLength(5);
    expect(col.first).toContain(at(col, bubble(bubbles, 4, 0)).id);
    expect(click(col, 'firstColumn', bubble(bubbles, 0, 0)).grid.first).toEqual([]);
    const row = click(grid, 'firstRow', bubble(bubbles, 0, 2)).grid;
    expect(row.first).toHaveLength(12);
  });

  it('手动设置选项 adds a box of the option size centred on the click, inside the area, in the row it overlaps', () => {
    const { grid, bubbles } = recognisedSheet(12);
    const missing = click(grid, 'removeItem', bubble(bubbles, 0, 3)).grid;
    const sized = setSetting(setSetting({ ...missing, mode: 'manualOption' }, 'optionWidth', 24), 'optionHeight', 12);
    const d = bubble(bubbles, 0, 3);
    const { grid: added } = clickAt(sized, { area: 0, x: d.x + 12, y: d.y + 6 });
    expect(added.boxes).toHaveLength(48);
    expect(at(added, d)).toMatchObject({ w: 24, h: 12, row: 0, col: 3 });
    // Near the area's corner the default 10 × 10 box stays inside the area.
    const corner = addManualOption(missing, { area: 0, x: 61, y: 395 });
    const box = corner.boxes.find((c) => c.id.startsWith('m'));
    expect(box).toMatchObject({ x: 60, y: 394, w: 10, h: 10 });
  });

  it('重置行列 brings back what recognition found and keeps the marks of the boxes that remain', () => {
    const { grid, bubbles } = recognisedSheet(12);
    let g = click(grid, 'setFirst', bubble(bubbles, 0, 0)).grid;
    g = click(g, 'removeColumn', bubble(bubbles, 0, 3)).grid;
    g = addManualOption(g, { area: 0, x: 700, y: 500 });
    g = generateNumbers(g).grid;
    const reset = resetCells(g);
    expect(reset.boxes).toHaveLength(48);
    expect(reset.boxes.some((c) => c.id.startsWith('m'))).toBe(false);
    expect(reset.first).toEqual([at(reset, bubble(bubbles, 0, 0)).id]);
    expect(reset.numbers).toBeUndefined();
  });

  it('re-recognition replaces the boxes and clears every mark', () => {
    const { grid, bubbles } = recognisedSheet(12);
    const marked = click(grid, 'firstColumn', bubble(bubbles, 0, 0)).grid;
    const again = withRecognition(marked, [[{ x: 100, y: 400, w: 24, h: 12 }]]);
    expect(again.boxes).toHaveLength(1);
    expect(again.first).toEqual([]);
    expect(again.recognised).toHaveLength(1);
  });
});

describe('生成小题号 (spec 2 §4, §5)', () => {
  it('needs a first option, a direction and a start number', () => {
    const { grid, bubbles } = recognisedSheet(12);
    expect(generateNumbers(grid)).toEqual({ grid, warning: '请先设置首选项' });
    const first = click(grid, 'setFirst', bubble(bubbles, 0, 0)).grid;
    expect(generateNumbers(setSetting(first, 'startNumber', null)).warning).toBe(BATCH_TEXTS.needStartNumber);
    expect(generateNumbers(setSetting(first, 'direction', null)).warning).toBe(BATCH_TEXTS.needDirection);
  });

  it('vertical (default) numbers the 12-question sheet as printed: down each block, then the next block', () => {
    const { grid, bubbles } = recognisedSheet(12);
    const g = generateNumbers(firstColumns(grid, bubbles)).grid;
    expect(numbersByQuestion(g, bubbles)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('horizontal numbers along each row, then the next row', () => {
    const { grid, bubbles } = recognisedSheet(12);
    const g = generateNumbers(setSetting(firstColumns(grid, bubbles), 'direction', 1)).grid;
    // Row 1 holds questions 1, 6, 11; row 2 questions 2, 7, 12; rows 3-5 two each.
    expect(numbersByQuestion(g, bubbles)).toEqual([1, 4, 7, 9, 11, 2, 5, 8, 10, 12, 3, 6]);
  });

  it('vertical numbering of a 20-question sheet goes band by band (the fourth block is below the first)', () => {
    const { grid, bubbles } = recognisedSheet(20);
    const g = generateNumbers(firstColumns(grid, bubbles)).grid;
    expect(numbersByQuestion(g, bubbles)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('20 first options in a 4-column × 5-row block: down the columns (vertical) or along the rows (horizontal), from the start number', () => {
    const area: PageArea = { x: 0, y: 0, w: 500, h: 200, p: 0 };
    const boxes = Array.from({ length: 20 }, (_, i) => ({ x: 20 + (i % 4) * 100, y: 20 + Math.floor(i / 4) * 30, w: 20, h: 12 }));
    let g = withRecognition(createGrid([area]), [boxes]);
    g = { ...g, first: g.boxes.map((c) => c.id) };
    const numberAt = (grid: BatchGrid) => boxes.map((b) => grid.numbers?.[at(grid, b).id]);
    // boxes are listed row by row: box i is row floor(i / 4), column i % 4
    const vertical = generateNumbers(setSetting(g, 'startNumber', 5)).grid;
    expect(numberAt(vertical)).toEqual(boxes.map((_, i) => 5 + (i % 4) * 5 + Math.floor(i / 4)));
    const horizontal = generateNumbers(setSetting(g, 'direction', 1)).grid;
    expect(numberAt(horizontal)).toEqual(boxes.map((_, i) => 1 + i));
  });

  it('numbers lapse when what they follow changes: first options, boxes, direction or start number', () => {
    const { grid, bubbles } = recognisedSheet(12);
    const g = generateNumbers(firstColumns(grid, bubbles)).grid;
    expect(g.numbers).toBeDefined();
    expect(click(g, 'setFirst', bubble(bubbles, 0, 1)).grid.numbers).toBeUndefined();
    expect(click(g, 'removeItem', bubble(bubbles, 0, 3)).grid.numbers).toBeUndefined();
    expect(setSetting(g, 'direction', 1).numbers).toBeUndefined();
    expect(setSetting(g, 'startNumber', 3).numbers).toBeUndefined();
    // Multi-select and the option size do not touch the numbers.
    expect(click(g, 'setMulti', bubble(bubbles, 0, 0)).grid.numbers).toBe(g.numbers);
    expect(setSetting(g, 'optionWidth', 20).numbers).toBe(g.numbers);
  });
});

describe('保存: the batch payload (spec 2 §3, §5)', () => {
  const ids = { examid: 3001, subjectid: 2, quesid: 801 };

  it('needs generated numbers', () => {
    const { grid, bubbles } = recognisedSheet(12);
    expect(buildPayload(firstColumns(grid, bubbles), ids)).toEqual({ warning: '请先生成小题号' });
  });

  it('sends each sub-question with its option row (padded, inside the group area), full score 0, multi-select and the direction', () => {
    const { grid, bubbles } = recognisedSheet(12);
    let g = firstColumns(grid, bubbles);
    g = click(g, 'setMulti', bubble(bubbles, 10, 0)).grid;
    g = generateNumbers(g).grid;
    const result = buildPayload(g, ids);
    if (!('payload' in result)) throw new Error(result.warning);
    const { payload } = result;
    expect(payload).toMatchObject({ examid: 3001, subjectid: 2, quesid: 801, direction: 2 });
    expect(payload.subques.map((s) => s.sq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const a = bubble(bubbles, 0, 0);
    const d = bubble(bubbles, 0, 3);
    expect(payload.subques[0]).toEqual({ sq: 1, areas: [{ x: a.x - 3, y: a.y - 3, w: d.x + d.w - a.x + 6, h: a.h + 6, p: 0 }], content: { full_score: 0, is_multi: false } });
    expect(payload.subques.map((s) => s.content.is_multi)).toEqual([false, false, false, false, false, false, false, false, false, false, true, false]);
    // Every area inside the group's area, and no two overlapping.
    const area = sheet(12).area;
    for (const s of payload.subques) {
      const r = s.areas[0];
      if (!r) throw new Error('no area');
      expect(r.x >= area.x && r.y >= area.y && r.x + r.w <= area.x + area.w && r.y + r.h <= area.y + area.h).toBe(true);
    }
    const rects = payload.subques.map((s) => s.areas[0] as PageArea);
    const overlap = (p: PageArea, q: PageArea) => p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;
    expect(rects.some((p, i) => rects.some((q, j) => i < j && overlap(p, q)))).toBe(false);
  });

  it('ends a run at the next first option of the row, and clips a run at the area edge', () => {
    const area: PageArea = { x: 100, y: 100, w: 200, h: 40, p: 1 };
    let g = withRecognition(createGrid([area]), [[0, 1, 2, 3].map((i) => ({ x: 101 + i * 30, y: 110, w: 20, h: 12 }))]);
    g = { ...g, first: [g.boxes[0]?.id ?? '', g.boxes[2]?.id ?? ''] };
    g = generateNumbers(g).grid;
    const result = buildPayload(g, { examid: 1, subjectid: 1, quesid: 1 });
    if (!('payload' in result)) throw new Error(result.warning);
    expect(result.payload.subques.map((s) => s.areas[0])).toEqual([
      { x: 100, y: 107, w: 54, h: 18, p: 1 },
      { x: 158, y: 107, w: 56, h: 18, p: 1 },
    ]);
  });
});

describe('letters and the canvas layout', () => {
  it('names options A to Z, then Z-prefixed (spec 2 §9)', () => {
    expect([0, 1, 25, 26, 27, 51].map(optionLetter)).toEqual(['A', 'B', 'Z', 'ZA', 'ZB', 'ZZ']);
  });


  it('stacks the area cut-outs and maps page points to the canvas and back', () => {
    const areas: PageArea[] = [
      { x: 60, y: 394, w: 598, h: 160, p: 0 },
      { x: 60, y: 100, w: 300, h: 50, p: 1 },
    ];
    const tops = stackAreas(areas, 20);
    expect(tops).toEqual([0, 180]);
    expect(toCanvas(areas, tops, 1, 70, 110)).toEqual({ x: 10, y: 190 });
    expect(fromCanvas(areas, tops, 10, 190)).toEqual({ area: 1, x: 70, y: 110 });
    expect(fromCanvas(areas, tops, 10, 170)).toBeUndefined();
  });
});

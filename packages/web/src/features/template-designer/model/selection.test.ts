import { describe, expect, it } from 'vitest';
import { DesignerStore } from './designerStore';
import { doc } from './fixtures.test-data';
import { alignMany, boundsOf, copyOf, moveMany, pasteMany, removeMany, type MultiEdit } from './selection';
import { findSub } from './shapes';
import type { DesignerDoc } from './types';

const ok = (edit: MultiEdit): DesignerDoc => {
  if ('error' in edit) throw new Error(edit.error);
  return edit.doc;
};
// Two paper areas on page 1 (the fixture's mask and a barcode area).
const twoPaper: DesignerDoc = { ...doc, paper: { ...doc.paper, areas: { ...doc.paper.areas, code: [{ x: 200, y: 40, w: 60, h: 30, p: 0 }] } } };
const both = ['mask|0', 'code|0'];

describe('several selected areas', () => {
  it('move as one, held so that every one stays on its page (never squashed)', () => {
    const moved = ok(moveMany(twoPaper, both, 5, 7));
    expect(moved.paper.areas.mask[0]).toEqual({ x: 15, y: 17, w: 100, h: 50, p: 0 });
    expect(moved.paper.areas.code[0]).toEqual({ x: 205, y: 47, w: 60, h: 30, p: 0 });
    // 100 px to the left: the mask reaches the edge after 10, so both move 10.
    const left = ok(moveMany(twoPaper, both, -100, 0));
    expect(left.paper.areas.mask[0]?.x).toBe(0);
    expect(left.paper.areas.code[0]?.x).toBe(190);
  });

  it('a group area carries the sub-question areas inside it once, even when they are selected too', () => {
    const moved = ok(moveMany(doc, ['group|803|0', 'sub|803|8301|0'], 10, 0));
    expect(moved.groups[1]?.areas[0]?.x).toBe(60);
    expect(findSub(moved, '803', '8301')?.areas[0]?.x).toBe(70);
    expect(findSub(moved, '803', '8301')?.points[0]?.x).toBe(110);
  });

  it('sub-question areas keep their rules: moved out of their group the move is refused with its message', () => {
    expect(moveMany(doc, ['sub|803|8301|0', 'sub|803|8302|0'], -50, 0)).toEqual({ error: '小题区域必须在题组区域内' });
    // Moved together downwards, the upper one never runs into the lower one on the way.
    const down = ok(moveMany(doc, ['sub|803|8301|0', 'sub|803|8302|0'], 0, 95));
    expect(findSub(down, '803', '8301')?.areas[0]?.y).toBe(205);
    expect(findSub(down, '803', '8302')?.areas[0]?.y).toBe(495);
  });

  it('delete all at once; a group area with unselected sub-question areas refuses, with them selected it goes', () => {
    const gone = ok(removeMany(twoPaper, both));
    expect(gone.paper.areas.mask).toEqual([]);
    expect(gone.paper.areas.code).toEqual([]);
    expect(removeMany(doc, ['group|803|0'])).toEqual({ error: '该题组区域内还有小题区域，请先删除小题区域' });
    const all = ok(removeMany(doc, ['group|803|0', 'sub|803|8301|0', 'sub|803|8302|0', 'point|803|8301|0']));
    expect(all.groups[1]?.areas).toEqual([]);
    expect(findSub(all, '803', '8301')?.areas).toEqual([]);
  });

  it('align to the selection box and match the last selected size', () => {
    expect(ok(alignMany(twoPaper, both, 'left')).paper.areas.code[0]?.x).toBe(10);
    expect(ok(alignMany(twoPaper, both, 'right')).paper.areas.mask[0]?.x).toBe(160);
    expect(ok(alignMany(twoPaper, both, 'top')).paper.areas.code[0]?.y).toBe(10);
    expect(ok(alignMany(twoPaper, both, 'bottom')).paper.areas.mask[0]?.y).toBe(20);
    expect(ok(alignMany(twoPaper, both, 'hcenter')).paper.areas.code[0]?.x).toBe(Math.round(10 + (250 - 60) / 2));
    expect(ok(alignMany(twoPaper, both, 'vcenter')).paper.areas.mask[0]?.y).toBe(Math.round(10 + (60 - 50) / 2));
    expect(ok(alignMany(twoPaper, both, 'width', 'code|0')).paper.areas.mask[0]?.w).toBe(60);
    expect(ok(alignMany(twoPaper, both, 'height', 'mask|0')).paper.areas.code[0]?.h).toBe(50);
    expect(boundsOf([twoPaper.paper.areas.mask[0], twoPaper.paper.areas.code[0]].flatMap((a) => (a ? [a] : [])))).toEqual({ x: 10, y: 10, w: 250, h: 60, p: 0 });
  });

  it('paste into the same lists a step further, under their rules', () => {
    const copied = copyOf(twoPaper, both);
    const first = pasteMany(twoPaper, copied);
    const pasted = ok(first);
    expect(pasted.paper.areas.mask[1]).toEqual({ x: 20, y: 20, w: 100, h: 50, p: 0 });
    expect(pasted.paper.areas.code[1]).toEqual({ x: 210, y: 50, w: 60, h: 30, p: 0 });
    expect('selection' in first && first.selection).toEqual(['mask|1', 'code|1']);
    // An objective group has one area: a pasted second one is refused with the rule.
    expect(pasteMany(doc, copyOf(doc, ['group|801|0']))).toEqual({ error: '客观题题组只能有一个区域' });
  });
});

describe('the store with several selected', () => {
  it('shift-click adds and removes; the marquee selects; each edit is one undo step', () => {
    const store = new DesignerStore(twoPaper);
    store.select('mask|0');
    store.toggleSelect('code|0');
    expect(store.getSnapshot().selection).toEqual(both);
    expect(store.getSnapshot().selected).toBe('code|0');
    store.toggleSelect('code|0');
    expect(store.getSnapshot().selection).toEqual(['mask|0']);
    store.selectMany(both);
    expect(store.nudge(1, 0)).toBeUndefined();
    expect(store.nudge(1, 0)).toBeUndefined();
    expect(store.getSnapshot().doc.paper.areas.code[0]?.x).toBe(202);
    store.undo();
    expect(store.getSnapshot().doc.paper.areas.code[0]?.x).toBe(200);
    expect(store.copy()).toBe(2);
    store.paste();
    store.paste();
    expect(store.getSnapshot().doc.paper.areas.mask.map((a) => a.x)).toEqual([10, 20, 30]);
    store.undo();
    expect(store.getSnapshot().doc.paper.areas.mask).toHaveLength(2);
    store.selectMany(['mask|1']);
    store.duplicate();
    expect(store.getSnapshot().doc.paper.areas.mask.map((a) => a.x)).toEqual([10, 20, 30]);
    expect(store.getSnapshot().selection).toEqual(['mask|2']);
    store.selectMany(['mask|0', 'mask|1', 'mask|2', 'code|0']);
    store.removeSelected();
    expect(store.getSnapshot().doc.paper.areas.mask).toHaveLength(0);
    expect(store.getSnapshot().selection).toEqual([]);
    store.undo();
    expect(store.getSnapshot().doc.paper.areas.mask).toHaveLength(3);
  });
});

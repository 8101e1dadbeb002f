import { describe, expect, it } from 'vitest';
import { addArea, addPoint, changeArea, moveItem, nudge, placeOf, removeArea, groupAreaProblems } from './actions';
import { doc, objective, subjective } from './fixtures.test-data';
import { findSub, hitTest, listShapes, parseShapeId } from './shapes';
import type { DesignerDoc } from './types';

const names = { mask: '遮挡', code: '条码', recognize: '科目', absent: '缺考', multiChoice: '选做', orm: 'ORM' };
const ok = (edit: ReturnType<typeof addArea>): DesignerDoc => {
  if ('error' in edit) throw new Error(edit.error);
  return edit.doc;
};

describe('designer rules', () => {
  it('an objective group has one area', () => {
    expect(addArea(doc, { kind: 'group', group: '801' }, { x: 50, y: 600, w: 100, h: 100, p: 0 })).toEqual({ error: '客观题题组只能有一个区域' });
    expect(ok(addArea(doc, { kind: 'group', group: '803' }, { x: 50, y: 800, w: 100, h: 100, p: 1 })).groups[1]?.areas).toHaveLength(2);
  });

  it('sub-question areas lie inside their group area and do not overlap', () => {
    const target = { kind: 'sub', group: '803', sub: '8302' } as const;
    expect(addArea(doc, target, { x: 10, y: 110, w: 100, h: 100, p: 1 })).toEqual({ error: '小题区域必须在题组区域内' });
    expect(addArea(doc, target, { x: 300, y: 150, w: 100, h: 100, p: 1 })).toEqual({ error: '小题区域不能重叠' });
    expect(addArea(doc, target, { x: 400, y: 110, w: 100, h: 100, p: 0 })).toEqual({ error: '小题区域必须在题组区域内' });
    const added = ok(addArea(doc, target, { x: 400, y: 110, w: 100, h: 100, p: 1 }));
    expect(findSub(added, '803', '8302')?.areas).toHaveLength(2);
  });

  it('areas never leave their page', () => {
    expect(addArea(doc, { kind: 'code' }, { x: 700, y: 0, w: 200, h: 10, p: 0 })).toEqual({ error: '区域不能跨页，也不能超出试卷图片' });
  });

  it('choose markers need the choose flag, and a choose group two of them', () => {
    expect(addArea(doc, { kind: 'choose', group: '803' }, { x: 60, y: 60, w: 20, h: 20, p: 1 })).toEqual({ error: '请先在题组设置中开启选做题，再框选选做标记位置' });
    const flagged = { ...doc, groups: [objective, { ...subjective, content: { ...subjective.content, choose_flag: true } }] };
    const one = ok(addArea(flagged, { kind: 'choose', group: '803' }, { x: 60, y: 60, w: 20, h: 20, p: 1 }));
    const group = one.groups[1];
    if (!group) throw new Error('no group');
    expect(groupAreaProblems(one, group)).toEqual(['选做题至少需要两个标记位置']);
  });

  it('scoring points go inside the sub-question, and moving the area deletes them', () => {
    expect(addPoint(doc, '803', '8302', { x: 100, y: 150, p: 1 })).toEqual({ error: '得分点必须在小题区域内' });
    expect(addPoint(doc, '801', '8302', { x: 100, y: 150, p: 1 })).toHaveProperty('error');
    const withPoint = ok(addPoint(doc, '803', '8302', { x: 100, y: 450, p: 1 }));
    expect(findSub(withPoint, '803', '8302')?.points).toEqual([{ x: 100, y: 450, p: 1 }]);
    const moved = ok(changeArea(withPoint, { kind: 'sub', group: '803', sub: '8302', index: 0 }, { x: 70, y: 400, w: 300, h: 200, p: 1 }));
    expect(findSub(moved, '803', '8302')?.points).toEqual([]);
  });

  it('moving a group area carries its sub-questions and points; resizing must keep them inside', () => {
    const ref = { kind: 'group', group: '803', index: 0 } as const;
    const moved = ok(changeArea(doc, ref, { x: 70, y: 120, w: 700, h: 600, p: 1 }));
    expect(findSub(moved, '803', '8301')).toMatchObject({ areas: [{ x: 80, y: 130 }], points: [{ x: 120, y: 170 }] });
    expect(changeArea(doc, ref, { x: 50, y: 100, w: 200, h: 600, p: 1 })).toEqual({ error: '题组区域必须包含其小题区域' });
    expect(removeArea(doc, ref)).toEqual({ error: '该题组区域内还有小题区域，请先删除小题区域' });
  });

  it('moving a small area keeps its size; only a resize is held to the minimum box', () => {
    const small = ok(addArea(doc, { kind: 'code' }, { x: 100, y: 100, w: 40, h: 10, p: 0 }));
    const ref = { kind: 'code', index: 0 } as const;
    expect(ok(changeArea(small, ref, { x: 120, y: 100, w: 40, h: 10, p: 0 })).paper.areas.code[0]).toEqual({ x: 120, y: 100, w: 40, h: 10, p: 0 });
    expect(ok(changeArea(small, ref, { x: 100, y: 100, w: 40, h: 8, p: 0 })).paper.areas.code[0]).toMatchObject({ h: 18 });
  });

  it('arrow keys nudge within the page', () => {
    const ref = { kind: 'mask', index: 0 } as const;
    const left = ok(nudge(doc, ref, -20, 0));
    expect(left.paper.areas.mask[0]).toMatchObject({ x: 0, y: 10 });
  });

  it('hit tests the topmost shape, points by their radius', () => {
    const shapes = listShapes(doc, names);
    const top = 1116;
    expect(hitTest(shapes, doc.pages, 100, top + 150)?.id).toBe('point|803|8301|0');
    expect(hitTest(shapes, doc.pages, 100 + 9, top + 150 + 9)?.id).toBe('sub|803|8301|0');
    expect(hitTest(shapes, doc.pages, 500, top + 150)?.id).toBe('group|803|0');
    expect(hitTest(shapes, doc.pages, 20, 20)?.id).toBe('mask|0');
    expect(hitTest(shapes, doc.pages, 790, 1090)).toBeUndefined();
    for (const s of shapes) expect(parseShapeId(s.id)).toEqual(s.ref);
  });

  it('reorders and knows how to put an item back', () => {
    const list = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    const moved = moveItem(list, 'c', 'a', 'before');
    expect(moved.map((x) => x.key)).toEqual(['c', 'a', 'b']);
    const back = placeOf(list, 'c') ?? { tgt: '', place: 'before' as const };
    expect(back).toEqual({ tgt: 'b', place: 'after' });
    expect(moveItem(moved, 'c', back.tgt, back.place).map((x) => x.key)).toEqual(['a', 'b', 'c']);
  });
});

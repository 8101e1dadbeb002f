import { describe, expect, it } from 'vitest';
import { DesignerStore, anyDirty, draftKey } from './designerStore';
import { doc, objective, subjective } from './fixtures.test-data';
import { findGroup } from './shapes';

describe('the designer store', () => {
  it('add mode turns into edit mode on the drawn area; right click leaves it and closes the drawer', () => {
    const store = new DesignerStore(doc);
    store.openGroup('803');
    store.startDraw({ kind: 'code' });
    expect(store.drawn({ x: 100, y: 100, w: 200, h: 60, p: 0 })).toBeUndefined();
    expect(store.getSnapshot().mode).toEqual({ name: 'edit', target: { kind: 'code' } });
    expect(store.getSnapshot().selected).toBe('code|0');
    // Drawing resets after an area: another press draws nothing.
    expect(store.drawn({ x: 300, y: 100, w: 200, h: 60, p: 0 })).toBeUndefined();
    expect(store.getSnapshot().doc.paper.areas.code).toHaveLength(1);
    store.cancel();
    expect(store.getSnapshot()).toMatchObject({ mode: { name: 'idle' }, selected: undefined, drawer: undefined });
  });

  it('clicking an area opens its drawer or the paper tab', () => {
    const store = new DesignerStore(doc);
    store.select('sub|803|8301|0');
    expect(store.getSnapshot()).toMatchObject({ drawer: { kind: 'sub', group: '803', sub: '8301' }, tab: 'groups' });
    store.select('mask|0');
    expect(store.getSnapshot()).toMatchObject({ drawer: undefined, tab: 'paper', mode: { name: 'edit', target: { kind: 'mask' } } });
  });

  it('undoes and redoes canvas edits, and a refused edit changes nothing', () => {
    const store = new DesignerStore(doc);
    store.startDraw({ kind: 'sub', group: '803', sub: '8302' });
    expect(store.drawn({ x: 300, y: 150, w: 100, h: 100, p: 1 })).toBe('小题区域不能重叠');
    expect(store.getSnapshot().history.past).toHaveLength(0);
    store.select('mask|0');
    store.nudge(5, 0);
    store.nudge(5, 0);
    expect(store.getSnapshot().doc.paper.areas.mask[0]?.x).toBe(20);
    expect(anyDirty(store.getSnapshot())).toBe(true);
    store.undo();
    expect(store.getSnapshot().doc.paper.areas.mask[0]?.x).toBe(10);
    expect(anyDirty(store.getSnapshot())).toBe(false);
    store.redo();
    expect(store.getSnapshot().doc.paper.areas.mask[0]?.x).toBe(20);
  });

  it('tells the rule a move breaks before anyone is asked about the scoring points it would delete', () => {
    const store = new DesignerStore(doc);
    const outside = { x: 40, y: 110, w: 300, h: 200, p: 1 };
    expect(store.changeProblem('sub|803|8301|0', outside)).toBe('小题区域必须在题组区域内');
    const inside = { x: 70, y: 110, w: 300, h: 200, p: 1 };
    expect(store.changeProblem('sub|803|8301|0', inside)).toBeUndefined();
    expect(store.pointsLost('sub|803|8301|0', inside)).toBe(1);
    // Asking changes nothing.
    expect(store.getSnapshot().history.past).toHaveLength(0);
  });

  it('a saved reorder answers the server move and its inverse', () => {
    const store = new DesignerStore(doc);
    expect(store.move('803', '801', 'before')).toEqual({ kind: 'group', src: 803, tgt: 801, place: 'before' });
    expect(store.getSnapshot().doc.groups.map((g) => g.key)).toEqual(['803', '801']);
    expect(anyDirty(store.getSnapshot())).toBe(false);
    expect(store.undo()).toEqual({ kind: 'group', src: 803, tgt: 801, place: 'after' });
    expect(store.getSnapshot().doc.groups.map((g) => g.key)).toEqual(['801', '803']);
  });

  it('undo of a delete brings the group back as an unsaved draft, and no further: earlier steps hold its old ids', () => {
    const store = new DesignerStore(doc);
    store.select('group|803|0');
    store.nudge(5, 0);
    store.removed('803');
    expect(store.getSnapshot().history.past).toHaveLength(1);
    expect(findGroup(store.getSnapshot().doc, '803')).toBeUndefined();
    store.undo();
    const back = store.getSnapshot().doc.groups[1];
    expect(back).toMatchObject({ name: '解答题17', questionId: undefined });
    expect(back?.subs.every((s) => s.subId === undefined)).toBe(true);
    expect(anyDirty(store.getSnapshot())).toBe(true);
    expect(store.undo()).toBeUndefined();
    expect(store.getSnapshot().doc.groups[1]?.questionId).toBeUndefined();
  });

  it('a reload keeps unsaved edits of other groups and replaces the saved draft', () => {
    const store = new DesignerStore(doc);
    store.editGroup({ ...subjective, name: '解答题（改）' });
    const key = draftKey();
    store.addGroup({ ...objective, key, questionId: undefined, name: '判断题', areas: [] });
    const server = [objective, subjective, { ...objective, key: '805', questionId: 805, name: '判断题' }];
    store.groupsLoaded(server, { key, name: '判断题' });
    const s = store.getSnapshot();
    expect(s.doc.groups.map((g) => g.name)).toEqual(['选择题', '解答题（改）', '判断题']);
    expect(s.drawer).toEqual({ kind: 'group', group: '805' });
  });
});

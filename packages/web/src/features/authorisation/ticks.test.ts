import { describe, expect, it } from 'vitest';
import { idsToSave, sameTicks, tickState, ticksOf, toggled, type PermissionNode } from './ticks';

const node = (id: number, parent: number, children: PermissionNode[] = []): PermissionNode => ({
  permission_id: id,
  permission_name: `p${id}`,
  permission_type: children.length ? 2 : 3,
  parent_id: parent,
  children,
});
const tree = [node(1, 0), node(6, 0, [node(61, 6), node(62, 6), node(63, 6, [node(631, 63)])])];
const sys = tree[1] as PermissionNode;

describe('ticking the permission tree', () => {
  it('ticks and unticks a node with its descendants', () => {
    const on = toggled(new Set(), sys, true);
    expect([...on].sort()).toEqual([6, 61, 62, 63, 631]);
    expect(tickState(sys, on)).toBe('checked');
    const off = toggled(on, sys.children?.[2] as PermissionNode, false);
    expect([...off].sort()).toEqual([6, 61, 62]);
    expect(tickState(sys, off)).toBe('indeterminate');
    expect(tickState(sys, toggled(off, sys, false))).toBe('unchecked');
  });

  it('saves the ticked nodes with their ancestors, in tree order, and null for nothing', () => {
    expect(idsToSave(tree, new Set([631, 1]))).toEqual([1, 6, 63, 631]);
    expect(idsToSave(tree, new Set())).toBeNull();
  });

  it('reads saved ids, dropping unknown ones', () => {
    const t = ticksOf(tree, [1, 61, 999]);
    expect([...t]).toEqual([1, 61]);
    expect(ticksOf(tree, null).size).toBe(0);
    expect(sameTicks(t, new Set([61, 1]))).toBe(true);
    expect(sameTicks(t, new Set([61]))).toBe(false);
  });
});

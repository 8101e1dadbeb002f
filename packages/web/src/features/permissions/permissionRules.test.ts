import { describe, expect, it } from 'vitest';
import bundle from '@exam/sdk/bundle';
import { SORT_MAX, canDrop, dropPlace, filterTree, formValues, permissionFormSchema, saveBody, sortedTree, type PermissionNode } from './permissionRules';

const n = (id: number, name: string, type: 1 | 2 | 3, parent: number, children: PermissionNode[] = []): PermissionNode => ({
  permission_id: id,
  permission_name: name,
  permission_type: type,
  parent_id: parent,
  sort_number: 1,
  children,
});
const tree = [n(6, '系统管理', 2, 0, [n(61, '权限管理', 3, 6, [n(611, '保存权限', 1, 61)]), n(67, '缓存监控', 3, 6)]), n(1, '首页', 3, 0)];
const errors = (v: Partial<ReturnType<typeof formValues>>) =>
  permissionFormSchema.safeParse({ hasChildren: false, name: 'x', type: '3', link: '/x', sort: '1', parent: '0', scope: 'none', ...v }).error?.issues.map((i) => i.message) ?? [];

describe('the permission form', () => {
  it('gives the spec’s messages', () => {
    expect(errors({ name: ' ' })).toEqual(['请填写权限名称']);
    expect(errors({ name: 'x'.repeat(256) })).toEqual(['权限名称不能超过255个字符']);
    expect(errors({ type: null })).toEqual(['请选择权限类型']);
    expect(errors({ sort: '' })).toEqual(['请填写排序']);
    expect(errors({ sort: '1.5' })).toEqual(['必须是整数']);
    expect(errors({ sort: '-1' })).toEqual(['必须是整数']);
    expect(errors({ link: '' })).toEqual(['请填写权限地址']);
    expect(errors({ link: '', type: '2' })).toEqual([]);
    expect(errors({ link: '/'.repeat(256) })).toEqual(['权限地址不能超过255个字符']);
  });

  it('limits 排序 to the contract’s maximum (9999 until the contract states one)', () => {
    const sort = (bundle.components.schemas.SavePermissionRequest.properties.sort as { maximum?: number }).maximum;
    expect(SORT_MAX).toBe(sort ?? 9999);
    expect(errors({ sort: String(SORT_MAX) })).toEqual([]);
    expect(errors({ sort: String(SORT_MAX + 1) })).toEqual(['排序不能大于9999']);
    expect(errors({ sort: '99999999999999999999' })).toEqual(['排序不能大于9999']);
  });

  it('does not make a node with children a function (its branch would leave every menu)', () => {
    expect(errors({ type: '1', hasChildren: true })).toEqual(['有下级的权限不能设为功能']);
    expect(errors({ type: '1', hasChildren: false })).toEqual([]);
    expect(errors({ type: '2', hasChildren: true })).toEqual([]);
    expect(formValues(tree[0], 0, 1).hasChildren).toBe(true);
  });

  it('sends a directory without a link, and the chosen parent and scope', () => {
    expect(saveBody({ hasChildren: false, name: ' 目录 ', type: '2', link: '/left', sort: '3', parent: '6', scope: 'none' }, null)).toEqual({
      permissionid: null,
      permissionname: '目录',
      type: 2,
      link: null,
      sort: 3,
      parentid: 6,
      data_scope: null,
    });
    expect(saveBody({ ...formValues(tree[0]?.children?.[1], 0, 1), scope: '2' }, 67)).toMatchObject({ permissionid: 67, type: 3, parentid: 6, data_scope: 2 });
  });
});

describe('the permission tree', () => {
  it('shows every level in menu order: sort number, then id', () => {
    const moved = [n(2, 'b', 3, 0), { ...n(1, 'a', 2, 0, [{ ...n(12, 'a2', 3, 1), sort_number: 0 }, n(11, 'a1', 3, 1)]), sort_number: 5 }];
    expect(sortedTree(moved).map((r) => [r.permission_name, r.children?.map((c) => c.permission_name)])).toEqual([['b', []], ['a', ['a2', 'a1']]]);
  });

  it('filters by name, keeping ancestors', () => {
    expect(filterTree(tree, '保存').map((r) => [r.permission_name, r.children?.map((c) => c.permission_name)])).toEqual([['系统管理', ['权限管理']]]);
    expect(filterTree(tree, ' ')).toHaveLength(2);
    expect(filterTree(tree, '无此项')).toEqual([]);
  });

  it('places drops by height and refuses drops on itself, its descendants or into a function', () => {
    expect(dropPlace(2, 32)).toBe('before');
    expect(dropPlace(16, 32)).toBe('inner');
    expect(dropPlace(30, 32)).toBe('after');
    const sys = tree[0] as PermissionNode;
    const perm = sys.children?.[0] as PermissionNode;
    const fn = perm.children?.[0] as PermissionNode;
    expect(canDrop(sys, perm, 'inner')).toBe(false);
    expect(canDrop(sys, sys, 'after')).toBe(false);
    expect(canDrop(tree[1] as PermissionNode, fn, 'inner')).toBe(false);
    expect(canDrop(tree[1] as PermissionNode, fn, 'after')).toBe(true);
    expect(canDrop(tree[1] as PermissionNode, sys, 'inner')).toBe(true);
  });
});

// System management, the permission tree (spec 3 §2.7, §4.7, §5 "System management", §7.6): load, drag, move
// up/down, delete with its children, add and edit.
import type { components } from '@exam/sdk';
import type { Store } from '../store.ts';
import { fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { typedNames } from './shared.ts';

type S = components['schemas'];
type Node = S['PermissionTreeNode'] & { children?: Node[] };

/** The sibling list holding a permission, and its index there. */
function locate(nodes: Node[], id: number): { list: Node[]; index: number; node: Node } | undefined {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i] as Node;
    if (node.permission_id === id) return { list: nodes, index: i, node };
    const hit = locate(node.children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}

function ids(node: Node): number[] {
  return [node.permission_id, ...(node.children ?? []).flatMap(ids)];
}

function renumber(list: Node[], parentId: number): void {
  list.forEach((n, i) => {
    n.sort_number = i + 1;
    n.parent_id = parentId;
  });
}

const parentOf = (store: Store, list: Node[]): number => {
  const tree = store.data.permissionTree as Node[];
  if (list === tree) return 0;
  const walk = (nodes: Node[]): number | undefined => {
    for (const n of nodes) {
      if (n.children === list) return n.permission_id;
      const hit = walk(n.children ?? []);
      if (hit !== undefined) return hit;
    }
    return undefined;
  };
  return walk(tree) ?? 0;
};

function move(store: Store, id: number, by: -1 | 1): string | undefined {
  const at = locate(store.data.permissionTree as Node[], id);
  if (!at) return '权限不存在';
  const other = at.index + by;
  if (other < 0) return '已经是第一个';
  if (other >= at.list.length) return '已经是最后一个';
  [at.list[at.index], at.list[other]] = [at.list[other] as Node, at.node];
  renumber(at.list, parentOf(store, at.list));
  return undefined;
}

const INTO_FUNCTION = '不能将权限移动到功能节点下';
/** The largest 排序 (x-inferred in the contract; the form's bound too). */
const SORT_MAX = 9999;

/** Every node of the tree, depth first. */
export function flatten(nodes: Node[]): Node[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

function maxId(nodes: Node[]): number {
  return Math.max(0, ...nodes.map((n) => Math.max(n.permission_id, maxId(n.children ?? []))));
}

export const permissionTreeHandlers: Handlers = {
  loadallpermission({ store }) {
    return ok(store.data.permissionTree);
  },
  changepermission({ body, store }) {
    const tree = store.data.permissionTree as Node[];
    const src = locate(tree, body.srcid);
    if (!src || !locate(tree, body.tgtid)) return fail('权限不存在');
    if (ids(src.node).includes(body.tgtid)) return fail('不能移动到自己的下级');
    src.list.splice(src.index, 1);
    renumber(src.list, parentOf(store, src.list));
    const tgt = locate(tree, body.tgtid);
    if (!tgt) return fail('权限不存在');
    if (body.type === 'inner') {
      if (tgt.node.permission_type === 1) {
        // Put back where it was, then refuse.
        src.list.splice(src.index, 0, src.node);
        renumber(src.list, parentOf(store, src.list));
        return fail(INTO_FUNCTION);
      }
      const children = (tgt.node.children ??= []);
      children.push(src.node);
      renumber(children, tgt.node.permission_id);
    } else {
      tgt.list.splice(body.type === 'before' ? tgt.index : tgt.index + 1, 0, src.node);
      renumber(tgt.list, parentOf(store, tgt.list));
    }
    return ok('移动成功');
  },
  moveuppermission({ body, store }) {
    const problem = move(store, body.permissionid, -1);
    return problem ? fail(problem) : ok('上移成功');
  },
  movedownpermission({ body, store }) {
    const problem = move(store, body.permissionid, 1);
    return problem ? fail(problem) : ok('下移成功');
  },
  delpermission({ body, store }) {
    const at = locate(store.data.permissionTree as Node[], body.permissionid);
    if (!at) return fail('权限不存在');
    const gone = new Set(ids(at.node));
    at.list.splice(at.index, 1);
    renumber(at.list, parentOf(store, at.list));
    for (const [type, list] of store.data.userTypePermissions) store.data.userTypePermissions.set(type, list.filter((id) => !gone.has(id)));
    for (const tag of store.data.staff.userTags) if (tag.permission_ids) tag.permission_ids = tag.permission_ids.filter((id) => !gone.has(id));
    return ok('删除成功');
  },
  savepermission({ body, store }) {
    const tree = store.data.permissionTree as Node[];
    const parent = body.parentid === 0 ? undefined : locate(tree, body.parentid);
    if (body.parentid !== 0 && !parent) return fail('上级权限不存在');
    if (parent?.node.permission_type === 1) return fail(INTO_FUNCTION);
    const names = typedNames({ permissionname: [body.permissionname, '请填写权限名称'] });
    if ('error' in names) return fail(names.error);
    // A directory has no address, whatever is sent.
    const link = body.type === 2 ? null : (body.link ?? '').trim();
    if (body.type !== 2 && !link) return fail('请填写权限地址');
    if (link && flatten(tree).some((n) => n.permission_url === link && n.permission_id !== body.permissionid)) return fail('权限地址已存在');
    if (body.sort > SORT_MAX) return fail('排序不能大于9999');
    const fields = { permission_name: names.permissionname, permission_type: body.type, permission_url: link, sort_number: body.sort };
    if (body.permissionid != null) {
      const at = locate(tree, body.permissionid);
      if (!at) return fail('权限不存在');
      if (ids(at.node).includes(body.parentid)) return fail('不能移动到自己的下级');
      if (body.type === 1 && (at.node.children?.length ?? 0) > 0) return fail('有下级的权限不能设为功能');
      Object.assign(at.node, fields);
      if (body.data_scope == null) delete at.node.data_scope;
      else at.node.data_scope = body.data_scope;
      // Another parent moves the node there, last among its new siblings.
      if (at.node.parent_id !== body.parentid) {
        at.list.splice(at.index, 1);
        renumber(at.list, parentOf(store, at.list));
        const siblings = parent ? (parent.node.children ??= []) : tree;
        siblings.push(at.node);
        renumber(siblings, body.parentid);
      }
      return ok('保存成功');
    }
    const list = parent ? (parent.node.children ??= []) : tree;
    const node: Node = { permission_id: store.nextId('permission', maxId(tree)), parent_id: body.parentid, ...fields, ...(body.data_scope != null ? { data_scope: body.data_scope } : {}) };
    const index = list.findIndex((n) => (n.sort_number ?? 0) > body.sort);
    list.splice(index < 0 ? list.length : index, 0, node);
    return ok('保存成功');
  },
};

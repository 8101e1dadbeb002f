// Ticking the permission tree (spec 3 §2.7, §4.7): ticking a node ticks its descendants and unticking unticks them;
// a node is shown ticked when it and all its descendants are, partly ticked when some are. What is saved is every
// ticked node and the ancestors of each (a page shows in the menu only with its directories), or null when nothing
// is ticked (§4.7).
import type { Schemas } from '@exam/sdk';

export type PermissionNode = Schemas['PermissionItem'] & { children?: PermissionNode[] };
export type TickState = 'checked' | 'indeterminate' | 'unchecked';

export function descendants(node: PermissionNode): number[] {
  return (node.children ?? []).flatMap((c) => [c.permission_id, ...descendants(c)]);
}

export function toggled(ticked: ReadonlySet<number>, node: PermissionNode, on: boolean): Set<number> {
  const next = new Set(ticked);
  for (const id of [node.permission_id, ...descendants(node)]) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

export function tickState(node: PermissionNode, ticked: ReadonlySet<number>): TickState {
  const all = [node.permission_id, ...descendants(node)];
  const count = all.filter((id) => ticked.has(id)).length;
  return count === 0 ? 'unchecked' : count === all.length ? 'checked' : 'indeterminate';
}

/** The ids to save: the ticked nodes with their ancestors, in tree order; null when nothing is ticked. */
export function idsToSave(tree: readonly PermissionNode[], ticked: ReadonlySet<number>): number[] | null {
  const out: number[] = [];
  const walk = (nodes: readonly PermissionNode[]): boolean => {
    let any = false;
    for (const n of nodes) {
      const below = walk(n.children ?? []);
      if (below || ticked.has(n.permission_id)) {
        out.push(n.permission_id);
        any = true;
      }
    }
    return any;
  };
  walk(tree);
  if (out.length === 0) return null;
  const order = new Map<number, number>();
  const index = (nodes: readonly PermissionNode[]) => nodes.forEach((n) => (order.set(n.permission_id, order.size), index(n.children ?? [])));
  index(tree);
  return out.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
}

/** The ticks a saved list gives, dropping ids the tree does not have. */
export function ticksOf(tree: readonly PermissionNode[], ids: readonly number[] | null | undefined): Set<number> {
  const known = new Set<number>();
  const walk = (nodes: readonly PermissionNode[]) => nodes.forEach((n) => (known.add(n.permission_id), walk(n.children ?? [])));
  walk(tree);
  return new Set((ids ?? []).filter((id) => known.has(id)));
}

export const sameTicks = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((id) => b.has(id));

// The permission screen's rules (spec 3 §2.7, §4.7, §5 "System management"): the tree's helpers (find, flatten,
// filter by name with ancestors, always-open nodes 22 and 79, where a drop lands), and the form's checks and body.
import { z } from 'zod';
import type { Schemas } from '@exam/sdk';
import { PERMISSION_TEXTS as T } from './texts';

export type PermissionNode = Schemas['PermissionItem'] & { children?: PermissionNode[] };
export type DropPlace = Schemas['ChangePermissionRequest']['type'];

/** Nodes the tree keeps open (spec 3 §2.7). */
export const ALWAYS_OPEN: ReadonlySet<number> = new Set([22, 79]);
export const NAME_MAX = 255;
export const LINK_MAX = 255;
/**
 * The largest 排序 (SavePermissionRequest.sort's maximum in the contract; spec 3 §5 says only "integer digits", and
 * a number without limit was saved as 1e20, issue 29).
 */
export const SORT_MAX = 9999;

export function flatten(nodes: readonly PermissionNode[], depth = 0): { node: PermissionNode; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children ?? [], depth + 1)]);
}

/** The tree with every level in menu order (sort number, then id), as the header menu orders it (lib/permissions). */
export function sortedTree(nodes: readonly PermissionNode[]): PermissionNode[] {
  return [...nodes]
    .sort((a, b) => (a.sort_number ?? 0) - (b.sort_number ?? 0) || a.permission_id - b.permission_id)
    .map((node) => (node.children?.length ? { ...node, children: sortedTree(node.children) } : node));
}

export function findNode(nodes: readonly PermissionNode[], id: number): PermissionNode | undefined {
  return flatten(nodes).find((e) => e.node.permission_id === id)?.node;
}

/** The node and all below it. */
export const subtreeIds = (node: PermissionNode): number[] => [node.permission_id, ...(node.children ?? []).flatMap(subtreeIds)];

/** The tree cut to the nodes whose name contains `text`, with their ancestors (and a match's descendants). */
export function filterTree(nodes: readonly PermissionNode[], text: string): PermissionNode[] {
  const q = text.trim();
  if (!q) return [...nodes];
  return nodes.flatMap((node) => {
    if (node.permission_name.includes(q)) return [node];
    const kids = filterTree(node.children ?? [], q);
    return kids.length ? [{ ...node, children: kids }] : [];
  });
}

/** Where a drop over a row lands, by the pointer's height in it: top quarter before, bottom quarter after, else inside. */
export function dropPlace(offsetY: number, height: number): DropPlace {
  if (offsetY < height * 0.25) return 'before';
  if (offsetY > height * 0.75) return 'after';
  return 'inner';
}

/** Whether a node may be dropped there: not on itself or its own descendants, and nothing inside a function. */
export function canDrop(source: PermissionNode, target: PermissionNode, place: DropPlace): boolean {
  if (subtreeIds(source).includes(target.permission_id)) return false;
  return !(place === 'inner' && target.permission_type === 1);
}

export interface PermissionFormValues {
  /** Whether the node has children (a function, type 1, may not: its branch would leave every menu). */
  hasChildren: boolean;
  name: string;
  type: string | null;
  link: string;
  sort: string;
  parent: string;
  scope: string;
}

export const permissionFormSchema = z
  .object({
    hasChildren: z.boolean(),
    name: z.string().trim().min(1, T.nameRequired).max(NAME_MAX, T.nameTooLong),
    type: z.string().nullable().refine((v) => v !== null && v !== '', T.typeRequired),
    link: z.string().trim().max(LINK_MAX, T.linkTooLong),
    sort: z
      .string()
      .trim()
      .min(1, T.sortRequired)
      .regex(/^\d*$/, T.sortInteger)
      .refine((v) => Number(v) <= SORT_MAX, T.sortTooLarge),
    parent: z.string(),
    scope: z.string(),
  })
  .refine((v) => v.type === '2' || v.link.trim() !== '', { message: T.linkRequired, path: ['link'] })
  .refine((v) => v.type !== '1' || !v.hasChildren, { message: T.functionWithChildren, path: ['type'] });

export function formValues(node: PermissionNode | undefined, parentId: number, nextSort: number): PermissionFormValues {
  return {
    hasChildren: (node?.children?.length ?? 0) > 0,
    name: node?.permission_name ?? '',
    type: node ? String(node.permission_type) : null,
    link: node?.permission_url ?? '',
    sort: String(node?.sort_number ?? nextSort),
    parent: String(node?.parent_id ?? parentId),
    scope: node?.data_scope == null ? 'none' : String(node.data_scope),
  };
}

export function saveBody(values: PermissionFormValues, id: number | null): Schemas['SavePermissionRequest'] {
  const type = Number(values.type) as Schemas['PermissionType'];
  return {
    permissionid: id,
    permissionname: values.name.trim(),
    type,
    link: type === 2 ? null : values.link.trim(),
    sort: Number(values.sort.trim()),
    parentid: Number(values.parent),
    data_scope: values.scope === 'none' ? null : (Number(values.scope) as 1 | 2 | 3 | 4),
  };
}

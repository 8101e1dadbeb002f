// Page elements guarded by a permission are hidden unless the user's page list holds that permission url.
import type { Schemas } from '@exam/sdk';

type Page = Schemas['PermissionPage'];

export function hasPermission(pages: readonly Page[], url: string): boolean {
  return pages.some((p) => p.permission_url === url);
}

export const PERMISSION = {
  examManagement: '/exam/mgeexam',
  marking: '/marking',
} as const;

/** A permission page with the pages below it. */
export interface PageNode extends Page {
  children: PageNode[];
}

const bySort = (a: Page, b: Page) => (a.sort_number ?? 0) - (b.sort_number ?? 0) || a.permission_id - b.permission_id;

/**
 * The session's flat page list as a tree (by parent_id; a page whose parent is not held is a root), each level
 * ordered by sort number, then id.
 */
export function pageTree(pages: readonly Page[]): PageNode[] {
  const nodes = new Map<number, PageNode>(pages.map((p) => [p.permission_id, { ...p, children: [] }]));
  const roots: PageNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const sortAll = (list: PageNode[]): PageNode[] => {
    list.sort(bySort);
    for (const n of list) sortAll(n.children);
    return list;
  };
  return sortAll(roots);
}

/**
 * The types privileged in scanning and room work (spec 3 §6): they choose any school of an exam (school scan, room
 * management, the absence check) and theirs are the room arrangement and the room entry points; other users are
 * tied to their own school.
 */
export const PRIVILEGED_TYPES: readonly string[] = ['1', '2', '6'];
export const isPrivileged = (userType: string | undefined) => PRIVILEGED_TYPES.includes(userType ?? '');

// The exam card's dropdown menus (spec 1 §2 item 6, §6): 阅卷数据管理, 阅卷统计, 质量监控, 成绩管理 built from the
// user's permission tree (lib/permissions pageTree of the session's pages; the groups are the directory children
// of 考试管理), or for a marking teacher (type '4') from her permissions in that exam (otherInfo.perms). The score
// review item (成绩核查) is removed for users who are not type '1', the room pages for users not of types 1, 2 and 6. Every other exam page the user holds that has no
// button of its own goes into a '更多' menu, so each exam page can be reached from the card.
import type { Schemas } from '@exam/sdk';
import { isPrivileged, pageTree, type PageNode } from '../../lib/permissions';
import { EXAM_PAGE, LEGACY_TEMPLATE_URL, MARKING_TEACHER } from './examRules';
import type { ExamPerm } from './queries';

type Page = Schemas['PermissionPage'];

export const EXAM_MANAGEMENT_URL = '/exam/mgeexam';
export const SCORE_CHECK_URL = '/score/scoreCheck';
export const PLATFORM_TYPE = '1';
export const MORE_MENU = '更多';

/** One entry of the permission tree, whichever source it came from. */
export interface MenuNode {
  id: number;
  name: string;
  url: string | null;
  /** 1 function, 2 directory, 3 page. */
  type: number;
  sort: number;
  children: MenuNode[];
}

export interface ExamMenuItem {
  key: string;
  label: string;
  /** The permission url (e.g. /netview/markingProgress); normalizeMenuPath (lib/mainLink) gives the portal route. */
  url: string;
}

export interface ExamMenuGroup {
  key: string;
  label: string;
  items: ExamMenuItem[];
}

export interface ExamMenus {
  groups: ExamMenuGroup[];
  /** Pages without a button or group of their own. */
  more: ExamMenuItem[];
}

/** The room pages: their entry points are for the room-work types 1, 2 and 6 only (spec 3 §6). */
export const ROOM_PAGE_URLS: ReadonlySet<string> = new Set(['/exam/examroommge', '/exam/examroomdesign']);

/** Urls that have a button of their own on the card (never repeated in a menu). */
const OWN_BUTTON_URLS: ReadonlySet<string> = new Set([...Object.values(EXAM_PAGE), LEGACY_TEMPLATE_URL]);

/** A page of the session's page tree as a menu entry. */
function pageNode(page: PageNode): MenuNode {
  return {
    id: page.permission_id,
    name: page.permission_name ?? page.permission_url ?? '',
    url: page.permission_url || null,
    type: page.permission_type ?? 3,
    sort: page.sort_number ?? 0,
    children: page.children.map(pageNode),
  };
}

/** The entries under 考试管理 of the user's pages (its groups and pages). */
export function examNodesFromPages(pages: readonly Page[]): MenuNode[] {
  const root = pageTree(pages).find((n) => n.permission_url === EXAM_MANAGEMENT_URL);
  return root?.children.map(pageNode) ?? [];
}

/** A permission node of otherInfo.perms (children are described loosely below the second level). */
function permNode(raw: unknown, index: number): MenuNode | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const p = raw as Record<string, unknown>;
  const children = Array.isArray(p.children) ? p.children.map(permNode).filter((n): n is MenuNode => n !== undefined) : [];
  return {
    id: typeof p.permission_id === 'number' ? p.permission_id : -1 - index,
    name: typeof p.permission_name === 'string' ? p.permission_name : '',
    url: typeof p.permission_url === 'string' && p.permission_url ? p.permission_url : null,
    type: typeof p.permission_type === 'number' ? p.permission_type : children.length ? 2 : 3,
    sort: index,
    children,
  };
}

/** A marking teacher's entries in one exam (the server's order). */
export function examNodesFromPerms(perms: readonly ExamPerm[], examId: number): MenuNode[] {
  return perms
    .filter((p) => p.exam_id === examId)
    .map(permNode)
    .filter((n): n is MenuNode => n !== undefined);
}

/** The pages (type 3 with a url) of a subtree, depth first, the node itself first. */
function pagesOf(node: MenuNode): MenuNode[] {
  const own = node.type === 3 && node.url ? [node] : [];
  return [...own, ...node.children.flatMap(pagesOf)];
}

/** The dropdown groups and the '更多' pages of the given entries. */
export function buildExamMenus(nodes: readonly MenuNode[], userType: string | undefined): ExamMenus {
  const allowed = (n: MenuNode) =>
    n.url !== null && !OWN_BUTTON_URLS.has(n.url) && (userType === PLATFORM_TYPE || n.url !== SCORE_CHECK_URL) && (isPrivileged(userType) || !ROOM_PAGE_URLS.has(n.url));
  const item = (n: MenuNode): ExamMenuItem => ({ key: String(n.id), label: n.name, url: n.url ?? '' });
  const seen = new Set<string>();
  const unique = (n: MenuNode) => {
    if (seen.has(n.url ?? '')) return false;
    seen.add(n.url ?? '');
    return true;
  };
  const groups: ExamMenuGroup[] = [];
  const more: ExamMenuItem[] = [];
  for (const node of nodes) {
    if (node.type === 1) continue;
    if (node.type === 2) {
      const items = node.children.flatMap(pagesOf).filter(allowed).filter(unique).map(item);
      if (items.length) groups.push({ key: String(node.id), label: node.name, items });
    } else {
      more.push(...pagesOf(node).filter(allowed).filter(unique).map(item));
    }
  }
  return { groups, more };
}

/** The card's menus for the signed-in role: from the pages, or from the exam's permissions for type '4'. */
export function examMenus(viewer: { userType: string | undefined; pages: readonly Page[]; perms: readonly ExamPerm[] }, examId: number): ExamMenus {
  const nodes = viewer.userType === MARKING_TEACHER ? examNodesFromPerms(viewer.perms, examId) : examNodesFromPages(viewer.pages);
  return buildExamMenus(nodes, viewer.userType);
}

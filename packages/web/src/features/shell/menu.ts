// The header menu, built from the current role's permission pages (spec 1 §2 "Shell and navigation").
import type { Schemas } from '@exam/sdk';
import { mayOpen } from '../../lib/access';
import { HOME_PATH, normalizeMenuPath } from '../../lib/mainLink';
import { pageTree, type PageNode } from '../../lib/permissions';

export { HOME_PATH, mainLink as menuLink, normalizeMenuPath } from '../../lib/mainLink';

type Page = Schemas['PermissionPage'];

export type MenuIconName = 'home' | 'analysis' | 'info' | 'system' | 'exam' | 'marking' | 'folder' | 'page';

export interface MenuItem {
  key: string;
  label: string;
  /** Portal route; absent for a directory. */
  path?: string;
  /** The entries below it, opened as a (nested) menu; directories inside directories nest. */
  children: MenuItem[];
  icon: MenuIconName;
  color: string;
}

const EXAM_URL = '/exam/mgeexam';
const MARKING_URL = '/marking';

/** Icon and colour by the entry's Chinese name. */
const HOME_VISUAL = { icon: 'home', color: 'blue' } as const;
const VISUALS: Record<string, { icon: MenuIconName; color: string }> = {
  首页: HOME_VISUAL,
  成绩分析: { icon: 'analysis', color: 'teal' },
  信息管理: { icon: 'info', color: 'violet' },
  系统管理: { icon: 'system', color: 'gray' },
  考试管理: { icon: 'exam', color: 'orange' },
  教师阅卷: { icon: 'marking', color: 'green' },
};

const isScanInterface = (p: Page) => (p.permission_name ?? '').includes('扫描接口') || (p.permission_url ?? '').startsWith('/scannerApi');
const isHome = (p: Page) => p.permission_url === '/cardMenu';

/** Whether a menu entry leads somewhere: a page the role may open, or a directory with such an entry below. */
const leadsSomewhere = (item: MenuItem) => item.path !== undefined || item.children.length > 0;

/**
 * A permission node as a menu entry, with the entries below it (functions, type 1, are never entries). A page the
 * role may not open (lib/access) is no entry; a directory with no entry left below it is none either.
 */
function toItem(page: PageNode, pages: readonly Page[], userType: string): MenuItem {
  const label = page.permission_name ?? page.permission_url ?? '';
  const children = page.children
    .filter((p) => p.permission_type !== 1)
    .map((p) => toItem(p, pages, userType))
    .filter(leadsSomewhere);
  const visual = VISUALS[label] ?? { icon: children.length ? 'folder' : 'page', color: 'indigo' };
  const path = page.permission_url ? normalizeMenuPath(page.permission_url) : undefined;
  return {
    key: String(page.permission_id),
    label,
    path: path !== undefined && mayOpen(pages, userType, path) ? path : undefined,
    children,
    ...visual,
  };
}

/**
 * Home first, then the generic permission tree (directories with their pages, nested as deep as the tree), then
 * exam management and teacher marking as plain entries. Exam management, teacher marking and the scan-interface
 * entry are left out of the generic tree; functions (type 1) are never menu entries; neither is a page the user type
 * may not open (lib/access: the room arrangement's types).
 */
export function buildHeaderMenu(pages: readonly Page[], userType: string): MenuItem[] {
  const roots = pageTree(pages);
  const special = (url: string) => roots.find((p) => p.permission_url === url);
  const generic = roots
    .filter((p) => !isHome(p) && !isScanInterface(p) && p.permission_type !== 1)
    .filter((p) => p.permission_url !== EXAM_URL && p.permission_url !== MARKING_URL)
    .map((p) => toItem(p, pages, userType))
    .filter(leadsSomewhere);
  const home: MenuItem = { key: 'home', label: '首页', path: HOME_PATH, children: [], ...HOME_VISUAL };
  const tail = [special(EXAM_URL), special(MARKING_URL)]
    .filter((p): p is PageNode => p !== undefined)
    .map((p) => ({ ...toItem(p, pages, userType), children: [] }))
    .filter(leadsSomewhere);
  return [home, ...generic, ...tail];
}

/** The first two path segments an entry's pages live under (e.g. /main/info for 信息管理). */
function sectionOf(item: MenuItem): string | undefined {
  const path = item.path ?? item.children.find((c) => c.path)?.path;
  return path?.split('/').slice(0, 3).join('/');
}

/**
 * Which top entry the current route highlights: a route containing /exam highlights exam management and one
 * containing /marking highlights teacher marking (when those entries exist); otherwise the entry whose section
 * (/main/analysis, /main/info, /main/sys, …) prefixes the route.
 */
export function activeMenuKey(pathname: string, menu: readonly MenuItem[]): string | undefined {
  const byPath = (path: string) => menu.find((m) => m.path === path)?.key;
  if (pathname.includes('/exam')) {
    const exam = byPath('/main/exam');
    if (exam) return exam;
  }
  if (pathname.includes('/marking')) {
    const marking = byPath('/main/marking');
    if (marking) return marking;
  }
  return menu.find((m) => {
    const section = sectionOf(m);
    return section !== undefined && (pathname === section || pathname.startsWith(`${section}/`));
  })?.key;
}

/** Space between the entries (px). */
export const ENTRY_GAP = 4;

/**
 * How many entries fit in `available` px, given each entry's width and the width of the 更多 button that holds the
 * rest: all of them when they fit without it, else as many as fit beside it (possibly none).
 */
export function entriesThatFit(widths: readonly number[], moreWidth: number, available: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0) + ENTRY_GAP * Math.max(widths.length - 1, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    if (used + ENTRY_GAP + w > available) break;
    used += ENTRY_GAP + w;
    count += 1;
  }
  return count;
}

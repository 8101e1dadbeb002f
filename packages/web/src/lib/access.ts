// Which /main route a signed-in user may open (issue 29): the permission pages of the session (userinfo.pages, the
// same list that builds the header menu, spec 3 §2.2, §6) decide, route by route, in the one table below. A route the
// user may not open shows 无权访问此页面 inside the shell (AppLayout), and no menu entry leads to it (menu.ts).
//
// Decisions where the spec is silent ("route guards … not shown", spec 1 §6):
// - free for every signed-in user: the home card menu (and /main itself, which goes there), and the addresses this
//   version has no page for yet (/main/$: they show nothing but 页面暂未开放);
// - every other route needs the permission page of its own url (the permission tree's, e.g. /sys/permission for
//   /main/sys/permission); the exam list needs /exam/mgeexam and teacher marking /marking, as their home cards do;
// - the room arrangement is also limited to the user types 1, 2 and 6 (spec 3 §2.4, §6), whatever pages are held;
// - a marking teacher (type 4) who may open the exam list reaches the scanner view through a per-exam grant (spec 1
//   §6: the scan button shows for the subjects her scanner-login permission covers), which the screen and the server
//   check, so that route asks her for the exam list page only.
import type { FileRoutesByFullPath } from '../routeTree.gen';
import type { Schemas } from '@exam/sdk';
import { hasPermission } from './permissions';

type Page = Schemas['PermissionPage'];

export interface RouteAccess {
  /** The permission page (its url in the permission tree) the route needs; none: every signed-in user. */
  page?: string;
  /** Only these user types, even with the page. */
  types?: readonly string[];
  /** A marking teacher holding this page instead (with her per-exam grants, checked by the screen). */
  examGrantPage?: string;
}

type TrimSlash<P extends string> = P extends `${infer H}/` ? H : P;
/** Every /main route of the router (a new route without an entry here fails the typecheck). */
export type MainRoute = Exclude<TrimSlash<Extract<keyof FileRoutesByFullPath, `/main/${string}`>>, '/main/$' | '/main'>;

const FREE: RouteAccess = {};
const page = (url: string, more: Omit<RouteAccess, 'page'> = {}): RouteAccess => ({ page: url, ...more });

export const ROUTE_ACCESS: Readonly<Record<MainRoute, RouteAccess>> = {
  '/main/cardMenu': FREE,
  '/main/marking': page('/marking'),
  '/main/exam': page('/exam/mgeexam'),
  '/main/exam/mgeexamstudent': page('/exam/mgeexamstudent'),
  '/main/exam/exampermission': page('/exam/exampermission'),
  '/main/exam/viewDataAnalyseAndCheck': page('/exam/viewDataAnalyseAndCheck'),
  '/main/exam/newmgeexamsubjectpapers': page('/exam/newmgeexamsubjectpapers'),
  '/main/exam/mgeexamsubjectpapers': page('/exam/mgeexamsubjectpapers'),
  '/main/exam/question-info-paper': page('/exam/question-info-paper'),
  '/main/exam/subquestionanswer': page('/exam/subquestionanswer'),
  '/main/exam/subquestionconfig': page('/exam/subquestionconfig'),
  '/main/exam/mgeexamteacher': page('/exam/mgeexamteacher'),
  '/main/exam/mgeexamscan': page('/exam/mgeexamscan'),
  '/main/exam/scanView': page('/exam/scanView', { examGrantPage: '/exam/mgeexam' }),
  '/main/exam/examupload': page('/exam/examupload'),
  '/main/exam/absentstudentmge': page('/exam/absentstudentmge'),
  '/main/exam/examroommge': page('/exam/examroommge'),
  '/main/exam/examroomdesign': page('/exam/examroomdesign', { types: ['1', '2', '6'] }),
  '/main/info/eduunit': page('/info/eduunit'),
  '/main/info/mgeunit': page('/info/mgeunit'),
  '/main/info/mgeuser': page('/info/mgeuser'),
  '/main/info/teauser': page('/info/teauser'),
  '/main/info/student': page('/info/student'),
  '/main/sys/permission': page('/sys/permission'),
  '/main/sys/usertypeassgin': page('/sys/usertypeassgin'),
  '/main/sys/usertagassgin': page('/sys/usertagassgin'),
  '/main/sys/tag': page('/sys/tag'),
  '/main/sys/log': page('/sys/log'),
  '/main/sys/loginlog': page('/sys/loginlog'),
  '/main/sys/redismanager': page('/sys/redismanager'),
  '/main/sys/TestPage': page('/sys/TestPage'),
};

const MARKING_TEACHER = '4';

/** The rule of a portal path (a route of the table, else free: home, /main, the addresses without a page yet). */
export function routeAccess(pathname: string): RouteAccess {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (ROUTE_ACCESS as Readonly<Record<string, RouteAccess>>)[path] ?? FREE;
}

/** Whether a role (its permission pages and user type) may open the portal path. */
export function mayOpen(pages: readonly Page[], userType: string, pathname: string): boolean {
  const rule = routeAccess(pathname);
  if (rule.types && !rule.types.includes(userType)) return false;
  if (!rule.page || hasPermission(pages, rule.page)) return true;
  return rule.examGrantPage !== undefined && userType === MARKING_TEACHER && hasPermission(pages, rule.examGrantPage);
}

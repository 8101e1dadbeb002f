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
// - a marking teacher (type 4) reaches the exam list through her per-exam, per-subject grants (spec 1 §6: her exam
//   menus and her scan button come from them);
// - an exam sub-page a user's type does not give him may be his in one exam (分配权限, or as the exam's creator or
//   administrator, spec 3 §6): whoever may reach the exam list passes the shell, and the page's frame (ExamPage)
//   asks the server which pages he holds in the chosen exam (myExamPages) and shows 无权访问此页面 when this one is
//   not among them.
import type { FileRoutesByFullPath } from '../routeTree.gen';
import type { Schemas } from '@exam/sdk';
import { hasPermission } from './permissions';

type Page = Schemas['PermissionPage'];

export interface RouteAccess {
  /** The permission page (its url in the permission tree) the route needs; none: every signed-in user. */
  page?: string;
  /** Only these user types, even with the page. */
  types?: readonly string[];
  /** An exam page: may be held in one exam only (分配权限, the exam's creator and administrators); ExamPage decides. */
  perExam?: boolean;
}

type TrimSlash<P extends string> = P extends `${infer H}/` ? H : P;
/** Every /main route of the router (a new route without an entry here fails the typecheck). */
export type MainRoute = Exclude<TrimSlash<Extract<keyof FileRoutesByFullPath, `/main/${string}`>>, '/main/$' | '/main'>;

const MARKING_TEACHER = '4';
/** The exam list's page (考试管理). */
const EXAM_LIST_PAGE = '/exam/mgeexam';
const FREE: RouteAccess = {};
const page = (url: string, more: Omit<RouteAccess, 'page'> = {}): RouteAccess => ({ page: url, ...more });
const examPage = (url: string): RouteAccess => page(url, { perExam: true });

export const ROUTE_ACCESS: Readonly<Record<MainRoute, RouteAccess>> = {
  '/main/cardMenu': FREE,
  '/main/marking': page('/marking'),
  '/main/exam': examPage(EXAM_LIST_PAGE),
  '/main/exam/mgeexamstudent': examPage('/exam/mgeexamstudent'),
  '/main/exam/exampermission': examPage('/exam/exampermission'),
  '/main/exam/viewDataAnalyseAndCheck': examPage('/exam/viewDataAnalyseAndCheck'),
  '/main/exam/newmgeexamsubjectpapers': examPage('/exam/newmgeexamsubjectpapers'),
  '/main/exam/mgeexamsubjectpapers': examPage('/exam/mgeexamsubjectpapers'),
  '/main/exam/question-info-paper': examPage('/exam/question-info-paper'),
  '/main/exam/subquestionanswer': examPage('/exam/subquestionanswer'),
  '/main/exam/subquestionconfig': examPage('/exam/subquestionconfig'),
  '/main/exam/mgeexamteacher': examPage('/exam/mgeexamteacher'),
  '/main/exam/mgeexamscan': examPage('/exam/mgeexamscan'),
  '/main/exam/scanView': examPage('/exam/scanView'),
  '/main/exam/examupload': examPage('/exam/examupload'),
  '/main/exam/absentstudentmge': examPage('/exam/absentstudentmge'),
  '/main/exam/examroommge': examPage('/exam/examroommge'),
  '/main/exam/examroomdesign': page('/exam/examroomdesign', { types: ['1', '2', '6'] }),
  // >>> marking-monitor
  '/main/statistics/markingProgress': examPage('/statistics/markingProgress'),
  '/main/netview/bufferManage': examPage('/netview/bufferManage'),
  '/main/netview/exceptionPaperManage': examPage('/netview/exceptionPaperManage'),
  '/main/netview/exceptionPaperInit': examPage('/netview/exceptionPaperInit'),
  '/main/netview/inspectFinished': examPage('/netview/inspectFinished'),
  '/main/statistics/questionGroupWorkload': examPage('/statistics/questionGroupWorkload'),
  '/main/statistics/userWorkload': examPage('/statistics/userWorkload'),
  '/main/netview/datamge': examPage('/netview/datamge'),
  '/main/statistics/userAllocateAdvice': examPage('/statistics/userAllocateAdvice'),
  // <<< marking-monitor
  // >>> marking-quality
  '/main/quality/qualityStatistics': examPage('/quality/qualityStatistics'),
  '/main/quality/reviewRate': examPage('/quality/reviewRate'),
  '/main/quality/markDistribution': examPage('/quality/markDistribution'),
  '/main/quality/selfGrade': examPage('/quality/selfGrade'),
  '/main/quality/userPaperAssessment': examPage('/quality/userPaperAssessment'),
  // <<< marking-quality
  // >>> marking-papers
  '/main/netview/standardPaperManage': examPage('/netview/standardPaperManage'),
  '/main/netview/samplePaperManage': examPage('/netview/samplePaperManage'),
  '/main/netview/studentQuestionManage': examPage('/netview/studentQuestionManage'),
  '/main/quality/standardGrade': examPage('/quality/standardGrade'),
  // <<< marking-papers
  // >>> scores
  '/main/score/scoreManage': examPage('/score/scoreManage'),
  '/main/score/scoreCheck': examPage('/score/scoreCheck'),
  '/main/score/twiceDealPaper': examPage('/score/twiceDealPaper'),
  '/main/score/objectiveCheck': examPage('/score/objectiveCheck'),
  '/main/score/objectiveCheckForSchool': examPage('/score/objectiveCheckForSchool'),
  '/main/analysis': page('/analysis'),
  '/main/analysis/analysisdetail': page('/analysis/analysisdetail'),
  '/main/analysis/commonReport/student-mark': page('/analysis/commonReport/student-mark'),
  '/main/analysis/commonReport/question-mark': page('/analysis/commonReport/question-mark'),
  '/main/analysis/commonReport/subject-comparison': page('/analysis/commonReport/subject-comparison'),
  '/main/analysis/commonReport/class-comparison': page('/analysis/commonReport/class-comparison'),
  '/main/analysis/commonReport/question-analysis': page('/analysis/commonReport/question-analysis'),
  // <<< scores
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
  // An exam page may be held in the exam chosen (ExamPage asks): for whoever may open the exam list to choose one.
  return rule.perExam === true && (userType === MARKING_TEACHER || hasPermission(pages, EXAM_LIST_PAGE));
}

/**
 * The permission page an exam page needs in the exam shown, when the user's own pages do not give it (then the
 * server's myExamPages for that exam decides); undefined when nothing more is needed.
 */
export function pageNeededInExam(pages: readonly Page[], pathname: string): string | undefined {
  const rule = routeAccess(pathname);
  return rule.perExam && rule.page && rule.page !== EXAM_LIST_PAGE && !hasPermission(pages, rule.page) ? rule.page : undefined;
}

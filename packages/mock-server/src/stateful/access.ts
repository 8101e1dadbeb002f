// The access model's check (openapi/access.yaml, generated into @exam/sdk as ACCESS), made once in the request
// dispatch (app.ts) before any handler runs: the permission pages the session holds (its user type's and its unit's
// tags'), the user types an operation allows, the data scope of the units a request names, and for the scanner calls
// the grant to scan the exam subject named. A refusal is the failure envelope with a text of ACCESS_REFUSALS.
import { ACCESS, ACCESS_REFUSALS } from '@exam/sdk';
import type { Access } from '@exam/sdk';
import { pagesFor } from './domains/login.ts';
import { maySubjectScan } from './domains/scan-setup.ts';
import { flatten } from './domains/permission-tree.ts';
import { grantKey } from './exam-permission-store.ts';
import { staffKey } from './staff-store.ts';
import type { Session, Store } from './store.ts';

/** Types that may work on any school (spec 3 §6: types 1, 2 and 6 choose any school in school-scan mode). */
const ANY_SCHOOL = ['1', '6'];
/** The scanner view's permission page. */
const SCAN_VIEW_PAGE = '/exam/scanView';
/** Request fields naming a unit (a school, a bureau) the call reads or writes. */
const UNIT_FIELDS = ['unit_id', 'unitid', 'unitId', 'school_id', 'schoolid', 'schoolId', 'exam_unit_id'];

export function accessOf(operationId: string): Access | undefined {
  return (ACCESS as Record<string, Access>)[operationId];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const urlsOf = (pages: ReturnType<typeof pagesFor>) => pages.flatMap((p) => (p.permission_url ? [p.permission_url] : []));

/**
 * The permission urls the session holds: userinfo.pages, and for a call naming an exam the pages granted to the user
 * in that exam (分配权限), the scanner view for its scan staff, and the creator's pages for the exam's administrators
 * and creator (spec 3 §6).
 */
export function pageUrls(store: Store, session: Session, examId?: number): Set<string> {
  const urls = new Set(urlsOf(pagesFor(store, session)));
  if (examId === undefined) return urls;
  const perms = store.data.examPermission;
  const granted = new Set((perms.grants.get(grantKey(examId, session.user_id)) ?? []).map((g) => g.permission_id));
  for (const node of flatten(store.data.permissionTree as Parameters<typeof flatten>[0])) if (granted.has(node.permission_id) && node.permission_url) urls.add(node.permission_url);
  // Scan staff of a subject of the exam (扫描人员) scan through the scanner view (spec 3 §6).
  const subjects = store.data.exams.get(examId)?.subjects ?? [];
  if (subjects.some((s) => (store.data.staff.scanners.get(staffKey(examId, s.subject_id)) ?? []).includes(session.user_id))) urls.add(SCAN_VIEW_PAGE);
  const creatorId = perms.creators.get(examId);
  const creator = creatorId === undefined ? undefined : store.data.accounts.get(creatorId);
  const role = creator?.roles[0];
  if (role && (creatorId === session.user_id || (perms.managers.get(examId) ?? []).includes(session.user_id))) {
    for (const url of urlsOf(pagesFor(store, role))) urls.add(url);
  }
  return urls;
}

/** The exam a request names, if any. */
function requestExam(body: unknown, query: URLSearchParams): number | undefined {
  const fields = isObject(body) ? body : {};
  for (const name of ['exam_id', 'examid', 'examId']) {
    const value = fields[name] ?? query.get(name);
    const id = Number(value ?? NaN);
    if (value !== null && value !== '' && Number.isInteger(id)) return id;
  }
  return undefined;
}

/** Whether a unit lies within the session's data scope: every unit for types 1 and 6, else its unit and those below. */
export function unitInScope(store: Store, session: Session, unitId: number): boolean {
  if (ANY_SCHOOL.includes(session.user_type)) return true;
  return store.subtree(session.unit_id).some((u) => u.unit_id === unitId);
}

/** The units a request names: its unit fields, and the units of the exam areas it names. */
function requestUnits(store: Store, body: unknown, query: URLSearchParams): number[] {
  const units: number[] = [];
  const fields = isObject(body) ? body : {};
  for (const name of UNIT_FIELDS) {
    const value = fields[name] ?? query.get(name);
    const id = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (Number.isInteger(id)) units.push(id);
  }
  const areaIds = [fields.area_id, ...(Array.isArray(fields.area_ids) ? fields.area_ids : [])].filter((v): v is number => typeof v === 'number');
  for (const id of areaIds) {
    const area = store.data.roomDesign.areas.get(id);
    if (area) units.push(area.unit_id);
  }
  return units;
}

/**
 * Whether the session may scan the exam subject a request names (a request naming none, or an exam or subject that
 * does not exist, is left to the handler, which answers 考试科目不存在).
 */
function mayScan(store: Store, session: Session, body: unknown, query: URLSearchParams): boolean {
  const examId = requestExam(body, query);
  const subjectId = Number((isObject(body) ? body.subject_id : undefined) ?? query.get('subject_id') ?? NaN);
  const exam = examId === undefined ? undefined : store.data.exams.get(examId);
  if (!exam || !exam.subjects.some((s) => s.subject_id === subjectId)) return true;
  return maySubjectScan(store, session, exam, subjectId);
}

/** Why the session may not make this call (the refusal's text), or undefined when it may. */
export function refusal(store: Store, session: Session, operationId: string, body: unknown, query: URLSearchParams): string | undefined {
  const access = accessOf(operationId);
  if (access === undefined) return ACCESS_REFUSALS.page;
  if (typeof access === 'string') return undefined;
  if ('grant' in access) {
    if (!mayScan(store, session, body, query)) return ACCESS_REFUSALS.grant;
  } else if ('pages' in access) {
    const held = pageUrls(store, session, requestExam(body, query));
    if (!access.pages.some((p) => held.has(p))) return ACCESS_REFUSALS.page;
    if (access.userTypes && !access.userTypes.includes(session.user_type)) return ACCESS_REFUSALS.userType;
  } else {
    return undefined;
  }
  if ((access.scope === 'school' || access.scope === 'unit') && requestUnits(store, body, query).some((id) => !unitInScope(store, session, id))) {
    return ACCESS_REFUSALS.scope;
  }
  return undefined;
}

// The user search of the permission screen (spec 2 §2.7, §3 "User search", §9): text search, role and school, and
// the filters the role brings: role 11 (class teacher) the class, role 5 (grade leader) the grade, role 7 (subject
// researcher) the subject, role 8 (subject teacher) the taught class; all roles the grade, subject and class name.
// Every filter defaults to -1; changing the role resets the others. 100 users a page.
import type { Schemas } from '@exam/sdk';

export type UserSearch = Schemas['PermissionUserSearch'];
export type FilterParams = Schemas['PermissionFilterParams'];
export type PermissionUser = Schemas['PermissionUser'];

export const USER_PAGE_SIZE = 100;
export const ALL = -1;

export interface UserFilters {
  role_id: number;
  school_id: number;
  class_id: number;
  grade_id: number;
  subject_id: number;
  subject_class_id: number;
  /** The all-roles class filter goes by class name ('-1' for all). */
  class_name: string;
}

export const NO_FILTERS: UserFilters = {
  role_id: ALL,
  school_id: ALL,
  class_id: ALL,
  grade_id: ALL,
  subject_id: ALL,
  subject_class_id: ALL,
  class_name: String(ALL),
};

/** The filters that depend on the role. */
export type RoleFilter = 'class_id' | 'grade_id' | 'subject_id' | 'subject_class_id' | 'class_name';

export const ROLE_FILTER_LABELS: Readonly<Record<RoleFilter, string>> = {
  class_id: '班级',
  grade_id: '年级',
  subject_id: '学科',
  subject_class_id: '任教班级',
  class_name: '班级',
};

/** Which extra filters a role shows. */
export function filtersForRole(role: number): RoleFilter[] {
  switch (role) {
    case ALL:
      return ['grade_id', 'subject_id', 'class_name'];
    case 11:
      return ['class_id'];
    case 5:
      return ['grade_id'];
    case 7:
      return ['subject_id'];
    case 8:
      return ['subject_class_id'];
    default:
      return [];
  }
}

/** Choosing a role resets every other filter. */
export const withRole = (role: number): UserFilters => ({ ...NO_FILTERS, role_id: role });

/** One page of the search, every filter the role does not show sent as -1. */
export function userSearch(examId: number, page: number, text: string, filters: UserFilters): UserSearch {
  const shown = new Set(filtersForRole(filters.role_id));
  const pick = (f: Exclude<RoleFilter, 'class_name'>) => (shown.has(f) ? filters[f] : ALL);
  return {
    page,
    pagesize: USER_PAGE_SIZE,
    exam_id: examId,
    search: text.trim(),
    role_id: filters.role_id,
    school_id: filters.school_id,
    class_id: pick('class_id'),
    class_name: shown.has('class_name') ? filters.class_name : String(ALL),
    grade_id: pick('grade_id'),
    subject_id: pick('subject_id'),
    subject_class_id: pick('subject_class_id'),
    all: ALL,
  };
}

/** The page after the loaded ones, or undefined when every page is loaded. */
export function nextPage(last: Schemas['PermissionUserPage'], loadedPages: number): number | undefined {
  const pages = last.totalpage ?? Math.ceil(last.totalrecords / USER_PAGE_SIZE);
  return loadedPages < pages ? loadedPages + 1 : undefined;
}

export interface Option {
  value: string;
  label: string;
}

/** Options unique by value; labels that repeat (the same grade name in two schools) get their id. */
function options(entries: readonly { value: string; label: string }[]): Option[] {
  const seen = new Map<string, Option>();
  for (const e of entries) if (!seen.has(e.value)) seen.set(e.value, e);
  const list = [...seen.values()];
  const count = new Map<string, number>();
  for (const o of list) count.set(o.label, (count.get(o.label) ?? 0) + 1);
  return list.map((o) => ((count.get(o.label) ?? 0) > 1 ? { value: o.value, label: `${o.label}（${o.value}）` } : o));
}

/** The choices of a role filter (without the 'all' entry). */
export function filterOptions(params: FilterParams | undefined, filter: RoleFilter, role: number): Option[] {
  const p = params ?? {};
  const classLeader = p.class_leader ?? [];
  const gradeLeader = p.grade_leader ?? [];
  const research = p.subject_research ?? [];
  const taught = p.subject_class ?? [];
  const allRoles = role === ALL;
  switch (filter) {
    case 'class_id':
      return options(classLeader.map((c) => ({ value: String(c.class_id), label: c.class_name })));
    case 'grade_id':
      return options([
        ...gradeLeader.map((g) => ({ value: String(g.grade_id), label: g.grade_name })),
        ...(allRoles
          ? [
              ...classLeader.flatMap((c) => (c.grade_id === undefined ? [] : [{ value: String(c.grade_id), label: c.grade ?? String(c.grade_id) }])),
              ...taught.map((c) => ({ value: String(c.grade_id), label: c.grade_name ?? String(c.grade_id) })),
            ]
          : []),
      ]).sort((a, b) => Number(a.value) - Number(b.value));
    case 'subject_id':
      return options([
        ...research.map((s) => ({ value: String(s.subject_id), label: s.subject_name })),
        ...(allRoles ? taught.map((c) => ({ value: String(c.subject_id), label: c.subject_name ?? String(c.subject_id) })) : []),
      ]).sort((a, b) => Number(a.value) - Number(b.value));
    case 'subject_class_id': {
      // One entry per class, with the subjects taught in it.
      const subjects = new Map<number, string[]>();
      for (const c of taught) subjects.set(c.class_id, [...(subjects.get(c.class_id) ?? []), c.subject_name ?? String(c.subject_id)]);
      return options(taught.map((c) => ({ value: String(c.class_id), label: `${c.class_name ?? c.class_id}（${(subjects.get(c.class_id) ?? []).join('、')}）` })));
    }
    case 'class_name': {
      // By grade, then class.
      const classes = [...classLeader.map((c) => ({ grade: c.grade_id ?? 0, id: c.class_id, name: c.class_name })), ...taught.map((c) => ({ grade: c.grade_id, id: c.class_id, name: c.class_name ?? '' }))];
      classes.sort((a, b) => a.grade - b.grade || a.id - b.id);
      return [...new Set(classes.map((c) => c.name).filter(Boolean))].map((n) => ({ value: n, label: n }));
    }
  }
}

/** What a listed user is besides the roles: the classes, grades, subjects they lead, research or teach. */
export function userDetails(u: PermissionUser): string {
  const parts: string[] = [];
  if (u.class_leader?.length) parts.push(`班主任：${u.class_leader.map((c) => c.class_name ?? '').join('、')}`);
  if (u.grade_leader?.length) parts.push(`年级组长：${u.grade_leader.map((g) => g.grade_name ?? '').join('、')}`);
  if (u.subject_research?.length) parts.push(`教研：${u.subject_research.map((s) => s.subject_name).join('、')}`);
  if (u.subject_class?.length) parts.push(`任教：${u.subject_class.map((c) => `${c.class_name ?? ''}${c.subject_name ?? ''}`).join('、')}`);
  return parts.join('；');
}

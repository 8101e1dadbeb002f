// Queries and calls of student management (spec 1 §7 "Students"; 15 per page with 15/30/50/100, §9).
import { queryOptions } from '@tanstack/react-query';
import { download, multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type StudentRow = Schemas['Student'];
export type StudentSave = Schemas['StudentSaveRequest'];
export type SchoolClass = Schemas['SchoolClass'];
export type ImportProgress = Schemas['StudentImportProgress'];

export const STUDENT_PAGE_SIZES = [15, 30, 50, 100] as const;
export const STUDENT_PAGE_SIZE = 15;
/** Progress polling interval of the student import (spec 1 §9). */
export const PROGRESS_INTERVAL_MS = 2000;


export type StudentListParams = Schemas['LoadStuRequest'];

export const studentKeys = {
  all: ['student'] as const,
  list: (p: StudentListParams) => ['student', 'list', p] as const,
  classes: (unitid: number, gradeId: number | null) => ['student', 'classes', unitid, gradeId] as const,
  grades: (unitid: number) => ['student', 'grades', unitid] as const,
};

export const studentUnitTreeQuery = queryOptions({
  queryKey: ['student', 'unitTree'],
  queryFn: () => unwrap(api.GET('/api/info/student/loadtreeeduunit', withoutLoading())),
});

export const studentListQuery = (p: StudentListParams) =>
  queryOptions({
    queryKey: studentKeys.list(p),
    queryFn: () => unwrap(api.POST('/api/info/student/loadstu', { body: p, ...withoutLoading() })),
  });

/** The grades of a school (with their classes). */
export const gradesQuery = (unitid: number) =>
  queryOptions({
    queryKey: studentKeys.grades(unitid),
    queryFn: () => unwrap(api.POST('/api/info/user/getUnitGradesAndClass', { body: { unit_id: unitid }, ...withoutLoading() })),
  });

/** The classes of a grade; a failure says '加载班级列表失败' (the screen shows it). */
export const classesQuery = (unitid: number, gradeId: number | null) =>
  queryOptions({
    queryKey: studentKeys.classes(unitid, gradeId),
    queryFn: () => unwrap(api.POST('/api/info/student/loadcla', { body: { unitid, grade_id: gradeId }, ...withoutLoading() })),
    meta: { localErrors: true },
  });

export const saveStudent = (body: StudentSave) => unwrap(api.POST('/api/info/student/savestu', { body }));
export const deleteStudent = (stunum: string) => unwrap(api.POST('/api/info/student/delstu', { body: { stunum } }));
export const batchDeleteStudents = (stuNumbers: string[], unitid: number) =>
  unwrap(api.POST('/api/info/student/batchDelStudent', { body: { stuNumbers, unitid } }));
export const saveClass = (body: Schemas['SaveClassRequest']) => unwrap(api.POST('/api/info/student/saveClass', { body }));
export const deleteClass = (class_id: number) => unwrap(api.POST('/api/info/student/delClass', { body: { class_id } }));
export const importStudents = (excelfile: File, unitid: number) =>
  unwrap(
    api.POST('/api/info/student/importstu', {
      body: { excelfile, unitid } as unknown as Schemas['ExcelImportRequest'],
      bodySerializer: multipartSerializer,
    }),
  );
export const fetchProgress = () => unwrap(api.GET('/api/info/student/getprogress', withoutLoading()));
export const downloadTemplate = () => download(api.GET('/api/info/student/downstuimporttemplate', { parseAs: 'blob', ...withoutLoading() }));

/** Where the import stands after a progress answer (spec 1 §4). */
export type ProgressOutcome = 'running' | 'finished' | 'ended' | 'exceptional';

export function progressOutcome(p: ImportProgress): ProgressOutcome {
  if (p.ISEXCEPTIONAL) return 'exceptional';
  if (p.TOTAL > 0 && p.NUM >= p.TOTAL) return 'finished';
  if (p.ISEND) return 'ended';
  return 'running';
}

/** The bar's percentage (0–100, whole). */
export function progressPercent(p: Pick<ImportProgress, 'NUM' | 'TOTAL'>): number {
  if (!p.TOTAL) return 0;
  return Math.min(100, Math.max(0, Math.round((p.NUM / p.TOTAL) * 100)));
}

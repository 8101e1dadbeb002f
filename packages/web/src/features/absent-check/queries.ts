// Queries and calls of the absence check: the list of a subject (absent-student/list, 10/20/50/100 a page, default 50
// like the not-scanned list, spec 3 §9), the rooms of the subject at a school (examroom/listExamRoomInfo), confirming
// absent or not absent, and the export of the filtered list.
import { queryOptions } from '@tanstack/react-query';
import { download, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type AbsentRow = Schemas['AbsentStudentRow'];
export type AbsentFilter = Schemas['AbsentFilter'];
export type AbsentListRequest = Schemas['AbsentListRequest'];
export type AbsentCounts = Schemas['AbsentCounts'];
export type AbsentReason = Schemas['AbsentReason'];
export type AbsentState = Schemas['AbsentState'];

export const ABSENT_PAGE_SIZES: readonly number[] = [10, 20, 50, 100];
export const ABSENT_PAGE_SIZE = 50;
/** Every room of a subject at a school in one page (the room filter's options). */
const ALL_ROOMS = 1000;

export const absentKeys = {
  /** Everything of one exam subject's absence check (invalidated after a confirmation). */
  subject: (examId: number, subjectId: number) => ['absent-check', examId, subjectId] as const,
  list: (p: AbsentListRequest) => ['absent-check', p.exam_id, p.subject_id, 'list', p] as const,
  rooms: (examId: number, subjectId: number, unitId: number) => ['absent-check', examId, subjectId, 'rooms', unitId] as const,
};

export const absentListQuery = (p: AbsentListRequest) =>
  queryOptions({
    queryKey: absentKeys.list(p),
    queryFn: () => unwrap(api.POST('/api/exam/absentstudentmge/list', { body: p, ...withoutLoading() })),
  });

/** The rooms of the subject at a school; a failure shows on the room filter. */
export const subjectRoomsQuery = (exam_id: number, subject_id: number, unit_id: number) =>
  queryOptions({
    queryKey: absentKeys.rooms(exam_id, subject_id, unit_id),
    queryFn: async () =>
      (await unwrap(api.POST('/api/examroom/listExamRoomInfo', { body: { exam_id, subject_id, unit_id, page: 1, pagesize: ALL_ROOMS }, ...withoutLoading() }))).datalist,
    meta: { localErrors: true },
    retry: false,
  });

/** The front page of a participant's saved sheet (base64 JPEG, examStudent/getStudentPaper); its failure is shown by the
 * dialog. */
export const sheetImageQuery = (exam_id: number, subject_id: number, student_id: string) =>
  queryOptions({
    queryKey: ['absent-check', exam_id, subject_id, 'sheet', student_id] as const,
    queryFn: () => unwrap(api.POST('/api/examStudent/getStudentPaper', { body: { exam_id, subject_id, student_id, page: 1 }, ...withoutLoading() })),
    meta: { localErrors: true },
    retry: false,
    gcTime: 60_000,
  });

export const confirmAbsence = (body: Schemas['AbsentConfirmRequest']) => unwrap(api.POST('/api/exam/absentstudentmge/confirm', { body }));

export const downloadAbsence = (body: AbsentFilter) =>
  download(api.POST('/api/exam/absentstudentmge/download', { body, parseAs: 'blob', ...withoutLoading() }));

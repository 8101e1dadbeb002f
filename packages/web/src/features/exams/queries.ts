// Queries and calls of the exam list (spec 1 §7 "Exam list"; 2 exams per page by default, §9).
import { queryOptions } from '@tanstack/react-query';
import { download, unwrap, unwrapEnvelope, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type ExamRow = Schemas['Exam'];
export type ExamListParams = Schemas['LoadExamRequest'];
export type ExamListResult = Schemas['ExamListResult'];
export type ExamSave = Schemas['ExamSaveRequest'];
export type ExamPerm = Schemas['ExamPermissionNode'];
export type ScanCount = Schemas['SubjectScanCount'];
export type ExamGrade = Schemas['ExamGrade'];
export type ExamState = Schemas['ExamState'];
export type ExamType = Schemas['ExamType'];

export const EXAM_PAGE_SIZES: readonly number[] = [2, 5, 10, 20];
export const EXAM_PAGE_SIZE = 2;

export type { ExamListSearch } from './search';

export const examKeys = { all: ['exam', 'list'] as const, list: (p: ExamListParams) => ['exam', 'list', p] as const };

export const loadExams = (p: ExamListParams) => unwrap(api.POST('/api/exam/loadexam', { body: p, ...withoutLoading() }));

export const examListQuery = (p: ExamListParams) => queryOptions({ queryKey: examKeys.list(p), queryFn: () => loadExams(p) });

/** The grades of one exam unit (the exam form merges them over the chosen units). */
export const examGradesQuery = (unitid: number) =>
  queryOptions({
    queryKey: ['exam', 'grades', unitid],
    queryFn: () => unwrap(api.POST('/api/exam/getGrade', { body: { unitid }, ...withoutLoading() })),
    meta: { localErrors: true },
    retry: false,
  });

/** The units an exam can be held at (user types 1 and 2). */
export const examUnitsQuery = queryOptions({
  queryKey: ['exam', 'units'],
  queryFn: () => unwrap(api.POST('/api/common/loadlisteduunit', withoutLoading())),
});


/** Saves the exam; resolves with the success envelope (code 1), rejects with the ApiError (code -3 asks to confirm). */
export const saveExam = (body: ExamSave) => unwrapEnvelope(api.POST('/api/exam/saveexam', { body }));
export const deleteExam = (examid: number) => unwrap(api.POST('/api/exam/delexam', { body: { examid } }));
export const forwardExam = (examid: number) => unwrap(api.POST('/api/exam/forwardexam', { body: { examid } }));
export const backwardExam = (examid: number) => unwrap(api.POST('/api/exam/backwardexam', { body: { examid } }));
export const generateReport = (exam_id: number) => unwrap(api.POST('/api/exam/generateStatistics', { body: { exam_id } }));

/** The not-scanned export asks for every student in one page (spec 1 §9). */
export const NOT_SCANNED_PAGE_SIZE = 999999;
export const downloadNotScanned = (exam_id: number, subject_id: number) =>
  download(
    api.POST('/api/exam/downloadNotScanStudentList', {
      body: { exam_id, subject_id, page: 1, pagesize: NOT_SCANNED_PAGE_SIZE },
      parseAs: 'blob',
      ...withoutLoading(),
    }),
  );

// The score-analysis calls (paths/analysis-report.yaml) as React Query options.
import { queryOptions } from '@tanstack/react-query';
import { download, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

/** A report is asked for again whenever a page shows it: 生成报告 (on the exam card) may have replaced it meanwhile. */
const FRESH = { staleTime: 0 } as const;

export type ReportOverview = Schemas['ReportOverview'];
export type SubjectStatistics = Schemas['SubjectStatistics'];
export type StudentMarkRow = Schemas['StudentMarkRow'];

export const analysisKeys = {
  all: ['analysis'] as const,
  exams: ['analysis', 'exams'] as const,
  overview: (examId: number) => ['analysis', 'overview', examId] as const,
  studentMark: (examId: number) => ['analysis', 'studentMark', examId] as const,
  questions: (examId: number, subjectId: number) => ['analysis', 'questions', examId, subjectId] as const,
  comparison: (examId: number) => ['analysis', 'comparison', examId] as const,
  student: (examId: number, studentNumber: string | undefined) => ['analysis', 'student', examId, studentNumber ?? ''] as const,
};

export const reportExamsQuery = queryOptions({
  ...FRESH,
  queryKey: analysisKeys.exams,
  queryFn: () => unwrap(api.POST('/api/analysis/report/exams', { ...withoutLoading() })),
});

export const reportOverviewQuery = (exam_id: number) =>
  queryOptions({
    ...FRESH,
    queryKey: analysisKeys.overview(exam_id),
    queryFn: () => unwrap(api.POST('/api/analysis/report/overview', { body: { exam_id }, ...withoutLoading() })),
  });

export const studentMarkQuery = (exam_id: number) =>
  queryOptions({
    ...FRESH,
    queryKey: analysisKeys.studentMark(exam_id),
    queryFn: () => unwrap(api.POST('/api/analysis/report/studentMark', { body: { exam_id }, ...withoutLoading() })),
  });

export const questionReportQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    ...FRESH,
    queryKey: analysisKeys.questions(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/analysis/report/questions', { body: { exam_id, subject_id }, ...withoutLoading() })),
  });

export const comparisonQuery = (exam_id: number) =>
  queryOptions({
    ...FRESH,
    queryKey: analysisKeys.comparison(exam_id),
    queryFn: () => unwrap(api.POST('/api/analysis/report/comparison', { body: { exam_id }, ...withoutLoading() })),
  });

export const studentReportQuery = (exam_id: number, student_number: string | undefined) =>
  queryOptions({
    ...FRESH,
    queryKey: analysisKeys.student(exam_id, student_number),
    queryFn: () => unwrap(api.POST('/api/analysis/report/student', { body: { exam_id, ...(student_number ? { student_number } : {}) }, ...withoutLoading() })),
  });

export type ClassReport = Schemas['ClassReport'];
export type TeacherReport = Schemas['TeacherReport'];
export type ReportExportRequest = Schemas['ReportExportRequest'];

export const classReportQuery = (exam_id: number, class_id: number | undefined) =>
  queryOptions({
    ...FRESH,
    queryKey: ['analysis', 'class', exam_id, class_id ?? 0] as const,
    queryFn: () => unwrap(api.POST('/api/analysis/report/class', { body: { exam_id, ...(class_id === undefined ? {} : { class_id }) }, ...withoutLoading() })),
  });

export const teacherReportQuery = (exam_id: number, subject_id: number | undefined) =>
  queryOptions({
    ...FRESH,
    queryKey: ['analysis', 'teacher', exam_id, subject_id ?? 0] as const,
    queryFn: () => unwrap(api.POST('/api/analysis/report/teacher', { body: { exam_id, ...(subject_id === undefined ? {} : { subject_id }) }, ...withoutLoading() })),
  });

/** A report page's workbook (reportExport), read for DownloadButton. */
export const downloadReport = (body: ReportExportRequest) => download(api.POST('/api/analysis/report/export', { body, parseAs: 'blob', ...withoutLoading() }));

export type StudentSheet = Schemas['StudentSheet'];

export const studentSheetQuery = (exam_id: number, subject_id: number, student_number: string | undefined) =>
  queryOptions({
    // The sheet's images do not change with a new report: kept while the page is open.
    staleTime: 5 * 60_000,
    queryKey: ['analysis', 'sheet', exam_id, subject_id, student_number ?? ''] as const,
    queryFn: () => unwrap(api.POST('/api/analysis/report/studentSheet', { body: { exam_id, subject_id, ...(student_number ? { student_number } : {}) }, ...withoutLoading() })),
  });

// The score-analysis calls (paths/analysis-report.yaml) as React Query options.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
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

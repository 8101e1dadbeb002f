// The quality pages' calls (paths/marking-quality.yaml), as React Query options. The figures change while teachers
// mark, so the pages ask again every 10 seconds; in strict mode the answer is a refusal (code 423) until every paper
// has its result, and the same polling shows the figures then. The pages show their failures themselves.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type QualityStatistics = Schemas['QualityStatistics'];
export type ReviewRate = Schemas['ReviewRate'];
export type MarkDistribution = Schemas['MarkDistribution'];
export type SelfGrade = Schemas['SelfGrade'];
export type PaperAssessment = Schemas['PaperAssessment'];

/** The refusal's code in strict mode while the subject is being marked. */
export const STRICT_CODE = 423;
export const isStrictRefusal = (error: unknown): error is ApiError => error instanceof ApiError && error.code === STRICT_CODE;

export const QUALITY_POLL_MS = 10_000;

const keys = {
  statistics: (examId: number, subjectId: number) => ['markingQuality', 'statistics', examId, subjectId] as const,
  reviewRate: (examId: number, subjectId: number) => ['markingQuality', 'reviewRate', examId, subjectId] as const,
  distribution: (examId: number, subjectId: number) => ['markingQuality', 'distribution', examId, subjectId] as const,
  selfGrade: (examId: number, subjectId: number) => ['markingQuality', 'selfGrade', examId, subjectId] as const,
  assessment: (examId: number, subjectId: number, userId: number | null) => ['markingQuality', 'assessment', examId, subjectId, userId] as const,
};

const common = { refetchInterval: QUALITY_POLL_MS, meta: { localErrors: true } } as const;

export const qualityStatisticsQuery = (exam_id: number, subject_id: number) =>
  queryOptions({ queryKey: keys.statistics(exam_id, subject_id), queryFn: () => unwrap(api.POST('/api/quality/qualityStatistics', { body: { exam_id, subject_id }, ...withoutLoading() })), ...common });

export const reviewRateQuery = (exam_id: number, subject_id: number) =>
  queryOptions({ queryKey: keys.reviewRate(exam_id, subject_id), queryFn: () => unwrap(api.POST('/api/quality/reviewRate', { body: { exam_id, subject_id }, ...withoutLoading() })), ...common });

export const markDistributionQuery = (exam_id: number, subject_id: number) =>
  queryOptions({ queryKey: keys.distribution(exam_id, subject_id), queryFn: () => unwrap(api.POST('/api/quality/markDistribution', { body: { exam_id, subject_id }, ...withoutLoading() })), ...common });

export const selfGradeQuery = (exam_id: number, subject_id: number) =>
  queryOptions({ queryKey: keys.selfGrade(exam_id, subject_id), queryFn: () => unwrap(api.POST('/api/quality/selfGrade', { body: { exam_id, subject_id }, ...withoutLoading() })), ...common });

export const paperAssessmentQuery = (exam_id: number, subject_id: number, user_id: number | null) =>
  queryOptions({
    queryKey: keys.assessment(exam_id, subject_id, user_id),
    queryFn: () => unwrap(api.POST('/api/quality/userPaperAssessment', { body: { exam_id, subject_id, user_id }, ...withoutLoading() })),
    placeholderData: keepPreviousData,
    ...common,
  });

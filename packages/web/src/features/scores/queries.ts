// The score calls (paths/scores.yaml) as React Query options.
import { queryOptions } from '@tanstack/react-query';
import { download, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type ScoreListRequest = Schemas['ScoreListRequest'];
export type ScoreRow = Schemas['ScoreRow'];

export const scoreKeys = {
  all: ['scores'] as const,
  list: (p: ScoreListRequest) => ['scores', 'list', p] as const,
  status: (examId: number) => ['scores', 'status', examId] as const,
  check: (examId: number, subjectId: number, unitId: number | null) => ['scores', 'check', examId, subjectId, unitId] as const,
  check2: (examId: number, subjectId: number) => ['scores', 'scoreCheck', examId, subjectId] as const,
  twice: (examId: number, subjectId: number) => ['scores', 'twice', examId, subjectId] as const,
  sheet: (examId: number, subjectId: number, studentId: string) => ['scores', 'sheet', examId, subjectId, studentId] as const,
};

export const scoreListQuery = (p: ScoreListRequest) =>
  queryOptions({
    queryKey: scoreKeys.list(p),
    queryFn: () => unwrap(api.POST('/api/score/list', { body: p, ...withoutLoading() })),
  });

export const downloadScores = (p: ScoreListRequest) => download(api.POST('/api/score/export', { body: { ...p, page: 1, pagesize: 999999 }, parseAs: 'blob', ...withoutLoading() }));

export type DoubtfulSheet = Schemas['ObjectiveDoubtfulSheet'];

export const objectiveCheckQuery = (exam_id: number, subject_id: number, unit_id: number | null) =>
  queryOptions({
    queryKey: scoreKeys.check(exam_id, subject_id, unit_id),
    queryFn: () => unwrap(api.POST('/api/score/objectiveCheck/list', { body: { exam_id, subject_id, unit_id }, ...withoutLoading() })),
  });

/** The front page of a saved sheet (base64 JPEG); its failure is shown by the dialog. */
export const objectiveSheetQuery = (exam_id: number, subject_id: number, student_id: string) =>
  queryOptions({
    queryKey: scoreKeys.sheet(exam_id, subject_id, student_id),
    queryFn: () => unwrap(api.POST('/api/score/objectiveCheck/sheet', { body: { exam_id, subject_id, student_id }, ...withoutLoading() })),
    meta: { localErrors: true },
    retry: false,
    gcTime: 60_000,
  });

export const correctObjective = (body: Schemas['ObjectiveCorrectRequest']) => unwrap(api.POST('/api/score/objectiveCheck/correct', { body }));

export const scoreCheckQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: scoreKeys.check2(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/score/scoreCheck/list', { body: { exam_id, subject_id }, ...withoutLoading() })),
  });

export const twiceDealQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: scoreKeys.twice(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/score/twiceDeal/list', { body: { exam_id, subject_id }, ...withoutLoading() })),
  });

export const regenerate = (exam_id: number) => unwrap(api.POST('/api/exam/generateStatistics', { body: { exam_id } }));

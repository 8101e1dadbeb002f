// The marking-day pages' calls (paths/marking-monitor.yaml), as React Query options.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { download, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type MarkingProgress = Schemas['MarkingProgress'];
export type HeldPaper = Schemas['HeldPaper'];
export type ReleaseHeldRequest = Schemas['ReleaseHeldRequest'];
export type ExceptionPaper = Schemas['ExceptionPaper'];
export type ExceptionState = NonNullable<Schemas['ExceptionListRequest']['state']>;
export type ExceptionHandleRequest = Schemas['ExceptionHandleRequest'];
export type InspectListRequest = Schemas['InspectListRequest'];
export type InspectRow = Schemas['InspectRow'];
export type InspectRescoreRequest = Schemas['InspectRescoreRequest'];

export const monitorKeys = {
  progress: (examId: number, subjectId: number) => ['markingMonitor', 'progress', examId, subjectId] as const,
  buffer: (examId: number, subjectId: number) => ['markingMonitor', 'buffer', examId, subjectId] as const,
  exceptions: (examId: number, subjectId: number) => ['markingMonitor', 'exceptions', examId, subjectId] as const,
  reasons: (examId: number) => ['markingMonitor', 'reasons', examId] as const,
  inspect: (examId: number, subjectId: number) => ['markingMonitor', 'inspect', examId, subjectId] as const,
  workload: (examId: number, subjectId: number) => ['markingMonitor', 'workload', examId, subjectId] as const,
  data: (examId: number, subjectId: number) => ['markingMonitor', 'data', examId, subjectId] as const,
  advice: (examId: number, subjectId: number) => ['markingMonitor', 'advice', examId, subjectId] as const,
};

export const BUFFER_POLL_MS = 5000;

/** 阅卷进度's figures, asked again every `pollMs` (livePush.ts: seldom while the push channel tells of changes). */
export const markingProgressQuery = (exam_id: number, subject_id: number, pollMs: number) =>
  queryOptions({
    queryKey: monitorKeys.progress(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/statistics/markingProgress', { body: { exam_id, subject_id }, ...withoutLoading() })),
    refetchInterval: pollMs,
  });

export const bufferListQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: monitorKeys.buffer(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/netview/bufferManage/list', { body: { exam_id, subject_id }, ...withoutLoading() })),
    refetchInterval: BUFFER_POLL_MS,
  });

export const releaseHeld = (body: ReleaseHeldRequest) => unwrap(api.POST('/api/netview/bufferManage/release', { body }));

export const exceptionListQuery = (exam_id: number, subject_id: number, state: ExceptionState) =>
  queryOptions({
    queryKey: [...monitorKeys.exceptions(exam_id, subject_id), state],
    queryFn: () => unwrap(api.POST('/api/netview/exceptionPaperManage/list', { body: { exam_id, subject_id, state }, ...withoutLoading() })),
    refetchInterval: BUFFER_POLL_MS,
  });

export const handleException = (body: ExceptionHandleRequest) => unwrap(api.POST('/api/netview/exceptionPaperManage/handle', { body }));

export const exceptionReasonsQuery = (exam_id: number) =>
  queryOptions({
    queryKey: monitorKeys.reasons(exam_id),
    queryFn: () => unwrap(api.POST('/api/netview/exceptionPaperInit/list', { body: { exam_id }, ...withoutLoading() })),
  });

export const saveExceptionReasons = (exam_id: number, reasons: string[]) => unwrap(api.POST('/api/netview/exceptionPaperInit/save', { body: { exam_id, reasons } }));

export const inspectListQuery = (body: InspectListRequest) =>
  queryOptions({
    queryKey: [...monitorKeys.inspect(body.exam_id, body.subject_id), body],
    queryFn: () => unwrap(api.POST('/api/netview/inspectFinished/list', { body, ...withoutLoading() })),
    placeholderData: keepPreviousData,
  });

export const rescoreInspected = (body: InspectRescoreRequest) => unwrap(api.POST('/api/netview/inspectFinished/rescore', { body }));

export type Workload = Schemas['Workload'];

export const workloadQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: monitorKeys.workload(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/statistics/workload', { body: { exam_id, subject_id }, ...withoutLoading() })),
    refetchInterval: BUFFER_POLL_MS,
  });

export const exportWorkload = (exam_id: number, subject_id: number, view: 'group' | 'teacher') =>
  download(api.POST('/api/statistics/workload/export', { body: { exam_id, subject_id, view }, parseAs: 'blob', ...withoutLoading() }));

export type MarkingDataRow = Schemas['MarkingDataRow'];

export const markingDataQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: monitorKeys.data(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/netview/datamge/list', { body: { exam_id, subject_id }, ...withoutLoading() })),
    refetchInterval: BUFFER_POLL_MS,
  });

export const resetRound = (body: Schemas['MarkingDataResetRequest']) => unwrap(api.POST('/api/netview/datamge/reset', { body }));

export type AllocateAdvice = Schemas['AllocateAdvice'];
export const applyQuotas = (body: Schemas['AllocateApplyRequest']) => unwrap(api.POST('/api/statistics/allocateAdvice/apply', { body }));

export const allocateAdviceQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: monitorKeys.advice(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/statistics/allocateAdvice', { body: { exam_id, subject_id }, ...withoutLoading() })),
    refetchInterval: BUFFER_POLL_MS,
  });

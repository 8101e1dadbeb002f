// The marking-day pages' calls (paths/marking-monitor.yaml), as React Query options.
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type MarkingProgress = Schemas['MarkingProgress'];
export type HeldPaper = Schemas['HeldPaper'];
export type ReleaseHeldRequest = Schemas['ReleaseHeldRequest'];

export const monitorKeys = {
  progress: (examId: number, subjectId: number) => ['markingMonitor', 'progress', examId, subjectId] as const,
  buffer: (examId: number, subjectId: number) => ['markingMonitor', 'buffer', examId, subjectId] as const,
};

/** How often 阅卷进度 asks again while it is open. */
export const PROGRESS_POLL_MS = 3000;
export const BUFFER_POLL_MS = 5000;

export const markingProgressQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: monitorKeys.progress(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/statistics/markingProgress', { body: { exam_id, subject_id }, ...withoutLoading() })),
    refetchInterval: PROGRESS_POLL_MS,
  });

export const bufferListQuery = (exam_id: number, subject_id: number) =>
  queryOptions({
    queryKey: monitorKeys.buffer(exam_id, subject_id),
    queryFn: () => unwrap(api.POST('/api/netview/bufferManage/list', { body: { exam_id, subject_id }, ...withoutLoading() })),
    refetchInterval: BUFFER_POLL_MS,
  });

export const releaseHeld = (body: ReleaseHeldRequest) => unwrap(api.POST('/api/netview/bufferManage/release', { body }));

// Teacher marking's calls (marking/* in the contract): the tasks, a task's papers, submitting, 回评 and abnormal
// reports. Papers are fetched outside React Query (each is handed out once and held by the server for its teacher);
// the lists are queries.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, NetworkError, RequestTimeoutError, ResponseParseError, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export type TaskRef = Schemas['MarkingTaskRef'];

export const markingKeys = {
  all: ['marking'] as const,
  tasks: () => [...markingKeys.all, 'tasks'] as const,
  marked: (ref: TaskRef, page: number) => [...markingKeys.all, 'marked', ref.exam_id, ref.subject_id, ref.question_id, ref.turn, page] as const,
};

export const tasksQuery = queryOptions({
  queryKey: markingKeys.tasks(),
  queryFn: () => unwrap(api.GET('/api/marking/loadmarkingtasks')),
  staleTime: 0,
});

/** The exam's abnormal reasons to choose from (异常类型, issue 32); the dialog's own four until they come. */
export const abnormalReasonsQuery = (exam_id: number) =>
  queryOptions({
    queryKey: [...markingKeys.all, 'abnormalReasons', exam_id] as const,
    queryFn: () => unwrap(api.POST('/api/netview/exceptionPaperInit/list', { body: { exam_id }, ...withoutLoading() })),
    staleTime: 60_000,
    // Not reached: the dialog offers its four defaults, nothing to say.
    meta: { localErrors: true },
  });

export const REVIEW_PAGE_SIZE = 15;

export const markedQuery = (ref: TaskRef, page: number) =>
  queryOptions({
    queryKey: markingKeys.marked(ref, page),
    queryFn: () => unwrap(api.POST('/api/marking/loadmarked', { body: { ...ref, page, pagesize: REVIEW_PAGE_SIZE }, ...withoutLoading() })),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The next paper of a task (in the background: the screen shows its own progress). */
export const fetchNextPaper = (ref: TaskRef, skip: string[]) => unwrap(api.POST('/api/marking/nextpaper', { body: { ...ref, skip }, ...withoutLoading() }));

export const fetchMarkedPaper = (body: Schemas['MarkedPaperRequest']) => unwrap(api.POST('/api/marking/loadmarkedpaper', { body, ...withoutLoading() }));

export const submitMark = (body: Schemas['SubmitMarkRequest']) => unwrap(api.POST('/api/marking/submitmark', { body, ...withoutLoading() }));

/**
 * Submits a paper's scores with their key (submit_key). An answer lost on the way (the connection dropped, or an answer
 * that could not be read: the server may have recorded the scores) is asked for once more with the same key, which the server answers
 * with its first answer; the teacher's next Enter does the same.
 */
export async function sendMark(body: Schemas['SubmitMarkRequest']): Promise<Schemas['MarkSubmitResult']> {
  try {
    return await submitMark(body);
  } catch (error) {
    const lost = (error instanceof NetworkError && !(error instanceof RequestTimeoutError)) || error instanceof ResponseParseError;
    if (lost) return submitMark(body);
    throw error;
  }
}

/** Holds the paper on screen again for the full hold (when shown after being asked for ahead, and while in use). */
export const holdPaper = (body: Schemas['HoldPaperRequest']) => unwrap(api.POST('/api/marking/holdpaper', { body, ...withoutLoading() }));

/**
 * The server's reason why a paper is no longer this teacher's to mark (another teacher has it, it was reported
 * abnormal, the round no longer needs it: `code` 410 in the contract), or undefined for any other failure.
 */
export const paperGone = (error: unknown): string | undefined => (error instanceof ApiError && error.status < 400 && error.code === 410 ? error.message : undefined);

export const resubmitMark = (body: Schemas['SubmitMarkRequest']) => unwrap(api.POST('/api/marking/resubmitmark', { body }));

export const reportAbnormal = (body: Schemas['ReportAbnormalRequest']) => unwrap(api.POST('/api/marking/reportabnormal', { body }));

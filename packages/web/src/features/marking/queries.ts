// Teacher marking's calls (marking/* in the contract): the tasks, a task's papers, submitting, 回评 and abnormal
// reports. Papers are fetched outside React Query (each is handed out once and held by the server for its teacher);
// the lists are queries.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
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

export const resubmitMark = (body: Schemas['SubmitMarkRequest']) => unwrap(api.POST('/api/marking/resubmitmark', { body }));

export const reportAbnormal = (body: Schemas['ReportAbnormalRequest']) => unwrap(api.POST('/api/marking/reportabnormal', { body }));

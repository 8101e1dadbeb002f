// The data check's one query: a further page of a check's problem records (the first comes with its message), of the
// run the table shows (its run id: a later run, e.g. another tab's, never mixes in).
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export const dataCheckKeys = { all: ['dataCheck'] as const };

export const problemPageQuery = (p: { examId: number; runId: string; sqlIndex: number; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...dataCheckKeys.all, p.examId, p.runId, p.sqlIndex, p.page, p.pageSize],
    queryFn: () =>
      unwrap(api.POST('/api/exam/viewDataAnalyseAndCheck/list', { body: { exam_id: p.examId, page: p.page, pagesize: p.pageSize, sqlIndex: p.sqlIndex, run_id: p.runId }, ...withoutLoading() })),
    staleTime: Infinity,
  });

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
};

export const scoreListQuery = (p: ScoreListRequest) =>
  queryOptions({
    queryKey: scoreKeys.list(p),
    queryFn: () => unwrap(api.POST('/api/score/list', { body: p, ...withoutLoading() })),
  });

export const downloadScores = (p: ScoreListRequest) => download(api.POST('/api/score/export', { body: { ...p, page: 1, pagesize: 999999 }, parseAs: 'blob', ...withoutLoading() }));

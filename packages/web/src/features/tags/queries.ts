// The calls of tag management (spec 3 §7.6).
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';

export const tagKeys = { all: ['sysTags'] as const };

export const allTagsQuery = queryOptions({
  queryKey: tagKeys.all,
  queryFn: () => unwrap(api.GET('/api/tag/loadalltags', withoutLoading())),
});

export const saveTag = (body: Schemas['SaveTagRequest']) => unwrap(api.POST('/api/tag/savetag', { body }));
export const deleteTag = (tid: number) => unwrap(api.POST('/api/tag/deltag', { body: { tid } }));

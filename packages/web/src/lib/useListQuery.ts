// The query of data a list, table, tree or card list shows: when it fails, the view shows the reason and 重试 in
// place of the data (components/LoadFailure), so the failure is not also a notification. 登录失效 and the
// buffer-cleared dialog still apply (lib/errors), and the detail still goes to the console.
import { useQuery, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

export function useListQuery<TQueryFnData, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> & { retry: () => void } {
  const result = useQuery({ ...options, meta: { ...options.meta, localErrors: true } });
  return { ...result, retry: () => void result.refetch() };
}

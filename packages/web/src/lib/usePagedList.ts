// The paged, URL-synced list controller (headless; components/PagedTable is its view). Page, page size and filters
// live in the route's search params (validated by pagedSearchSchema), the query is keyed by them, and a page emptied
// by a delete falls back to the last page that has rows. A page that failed to load is the list's `error` (the views
// show it with 重试 instead of rows and '共 0 条').
import { useEffect } from 'react';
import { keepPreviousData, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useListQuery } from './useListQuery';
import { nextSearch, pageCount, resolvePaging, type PageSizes, type PagingSearch } from './pagedList';

/** One page of a server list, as the contract's list calls answer it. */
export interface PageResult<Row> {
  totalrecords: number;
  datalist: Row[];
}

export interface PagedListOptions<S extends PagingSearch, Row, K extends QueryKey> extends PageSizes {
  /** The route's validated search params (`useSearch({ from })`). */
  search: S;
  /** Replaces the search params (`navigate({ search })`), e.g. `(next) => navigate({ search: next, replace: true })`. */
  setSearch: (next: S) => void;
  /** The query for one page, given the page, page size and the filters of the search params. */
  query: (params: S & { page: number; pagesize: number }) => UseQueryOptions<PageResult<Row>, Error, PageResult<Row>, K>;
}

export interface PagedList<S extends PagingSearch, Row> extends PageSizes {
  page: number;
  pageSize: number;
  search: S;
  rows: Row[];
  total: number;
  /** The first load (nothing to show yet). */
  isLoading: boolean;
  /** Any load, including a refetch or another page (the table keeps showing the previous page meanwhile). */
  isFetching: boolean;
  /** Why the page failed to load (null when it did not): the view shows it, with 重试, in place of the rows. */
  error: Error | null;
  /** Loads the page again. */
  retry: () => void;
  setPage: (page: number) => void;
  setPageSize: (pagesize: number) => void;
  /** Changes filters (back to page 1) and asks the server again, also when the filters are unchanged (查询). */
  setFilters: (patch: Partial<S>) => void;
}

export function usePagedList<S extends PagingSearch, Row, K extends QueryKey = QueryKey>(options: PagedListOptions<S, Row, K>): PagedList<S, Row> {
  const { search, setSearch, pageSizes, defaultPageSize } = options;
  const sizes = { pageSizes, defaultPageSize };
  const queryClient = useQueryClient();
  const { page, pagesize } = resolvePaging(search, sizes);
  // A failed page is shown in place of the rows (components/PagedTable, LoadFailure), not as a notification too.
  const result = useListQuery({ ...options.query({ ...search, page, pagesize }), placeholderData: keepPreviousData });
  const total = result.data?.totalrecords ?? 0;
  const rows = result.data?.datalist ?? [];
  const lastPage = pageCount(total, pagesize);
  const stale = !result.isPlaceholderData && result.isSuccess && page > lastPage;

  useEffect(() => {
    // A delete emptied the last page (or the address names a page past the end): show the last page with rows.
    if (stale) setSearch(nextSearch(search, { page: lastPage } as Partial<S>, sizes));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale, lastPage]);

  return {
    page,
    pageSize: pagesize,
    pageSizes,
    defaultPageSize,
    search,
    rows,
    total,
    isLoading: result.isPending,
    isFetching: result.isFetching,
    error: result.error,
    retry: result.retry,
    setPage: (p) => setSearch(nextSearch(search, { page: p } as Partial<S>, sizes)),
    setPageSize: (size) => setSearch(nextSearch(search, { pagesize: size } as Partial<S>, sizes)),
    setFilters: (patch) => {
      const next = nextSearch(search, patch, sizes);
      // A page already cached (the same filters, or page 1 visited before) would be shown as it was: 查询 means now.
      void queryClient.invalidateQueries({ queryKey: options.query({ ...next, ...resolvePaging(next, sizes) }).queryKey, exact: true });
      setSearch(next);
    },
  };
}

// A paged student list held in the dialog's own state (not the address): the not-scanned list and the student search
// of the fix dialogs page through getNotScanStudentList; the shape is the one components/PagedTable and Pager show.
import { useState } from 'react';
import { useListQuery } from '../../../lib/useListQuery';
import { studentsQuery, type StudentListRequest, type StudentRow } from './fixQueries';

export type StudentFilters = Omit<StudentListRequest, 'page' | 'pagesize'>;

export function useStudentPages(filters: StudentFilters, options: { pageSizes: number[]; defaultPageSize: number; enabled?: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(options.defaultPageSize);
  const [lastFilters, setLastFilters] = useState(filters);
  // New filters start again at page 1.
  if (JSON.stringify(lastFilters) !== JSON.stringify(filters)) {
    setLastFilters(filters);
    setPage(1);
  }
  const body = { ...filters, page, pagesize: pageSize } as StudentListRequest;
  const query = useListQuery({ ...studentsQuery(body), enabled: options.enabled ?? true });
  const rows: StudentRow[] = query.isError ? [] : (query.data?.datalist ?? []);
  return {
    body,
    rows,
    total: query.data?.totalrecords ?? 0,
    page,
    pageSize,
    pageSizes: options.pageSizes,
    defaultPageSize: options.defaultPageSize,
    isLoading: query.isPending,
    isFetching: query.isFetching,
    error: query.error,
    retry: query.retry,
    setPage,
    setPageSize: (size: number) => {
      setPageSize(size);
      setPage(1);
    },
  };
}

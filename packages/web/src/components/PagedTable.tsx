// The view of a paged list (lib/usePagedList is its controller): a Mantine table with a loading overlay on the table
// only, the empty state '暂无数据' or, when the page failed to load, the reason and 重试 (no rows, no pager), and the pager with '共 N 条', a page-size select and, optionally, a page jumper
// ('跳至 N 页').
import type { Key, ReactNode } from 'react';
import { Box, LoadingOverlay, ScrollArea, Table } from '@mantine/core';
import { Pager } from './Pager';
import type { PagedList } from '../lib/usePagedList';
import { TableEmptyRow, TableFailureRow } from './TableEmptyRow';

export interface Column<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  width?: number | string;
}

export interface PagedTableProps<Row> {
  list: Pick<
    PagedList<never, Row>,
    'rows' | 'total' | 'page' | 'pageSize' | 'pageSizes' | 'isLoading' | 'isFetching' | 'error' | 'retry' | 'setPage' | 'setPageSize'
  >;
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
  /** The table's accessible name. */
  label: string;
  minWidth?: number;
  /** A '跳至 N 页' field after the pager (Enter or leaving the field goes there). */
  jumper?: boolean;
  /** What a failed load says before the reason, when the spec names it ('加载失败' otherwise). */
  failureTitle?: string;
}

export function PagedTable<Row>({ list, columns, rowKey, label, minWidth = 720, jumper = false, failureTitle }: PagedTableProps<Row>) {
  return (
    <Box>
      <Box pos="relative" mih={120}>
        <LoadingOverlay visible={list.isFetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        <ScrollArea type="auto">
          <Table striped highlightOnHover withTableBorder miw={minWidth} aria-label={label} aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key} w={c.width}>
                    {c.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.error && <TableFailureRow colSpan={columns.length} error={list.error} onRetry={list.retry} retrying={list.isFetching} {...(failureTitle ? { title: failureTitle } : {})} />}
              {!list.error && list.rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {!list.error && list.rows.length === 0 && !list.isLoading && (
                <TableEmptyRow colSpan={columns.length} />
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Box>
      <Pager list={list} jumper={jumper} mt="sm" />
    </Box>
  );
}

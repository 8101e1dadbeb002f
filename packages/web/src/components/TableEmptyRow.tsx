// The row a table shows when it has no rows: a dimmed text across every column ('暂无数据' unless the screen says more),
// or, when the rows failed to load, the shared error state (LoadFailure: the reason and 重试); TableStatusRow picks
// between them and the loading skeleton from the query's state.
import type { ReactNode } from 'react';
import { Skeleton, Table, Text } from '@mantine/core';
import { LoadFailure, type LoadFailureProps } from './LoadFailure';

export function TableEmptyRow({ colSpan, children = '暂无数据' }: { colSpan: number; children?: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" ta="center" py="lg">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

export function TableFailureRow({ colSpan, ...failure }: { colSpan: number } & LoadFailureProps) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <LoadFailure {...failure} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A table query's state, as TanStack Query gives it. */
interface TableQuery {
  data?: unknown;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What a table's body shows without rows: a skeleton while the first answer is awaited, its failure, or `empty`. */
export function TableStatusRow({ colSpan, query, empty }: { colSpan: number; query: TableQuery; empty?: ReactNode }) {
  if (query.error && query.data === undefined) return <TableFailureRow colSpan={colSpan} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.data === undefined)
    return (
      <Table.Tr>
        <Table.Td colSpan={colSpan}>
          <Skeleton h={24} />
        </Table.Td>
      </Table.Tr>
    );
  return <TableEmptyRow colSpan={colSpan}>{empty}</TableEmptyRow>;
}

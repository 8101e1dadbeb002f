// The problem records of a check that found some (spec 3 §4.6): a paged table, the first page from the check's
// message, further pages from the list call with its sqlIndex. The columns are the ones the rows carry (each check
// has its own, named in the contract), headed in Chinese; server values are shown as text.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ScrollArea, Table } from '@mantine/core';
import { Pager } from '../../components/Pager';
import { TableFailureRow } from '../../components/TableEmptyRow';
import { ROUND_NAMES, type Round } from '../../lib/markRounds';
import { problemPageQuery } from './queries';
import type { CheckItem, ProblemRow } from './run';
import { DATA_CHECK_TEXTS } from './texts';

const LABELS: Readonly<Record<string, string>> = DATA_CHECK_TEXTS.columns;

/** The columns of the rows, in the order the rows give them. */
export function columnsOf(rows: readonly ProblemRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

export function cellText(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (column === 'turn' && typeof value === 'number') return ROUND_NAMES[value as Round] ?? String(value);
  if (column === 'page' && typeof value === 'number') return DATA_CHECK_TEXTS.pageNames[value] ?? String(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

export function ProblemTable({ examId, runId, item }: { examId: number; runId: string; item: CheckItem }) {
  const [page, setPage] = useState(1);
  const later = useQuery({
    ...problemPageQuery({ examId, runId, sqlIndex: item.index, page, pageSize: item.pageSize }),
    enabled: page > 1,
    placeholderData: keepPreviousData,
  });
  const rows = page === 1 ? item.firstPage : (later.data?.datalist ?? []);
  const columns = columnsOf(rows.length > 0 ? rows : item.firstPage);
  const failed = page > 1 && later.isError;
  return (
    <>
      <ScrollArea type="auto">
        <Table striped withTableBorder fz="sm" aria-label={DATA_CHECK_TEXTS.tableLabel(item.title)} miw={Math.max(480, columns.length * 110)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>序号</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c}>{LABELS[c] ?? c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody aria-busy={page > 1 && later.isFetching}>
            {failed ? (
              <TableFailureRow colSpan={columns.length + 1} error={later.error} onRetry={() => void later.refetch()} retrying={later.isFetching} />
            ) : (
              rows.map((row, i) => (
                <Table.Tr key={(page - 1) * item.pageSize + i}>
                  <Table.Td>{(page - 1) * item.pageSize + i + 1}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c}>{cellText(c, row[c])}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Pager
        mt="xs"
        list={{ total: page > 1 ? (later.data?.totalrecords ?? item.total) : item.total, page, pageSize: item.pageSize, pageSizes: [item.pageSize], setPage, setPageSize: () => undefined }}
      />
    </>
  );
}

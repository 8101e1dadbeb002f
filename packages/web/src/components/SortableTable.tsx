// A windowed table sortable by any column (its header button; aria-sort says how): the marking-day and quality
// tables (工作量, 质量统计, 复评率, 自评统计…). Rows come in the answer's order until a header is pressed; a second
// press turns the order round. What it shows without rows (loading, failure, `empty`) is TableStatusRow's.
import { useState, type ReactNode } from 'react';
import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { sortRows, type SortDir } from '../lib/sortRows';
import { TableStatusRow } from './TableEmptyRow';
import { WindowedTable } from './WindowedTable';

/** The sort button's name (its column's label in it). */
const sortLabel = (column: string) => `按${column}排序`;

export interface Column<R> {
  key: string;
  label: string;
  value: (row: R) => string | number | boolean | null;
  text: (row: R) => ReactNode;
  numeric?: boolean;
}

export interface SortableTableProps<R> {
  label: string;
  columns: Column<R>[];
  rows: R[] | undefined;
  rowKey: (r: R) => string;
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
  empty: ReactNode;
  minWidth?: number;
}

export function SortableTable<R>({ label, columns, rows, rowKey, query, empty, minWidth = 760 }: SortableTableProps<R>) {
  const [sort, setSort] = useState<{ key: string; dir: SortDir }>();
  const column = columns.find((c) => c.key === sort?.key);
  const shown = rows && column && sort ? sortRows(rows, column.value, sort.dir) : rows;
  const toggle = (key: string) => setSort((s) => ({ key, dir: s?.key === key && s.dir === 'descending' ? 'ascending' : 'descending' }));
  return (
    <WindowedTable
      label={label}
      minWidth={minWidth}
      head={columns.map((c) => (
        <Table.Th key={c.key} aria-sort={sort?.key === c.key ? sort.dir : 'none'} ta={c.numeric ? 'right' : undefined}>
          <UnstyledButton onClick={() => toggle(c.key)} aria-label={sortLabel(c.label)} fw={600} fz="sm">
            <Group gap={4} wrap="nowrap" justify={c.numeric ? 'flex-end' : undefined}>
              {c.label}
              {sort?.key === c.key ? sort.dir === 'ascending' ? <IconArrowUp size={14} /> : <IconArrowDown size={14} /> : <IconSelector size={14} />}
            </Group>
          </UnstyledButton>
        </Table.Th>
      ))}
      align={columns.map((c) => (c.numeric ? 'right' : undefined))}
      rows={(shown ?? []).map((r) => ({ key: rowKey(r), cells: columns.map((c) => c.text(r)) }))}
      placeholder={<TableStatusRow colSpan={columns.length} query={{ ...query, data: rows }} empty={empty} />}
    />
  );
}

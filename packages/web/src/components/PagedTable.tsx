// The view of a paged list (lib/usePagedList is its controller): a Mantine table with a loading overlay on the table
// only, the empty state '暂无数据', and the pager with '共 N 条', a page-size select and, optionally, a page jumper
// ('跳至 N 页').
import { useState, type Key, type ReactNode } from 'react';
import { Box, Group, LoadingOverlay, NumberInput, Pagination, ScrollArea, Select, Table, Text } from '@mantine/core';
import { pageCount } from '../lib/pagedList';
import type { PagedList } from '../lib/usePagedList';

export interface Column<Row> {
  key: string;
  title: ReactNode;
  render: (row: Row) => ReactNode;
  width?: number | string;
}

export interface PagedTableProps<Row> {
  list: Pick<PagedList<never, Row>, 'rows' | 'total' | 'page' | 'pageSize' | 'pageSizes' | 'isLoading' | 'isFetching' | 'setPage' | 'setPageSize'>;
  columns: Column<Row>[];
  rowKey: (row: Row) => Key;
  /** The table's accessible name. */
  label: string;
  minWidth?: number;
  /** A '跳至 N 页' field after the pager (Enter or leaving the field goes there). */
  jumper?: boolean;
}

export function PagedTable<Row>({ list, columns, rowKey, label, minWidth = 720, jumper = false }: PagedTableProps<Row>) {
  const pages = pageCount(list.total, list.pageSize);
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
              {list.rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.key}>{c.render(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {list.rows.length === 0 && !list.isLoading && (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text c="dimmed" ta="center" py="lg">
                      暂无数据
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Box>
      <Group justify="flex-end" mt="sm" gap="sm">
        <Text size="sm">共 {list.total} 条</Text>
        {list.pageSizes.length > 1 && (
          <Select
            aria-label="每页条数"
            w={110}
            size="xs"
            allowDeselect={false}
            data={list.pageSizes.map((n) => ({ value: String(n), label: `${n} 条/页` }))}
            value={String(list.pageSize)}
            onChange={(v) => v && list.setPageSize(Number(v))}
          />
        )}
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(list.page, pages)}
          onChange={list.setPage}
          getItemProps={(page) => ({ 'aria-label': `第 ${page} 页` })}
          getControlProps={(control) =>
            control === 'previous' ? { 'aria-label': '上一页' } : control === 'next' ? { 'aria-label': '下一页' } : {}
          }
        />
        {jumper && <PageJumper pages={pages} onJump={list.setPage} />}
      </Group>
    </Box>
  );
}

/** '跳至 [n] 页': a page number from 1 to the last page, applied on Enter or when the field is left. */
function PageJumper({ pages, onJump }: { pages: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState<string | number>('');
  const jump = () => {
    const page = Number(value);
    if (value === '' || !Number.isInteger(page)) return;
    onJump(Math.min(Math.max(page, 1), pages));
    setValue('');
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">跳至</Text>
      <NumberInput
        aria-label="跳至页码"
        size="xs"
        w={64}
        min={1}
        max={pages}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        value={value}
        onChange={setValue}
        onBlur={jump}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            jump();
          }
        }}
      />
      <Text size="sm">页</Text>
    </Group>
  );
}

// The view of a paged list (lib/usePagedList is its controller): a Mantine table with a loading overlay on the table
// only, the empty state '暂无数据', and the pager with '共 N 条' and a page-size select.
import type { Key, ReactNode } from 'react';
import { Box, Group, LoadingOverlay, Pagination, ScrollArea, Select, Table, Text } from '@mantine/core';
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
}

export function PagedTable<Row>({ list, columns, rowKey, label, minWidth = 720 }: PagedTableProps<Row>) {
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
      </Group>
    </Box>
  );
}

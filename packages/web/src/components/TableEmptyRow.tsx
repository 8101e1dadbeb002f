// The row a table shows when it has no rows: a dimmed text across every column ('暂无数据' unless the screen says more).
import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

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

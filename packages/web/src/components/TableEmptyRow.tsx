// The row a table shows when it has no rows: a dimmed text across every column ('暂无数据' unless the screen says more),
// or, when the rows failed to load, the shared error state (LoadFailure: the reason and 重试).
import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
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

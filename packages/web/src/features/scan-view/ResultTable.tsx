// The scanner view's result table (spec 3 §2.3): one row a sheet with its exam number, absence, room and seat, the
// answers of each page and the upload result, or why it failed (cut at 20 characters, 详情 shows it whole) with 重试.
import type { ReactNode } from 'react';
import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import { shortError } from './intake';
import type { ScanRow } from './scanController';
import { SCAN_TEXTS } from './scanTexts';

export interface ResultTableProps {
  rows: readonly ScanRow[];
  onDetail: (text: string) => void;
  onView: (row: ScanRow) => void;
  onRetry: (id: string) => void;
  /** A row's further actions (the fix flows: fix/useSheetFixing rowActions), after 查看. */
  actions?: (row: ScanRow) => ReactNode;
}

export function ResultTable({ rows, onDetail, onView, onRetry, actions }: ResultTableProps) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label="扫描结果" verticalSpacing={4} styles={{ th: { whiteSpace: 'nowrap' } }}>
        <Table.Thead>
          <Table.Tr>
            {['序号', '考号', '缺考', '考场信息', '第一页答案', '第二页答案', '上传结果', '图片'].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={8}>
                <Text size="sm" c="dimmed" ta="center">
                  暂无扫描结果
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <ResultRow key={row.id} row={row} onDetail={onDetail} onView={onView} onRetry={() => onRetry(row.id)} actions={actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ResultRow({ row, onDetail, onView, onRetry, actions }: { row: ScanRow; onDetail: (text: string) => void; onView: (row: ScanRow) => void; onRetry: () => void; actions?: ((row: ScanRow) => ReactNode) | undefined }) {
  const o = row.outcome;
  const error = row.failure ?? o?.error ?? (row.duplicate ? SCAN_TEXTS.duplicateInScan(o?.studentId ?? '') : null);
  const isError = row.state === 'failed' || row.state === 'incomplete' || Boolean(o?.isError) || Boolean(row.duplicate);
  return (
    <Table.Tr bg={isError ? 'var(--mantine-color-red-light)' : o?.absent ? 'var(--mantine-color-gray-light)' : undefined}>
      <Table.Td>{row.index}</Table.Td>
      <Table.Td>{o?.studentId ?? '—'}</Table.Td>
      <Table.Td>{o?.absent ? '缺考' : ''}</Table.Td>
      <Table.Td>{o ? (o.room ? `${o.room.room_name} ${o.room.seat_num}号` : SCAN_TEXTS.notArranged) : ''}</Table.Td>
      <Table.Td>{o?.answers.page1}</Table.Td>
      <Table.Td>{o?.answers.page2}</Table.Td>
      <Table.Td>
        {row.state === 'uploading' ? (
          <Group gap={4}>
            <Loader size="xs" />
            <Text size="sm">上传中</Text>
          </Group>
        ) : (
          <Group gap={4} wrap="wrap">
            {o &&
              !error &&
              [o.labels.page1, o.labels.page2].map(
                (label, i) =>
                  label && (
                    <Badge key={i} color={label.ok ? 'green' : 'red'} variant="light">
                      {label.text}
                    </Badge>
                  ),
              )}
            {error && (
              <Text size="sm" c="red.8" title={error}>
                {shortError(error)}
              </Text>
            )}
            {error && (
              <Button size="compact-xs" variant="subtle" onClick={() => onDetail(error)}>
                详情
              </Button>
            )}
            {row.state === 'failed' && (
              <Button size="compact-xs" variant="light" onClick={onRetry}>
                重试
              </Button>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => onView(row)} aria-label={`查看第 ${row.index} 张图片`}>
            查看
          </Button>
          {actions?.(row)}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

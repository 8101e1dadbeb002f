// The scanner view's result table (spec 3 §2.3): one row a sheet with its exam number, absence, room and seat, the
// answers of each page and the upload result, or why it failed (cut at 20 characters, 详情 shows it whole) with 重试.
// A scan can list hundreds of sheets while several arrive a second: rows have a fixed height and only those in view
// are rendered (lib/rowWindow), and rows are memoised, so a sheet's new outcome redraws its row alone.
import { memo } from 'react';
import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useRowWindow } from '../../lib/rowWindow';
import { shortError } from './intake';
import type { ScanRow } from './scanController';
import { SCAN_TEXTS } from './scanTexts';

export interface ResultTableProps {
  rows: readonly ScanRow[];
  onDetail: (text: string) => void;
  onView: (row: ScanRow) => void;
  onRetry: (id: string) => void;
}

const ROW_HEIGHT = 37;
const VIEWPORT_HEIGHT = 600;
const CELL_STYLES = { th: { whiteSpace: 'nowrap' }, td: { whiteSpace: 'nowrap' } } as const;

/** The header row: the same on every render of the table. */
const ResultHead = memo(function ResultHead() {
  return (
    <Table.Thead>
      <Table.Tr>
        {['序号', '考号', '缺考', '考场信息', '第一页答案', '第二页答案', '上传结果', '图片'].map((h) => (
          <Table.Th key={h}>{h}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
});

export function ResultTable({ rows, onDetail, onView, onRetry }: ResultTableProps) {
  const win = useRowWindow(rows.length, { rowHeight: ROW_HEIGHT, viewportHeight: VIEWPORT_HEIGHT });
  return (
    <div style={{ maxHeight: VIEWPORT_HEIGHT, overflow: 'auto', overscrollBehavior: 'contain' }} onScroll={(e) => win.onScroll({ y: e.currentTarget.scrollTop })}>
      <Table
        striped
        stickyHeader
        miw={900}
        aria-label="扫描结果"
        aria-rowcount={rows.length + 1}
        verticalSpacing={4}
        styles={CELL_STYLES}
      >
        <ResultHead />
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
          <tr aria-hidden style={{ height: win.padTop }} />
          {rows.slice(win.start, win.end).map((row, i) => (
            <ResultRow key={row.id} position={win.start + i} row={row} onDetail={onDetail} onView={onView} onRetry={onRetry} />
          ))}
          {win.padBottom > 0 && <tr aria-hidden style={{ height: win.padBottom }} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}

interface ResultRowProps {
  /** The row's place in the list (aria-rowindex: only the rows in view are in the page). */
  position: number;
  row: ScanRow;
  onDetail: (text: string) => void;
  onView: (row: ScanRow) => void;
  onRetry: (id: string) => void;
}

const ResultRow = memo(function ResultRow({ position, row, onDetail, onView, onRetry }: ResultRowProps) {
  const o = row.outcome;
  const error = row.failure ?? o?.error ?? (row.duplicate ? SCAN_TEXTS.duplicateInScan(o?.studentId ?? '') : null);
  const isError = row.state === 'failed' || row.state === 'incomplete' || Boolean(o?.isError) || Boolean(row.duplicate);
  return (
    <Table.Tr h={ROW_HEIGHT} aria-rowindex={position + 2} bg={isError ? 'var(--mantine-color-red-light)' : o?.absent ? 'var(--mantine-color-gray-light)' : undefined}>
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
          <Group gap={4} wrap="nowrap">
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
              <Button size="compact-xs" variant="light" onClick={() => onRetry(row.id)}>
                重试
              </Button>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Button size="compact-xs" variant="subtle" onClick={() => onView(row)} aria-label={`查看第 ${row.index} 张图片`}>
          查看
        </Button>
      </Table.Td>
    </Table.Tr>
  );
});

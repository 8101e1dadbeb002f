// The scanner view's result table (spec 3 §2.3): one row a sheet with its exam number, absence, room and seat, the
// answers of each page and the upload result, or why it failed (cut at 20 characters, 详情 shows it whole) with 重试.
// A scan can list hundreds of sheets while several arrive a second: lines have a fixed height and only those in view
// are rendered (lib/rowWindow), and rows are memoised, so a sheet's new outcome redraws its row alone.
import { memo, useEffect, useRef, type ReactNode } from 'react';
import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import type { Schemas } from '@exam/sdk';
import { useRowWindow } from '../../lib/rowWindow';
import { shortError, type ScanType } from './intake';
import { rowIsError, type RoomData, type ScanRow } from './scanController';
import { SCAN_TEXTS } from './scanTexts';

export interface ResultTableProps {
  rows: readonly ScanRow[];
  scanType: ScanType;
  /** Room scan: the current room, whose seats are listed whether scanned or not. */
  room?: RoomData | undefined;
  /** Only rows with errors are shown (room scan: unscanned seats count as errors). */
  errorsOnly?: boolean;
  /** 跟随最新: when lines are added the table scrolls to the newest (the last) one. */
  followNewest?: boolean;
  onDetail: (text: string) => void;
  onView: (row: ScanRow) => void;
  onRetry: (id: string) => void;
  /** A row's further actions (the fix flows: fix/useSheetFixing rowActions), after 查看. */
  actions?: (row: ScanRow) => ReactNode;
}

const HEADERS: Readonly<Record<'room' | 'batch', string[]>> = {
  // Room scan: room, seat, exam number, absent, upload result ('not scanned this time' when missing), answers, images.
  room: ['考场', '座位号', '考号', '缺考', '上传结果', '答案', '图片'],
  // School and global scan: index, exam number, absent, room info, page-1 answers, page-2 answers, upload result, images.
  batch: ['序号', '考号', '缺考', '考场信息', '第一页答案', '第二页答案', '上传结果', '图片'],
};

/** Room scan lines: every seat of the room in order (with its sheet, or none yet), then the sheets of no seat here. */
export interface RoomLine {
  seat?: Schemas['ExamRoomStudent'];
  row?: ScanRow;
}

export function roomLines(rows: readonly ScanRow[], room: RoomData | undefined): RoomLine[] {
  if (!room) return rows.map((row) => ({ row }));
  const used = new Set<string>();
  const lines: RoomLine[] = room.students.map((seat) => {
    const row = rows.find((r) => r.outcome?.studentId === seat.student_id);
    if (row) used.add(row.id);
    return row ? { seat, row } : { seat };
  });
  return [...lines, ...rows.filter((r) => !used.has(r.id)).map((row) => ({ row }))];
}

const ROW_HEIGHT = 37;
const VIEWPORT_HEIGHT = 600;
const CELL_STYLES = { th: { whiteSpace: 'nowrap' }, td: { whiteSpace: 'nowrap' } } as const;

export function ResultTable({ rows, scanType, room, errorsOnly = false, followNewest = false, onDetail, onView, onRetry, actions }: ResultTableProps) {
  const byRoom = scanType === '1';
  const headers = HEADERS[byRoom ? 'room' : 'batch'];
  const lines: RoomLine[] = byRoom ? roomLines(rows, room).filter((l) => !errorsOnly || !l.row || rowIsError(l.row)) : rows.map((row) => ({ row }));
  const win = useRowWindow(lines.length, { rowHeight: ROW_HEIGHT, viewportHeight: VIEWPORT_HEIGHT });
  const scroller = useRef<HTMLDivElement>(null);
  const shownCount = useRef(lines.length);
  // 跟随最新: a new line scrolls the table to the end (its scroll event moves the row window there). The scroll waits
  // for the next frame, when the page is laid out already: set during the commit it forced a layout of its own on
  // every new row, several a second while scanning.
  useEffect(() => {
    const grew = lines.length > shownCount.current;
    shownCount.current = lines.length;
    if (!followNewest || !grew) return;
    const frame = requestAnimationFrame(() => {
      const el = scroller.current;
      if (el) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [lines.length, followNewest]);
  return (
    <div ref={scroller} style={{ maxHeight: VIEWPORT_HEIGHT, overflow: 'auto', overscrollBehavior: 'contain' }} onScroll={(e) => win.onScroll({ y: e.currentTarget.scrollTop })}>
      <Table striped stickyHeader miw={900} aria-label="扫描结果" aria-rowcount={lines.length + 1} verticalSpacing={4} styles={CELL_STYLES}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={headers.length}>
                <Text size="sm" c="dimmed" ta="center">
                  暂无扫描结果
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          <tr aria-hidden style={{ height: win.padTop }} />
          {lines.slice(win.start, win.end).map(({ seat, row }, i) =>
            row ? (
              <ResultRow key={row.id} position={win.start + i} row={row} seat={seat} byRoom={byRoom} onDetail={onDetail} onView={onView} onRetry={onRetry} actions={actions} />
            ) : (
              seat && <UnscannedSeat key={`seat-${seat.seat_num}`} position={win.start + i} seat={seat} />
            ),
          )}
          {win.padBottom > 0 && <tr aria-hidden style={{ height: win.padBottom }} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function UnscannedSeat({ position, seat }: { position: number; seat: Schemas['ExamRoomStudent'] }) {
  return (
    <Table.Tr h={ROW_HEIGHT} aria-rowindex={position + 2}>
      <Table.Td>{seat.room_name}</Table.Td>
      <Table.Td>{seat.seat_num}</Table.Td>
      <Table.Td>{seat.student_id}</Table.Td>
      <Table.Td />
      <Table.Td>
        <Text size="sm" c="var(--mantine-color-orange-text)">
          {SCAN_TEXTS.notScannedThisTime}
        </Text>
      </Table.Td>
      <Table.Td />
      <Table.Td />
    </Table.Tr>
  );
}

interface ResultRowProps {
  /** The line's place in the list (aria-rowindex: only the lines in view are in the page). */
  position: number;
  row: ScanRow;
  seat: Schemas['ExamRoomStudent'] | undefined;
  byRoom: boolean;
  onDetail: (text: string) => void;
  onView: (row: ScanRow) => void;
  onRetry: (id: string) => void;
  actions?: ((row: ScanRow) => ReactNode) | undefined;
}

const ResultRow = memo(function ResultRow({ position, row, seat, byRoom, onDetail, onView, onRetry, actions }: ResultRowProps) {
  const o = row.outcome;
  const error = row.failure ?? o?.error ?? (row.duplicate ? SCAN_TEXTS.duplicateInScan(o?.studentId ?? '') : null);
  const isError = rowIsError(row);
  return (
    <Table.Tr h={ROW_HEIGHT} aria-rowindex={position + 2} bg={isError ? 'var(--mantine-color-red-light)' : o?.absent ? 'var(--mantine-color-gray-light)' : undefined}>
      {byRoom ? (
        <>
          <Table.Td>{seat?.room_name ?? o?.room?.room_name ?? '—'}</Table.Td>
          <Table.Td>{seat?.seat_num ?? o?.room?.seat_num ?? '—'}</Table.Td>
        </>
      ) : (
        <Table.Td>{row.index}</Table.Td>
      )}
      <Table.Td>{o?.studentId ?? '—'}</Table.Td>
      <Table.Td>{o?.absent ? '缺考' : ''}</Table.Td>
      {!byRoom && (
        <>
          <Table.Td>{o ? (o.room ? `${o.room.room_name} ${o.room.seat_num}号` : SCAN_TEXTS.notArranged) : ''}</Table.Td>
          <Table.Td>{o?.answers.page1}</Table.Td>
          <Table.Td>{o?.answers.page2}</Table.Td>
        </>
      )}
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
              <Text size="sm" c="var(--mantine-color-red-text)" title={error}>
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
      {byRoom && <Table.Td>{[o?.answers.page1, o?.answers.page2].filter(Boolean).join(' ')}</Table.Td>}
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
});

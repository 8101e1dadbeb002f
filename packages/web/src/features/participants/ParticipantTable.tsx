// The participant table (spec 2 §2.5): school, name, student number, grade, class, then per shown subject the exam
// number, the room/seat and the front/back upload status (only submitted pages open the image), a tick per row for
// batch delete, edit and delete. A page can hold 400 students with many subject columns, so rows have a fixed height
// and only those in view are rendered (useRowWindow); rows are memoised so ticking one does not redraw the others.
// Scrolling stays on the browser's own scroller (a plain overflow box, not Mantine's ScrollArea, which re-renders its
// scrollbars on every scroll event), and a row is plain table cells: a page of rows scrolls at the display's rate.
// The action column sticks to the right edge, so 编辑/删除 stay in reach however many subject columns there are.
import { memo, useEffect, useRef, type CSSProperties } from 'react';
import { Box, Button, Checkbox, Group, LoadingOverlay, Table, Text } from '@mantine/core';
import type { SubjectOption } from '../../lib/examSelection';
import { PAGE_NAMES, PAGE_TONE_COLOR, pageState } from './participantRules';
import type { ParticipantRow } from './queries';
import { useRowWindow } from '../../lib/rowWindow';
import { TableEmptyRow, TableFailureRow } from '../../components/TableEmptyRow';
import type { LoadFailureProps } from '../../components/LoadFailure';

export const ROW_HEIGHT = 41;
const VIEWPORT_HEIGHT = 600;

/** The sticky action column: opaque (the row's stripe or the page), with a shadow where the scrolled columns pass. */
const actionCell = (index: number | null): CSSProperties => ({
  position: 'sticky',
  right: 0,
  zIndex: 1,
  backgroundColor: index !== null && index % 2 === 1 ? 'var(--table-striped-color)' : 'var(--mantine-color-body)',
  boxShadow: 'inset 1px 0 0 var(--table-border-color), -6px 0 6px -6px rgba(0, 0, 0, 0.25)',
});

/** A small status label in the colour of its tone (plain elements: a page can hold 2400 of them). */
function pillStyle(color: string, outline: boolean): CSSProperties {
  return {
    display: 'inline-block',
    padding: '0 6px',
    border: `1px solid ${outline ? `var(--mantine-color-${color}-outline)` : 'transparent'}`,
    borderRadius: 4,
    font: 'inherit',
    fontSize: 12,
    lineHeight: '20px',
    whiteSpace: 'nowrap',
    color: `var(--mantine-color-${color}-light-color)`,
    background: outline ? 'transparent' : `var(--mantine-color-${color}-light)`,
  };
}

export interface PaperRef {
  row: ParticipantRow;
  subject: SubjectOption;
  studentId: string;
  page: 1 | 2;
}

export interface ParticipantTableProps {
  rows: ParticipantRow[];
  subjects: SubjectOption[];
  checked: ReadonlySet<string>;
  loading: boolean;
  fetching: boolean;
  onCheck: (numbers: string[], checked: boolean) => void;
  onEdit: (row: ParticipantRow) => void;
  onDelete: (row: ParticipantRow) => void;
  onView: (paper: PaperRef) => void;
  /** Changes with the page and filters: a new list starts at the top (a refresh of the same list keeps its place). */
  resetKey: string;
  /** The page's failed load: shown with 重试 in place of the rows. */
  failure?: LoadFailureProps;
}

export function ParticipantTable({ rows, subjects, checked, loading, fetching, onCheck, onEdit, onDelete, onView, resetKey, failure }: ParticipantTableProps) {
  const win = useRowWindow(rows.length, { rowHeight: ROW_HEIGHT, viewportHeight: VIEWPORT_HEIGHT });
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    viewport.current?.scrollTo({ top: 0 });
  }, [resetKey]);
  const numbers = rows.map((r) => r.student_number);
  const allChecked = numbers.length > 0 && numbers.every((n) => checked.has(n));
  const someChecked = numbers.some((n) => checked.has(n));
  const columnCount = 7 + subjects.length * 3;
  return (
    <Box pos="relative" mih={120}>
      <LoadingOverlay visible={fetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
      <div
        ref={viewport}
        style={{ maxHeight: VIEWPORT_HEIGHT, overflow: 'auto', overscrollBehavior: 'contain' }}
        onScroll={(e) => win.onScroll({ y: e.currentTarget.scrollTop })}
      >
        <Table
          striped
          highlightOnHover
          withTableBorder
          stickyHeader
          miw={640 + subjects.length * 3 * 120}
          aria-label="参考学生列表"
          aria-rowcount={rows.length + 1}
          aria-busy={fetching}
          styles={{ td: { whiteSpace: 'nowrap' }, th: { whiteSpace: 'nowrap' } }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>
                <Checkbox
                  aria-label="全选"
                  checked={allChecked}
                  indeterminate={someChecked && !allChecked}
                  onChange={() => onCheck(numbers, !allChecked)}
                />
              </Table.Th>
              <Table.Th>学校</Table.Th>
              <Table.Th>姓名</Table.Th>
              <Table.Th>学号</Table.Th>
              <Table.Th>年级</Table.Th>
              <Table.Th>班级</Table.Th>
              {subjects.map((s) => (
                <Table.Th key={`no-${s.subject_id}`}>{s.subject_name}考号</Table.Th>
              ))}
              {subjects.map((s) => (
                <Table.Th key={`seat-${s.subject_id}`}>{s.subject_name}考场/座位</Table.Th>
              ))}
              {subjects.map((s) => (
                <Table.Th key={`scan-${s.subject_id}`}>{s.subject_name}上传状态（正面/背面）</Table.Th>
              ))}
              <Table.Th style={{ ...actionCell(null), zIndex: 2 }}>操作</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <tr aria-hidden style={{ height: win.padTop }} />
            {rows.slice(win.start, win.end).map((row, i) => (
              <ParticipantLine
                key={row.student_number}
                index={win.start + i}
                row={row}
                subjects={subjects}
                checked={checked.has(row.student_number)}
                onCheck={onCheck}
                onEdit={onEdit}
                onDelete={onDelete}
                onView={onView}
              />
            ))}
            {win.padBottom > 0 && <tr aria-hidden style={{ height: win.padBottom }} />}
            {failure ? <TableFailureRow colSpan={columnCount} {...failure} /> : rows.length === 0 && !loading && <TableEmptyRow colSpan={columnCount} />}
          </Table.Tbody>
        </Table>
      </div>
    </Box>
  );
}

interface LineProps extends Pick<ParticipantTableProps, 'onCheck' | 'onEdit' | 'onDelete' | 'onView' | 'subjects'> {
  index: number;
  row: ParticipantRow;
  checked: boolean;
}

const ParticipantLine = memo(function ParticipantLine({ index, row, subjects, checked, onCheck, onEdit, onDelete, onView }: LineProps) {
  const name = row.student_name;
  const room = (id: number) => row.room_info?.find((r) => r.subject_id === id);
  const scan = (id: number) => row.scan_info?.find((s) => s.subject_id === id);
  return (
    <Table.Tr h={ROW_HEIGHT} aria-rowindex={index + 2}>
      <Table.Td>
        <Checkbox aria-label={`选择 ${name}`} checked={checked} onChange={(e) => onCheck([row.student_number], e.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>{row.school_name}</Table.Td>
      <Table.Td>{name}</Table.Td>
      <Table.Td>{row.student_number}</Table.Td>
      <Table.Td>{row.grade}</Table.Td>
      <Table.Td>{row.class_name}</Table.Td>
      {subjects.map((s) => (
        <Table.Td key={`no-${s.subject_id}`}>{room(s.subject_id)?.student_id ?? '—'}</Table.Td>
      ))}
      {subjects.map((s) => {
        const r = room(s.subject_id);
        return (
          <Table.Td key={`seat-${s.subject_id}`}>
            {!r ? '—' : r.room_name ? `${r.room_name} / ${r.seat_num ?? '—'}号` : <Text span c="dimmed" size="sm">未安排</Text>}
          </Table.Td>
        );
      })}
      {subjects.map((s) => {
        const info = scan(s.subject_id);
        const studentId = info?.student_id ?? room(s.subject_id)?.student_id;
        return (
          <Table.Td key={`scan-${s.subject_id}`}>
            <Group gap={4} wrap="nowrap">
              {([1, 2] as const).map((page) => {
                const state = pageState(info, page);
                const text = `${PAGE_NAMES[page]}：${state.label}`;
                const color = PAGE_TONE_COLOR[state.tone];
                return state.viewable && studentId ? (
                  <button
                    key={page}
                    type="button"
                    style={{ ...pillStyle(color, false), cursor: 'pointer', textDecoration: 'underline dotted' }}
                    title="查看试卷"
                    // The name starts with the visible text (label in name, WCAG 2.5.3).
                    aria-label={`${text}，查看 ${name} ${s.subject_name}${PAGE_NAMES[page]}试卷`}
                    onClick={() => onView({ row, subject: s, studentId, page })}
                  >
                    {text}
                  </button>
                ) : (
                  <span key={page} style={pillStyle(color, state.tone === 'absent')}>
                    {text}
                  </span>
                );
              })}
            </Group>
          </Table.Td>
        );
      })}
      <Table.Td style={actionCell(index)}>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" aria-label={`编辑 ${name}`} onClick={() => onEdit(row)}>
            编辑
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`删除 ${name}`} onClick={() => onDelete(row)}>
            删除
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

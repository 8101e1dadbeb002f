// Step 2 of the arrangement, the review (spec 3 §2.5, §4.5, §8.3): one tab per grade-unit pair with something chosen.
// Students are filtered by class, name and number, seats by area, room and seat number; the filtered ones can be
// cleared in one go after a confirmation that gives the count. The rooms' order (the order their seats are used) is
// changed with 上移 / 下移. Whether the arrangement may start is shown above the tabs.
import { memo, useMemo, useState, type ReactNode } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Grid, Group, List, Select, Stack, Table, Tabs, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowDown, IconArrowUp, IconEraser, IconLayoutGrid } from '@tabler/icons-react';
import { confirmThen } from '../../../lib/confirm';
import { showInfo, showSuccess } from '../../../lib/feedback';
import { TableEmptyRow } from '../../../components/TableEmptyRow';
import { WindowedTable, type WindowedRow } from '../../../components/WindowedTable';
import { WIZARD_TEXTS } from '../texts';
import {
  clearSeats,
  filterSeats,
  filterStudents,
  moveRoom,
  seatCount,
  selectionOf,
  setStudents,
  type Pair,
  type PairSelection,
  type SeatFilter,
  type SeatRoom,
  type Selections,
  type StudentFilter,
} from './selection';
import type { Layout, Order } from './params';
import { SeatMapDialog } from './SeatMapDialog';

const T = WIZARD_TEXTS.review;
const ROW_HEIGHT = 34;
const VIEWPORT = 360;

export interface Step2Props {
  /** The pairs with something chosen (the tabs). */
  pairs: readonly Pair[];
  selections: Selections;
  activeKey: string;
  onActive: (key: string) => void;
  onChange: (key: string, update: (sel: PairSelection) => PairSelection) => void;
  /** Why the arrangement cannot start (empty when it can). */
  problems: readonly string[];
  /** Undoes the last change made in the review (undefined when there is none). */
  onUndo?: () => void;
  /** Step 0's order and layout, for the seat maps. */
  order: Order | null;
  layout: Layout;
}

export function Step2Review({ pairs, selections, activeKey, onActive, onChange, problems, onUndo, order, layout }: Step2Props) {
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button size="xs" variant="default" leftSection={<IconArrowBackUp size={14} />} disabled={!onUndo} onClick={onUndo}>
          {T.undo}
        </Button>
      </Group>
      {problems.length > 0 && (
        <Alert color="yellow" variant="light" title={WIZARD_TEXTS.start}>
          <List size="sm">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Tabs value={activeKey} onChange={(v) => v && onActive(v)} keepMounted={false}>
        <Tabs.List>
          {pairs.map((p) => (
            <Tabs.Tab key={p.key} value={p.key}>
              {p.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {pairs.map((p) => (
          <Tabs.Panel key={p.key} value={p.key} pt="md">
            <PairReview pairKey={p.key} selection={selectionOf(selections, p.key)} onChange={(update) => onChange(p.key, update)} order={order} layout={layout} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

interface PartProps {
  selection: PairSelection;
  onChange: (update: (sel: PairSelection) => PairSelection) => void;
}

interface PairReviewProps extends PartProps {
  pairKey: string;
  order: Order | null;
  layout: Layout;
}

function PairReview({ pairKey, selection, onChange, order, layout }: PairReviewProps) {
  return (
    <Stack gap="md">
      <Text size="sm" aria-label="编排概况">
        {T.summary(selection.students.size, seatCount(selection))}
      </Text>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <StudentsPart selection={selection} onChange={onChange} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <SeatsPart selection={selection} onChange={onChange} />
        </Grid.Col>
      </Grid>
      <RoomOrder pairKey={pairKey} selection={selection} onChange={onChange} order={order} layout={layout} />
    </Stack>
  );
}

// Each part keeps its own filter, so a key typed in one re-renders that part only (2,000 students: a keystroke is
// answered within a frame; the room order's rows with their tooltips are not rendered again).
const StudentsPart = memo(function StudentsPart({ selection, onChange }: PartProps) {
  const [filter, setFilter] = useState<StudentFilter>({});
  const students = useMemo(() => filterStudents(selection, filter), [selection, filter]);
  const classes = useMemo(() => [...new Set([...selection.students.values()].map((s) => s.class_name))].sort(), [selection.students]);
  const rows = useMemo(() => students.map((x) => ({ key: x.student_number, cells: [x.class_name, x.student_name, x.student_number] })), [students]);
  return (
    <FilteredPart
      title={T.students}
      clearLabel={T.clearStudents}
      confirmClear={T.confirmClearStudents}
      unit={T.studentUnit}
      onClear={() => onChange((sel) => setStudents(sel, [], students.map((x) => x.student_number)))}
      headers={STUDENT_HEADERS}
      rows={rows}
      filters={
        <>
          <Select
            label={T.className}
            size="xs"
            w={140}
            clearable
            placeholder={T.all}
            data={classes}
            value={filter.class_name ?? null}
            onChange={(v) => setFilter((f) => ({ ...f, class_name: v ?? undefined }))}
          />
          <TextInput
            label={T.name}
            size="xs"
            w={110}
            value={filter.name ?? ''}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setFilter((f) => ({ ...f, name }));
            }}
          />
          <TextInput
            label={T.number}
            size="xs"
            w={130}
            value={filter.number ?? ''}
            onChange={(e) => {
              const number = e.currentTarget.value;
              setFilter((f) => ({ ...f, number }));
            }}
          />
        </>
      }
    />
  );
});

const SeatsPart = memo(function SeatsPart({ selection, onChange }: PartProps) {
  const [filter, setFilter] = useState<SeatFilter>({});
  const seats = useMemo(() => filterSeats(selection, filter), [selection, filter]);
  const areas = useMemo(() => [...new Map([...selection.rooms.values()].filter((r) => selection.seats.has(r.room_id)).map((r) => [r.area_id, r.area_name]))], [selection]);
  const rooms = useMemo(() => selection.roomOrder.map((id) => selection.rooms.get(id)).filter((r) => r !== undefined), [selection]);
  const rows = useMemo(() => seats.map((r) => ({ key: `${r.room.room_id}/${r.seat_num}`, cells: [r.room.area_name, r.room.room_name, r.seat_num] })), [seats]);
  return (
    <FilteredPart
      title={T.seats}
      clearLabel={T.clearSeats}
      confirmClear={T.confirmClearSeats}
      unit={T.seatUnit}
      onClear={() => onChange((sel) => clearSeats(sel, seats))}
      headers={SEAT_HEADERS}
      rows={rows}
      filters={
        <>
          <Select
            label={T.area}
            size="xs"
            w={130}
            clearable
            placeholder={T.all}
            data={areas.map(([id, name]) => ({ value: String(id), label: name }))}
            value={filter.area_id === undefined ? null : String(filter.area_id)}
            onChange={(v) => setFilter((f) => ({ ...f, area_id: v ? Number(v) : undefined }))}
          />
          <Select
            label={T.room}
            size="xs"
            w={140}
            clearable
            placeholder={T.all}
            data={rooms.filter((r) => filter.area_id === undefined || r.area_id === filter.area_id).map((r) => ({ value: String(r.room_id), label: r.room_name }))}
            value={filter.room_id === undefined ? null : String(filter.room_id)}
            onChange={(v) => setFilter((f) => ({ ...f, room_id: v ? Number(v) : undefined }))}
          />
          <TextInput
            label={T.seatNum}
            size="xs"
            w={80}
            inputMode="numeric"
            value={filter.seat ?? ''}
            onChange={(e) => {
              const seat = e.currentTarget.value.replace(/\D/g, '');
              setFilter((f) => ({ ...f, seat }));
            }}
          />
        </>
      }
    />
  );
});

const RoomOrder = memo(function RoomOrder({ pairKey, selection, onChange, order, layout }: PairReviewProps) {
  const rooms = selection.roomOrder.map((id) => selection.rooms.get(id)).filter((r) => r !== undefined);
  const [mapOf, setMapOf] = useState<SeatRoom | null>(null);
  return (
    <Card withBorder padding="sm" component="section" aria-label={T.roomOrder}>
      <Group gap="xs" mb="xs">
        <Title order={5}>{T.roomOrder}</Title>
        <Text size="xs" c="dimmed">
          {T.roomOrderHint}
        </Text>
      </Group>
      {rooms.length ? (
        <Stack gap={4}>
          {rooms.map((r, i) => (
            <Group key={r.room_id} gap="xs" wrap="nowrap" aria-label={`第${i + 1}位 ${r.room_name}`}>
              <Text size="sm" w={28} c="dimmed">
                {i + 1}
              </Text>
              <Text size="sm" w={200}>
                {r.area_name} {r.room_name}
              </Text>
              <Badge variant="light" size="sm">
                {selection.seats.get(r.room_id)?.size ?? 0}
              </Badge>
              <Tooltip label={T.up}>
                <ActionIcon variant="subtle" disabled={i === 0} aria-label={`${r.room_name}${T.up}`} onClick={() => onChange((s) => moveRoom(s, r.room_id, -1))}>
                  <IconArrowUp size={16} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={T.down}>
                <ActionIcon variant="subtle" disabled={i === rooms.length - 1} aria-label={`${r.room_name}${T.down}`} onClick={() => onChange((s) => moveRoom(s, r.room_id, 1))}>
                  <IconArrowDown size={16} />
                </ActionIcon>
              </Tooltip>
              <Button size="compact-xs" variant="subtle" leftSection={<IconLayoutGrid size={14} />} aria-label={T.seatMapOf(r.room_name)} onClick={() => setMapOf(r)}>
                {T.seatMap}
              </Button>
            </Group>
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {T.none}
        </Text>
      )}
      <SeatMapDialog pairKey={pairKey} room={mapOf} selection={selection} layout={layout} order={order} onClose={() => setMapOf(null)} />
    </Card>
  );
});

const STUDENT_HEADERS = [T.className, T.name, T.number];
const SEAT_HEADERS = [T.area, T.room, T.seatNum];

interface FilteredPartProps extends WindowedTableProps {
  title: string;
  /** The filter fields. */
  filters: ReactNode;
  clearLabel: string;
  confirmClear: (n: number) => string;
  /** What is counted in the cleared message ('名学生', '个座位'). */
  unit: string;
  /** Clears the filtered rows (after the confirmation). */
  onClear: () => void;
}

/** One side of the review: its filters, the batch clear of what they leave (asked first, with the count), the rows. */
function FilteredPart({ title, filters, clearLabel, confirmClear, unit, onClear, headers, rows }: FilteredPartProps) {
  const count = rows.length;
  const askClear = () =>
    confirmThen({
      title: clearLabel,
      message: confirmClear(count),
      danger: true,
      onConfirm: () => {
        onClear();
        showSuccess(T.cleared(count, unit));
      },
      onCancel: () => showInfo(T.clearCancelled),
    });
  return (
    <Card withBorder padding="sm" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={5}>{title}</Title>
        <Badge variant="light">{count}</Badge>
      </Group>
      <Group gap="xs" mb="xs" align="flex-end" wrap="wrap">
        {filters}
        <Button size="xs" variant="light" color="red" leftSection={<IconEraser size={14} />} disabled={!count} onClick={askClear}>
          {clearLabel}
        </Button>
      </Group>
      <WindowedTable
        label={title}
        head={headers.map((h) => (
          <Table.Th key={h}>{h}</Table.Th>
        ))}
        rows={rows}
        placeholder={<TableEmptyRow colSpan={headers.length}>{T.none}</TableEmptyRow>}
        rowHeight={ROW_HEIGHT}
        maxHeight={VIEWPORT}
      />
    </Card>
  );
}

interface WindowedTableProps {
  headers: readonly string[];
  rows: readonly WindowedRow[];
}

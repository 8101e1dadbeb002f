// Step 1 of the arrangement: per grade-unit pair, tick students in the tree and select seats in the school's seat
// grids (spec 3 §2.5). The pair is picked at the top; what each pair chose is kept while switching. 考区管理 opens the
// area management of the pair's school; the grids reload after it.
import { useState } from 'react';
import { Badge, Button, Card, Grid, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../../components/LoadFailure';
import { AreaManagerDialog } from '../areas/AreaManagerDialog';
import { areasQuery, seatStateQuery, studentSeatsQuery } from '../queries';
import { WIZARD_TEXTS } from '../texts';
import { SeatPanel, type SeatChange } from './SeatPanel';
import { countLabel, seatCount, seatsHeldByOthers, selectionOf, setRoomSeats, setStudents, type Pair, type PickedStudent, type Selections } from './selection';
import { StudentTree } from './StudentTree';

const T = WIZARD_TEXTS.pick;

export interface Step1Props {
  examId: number;
  pairs: readonly Pair[];
  subjects: readonly number[];
  selections: Selections;
  /** The pair shown (kept by the screen, so review opens on it and back returns to it). */
  pairKey: string;
  onPair: (key: string) => void;
  onChange: (key: string, update: (sel: ReturnType<typeof selectionOf>) => ReturnType<typeof selectionOf>) => void;
}

export function Step1Pick({ examId, pairs, subjects, selections, pairKey, onPair, onChange }: Step1Props) {
  const pair = pairs.find((p) => p.key === pairKey) ?? pairs[0];
  const [areasOpen, setAreasOpen] = useState(false);
  if (!pair) return null;
  const sel = selectionOf(selections, pair.key);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Text size="sm" fw={500}>
            {T.pair}
          </Text>
          <SegmentedControl
            aria-label={T.pair}
            value={pair.key}
            onChange={onPair}
            data={pairs.map((p) => {
              const s = selectionOf(selections, p.key);
              return { value: p.key, label: s.students.size || s.seats.size ? `${p.label}（${s.students.size}/${seatCount(s)}）` : p.label };
            })}
          />
        </Group>
        <Button variant="light" leftSection={<IconBuildingCommunity size={16} />} onClick={() => setAreasOpen(true)}>
          {T.areas}
        </Button>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <Card withBorder padding="sm" component="section" aria-label={T.students}>
            <Group justify="space-between" mb="xs">
              <Title order={5}>{T.students}</Title>
              <Badge variant="light">{T.selectedStudents(sel.students.size)}</Badge>
            </Group>
            <PairStudents examId={examId} pair={pair} subjects={subjects} selections={selections} onChange={onChange} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          <Card withBorder padding="sm" component="section" aria-label={T.seats}>
            <Group justify="space-between" mb="xs" wrap="wrap">
              <Group gap="xs">
                <Title order={5}>{T.seats}</Title>
                <Text size="xs" c="dimmed">
                  {T.dragHint}
                </Text>
              </Group>
              <Group gap="xs">
                <Legend />
                <Badge size="lg" aria-label={T.selectedSeats}>
                  {T.selectedSeats} {countLabel(seatCount(sel))}
                </Badge>
              </Group>
            </Group>
            <PairSeats examId={examId} pair={pair} pairs={pairs} subjects={subjects} selections={selections} onChange={onChange} />
          </Card>
        </Grid.Col>
      </Grid>
      <AreaManagerDialog opened={areasOpen} onClose={() => setAreasOpen(false)} unitId={pair.unit_id} unitName={pair.unit_name} />
    </Stack>
  );
}

function Legend() {
  const box = (bg: string, border: string) => <span style={{ display: 'inline-block', width: 14, height: 10, borderRadius: 2, background: bg, border, verticalAlign: 'middle', marginRight: 4 }} />;
  return (
    <Group gap="sm" aria-hidden>
      <Text size="xs">
        {box('var(--mantine-color-body)', '1px solid var(--mantine-color-default-border)')}
        {T.legend.empty}
      </Text>
      <Text size="xs">
        {box('var(--mantine-color-blue-filled)', '1px solid var(--mantine-color-blue-filled)')}
        {T.legend.selected}
      </Text>
      <Text size="xs">
        {box('var(--mantine-color-gray-light)', '1px dashed var(--mantine-color-default-border)')}
        {T.legend.occupied}
      </Text>
    </Group>
  );
}

type PartProps = Pick<Step1Props, 'examId' | 'subjects' | 'selections' | 'onChange'> & { pair: Pair };

function PairStudents({ examId, pair, subjects, selections, onChange }: PartProps) {
  const tree = useQuery(studentSeatsQuery(examId, pair.unit_id, subjects));
  if (tree.isError) return <LoadFailure error={tree.error} onRetry={() => void tree.refetch()} retrying={tree.isFetching} />;
  if (tree.isPending) return <Skeleton h={240} />;
  const classes = tree.data.filter((c) => c.grade_id === undefined || c.grade_id === pair.grade_id);
  return (
    <StudentTree
      classes={classes}
      selection={selectionOf(selections, pair.key)}
      subjects={subjects}
      onChange={(add: PickedStudent[], remove: string[]) => onChange(pair.key, (s) => setStudents(s, add, remove))}
    />
  );
}

function PairSeats({ examId, pair, pairs, subjects, selections, onChange }: PartProps & { pairs: readonly Pair[] }) {
  const areas = useQuery(areasQuery(pair.unit_id));
  const areaIds = (areas.data ?? []).map((a) => a.area_id);
  const rooms = useQuery(seatStateQuery(examId, areaIds, subjects));
  const failed = areas.isError ? areas : rooms.isError ? rooms : undefined;
  if (failed) return <LoadFailure error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  if (areas.isPending || (areaIds.length > 0 && rooms.isPending)) return <Skeleton h={320} />;
  if (!areaIds.length) {
    return (
      <Text c="dimmed" size="sm" py="md">
        {T.noAreas}
      </Text>
    );
  }
  return (
    <SeatPanel
      areas={areas.data ?? []}
      rooms={rooms.data ?? []}
      selected={selectionOf(selections, pair.key).seats}
      held={seatsHeldByOthers(pairs, selections, pair.key)}
      onChange={(changes: SeatChange[]) => onChange(pair.key, (s) => setRoomSeats(s, changes))}
    />
  );
}


// 阅卷进度 (statistics/markingProgress, issue 32): per subjective question group and round the papers, marked,
// remaining, percentage, marks in the last 10 minutes and the time to finish, with the subject's totals. The figures
// are the mock's (computed from the marking records); the push channel says when a marking changed them and the page
// asks again at once (livePush.ts; it polls every 3 seconds without the channel), so scores submitted by any teacher
// show without a reload. A stacked bar chart (@mantine/charts, its own chunk loaded after the page) and, for
// every reader, the same figures as a table.
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import { Badge, Card, Group, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { LoadFailure } from '../../components/LoadFailure';
import { TableEmptyRow } from '../../components/TableEmptyRow';
import { markModeName } from '../../lib/markRounds';
import { progressRows } from './format';
import { useMarkingPush } from './livePush';
import { markingProgressQuery, type MarkingProgress } from './queries';
import { MONITOR_TEXTS } from './texts';

const ProgressChart = lazy(() => import('./ProgressChart'));
const T = MONITOR_TEXTS.progress;
const C = T.columns;

export function MarkingProgressScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <ProgressBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function ProgressBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const pollMs = useMarkingPush(examId, subjectId);
  const progress = useQuery(markingProgressQuery(examId, subjectId, pollMs));
  // Each new answer redraws the summary, the chart and the table: in the background (interruptible, between frames),
  // while the page shows the last figures.
  const shown = useDeferredValue(progress.data);
  if (progress.error && !progress.data) return <LoadFailure error={progress.error} onRetry={() => void progress.refetch()} retrying={progress.isFetching} />;
  if (!shown) return <Skeleton h={240} />;
  return <ProgressView data={shown} />;
}

const ProgressView = memo(function ProgressView({ data }: { data: MarkingProgress }) {
  const rows = progressRows(data);
  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-label={T.summary}>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Text fw={600} data-testid="progress-subject">
              {T.subjectLine(data.finished, data.papers, data.percent)}
            </Text>
            <Text size="sm" c="dimmed" aria-live="polite">
              {T.updatedAt(data.at)}
            </Text>
          </Stack>
          <Stack gap={4} miw={220}>
            {data.groups.map((g) => (
              <Text key={g.question_id} size="sm">
                {T.groupDone(g.question_name, g.finished, g.percent)}
              </Text>
            ))}
          </Stack>
        </Group>
        <Progress value={data.percent} mt="sm" aria-label={T.percent} />
      </Card>
      {rows.length > 0 && (
        <Card withBorder padding="md" component="section" aria-label={T.chart}>
          <Title order={2} fz="h5" mb="sm">
            {T.chart}
          </Title>
          <Suspense fallback={<Skeleton h={Math.max(160, rows.length * 36)} />}>
            <ProgressChart rows={rows} />
          </Suspense>
        </Card>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.mode}</Table.Th>
              <Table.Th>{C.round}</Table.Th>
              <Table.Th ta="right">{C.papers}</Table.Th>
              <Table.Th ta="right">{C.marked}</Table.Th>
              <Table.Th ta="right">{C.remaining}</Table.Th>
              <Table.Th ta="right">{C.percent}</Table.Th>
              <Table.Th ta="right">{C.recent}</Table.Th>
              <Table.Th>{C.eta}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <TableEmptyRow colSpan={9}>{T.noGroups}</TableEmptyRow>
            ) : (
              rows.map((r) => (
                <Table.Tr key={r.key} data-row={r.key}>
                  <Table.Td>{r.group}</Table.Td>
                  <Table.Td>{markModeName(r.mode as Parameters<typeof markModeName>[0])}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" size="sm">
                      {r.round}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{r.papers}</Table.Td>
                  <Table.Td ta="right">{r.marked}</Table.Td>
                  <Table.Td ta="right">{r.remaining}</Table.Td>
                  <Table.Td ta="right">{r.percent}%</Table.Td>
                  <Table.Td ta="right">{r.recent}</Table.Td>
                  <Table.Td>{r.eta}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
});

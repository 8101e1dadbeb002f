// 学科对比 and 班级对比, analysis/commonReport/subject-comparison and class-comparison (level 4; issue 33): the schools
// (学科对比) or the classes (班级对比) of the user's scope side by side: per subject and the total the mean and score
// rate, with the present count and the pass and excellent rates of the total; a grouped chart of the score rates
// (its own chunk) beside the table.
import { lazy, Suspense } from 'react';
import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../components/LoadFailure';
import { comparisonQuery } from './queries';
import { ReportFrame } from './ReportFrame';
import { ANALYSIS_TEXTS } from './texts';

const ComparisonChart = lazy(() => import('./charts').then((m) => ({ default: m.ComparisonChart })));

const T = ANALYSIS_TEXTS.comparison;
const pct = ANALYSIS_TEXTS.pct;

export function ComparisonScreen({ kind, examId }: { kind: 'subject' | 'class'; examId: number | undefined }) {
  const title = kind === 'subject' ? T.subjectTitle : T.classTitle;
  return (
    <ReportFrame title={title} examId={examId}>
      {(ctx) => <Comparison kind={kind} title={title} examId={ctx.examId} />}
    </ReportFrame>
  );
}

function Comparison({ kind, title, examId }: { kind: 'subject' | 'class'; title: string; examId: number }) {
  const table = useQuery(comparisonQuery(examId));
  if (table.error && !table.data) return <LoadFailure error={table.error} onRetry={() => void table.refetch()} retrying={table.isFetching} />;
  const data = table.data;
  if (!data) return <Skeleton h={320} />;
  const rows = data.rows.filter((r) => (kind === 'subject' ? r.class_id === null : r.class_id !== null));
  const name = (r: (typeof rows)[number]) => (kind === 'subject' ? r.unit_name : rows.some((o) => o.unit_id !== r.unit_id) ? `${r.unit_name} ${r.class_name ?? ''}` : (r.class_name ?? ''));
  const chartData = data.subjects.map((s, k) => ({ subject: s.subject_name, ...Object.fromEntries(rows.map((r) => [name(r), Math.round((r.cells[k]?.score_rate ?? 0) * 10000) / 100])) }));
  return (
    <Stack gap="md">
      <Card withBorder padding="md" component="section" aria-label={T.chart}>
        <Title order={2} fz="h5" mb="sm">
          {T.chart}
        </Title>
        <div role="img" aria-label={T.chartLabel(rows.map((r) => `${name(r)} ${data.subjects.map((s, k) => `${s.subject_name}${pct(r.cells[k]?.score_rate ?? 0)}`).join(' ')}`).join('；'))}>
          <Suspense fallback={<Skeleton h={260} />}>
            <ComparisonChart data={chartData} series={rows.map(name)} />
          </Suspense>
        </div>
      </Card>
      <Text size="sm" c="dimmed">
        {T.note}
      </Text>
      <Table.ScrollContainer minWidth={820}>
        <Table striped withTableBorder aria-label={T.table(title)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{kind === 'subject' ? T.unit : T.class}</Table.Th>
              <Table.Th>{T.columns.count}</Table.Th>
              {data.subjects.map((s) => (
                <Table.Th key={s.subject_id}>{s.subject_name}</Table.Th>
              ))}
              <Table.Th>{T.columns.pass}</Table.Th>
              <Table.Th>{T.columns.excellent}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.unit_id}-${r.class_id ?? 0}`}>
                <Table.Th scope="row">{name(r)}</Table.Th>
                <Table.Td>{r.cells[0]?.count ?? 0}</Table.Td>
                {r.cells.map((c) => (
                  <Table.Td key={c.subject_id}>{T.cell(c.mean, pct(c.score_rate))}</Table.Td>
                ))}
                <Table.Td>{pct(r.cells[0]?.pass_rate ?? 0)}</Table.Td>
                <Table.Td>{pct(r.cells[0]?.excellent_rate ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

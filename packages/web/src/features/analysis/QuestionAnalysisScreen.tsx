// 试题分析, analysis/commonReport/question-analysis (level 4; issue 33): per sub-question of the chosen subject the
// difficulty (mean / full), the discrimination (top against bottom 27 % by the subject's total), the key and the
// option distribution of objective ones; a chart of difficulty and discrimination (its own chunk) beside the table.
import { lazy, Suspense } from 'react';
import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../components/LoadFailure';
import { questionReportQuery } from './queries';
import { ReportFrame } from './ReportFrame';
import { ANALYSIS_TEXTS } from './texts';

const DifficultyChart = lazy(() => import('./charts').then((m) => ({ default: m.DifficultyChart })));

const T = ANALYSIS_TEXTS.questionAnalysis;
const C = T.columns;
const pct = ANALYSIS_TEXTS.pct;

export function QuestionAnalysisScreen({ examId, subjectId, onSubject }: { examId: number | undefined; subjectId: number | undefined; onSubject: (id: number) => void }) {
  return (
    <ReportFrame title={T.title} examId={examId} subject={{ id: subjectId, onChange: onSubject }}>
      {(ctx) => (ctx.subjectId === undefined ? null : <QuestionAnalysis key={ctx.subjectId} examId={ctx.examId} subjectId={ctx.subjectId} />)}
    </ReportFrame>
  );
}

function QuestionAnalysis({ examId, subjectId }: { examId: number; subjectId: number }) {
  const report = useQuery(questionReportQuery(examId, subjectId));
  if (report.error && !report.data) return <LoadFailure error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  const data = report.data;
  if (!data) return <Skeleton h={320} />;
  const label = (i: (typeof data.items)[number]) => `${i.question_name} ${i.name}`;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {T.note}
      </Text>
      <Card withBorder padding="md" component="section" aria-label={T.chart}>
        <Title order={2} fz="h5" mb="sm">
          {T.chart}
        </Title>
        <div role="img" aria-label={T.chartLabel(data.items.map((i) => `${label(i)} ${i.score_rate}/${i.discrimination}`).join('，'))}>
          <Suspense fallback={<Skeleton h={240} />}>
            <DifficultyChart data={data.items.map((i) => ({ item: i.name, [T.difficulty]: i.score_rate, [T.discrimination]: i.discrimination }))} series={[T.difficulty, T.discrimination]} />
          </Suspense>
        </div>
      </Card>
      <Table.ScrollContainer minWidth={820}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              {[C.question, C.full, C.difficulty, C.discrimination, C.key, C.options].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((i) => (
              <Table.Tr key={i.subquestion_id}>
                <Table.Th scope="row">{label(i)}</Table.Th>
                <Table.Td>{i.full_score}</Table.Td>
                <Table.Td>{i.score_rate}</Table.Td>
                <Table.Td>{i.discrimination}</Table.Td>
                <Table.Td>{i.key ?? '—'}</Table.Td>
                <Table.Td>
                  {i.options.length === 0
                    ? '—'
                    : i.options.map((o) => (
                        <Text key={o.answer} span size="sm" fw={o.correct ? 700 : 400} mr="xs">
                          {`${o.answer || T.blank} ${pct(o.rate)}`}
                        </Text>
                      ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

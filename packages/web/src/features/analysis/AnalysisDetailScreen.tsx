// 分析详情, analysis/analysisdetail (level 3 of score analysis; issue 33): one exam's overview per subject and for the
// total, over the rows of the user's scope (the server's): count, absent, mean, max, min, standard deviation, pass /
// good / excellent rates with the thresholds shown; the score rate of each subject and the score bands of a chosen
// subject as charts (@mantine/charts, their own chunk loaded after the page), each with its table; the way into the common reports.
import { lazy, Suspense, useState } from 'react';
import { Card, Group, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../components/links';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useShownExam } from '../../lib/routeMeta';
import { reportOverviewQuery, type SubjectStatistics } from './queries';
import { ANALYSIS_TEXTS } from './texts';

const ScoreRateChart = lazy(() => import('./charts').then((m) => ({ default: m.ScoreRateChart })));
const BandChart = lazy(() => import('./charts').then((m) => ({ default: m.BandChart })));

const T = ANALYSIS_TEXTS.detail;
const R = ANALYSIS_TEXTS.reports;
const C = T.columns;
const pct = ANALYSIS_TEXTS.pct;
const rate = (s: SubjectStatistics) => (s.full_score > 0 ? Math.round((s.mean / s.full_score) * 10000) / 100 : 0);

export function AnalysisDetailScreen({ examId }: { examId: number | undefined }) {
  return (
    <Stack gap="md">
      <PageHeader title={T.title} />
      {examId === undefined ? (
        <Group>
          <Text c="dimmed">{T.noExam}</Text>
          <ButtonLink to="/main/analysis" variant="light" size="xs">
            {T.back}
          </ButtonLink>
        </Group>
      ) : (
        <Overview examId={examId} />
      )}
    </Stack>
  );
}

function Overview({ examId }: { examId: number }) {
  const overview = useQuery(reportOverviewQuery(examId));
  useShownExam({ exam_name: overview.data?.exam_name, subject_name: undefined });
  const [chosen, setChosen] = useState<string>();
  if (overview.error && !overview.data) return <LoadFailure error={overview.error} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />;
  const data = overview.data;
  if (!data) return <Skeleton h={320} />;
  const subjects = data.subjects.filter((s) => s.subject_id !== 0);
  const band = data.subjects.find((s) => String(s.subject_id) === chosen) ?? data.subjects[0];
  // A band includes its lower bound; the last one also its upper bound (the full score).
  const bandName = (b: { from: number; to: number }, last: boolean) => `[${b.from}, ${b.to}${last ? ']' : ')'}`;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="h5">
          {data.exam_name}
        </Title>
        <Text size="sm" c="dimmed">
          {T.scope(data.scope_name, data.generated_time)}
        </Text>
        <Text size="sm" c="dimmed">
          {T.thresholds(data.thresholds.pass, data.thresholds.good, data.thresholds.excellent)}
        </Text>
      </Stack>
      <Group gap="sm" aria-label={T.reports} role="group">
        <ButtonLink size="xs" variant="light" to="/main/analysis/commonReport/student-mark" search={{ exam_id: examId }}>
          {T.studentMark}
        </ButtonLink>
        <ButtonLink size="xs" variant="light" to="/main/analysis/commonReport/question-mark" search={{ exam_id: examId }}>
          {T.questionMark}
        </ButtonLink>
        <ButtonLink size="xs" variant="light" to="/main/analysis/commonReport/subject-comparison" search={{ exam_id: examId }}>
          {T.subjectComparison}
        </ButtonLink>
        <ButtonLink size="xs" variant="light" to="/main/analysis/commonReport/class-comparison" search={{ exam_id: examId }}>
          {T.classComparison}
        </ButtonLink>
        <ButtonLink size="xs" variant="light" to="/main/analysis/commonReport/question-analysis" search={{ exam_id: examId }}>
          {T.questionAnalysis}
        </ButtonLink>
      </Group>
      <Group gap="sm" aria-label={T.reportPages} role="group">
        <ButtonLink size="xs" variant="outline" to="/analysis/entiretyreport" search={{ exam_id: examId }}>
          {R.entirety}
        </ButtonLink>
        <ButtonLink size="xs" variant="outline" to="/analysis/schoolreport" search={{ exam_id: examId }}>
          {R.school}
        </ButtonLink>
        <ButtonLink size="xs" variant="outline" to="/analysis/researchreport" search={{ exam_id: examId }}>
          {R.research}
        </ButtonLink>
        <ButtonLink size="xs" variant="outline" to="/analysis/headteacherreport" search={{ exam_id: examId }}>
          {R.headteacher}
        </ButtonLink>
        <ButtonLink size="xs" variant="outline" to="/analysis/teacherreport" search={{ exam_id: examId }}>
          {R.teacher}
        </ButtonLink>
        <ButtonLink size="xs" variant="outline" to="/analysis/paperexplain" search={{ exam_id: examId }}>
          {R.explain}
        </ButtonLink>
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder aria-label={T.overview}>
          <Table.Thead>
            <Table.Tr>
              {[C.subject, C.full, C.count, C.absent, C.mean, C.max, C.min, C.sd, C.pass, C.good, C.excellent].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.subjects.map((s) => (
              <Table.Tr key={s.subject_id}>
                <Table.Th scope="row">{s.subject_name}</Table.Th>
                <Table.Td>{s.full_score}</Table.Td>
                <Table.Td>{s.count}</Table.Td>
                <Table.Td>{s.absent}</Table.Td>
                <Table.Td>{s.mean}</Table.Td>
                <Table.Td>{s.max}</Table.Td>
                <Table.Td>{s.min}</Table.Td>
                <Table.Td>{s.sd}</Table.Td>
                <Table.Td>{pct(s.pass_rate)}</Table.Td>
                <Table.Td>{pct(s.good_rate)}</Table.Td>
                <Table.Td>{pct(s.excellent_rate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group align="stretch" grow wrap="wrap">
        <Card withBorder padding="md" component="section" aria-label={T.meanChart} miw={320}>
          <Title order={2} fz="h5" mb="sm">
            {T.meanChart}
          </Title>
          <div role="img" aria-label={T.meanChartLabel(subjects.map((s) => `${s.subject_name} ${rate(s)}%`).join('，'))}>
            <Suspense fallback={<Skeleton h={220} />}>
              <ScoreRateChart data={subjects.map((s) => ({ subject: s.subject_name, [T.scoreRate]: rate(s) }))} series={T.scoreRate} />
            </Suspense>
          </div>
        </Card>
        <Card withBorder padding="md" component="section" aria-label={T.bands} miw={320}>
          <Group justify="space-between" mb="sm">
            <Title order={2} fz="h5">
              {T.bands}
            </Title>
            <SegmentedControl
              size="xs"
              aria-label={T.bandSubject}
              value={String(band?.subject_id ?? 0)}
              onChange={setChosen}
              data={data.subjects.map((s) => ({ value: String(s.subject_id), label: s.subject_name }))}
            />
          </Group>
          {band && (
            <>
              <div role="img" aria-label={T.bandChartLabel(band.subject_name, band.bands.map((b, i) => `${bandName(b, i === band.bands.length - 1)} ${b.count}人`).join('，'))}>
                <Suspense fallback={<Skeleton h={220} />}>
                  <BandChart data={band.bands.map((b, i) => ({ band: bandName(b, i === band.bands.length - 1), [T.people]: b.count }))} series={T.people} />
                </Suspense>
              </div>
              <Table mt="sm" withTableBorder aria-label={`${band.subject_name}${T.bands}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{T.bandColumns.band}</Table.Th>
                    <Table.Th>{T.bandColumns.count}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {band.bands.map((b, i) => (
                    <Table.Tr key={b.from}>
                      <Table.Td>{bandName(b, i === band.bands.length - 1)}</Table.Td>
                      <Table.Td>{b.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </Card>
      </Group>
    </Stack>
  );
}

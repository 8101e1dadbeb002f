// 质量统计 (quality/qualityStatistics, issue 32): per question group its marks' count, mean and spread, and per teacher
// her marks, mean, spread, deviation from the group's mean and agreement in double marking (within the group's 误差分),
// filtered by group; a chart of the deviations (the largest first) whose text view is the teachers' table. Hidden in
// strict mode while the subject is being marked (QualityAnswer).
import { lazy, Suspense, useState } from 'react';
import { Group, Skeleton, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { markModeName } from '../../lib/markRounds';
import { SortableTable, type Column } from '../../components/SortableTable';
import { chartData, teacherBars } from './format';
import { GroupSelect, ofGroup, QualityAnswer, QualityPage, SectionTitle } from './QualityFrame';
import { qualityStatisticsQuery, type QualityStatistics } from './queries';
import { QUALITY_TEXTS } from './texts';

const QualityChart = lazy(() => import('./QualityChart'));
const T = QUALITY_TEXTS.statistics;
const C = T.columns;
const G = T.groupColumns;
const dash = (v: number | null) => (v === null ? QUALITY_TEXTS.dash : String(v));
type TeacherRow = QualityStatistics['teachers'][number];

const COLUMNS: Column<TeacherRow>[] = [
  { key: 'teacher', label: C.teacher, value: (r) => r.user_name, text: (r) => r.user_name },
  { key: 'unit', label: C.unit, value: (r) => r.unit_name, text: (r) => r.unit_name },
  { key: 'group', label: C.group, value: (r) => r.question_id, text: (r) => r.question_name },
  { key: 'marks', label: C.marks, value: (r) => r.marks, text: (r) => r.marks, numeric: true },
  { key: 'mean', label: C.mean, value: (r) => r.mean, text: (r) => r.mean, numeric: true },
  { key: 'std', label: C.stdDev, value: (r) => r.std_dev, text: (r) => r.std_dev, numeric: true },
  { key: 'deviation', label: C.deviation, value: (r) => r.deviation, text: (r) => QUALITY_TEXTS.signed(r.deviation), numeric: true },
  { key: 'double', label: C.double, value: (r) => r.double_marked, text: (r) => r.double_marked, numeric: true },
  { key: 'agreed', label: C.agreed, value: (r) => r.agreed, text: (r) => r.agreed, numeric: true },
  { key: 'rate', label: C.rate, value: (r) => r.agreement_rate, text: (r) => (r.agreement_rate === null ? QUALITY_TEXTS.dash : QUALITY_TEXTS.percent(r.agreement_rate)), numeric: true },
];

export function QualityStatisticsScreen() {
  return <QualityPage title={T.title}>{(examId, subjectId) => <StatisticsBody examId={examId} subjectId={subjectId} />}</QualityPage>;
}

function StatisticsBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const query = useQuery(qualityStatisticsQuery(examId, subjectId));
  const [groupId, setGroupId] = useState<number | null>(null);
  return (
    <QualityAnswer query={query}>
      {(data) => {
        const groups = ofGroup(data.groups, groupId);
        const teachers = ofGroup(data.teachers, groupId);
        const { bars, all } = teacherBars(teachers, (r) => r.deviation);
        const chart = chartData(bars, T.series, QUALITY_TEXTS.signed);
        const title = QUALITY_TEXTS.chartTop(T.chart, bars.length, all);
        return (
          <Stack gap="md">
            <Group>
              <GroupSelect groups={data.groups} value={groupId} onChange={setGroupId} />
            </Group>
            <SectionTitle>{T.groupTable}</SectionTitle>
            <Table.ScrollContainer minWidth={600}>
              <Table striped withTableBorder aria-label={T.groupTable}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{G.group}</Table.Th>
                    <Table.Th>{G.mode}</Table.Th>
                    <Table.Th ta="right">{G.scoreDiff}</Table.Th>
                    <Table.Th ta="right">{G.marks}</Table.Th>
                    <Table.Th ta="right">{G.mean}</Table.Th>
                    <Table.Th ta="right">{G.stdDev}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {groups.map((g) => (
                    <Table.Tr key={g.question_id}>
                      <Table.Td>{g.question_name}</Table.Td>
                      <Table.Td>{markModeName(g.mark_mode)}</Table.Td>
                      <Table.Td ta="right">{g.score_diff}</Table.Td>
                      <Table.Td ta="right">{g.marks}</Table.Td>
                      <Table.Td ta="right">{dash(g.mean)}</Table.Td>
                      <Table.Td ta="right">{dash(g.std_dev)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {bars.some((b) => b.value !== 0) && (
              <Suspense fallback={<Skeleton h={Math.max(160, bars.length * 32)} />}>
                <QualityChart title={title} data={chart.data} series={[{ name: T.series, color: 'blue.6' }]} label={QUALITY_TEXTS.chartLabel(title, chart.summary)} />
              </Suspense>
            )}
            <SectionTitle>{T.teacherTable}</SectionTitle>
            <SortableTable label={T.teacherTable} columns={COLUMNS} rows={teachers} rowKey={(r) => `${r.user_id}:${r.question_id}`} query={query} empty={T.empty} minWidth={900} />
          </Stack>
        );
      }}
    </QualityAnswer>
  );
}

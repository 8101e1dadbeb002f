// 自评统计 (quality/selfGrade, issue 32): per question group its self-review limit (self_score_diff), per teacher her
// self-reviews with the mean and largest difference from her first score and how many are beyond the limit, and every
// self-review (the largest difference first); filtered by group, with a chart of the mean differences whose text view
// is the teachers' table. Hidden in strict mode while the subject is being marked.
import { lazy, Suspense, useState } from 'react';
import { Badge, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROUND_NAMES } from '../../lib/markRounds';
import { SortableTable, type Column } from '../../components/SortableTable';
import { chartData, teacherBars } from './format';
import { GroupSelect, ofGroup, QualityAnswer, QualityPage, SectionTitle } from './QualityFrame';
import { selfGradeQuery, type SelfGrade } from './queries';
import { QUALITY_TEXTS } from './texts';

const QualityChart = lazy(() => import('./QualityChart'));
const T = QUALITY_TEXTS.selfGrade;
const C = T.columns;
type TeacherRow = SelfGrade['teachers'][number];
type ReviewRow = SelfGrade['reviews'][number];

const TEACHER_COLUMNS: Column<TeacherRow>[] = [
  { key: 'teacher', label: C.teacher, value: (r) => r.user_name, text: (r) => r.user_name },
  { key: 'unit', label: C.unit, value: (r) => r.unit_name, text: (r) => r.unit_name },
  { key: 'group', label: C.group, value: (r) => r.question_id, text: (r) => r.question_name },
  { key: 'reviews', label: C.reviews, value: (r) => r.reviews, text: (r) => r.reviews, numeric: true },
  { key: 'mean', label: C.meanDiff, value: (r) => r.mean_diff, text: (r) => r.mean_diff, numeric: true },
  { key: 'max', label: C.maxDiff, value: (r) => r.max_diff, text: (r) => r.max_diff, numeric: true },
  { key: 'beyond', label: C.beyond, value: (r) => r.beyond, text: (r) => r.beyond, numeric: true },
];

const REVIEW_COLUMNS: Column<ReviewRow>[] = [
  { key: 'group', label: C.group, value: (r) => r.question_id, text: (r) => r.question_name },
  { key: 'teacher', label: C.teacher, value: (r) => r.user_name, text: (r) => r.user_name },
  { key: 'round', label: C.round, value: (r) => r.turn, text: (r) => ROUND_NAMES[r.turn] },
  { key: 'first', label: C.first, value: (r) => r.first, text: (r) => r.first, numeric: true },
  { key: 'again', label: C.again, value: (r) => r.again, text: (r) => r.again, numeric: true },
  { key: 'diff', label: C.diff, value: (r) => Math.abs(r.diff), text: (r) => QUALITY_TEXTS.signed(r.diff), numeric: true },
  {
    key: 'beyond',
    label: C.isBeyond,
    value: (r) => r.beyond,
    text: (r) => (
      <Badge size="sm" variant="light" color={r.beyond ? 'red' : 'gray'}>
        {r.beyond ? T.beyond : T.within}
      </Badge>
    ),
  },
  { key: 'time', label: C.time, value: (r) => r.time, text: (r) => r.time },
];

export function SelfGradeScreen() {
  return <QualityPage title={T.title}>{(examId, subjectId) => <SelfGradeBody examId={examId} subjectId={subjectId} />}</QualityPage>;
}

function SelfGradeBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const query = useQuery(selfGradeQuery(examId, subjectId));
  const [groupId, setGroupId] = useState<number | null>(null);
  return (
    <QualityAnswer query={query}>
      {(data) => {
        const teachers = ofGroup(data.teachers, groupId);
        const { bars, all } = teacherBars(teachers, (r) => r.mean_diff);
        const chart = chartData(bars, T.series);
        const title = QUALITY_TEXTS.chartTop(T.chart, bars.length, all);
        return (
          <Stack gap="md">
            <Group>
              <GroupSelect groups={data.groups} value={groupId} onChange={setGroupId} />
            </Group>
            <Stack gap={2}>
              {ofGroup(data.groups, groupId).map((g) => (
                <Text key={g.question_id} size="sm">
                  {T.limit(g.question_name, g.self_score_diff)}
                </Text>
              ))}
            </Stack>
            {bars.some((b) => b.value !== 0) && (
              <Suspense fallback={<Skeleton h={Math.max(160, bars.length * 32)} />}>
                <QualityChart title={title} data={chart.data} series={[{ name: T.series, color: 'grape.6' }]} label={QUALITY_TEXTS.chartLabel(title, chart.summary)} />
              </Suspense>
            )}
            <SectionTitle>{T.teacherTable}</SectionTitle>
            <SortableTable label={T.teacherTable} columns={TEACHER_COLUMNS} rows={teachers} rowKey={(r) => `${r.user_id}:${r.question_id}`} query={query} empty={T.empty} />
            <SectionTitle>{T.reviewTable}</SectionTitle>
            <SortableTable label={T.reviewTable} columns={REVIEW_COLUMNS} rows={ofGroup(data.reviews, groupId)} rowKey={(r) => `${r.paper_id}:${r.question_id}:${r.user_id}:${r.turn}`} query={query} empty={T.empty} minWidth={860} />
          </Stack>
        );
      }}
    </QualityAnswer>
  );
}

// 复评率 (回评率, quality/reviewRate, issue 32): per question group its self-review setting, and per teacher and round
// the papers she marked, the self-reviews she did, their rate and how many changed her score; filtered by group, with
// a chart of the rates whose text view is the table. Hidden in strict mode while the subject is being marked.
import { lazy, Suspense, useState } from 'react';
import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ROUND_NAMES } from '../../lib/markRounds';
import { SortableTable, type Column } from '../../components/SortableTable';
import { chartData, teacherBars } from './format';
import { GroupSelect, ofGroup, QualityAnswer, QualityPage, SectionTitle } from './QualityFrame';
import { reviewRateQuery, type ReviewRate } from './queries';
import { QUALITY_TEXTS } from './texts';

const QualityChart = lazy(() => import('./QualityChart'));
const T = QUALITY_TEXTS.reviewRate;
const C = T.columns;
type Row = ReviewRate['teachers'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'teacher', label: C.teacher, value: (r) => r.user_name, text: (r) => r.user_name },
  { key: 'unit', label: C.unit, value: (r) => r.unit_name, text: (r) => r.unit_name },
  { key: 'group', label: C.group, value: (r) => r.question_id, text: (r) => r.question_name },
  { key: 'round', label: C.round, value: (r) => r.turn, text: (r) => ROUND_NAMES[r.turn] },
  { key: 'marked', label: C.marked, value: (r) => r.marked, text: (r) => r.marked, numeric: true },
  { key: 'reviewed', label: C.reviewed, value: (r) => r.reviewed, text: (r) => r.reviewed, numeric: true },
  { key: 'rate', label: C.rate, value: (r) => r.rate, text: (r) => QUALITY_TEXTS.percent(r.rate), numeric: true },
  { key: 'changed', label: C.changed, value: (r) => r.changed, text: (r) => r.changed, numeric: true },
];

export function ReviewRateScreen() {
  return <QualityPage title={T.title}>{(examId, subjectId) => <ReviewRateBody examId={examId} subjectId={subjectId} />}</QualityPage>;
}

function ReviewRateBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const query = useQuery(reviewRateQuery(examId, subjectId));
  const [groupId, setGroupId] = useState<number | null>(null);
  return (
    <QualityAnswer query={query}>
      {(data) => {
        const rows = ofGroup(data.teachers, groupId);
        // One bar per teacher and round: the round in the name when a teacher has several.
        const named = rows.map((r) => ({ ...r, user_name: rows.some((o) => o !== r && o.user_id === r.user_id && o.question_id === r.question_id) ? `${r.user_name}${ROUND_NAMES[r.turn]}` : r.user_name }));
        const { bars, all } = teacherBars(named, (r) => r.rate);
        const chart = chartData(bars, T.series, QUALITY_TEXTS.percent);
        const title = QUALITY_TEXTS.chartTop(T.chart, bars.length, all);
        return (
          <Stack gap="md">
            <Group>
              <GroupSelect groups={data.groups} value={groupId} onChange={setGroupId} />
            </Group>
            <Stack gap={2}>
              {ofGroup(data.groups, groupId).map((g) => (
                <Text key={g.question_id} size="sm">
                  {T.setting(g.question_name, g.remark_flag, g.remark_interval)}
                </Text>
              ))}
            </Stack>
            {bars.some((b) => b.value !== 0) && (
              <Suspense fallback={<Skeleton h={Math.max(160, bars.length * 32)} />}>
                <QualityChart title={title} data={chart.data} series={[{ name: T.series, color: 'teal.6' }]} label={QUALITY_TEXTS.chartLabel(title, chart.summary)} />
              </Suspense>
            )}
            <SectionTitle>{T.table}</SectionTitle>
            <SortableTable label={T.table} columns={COLUMNS} rows={rows} rowKey={(r) => `${r.user_id}:${r.question_id}:${r.turn}`} query={query} empty={T.empty} />
          </Stack>
        );
      }}
    </QualityAnswer>
  );
}

// 题组工作量 (statistics/questionGroupWorkload) and 教师工作量 (statistics/userWorkload), issue 32: the mock's workload
// figures (papers marked, average seconds a paper, average score; per teacher also online now and the last submit),
// refreshed every 5 seconds, sortable by any column (its header, aria-sort says how), exported as xlsx; the table is
// windowed (a bureau's exam has hundreds of teachers × rounds).
import { lazy, Suspense, useMemo } from 'react';
import { Badge, Group, Skeleton, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DownloadButton } from '../../components/DownloadButton';
import { SubjectPage } from '../../components/ExamPage';
import { ROUND_NAMES } from '../../lib/markRounds';
import { exportWorkload, workloadQuery, type Workload } from './queries';
import { SortableTable, type Column } from '../../components/SortableTable';
import { MONITOR_TEXTS } from './texts';
import type { WorkloadBar } from './WorkloadChart';

const WorkloadChart = lazy(() => import('./WorkloadChart'));

const T = MONITOR_TEXTS.workload;
const C = T.columns;
type View = 'group' | 'teacher';
type GroupRow = Workload['groups'][number];
type TeacherRow = Workload['teachers'][number];

const dash = (v: number | null) => (v === null ? '—' : String(v));
const GROUP_COLUMNS: Column<GroupRow>[] = [
  { key: 'group', label: C.group, value: (r) => r.question_id, text: (r) => r.question_name },
  { key: 'round', label: C.round, value: (r) => r.turn, text: (r) => ROUND_NAMES[r.turn] },
  { key: 'teachers', label: C.teachers, value: (r) => r.teachers, text: (r) => r.teachers, numeric: true },
  { key: 'marked', label: C.marked, value: (r) => r.marked, text: (r) => r.marked, numeric: true },
  { key: 'seconds', label: C.seconds, value: (r) => r.avg_seconds, text: (r) => dash(r.avg_seconds), numeric: true },
  { key: 'score', label: C.score, value: (r) => r.avg_score, text: (r) => dash(r.avg_score), numeric: true },
];
const TEACHER_COLUMNS: Column<TeacherRow>[] = [
  { key: 'teacher', label: C.teacher, value: (r) => r.user_name, text: (r) => r.user_name },
  { key: 'unit', label: C.unit, value: (r) => r.unit_name, text: (r) => r.unit_name },
  { key: 'group', label: C.group, value: (r) => r.question_id, text: (r) => r.question_name },
  { key: 'round', label: C.round, value: (r) => r.turn, text: (r) => ROUND_NAMES[r.turn] },
  { key: 'marked', label: C.marked, value: (r) => r.marked, text: (r) => r.marked, numeric: true },
  { key: 'seconds', label: C.seconds, value: (r) => r.avg_seconds, text: (r) => dash(r.avg_seconds), numeric: true },
  { key: 'score', label: C.score, value: (r) => r.avg_score, text: (r) => dash(r.avg_score), numeric: true },
  {
    key: 'online',
    label: C.online,
    value: (r) => r.online,
    text: (r) => (
      <Badge size="sm" variant="light" color={r.online ? 'teal' : 'gray'}>
        {r.online ? T.online : T.offline}
      </Badge>
    ),
  },
  { key: 'last', label: C.last, value: (r) => r.last_time, text: (r) => r.last_time ?? '—' },
];

export function WorkloadScreen({ view }: { view: View }) {
  return (
    <SubjectPage title={view === 'group' ? T.groupTitle : T.teacherTitle}>
      {(exam) => <WorkloadBody examId={exam.examId} subjectId={exam.subjectId} view={view} />}
    </SubjectPage>
  );
}

export const GroupWorkloadScreen = () => <WorkloadScreen view="group" />;
export const TeacherWorkloadScreen = () => <WorkloadScreen view="teacher" />;

/** The chart shows this many teachers at most (those with most papers marked); the table shows all. */
const CHART_TEACHERS = 20;

/** Papers marked per round of each group, or of each teacher (over the groups), most first for teachers. */
function workloadBars(data: Workload, view: View): { bars: WorkloadBar[]; all: number } {
  const byName = new Map<string, WorkloadBar>();
  const rows = view === 'group' ? data.groups.map((r) => ({ key: String(r.question_id), name: r.question_name, turn: r.turn, marked: r.marked })) : data.teachers.map((r) => ({ key: String(r.user_id), name: r.user_name, turn: r.turn, marked: r.marked }));
  for (const r of rows) {
    let bar = byName.get(r.key);
    if (!bar) byName.set(r.key, (bar = { name: r.name, marked: {} }));
    bar.marked[r.turn] = (bar.marked[r.turn] ?? 0) + r.marked;
  }
  const bars = [...byName.values()];
  if (view === 'group') return { bars, all: bars.length };
  const total = (b: WorkloadBar) => Object.values(b.marked).reduce((a, n) => a + n, 0);
  return { bars: bars.sort((a, b) => total(b) - total(a)).slice(0, CHART_TEACHERS), all: bars.length };
}

function WorkloadBody({ examId, subjectId, view }: { examId: number; subjectId: number; view: View }) {
  const data = useQuery(workloadQuery(examId, subjectId));
  const chart = useMemo(() => (data.data ? workloadBars(data.data, view) : undefined), [data.data, view]);
  const chartLabel = view === 'group' ? T.groupChart : T.teacherChart(chart?.bars.length ?? 0, chart?.all ?? 0);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <DownloadButton variant="default" leftSection={<IconDownload size={16} />} fetchFile={() => exportWorkload(examId, subjectId, view)} fallbackName={view === 'group' ? T.groupFile : T.teacherFile} failureText={T.exportFailed}>
          {T.export}
        </DownloadButton>
      </Group>
      {chart && chart.bars.length > 0 && (
        <Suspense fallback={<Skeleton h={Math.max(160, chart.bars.length * 32)} />}>
          <WorkloadChart bars={chart.bars} label={chartLabel} />
        </Suspense>
      )}
      {view === 'group' ? (
        <SortableTable label={T.groupTable} columns={GROUP_COLUMNS} rows={data.data?.groups} rowKey={(r) => `${r.question_id}:${r.turn}`} query={data} empty={T.empty} />
      ) : (
        <SortableTable label={T.teacherTable} columns={TEACHER_COLUMNS} rows={data.data?.teachers} rowKey={(r) => `${r.user_id}:${r.question_id}:${r.turn}`} query={data} empty={T.empty} />
      )}
    </Stack>
  );
}

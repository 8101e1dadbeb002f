// 学生成绩, analysis/commonReport/student-mark (level 4 of score analysis; issue 33): every student of the user's
// scope with their score per subject, total and ranks (ties shared) in class, school and exam. The whole table comes
// in one answer and is windowed (only the rows in view are rendered), so 20,000 rows scroll smoothly; a filter on
// name, number, school or class narrows it in the page.
import { useDeferredValue, useMemo, useState } from 'react';
import { Group, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../components/links';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useRowWindow } from '../../lib/rowWindow';
import { useShownExam } from '../../lib/routeMeta';
import { reportExamsQuery, studentMarkQuery, type StudentMarkRow } from './queries';
import { ANALYSIS_TEXTS } from './texts';
import { TableEmptyRow } from '../../components/TableEmptyRow';

const T = ANALYSIS_TEXTS.studentMark;
const C = T.columns;
const ROW_HEIGHT = 36;
const VIEWPORT = 560;

export function StudentMarkScreen({ examId }: { examId: number | undefined }) {
  return (
    <Stack gap="md">
      <PageHeader title={T.title} />
      {examId === undefined ? <Text c="dimmed">{ANALYSIS_TEXTS.detail.noExam}</Text> : <StudentMark examId={examId} />}
    </Stack>
  );
}

function StudentMark({ examId }: { examId: number }) {
  const table = useQuery(studentMarkQuery(examId));
  const exams = useQuery(reportExamsQuery);
  useShownExam({ exam_name: exams.data?.find((e) => e.exam_id === examId)?.exam_name, subject_name: undefined });
  const [typed, setTyped] = useState('');
  const keyword = useDeferredValue(typed.trim());
  const rows = useMemo(() => {
    const all = table.data?.rows ?? [];
    if (!keyword) return all;
    return all.filter((r) => r.student_name.includes(keyword) || r.student_number.includes(keyword) || r.school_name.includes(keyword) || r.class_name.includes(keyword));
  }, [table.data, keyword]);
  if (table.error && !table.data) return <LoadFailure error={table.error} onRetry={() => void table.refetch()} retrying={table.isFetching} />;
  if (!table.data) return <Skeleton h={320} />;
  const subjects = table.data.subjects;
  const headers = [C.examRank, C.name, C.number, C.school, C.class, ...subjects.map((s) => s.subject_name), C.total, C.classRank, C.schoolRank];
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <TextInput aria-label={T.keyword} placeholder={T.keyword} leftSection={<IconSearch size={16} />} value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
        <Text size="sm" c="dimmed" role="status">
          {T.count(rows.length, table.data.rows.length)}
        </Text>
      </Group>
      <WindowedMarks examId={examId} label={T.table} headers={headers} rows={rows} />
    </Stack>
  );
}

function WindowedMarks({ examId, label, headers, rows }: { examId: number; label: string; headers: string[]; rows: readonly StudentMarkRow[] }) {
  const win = useRowWindow(rows.length, { rowHeight: ROW_HEIGHT, viewportHeight: VIEWPORT });
  return (
    <div
      style={{ maxHeight: VIEWPORT, overflow: 'auto', overscrollBehavior: 'contain' }}
      onScroll={(e) => win.onScroll({ y: e.currentTarget.scrollTop })}
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid="student-mark-scroller"
    >
      <Table striped stickyHeader aria-label={label} aria-rowcount={rows.length + 1} verticalSpacing={4} miw={900}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && <TableEmptyRow colSpan={headers.length}>{T.none}</TableEmptyRow>}
          <tr aria-hidden style={{ height: win.padTop }} />
          {rows.slice(win.start, win.end).map((r, i) => (
            <Table.Tr key={r.student_number} h={ROW_HEIGHT} aria-rowindex={win.start + i + 2}>
              <Table.Td>{r.exam_rank}</Table.Td>
              <Table.Td>
                <AnchorLink to="/analysis/studentreport" search={{ exam_id: examId, student_number: r.student_number }} size="sm">
                  {r.student_name}
                </AnchorLink>
              </Table.Td>
              <Table.Td>{r.student_number}</Table.Td>
              <Table.Td>{r.school_name}</Table.Td>
              <Table.Td>{r.class_name}</Table.Td>
              {r.scores.map((s, k) => (
                <Table.Td key={k}>{s ?? T.absent}</Table.Td>
              ))}
              <Table.Td fw={600}>{r.total}</Table.Td>
              <Table.Td>{r.class_rank}</Table.Td>
              <Table.Td>{r.school_rank}</Table.Td>
            </Table.Tr>
          ))}
          {win.padBottom > 0 && <tr aria-hidden style={{ height: win.padBottom }} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}

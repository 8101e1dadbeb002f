// 给分分布 (quality/markDistribution, issue 32): a question group's score classes with the share of every mark in the
// group and of one teacher's marks in each (a chart of both, its text view the table of classes), and each teacher's
// marks and mean. One group at a time (the first until another is chosen); the teacher compared is chosen too.
// Hidden in strict mode while the subject is being marked.
import { lazy, Suspense, useState } from 'react';
import { Group, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SortableTable, type Column } from '../../components/SortableTable';
import { GroupSelect, QualityAnswer, QualityPage, SectionTitle } from './QualityFrame';
import { markDistributionQuery, type MarkDistribution } from './queries';
import { QUALITY_TEXTS } from './texts';

const QualityChart = lazy(() => import('./QualityChart'));
const T = QUALITY_TEXTS.distribution;
const C = T.columns;
type TeacherRow = MarkDistribution['teachers'][number];

const TEACHER_COLUMNS: Column<TeacherRow>[] = [
  { key: 'teacher', label: C.teacher, value: (r) => r.user_name, text: (r) => r.user_name },
  { key: 'unit', label: C.unit, value: (r) => r.unit_name, text: (r) => r.unit_name },
  { key: 'marks', label: C.marks, value: (r) => r.marks, text: (r) => r.marks, numeric: true },
  { key: 'mean', label: C.mean, value: (r) => r.mean, text: (r) => r.mean ?? QUALITY_TEXTS.dash, numeric: true },
];

export function MarkDistributionScreen() {
  return <QualityPage title={T.title}>{(examId, subjectId) => <DistributionBody examId={examId} subjectId={subjectId} />}</QualityPage>;
}

function DistributionBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const query = useQuery(markDistributionQuery(examId, subjectId));
  const [groupId, setGroupId] = useState<number | null>(null);
  const [userId, setUserId] = useState<number | null>(null);
  return (
    <QualityAnswer query={query}>
      {(data) => {
        const group = data.find((g) => g.question_id === groupId) ?? data[0];
        if (!group) return <Text c="dimmed">{T.noGroups}</Text>;
        const teacher = group.teachers.find((t) => t.user_id === userId) ?? group.teachers[0];
        return (
          <Stack gap="md">
            <Group align="flex-end">
              <GroupSelect groups={data} value={group.question_id} onChange={setGroupId} all={false} />
              <Select
                label={T.compare}
                size="xs"
                w={200}
                allowDeselect={false}
                placeholder={QUALITY_TEXTS.chooseTeacher}
                data={group.teachers.map((t) => ({ value: String(t.user_id), label: t.user_name }))}
                value={teacher ? String(teacher.user_id) : null}
                onChange={(v) => v && setUserId(Number(v))}
              />
            </Group>
            <Distribution group={group} teacher={teacher} />
            <SectionTitle>{T.teacherTable}</SectionTitle>
            <SortableTable label={T.teacherTable} columns={TEACHER_COLUMNS} rows={group.teachers} rowKey={(r) => String(r.user_id)} query={query} empty={T.empty} minWidth={480} />
          </Stack>
        );
      }}
    </QualityAnswer>
  );
}

function Distribution({ group, teacher }: { group: MarkDistribution; teacher: TeacherRow | undefined }) {
  const name = teacher?.user_name ?? QUALITY_TEXTS.teacher;
  const data = group.bins.map((b, i) => ({ name: b.label, [T.all]: group.group.percents[i] ?? 0, ...(teacher ? { [name]: teacher.percents[i] ?? 0 } : {}) }));
  const summary = group.bins.map((b, i) => T.line(b.label, group.group.percents[i] ?? 0, name, teacher?.percents[i] ?? 0)).join('，');
  return (
    <>
      {group.group.marks > 0 && (
        <Suspense fallback={<Skeleton h={240} />}>
          <QualityChart
            title={T.chart(group.question_name, name)}
            data={data}
            series={[{ name: T.all, color: 'gray.6' }, ...(teacher ? [{ name, color: 'blue.6' }] : [])]}
            label={QUALITY_TEXTS.chartLabel(T.chart(group.question_name, name), summary)}
            columns
            unit="%"
          />
        </Suspense>
      )}
      <SectionTitle>{T.table}</SectionTitle>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.score}</Table.Th>
              <Table.Th ta="right">{C.allCount}</Table.Th>
              <Table.Th ta="right">{C.allShare}</Table.Th>
              <Table.Th ta="right">{C.count(name)}</Table.Th>
              <Table.Th ta="right">{C.share(name)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.bins.map((b, i) => (
              <Table.Tr key={b.label}>
                <Table.Td>{b.label}</Table.Td>
                <Table.Td ta="right">{group.group.counts[i] ?? 0}</Table.Td>
                <Table.Td ta="right">{QUALITY_TEXTS.percent(group.group.percents[i] ?? 0)}</Table.Td>
                <Table.Td ta="right">{teacher?.counts[i] ?? 0}</Table.Td>
                <Table.Td ta="right">{QUALITY_TEXTS.percent(teacher?.percents[i] ?? 0)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

// 学生报告, /analysis/studentreport (issue 33): one student's report of an exam: total and ranks (ties shared) in
// class, school and exam; per subject the score against the class mean with ranks; per sub-question the score
// against the class mean. A student or parent sees their own student's only (the server decides; the address may
// name none). Printable: 打印 prints the report alone (print stylesheet; PDF through the browser).
import { Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { useShownExam } from '../../lib/routeMeta';
import classes from './print.module.css';
import { AnswerSheets } from './AnswerSheet';
import { studentReportQuery } from './queries';
import { ExportButton } from './ReportPages';
import { ANALYSIS_TEXTS } from './texts';

const T = ANALYSIS_TEXTS.studentReport;

export function StudentReportScreen({ examId, studentNumber }: { examId: number | undefined; studentNumber: string | undefined }) {
  return (
    <Stack gap="md" className={classes.report}>
      <Group justify="space-between">
        <PageHeader title={T.title} />
        <Group gap="xs" className={classes.noPrint}>
          {examId !== undefined && <ExportButton request={{ exam_id: examId, report: 'student', ...(studentNumber ? { student_number: studentNumber } : {}) }} name={T.title} />}
          <Button variant="light" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
            {T.print}
          </Button>
        </Group>
      </Group>
      {examId === undefined ? <Text c="dimmed">{ANALYSIS_TEXTS.detail.noExam}</Text> : <StudentReport examId={examId} studentNumber={studentNumber} />}
    </Stack>
  );
}

function StudentReport({ examId, studentNumber }: { examId: number; studentNumber: string | undefined }) {
  const report = useQuery(studentReportQuery(examId, studentNumber));
  useShownExam({ exam_name: report.data?.exam_name, subject_name: undefined });
  if (report.error && !report.data) return <LoadFailure error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />;
  const r = report.data;
  if (!r) return <Skeleton h={320} />;
  const C = T.columns;
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2} fz="h5">
          {T.heading(r.student_name, r.exam_name)}
        </Title>
        <Text size="sm">{T.who(r.school_name, r.class_name, r.student_number)}</Text>
        <Text fw={600} aria-label={T.summary}>
          {T.total(r.total, r.full_score, r.class_rank, r.school_rank, r.exam_rank)}
        </Text>
      </Stack>
      <Table withTableBorder striped aria-label={T.subjects}>
        <Table.Thead>
          <Table.Tr>
            {[C.subject, C.full, C.score, C.classMean, C.classRank, C.examRank].map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r.subjects.map((s) => (
            <Table.Tr key={s.subject_id}>
              <Table.Th scope="row">{s.subject_name}</Table.Th>
              <Table.Td>{s.full_score}</Table.Td>
              <Table.Td>{s.score ?? T.absent}</Table.Td>
              <Table.Td>{s.class_mean}</Table.Td>
              <Table.Td>{s.class_rank ?? '—'}</Table.Td>
              <Table.Td>{s.exam_rank ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {r.subjects.map((s) => (
        <Stack key={s.subject_id} gap={4}>
          <Title order={3} fz="h6">
            {T.itemsOf(s.subject_name)}
          </Title>
          <Table withTableBorder aria-label={T.itemsOf(s.subject_name)} verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                {[C.question, C.full, C.score, C.classMean].map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.items.map((i) => (
                <Table.Tr key={i.name}>
                  <Table.Th scope="row" fw={400}>
                    {i.name}
                  </Table.Th>
                  <Table.Td>{i.full_score}</Table.Td>
                  <Table.Td fw={i.score !== null && i.score < i.class_mean ? 700 : 400}>{i.score ?? T.absent}</Table.Td>
                  <Table.Td>{i.class_mean}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ))}
      <AnswerSheets examId={examId} studentNumber={studentNumber} subjects={r.subjects} />
    </Stack>
  );
}

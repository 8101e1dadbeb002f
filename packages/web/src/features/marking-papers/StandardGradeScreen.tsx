// 标准卷评分 (quality/standardGrade, issue 32): per teacher and group the standard papers she scored, each score's
// difference from the standard score, the mean and largest difference and how many are beyond the group's
// standard_score_diff, with a chart of each teacher's mean and largest difference (the table is its text view). In
// strict mode the server refuses it while the subject is being marked; the page shows why.
import { lazy, Suspense } from 'react';
import { Alert, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@exam/sdk';
import { SubjectPage } from '../../components/ExamPage';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { standardGradeQuery } from './queries';
import { PAPERS_TEXTS } from './texts';

const T = PAPERS_TEXTS.grade;
const StandardGradeChart = lazy(() => import('./StandardGradeChart'));
const C = T.columns;

export function StandardGradeScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <GradeBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function GradeBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const grade = useQuery(standardGradeQuery(examId, subjectId));
  if (grade.error instanceof ApiError && !grade.data) return <Alert color="yellow" variant="light" title={grade.error.message} />;
  const teachers = grade.data?.teachers ?? [];
  return (
    <Stack gap="sm">
      {grade.data && <Text size="sm">{T.summary(grade.data.standard_papers)}</Text>}
      {teachers.length > 0 && (
        <Suspense fallback={<Skeleton h={Math.max(160, teachers.length * 40)} />}>
          <StandardGradeChart bars={teachers.map((t) => ({ name: `${t.user_name} ${t.question_name}`, mean: t.mean_diff, max: t.max_diff }))} />
        </Suspense>
      )}
      <Table.ScrollContainer minWidth={860}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.teacher}</Table.Th>
              <Table.Th>{C.unit}</Table.Th>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.scored}</Table.Th>
              <Table.Th>{C.mean}</Table.Th>
              <Table.Th>{C.max}</Table.Th>
              <Table.Th>{C.beyond}</Table.Th>
              <Table.Th>{C.marks}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {teachers.length === 0 ? (
              <TableStatusRow colSpan={8} query={grade} empty={T.empty} />
            ) : (
              teachers.map((t) => (
                <Table.Tr key={`${t.user_id}:${t.question_id}`}>
                  <Table.Td>{t.user_name}</Table.Td>
                  <Table.Td>{t.unit_name}</Table.Td>
                  <Table.Td>{t.question_name}</Table.Td>
                  <Table.Td>{t.scored}</Table.Td>
                  <Table.Td>{t.mean_diff}</Table.Td>
                  <Table.Td>{t.max_diff}</Table.Td>
                  <Table.Td>{T.beyond(t.beyond, t.standard_score_diff)}</Table.Td>
                  <Table.Td>{t.marks.map((m) => T.markLine(m.standard_total, m.given_total, m.diff)).join('；')}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

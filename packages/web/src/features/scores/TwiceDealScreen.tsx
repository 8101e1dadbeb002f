// 二次处理试卷, score/twiceDealPaper (the exam card's 成绩管理 menu; issue 33): the saved sheets of the subject whose
// scores now differ from the generated report (an answer key changed, a recognition corrected on 客观题核查, a mark
// changed since), with the report's scores and the ones the records give now; 重新处理 generates the report again
// (生成报告), which processes them, and the list empties.
import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { LoadFailure } from '../../components/LoadFailure';
import { showSuccess } from '../../lib/feedback';
import { regenerate, scoreKeys, twiceDealQuery } from './queries';
import { SCORE_TEXTS } from './texts';
import { TableEmptyRow } from '../../components/TableEmptyRow';

const T = SCORE_TEXTS.twice;
const C = T.columns;

export function TwiceDealScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <TwiceDeal examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function TwiceDeal({ examId, subjectId }: { examId: number; subjectId: number }) {
  const list = useQuery(twiceDealQuery(examId, subjectId));
  const queryClient = useQueryClient();
  const rerun = useMutation({
    mutationFn: () => regenerate(examId),
    onSuccess: async (text) => {
      showSuccess(text);
      await queryClient.invalidateQueries({ queryKey: scoreKeys.all });
    },
  });
  if (list.error && !list.data) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  const data = list.data;
  if (!data) return <Skeleton h={200} />;
  if (data.generated_time === null) return <Text c="dimmed">{T.noReport}</Text>;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">{T.since(data.generated_time)}</Text>
        <Button variant="light" loading={rerun.isPending} disabled={data.rows.length === 0} onClick={() => rerun.mutate()}>
          {T.rerun}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              {[C.examNumber, C.name, C.class, C.reason, C.objective, C.total].map((h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.length === 0 && <TableEmptyRow colSpan={6}>{T.none}</TableEmptyRow>}
            {data.rows.map((r) => (
              <Table.Tr key={r.student_id}>
                <Table.Td>{r.student_id}</Table.Td>
                <Table.Td>{r.student_name}</Table.Td>
                <Table.Td>{r.class_name}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{T.reasons[r.reason] ?? r.reason}</Badge>
                </Table.Td>
                <Table.Td>{T.change(r.objective_before, r.objective_after)}</Table.Td>
                <Table.Td>{T.change(r.total_before, r.total_after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

// 阅卷数据管理 (netview/datamge, issue 32): per round of each group the markings, abnormal reports and held papers, with
// 重置 of one round after a confirmation naming how many markings go (the server refuses when the count changed since,
// or while a later decision round has markings).
import { Button, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { ROUND_NAMES } from '../../lib/markRounds';
import { markingDataQuery, resetRound, type MarkingDataRow } from './queries';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.data;
const C = T.columns;

export function MarkingDataScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <DataBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function DataBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery(markingDataQuery(examId, subjectId));
  const reset = useMutation({
    mutationFn: resetRound,
    onSuccess: async (text) => {
      showSuccess(text);
      await queryClient.invalidateQueries({ queryKey: ['markingMonitor'] });
    },
  });
  const ask = (r: MarkingDataRow) =>
    confirmThen({
      message: T.ask(r.question_name, ROUND_NAMES[r.turn], r.marks),
      danger: true,
      onConfirm: () => reset.mutate({ exam_id: examId, subject_id: subjectId, question_id: r.question_id, turn: r.turn, marks: r.marks }),
    });
  const rows = list.data ?? [];
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={600}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.round}</Table.Th>
              <Table.Th ta="right">{C.marks}</Table.Th>
              <Table.Th ta="right">{C.abnormal}</Table.Th>
              <Table.Th ta="right">{C.held}</Table.Th>
              <Table.Th>{C.action}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <TableStatusRow colSpan={6} query={list} empty={T.empty} />
            ) : (
              rows.map((r) => (
                <Table.Tr key={`${r.question_id}:${r.turn}`}>
                  <Table.Td>{r.question_name}</Table.Td>
                  <Table.Td>{ROUND_NAMES[r.turn]}</Table.Td>
                  <Table.Td ta="right">{r.marks}</Table.Td>
                  <Table.Td ta="right">{r.abnormal}</Table.Td>
                  <Table.Td ta="right">{r.held}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" color="red" aria-label={T.resetOne(r.question_name, ROUND_NAMES[r.turn])} disabled={r.marks === 0 || reset.isPending} onClick={() => ask(r)}>
                      {T.reset}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

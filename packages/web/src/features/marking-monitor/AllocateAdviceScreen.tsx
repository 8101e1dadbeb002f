// 任务分配建议 (statistics/userAllocateAdvice, issue 32): for every round with papers remaining, the mock's quota per
// teacher from her measured speed, so that the round's teachers finish together. 应用 sets each teacher's quota of the
// round to the advice (x-inferred allocateApply, asked first with every teacher's number); a teacher who has marked
// hers gets no more papers of the round. The table shows what is set (剩余), 取消 lifts it.
import { Alert, Button, Group, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { ROUND_NAMES } from '../../lib/markRounds';
import { allocateAdviceQuery, applyQuotas, monitorKeys, type AllocateAdvice } from './queries';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.advice;
const C = T.columns;

export function AllocateAdviceScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <AdviceBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
  );
}

function AdviceBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const advice = useQuery(allocateAdviceQuery(examId, subjectId));
  const rows = (advice.data ?? []).flatMap((a) => a.teachers.map((t) => ({ a, t })));
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: applyQuotas,
    onSuccess: async (text) => {
      showSuccess(text);
      await queryClient.invalidateQueries({ queryKey: monitorKeys.advice(examId, subjectId) });
    },
  });
  const send = (a: AllocateAdvice, quota: (t: AllocateAdvice['teachers'][number]) => number | null) =>
    apply.mutate({ exam_id: examId, subject_id: subjectId, question_id: a.question_id, turn: a.turn, quotas: a.teachers.map((t) => ({ user_id: t.user_id, quota: quota(t) })) });
  const askApply = (a: AllocateAdvice) =>
    confirmThen({ message: T.askApply(a.question_name, ROUND_NAMES[a.turn], a.teachers.map((t) => T.quotaLine(t.user_name, t.quota)).join('，')), onConfirm: () => send(a, (t) => t.quota) });
  const askLift = (a: AllocateAdvice) => confirmThen({ message: T.askLift(a.question_name, ROUND_NAMES[a.turn]), danger: true, onConfirm: () => send(a, () => null) });
  return (
    <Stack gap="sm">
      <Alert variant="light" color="blue" title={T.note} />
      {advice.data && advice.data.length > 0 && (
        <Group gap="xs" role="group" aria-label={T.actions}>
          {advice.data.map((a) => (
            <Group key={`${a.question_id}:${a.turn}`} gap={4}>
              <Button size="xs" variant="light" loading={apply.isPending} onClick={() => askApply(a)}>
                {T.apply(a.question_name, ROUND_NAMES[a.turn])}
              </Button>
              {a.teachers.some((t) => t.assigned !== null && t.assigned !== undefined) && (
                <Button size="xs" variant="subtle" color="red" disabled={apply.isPending} onClick={() => askLift(a)}>
                  {T.lift(a.question_name, ROUND_NAMES[a.turn])}
                </Button>
              )}
            </Group>
          ))}
        </Group>
      )}
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.round}</Table.Th>
              <Table.Th ta="right">{C.remaining}</Table.Th>
              <Table.Th>{C.teacher}</Table.Th>
              <Table.Th ta="right">{C.marked}</Table.Th>
              <Table.Th ta="right">{C.seconds}</Table.Th>
              <Table.Th ta="right">{C.quota}</Table.Th>
              <Table.Th>{C.time}</Table.Th>
              <Table.Th ta="right">{C.assigned}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <TableStatusRow colSpan={9} query={advice} empty={T.empty} />
            ) : (
              rows.map(({ a, t }) => (
                <Table.Tr key={`${a.question_id}:${a.turn}:${t.user_id}`}>
                  <Table.Td>{a.question_name}</Table.Td>
                  <Table.Td>{ROUND_NAMES[a.turn]}</Table.Td>
                  <Table.Td ta="right">{a.remaining}</Table.Td>
                  <Table.Td>{t.user_name}</Table.Td>
                  <Table.Td ta="right">{t.marked}</Table.Td>
                  <Table.Td ta="right">{t.measured ? String(t.avg_seconds ?? '') : T.notMeasured('—')}</Table.Td>
                  <Table.Td ta="right">{t.quota}</Table.Td>
                  <Table.Td>{T.minutes(t.finish_seconds)}</Table.Td>
                  <Table.Td ta="right">{t.assigned ?? T.notSet}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

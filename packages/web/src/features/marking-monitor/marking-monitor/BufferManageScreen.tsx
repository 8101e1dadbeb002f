// 缓冲卷管理 (netview/bufferManage, issue 32): the papers held for teachers and not yet submitted (teacher, school,
// group, round, held since, time left), refreshed every 5 seconds, with 回收 (release) of one or all after a
// confirmation. A released paper goes back to its round's queue; the next teacher asking gets it.
import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExamPage } from '../../components/ExamPage';
import { TableEmptyRow, TableFailureRow } from '../../components/TableEmptyRow';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { ROUND_NAMES } from '../../lib/markRounds';
import { bufferListQuery, monitorKeys, releaseHeld, type HeldPaper, type ReleaseHeldRequest } from './queries';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.buffer;
const C = T.columns;

export function BufferManageScreen() {
  return (
    <ExamPage title={T.title} perSubject>
      {(exam) => (exam.subjectId === undefined ? null : <BufferBody key={exam.subjectId} examId={exam.examId} subjectId={exam.subjectId} />)}
    </ExamPage>
  );
}

function BufferBody({ examId, subjectId }: { examId: number; subjectId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery(bufferListQuery(examId, subjectId));
  const release = useMutation({
    mutationFn: releaseHeld,
    onSuccess: async (result) => {
      showSuccess(T.released(result.released));
      await queryClient.invalidateQueries({ queryKey: monitorKeys.buffer(examId, subjectId) });
    },
  });
  const rows = list.data ?? [];
  const send = (body: Omit<ReleaseHeldRequest, 'exam_id' | 'subject_id'>) => release.mutate({ exam_id: examId, subject_id: subjectId, ...body });
  const askOne = (h: HeldPaper) =>
    confirmThen({ message: T.askOne(h.user_name, h.question_name, ROUND_NAMES[h.turn]), danger: true, onConfirm: () => send({ papers: [{ paper_id: h.paper_id, question_id: h.question_id, turn: h.turn }] }) });
  const askAll = () => confirmThen({ message: T.askAll(rows.length), danger: true, onConfirm: () => send({ all: true }) });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.data ? T.count(rows.length) : ''}
        </Text>
        <Button variant="light" color="red" leftSection={<IconArrowBackUp size={16} />} disabled={rows.length === 0} loading={release.isPending} onClick={askAll}>
          {T.releaseAll}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped withTableBorder aria-label={T.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{C.teacher}</Table.Th>
              <Table.Th>{C.unit}</Table.Th>
              <Table.Th>{C.group}</Table.Th>
              <Table.Th>{C.round}</Table.Th>
              <Table.Th>{C.kind}</Table.Th>
              <Table.Th>{C.since}</Table.Th>
              <Table.Th>{C.left}</Table.Th>
              <Table.Th>{C.action}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.error && !list.data ? (
              <TableFailureRow colSpan={8} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
            ) : !list.data ? (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Skeleton h={24} />
                </Table.Td>
              </Table.Tr>
            ) : rows.length === 0 ? (
              <TableEmptyRow colSpan={8}>{T.empty}</TableEmptyRow>
            ) : (
              rows.map((h) => (
                <Table.Tr key={`${h.paper_id}:${h.question_id}:${h.turn}`}>
                  <Table.Td>{h.user_name}</Table.Td>
                  <Table.Td>{h.unit_name}</Table.Td>
                  <Table.Td>{h.question_name}</Table.Td>
                  <Table.Td>{ROUND_NAMES[h.turn]}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" size="sm" color={h.self_review ? 'grape' : 'blue'}>
                      {h.self_review ? T.selfReview : T.normal}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{h.held_since}</Table.Td>
                  <Table.Td>{T.left(h.seconds_left)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" color="red" aria-label={T.releaseOne(h.user_name, h.question_name, ROUND_NAMES[h.turn])} disabled={release.isPending} onClick={() => askOne(h)}>
                      {T.release}
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

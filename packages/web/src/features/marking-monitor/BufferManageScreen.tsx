// 缓冲卷管理 (netview/bufferManage, issue 32): the papers held for teachers and not yet submitted (teacher, school,
// group, round, held since, time left), refreshed every 5 seconds, with 回收 (release) of one or all after a
// confirmation. A released paper goes back to its round's queue; the next teacher asking gets it.
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SubjectPage } from '../../components/ExamPage';
import { TableStatusRow } from '../../components/TableEmptyRow';
import { WindowedTable } from '../../components/WindowedTable';
import { confirmThen } from '../../lib/confirm';
import { showSuccess } from '../../lib/feedback';
import { ROUND_NAMES } from '../../lib/markRounds';
import { bufferListQuery, monitorKeys, releaseHeld, type HeldPaper, type ReleaseHeldRequest } from './queries';
import { MONITOR_TEXTS } from './texts';

const T = MONITOR_TEXTS.buffer;
const C = T.columns;

export function BufferManageScreen() {
  return (
    <SubjectPage title={T.title}>
      {(exam) => <BufferBody examId={exam.examId} subjectId={exam.subjectId} />}
    </SubjectPage>
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
      <WindowedTable
        label={T.table}
        minWidth={760}
        head={[C.teacher, C.unit, C.group, C.round, C.kind, C.since, C.left, C.action].map((h) => (
          <Table.Th key={h}>{h}</Table.Th>
        ))}
        rows={rows.map((h) => ({
          key: `${h.paper_id}:${h.question_id}:${h.turn}`,
          cells: [
            h.user_name,
            h.unit_name,
            h.question_name,
            ROUND_NAMES[h.turn],
            <Badge key="kind" variant="light" size="sm" color={h.self_review ? 'grape' : 'blue'}>
              {h.self_review ? T.selfReview : T.normal}
            </Badge>,
            h.held_since,
            T.left(h.seconds_left),
            <Button key="release" size="compact-sm" variant="subtle" color="red" aria-label={T.releaseOne(h.user_name, h.question_name, ROUND_NAMES[h.turn])} disabled={release.isPending} onClick={() => askOne(h)}>
              {T.release}
            </Button>,
          ],
        }))}
        placeholder={<TableStatusRow colSpan={8} query={list} empty={T.empty} />}
      />
    </Stack>
  );
}

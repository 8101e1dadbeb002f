// One teacher's question groups and rounds (spec 2 §2.3 per-teacher dialog, §4 round options): every question group
// of the subject with its mark mode and a checkbox per round the mode offers, ticked as the teacher holds them; 保存
// sends every group with its ticked rounds. A failed save keeps the dialog and the ticks.
import { useState } from 'react';
import { Badge, Button, Center, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showSuccess } from '../../lib/feedback';
import { LoadFailure } from '../../components/LoadFailure';
import { useListQuery } from '../../lib/useListQuery';
import { markingTeacherKeys, questionGroupsQuery, saveTeacherRounds, teacherRoundsQuery, type ExamTeacherRow, type QuestionGroup } from './queries';
import { ROUND_NAMES, markModeName, teacherScreenRounds, type Round } from '../../lib/markRounds';
import { roundsByGroup, saveData } from './rounds';

interface Props {
  examId: number;
  subjectId: number;
  teacher: ExamTeacherRow;
  onClose: () => void;
}

export function TeacherRoundsDialog({ examId, subjectId, teacher, onClose }: Props) {
  const groups = useListQuery(questionGroupsQuery(examId, subjectId));
  const held = useListQuery(teacherRoundsQuery(examId, subjectId, teacher.user_id));
  return (
    <Modal opened onClose={onClose} title={`题组轮次 - ${teacher.user_name}`} centered size="lg">
      {groups.data && held.data ? (
        <RoundsForm examId={examId} subjectId={subjectId} teacher={teacher} groups={groups.data} held={roundsByGroup(held.data)} onClose={onClose} />
      ) : groups.isError || held.isError ? (
        <LoadFailure
          error={groups.error ?? held.error}
          onRetry={() => {
            if (groups.isError) groups.retry();
            if (held.isError) held.retry();
          }}
          retrying={groups.isFetching || held.isFetching}
        />
      ) : (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      )}
    </Modal>
  );
}

function RoundsForm({ examId, subjectId, teacher, groups, held, onClose }: Props & { groups: QuestionGroup[]; held: Record<number, Round[]> }) {
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState<Record<number, Round[]>>(held);
  const save = useMutation({
    mutationFn: () =>
      saveTeacherRounds({
        examid: examId,
        subjectid: subjectId,
        teacherid: teacher.user_id,
        data: saveData(
          groups.map((g) => g.question_id),
          ticked,
        ),
      }),
    onSuccess: async (text) => {
      showSuccess(text || '保存成功');
      onClose();
      await queryClient.invalidateQueries({ queryKey: markingTeacherKeys.subject(examId, subjectId) });
    },
  });
  const toggle = (group: number, round: Round, on: boolean) =>
    setTicked((t) => ({ ...t, [group]: on ? [...(t[group] ?? []), round] : (t[group] ?? []).filter((r) => r !== round) }));

  return (
    <Stack gap="sm">
      {groups.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          该科目还没有题组
        </Text>
      ) : (
        <ScrollArea.Autosize mah={460} type="auto">
          <Table withTableBorder striped aria-label="题组轮次">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>题组</Table.Th>
                <Table.Th>评卷模式</Table.Th>
                <Table.Th>轮次</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((g) => {
                const rounds = teacherScreenRounds(g.mark_mode);
                return (
                  <Table.Tr key={g.question_id}>
                    <Table.Td>{g.question_name}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={g.mark_mode == null ? 'gray' : 'blue'}>
                        {markModeName(g.mark_mode)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {rounds.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          请先设置评卷模式
                        </Text>
                      ) : (
                        <Group gap="md">
                          {rounds.map((round) => (
                            <Checkbox
                              key={round}
                              label={ROUND_NAMES[round]}
                              checked={ticked[g.question_id]?.includes(round) ?? false}
                              onChange={(e) => toggle(g.question_id, round, e.currentTarget.checked)}
                            />
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          取消
        </Button>
        <Button onClick={() => save.mutate()} loading={save.isPending} disabled={groups.length === 0}>
          保存
        </Button>
      </Group>
    </Stack>
  );
}

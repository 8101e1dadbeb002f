// 编辑考生 (spec 2 §2.5, §8): the student's subjects (ticked = takes it), and per subject the exam number, room and
// seat. Unticking a subject the student had asks first (its marking data is deleted and cannot be recovered). A failed
// save shows the server's text and keeps the dialog with what was typed.
import { Alert, Button, Checkbox, Group, Loader, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmThen } from '../../lib/confirm';
import { MoveDeclined } from '../../lib/moveQuestion';
import { describeError, localFailureText } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/feedback';
import { editErrors, editValues, removedSubjects, updateData, type EditValues, type ParticipantInfo } from './participantRules';
import { participantInfoQuery, participantKeys, updateParticipant, type ParticipantRow } from './queries';

export function EditParticipantDialog({ examId, row, onClose }: { examId: number; row: ParticipantRow; onClose: () => void }) {
  const info = useQuery(participantInfoQuery(examId, row.student_number));
  return (
    <Modal opened onClose={onClose} title="编辑考生" centered size="52rem">
      {info.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" />
          <Text c="dimmed">正在加载考生信息…</Text>
        </Group>
      ) : info.isError ? (
        <Stack>
          <Alert color="red" title="获取考生信息失败">
            {describeError(info.error)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              关闭
            </Button>
          </Group>
        </Stack>
      ) : (
        <EditForm examId={examId} info={info.data} onClose={onClose} />
      )}
    </Modal>
  );
}

function EditForm({ examId, info, onClose }: { examId: number; info: ParticipantInfo; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<EditValues>({ initialValues: editValues(info), validate: editErrors });
  const save = useMutation({
    mutationFn: (values: EditValues) => updateParticipant({ exam_id: examId, student_number: info.student_number, update_data: updateData(values) }),
    meta: { localErrors: true },
    onSuccess: async (text) => {
      showSuccess(text || '保存成功');
      onClose();
      await queryClient.invalidateQueries({ queryKey: participantKeys.exam(examId) });
    },
    onError: (error) => {
      // Declined to move the student's seat: the dialog stays as typed.
      if (error instanceof MoveDeclined) return;
      const text = localFailureText(error);
      if (text !== undefined) showError(text, '保存失败');
    },
  });
  const submit = (values: EditValues) => {
    const removed = removedSubjects(values);
    if (removed.length === 0) {
      save.mutate(values);
      return;
    }
    confirmThen({
      message: `取消勾选的科目（${removed.join('、')}）将删除该考生在这些科目的考号、座位和阅卷数据，且不可恢复，确定保存吗？`,
      danger: true,
      onConfirm: () => save.mutate(values),
    });
  };
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        <Text size="sm">
          {[info.school_name, info.student_name, `学号 ${info.student_number}`, info.grade, info.class_name].filter(Boolean).join('　')}
        </Text>
        <Table withTableBorder aria-label="考生科目">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={120}>科目</Table.Th>
              <Table.Th>考号</Table.Th>
              <Table.Th>考场</Table.Th>
              <Table.Th w={130}>座位号</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.values.subjects.map((s, i) => (
              <Table.Tr key={s.subject_id}>
                <Table.Td>
                  <Checkbox label={s.subject_name} {...form.getInputProps(`subjects.${i}.selected`, { type: 'checkbox' })} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={`${s.subject_name}考号`} inputMode="numeric" disabled={!s.selected} {...form.getInputProps(`subjects.${i}.student_id`)} />
                </Table.Td>
                <Table.Td>
                  <TextInput aria-label={`${s.subject_name}考场`} placeholder="如 第01考场" disabled={!s.selected} {...form.getInputProps(`subjects.${i}.room_name`)} />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`${s.subject_name}座位号`}
                    min={1}
                    allowDecimal={false}
                    allowNegative={false}
                    disabled={!s.selected}
                    {...form.getInputProps(`subjects.${i}.seat_num`)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {typeof form.errors.subjects === 'string' && (
          <Text c="red" size="sm" role="alert">
            {form.errors.subjects}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          不填考场表示暂不安排座位；填写考场时须同时填写座位号。
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" loading={save.isPending}>
            确定
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// The sub-subject dialog of the paper config tab (spec 2 §2.1, §3 sub_prop, §5): rows of a name and the question
// groups that belong to it, with 添加 and 删除; 保存 needs every name; 取消 (or closing) drops the edits, so the next
// opening starts again from the saved value.
import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { Schemas } from '@exam/sdk';
import { FORM_TEXTS } from '../designerTexts';
import { addSubSubject, removeSubSubject, saveSubSubjects, unnamedRows, updateSubSubject } from './subSubjects';

const T = FORM_TEXTS.subSubjects;

export interface SubSubjectDialogProps {
  opened: boolean;
  value: Schemas['ScanSubProp'][];
  groups: { questionId: number; name: string }[];
  /** The rows saved (names trimmed, `index` the row position); the dialog closes itself after it. */
  onSave: (next: Schemas['ScanSubProp'][]) => void;
  onClose: () => void;
}

export function SubSubjectDialog({ opened, value, groups, onSave, onClose }: SubSubjectDialogProps) {
  const [rows, setRows] = useState(value);
  const [attempted, setAttempted] = useState(false);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    // Each opening starts from the saved value.
    setWasOpened(opened);
    if (opened) {
      setRows(value);
      setAttempted(false);
    }
  }
  const unnamed = attempted ? new Set(unnamedRows(rows)) : new Set<number>();
  const groupData = groups.map((g) => ({ value: g.questionId, label: g.name }));

  const save = () => {
    const result = saveSubSubjects(rows);
    if (!result.ok) {
      setAttempted(true);
      return;
    }
    onSave(result.value);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={T.title} centered size="lg">
      <Stack gap="sm">
        {rows.length === 0 && (
          <Text c="dimmed" size="sm">
            {T.empty}
          </Text>
        )}
        {rows.map((row, i) => (
          <Paper key={i} withBorder p="xs">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={6} style={{ flex: 1 }}>
                <TextInput
                  label={`${T.name} ${i + 1}`}
                  withAsterisk
                  value={row.name}
                  error={unnamed.has(i) ? T.nameRequired : undefined}
                  onChange={(e) => setRows(updateSubSubject(rows, i, { name: e.currentTarget.value }))}
                />
                <MultiSelect<number>
                  label={T.groups}
                  placeholder={T.groupsPlaceholder}
                  data={groupData}
                  value={row.questionIds.filter((id) => groups.some((g) => g.questionId === id))}
                  onChange={(questionIds) => setRows(updateSubSubject(rows, i, { questionIds }))}
                  searchable
                  clearable
                />
              </Stack>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={26}
                aria-label={`${FORM_TEXTS.remove}${T.name} ${i + 1}`}
                onClick={() => setRows(removeSubSubject(rows, i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        <Group justify="space-between">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setRows(addSubSubject(rows))}>
            {T.add}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {FORM_TEXTS.cancel}
            </Button>
            <Button onClick={save}>{FORM_TEXTS.save}</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}

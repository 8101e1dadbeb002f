// The "add teachers" dialog of the exam staff screens (spec 2 §2.3 unassigned teacher list, §2.8 add scanners, §5):
// the unit's teachers not yet assigned, a name search, a tick per teacher (kept across searches) and 保存, which needs
// at least one ticked teacher. Whether it closes is the caller's save: a failed save keeps the dialog and the ticks.
import { useState } from 'react';
import { Box, Button, Checkbox, Group, LoadingOverlay, Modal, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useListQuery } from '../lib/useListQuery';
import { showError } from '../lib/feedback';
import { TableEmptyRow, TableFailureRow } from './TableEmptyRow';

export interface PickableTeacher {
  user_id: number;
  user_name: string;
  user_account: string;
  cellphone?: string | null;
}

export interface TeacherPickerDialogProps<Row extends PickableTeacher, K extends QueryKey> {
  opened: boolean;
  title: string;
  /** The unassigned teachers for a name search ('' for all). */
  query: (username: string) => UseQueryOptions<Row[], Error, Row[], K>;
  /** Saves the ticked teachers' ids (at least one). */
  onSave: (ids: number[]) => void;
  saving: boolean;
  onClose: () => void;
}

export function TeacherPickerDialog<Row extends PickableTeacher, K extends QueryKey>({ opened, title, onClose, ...rest }: TeacherPickerDialogProps<Row, K>) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      {/* Mounted only while open: every opening starts with no ticks and no search. */}
      <PickerBody {...rest} onClose={onClose} />
    </Modal>
  );
}

function PickerBody<Row extends PickableTeacher, K extends QueryKey>({
  query,
  onSave,
  saving,
  onClose,
}: Omit<TeacherPickerDialogProps<Row, K>, 'opened' | 'title'>) {
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [ticked, setTicked] = useState<number[]>([]);
  const list = useListQuery({ ...query(username), placeholderData: keepPreviousData });
  const rows = list.isError ? [] : (list.data ?? []);
  const ids = rows.map((r) => r.user_id);
  const allTicked = ids.length > 0 && ids.every((id) => ticked.includes(id));
  const someTicked = ids.some((id) => ticked.includes(id));

  const save = () => {
    if (ticked.length === 0) {
      showError('请至少选择一名教师');
      return;
    }
    onSave(ticked);
  };
  return (
    <Stack gap="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setUsername(typed.trim());
        }}
      >
        <Group gap="sm" align="flex-end">
          <TextInput label="姓名" placeholder="请输入姓名或账号" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} maxLength={30} />
          <Button type="submit" variant="light" leftSection={<IconSearch size={16} />}>
            查询
          </Button>
        </Group>
      </form>
      <Box pos="relative">
        <LoadingOverlay visible={list.isFetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
        <ScrollArea.Autosize mah={420} type="auto">
          <Table striped highlightOnHover withTableBorder stickyHeader aria-label="未分配教师" aria-busy={list.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="全选"
                    checked={allTicked}
                    indeterminate={someTicked && !allTicked}
                    onChange={() => setTicked(allTicked ? ticked.filter((id) => !ids.includes(id)) : [...new Set([...ticked, ...ids])])}
                  />
                </Table.Th>
                <Table.Th>用户名</Table.Th>
                <Table.Th>账号</Table.Th>
                <Table.Th>手机号</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.user_id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`选择 ${r.user_name}`}
                      checked={ticked.includes(r.user_id)}
                      onChange={(e) => setTicked(e.currentTarget.checked ? [...ticked, r.user_id] : ticked.filter((id) => id !== r.user_id))}
                    />
                  </Table.Td>
                  <Table.Td>{r.user_name}</Table.Td>
                  <Table.Td>{r.user_account}</Table.Td>
                  <Table.Td>{r.cellphone}</Table.Td>
                </Table.Tr>
              ))}
              {list.isError && <TableFailureRow colSpan={4} error={list.error} onRetry={list.retry} retrying={list.isFetching} />}
              {rows.length === 0 && !list.isPending && !list.isError && <TableEmptyRow colSpan={4}>暂无可添加的教师</TableEmptyRow>}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Box>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          已选 {ticked.length} 人
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button onClick={save} loading={saving}>
            保存
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

// 添加考生 (spec 2 §2.5, §5, §9): the students of the exam's schools and grades who do not take part yet, 1000 per
// page, searched by name, number, grade and class; tick some (or all listed) and add them, or add every one of them.
// No tick: '请至少勾选一名学生'. A failed add keeps the dialog, the filters and the ticks.
import { memo, useCallback, useState } from 'react';
import { Box, Button, Checkbox, Group, LoadingOverlay, Modal, Pagination, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmThen } from '../../lib/confirm';
import { showError, showSuccess } from '../../lib/feedback';
import { pageCount } from '../../lib/pagedList';
import { MISSING_EXAM_TEXT, NO_TICK_TEXT, numberSearchError } from './participantRules';
import { EXCLUSIVE_PAGE_SIZE, addParticipants, exclusiveQuery, participantKeys, type ExclusiveParams, type ExclusiveStudent } from './queries';
import { useRowWindow } from '../../lib/rowWindow';
import { TableEmptyRow } from '../../components/TableEmptyRow';

const ROW_HEIGHT = 37;
const VIEWPORT_HEIGHT = 420;

interface Filters {
  stuname: string;
  stunum: string;
  grade: string;
  class: string;
}
const NO_FILTERS: Filters = { stuname: '', stunum: '', grade: '', class: '' };

const distinct = (values: (string | null | undefined)[]) => [...new Set(values.filter((v): v is string => !!v))].sort((a, b) => a.localeCompare(b, 'zh-CN'));

export function AddParticipantsDialog({ examId, onClose }: { examId: number | undefined; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<Filters>(NO_FILTERS);
  const [numberError, setNumberError] = useState<string | undefined>();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());

  const params: ExclusiveParams = { examid: examId ?? 0, ...filters, page, pagesize: EXCLUSIVE_PAGE_SIZE };
  const list = useQuery({ ...exclusiveQuery(params), enabled: examId !== undefined });
  // The grade and class choices come from the whole list (the same query when no filter is set).
  const everyone = useQuery({ ...exclusiveQuery({ ...params, ...NO_FILTERS, page: 1 }), enabled: examId !== undefined });
  const all = everyone.data?.datalist ?? [];
  const grades = distinct(all.map((s) => s.grade));
  const classes = distinct(all.filter((s) => !typed.grade || s.grade === typed.grade).map((s) => s.class_name));

  const rows = list.data?.datalist ?? [];
  const total = list.data?.totalrecords ?? 0;
  const numbers = rows.map((r) => r.student_number);
  const allTicked = numbers.length > 0 && numbers.every((n) => ticked.has(n));
  const someTicked = numbers.some((n) => ticked.has(n));
  const toggle = useCallback(
    (some: string[], on: boolean) =>
      setTicked((t) => {
        const next = new Set(t);
        for (const n of some) {
          if (on) next.add(n);
          else next.delete(n);
        }
        return next;
      }),
    [],
  );

  const save = useMutation({
    mutationFn: addParticipants,
    onSuccess: async (text) => {
      showSuccess(text || '添加成功');
      onClose();
      await queryClient.invalidateQueries({ queryKey: participantKeys.exam(examId ?? 0) });
    },
  });

  const search = () => {
    const error = numberSearchError(typed.stunum);
    setNumberError(error);
    if (error) return;
    setFilters({ stuname: typed.stuname.trim(), stunum: typed.stunum.trim(), grade: typed.grade, class: typed.class });
    setPage(1);
  };
  const addTicked = () => {
    if (examId === undefined) return showError(MISSING_EXAM_TEXT);
    if (ticked.size === 0) return showError(NO_TICK_TEXT);
    save.mutate({ examid: examId, stuList: [...ticked] });
  };
  const addAll = () => {
    if (examId === undefined) return showError(MISSING_EXAM_TEXT);
    confirmThen({
      message: '确定将所有未参加本次考试的学生（不受筛选条件限制）全部添加为参考学生吗？',
      onConfirm: () => save.mutate({ examid: examId, addAll: true }),
    });
  };

  const win = useRowWindow(rows.length, { rowHeight: ROW_HEIGHT, viewportHeight: VIEWPORT_HEIGHT });
  const pages = pageCount(total, EXCLUSIVE_PAGE_SIZE);

  return (
    <Modal opened onClose={onClose} title="添加考生" centered size="60rem">
      <Stack gap="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            search();
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput label="学生姓名" maxLength={30} w={140} value={typed.stuname} onChange={(e) => setTyped({ ...typed, stuname: e.currentTarget.value })} />
            <TextInput
              label="学号"
              maxLength={30}
              w={140}
              inputMode="numeric"
              error={numberError}
              value={typed.stunum}
              onChange={(e) => {
                setTyped({ ...typed, stunum: e.currentTarget.value });
                setNumberError(undefined);
              }}
            />
            <Select
              label="年级"
              placeholder="全部"
              clearable
              w={130}
              data={grades}
              value={typed.grade || null}
              onChange={(v) => setTyped({ ...typed, grade: v ?? '', class: '' })}
            />
            <Select
              label="班级"
              placeholder="全部"
              clearable
              w={150}
              data={classes}
              value={typed.class || null}
              onChange={(v) => setTyped({ ...typed, class: v ?? '' })}
            />
            <Button type="submit" mt={25} variant="light" leftSection={<IconSearch size={16} />}>
              查询
            </Button>
          </Group>
        </form>
        <Box pos="relative" mih={120}>
          <LoadingOverlay visible={list.isFetching} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
          <ScrollArea.Autosize mah={VIEWPORT_HEIGHT} type="auto" onScrollPositionChange={win.onScroll}>
            <Table striped highlightOnHover withTableBorder stickyHeader aria-label="未参考学生列表" aria-rowcount={rows.length + 1} styles={{ td: { whiteSpace: 'nowrap' } }}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={40}>
                    <Checkbox aria-label="全选学生" checked={allTicked} indeterminate={someTicked && !allTicked} onChange={() => toggle(numbers, !allTicked)} />
                  </Table.Th>
                  <Table.Th>学校</Table.Th>
                  <Table.Th>姓名</Table.Th>
                  <Table.Th>学号</Table.Th>
                  <Table.Th>年级</Table.Th>
                  <Table.Th>班级</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <tr aria-hidden style={{ height: win.padTop }} />
                {rows.slice(win.start, win.end).map((s, i) => (
                  <StudentLine key={s.student_number} index={win.start + i} student={s} ticked={ticked.has(s.student_number)} onToggle={toggle} />
                ))}
                {win.padBottom > 0 && <tr aria-hidden style={{ height: win.padBottom }} />}
                {rows.length === 0 && !list.isPending && (
                  <TableEmptyRow colSpan={6}>{list.isError ? '加载未参考学生失败' : '没有未参加本次考试的学生'}</TableEmptyRow>
                )}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Box>
        <Group justify="space-between">
          <Text size="sm">
            共 {total} 人，已勾选 {ticked.size} 人
          </Text>
          {pages > 1 && <Pagination size="sm" total={pages} value={page} onChange={setPage} />}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button variant="light" onClick={addAll} disabled={save.isPending || total === 0}>
            全部添加
          </Button>
          <Button onClick={addTicked} loading={save.isPending}>
            添加选中学生
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const StudentLine = memo(function StudentLine({
  index,
  student,
  ticked,
  onToggle,
}: {
  index: number;
  student: ExclusiveStudent;
  ticked: boolean;
  onToggle: (numbers: string[], on: boolean) => void;
}) {
  return (
    <Table.Tr h={ROW_HEIGHT} aria-rowindex={index + 2}>
      <Table.Td>
        <Checkbox aria-label={`选择 ${student.student_name}`} checked={ticked} onChange={(e) => onToggle([student.student_number], e.currentTarget.checked)} />
      </Table.Td>
      <Table.Td>{student.school_name}</Table.Td>
      <Table.Td>{student.student_name}</Table.Td>
      <Table.Td>{student.student_number}</Table.Td>
      <Table.Td>{student.grade}</Table.Td>
      <Table.Td>{student.class_name}</Table.Td>
    </Table.Tr>
  );
});

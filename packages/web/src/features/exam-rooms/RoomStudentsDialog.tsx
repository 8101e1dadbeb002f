// The students of one room, shown when its name is clicked (spec 3 §2.4, §7.3): 考场, 考号, 座位号, last edit time and
// editor, 15 a page, with 添加考生, 编辑 (seat read-only) and a confirmed 删除 ('删除成功', a cancel '已取消删除').
import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PagedTable, type Column } from '../../components/PagedTable';
import { confirmThen } from '../../lib/confirm';
import { showInfo, showSuccess } from '../../lib/feedback';
import type { PagingSearch } from '../../lib/pagedList';
import { usePagedList } from '../../lib/usePagedList';
import { ROOM_PAGE_SIZE, ROOM_PAGE_SIZES, deleteSeat, examRoomKeys, roomStudentsQuery, type ExamRoom, type RoomStudent } from './queries';
import { SeatDialog } from './SeatDialog';
import { EXAM_ROOM_TEXTS } from './texts';

const T = EXAM_ROOM_TEXTS.students;

export interface RoomStudentsDialogProps {
  examId: number;
  unitId: number;
  room: ExamRoom & { subject_id: number };
  onClose: () => void;
}

export function RoomStudentsDialog({ examId, unitId, room, onClose }: RoomStudentsDialogProps) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<PagingSearch>({});
  const list = usePagedList({
    search,
    setSearch,
    pageSizes: ROOM_PAGE_SIZES,
    defaultPageSize: ROOM_PAGE_SIZE,
    query: ({ page, pagesize }) =>
      roomStudentsQuery({ exam_id: examId, subject_id: room.subject_id, unit_id: unitId, room_id: room.room_id, page, pagesize, uploadFail: false }),
  });
  // undefined: closed; null: adding; a row: editing it.
  const [editing, setEditing] = useState<RoomStudent | null | undefined>();
  const remove = useMutation({
    mutationFn: deleteSeat,
    onSuccess: async () => {
      showSuccess(EXAM_ROOM_TEXTS.deleted);
      await queryClient.invalidateQueries({ queryKey: examRoomKeys.exam(examId) });
    },
  });
  const askDelete = (row: RoomStudent) =>
    confirmThen({
      message: T.confirmDelete(row.student_id, row.seat_num),
      danger: true,
      onConfirm: () => remove.mutate({ unit_id: unitId, room_id: room.room_id, seat_num: row.seat_num }),
      onCancel: () => showInfo(EXAM_ROOM_TEXTS.deleteCancelled),
    });

  const columns: Column<RoomStudent>[] = [
    { key: 'room', title: T.columns.room, render: (r) => r.room_name ?? room.name },
    { key: 'number', title: T.columns.examNumber, render: (r) => r.student_id },
    { key: 'seat', title: T.columns.seat, render: (r) => r.seat_num, width: 90 },
    { key: 'time', title: T.columns.editTime, render: (r) => r.last_edit_time },
    { key: 'editor', title: T.columns.editor, render: (r) => r.last_edit_user_name },
    {
      key: 'actions',
      title: T.columns.actions,
      width: 130,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" aria-label={`${EXAM_ROOM_TEXTS.edit} 座位${r.seat_num}`} onClick={() => setEditing(r)}>
            {EXAM_ROOM_TEXTS.edit}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`${EXAM_ROOM_TEXTS.remove} 座位${r.seat_num}`} onClick={() => askDelete(r)}>
            {EXAM_ROOM_TEXTS.remove}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Modal opened onClose={onClose} title={T.title(room.name, room.subject_name)} centered size="xl">
      <Stack gap="sm">
        <Group>
          <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setEditing(null)}>
            {T.add}
          </Button>
        </Group>
        <PagedTable list={list} columns={columns} rowKey={(r) => `${r.room_id}-${r.seat_num}`} label={T.listLabel} minWidth={640} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {T.close}
          </Button>
        </Group>
      </Stack>
      {editing !== undefined && <SeatDialog examId={examId} room={room} seat={editing ?? undefined} onClose={() => setEditing(undefined)} />}
    </Modal>
  );
}

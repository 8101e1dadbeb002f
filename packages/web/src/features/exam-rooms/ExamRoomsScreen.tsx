// 考场管理, exam/examroommge (spec 3 §2.4, §5, §6, §7.3, §8.3, §9): the rooms of the chosen subject at one school of
// the exam (types 1, 2 and 6 choose the school, everyone else is fixed to their own), 15 a page, with add, edit and a
// confirmed delete; a room's name opens its students; the xlsx import (a school first, '请先选择单位') with its template.
// Header buttons lead to 参考学生 and, for types 1, 2 and 6 only, to 考场编排.
import { useState } from 'react';
import { Anchor, Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileImport, IconPlus, IconUsers, IconLayoutGrid } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { DownloadButton } from '../../components/DownloadButton';
import { ExamPage, type ExamPageContext } from '../../components/ExamPage';
import { ImportButton } from '../../components/ImportButton';
import { ButtonLink } from '../../components/links';
import { PagedTable, type Column } from '../../components/PagedTable';
import { confirmThen } from '../../lib/confirm';
import { showError, showInfo, showSuccess } from '../../lib/feedback';
import { mainLink } from '../../lib/mainLink';
import { isPrivileged } from '../../lib/permissions';
import { sessionQuery } from '../../lib/session';
import { usePagedList } from '../../lib/usePagedList';
import {
  ROOM_PAGE_SIZE,
  ROOM_PAGE_SIZES,
  deleteRoom,
  downloadRoomTemplate,
  examRoomKeys,
  importRooms,
  roomListQuery,
  type ExamRoom,
} from './queries';
import { RoomDialog } from './RoomDialog';
import { RoomStudentsDialog } from './RoomStudentsDialog';
import { schoolChoice } from './roomRules';
import type { ExamRoomSearch } from './search';
import { EXAM_ROOM_TEXTS as T } from './texts';

const ROUTE = '/main/exam/examroommge';
export const PARTICIPANTS_PATH = '/main/exam/mgeexamstudent';
export const ARRANGEMENT_PATH = '/main/exam/examroomdesign';

export function ExamRoomsScreen() {
  const userType = useQuery(sessionQuery).data?.user.user_type;
  return (
    <ExamPage
      title={T.title}
      perSubject
      actions={
        <>
          <ButtonLink size="xs" variant="default" leftSection={<IconUsers size={14} />} {...mainLink(PARTICIPANTS_PATH)}>
            {T.participants}
          </ButtonLink>
          {isPrivileged(userType) && (
            <ButtonLink size="xs" variant="default" leftSection={<IconLayoutGrid size={14} />} {...mainLink(ARRANGEMENT_PATH)}>
              {T.arrange}
            </ButtonLink>
          )}
        </>
      }
    >
      {(exam) => <ExamRooms exam={exam} />}
    </ExamPage>
  );
}

function ExamRooms({ exam }: { exam: ExamPageContext & { subjectId: number | undefined } }) {
  const { examId, subjectId, subjects } = exam;
  const search = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const school = schoolChoice(session.data?.user, exam.schools, search.unit_id);
  const unitId = school.unitId;

  const list = usePagedList({
    search,
    setSearch: (next: ExamRoomSearch) => void navigate({ search: next }),
    pageSizes: ROOM_PAGE_SIZES,
    defaultPageSize: ROOM_PAGE_SIZE,
    query: ({ page, pagesize }) => ({
      ...roomListQuery({ exam_id: examId, subject_id: subjectId ?? null, unit_id: unitId ?? 0, page, pagesize }),
      enabled: unitId !== undefined,
    }),
  });

  // undefined: closed; null: adding; a room: editing it.
  const [editing, setEditing] = useState<ExamRoom | null | undefined>();
  const [opened, setOpened] = useState<ExamRoom | undefined>();

  const refresh = () => queryClient.invalidateQueries({ queryKey: examRoomKeys.exam(examId) });
  const remove = useMutation({
    mutationFn: deleteRoom,
    onSuccess: async () => {
      showSuccess(T.deleted);
      await refresh();
    },
  });
  const askDelete = (room: ExamRoom) =>
    confirmThen({
      message: T.confirmDeleteRoom(room.name),
      danger: true,
      onConfirm: () => remove.mutate(room.room_id),
      onCancel: () => showInfo(T.deleteCancelled),
    });
  const unitFirst = () => (unitId === undefined ? T.unitFirst : undefined);
  const openAdd = () => {
    const blocked = unitFirst();
    if (blocked) showError(blocked);
    else setEditing(null);
  };

  const columns: Column<ExamRoom>[] = [
    { key: 'subject', title: T.columns.subject, render: (r) => r.subject_name, width: 90 },
    {
      key: 'name',
      title: T.columns.name,
      render: (r) => (
        <Anchor component="button" type="button" size="sm" title={T.openRoom(r.name)} onClick={() => setOpened(r)}>
          {r.name}
        </Anchor>
      ),
    },
    { key: 'remark', title: T.columns.remark, render: (r) => r.remark },
    { key: 'area', title: T.columns.area, render: (r) => r.area_name ?? '', width: 110 },
    { key: 'time', title: T.columns.editTime, render: (r) => r.last_edit_time, width: 170 },
    { key: 'editor', title: T.columns.editor, render: (r) => r.last_edit_user_name, width: 110 },
    {
      key: 'actions',
      title: T.columns.actions,
      width: 130,
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="subtle" aria-label={`${T.edit} ${r.name}`} onClick={() => setEditing(r)}>
            {T.edit}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" aria-label={`${T.remove} ${r.name}`} onClick={() => askDelete(r)}>
            {T.remove}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Card withBorder padding="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={T.school}
            placeholder={T.schoolPlaceholder}
            w={220}
            allowDeselect={false}
            disabled={school.fixed}
            data={school.options.map((s) => ({ value: String(s.unit_id), label: s.unit_name }))}
            value={unitId === undefined ? null : String(unitId)}
            onChange={(v) => v && list.setFilters({ unit_id: Number(v) })}
          />
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={openAdd}>
            {T.addRoom}
          </Button>
          <ImportButton variant="light" leftSection={<IconFileImport size={16} />} precheck={unitFirst} upload={(file) => importRooms(file, { exam_id: examId, unit_id: unitId ?? 0, subject_id: subjectId ?? null })} onImported={() => void refresh()}>
            {T.importing.button}
          </ImportButton>
          <DownloadButton fetchFile={downloadRoomTemplate} fallbackName={T.importing.templateName} failureText={T.importing.templateFailure} leftSection={<IconDownload size={16} />}>
            {T.importing.template}
          </DownloadButton>
        </Group>
      </Card>
      {unitId === undefined ? (
        <Text c="dimmed" ta="center" py="xl">
          {T.chooseSchoolFirst}
        </Text>
      ) : (
        <PagedTable list={list} columns={columns} rowKey={(r) => r.room_id} label={T.listLabel} minWidth={820} />
      )}
      {editing !== undefined && unitId !== undefined && (
        <RoomDialog
          room={editing ?? undefined}
          subjects={subjects}
          subjectId={subjectId}
          scope={{ exam_id: examId, unit_id: unitId, page: list.page }}
          onClose={() => setEditing(undefined)}
        />
      )}
      {opened && unitId !== undefined && (
        <RoomStudentsDialog
          examId={examId}
          unitId={unitId}
          room={{ ...opened, subject_id: opened.subject_id ?? subjectId ?? 0, subject_name: opened.subject_name ?? subjects.find((x) => x.subject_id === subjectId)?.subject_name }}
          onClose={() => setOpened(undefined)}
        />
      )}
    </Stack>
  );
}

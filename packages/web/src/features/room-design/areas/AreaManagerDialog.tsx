// 考区管理 (spec 3 §2.5 "Area and room management", §5, §8.3): a school's areas, each with its rooms (15 a page, §9);
// add and rename an area, delete it after asking (the server's refusal is shown), batch-add rooms to it, edit one
// room, delete one after asking. Every change reloads the areas and the wizard's seat grids (calls.ts refreshAreas).
import { useMemo, useState } from 'react';
import { Button, Card, Center, Group, Loader, Modal, Pagination, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadFailure } from '../../../components/LoadFailure';
import { TableEmptyRow } from '../../../components/TableEmptyRow';
import { confirmThen } from '../../../lib/confirm';
import { showInfo, showSuccess } from '../../../lib/feedback';
import { pageCount } from '../../../lib/pagedList';
import { useListQuery } from '../../../lib/useListQuery';
import { areasQuery, roomsQuery, type Area, type Room } from '../queries';
import { AREA_TEXTS, COMMON_TEXTS } from '../texts';
import { AreaNameDialog } from './AreaNameDialog';
import { BatchRoomsDialog } from './BatchRoomsDialog';
import { deleteArea, deleteAreaRoom, refreshAreas } from './calls';
import { EditRoomDialog } from './EditRoomDialog';

/** Rooms of an area shown a page at a time (room lists: 15 a page, spec 3 §9). */
const ROOMS_PER_PAGE = 15;

export interface AreaManagerDialogProps {
  opened: boolean;
  onClose: () => void;
  unitId: number;
  unitName: string;
}

export function AreaManagerDialog({ opened, onClose, unitId, unitName }: AreaManagerDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={AREA_TEXTS.title} centered size="xl">
      {opened && <AreaManager unitId={unitId} unitName={unitName} onClose={onClose} />}
    </Modal>
  );
}

function AreaManager({ unitId, unitName, onClose }: { unitId: number; unitName: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const areas = useListQuery(areasQuery(unitId));
  const areaIds = useMemo(() => (areas.data ?? []).map((a) => a.area_id), [areas.data]);
  // A new area is a new key: the rooms shown meanwhile are the ones already loaded.
  const rooms = useListQuery({ ...roomsQuery(areaIds), placeholderData: keepPreviousData });
  const roomsByArea = useMemo(() => {
    const map = new Map<number, Room[]>();
    for (const r of rooms.data ?? []) map.set(r.area_id, [...(map.get(r.area_id) ?? []), r]);
    return map;
  }, [rooms.data]);

  // undefined: closed; null: adding; an area: renaming it.
  const [naming, setNaming] = useState<Area | null | undefined>();
  const [batching, setBatching] = useState<Area | undefined>();
  const [editing, setEditing] = useState<Room | undefined>();

  const onDeleted = async () => {
    showSuccess(COMMON_TEXTS.deleted);
    await refreshAreas(queryClient);
  };
  const removeArea = useMutation({ mutationFn: (body: Parameters<typeof deleteArea>[0]) => deleteArea(body), onSuccess: onDeleted });
  const removeRoom = useMutation({ mutationFn: (body: Parameters<typeof deleteAreaRoom>[0]) => deleteAreaRoom(body), onSuccess: onDeleted });
  const cancelled = () => showInfo(COMMON_TEXTS.deleteCancelled);
  const askDeleteArea = (area: Area) =>
    confirmThen({
      message: AREA_TEXTS.confirmDeleteArea(area.area_name),
      danger: true,
      onConfirm: () => removeArea.mutate({ area_id: area.area_id, unit_id: unitId }),
      onCancel: cancelled,
    });
  const askDeleteRoom = (room: Room) =>
    confirmThen({
      message: AREA_TEXTS.confirmDeleteRoom(room.room_name),
      danger: true,
      onConfirm: () => removeRoom.mutate({ room_id: room.room_id, area_id: room.area_id }),
      onCancel: cancelled,
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {AREA_TEXTS.school(unitName)}
        </Text>
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setNaming(null)}>
          {AREA_TEXTS.addArea}
        </Button>
      </Group>
      {areas.error ? (
        <LoadFailure error={areas.error} onRetry={areas.retry} retrying={areas.isFetching} />
      ) : areas.isPending ? (
        <Center py="lg">
          <Loader size="sm" />
        </Center>
      ) : areas.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {AREA_TEXTS.noAreas}
        </Text>
      ) : (
        <ScrollArea.Autosize mah="60vh" type="auto">
          <Stack gap="sm">
            {areas.data.map((area) => (
              <AreaCard
                key={area.area_id}
                area={area}
                rooms={roomsByArea.get(area.area_id) ?? []}
                roomsState={rooms.error ? 'failed' : rooms.isPending ? 'loading' : 'ready'}
                onRename={() => setNaming(area)}
                onDelete={() => askDeleteArea(area)}
                onBatch={() => setBatching(area)}
                onEditRoom={setEditing}
                onDeleteRoom={askDeleteRoom}
              />
            ))}
            {rooms.error && <LoadFailure error={rooms.error} onRetry={rooms.retry} retrying={rooms.isFetching} />}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {AREA_TEXTS.close}
        </Button>
      </Group>
      {naming !== undefined && <AreaNameDialog unitId={unitId} area={naming ?? undefined} onClose={() => setNaming(undefined)} />}
      {batching && <BatchRoomsDialog area={batching} onClose={() => setBatching(undefined)} />}
      {editing && <EditRoomDialog room={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}

interface AreaCardProps {
  area: Area;
  rooms: Room[];
  roomsState: 'loading' | 'failed' | 'ready';
  onRename: () => void;
  onDelete: () => void;
  onBatch: () => void;
  onEditRoom: (room: Room) => void;
  onDeleteRoom: (room: Room) => void;
}

function AreaCard({ area, rooms, roomsState, onRename, onDelete, onBatch, onEditRoom, onDeleteRoom }: AreaCardProps) {
  const [page, setPage] = useState(1);
  const pages = pageCount(rooms.length, ROOMS_PER_PAGE);
  const current = Math.min(page, pages);
  const shown = rooms.slice((current - 1) * ROOMS_PER_PAGE, current * ROOMS_PER_PAGE);
  const c = AREA_TEXTS.columns;
  return (
    <Card withBorder padding="sm" component="section" aria-label={area.area_name}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={600}>{area.area_name}</Text>
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} />} aria-label={`${AREA_TEXTS.batchAdd} ${area.area_name}`} onClick={onBatch}>
            {AREA_TEXTS.batchAdd}
          </Button>
          <Button size="compact-sm" variant="subtle" leftSection={<IconEdit size={14} />} aria-label={`${AREA_TEXTS.renameArea} ${area.area_name}`} onClick={onRename}>
            {AREA_TEXTS.renameArea}
          </Button>
          <Button size="compact-sm" variant="subtle" color="red" leftSection={<IconTrash size={14} />} aria-label={`${AREA_TEXTS.deleteArea} ${area.area_name}`} onClick={onDelete}>
            {AREA_TEXTS.deleteArea}
          </Button>
        </Group>
      </Group>
      <Table withTableBorder striped aria-label={AREA_TEXTS.roomsLabel(area.area_name)} aria-busy={roomsState === 'loading'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.name}</Table.Th>
            <Table.Th>{c.nickName}</Table.Th>
            <Table.Th w={80}>{c.number}</Table.Th>
            <Table.Th w={90}>{c.capacity}</Table.Th>
            <Table.Th w={120}>{c.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((room) => (
            <Table.Tr key={room.room_id}>
              <Table.Td>{room.room_name}</Table.Td>
              <Table.Td>{room.room_nick_name}</Table.Td>
              <Table.Td>{room.room_number}</Table.Td>
              <Table.Td>{room.room_capacity}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-sm" variant="subtle" aria-label={`${AREA_TEXTS.edit} ${room.room_name}`} onClick={() => onEditRoom(room)}>
                    {AREA_TEXTS.edit}
                  </Button>
                  <Button size="compact-sm" variant="subtle" color="red" aria-label={`${AREA_TEXTS.remove} ${room.room_name}`} onClick={() => onDeleteRoom(room)}>
                    {AREA_TEXTS.remove}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {roomsState === 'ready' && rooms.length === 0 && <TableEmptyRow colSpan={5}>{AREA_TEXTS.noRooms}</TableEmptyRow>}
        </Table.Tbody>
      </Table>
      {pages > 1 && (
        <Group justify="flex-end" mt="xs">
          <Pagination
            size="sm"
            total={pages}
            value={current}
            onChange={setPage}
            getItemProps={(p) => ({ 'aria-label': `${area.area_name} 第 ${p} 页` })}
          />
        </Group>
      )}
    </Card>
  );
}

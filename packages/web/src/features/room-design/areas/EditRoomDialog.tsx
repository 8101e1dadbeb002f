// 编辑考场: one room of an area (spec 3 §2.5, §5): name (required '考场名称不能为空', at most 30), nick name, room number
// (required '考场号不能为空') and capacity (1 to 200, '请输入正确的考场容量'); saveexamroom, '保存成功'. A refused save
// keeps the dialog and what was typed. Mount it while a room is being edited.
import { NumberInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { FormDialog, useSaveDialog } from '../../../components/FormDialog';
import { roomDesignKeys, type Room } from '../queries';
import { AREA_TEXTS, COMMON_TEXTS } from '../texts';
import { ROOM_CAPACITY_MAX, roomBody, roomErrors, roomValues, type RoomValues } from './areaRules';
import { refreshSeats, saveAreaRoom } from './calls';

export interface EditRoomDialogProps {
  room: Room;
  onClose: () => void;
}

export function EditRoomDialog({ room, onClose }: EditRoomDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm<RoomValues>({ initialValues: roomValues(room), validate: roomErrors });
  const save = useSaveDialog({
    save: async (values: RoomValues) => {
      const result = await saveAreaRoom(roomBody(values, room));
      void refreshSeats(queryClient);
      return result;
    },
    invalidate: roomDesignKeys.allAreas,
    onSaved: onClose,
    successText: COMMON_TEXTS.saved,
  });
  const numberProps = { allowDecimal: false, allowNegative: false, hideControls: true } as const;
  return (
    <FormDialog opened mode="edit" entity={AREA_TEXTS.roomEntity} form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
      <TextInput label={AREA_TEXTS.columns.name} withAsterisk {...form.getInputProps('room_name')} />
      <TextInput label={AREA_TEXTS.nickName} {...form.getInputProps('room_nick_name')} />
      <NumberInput label={AREA_TEXTS.roomNumber} withAsterisk min={1} {...numberProps} {...form.getInputProps('room_number')} />
      <NumberInput label={AREA_TEXTS.columns.capacity} withAsterisk min={1} max={ROOM_CAPACITY_MAX} clampBehavior="none" {...numberProps} {...form.getInputProps('room_capacity')} />
    </FormDialog>
  );
}

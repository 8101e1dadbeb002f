// 新增考场 / 编辑考场 (spec 3 §2.4, §5, §7.3): name (required, at most 30), subject (required) and remark. A new room
// goes to saveExamRoom, an existing one to updateExamRoom; a refused save keeps the dialog and what was typed. The room's
// 考区 (x-inferred) places it in one of the school's exam areas, so the arrangement wizard seats students in it.
import { Select, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormDialog, useSaveDialog } from '../../components/FormDialog';
import type { SubjectOption } from '../../lib/examSelection';
import { useQuery } from '@tanstack/react-query';
import { areasQuery, examRoomKeys, saveRoom, type ExamRoom } from './queries';
import { roomFormSchema, roomFormValues, roomSaveBody, type RoomFormValues } from './roomRules';
import { EXAM_ROOM_TEXTS as T } from './texts';

export interface RoomDialogProps {
  room: ExamRoom | undefined;
  subjects: SubjectOption[];
  /** The subject the list shows (the new room's subject unless changed). */
  subjectId: number | undefined;
  scope: { exam_id: number; unit_id: number; page: number };
  onClose: () => void;
}

export function RoomDialog({ room, subjects, subjectId, scope, onClose }: RoomDialogProps) {
  const form = useForm<RoomFormValues>({
    initialValues: roomFormValues(room, subjectId),
    validate: schemaResolver(roomFormSchema, { sync: true }),
  });
  const areas = useQuery(areasQuery(scope.unit_id));
  const save = useSaveDialog({
    save: (values: RoomFormValues) => saveRoom(roomSaveBody(values, scope, room?.room_id)),
    invalidate: examRoomKeys.exam(scope.exam_id),
    onSaved: onClose,
    successText: room ? T.saved : T.added,
  });
  return (
    <FormDialog opened mode={room ? 'edit' : 'add'} entity={T.roomEntity} form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
      <TextInput label={T.roomFields.name} placeholder={T.roomNamePlaceholder} withAsterisk {...form.getInputProps('name')} />
      <Select
        label={T.roomFields.subject}
        withAsterisk
        allowDeselect={false}
        data={subjects.map((s) => ({ value: String(s.subject_id), label: s.subject_name }))}
        {...form.getInputProps('subject_id')}
      />
      <Select
        label={T.roomFields.area}
        description={T.areaHint}
        placeholder={T.noArea}
        clearable
        data={(areas.data ?? []).map((a) => ({ value: String(a.area_id), label: a.area_name }))}
        {...form.getInputProps('area_id')}
      />
      <Textarea label={T.roomFields.remark} placeholder={T.remarkPlaceholder} autosize minRows={2} maxRows={4} {...form.getInputProps('remark')} />
    </FormDialog>
  );
}

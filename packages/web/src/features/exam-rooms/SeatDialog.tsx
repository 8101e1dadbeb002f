// 添加考生 / 编辑考生 of a room (spec 3 §2.4, §5, §7.3): exam number and seat number required; when editing, the seat
// number is read-only and only the exam number changes (updateExamRoomStudent). A refused save keeps what was typed.
import { NumberInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormDialog, useSaveDialog } from '../../components/FormDialog';
import { addSeat, examRoomKeys, updateSeat, type RoomStudent } from './queries';
import { seatFormSchema, seatFormValues, seatSaveBody, type SeatFormValues } from './roomRules';
import { EXAM_ROOM_TEXTS as T } from './texts';

export interface SeatDialogProps {
  examId: number;
  room: { room_id: number; subject_id: number };
  seat: RoomStudent | undefined;
  onClose: () => void;
}

export function SeatDialog({ examId, room, seat, onClose }: SeatDialogProps) {
  const form = useForm<SeatFormValues>({
    initialValues: seatFormValues(seat),
    validate: schemaResolver(seatFormSchema, { sync: true }),
  });
  const save = useSaveDialog({
    save: (values: SeatFormValues) => (seat ? updateSeat : addSeat)(seatSaveBody(values, room)),
    invalidate: examRoomKeys.exam(examId),
    onSaved: onClose,
    successText: seat ? T.saved : T.added,
  });
  return (
    <FormDialog opened mode={seat ? 'edit' : 'add'} entity={T.students.entity} form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending}>
      <TextInput label={T.students.examNumber} placeholder={T.students.examNumberPlaceholder} withAsterisk inputMode="numeric" {...form.getInputProps('student_id')} />
      <NumberInput
        label={T.students.seat}
        placeholder={T.students.seatPlaceholder}
        withAsterisk
        readOnly={seat !== undefined}
        description={seat ? T.students.seatReadOnly : undefined}
        allowDecimal={false}
        allowNegative={false}
        hideControls
        {...form.getInputProps('seat_num')}
      />
    </FormDialog>
  );
}

// 添加考生 / 编辑考生 of a room (spec 3 §2.4, §5, §7.3): exam number and seat number required; when editing, the seat
// number is read-only and only the exam number changes (updateExamRoomStudent). A refused save keeps what was typed.
// A save that would move the student from his seat elsewhere, or leave the seat's student without one, is answered
// with code -3 and the question naming the seat; confirmed, the same body goes again with confirmMove (the contract's
// x-inferred field); declined, nothing changes and the dialog stays.
import { NumberInput, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { FormDialog, useSaveDialog } from '../../components/FormDialog';
import { askingBeforeMoves } from '../../lib/moveQuestion';
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
    save: async (values: SeatFormValues) => {
      const send = seat ? updateSeat : addSeat;
      const body = seatSaveBody(values, room);
      return askingBeforeMoves((confirmMove) => send(confirmMove ? { ...body, confirmMove } : body));
    },
    invalidate: examRoomKeys.exam(examId),
    onSaved: onClose,
    successText: seat ? T.saved : T.added,
  });
  return (
    <FormDialog opened mode={seat ? 'edit' : 'add'} entity={T.students.entity} form={form} onSubmit={(v) => save.mutate(v)} onClose={onClose} saving={save.isPending} save={save}>
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

// The rules of exam room management (spec 3 §5 "Exam rooms", §6): the room form (name required, at most 30; subject
// required), the seat form (exam number and seat number required; the seat is read-only when editing) and which
// schools a user may choose (types 1, 2 and 6 any school of the exam, everyone else only their own).
import { z } from 'zod';
import { schoolScope, type SchoolOption } from '../../lib/examSelection';
import { EXAM_ROOM_TEXTS as T } from './texts';
import type { ExamRoom, RoomSave, RoomStudent, SeatSave } from './queries';

export const ROOM_NAME_MAX = 30;

export const roomFormSchema = z.object({
  name: z.string().trim().min(1, T.nameRequired).max(ROOM_NAME_MAX, T.nameTooLong),
  subject_id: z.string({ error: T.subjectRequired }).min(1, T.subjectRequired),
  remark: z.string(),
  /** The exam area the room stands in (an area id as text), null for none. */
  area_id: z.string().nullable(),
});

export interface RoomFormValues {
  name: string;
  /** The Select's value (a subject id as text), null when none is chosen. */
  subject_id: string | null;
  remark: string;
  area_id: string | null;
}

export function roomFormValues(room: ExamRoom | undefined, subjectId: number | undefined): RoomFormValues {
  const subject = room?.subject_id ?? subjectId;
  return { name: room?.name ?? '', subject_id: subject === undefined ? null : String(subject), remark: room?.remark ?? '', area_id: room?.area_id == null ? null : String(room.area_id) };
}

/** The save call's body from valid form values with the screen's search fields (update when the room exists). */
export function roomSaveBody(values: RoomFormValues, scope: { exam_id: number; unit_id: number; page: number }, roomId: number | undefined): RoomSave {
  const v = roomFormSchema.parse(values);
  return {
    ...(roomId === undefined ? {} : { room_id: roomId }),
    name: v.name,
    remark: v.remark.trim() || null,
    subject_id: Number(v.subject_id),
    // The area: chosen, taken away from a room being edited (null), or not part of a new room's body.
    ...(v.area_id ? { area_id: Number(v.area_id) } : roomId === undefined ? {} : { area_id: null }),
    exam_id: scope.exam_id,
    unit_id: scope.unit_id,
    page: scope.page,
    pagesize: 15,
  };
}

export const seatFormSchema = z.object({
  student_id: z
    .string()
    .trim()
    .min(1, T.students.examNumberRequired)
    .max(30, T.students.examNumberTooLong)
    .regex(/^\d*$/, T.students.examNumberDigits),
  seat_num: z
    .union([z.number(), z.string()])
    .superRefine((v, ctx) => {
      if (v === '') ctx.addIssue({ code: 'custom', message: T.students.seatRequired });
      else if (!Number.isInteger(Number(v)) || Number(v) < 1) ctx.addIssue({ code: 'custom', message: T.students.seatInvalid });
    })
    .transform(Number),
});

export interface SeatFormValues {
  student_id: string;
  /** A NumberInput's value: '' while empty. */
  seat_num: number | string;
}

export function seatFormValues(seat: RoomStudent | undefined): SeatFormValues {
  return { student_id: seat?.student_id ?? '', seat_num: seat?.seat_num ?? '' };
}

/** The seat call's body from valid form values. */
export function seatSaveBody(values: SeatFormValues, room: { room_id: number; subject_id: number }): SeatSave {
  const v = seatFormSchema.parse(values);
  return { room_id: room.room_id, student_id: v.student_id, seat_num: v.seat_num, subject_id: room.subject_id };
}

export interface SchoolChoice {
  options: SchoolOption[];
  /** The chosen school; undefined until one is chosen. */
  unitId: number | undefined;
  /** Fixed to the user's own unit (the selector is disabled). */
  fixed: boolean;
}

/**
 * The school selector (spec 3 §6): types 1, 2 and 6 choose any school of the exam (the address's choice, else their
 * own unit when it is one of them, else none yet); other users are fixed to their own unit.
 */
export function schoolChoice(
  user: { user_type: string; unit_id: number; unit_name?: string | null } | undefined,
  schools: readonly SchoolOption[],
  chosen: number | undefined,
): SchoolChoice {
  if (!user) return { options: [], unitId: undefined, fixed: true };
  const scope = schoolScope(user, schools);
  if (scope.fixed) return { options: scope.schools, unitId: scope.fixed.unit_id, fixed: true };
  const has = (id: number | undefined) => id !== undefined && schools.some((s) => s.unit_id === id);
  return { options: [...schools], unitId: has(chosen) ? chosen : has(user.unit_id) ? user.unit_id : undefined, fixed: false };
}

// After the server refused an arrangement (spec 3 §4.5, §8.3): what changed under the wizard since step 1 loaded its
// grids and tree. Another user may have arranged some of the chosen seats, or some of the ticked students' subjects,
// in the meantime. Given the seat states and student tree as they are now, the selection keeps only the seats still
// free and each student's subjects still open (a student with none left is dropped), and the conflicts are listed
// (rooms in natural order, each with its seat numbers) for the refusal dialog.
import type { Schemas } from '@exam/sdk';
import { WIZARD_TEXTS } from '../texts';
import { setRoomSeats, setStudents, type PairSelection, type PickedStudent } from './selection';

type Room = Schemas['RoomDesignRoom'];
type SeatClass = Schemas['RoomDesignStudentSeatClass'];

const NATURAL = new Intl.Collator('zh-CN', { numeric: true });
export const naturalCompare = (a: string, b: string) => NATURAL.compare(a, b);

export interface TakenSeats {
  room_name: string;
  seats: number[];
}

export interface ArrangedStudent {
  student_name: string;
  student_number: string;
  /** The subjects someone else arranged for the student meanwhile. */
  subjects: string[];
}

export interface PairConflicts {
  selection: PairSelection;
  taken: TakenSeats[];
  arranged: ArrangedStudent[];
}

/** One pair's selection checked against the seat states and the student tree as they are now. */
export function pairConflicts(sel: PairSelection, rooms: readonly Room[], classes: readonly SeatClass[], subjects: readonly number[]): PairConflicts {
  const byId = new Map(rooms.map((r) => [r.room_id, r]));
  const taken: TakenSeats[] = [];
  const seatChanges = [];
  for (const [roomId, seats] of sel.seats) {
    const room = byId.get(roomId);
    const occupied = new Set((room?.seats ?? []).filter((s) => s.isEmpty === false).map((s) => s.seat_num));
    const gone = [...seats].filter((n) => occupied.has(n)).sort((a, b) => a - b);
    if (!gone.length) continue;
    taken.push({ room_name: room?.room_name ?? sel.rooms.get(roomId)?.room_name ?? String(roomId), seats: gone });
    const info = sel.rooms.get(roomId);
    if (info) seatChanges.push({ room: info, seats: new Set([...seats].filter((n) => !occupied.has(n))) });
  }
  taken.sort((a, b) => naturalCompare(a.room_name, b.room_name));

  const now = new Map(classes.flatMap((c) => c.students.map((s) => [s.student_number, s] as const)));
  const arranged: ArrangedStudent[] = [];
  const update: PickedStudent[] = [];
  const drop: string[] = [];
  for (const s of sel.students.values()) {
    const held = new Map((now.get(s.student_number)?.seats ?? []).filter((x) => subjects.includes(x.subject_id)).map((x) => [x.subject_id, x.subject_name]));
    const lost = s.subject_ids.filter((id) => held.has(id));
    if (!lost.length) continue;
    arranged.push({ student_name: s.student_name, student_number: s.student_number, subjects: lost.map((id) => held.get(id) ?? String(id)) });
    const open = s.subject_ids.filter((id) => !held.has(id));
    drop.push(s.student_number);
    if (open.length) update.push({ ...s, subject_ids: open });
  }
  let selection = setRoomSeats(sel, seatChanges);
  if (drop.length) selection = setStudents(selection, update, drop);
  return { selection, taken, arranged };
}

/** '60 个座位已被占用，涉及第03、第05考场' (and the students' part when some were arranged meanwhile). */
export function conflictSummary(taken: readonly TakenSeats[], arranged: readonly ArrangedStudent[]): string {
  const t = WIZARD_TEXTS.refusal;
  const parts: string[] = [];
  const seats = taken.reduce((n, r) => n + r.seats.length, 0);
  if (seats) parts.push(t.seatsTaken(seats, [...new Set(taken.map((r) => r.room_name))].sort(naturalCompare)));
  if (arranged.length) parts.push(t.studentsArranged(arranged.length));
  return parts.join('；');
}

/** Seat numbers as short runs: 1–5、8、10–12. */
export function seatRuns(seats: readonly number[]): string {
  const sorted = [...seats].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && (sorted[j + 1] as number) === (sorted[j] as number) + 1) j++;
    runs.push(j > i ? `${sorted[i]}–${sorted[j]}` : String(sorted[i]));
    i = j + 1;
  }
  return runs.join('、');
}

// The printable outputs of a design (issue 31, beyond the spec), pure: door lists (one per room and subject, seats in
// order), seat stickers (one per seat and subject) and admission tickets (one per student, every subject's room and
// seat), from the design's rows as getarrangementdata answers them.
import type { Schemas } from '@exam/sdk';

export type DataRow = Schemas['RoomDesignDataRow'];

const NATURAL = new Intl.Collator('zh-CN', { numeric: true });

export interface DoorList {
  key: string;
  room: string;
  area: string;
  subject: string;
  school: string;
  rows: DataRow[];
}

/** One list per school, subject and room (natural room order), seats ascending. */
export function doorLists(rows: readonly DataRow[]): DoorList[] {
  const lists = new Map<string, DoorList>();
  for (const r of rows) {
    const key = `${r.school_name ?? ''}|${r.subject_name}|${r.room_name}`;
    let list = lists.get(key);
    if (!list) lists.set(key, (list = { key, room: r.room_name, area: r.area_name ?? '', subject: r.subject_name, school: r.school_name ?? '', rows: [] }));
    list.rows.push(r);
  }
  return [...lists.values()]
    .map((l) => ({ ...l, rows: l.rows.slice().sort((a, b) => a.seat_num - b.seat_num) }))
    .sort((a, b) => NATURAL.compare(a.school, b.school) || NATURAL.compare(a.subject, b.subject) || NATURAL.compare(a.room, b.room));
}

/** Seat stickers: the door lists' rows in their order. */
export const stickers = (rows: readonly DataRow[]): DataRow[] => doorLists(rows).flatMap((l) => l.rows);

export interface Ticket {
  student_number: string;
  student_name: string;
  school: string;
  className: string;
  /** Every subject's seat, by subject name. */
  seats: DataRow[];
}

/** One ticket per student (by school, class and student number), each subject's room and seat. */
export function tickets(rows: readonly DataRow[]): Ticket[] {
  const byStudent = new Map<string, Ticket>();
  for (const r of rows) {
    let t = byStudent.get(r.student_number);
    if (!t) byStudent.set(r.student_number, (t = { student_number: r.student_number, student_name: r.student_name, school: r.school_name ?? '', className: r.class_name ?? '', seats: [] }));
    t.seats.push(r);
  }
  return [...byStudent.values()].sort((a, b) => NATURAL.compare(a.school, b.school) || NATURAL.compare(a.className, b.className) || NATURAL.compare(a.student_number, b.student_number));
}

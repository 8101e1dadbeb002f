// The review's seat map of a room, pure (issue 31, beyond the spec): before the arrangement runs, which of a room's
// selected seats are used and in which turn, as the server will use them (the rooms in the review's order, each
// room's seats ascending; 隔位就座 leaves seats 2, 4 … of each 15-seat row out, 蛇形 takes every second row from the
// right). For orders the wizard can foresee (by student number, by class, either with 混合班级) the student of each
// turn is named too; by score or at random only the turn is known.
import type { Order } from './params';
import type { Layout } from './params';
import { isSpacedSeat, filterSeats, type PairSelection, type PickedStudent } from './selection';
import { SEAT_COLUMNS } from './seatGrid';

export interface SeatUse {
  /** The turn (1 = the first student of the order), or null for a seat left empty. */
  turn: number | null;
  /** The student of that turn when the order is known ahead. */
  student?: PickedStudent;
}

const digits = /^\d+$/;
/** Student numbers as the server compares them: digit strings numerically, else as text. */
function byNumber(a: PickedStudent, b: PickedStudent): number {
  const x = a.student_number;
  const y = b.student_number;
  if (digits.test(x) && digits.test(y) && x.replace(/^0+/, '').length !== y.replace(/^0+/, '').length) return x.replace(/^0+/, '').length - y.replace(/^0+/, '').length;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** No two of one class next to each other where the sizes allow (the class with most left, not the previous one's). */
function mix(students: readonly PickedStudent[]): PickedStudent[] {
  const queues = new Map<string, PickedStudent[]>();
  for (const s of students) queues.set(s.class_name, [...(queues.get(s.class_name) ?? []), s]);
  const out: PickedStudent[] = [];
  let previous: string | undefined;
  while (out.length < students.length) {
    let pick: [string, PickedStudent[]] | undefined;
    for (const entry of queues) if (entry[1].length && entry[0] !== previous && (!pick || entry[1].length > pick[1].length)) pick = entry;
    pick ??= [...queues].find(([, q]) => q.length > 0);
    if (!pick) break;
    out.push(pick[1].shift() as PickedStudent);
    previous = pick[0];
  }
  return out;
}

/** The students in seating order when it can be known ahead; undefined by score or at random. */
export function foreseenOrder(sel: PairSelection, order: Order | null, layout: Layout): PickedStudent[] | undefined {
  const students = [...sel.students.values()].sort(byNumber);
  let ordered: PickedStudent[];
  if (order === 'student_number') ordered = students;
  else if (order === 'class') ordered = students.sort((a, b) => a.class_name.localeCompare(b.class_name, 'zh-CN', { numeric: true }) || byNumber(a, b));
  else return undefined;
  return layout.mix_classes ? mix(ordered) : ordered;
}

/** Every selected seat of the pair in the order it is used, as `${room_id}/${seat}`. */
export function seatSequence(sel: PairSelection, layout: Layout): string[] {
  const rows = filterSeats(sel, {}).filter((r) => !layout.every_other_seat || isSpacedSeat(r.seat_num));
  const row = (n: number) => Math.floor((n - 1) / SEAT_COLUMNS);
  const col = (n: number) => (n - 1) % SEAT_COLUMNS;
  const byRoom = new Map<number, number[]>();
  for (const r of rows) byRoom.set(r.room.room_id, [...(byRoom.get(r.room.room_id) ?? []), r.seat_num]);
  return [...byRoom].flatMap(([room, seats]) =>
    (layout.serpentine ? seats.slice().sort((a, b) => row(a) - row(b) || (row(a) % 2 === 0 ? col(a) - col(b) : col(b) - col(a))) : seats).map((n) => `${room}/${n}`),
  );
}

/** How each selected seat of one room is used. */
export function roomSeatMap(sel: PairSelection, roomId: number, layout: Layout, order: Order | null): Map<number, SeatUse> {
  const sequence = seatSequence(sel, layout);
  const students = foreseenOrder(sel, order, layout);
  const count = sel.students.size;
  const turns = new Map(sequence.map((key, i) => [key, i + 1]));
  const map = new Map<number, SeatUse>();
  for (const n of sel.seats.get(roomId) ?? []) {
    const turn = turns.get(`${roomId}/${n}`);
    const used = turn !== undefined && turn <= count ? turn : null;
    const student = used !== null ? students?.[used - 1] : undefined;
    map.set(n, student ? { turn: used, student } : { turn: used });
  }
  return map;
}

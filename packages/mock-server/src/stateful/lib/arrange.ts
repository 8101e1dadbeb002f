/**
 * The exam-room arrangement (spec 3 §2.5, §3 "Room arrangement", §4.5, §5 "Exam rooms", §7.4, §9): seats the students
 * of each grade-unit selection into its selected seats for every arrangement subject, and gives exam numbers. Pure and
 * deterministic; errors are values (Chinese texts the arrange call can answer with).
 *
 * Interface:
 *   type ArrangeMode = 'fixed' | 'rotation';  type ArrangeOrder = 'score' | 'student_number' | 'random'
 *   interface ArrangeStudent { id: number | string; student_number: string; unit_id: number; grade_id: number;
 *                              score?: number | null; subjects?: readonly number[] }  // default: every subject
 *   interface ArrangeSeat { room_id: number; seat_num: number }
 *   interface ArrangeRoom { room_id: number; capacity: number; occupied?: Iterable<number> }
 *   seatsOfRooms(rooms: readonly ArrangeRoom[]): ArrangeSeat[]
 *       // seats 1..capacity of each room in the rooms' order, leaving out `occupied` seat numbers
 *   interface ArrangeGroup { grade_id: number; unit_id: number; label?: string;   // label names the group in errors
 *                            students: readonly ArrangeStudent[]; seats: readonly ArrangeSeat[] }
 *   interface ArrangeInput { subjects: readonly number[]; mode: ArrangeMode; order: ArrangeOrder;
 *                            groups: readonly ArrangeGroup[]; seed?: number | string;     // for order 'random'
 *                            examId?: number; examNumberPrefix?: string;                 // prefix default String(examId) or ''
 *                            unitSeq?: (unit_id: number) => number;                      // default: rank of the unit id
 *                            roomSeq?: (room_id: number, unit_id: number) => number }    // default: rank of first use
 *   interface SeatAssignment { student_id: number | string; student_number: string; grade_id: number; unit_id: number;
 *                              subject_id: number; room_id: number; seat_num: number }
 *   arrange(input: ArrangeInput):
 *       | { ok: true; assignments: SeatAssignment[]; examNumbers: Map<number | string, string>; warnings: string[] }
 *       | { ok: false; errors: string[] }
 *
 * Semantics:
 *   - Seats are taken in the order given (the review step's room order); seats of one room are brought together at
 *     the place of the room's first seat, keeping their order. Each group only uses its own seats; a seat given to two
 *     groups, a student given twice, a student whose grade or unit differs from the group's, an empty group, a group
 *     without seats or with more students than seats are errors (all errors are collected).
 *   - Order: 'score' by score descending (missing scores last, ties by student number), 'student_number' ascending
 *     (digit strings compared numerically), 'random' a shuffle seeded by (seed, grade_id, unit_id) of the students
 *     sorted by student number, so it depends neither on the input order nor on the other groups.
 *     For the first subject the i-th student (in that order) takes the i-th seat.
 *   - A student with `subjects` is seated only for those (the others are arranged already); the seat positions are
 *     the same as if they took every subject, so the seats stay as the rules below say.
 *   - fixed: every subject uses the first subject's seat.
 *   - rotation: with the group's seats as a cycle of length L and a step d, the student at position i for subject k
 *     sits at position (i + k·d) mod L. L is the number of students (n) and d the most seats any one room gives them,
 *     when 2·d ≤ n; otherwise L is the number of seats (m) and d the largest room's seat count, when 2·d ≤ m. Either
 *     way every student changes room (and so seat) from each subject to the next. When neither holds (a room holds more
 *     than half of them) L = max(n, 2) within m, d = 1: every student still changes seat (m ≥ 2) and a warning says
 *     that some stay in the same room; with a single seat nobody can move (warning).
 *   - Exam numbers: prefix + unit (2 digits) + room (w digits) + seat (v digits), from the first subject's seat; w and
 *     v are the widths (at least 2) of the largest room rank and seat number of the whole run, so numbers are unique
 *     and all of one length. EXAMPLES.md's exam 3001 uses the prefix '301' (李明 301010101: unit 01, room 01, seat 01).
 */
import { createRng } from './random.ts';

export type ArrangeMode = 'fixed' | 'rotation';
export type ArrangeOrder = 'score' | 'student_number' | 'random' | 'class';

/** How the seats are used (the contract's x-inferred arrangement_layout). */
export interface ArrangeLayout {
  /** No two students of one class next to each other in seat order, as far as the classes' sizes allow. */
  mix_classes?: boolean;
  /** Each room's rows of the 15-column grid in a snake: row 1 left to right, row 2 right to left, … */
  serpentine?: boolean;
  /** Every second seat of a row left empty (seats 1, 3, 5 … of each row). */
  every_other_seat?: boolean;
}

/** The seat grid's columns (spec 3 §9): a room's rows for the layouts. */
export const GRID_COLUMNS = 15;

export interface ArrangeStudent {
  id: number | string;
  student_number: string;
  unit_id: number;
  grade_id: number;
  score?: number | null;
  /** The student's class (order 'class', layout mix_classes). */
  class_id?: number;
  /** The subjects this student is seated for (a student with some subjects arranged already); default all. */
  subjects?: readonly number[];
}

export interface ArrangeSeat {
  room_id: number;
  seat_num: number;
}

export interface ArrangeRoom {
  room_id: number;
  capacity: number;
  occupied?: Iterable<number>;
}

export interface ArrangeGroup {
  grade_id: number;
  unit_id: number;
  label?: string;
  students: readonly ArrangeStudent[];
  seats: readonly ArrangeSeat[];
}

export interface ArrangeInput {
  subjects: readonly number[];
  mode: ArrangeMode;
  order: ArrangeOrder;
  groups: readonly ArrangeGroup[];
  seed?: number | string;
  examId?: number;
  examNumberPrefix?: string;
  unitSeq?: (unit_id: number) => number;
  roomSeq?: (room_id: number, unit_id: number) => number;
  layout?: ArrangeLayout;
}

export interface SeatAssignment {
  student_id: number | string;
  student_number: string;
  grade_id: number;
  unit_id: number;
  subject_id: number;
  room_id: number;
  seat_num: number;
}

export type ArrangeResult =
  | { ok: true; assignments: SeatAssignment[]; examNumbers: Map<number | string, string>; warnings: string[] }
  | { ok: false; errors: string[] };

export function seatsOfRooms(rooms: readonly ArrangeRoom[]): ArrangeSeat[] {
  const seats: ArrangeSeat[] = [];
  for (const room of rooms) {
    const taken = new Set(room.occupied ?? []);
    for (let s = 1; s <= room.capacity; s++) if (!taken.has(s)) seats.push({ room_id: room.room_id, seat_num: s });
  }
  return seats;
}

/** Student numbers: digit strings numerically (by length, then text), anything else by text. */
export function compareStudentNumbers(a: string, b: string): number {
  const digits = /^\d+$/;
  if (digits.test(a) && digits.test(b)) {
    const x = a.replace(/^0+(?=\d)/, '');
    const y = b.replace(/^0+(?=\d)/, '');
    if (x.length !== y.length) return x.length - y.length;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

function byNumber(a: ArrangeStudent, b: ArrangeStudent): number {
  return compareStudentNumbers(a.student_number, b.student_number) || (String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0);
}

/** The students in seating order for one group. */
export function orderStudents(
  students: readonly ArrangeStudent[],
  order: ArrangeOrder,
  seed: number | string,
  groupKey: string,
): ArrangeStudent[] {
  const sorted = students.slice().sort(byNumber);
  if (order === 'student_number') return sorted;
  if (order === 'class') return sorted.sort((a, b) => (a.class_id ?? 0) - (b.class_id ?? 0) || byNumber(a, b));
  if (order === 'random') return createRng(seed).fork(`arrange:${groupKey}`).shuffle(sorted);
  const has = (s: ArrangeStudent): s is ArrangeStudent & { score: number } => typeof s.score === 'number' && Number.isFinite(s.score);
  return sorted.sort((a, b) => {
    const ha = has(a);
    const hb = has(b);
    if (ha && hb) return b.score - a.score || byNumber(a, b);
    if (ha !== hb) return ha ? -1 : 1;
    return byNumber(a, b);
  });
}

/**
 * Students reordered so that no two neighbours (in seat order) share a class where the sizes allow: each place takes
 * the next student of the class with the most left that is not the previous one's (ties: the class met first), so the
 * order within a class is kept.
 */
export function mixClasses(students: readonly ArrangeStudent[]): ArrangeStudent[] {
  const queues = new Map<number, ArrangeStudent[]>();
  for (const s of students) {
    const key = s.class_id ?? 0;
    let q = queues.get(key);
    if (!q) queues.set(key, (q = []));
    q.push(s);
  }
  const out: ArrangeStudent[] = [];
  let previous: number | undefined;
  while (out.length < students.length) {
    let pick: [number, ArrangeStudent[]] | undefined;
    for (const entry of queues) {
      if (!entry[1].length) continue;
      const better = !pick || entry[1].length > pick[1].length;
      if (entry[0] !== previous && better) pick = entry;
    }
    // Only the previous class is left: it has to sit next to itself.
    pick ??= [...queues].find(([, q]) => q.length > 0);
    if (!pick) break;
    out.push(pick[1].shift() as ArrangeStudent);
    previous = pick[0];
  }
  return out;
}

/** A room's seats after the layout: every other seat of a row left out, rows in a snake. */
export function layoutSeats(seats: readonly ArrangeSeat[], layout: ArrangeLayout | undefined): ArrangeSeat[] {
  const col = (s: ArrangeSeat) => (s.seat_num - 1) % GRID_COLUMNS;
  const row = (s: ArrangeSeat) => Math.floor((s.seat_num - 1) / GRID_COLUMNS);
  let out = seats.slice();
  if (layout?.every_other_seat) out = out.filter((s) => col(s) % 2 === 0);
  if (layout?.serpentine) {
    const rooms = new Map<number, ArrangeSeat[]>();
    for (const s of out) rooms.set(s.room_id, [...(rooms.get(s.room_id) ?? []), s]);
    out = [...rooms.values()].flatMap((list) => list.slice().sort((a, b) => row(a) - row(b) || (row(a) % 2 === 0 ? col(a) - col(b) : col(b) - col(a))));
  }
  return out;
}

/** Seats of one room brought together at the room's first seat, keeping their order. */
function groupSeatsByRoom(seats: readonly ArrangeSeat[]): ArrangeSeat[] {
  const rooms = new Map<number, ArrangeSeat[]>();
  for (const seat of seats) {
    let list = rooms.get(seat.room_id);
    if (!list) rooms.set(seat.room_id, (list = []));
    list.push(seat);
  }
  return [...rooms.values()].flat();
}

function largestRoom(seats: readonly ArrangeSeat[]): number {
  const counts = new Map<number, number>();
  let max = 0;
  for (const seat of seats) {
    const c = (counts.get(seat.room_id) ?? 0) + 1;
    counts.set(seat.room_id, c);
    if (c > max) max = c;
  }
  return max;
}

interface Cycle {
  length: number;
  step: number;
  warning?: string;
}

function rotationCycle(seats: readonly ArrangeSeat[], n: number, label: string): Cycle {
  const m = seats.length;
  const dUsed = largestRoom(seats.slice(0, n));
  if (2 * dUsed <= n) return { length: n, step: dUsed };
  const dAll = largestRoom(seats);
  if (2 * dAll <= m) return { length: m, step: dAll };
  if (m < 2) return { length: 1, step: 0, warning: `${label}：只有一个座位，无法轮换座位` };
  return { length: Math.max(n, 2), step: 1, warning: `${label}：考场数量不足，轮换时部分学生仍在同一考场` };
}

function groupLabel(group: ArrangeGroup): string {
  return group.label ?? `年级${group.grade_id} 单位${group.unit_id}`;
}

export function arrange(input: ArrangeInput): ArrangeResult {
  const errors: string[] = [];
  const subjects = [...new Set(input.subjects)];
  if (subjects.length === 0) errors.push('请选择编排科目');
  if (input.groups.length === 0) errors.push('请选择编排的年级和单位');

  const seenStudents = new Map<number | string, string>();
  const seenSeats = new Map<string, string>();
  for (const group of input.groups) {
    const label = groupLabel(group);
    if (group.students.length === 0) errors.push(`${label}：请选择学生`);
    if (group.seats.length === 0) errors.push(`${label}：请选择座位`);
    if (group.students.length > 0 && group.seats.length > 0 && group.students.length > group.seats.length) {
      errors.push(`${label}：学生人数（${group.students.length}）多于座位数（${group.seats.length}）`);
    } else if (input.layout?.every_other_seat && group.students.length > 0) {
      const usable = layoutSeats(group.seats, { every_other_seat: true }).length;
      if (group.students.length > usable) errors.push(`${label}：隔位就座可用座位数（${usable}）少于学生人数（${group.students.length}）`);
    }
    for (const s of group.students) {
      if (seenStudents.has(s.id)) errors.push(`学生${s.student_number}重复`);
      else seenStudents.set(s.id, label);
      if (s.grade_id !== group.grade_id || s.unit_id !== group.unit_id) errors.push(`${label}：学生${s.student_number}不属于该年级和单位`);
    }
    for (const seat of group.seats) {
      if (!Number.isInteger(seat.seat_num) || seat.seat_num < 1) {
        errors.push(`${label}：座位号${seat.seat_num}不正确`);
        continue;
      }
      const key = `${seat.room_id}/${seat.seat_num}`;
      if (seenSeats.has(key)) errors.push(`座位重复：考场${seat.room_id}第${seat.seat_num}号座位`);
      else seenSeats.set(key, label);
    }
  }
  if (errors.length > 0) return { ok: false, errors: [...new Set(errors)] };

  const seed = input.seed ?? 0;
  const unitIds = [...new Set(input.groups.map((g) => g.unit_id))].sort((a, b) => a - b);
  const unitSeq = input.unitSeq ?? ((unit: number) => unitIds.indexOf(unit) + 1);
  const roomRanks = new Map<number, Map<number, number>>();
  const assignments: SeatAssignment[] = [];
  const firstSeat = new Map<number | string, { unit_id: number; room_id: number; seat_num: number; number: string }>();
  const warnings: string[] = [];

  for (const group of input.groups) {
    const label = groupLabel(group);
    const ordered = orderStudents(group.students, input.order, seed, `${group.grade_id}_${group.unit_id}`);
    const students = input.layout?.mix_classes ? mixClasses(ordered) : ordered;
    const seats = layoutSeats(groupSeatsByRoom(group.seats), input.layout);
    const n = students.length;
    const cycle: Cycle = input.mode === 'rotation' && subjects.length > 1 ? rotationCycle(seats, n, label) : { length: n, step: 0 };
    if (cycle.warning) warnings.push(cycle.warning);
    let ranks = roomRanks.get(group.unit_id);
    if (!ranks) roomRanks.set(group.unit_id, (ranks = new Map()));
    for (const seat of seats.slice(0, n)) if (!ranks.has(seat.room_id)) ranks.set(seat.room_id, ranks.size + 1);

    students.forEach((student, i) => {
      subjects.forEach((subject_id, k) => {
        if (student.subjects && !student.subjects.includes(subject_id)) return;
        const position = cycle.length > 0 ? (i + k * cycle.step) % cycle.length : i;
        const seat = seats[position] as ArrangeSeat;
        assignments.push({
          student_id: student.id,
          student_number: student.student_number,
          grade_id: group.grade_id,
          unit_id: group.unit_id,
          subject_id,
          room_id: seat.room_id,
          seat_num: seat.seat_num,
        });
        if (!firstSeat.has(student.id)) firstSeat.set(student.id, { unit_id: group.unit_id, room_id: seat.room_id, seat_num: seat.seat_num, number: '' });
      });
    });
  }

  const prefix = input.examNumberPrefix ?? (input.examId !== undefined ? String(input.examId) : '');
  const roomSeq = input.roomSeq ?? ((room: number, unit: number) => roomRanks.get(unit)?.get(room) ?? 0);
  let roomWidth = 2;
  let seatWidth = 2;
  for (const s of firstSeat.values()) {
    roomWidth = Math.max(roomWidth, String(roomSeq(s.room_id, s.unit_id)).length);
    seatWidth = Math.max(seatWidth, String(s.seat_num).length);
  }
  const examNumbers = new Map<number | string, string>();
  const used = new Set<string>();
  for (const [id, s] of firstSeat) {
    const number = `${prefix}${String(unitSeq(s.unit_id)).padStart(2, '0')}${String(roomSeq(s.room_id, s.unit_id)).padStart(roomWidth, '0')}${String(s.seat_num).padStart(seatWidth, '0')}`;
    if (used.has(number)) errors.push(`考号重复：${number}`);
    used.add(number);
    examNumbers.set(id, number);
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, assignments, examNumbers, warnings };
}

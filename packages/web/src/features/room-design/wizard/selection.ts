// What steps 1 and 2 of the arrangement wizard choose, pure (spec 3 §2.5, §3 "Room arrangement", §4.5): one selection
// per grade-unit pair (its ticked students and selected seats, and the rooms' order set in review), the review
// filters and batch clears, the rules that let the arrangement start and the request's arrangement_data.
// Selections are immutable: every change returns a new one, and a room's seat set keeps its identity unless that
// room changed (the seat grids re-render only the rooms that changed).
import type { Schemas } from '@exam/sdk';
import { WIZARD_TEXTS } from '../texts';
import { SEAT_COLUMNS } from './seatGrid';

type ExamInfo = Schemas['RoomDesignExamInfo'];

/** A grade of a school taking the exam; the wizard arranges each pair on its own. */
export interface Pair {
  /** `${grade_id}_${unit_id}`, the key of arrangement_score_exam. */
  key: string;
  grade_id: number;
  unit_id: number;
  unit_name: string;
  grade: string;
  /** '临江市第一中学 高一'. */
  label: string;
}

export function pairsOf(info: ExamInfo): Pair[] {
  return info.grade_ids.map((grade_id, i) => {
    const unit_id = info.unit_ids[i] ?? 0;
    const unit_name = info.unit_names[i] ?? String(unit_id);
    const grade = info.grades[i] ?? String(grade_id);
    return { key: `${grade_id}_${unit_id}`, grade_id, unit_id, unit_name, grade, label: `${unit_name} ${grade}` };
  });
}

export type PickedStudent = Schemas['RoomDesignSelectionStudent'] & { student_name: string; class_name: string };

/** A room whose seats are selected, with the names the review shows and filters by. */
export interface SeatRoom {
  room_id: number;
  area_id: number;
  area_name: string;
  room_name: string;
}

export interface PairSelection {
  /** Ticked students by student number, in the order they were ticked. */
  students: ReadonlyMap<string, PickedStudent>;
  /** Selected seat numbers by room. A room without seats has no entry. */
  seats: ReadonlyMap<number, ReadonlySet<number>>;
  rooms: ReadonlyMap<number, SeatRoom>;
  /** The rooms with seats, in the order their seats are used (the review step moves them up and down). */
  roomOrder: readonly number[];
}

export type Selections = ReadonlyMap<string, PairSelection>;

export const EMPTY_SELECTION: PairSelection = { students: new Map(), seats: new Map(), rooms: new Map(), roomOrder: [] };

export const selectionOf = (all: Selections, key: string): PairSelection => all.get(key) ?? EMPTY_SELECTION;

export function withSelection(all: Selections, key: string, next: PairSelection): Selections {
  const copy = new Map(all);
  copy.set(key, next);
  return copy;
}

/** Ticks (add) or unticks students. */
export function setStudents(sel: PairSelection, add: readonly PickedStudent[], remove: readonly string[] = []): PairSelection {
  const students = new Map(sel.students);
  for (const n of remove) students.delete(n);
  for (const s of add) if (!students.has(s.student_number)) students.set(s.student_number, s);
  return { ...sel, students };
}

/** Replaces the selected seats of some rooms (an empty set drops the room); rooms new to the selection go last. */
export function setRoomSeats(sel: PairSelection, changes: readonly { room: SeatRoom; seats: ReadonlySet<number> }[]): PairSelection {
  if (!changes.length) return sel;
  const seats = new Map(sel.seats);
  const rooms = new Map(sel.rooms);
  let order = [...sel.roomOrder];
  for (const { room, seats: set } of changes) {
    if (set.size) {
      seats.set(room.room_id, set);
      rooms.set(room.room_id, room);
      if (!order.includes(room.room_id)) order.push(room.room_id);
    } else {
      seats.delete(room.room_id);
      order = order.filter((id) => id !== room.room_id);
    }
  }
  return { ...sel, seats, rooms, roomOrder: order };
}

export function seatCount(sel: PairSelection): number {
  let n = 0;
  for (const s of sel.seats.values()) n += s.size;
  return n;
}

/** The selected-seat badge: at most 99999 (§9), more shows as '99999+'. */
export const BADGE_MAX = 99999;
export const countLabel = (n: number) => (n > BADGE_MAX ? `${BADGE_MAX}+` : String(n));

/** Moves a room one place up (-1) or down (+1) in the review order. */
export function moveRoom(sel: PairSelection, roomId: number, by: -1 | 1): PairSelection {
  const order = [...sel.roomOrder];
  const i = order.indexOf(roomId);
  const j = i + by;
  if (i < 0 || j < 0 || j >= order.length) return sel;
  [order[i], order[j]] = [order[j] as number, order[i] as number];
  return { ...sel, roomOrder: order };
}

export interface StudentFilter {
  class_name?: string;
  name?: string;
  number?: string;
}

const has = (text: string, part: string | undefined) => !part?.trim() || text.includes(part.trim());

export function filterStudents(sel: PairSelection, f: StudentFilter): PickedStudent[] {
  return [...sel.students.values()].filter((s) => (!f.class_name || s.class_name === f.class_name) && has(s.student_name, f.name) && has(s.student_number, f.number));
}

export interface SeatFilter {
  area_id?: number;
  room_id?: number;
  /** A seat number (digits); empty for any. */
  seat?: string;
}

export interface SeatRow {
  room: SeatRoom;
  seat_num: number;
}

/** The selected seats in review order (rooms as ordered, seats ascending), filtered. */
export function filterSeats(sel: PairSelection, f: SeatFilter): SeatRow[] {
  const seatNum = f.seat?.trim() ? Number(f.seat.trim()) : undefined;
  const rows: SeatRow[] = [];
  for (const id of sel.roomOrder) {
    const room = sel.rooms.get(id);
    const seats = sel.seats.get(id);
    if (!room || !seats) continue;
    if (f.area_id !== undefined && room.area_id !== f.area_id) continue;
    if (f.room_id !== undefined && room.room_id !== f.room_id) continue;
    for (const n of [...seats].sort((a, b) => a - b)) if (seatNum === undefined || n === seatNum) rows.push({ room, seat_num: n });
  }
  return rows;
}

/** Unselects the given seats (the review's batch clear). */
export function clearSeats(sel: PairSelection, rows: readonly SeatRow[]): PairSelection {
  const byRoom = new Map<number, Set<number>>();
  for (const r of rows) {
    const set = byRoom.get(r.room.room_id) ?? new Set(sel.seats.get(r.room.room_id));
    set.delete(r.seat_num);
    byRoom.set(r.room.room_id, set);
  }
  return setRoomSeats(sel, [...byRoom].map(([id, seats]) => ({ room: sel.rooms.get(id) as SeatRoom, seats })));
}

/** The pairs that have something chosen: the review's tabs and the request's selections, in the exam's pair order. */
export const chosenPairs = (pairs: readonly Pair[], all: Selections) =>
  pairs.filter((p) => {
    const s = all.get(p.key);
    return s !== undefined && (s.students.size > 0 || s.seats.size > 0);
  });

/**
 * Why the arrangement cannot start (§4.5): nothing chosen, or a chosen pair without students or seats, or with more
 * students than seats. Empty when it can.
 */
export function arrangeProblems(pairs: readonly Pair[], all: Selections, everyOtherSeat = false): string[] {
  const t = WIZARD_TEXTS.arrangeRules;
  const chosen = chosenPairs(pairs, all);
  if (!chosen.length) return [t.nothing];
  const problems: string[] = [];
  for (const p of chosen) {
    const sel = selectionOf(all, p.key);
    const seats = seatCount(sel);
    if (!sel.students.size) problems.push(t.noStudents(p.label));
    else if (!seats) problems.push(t.noSeats(p.label));
    else if (sel.students.size > seats) problems.push(t.tooFewSeats(p.label, sel.students.size, seats));
    else if (everyOtherSeat && sel.students.size > spacedSeatCount(sel)) problems.push(t.tooFewSpaced(p.label, sel.students.size, spacedSeatCount(sel)));
  }
  return problems;
}

/** The seats of the 15-column grid's every other column (seats 1, 3, 5 … of a row): what 隔位就座 uses. */
export const isSpacedSeat = (n: number) => ((n - 1) % SEAT_COLUMNS) % 2 === 0;

export function spacedSeatCount(sel: PairSelection): number {
  let n = 0;
  for (const set of sel.seats.values()) for (const seat of set) if (isSpacedSeat(seat)) n++;
  return n;
}

/** The request's arrangement_data: one selection per chosen pair, seats in the review's room order. */
export function arrangementData(pairs: readonly Pair[], all: Selections): Schemas['RoomDesignSelection'][] {
  return chosenPairs(pairs, all).map((p) => {
    const sel = selectionOf(all, p.key);
    return {
      grade_id: p.grade_id,
      unit_id: p.unit_id,
      students: [...sel.students.values()].map(({ student_name, student_number, class_name, subject_ids }) => ({ student_name, student_number, class_name, subject_ids })),
      seats: filterSeats(sel, {}).map((r) => ({ area_id: r.room.area_id, room_id: r.room.room_id, seat_num: r.seat_num })),
    };
  });
}

/**
 * The seats of a school's rooms that other pairs of the wizard hold (a seat serves one pair). A room held by one other
 * pair gets that pair's own set (same identity while it does not change, so its grid does not re-render).
 */
export function seatsHeldByOthers(pairs: readonly Pair[], all: Selections, key: string): Map<number, ReadonlySet<number>> {
  const me = pairs.find((p) => p.key === key);
  const held = new Map<number, ReadonlySet<number>>();
  for (const p of pairs) {
    if (p.key === key || p.unit_id !== me?.unit_id) continue;
    for (const [room, seats] of selectionOf(all, p.key).seats) {
      const before = held.get(room);
      held.set(room, before ? new Set([...before, ...seats]) : seats);
    }
  }
  return held;
}

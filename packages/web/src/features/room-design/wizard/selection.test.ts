import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  arrangeProblems,
  arrangementData,
  clearSeats,
  countLabel,
  filterSeats,
  filterStudents,
  moveRoom,
  pairsOf,
  seatsHeldByOthers,
  setRoomSeats,
  setStudents,
  withSelection,
  type SeatRoom,
} from './selection';

const info = { unit_ids: [101, 101, 102], unit_names: ['一中', '一中', '实验'], grade_ids: [10, 11, 20], grades: ['高一', '高二', '高一'], exam_subjects: [2], exam_subject_name: ['数学'] };
const pairs = pairsOf(info);
const r1: SeatRoom = { room_id: 501, area_id: 401, area_name: '教学楼A', room_name: '第01考场' };
const r2: SeatRoom = { room_id: 502, area_id: 401, area_name: '教学楼A', room_name: '第02考场' };
const student = (n: string, cls = '高一(1)班') => ({ student_name: `学生${n}`, student_number: n, class_name: cls, subject_ids: [2] });

describe('the selections of the arrangement wizard', () => {
  it('pairs each grade with its school', () => {
    expect(pairs.map((p) => [p.key, p.label])).toEqual([
      ['10_101', '一中 高一'],
      ['11_101', '一中 高二'],
      ['20_102', '实验 高一'],
    ]);
  });

  it('keeps a room order of first selection, drops rooms without seats, and moves rooms', () => {
    let sel = setRoomSeats(EMPTY_SELECTION, [{ room: r2, seats: new Set([3, 1]) }]);
    sel = setRoomSeats(sel, [{ room: r1, seats: new Set([1, 2]) }]);
    expect(sel.roomOrder).toEqual([502, 501]);
    expect(filterSeats(sel, {}).map((r) => `${r.room.room_id}/${r.seat_num}`)).toEqual(['502/1', '502/3', '501/1', '501/2']);
    expect(moveRoom(sel, 501, -1).roomOrder).toEqual([501, 502]);
    expect(moveRoom(sel, 501, 1)).toBe(sel);
    const unchanged = sel.seats.get(501);
    sel = setRoomSeats(sel, [{ room: r2, seats: new Set() }]);
    expect(sel.roomOrder).toEqual([501]);
    expect(sel.seats.get(501)).toBe(unchanged);
  });

  it('filters and clears students and seats', () => {
    let sel = setStudents(EMPTY_SELECTION, [student('20260101'), student('20260102'), student('20260103', '高一(2)班')]);
    expect(filterStudents(sel, { class_name: '高一(2)班' }).map((s) => s.student_number)).toEqual(['20260103']);
    expect(filterStudents(sel, { number: '0102' }).map((s) => s.student_number)).toEqual(['20260102']);
    sel = setStudents(sel, [], ['20260101']);
    expect([...sel.students.keys()]).toEqual(['20260102', '20260103']);
    sel = setRoomSeats(sel, [{ room: r1, seats: new Set([1, 2, 3]) }, { room: r2, seats: new Set([2]) }]);
    expect(filterSeats(sel, { seat: '2' }).length).toBe(2);
    expect(filterSeats(sel, { room_id: 502 }).length).toBe(1);
    sel = clearSeats(sel, filterSeats(sel, { seat: '2' }));
    expect(filterSeats(sel, {}).map((r) => `${r.room.room_id}/${r.seat_num}`)).toEqual(['501/1', '501/3']);
    expect(sel.roomOrder).toEqual([501]);
  });

  it('starts only when every chosen pair has students, seats and enough of them', () => {
    expect(arrangeProblems(pairs, new Map())).toEqual(['请先选择学生和座位']);
    let all = withSelection(new Map(), '10_101', setStudents(EMPTY_SELECTION, [student('1'), student('2')]));
    expect(arrangeProblems(pairs, all)).toEqual(['一中 高一：请选择座位']);
    all = withSelection(all, '10_101', setRoomSeats(all.get('10_101') ?? EMPTY_SELECTION, [{ room: r1, seats: new Set([1]) }]));
    expect(arrangeProblems(pairs, all)).toEqual(['一中 高一：学生数（2）多于座位数（1）']);
    all = withSelection(all, '20_102', setRoomSeats(EMPTY_SELECTION, [{ room: { ...r1, room_id: 503 }, seats: new Set([1]) }]));
    expect(arrangeProblems(pairs, all)).toEqual(['一中 高一：学生数（2）多于座位数（1）', '实验 高一：请选择学生']);
    all = withSelection(all, '10_101', setRoomSeats(all.get('10_101') ?? EMPTY_SELECTION, [{ room: r2, seats: new Set([5]) }]));
    all = withSelection(all, '20_102', setStudents(all.get('20_102') ?? EMPTY_SELECTION, [student('9')]));
    expect(arrangeProblems(pairs, all)).toEqual([]);
    expect(arrangementData(pairs, all)).toEqual([
      { grade_id: 10, unit_id: 101, students: [student('1'), student('2')], seats: [{ area_id: 401, room_id: 501, seat_num: 1 }, { area_id: 401, room_id: 502, seat_num: 5 }] },
      { grade_id: 20, unit_id: 102, students: [student('9')], seats: [{ area_id: 401, room_id: 503, seat_num: 1 }] },
    ]);
  });

  it("knows the seats another grade of the same school holds", () => {
    const all = withSelection(new Map(), '11_101', setRoomSeats(EMPTY_SELECTION, [{ room: r1, seats: new Set([4]) }]));
    expect([...(seatsHeldByOthers(pairs, all, '10_101').get(501) ?? [])]).toEqual([4]);
    expect(seatsHeldByOthers(pairs, all, '20_102').size).toBe(0);
  });

  it('caps the badge at 99999', () => {
    expect(countLabel(99999)).toBe('99999');
    expect(countLabel(100000)).toBe('99999+');
  });
});

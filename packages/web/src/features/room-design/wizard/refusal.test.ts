import { describe, expect, it } from 'vitest';
import { conflictSummary, pairConflicts, seatRuns } from './refusal';
import { EMPTY_SELECTION, setRoomSeats, setStudents } from './selection';

const room = (room_id: number, room_name: string) => ({ room_id, area_id: 401, area_name: '教学楼A', room_name });
const state = (room_id: number, room_name: string, taken: number[]) => ({
  room_id,
  area_id: 401,
  room_name,
  room_number: room_id - 500,
  room_capacity: 30,
  seats: Array.from({ length: 30 }, (_, i) => ({ seat_num: i + 1, isEmpty: !taken.includes(i + 1), isSelected: false })),
});

describe('after a refusal', () => {
  const sel = setStudents(
    setRoomSeats(EMPTY_SELECTION, [
      { room: room(510, '第10考场'), seats: new Set([1, 2, 3, 4]) },
      { room: room(502, '第2考场'), seats: new Set([1, 2]) },
    ]),
    [
      { student_name: '陈倩', student_number: '2026010001', class_name: '高一(1)班', subject_ids: [1, 3] },
      { student_name: '吕梓诗', student_number: '2026010002', class_name: '高一(1)班', subject_ids: [1] },
      { student_name: '钱若悦', student_number: '2026010003', class_name: '高一(1)班', subject_ids: [1] },
    ],
  );
  const rooms = [state(510, '第10考场', [2, 3, 4]), state(502, '第2考场', [1])];
  const classes = [
    {
      class_id: 1,
      class_name: '高一(1)班',
      students: [
        { student_name: '陈倩', student_number: '2026010001', isDesigned: true, isFull: false, seats: [{ subject_id: 3, subject_name: '英语', room_name: '第01考场', seat_num: 1 }] },
        { student_name: '吕梓诗', student_number: '2026010002', isDesigned: true, isFull: true, seats: [{ subject_id: 1, subject_name: '语文', room_name: '第01考场', seat_num: 2 }] },
        { student_name: '钱若悦', student_number: '2026010003', isDesigned: false, isFull: false, seats: [] },
      ],
    },
  ];

  it('unselects the seats taken meanwhile and drops the subjects arranged meanwhile', () => {
    const found = pairConflicts(sel, rooms, classes, [1, 3]);
    expect([...(found.selection.seats.get(510) ?? [])]).toEqual([1]);
    expect([...(found.selection.seats.get(502) ?? [])]).toEqual([2]);
    expect(found.selection.students.get('2026010001')?.subject_ids).toEqual([1]);
    expect(found.selection.students.has('2026010002')).toBe(false);
    expect(found.selection.students.get('2026010003')?.subject_ids).toEqual([1]);
    expect(found.taken).toEqual([
      { room_name: '第2考场', seats: [1] },
      { room_name: '第10考场', seats: [2, 3, 4] },
    ]);
    expect(found.arranged.map((a) => `${a.student_name}:${a.subjects.join('、')}`)).toEqual(['陈倩:英语', '吕梓诗:语文']);
  });

  it('says it in one line, rooms in natural order, and seat numbers as runs', () => {
    const found = pairConflicts(sel, rooms, classes, [1, 3]);
    expect(conflictSummary(found.taken, found.arranged)).toBe('4 个座位已被占用，涉及第2考场、第10考场；2 名学生的部分科目已被编排');
    expect(seatRuns([5, 1, 2, 3, 8, 10, 11])).toBe('1–3、5、8、10–11');
  });
});

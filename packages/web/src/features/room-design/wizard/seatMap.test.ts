import { describe, expect, it } from 'vitest';
import { NO_LAYOUT } from './params';
import { roomSeatMap, seatSequence } from './seatMap';
import { EMPTY_SELECTION, setRoomSeats, setStudents } from './selection';

const room = { room_id: 501, area_id: 401, area_name: '教学楼A', room_name: '第01考场' };
const sel = setStudents(setRoomSeats(EMPTY_SELECTION, [{ room, seats: new Set(Array.from({ length: 20 }, (_, i) => i + 1)) }]), [
  { student_name: '乙', student_number: '20260102', class_name: '高一(2)班', subject_ids: [1] },
  { student_name: '甲', student_number: '20260101', class_name: '高一(1)班', subject_ids: [1] },
  { student_name: '丙', student_number: '20260103', class_name: '高一(1)班', subject_ids: [1] },
]);

describe('the review seat map', () => {
  it('takes rows in a snake and leaves every other seat out, as the server does', () => {
    expect(seatSequence(sel, { ...NO_LAYOUT, serpentine: true }).slice(13, 18)).toEqual(['501/14', '501/15', '501/20', '501/19', '501/18']);
    expect(seatSequence(sel, { ...NO_LAYOUT, every_other_seat: true }).slice(0, 9)).toEqual(['501/1', '501/3', '501/5', '501/7', '501/9', '501/11', '501/13', '501/15', '501/16']);
  });

  it('names the students when the order is known ahead, and only the turn at random', () => {
    const mixed = roomSeatMap(sel, 501, { ...NO_LAYOUT, mix_classes: true }, 'class');
    expect([1, 2, 3].map((n) => mixed.get(n)?.student?.student_name)).toEqual(['甲', '乙', '丙']);
    expect(mixed.get(4)).toEqual({ turn: null });
    const random = roomSeatMap(sel, 501, NO_LAYOUT, 'random');
    expect(random.get(2)).toEqual({ turn: 2 });
  });
});

import { describe, expect, it } from 'vitest';
import { arrangementParams, EMPTY_PARAMS } from './params';
import { previewNames } from './preview';

describe('previewNames', () => {
  const seat = (student_name: string, subject_id: number, room_id: number, seat_num: number) => ({ student_number: student_name, student_name, subject_id, room_id, seat_num });
  it("names the room's seats for the first chosen subject that has seats there", () => {
    const seats = [seat('甲', 3, 501, 1), seat('乙', 2, 501, 1), seat('丙', 2, 501, 2), seat('丁', 2, 502, 1)];
    expect([...previewNames(seats, 501, [2, 3])]).toEqual([[1, '乙'], [2, '丙']]);
    expect([...previewNames(seats, 501, [3, 2])]).toEqual([[1, '甲']]);
    expect([...previewNames(seats, 503, [2])]).toEqual([]);
  });
});

describe('arrangementParams seed', () => {
  it('sends the seed with the random order only', () => {
    const p = { ...EMPTY_PARAMS, mode: 'fixed' as const, subjects: [1], order: 'random' as const };
    expect(arrangementParams(p, [], 'abc').arrangement_seed).toBe('abc');
    expect(arrangementParams({ ...p, order: 'student_number' }, [], 'abc')).not.toHaveProperty('arrangement_seed');
  });
});

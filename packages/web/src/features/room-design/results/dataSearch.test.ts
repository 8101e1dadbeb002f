import { describe, expect, it } from 'vitest';
import { DATA_PAGE_SIZE, LOAD_DELAY_MS, dataFilters, seatDigits } from './dataSearch';

describe('the view dialog search', () => {
  it('sends the filled fields trimmed and leaves the empty ones out', () => {
    expect(dataFilters({ student_name: ' 李明 ', room_name: '', seat_num: '3', subject_name: '  ' })).toEqual({ student_name: '李明', seat_num: '3' });
    expect(dataFilters({})).toEqual({});
  });

  it('keeps only digits in the seat number', () => {
    expect(seatDigits('1a2 ')).toBe('12');
  });

  it('pages 15 rows and waits 200 ms (spec §9)', () => {
    expect([DATA_PAGE_SIZE, LOAD_DELAY_MS]).toEqual([15, 200]);
  });
});

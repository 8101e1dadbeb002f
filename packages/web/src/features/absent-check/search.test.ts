// The absence list's address: what a shared or hand-edited link may hold becomes a valid request (the contract's
// codes, ids and the keyword's 30 characters), anything else is dropped rather than sent.
import { describe, expect, it } from 'vitest';
import { absentSearch } from './search';

describe('absentSearch', () => {
  it('keeps valid filters and page settings', () => {
    expect(absentSearch.parse({ page: '2', pagesize: 20, unit_id: '102', room_id: 542, kind: 'notScanned', state: 'absent', keyword: ' 张浩 ' })).toEqual({
      page: 2,
      pagesize: 20,
      unit_id: 102,
      room_id: 542,
      kind: 'notScanned',
      state: 'absent',
      keyword: '张浩',
    });
  });

  it('drops unknown codes and bad ids, and cuts the keyword to 30 characters', () => {
    const parsed = absentSearch.parse({ unit_id: 'x', room_id: -1, kind: 'all', state: 'maybe', keyword: '1'.repeat(40) });
    expect(parsed).toEqual({ unit_id: undefined, room_id: undefined, kind: undefined, state: undefined, keyword: '1'.repeat(30) });
  });
});

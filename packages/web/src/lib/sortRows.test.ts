import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows';

describe('sortRows', () => {
  const rows = [{ n: 2, s: 'b' }, { n: null, s: 'a' }, { n: 10, s: 'c' }];
  it('sorts numbers both ways with nulls last', () => {
    expect(sortRows(rows, (r) => r.n, 'ascending').map((r) => r.n)).toEqual([2, 10, null]);
    expect(sortRows(rows, (r) => r.n, 'descending').map((r) => r.n)).toEqual([10, 2, null]);
  });
  it('sorts texts', () => {
    expect(sortRows(rows, (r) => r.s, 'descending').map((r) => r.s)).toEqual(['c', 'b', 'a']);
  });
});

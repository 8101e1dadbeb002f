import { describe, expect, it } from 'vitest';
import { nearEnd, windowRange } from './windowing';

describe('row window', () => {
  it('renders the rows in view plus the overscan, with spacers for the rest', () => {
    expect(windowRange(0, 400, 40, 250, 5)).toEqual({ start: 0, end: 16, before: 0, after: (250 - 16) * 40 });
    expect(windowRange(4000, 400, 40, 250, 5)).toEqual({ start: 95, end: 116, before: 95 * 40, after: (250 - 116) * 40 });
  });

  it('stops at the end of a short list', () => {
    expect(windowRange(0, 400, 40, 3)).toEqual({ start: 0, end: 3, before: 0, after: 0 });
    expect(windowRange(99999, 400, 40, 10, 2)).toEqual({ start: 10, end: 10, before: 400, after: 0 });
    expect(windowRange(0, 400, 40, 0)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });

  it('knows when the end is near', () => {
    expect(nearEnd(3600, 400, 4200, 240)).toBe(true);
    expect(nearEnd(3000, 400, 4200, 240)).toBe(false);
  });
});

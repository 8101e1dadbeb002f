import { describe, expect, it } from 'vitest';
import { nearEnd, rowWindow } from './rowWindow';

describe('row window', () => {
  const opts = { rowHeight: 40, viewportHeight: 400, overscan: 4 };
  it('renders the rows in view plus overscan, with spacers for the rest', () => {
    expect(rowWindow(400, 0, opts)).toEqual({ start: 0, end: 14, padTop: 0, padBottom: 386 * 40 });
    const mid = rowWindow(400, 4000, opts);
    expect(mid).toEqual({ start: 96, end: 114, padTop: 96 * 40, padBottom: 286 * 40 });
    // Starts stay even so the striping does not jump.
    expect(rowWindow(400, 4040, opts).start).toBe(96);
    expect(rowWindow(10, 0, opts)).toEqual({ start: 0, end: 10, padTop: 0, padBottom: 0 });
    expect(rowWindow(0, 500, opts)).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 });
  });
});

describe('nearEnd', () => {
  it('knows when the end of a scrolled list is near', () => {
    expect(nearEnd(3600, 400, 4200, 240)).toBe(true);
    expect(nearEnd(3000, 400, 4200, 240)).toBe(false);
  });
});

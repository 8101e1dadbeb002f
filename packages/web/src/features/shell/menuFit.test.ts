import { describe, expect, it } from 'vitest';
import { ENTRY_GAP, entriesThatFit } from './menu';

describe('header menu entries that fit', () => {
  const widths = [80, 100, 120, 120];
  const all = 80 + 100 + 120 + 120 + 3 * ENTRY_GAP;
  it('are all of them when they fit without 更多', () => {
    expect(entriesThatFit(widths, 70, all)).toBe(4);
  });
  it('are the first ones that fit beside 更多 otherwise', () => {
    expect(entriesThatFit(widths, 70, all - 1)).toBe(3);
    expect(entriesThatFit(widths, 70, 70 + 80 + 100 + 2 * ENTRY_GAP)).toBe(2);
    expect(entriesThatFit(widths, 70, 70 + ENTRY_GAP + 80)).toBe(1);
    expect(entriesThatFit(widths, 70, 100)).toBe(0);
  });
});

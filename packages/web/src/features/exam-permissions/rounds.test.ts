import { describe, expect, it } from 'vitest';
import { TURN_NAMES, roundsForMarkMode } from './rounds';

describe('rounds offered by mark mode', () => {
  it('mode 1 offers the first round only (plus abnormal and final)', () => {
    expect(roundsForMarkMode(1)).toEqual([1, 9, 8]);
  });

  it('modes 2, 3 and 5 offer rounds 1-2', () => {
    for (const mode of [2, 3, 5] as const) expect(roundsForMarkMode(mode)).toEqual([1, 2, 9, 8]);
  });

  it('modes 4 and 6 offer rounds 1-3', () => {
    for (const mode of [4, 6] as const) expect(roundsForMarkMode(mode)).toEqual([1, 2, 3, 9, 8]);
  });

  it('a group without a mark mode offers no round', () => {
    expect(roundsForMarkMode(null)).toEqual([]);
    expect(roundsForMarkMode(undefined)).toEqual([]);
  });

  it('names the rounds in Chinese', () => {
    expect(roundsForMarkMode(3).map((t) => TURN_NAMES[t])).toEqual(['一评', '二评', '异常卷', '终评']);
  });
});

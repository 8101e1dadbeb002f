import { describe, expect, it } from 'vitest';
import { markModeName, permissionScreenRounds, ROUND_NAMES, teacherScreenRounds } from './markRounds';

describe('rounds offered on the marking teacher screen', () => {
  it('hides the second round for mode 1 and shows the third only for mode 4', () => {
    expect(teacherScreenRounds(1)).toEqual([1, 9, 8]);
    for (const mode of [2, 3, 5, 6] as const) expect(teacherScreenRounds(mode)).toEqual([1, 2, 9, 8]);
    expect(teacherScreenRounds(4)).toEqual([1, 2, 3, 9, 8]);
  });
  it('offers nothing without a mark mode', () => {
    expect(teacherScreenRounds(null)).toEqual([]);
    expect(teacherScreenRounds(undefined)).toEqual([]);
  });
});

describe('rounds offered in the permission tree', () => {
  it('mode 1 offers round 1, modes 2, 3, 5 rounds 1-2, modes 4, 6 rounds 1-3, all with abnormal and final', () => {
    expect(permissionScreenRounds(1)).toEqual([1, 9, 8]);
    for (const mode of [2, 3, 5] as const) expect(permissionScreenRounds(mode)).toEqual([1, 2, 9, 8]);
    for (const mode of [4, 6] as const) expect(permissionScreenRounds(mode)).toEqual([1, 2, 3, 9, 8]);
  });
  it('offers nothing without a mark mode', () => {
    expect(permissionScreenRounds(null)).toEqual([]);
  });
});

describe('names', () => {
  it('names rounds and mark modes in Chinese', () => {
    expect(permissionScreenRounds(3).map((r) => ROUND_NAMES[r])).toEqual(['一评', '二评', '异常卷', '终评']);
    expect(markModeName(2)).toBe('双评（1+1）');
    expect(markModeName(null)).toBe('未设置评卷模式');
  });
});

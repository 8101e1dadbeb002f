import { describe, expect, it } from 'vitest';
import { countError, generationCounts, roundsByGroup, saveData } from './rounds';

describe('generationCounts', () => {
  it('sends only the offered rounds and zero for the rest', () => {
    expect(generationCounts(1, { 1: 10, 2: 5, 3: 4, 9: '', 8: 2 })).toEqual({ counts: { turn1: 10, turn2: 0, turn3: 0, turn9: 0, turn8: 2 } });
    expect(generationCounts(4, { 1: 1, 2: 2, 3: 3, 9: 4, 8: 5 })).toEqual({ counts: { turn1: 1, turn2: 2, turn3: 3, turn9: 4, turn8: 5 } });
    expect(generationCounts(3, { 1: 1000, 3: 7 })).toEqual({ counts: { turn1: 1000, turn2: 0, turn3: 0, turn9: 0, turn8: 0 } });
  });
  it('refuses counts outside 0 to 1000, fractions, all zeros and a group without mark mode', () => {
    expect(generationCounts(2, { 1: 1001 })).toEqual({ error: '一评的生成数量须为0到1000之间的整数' });
    expect(generationCounts(2, { 2: -1 })).toEqual({ error: '二评的生成数量须为0到1000之间的整数' });
    expect(generationCounts(2, { 8: 1.5 })).toEqual({ error: '终评的生成数量须为0到1000之间的整数' });
    expect(generationCounts(2, {})).toEqual({ error: '请至少填写一个轮次的生成数量' });
    expect(generationCounts(2, { 1: 0, 2: '' })).toEqual({ error: '请至少填写一个轮次的生成数量' });
    expect(generationCounts(null, { 1: 3 })).toEqual({ error: '该题组未设置评卷模式，请先设置' });
  });
});

describe('teacher rounds', () => {
  it('groups the entries and saves every group, empty ones too', () => {
    const held = roundsByGroup([
      { question_id: 803, turn: 8 },
      { question_id: 803, turn: 1 },
      { question_id: 802, turn: 2 },
    ]);
    expect(held).toEqual({ 803: [8, 1], 802: [2] });
    expect(saveData([801, 802, 803], held)).toEqual({ '801': [], '802': [2], '803': [1, 8] });
  });
});

describe('countError', () => {
  it('accepts blank and whole numbers 0 to 1000, and names the range otherwise', () => {
    for (const ok of [undefined, '', 0, 1, 1000, '12']) expect(countError(ok)).toBeUndefined();
    for (const bad of [1001, 5000, -1, 2.5]) expect(countError(bad)).toBe('生成数量须为0到1000之间的整数');
  });
  it('generation names the round whose count is out of range', () => {
    expect(generationCounts(1, { 1: 1200 })).toEqual({ error: '一评的生成数量须为0到1000之间的整数' });
  });
});

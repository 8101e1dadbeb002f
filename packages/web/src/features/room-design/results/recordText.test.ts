import { describe, expect, it } from 'vitest';
import { modeText, orderText, subjectsText } from './recordText';

describe('design record texts', () => {
  it('names the room mode and the order in Chinese, the score order also as student_score', () => {
    expect([modeText('fixed'), modeText('rotation')]).toEqual(['固定考场', '轮换考场']);
    expect(['score', 'student_score', 'student_number', 'random'].map((o) => orderText(o as 'score'))).toEqual(['按成绩', '按成绩', '按学号', '随机']);
  });

  it('names the subjects by the exam, keeping an unknown id', () => {
    const names = new Map([
      [1, '语文'],
      [2, '数学'],
      [3, '英语'],
    ]);
    expect(subjectsText([2, 3], names)).toBe('数学、英语');
    expect(subjectsText([9], names)).toBe('9');
    expect(subjectsText(undefined, names)).toBe('');
  });
});

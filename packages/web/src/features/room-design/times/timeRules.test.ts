import { describe, expect, it } from 'vitest';
import { checkExamTimes, withSeconds } from './timeRules';

describe('exam time rules (spec §5)', () => {
  it('requires both times', () => {
    expect(checkExamTimes(null, null)).toEqual({ start: '请选择考试时间', end: '请选择考试时间' });
    expect(checkExamTimes('2026-11-06 08:00:00', '')).toEqual({ end: '请选择考试时间' });
    expect(checkExamTimes(null, '2026-11-06 08:00:00')).toEqual({ start: '请选择考试时间' });
  });

  it('wants the start before the end, to the second', () => {
    expect(checkExamTimes('2026-11-06 10:00:00', '2026-11-06 08:00:00')).toEqual({ end: '开始时间必须早于结束时间' });
    expect(checkExamTimes('2026-11-06 08:00', '2026-11-06 08:00:00')).toEqual({ end: '开始时间必须早于结束时间' });
    expect(checkExamTimes('2026-11-06 08:00', '2026-11-06 08:00:01')).toEqual({});
    expect(checkExamTimes('2026-11-05 23:59:59', '2026-11-06 00:00:00')).toEqual({});
  });

  it('adds seconds to minute times only', () => {
    expect(withSeconds('2026-11-06 08:00')).toBe('2026-11-06 08:00:00');
    expect(withSeconds('2026-11-06 08:00:30')).toBe('2026-11-06 08:00:30');
  });
});

import { describe, expect, it } from 'vitest';
import { CHART_ROWS, chartData, teacherBars } from './format';

const row = (user_name: string, question_id: number, v: number | null) => ({ user_name, question_id, question_name: `题${question_id}`, v });

describe('teacherBars', () => {
  it('puts the rows that stand out most first, named by teacher within one group', () => {
    const { bars, all } = teacherBars([row('王芳', 1, 0.36), row('孙丽', 1, -0.44), row('黄磊', 1, null)], (r) => r.v);
    expect(bars).toEqual([
      { name: '孙丽', value: -0.44 },
      { name: '王芳', value: 0.36 },
    ]);
    expect(all).toBe(2);
  });

  it('names the group too when the rows span groups, and keeps the chart to CHART_ROWS bars', () => {
    const rows = Array.from({ length: CHART_ROWS + 5 }, (_, i) => row(`教师${i}`, i % 2, i));
    const { bars, all } = teacherBars(rows, (r) => r.v);
    expect([bars.length, all, bars[0]?.name]).toEqual([CHART_ROWS, CHART_ROWS + 5, `教师${CHART_ROWS + 4}·题0`]);
  });
});

describe('chartData', () => {
  it('gives one data row per bar and the figures in words', () => {
    expect(chartData([{ name: '王芳', value: 30 }], '回评率', (v) => `${v}%`)).toEqual({ data: [{ name: '王芳', 回评率: 30 }], summary: '王芳 30%' });
  });
});

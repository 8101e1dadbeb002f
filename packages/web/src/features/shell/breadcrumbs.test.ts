import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';

const labels = (...args: Parameters<typeof breadcrumbTrail>) => breadcrumbTrail(...args).map((c) => c.label);

describe('breadcrumbs', () => {
  it('level 2: home then the page', () => {
    expect(labels({ title: '学生管理', level: 2 }, {})).toEqual(['首页', '学生管理']);
  });
  it('level 3 without module: home, exam management, the page with exam and subject', () => {
    expect(labels({ title: '客观题答案', level: 3 }, { exam_name: '2026年秋季期中考试', subject_name: '数学' })).toEqual([
      '首页',
      '考试管理',
      '客观题答案（2026年秋季期中考试 数学）',
    ]);
  });
  it('level 3 and 4 of score analysis', () => {
    expect(labels({ title: '学校报告', level: 3, module: 'analysis' }, {})).toEqual(['首页', '成绩分析', '学校报告']);
    expect(labels({ title: '学生报告', level: 4, module: 'analysis' }, {})).toEqual(['首页', '成绩分析', '分析详情', '学生报告']);
  });
  it('home alone for pages without a title', () => {
    expect(labels({}, {})).toEqual(['首页']);
  });
});

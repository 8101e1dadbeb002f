import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, sectionOf } from './breadcrumbs';
import type { MenuItem } from './menu';

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
  it('level 2 under a menu directory names it (信息管理 / 管理员管理)', () => {
    expect(labels({ title: '管理员管理', level: 2 }, {}, '信息管理')).toEqual(['首页', '信息管理', '管理员管理']);
    const page = (key: string, path: string): MenuItem => ({ key, label: key, path, children: [], icon: 'page', color: 'gray' });
    const menu: MenuItem[] = [page('首页', '/main/cardMenu'), { ...page('信息管理', ''), path: undefined, children: [page('管理员管理', '/main/info/mgeuser')] }];
    expect(sectionOf('/main/info/mgeuser', menu)).toBe('信息管理');
    expect(sectionOf('/main/cardMenu', menu)).toBeUndefined();
  });
  it('level 3 names only the exam when the page shows no one subject', () => {
    expect(labels({ title: '分配权限', level: 3 }, { exam_name: '2026年秋季期中考试' })).toEqual(['首页', '考试管理', '分配权限（2026年秋季期中考试）']);
  });
  it('home alone for pages without a title', () => {
    expect(labels({}, {})).toEqual(['首页']);
  });
});

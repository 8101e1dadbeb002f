import { describe, expect, it } from 'vitest';
import type { Schemas } from '@exam/sdk';
import { ALL_PAGES, MARKING_TEACHER_PERMS, pagesOfType } from './fixtures.test-data';
import { pageTree } from '../../lib/permissions';
import { normalizeMenuPath } from '../../lib/mainLink';
import { buildExamMenus, examMenus, examNodesFromPages } from './examMenus';

type Perm = Schemas['ExamPermissionNode'];
const labels = (m: ReturnType<typeof examMenus>) => ({
  groups: m.groups.map((g) => [g.label, g.items.map((i) => i.label)]),
  more: m.more.map((i) => i.label),
});

describe('the exam menus from the session pages', () => {
  it('builds the tree from parent_id, ordered by sort number', () => {
    const tree = pageTree(ALL_PAGES);
    expect(tree.map((n) => n.permission_name)).toEqual(['首页', '考试管理', '教师阅卷', '成绩分析', '信息管理', '系统管理', '扫描接口']);
    const shuffled = [...ALL_PAGES].reverse();
    expect(pageTree(shuffled).map((n) => n.permission_id)).toEqual(tree.map((n) => n.permission_id));
    expect(examNodesFromPages(ALL_PAGES).filter((n) => n.type === 2).map((n) => n.name)).toEqual(['阅卷数据管理', '阅卷统计', '质量监控', '成绩管理']);
  });

  it('a bureau administrator: the four groups (no 成绩核查) and every other exam page under 更多', () => {
    const menus = examMenus({ userType: '2', pages: ALL_PAGES, perms: [] }, 3001);
    expect(labels(menus)).toEqual({
      groups: [
        ['阅卷数据管理', ['阅卷缓存管理', '数据管理', '已阅试卷抽查', '异常卷处理', '异常卷初始化', '标准卷管理', '样卷管理', '考生试题管理']],
        ['阅卷统计', ['阅卷进度', '题组工作量', '教师工作量', '任务分配建议']],
        ['质量监控', ['质量统计', '复评率', '给分分布', '自评统计', '标准卷评分', '教师评卷评估']],
        ['成绩管理', ['客观题计算与查看', '客观题核查', '学校客观题核查', '二次处理试卷']],
      ],
      more: ['考场管理', '考场编排'],
    });
    // Functions (type 1) are never entries.
    expect(menus.groups.flatMap((g) => g.items).some((i) => i.url.endsWith('/editScore'))).toBe(false);
  });

  it('the room pages are for types 1, 2 and 6 only', () => {
    expect(labels(examMenus({ userType: '3', pages: ALL_PAGES, perms: [] }, 3001)).more).toEqual([]);
    expect(labels(examMenus({ userType: '6', pages: ALL_PAGES, perms: [] }, 3001)).more).toEqual(['考场管理', '考场编排']);
  });

  it('only the platform administrator (type 1) keeps 成绩核查', () => {
    const menus = examMenus({ userType: '1', pages: ALL_PAGES, perms: [] }, 3001);
    expect(menus.groups.find((g) => g.label === '成绩管理')?.items[0]).toEqual({ key: '241', label: '成绩核查', url: '/score/scoreCheck' });
  });

  it('a scanner (type 6) has no menu (all its exam pages have buttons)', () => {
    expect(labels(examMenus({ userType: '6', pages: pagesOfType('6'), perms: [] }, 3001))).toEqual({ groups: [], more: [] });
  });

  it('a user without the exam management page has no menu', () => {
    expect(labels(examMenus({ userType: '8', pages: pagesOfType('8'), perms: [] }, 3001))).toEqual({ groups: [], more: [] });
  });
});

describe("a marking teacher's menus from her exam permissions", () => {
  it("the contract's example: 阅卷统计 with 阅卷进度, and 教师阅卷 under 更多", () => {
    const menus = examMenus({ userType: '4', pages: pagesOfType('4'), perms: MARKING_TEACHER_PERMS }, 3001);
    expect(labels(menus)).toEqual({ groups: [['阅卷统计', ['阅卷进度']]], more: ['教师阅卷'] });
    expect(menus.groups[0]?.items[0]?.url).toBe('/netview/markingProgress');
    // Another exam: nothing.
    expect(labels(examMenus({ userType: '4', pages: [], perms: MARKING_TEACHER_PERMS }, 3002))).toEqual({ groups: [], more: [] });
  });

  it('drops 成绩核查 (and so an emptied group), and pages that have buttons of their own', () => {
    const perms: Perm[] = [
      {
        permission_id: 24,
        permission_name: '成绩管理',
        permission_url: null,
        permission_type: 2,
        exam_id: 3001,
        children: [{ permission_id: 241, permission_name: '成绩核查', permission_url: '/score/scoreCheck', permission_type: 3, exam_id: 3001, subject_ids: [2] }],
      },
      { permission_id: 207, permission_name: '试卷扫描', permission_url: '/exam/scanView', permission_type: 3, exam_id: 3001, subject_ids: [2], children: [] },
      {
        permission_id: 3,
        permission_name: '教师阅卷',
        permission_url: '/marking',
        permission_type: 3,
        exam_id: 3001,
        children: [{ permission_id: 31, permission_name: '阅卷', permission_url: '/netview/marking', permission_type: 3, exam_id: 3001 }],
      },
    ];
    expect(labels(examMenus({ userType: '4', pages: [], perms }, 3001))).toEqual({ groups: [], more: ['教师阅卷', '阅卷'] });
  });

  it('repeats no page', () => {
    const page = { id: 9, name: '阅卷进度', url: '/statistics/markingProgress', type: 3, sort: 0, children: [] };
    const menus = buildExamMenus([{ id: 1, name: '阅卷统计', url: null, type: 2, sort: 0, children: [page, { ...page, id: 10 }] }], '2');
    expect(menus.groups[0]?.items).toHaveLength(1);
  });
});

describe('menu paths', () => {
  it('exam pages go under /main/exam, like the header menu', () => {
    expect(normalizeMenuPath('/exam/mgeexam')).toBe('/main/exam');
    expect(normalizeMenuPath('/exam/subquestionanswer')).toBe('/main/exam/subquestionanswer');
    expect(normalizeMenuPath('/marking')).toBe('/main/marking');
    expect(normalizeMenuPath('/netview/markingProgress')).toBe('/main/netview/markingProgress');
    expect(normalizeMenuPath('score/scoreManage')).toBe('/main/score/scoreManage');
  });
});

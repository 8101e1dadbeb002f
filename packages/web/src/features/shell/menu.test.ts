import { describe, expect, it } from 'vitest';
import bundle from '@exam/sdk/bundle';
import type { Schemas } from '@exam/sdk';
import { activeMenuKey, buildHeaderMenu, menuLink, normalizeMenuPath, type MenuItem } from './menu';

type Page = Schemas['PermissionPage'];

// The contract's own userinfo example: the pages a bureau administrator holds.
const examplePages = (
  bundle.paths['/api/login/userinfo'].get.responses['200'].content['application/json'].examples.ok.value.result as {
    pages: Page[];
  }
).pages;

describe('header menu', () => {
  it('normalises permission urls into portal routes', () => {
    expect(normalizeMenuPath('/exam/mgeexam')).toBe('/main/exam');
    expect(normalizeMenuPath('/marking')).toBe('/main/marking');
    expect(normalizeMenuPath('/info/eduunit')).toBe('/main/info/eduunit');
    expect(normalizeMenuPath('/analysis')).toBe('/main/analysis');
  });

  it('puts home first, the permission tree next and exam management and marking last, without the scan interface', () => {
    const menu = buildHeaderMenu(examplePages, '2');
    expect(menu.map((m) => m.label)).toEqual(['首页', '成绩分析', '信息管理', '系统管理', '考试管理', '教师阅卷']);
    const info = menu.find((m) => m.label === '信息管理');
    expect(info?.path).toBeUndefined();
    expect(info?.children.map((c) => c.path)).toEqual([
      '/main/info/eduunit',
      '/main/info/mgeunit',
      '/main/info/mgeuser',
      '/main/info/teauser',
      '/main/info/student',
    ]);
    expect(menu.some((m) => m.label.includes('扫描接口'))).toBe(false);
    expect(menu.find((m) => m.label === '考试管理')).toMatchObject({ path: '/main/exam', icon: 'exam', color: 'orange' });
  });

  it('chooses each entry icon and colour by its Chinese name', () => {
    const menu = buildHeaderMenu(examplePages, '2');
    expect(Object.fromEntries(menu.map((m) => [m.label, m.icon]))).toEqual({
      首页: 'home',
      成绩分析: 'analysis',
      信息管理: 'info',
      系统管理: 'system',
      考试管理: 'exam',
      教师阅卷: 'marking',
    });
  });

  it('leaves out exam management and marking when the role lacks them', () => {
    const pages = examplePages.filter((p) => p.permission_url !== '/exam/mgeexam' && p.permission_url !== '/marking');
    const labels = buildHeaderMenu(pages, '2').map((m) => m.label);
    expect(labels).not.toContain('考试管理');
    expect(labels).not.toContain('教师阅卷');
  });

  it('highlights by route prefix', () => {
    const menu = buildHeaderMenu(examplePages, '2');
    const labelOf = (path: string) => menu.find((m) => m.key === activeMenuKey(path, menu))?.label;
    expect(labelOf('/main/info/student')).toBe('信息管理');
    expect(labelOf('/main/sys/permission')).toBe('系统管理');
    expect(labelOf('/main/analysis')).toBe('成绩分析');
    expect(labelOf('/main/exam/subquestionanswer')).toBe('考试管理');
    expect(labelOf('/main/marking')).toBe('教师阅卷');
    expect(labelOf('/main/cardMenu')).toBe('首页');
  });

  it('does not highlight exam management for /exam routes when the role has no such entry', () => {
    const menu = buildHeaderMenu(examplePages.filter((p) => p.permission_url !== '/exam/mgeexam'), '2');
    expect(activeMenuKey('/main/exam/scanView', menu)).toBeUndefined();
  });

  it('links every menu path through /main', () => {
    expect(menuLink('/main/info/eduunit')).toEqual({ to: '/main/$', params: { _splat: 'info/eduunit' } });
  });
  it('opens a directory inside a directory as a nested menu, every page below it reachable', () => {
    const page = (permission_id: number, parent_id: number, permission_name: string, permission_type: 1 | 2 | 3, permission_url: string | null, sort_number = 1): Page => ({
      permission_id,
      parent_id,
      permission_name,
      permission_type,
      permission_url,
      sort_number,
    });
    const pages = [
      page(6, 0, '系统管理', 2, null, 6),
      page(61, 6, '权限管理', 3, '/sys/permission', 1),
      page(90, 6, '审计目录', 2, null, 2),
      page(91, 90, '审计直达', 3, '/sys/log', 1),
      page(92, 90, '审计子目录', 2, null, 2),
      page(93, 92, '登录审计', 3, '/sys/loginlog', 1),
      page(94, 92, '审计功能', 1, '/sys/audit/do', 2),
      // A directory with nothing below it that leads anywhere is no entry.
      page(95, 90, '空目录', 2, null, 3),
      page(96, 95, '只有功能', 1, '/sys/audit/only', 1),
    ];
    const system = buildHeaderMenu(pages, '1').find((m) => m.label === '系统管理');
    const shape = (items: readonly MenuItem[]): unknown[] => items.map((i) => (i.children.length ? { [i.label]: shape(i.children) } : `${i.label} ${i.path}`));
    expect(shape(system?.children ?? [])).toEqual([
      '权限管理 /main/sys/permission',
      { 审计目录: ['审计直达 /main/sys/log', { 审计子目录: ['登录审计 /main/sys/loginlog'] }] },
    ]);
  });

  it('leaves out the pages the user type may not open, and the directories left empty by that', () => {
    const pages: Page[] = [
      { permission_id: 8, parent_id: 0, permission_name: '考场', permission_type: 2, permission_url: null, sort_number: 8 },
      { permission_id: 211, parent_id: 8, permission_name: '考场编排', permission_type: 3, permission_url: '/exam/examroomdesign', sort_number: 1 },
    ];
    expect(buildHeaderMenu(pages, '2').map((m) => m.label)).toEqual(['首页', '考场']);
    expect(buildHeaderMenu(pages, '3').map((m) => m.label)).toEqual(['首页']);
  });
});

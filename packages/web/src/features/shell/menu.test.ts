import { describe, expect, it } from 'vitest';
import bundle from '@exam/sdk/bundle';
import type { Schemas } from '@exam/sdk';
import { activeMenuKey, buildHeaderMenu, menuLink, normalizeMenuPath } from './menu';

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
    const menu = buildHeaderMenu(examplePages);
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
    const menu = buildHeaderMenu(examplePages);
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
    const labels = buildHeaderMenu(pages).map((m) => m.label);
    expect(labels).not.toContain('考试管理');
    expect(labels).not.toContain('教师阅卷');
  });

  it('highlights by route prefix', () => {
    const menu = buildHeaderMenu(examplePages);
    const labelOf = (path: string) => menu.find((m) => m.key === activeMenuKey(path, menu))?.label;
    expect(labelOf('/main/info/student')).toBe('信息管理');
    expect(labelOf('/main/sys/permission')).toBe('系统管理');
    expect(labelOf('/main/analysis')).toBe('成绩分析');
    expect(labelOf('/main/exam/subquestionanswer')).toBe('考试管理');
    expect(labelOf('/main/marking')).toBe('教师阅卷');
    expect(labelOf('/main/cardMenu')).toBe('首页');
  });

  it('does not highlight exam management for /exam routes when the role has no such entry', () => {
    const menu = buildHeaderMenu(examplePages.filter((p) => p.permission_url !== '/exam/mgeexam'));
    expect(activeMenuKey('/main/exam/scanView', menu)).toBeUndefined();
  });

  it('links every menu path through /main', () => {
    expect(menuLink('/main/info/eduunit')).toEqual({ to: '/main/$', params: { _splat: 'info/eduunit' } });
  });
});

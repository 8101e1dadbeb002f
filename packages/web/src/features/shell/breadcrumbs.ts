// Breadcrumb trail by route level (spec 1 §2): level 2 is Home then the page (with the menu directory it sits in,
// e.g. 信息管理 / 管理员管理, spec 1 §2 item 3); level 3 of exam management adds exam management and the exam and
// subject the page shows; level 3 of score analysis adds score analysis; level 4 of score analysis adds the analysis
// detail.
import type { StaticDataRouteOption } from '@tanstack/react-router';
import type { ShownExam } from '../../lib/routeMeta';
import { HOME_PATH, type MenuItem } from './menu';

export interface Crumb {
  label: string;
  to?: string;
}

/** The menu directory (e.g. 信息管理) whose page the path is, if any. */
export function sectionOf(pathname: string, menu: readonly MenuItem[]): string | undefined {
  return menu.find((item) => item.children.some((child) => child.path === pathname))?.label;
}

export function breadcrumbTrail(meta: StaticDataRouteOption, selection: ShownExam, section?: string): Crumb[] {
  const home: Crumb = { label: '首页', to: HOME_PATH };
  const page: Crumb = { label: meta.title ?? '' };
  if (!meta.title || meta.level === undefined) return [home];
  if (meta.level === 2) return section ? [home, { label: section }, page] : [home, page];
  if (meta.module === 'analysis') {
    const analysis: Crumb = { label: '成绩分析', to: '/main/analysis' };
    return meta.level === 4 ? [home, analysis, { label: '分析详情' }, page] : [home, analysis, page];
  }
  const exam = [selection.exam_name, selection.subject_name].filter(Boolean).join(' ');
  return [home, { label: '考试管理', to: '/main/exam' }, { label: exam ? `${meta.title}（${exam}）` : meta.title }];
}

// Breadcrumb trail by route level (spec 1 §2): level 2 is Home then the page; level 3 of exam management adds
// exam management and the selected exam and subject; level 3 of score analysis adds score analysis; level 4 of
// score analysis adds the analysis detail.
import type { StaticDataRouteOption } from '@tanstack/react-router';
import { HOME_PATH } from './menu';

export interface Crumb {
  label: string;
  to?: string;
}

export interface ExamSelection {
  exam_name?: string;
  subject_name?: string;
}

export function breadcrumbTrail(meta: StaticDataRouteOption, selection: ExamSelection): Crumb[] {
  const home: Crumb = { label: '首页', to: HOME_PATH };
  const page: Crumb = { label: meta.title ?? '' };
  if (!meta.title || meta.level === undefined) return [home];
  if (meta.level === 2) return [home, page];
  if (meta.module === 'analysis') {
    const analysis: Crumb = { label: '成绩分析', to: '/main/analysis' };
    return meta.level === 4 ? [home, analysis, { label: '分析详情' }, page] : [home, analysis, page];
  }
  const exam = [selection.exam_name, selection.subject_name].filter(Boolean).join(' ');
  return [home, { label: '考试管理', to: '/main/exam' }, { label: exam ? `${meta.title}（${exam}）` : meta.title }];
}

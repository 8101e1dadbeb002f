// The three home cards and when each is open to the current role (spec 1 §2 "Home card menu").
import type { Schemas } from '@exam/sdk';
import { PERMISSION, hasPermission } from '../../lib/permissions';

export type CardKey = 'exam' | 'marking' | 'analysis';

export interface HomeCard {
  key: CardKey;
  title: string;
  description: string;
  to: '/main/exam' | '/main/marking' | '/main/analysis';
  enabled: boolean;
  /** Why a disabled card is disabled, shown on the card. */
  reason?: string;
}

export const NO_MARKING_TEXT = '当前角色没有阅卷任务，请切换到阅卷教师角色';

export function homeCards(session: Schemas['UserInfo']): HomeCard[] {
  const canExam = hasPermission(session.pages, PERMISSION.examManagement);
  const canMark = hasPermission(session.pages, PERMISSION.marking);
  const canAnalyse = session.user.user_type !== '4';
  return [
    {
      key: 'exam',
      title: '考试管理',
      description: '创建考试、配置科目与答题卡、扫描与阅卷设置',
      to: '/main/exam',
      enabled: canExam,
      reason: canExam ? undefined : '当前角色没有考试管理权限',
    },
    {
      key: 'marking',
      title: '教师阅卷',
      description: '在线阅卷、查看阅卷任务与进度',
      to: '/main/marking',
      enabled: canMark,
      reason: canMark ? undefined : NO_MARKING_TEXT,
    },
    {
      key: 'analysis',
      title: '成绩分析',
      description: '考试成绩统计、报告与分析',
      to: '/main/analysis',
      enabled: canAnalyse,
      reason: canAnalyse ? undefined : '阅卷教师角色不能查看成绩分析',
    },
  ];
}

/** Marking-teacher (type 4) roles the user could switch to from the no-marking dialog. */
export function markingRoles(session: Schemas['UserInfo']): Schemas['UserRoleUnit'][] {
  return session.userRoleUnits.filter((r) => r.user_type === '4');
}

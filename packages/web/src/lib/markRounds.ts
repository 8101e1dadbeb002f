// Marking rounds and mark modes (spec 2 §3 round codes 1 first, 2 second, 3 third, 9 abnormal papers, 8 final; mark
// modes 1-6), named once for every screen. Which rounds a question group offers differs by screen (spec 2 §4 "Round
// options"), so each rule is here under the screen's name.
import type { Schemas } from '@exam/sdk';

export type Round = Schemas['MarkingTurn'];
export type MarkMode = Schemas['MarkMode'];

/** The order rounds are listed in (spec 2 §9: rounds 1, 2, 3, 9, 8). */
export const ROUND_ORDER: readonly Round[] = [1, 2, 3, 9, 8];

export const ROUND_NAMES: Readonly<Record<Round, string>> = { 1: '一评', 2: '二评', 3: '三评', 9: '异常卷', 8: '终评' };

export const MARK_MODE_NAMES: Readonly<Record<MarkMode, string>> = {
  1: '单评',
  2: '双评（1+1）',
  3: '2+1',
  4: '1+1+1',
  5: '3+1',
  6: '2+1+1',
};

export const markModeName = (mode: MarkMode | null | undefined): string => (mode == null ? '未设置评卷模式' : MARK_MODE_NAMES[mode]);

/**
 * Marking teacher management: the second round is hidden for mark mode 1, the third round shows only for mark mode
 * 4; abnormal papers and the final round are always offered. A group without a mark mode offers none.
 */
export function teacherScreenRounds(mode: MarkMode | null | undefined): Round[] {
  if (mode == null) return [];
  return ROUND_ORDER.filter((r) => (r === 2 ? mode !== 1 : r === 3 ? mode === 4 : true));
}

/**
 * The exam permission tree: mode 1 offers round 1; modes 2, 3 and 5 rounds 1-2; modes 4 and 6 rounds 1-3; every mode
 * also abnormal papers and the final round. A group without a mark mode offers none.
 */
export function permissionScreenRounds(mode: MarkMode | null | undefined): Round[] {
  if (mode == null) return [];
  const marking: Round[] = mode === 1 ? [1] : mode === 4 || mode === 6 ? [1, 2, 3] : [1, 2];
  return [...marking, 9, 8];
}

// Marking rounds offered per question group in the permission tree (spec 2 §3 round codes, §4 "Round options ... In
// the permission screen"): mark mode 1 offers round 1; modes 2, 3 and 5 rounds 1-2; modes 4 and 6 rounds 1-3; every
// mode also the abnormal papers (9) and the final round (8). A group without a mark mode offers none.
import type { Schemas } from '@exam/sdk';

export type Turn = Schemas['MarkingTurn'];
export type MarkMode = Schemas['MarkMode'];

/** The order the rounds are shown in (spec 2 §9: rounds 1, 2, 3, 9, 8). */
export const TURN_ORDER: readonly Turn[] = [1, 2, 3, 9, 8];

export const TURN_NAMES: Readonly<Record<Turn, string>> = { 1: '一评', 2: '二评', 3: '三评', 9: '异常卷', 8: '终评' };

export const MARK_MODE_NAMES: Readonly<Record<MarkMode, string>> = {
  1: '单评',
  2: '双评（1+1）',
  3: '2+1',
  4: '1+1+1',
  5: '3+1',
  6: '2+1+1',
};

export const markModeName = (mode: MarkMode | null | undefined): string => (mode == null ? '未设置评卷模式' : MARK_MODE_NAMES[mode]);

/** The rounds a question group of this mark mode offers, in display order. */
export function roundsForMarkMode(mode: MarkMode | null | undefined): Turn[] {
  if (mode == null) return [];
  const marking: Turn[] = mode === 1 ? [1] : mode === 4 || mode === 6 ? [1, 2, 3] : [1, 2];
  return [...marking, 9, 8];
}

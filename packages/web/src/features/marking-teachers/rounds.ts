// The marking rounds of the marking teacher screen (spec 2 §3 round codes and mark modes, §4 round options, §5 batch
// generation): which rounds a question group's mark mode offers here, their names, and the batch generation counts.
import type { Schemas } from '@exam/sdk';

export type Round = Schemas['MarkingTurn'];
export type MarkMode = Schemas['MarkMode'];
export type TurnCounts = Schemas['TeacherTurnNum'];

/** Every round in the order the screen lists them: first, second, third, abnormal papers, final. */
export const ALL_ROUNDS: readonly Round[] = [1, 2, 3, 9, 8];

export const ROUND_NAMES: Record<Round, string> = { 1: '一评', 2: '二评', 3: '三评', 9: '异常卷', 8: '终评' };

export const MARK_MODE_NAMES: Record<MarkMode, string> = {
  1: '单评',
  2: '双评（1+1）',
  3: '2+1',
  4: '1+1+1',
  5: '3+1',
  6: '2+1+1',
};

export const markModeName = (mode: MarkMode | null | undefined): string => (mode == null ? '未设置评卷模式' : MARK_MODE_NAMES[mode]);

/**
 * The rounds a question group offers on this screen: the second round is hidden for mark mode 1, the third round
 * shows only for mark mode 4; abnormal papers and the final round are always offered. A group without a mark mode
 * offers none (the server refuses rounds it cannot place).
 */
export function roundsFor(mode: MarkMode | null | undefined): Round[] {
  if (mode == null) return [];
  return ALL_ROUNDS.filter((r) => (r === 2 ? mode !== 1 : r === 3 ? mode === 4 : true));
}

/** The field of the batch generation counts that holds a round. */
export const COUNT_FIELD: Record<Round, keyof TurnCounts> = { 1: 'turn1', 2: 'turn2', 3: 'turn3', 9: 'turn9', 8: 'turn8' };

export const MAX_GENERATED = 1000;

/** The typed counts per round ('' for an empty field). */
export type CountInputs = Partial<Record<Round, number | string>>;

/**
 * The batch generation request's counts from what was typed: only the offered rounds count, the others are 0.
 * Returns a text to show instead when a count is not a whole number from 0 to 1000 or every count is 0.
 */
export function generationCounts(mode: MarkMode | null | undefined, typed: CountInputs): { counts: TurnCounts } | { error: string } {
  if (mode == null) return { error: '该题组未设置评卷模式，请先设置' };
  const counts: TurnCounts = { turn1: 0, turn2: 0, turn3: 0, turn9: 0, turn8: 0 };
  for (const round of roundsFor(mode)) {
    const raw = typed[round];
    const n = raw === undefined || raw === '' ? 0 : Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > MAX_GENERATED) return { error: `${ROUND_NAMES[round]}的生成数量须为0到${MAX_GENERATED}之间的整数` };
    counts[COUNT_FIELD[round]] = n;
  }
  if (Object.values(counts).every((n) => n === 0)) return { error: '请至少填写一个轮次的生成数量' };
  return { counts };
}

/** A teacher's rounds per question group, from the server's (group, round) entries. */
export function roundsByGroup(entries: readonly { question_id: number; turn: Round }[]): Record<number, Round[]> {
  const out: Record<number, Round[]> = {};
  for (const { question_id, turn } of entries) {
    const list = (out[question_id] ??= []);
    if (!list.includes(turn)) list.push(turn);
  }
  return out;
}

/**
 * The save payload of the per-teacher dialog: every listed group with its ticked rounds (an empty list takes the
 * teacher off the group), in the screen's round order.
 */
export function saveData(groupIds: readonly number[], ticked: Readonly<Record<number, readonly Round[]>>): Record<string, Round[]> {
  return Object.fromEntries(groupIds.map((id) => [String(id), ALL_ROUNDS.filter((r) => ticked[id]?.includes(r))]));
}

// The marking rounds of the marking teacher screen (spec 2 §4 round options, §5 batch generation): the rounds a
// question group's mark mode offers here (lib/markRounds), a teacher's rounds per group and the batch generation counts.
import type { Schemas } from '@exam/sdk';
import { ROUND_NAMES, ROUND_ORDER, teacherScreenRounds, type MarkMode, type Round } from '../../lib/markRounds';

export type TurnCounts = Schemas['TeacherTurnNum'];

/** The field of the batch generation counts that holds a round. */
export const COUNT_FIELD: Record<Round, keyof TurnCounts> = { 1: 'turn1', 2: 'turn2', 3: 'turn3', 9: 'turn9', 8: 'turn8' };

export const MAX_GENERATED = 1000;

/** The typed counts per round ('' for an empty field). */
export type CountInputs = Partial<Record<Round, number | string>>;

/** What is wrong with one typed count ('' or nothing counts as 0), or undefined when it is a whole number 0–1000. */
export function countError(raw: number | string | undefined): string | undefined {
  const n = raw === undefined || raw === '' ? 0 : Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= MAX_GENERATED ? undefined : `生成数量须为0到${MAX_GENERATED}之间的整数`;
}

/**
 * The batch generation request's counts from what was typed: only the offered rounds count, the others are 0.
 * Returns a text to show instead when a count is not a whole number from 0 to 1000 or every count is 0.
 */
export function generationCounts(mode: MarkMode | null | undefined, typed: CountInputs): { counts: TurnCounts } | { error: string } {
  if (mode == null) return { error: '该题组未设置评卷模式，请先设置' };
  const counts: TurnCounts = { turn1: 0, turn2: 0, turn3: 0, turn9: 0, turn8: 0 };
  for (const round of teacherScreenRounds(mode)) {
    const problem = countError(typed[round]);
    if (problem) return { error: `${ROUND_NAMES[round]}的${problem}` };
    counts[COUNT_FIELD[round]] = Number(typed[round] ?? 0) || 0;
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
  return Object.fromEntries(groupIds.map((id) => [String(id), ROUND_ORDER.filter((r) => ticked[id]?.includes(r))]));
}

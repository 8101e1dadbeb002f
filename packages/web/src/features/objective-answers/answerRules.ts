// The objective answer editor's model (spec 2 §2.2, §3 objective answer list, §4 multi-select answer types, §5 "Answer
// save", §9 max choices 3), kept apart from the screen so every rule is testable:
// - an answer row is a set of option indexes (0 = A), a score, for a multi-select "match" sub-question the score of an
//   incomplete match (by default half the score, as an integer) and for multi-select the most options a student may
//   mark (default 3);
// - a multi-select sub-question scores by match (type 1: each row a full combination) or cumulatively by weight
//   (type 2: each row one option and its weight); changing the type resets the rows;
// - at least one row always remains;
// - the save checks every rule and lists all problems at once (the screen shows them in one '保存错误' alert).
import { z } from 'zod';
import type { Schemas } from '@exam/sdk';

export type AnswerGroup = Schemas['ObjectiveAnswerGroup'];
export type AnswerSub = Schemas['ObjectiveSubQuestion'];
export type AnswerType = Schemas['ObjectiveAnswerType'];
export type SaveAnswerItem = Schemas['SaveObjectiveAnswerItem'];
type SavedAnswer = Schemas['ObjectiveAnswer'];

/** Most options a student may mark and still score, unless set (spec 2 §9). */
export const DEFAULT_MAX_CHOICES = 3;
/** Options shown per sub-question unless its answers use more. */
export const DEFAULT_OPTION_COUNT = 4;
export const MAX_OPTION_COUNT = 26;

export const ANSWER_TYPE_LABELS: Record<AnswerType, string> = { 1: '匹配得分', 2: '按权重累加' };

/** A number field's value: empty while nothing is typed. */
export type NumberField = number | '';

export interface AnswerRow {
  /** Stable React key. */
  key: number;
  /** Chosen option indexes, ascending. */
  options: number[];
  score: NumberField;
  insufficientScore: NumberField;
  /** The incomplete-match score follows the score (half of it) until the user types one. */
  insufficientAuto: boolean;
  maxChoiceCount: NumberField;
}

export interface SubDraft {
  type: AnswerType;
  rows: AnswerRow[];
}

export type Drafts = Readonly<Record<number, SubDraft>>;

/** What a sub-question's card needs to know besides its rows. */
export type SubInfo = Pick<AnswerSub, 'id' | 'quesid' | 'name' | 'type' | 'ismulti' | 'fullScore' | 'answers'>;

// Option letters: A to Z, then prefixed with Z (spec 2 §9).
export function optionLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : `Z${optionLetter(index - 26)}`;
}

export const answerLetters = (options: readonly number[]) => options.map(optionLetter).join('');

/** The contract's answer text ('0,2') as option indexes. */
export function parseAnswer(answer: string): number[] {
  if (!answer.trim()) return [];
  const indexes = answer
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n >= 0);
  return [...new Set(indexes)].sort((a, b) => a - b);
}

export const formatAnswer = (options: readonly number[]) => [...options].sort((a, b) => a - b).join(',');

/** The default incomplete-match score: half the full-match score, as an integer (spec 2 §4). */
export function halfScore(score: NumberField): NumberField {
  return score === '' ? '' : Math.floor(score / 2);
}

/** Rounds away binary noise (0.1 + 0.2) for sums and what is shown. */
const tidy = (n: number) => Math.round(n * 1000) / 1000;

let nextKey = 1;
const key = () => nextKey++;

export function blankRow(ismulti: boolean): AnswerRow {
  return { key: key(), options: [], score: '', insufficientScore: '', insufficientAuto: true, maxChoiceCount: ismulti ? DEFAULT_MAX_CHOICES : '' };
}

function rowFromAnswer(a: SavedAnswer, ismulti: boolean): AnswerRow {
  const insufficient = a.insufficientScore ?? '';
  return {
    key: key(),
    options: parseAnswer(a.answer),
    score: a.score,
    insufficientScore: insufficient === '' ? halfScore(a.score) : insufficient,
    insufficientAuto: insufficient === '' || insufficient === halfScore(a.score),
    maxChoiceCount: ismulti ? (a.maxChoiceCount ?? DEFAULT_MAX_CHOICES) : '',
  };
}

/** A sub-question's rows as the server keeps them; one blank row when it is not configured yet. */
export function draftOf(sub: SubInfo): SubDraft {
  const ismulti = sub.ismulti ?? false;
  const type: AnswerType = ismulti ? (sub.type ?? 1) : 1;
  const rows = sub.answers.map((a) => rowFromAnswer(a, ismulti));
  return { type, rows: rows.length ? rows : [blankRow(ismulti)] };
}

export function draftsOf(groups: readonly AnswerGroup[]): Record<number, SubDraft> {
  const drafts: Record<number, SubDraft> = {};
  for (const g of groups) for (const s of g.subquestions) drafts[s.id] = draftOf(s);
  return drafts;
}

/** The options the cards offer: at least DEFAULT_OPTION_COUNT, and every option a saved answer uses. */
export function optionCountOf(groups: readonly AnswerGroup[]): number {
  let count = DEFAULT_OPTION_COUNT;
  for (const g of groups) for (const s of g.subquestions) for (const a of s.answers) for (const i of parseAnswer(a.answer)) count = Math.max(count, i + 1);
  return Math.min(count, MAX_OPTION_COUNT);
}

/** Options the current answers use (a chosen option is never hidden by a smaller option count). */
export function usedOptionCount(drafts: Drafts): number {
  let count = 0;
  for (const draft of Object.values(drafts)) for (const row of draft.rows) for (const o of row.options) count = Math.max(count, o + 1);
  return count;
}

// Editing.
export type DraftAction =
  | { kind: 'type'; subId: number; type: AnswerType; ismulti: boolean }
  | { kind: 'addRow'; subId: number; ismulti: boolean }
  | { kind: 'removeRow'; subId: number; row: number }
  | { kind: 'toggleOption'; subId: number; row: number; option: number; several: boolean }
  | { kind: 'score'; subId: number; row: number; value: NumberField }
  | { kind: 'insufficient'; subId: number; row: number; value: NumberField }
  | { kind: 'maxChoices'; subId: number; row: number; value: NumberField }
  | { kind: 'reset'; drafts: Record<number, SubDraft> };

/** Whether a row takes several options: only multi-select sub-questions scored by match (type 1). */
export const takesSeveralOptions = (ismulti: boolean, type: AnswerType) => ismulti && type === 1;

function updateRow(draft: SubDraft, index: number, change: (row: AnswerRow) => AnswerRow): SubDraft {
  const row = draft.rows[index];
  if (!row) return draft;
  const rows = draft.rows.slice();
  rows[index] = change(row);
  return { ...draft, rows };
}

function applyToDraft(draft: SubDraft, action: Exclude<DraftAction, { kind: 'reset' }>): SubDraft {
  switch (action.kind) {
    case 'type':
      // Changing how a multi-select sub-question scores resets its answers (spec 2 §4).
      return action.type === draft.type ? draft : { type: action.type, rows: [blankRow(action.ismulti)] };
    case 'addRow':
      return { ...draft, rows: [...draft.rows, blankRow(action.ismulti)] };
    case 'removeRow':
      // At least one answer row remains (spec 2 §5).
      return draft.rows.length <= 1 ? draft : { ...draft, rows: draft.rows.filter((_, i) => i !== action.row) };
    case 'toggleOption':
      return updateRow(draft, action.row, (row) => {
        const has = row.options.includes(action.option);
        let options: number[];
        if (action.several) options = has ? row.options.filter((o) => o !== action.option) : [...row.options, action.option].sort((a, b) => a - b);
        else options = has ? [] : [action.option];
        return { ...row, options };
      });
    case 'score':
      return updateRow(draft, action.row, (row) => ({
        ...row,
        score: action.value,
        insufficientScore: row.insufficientAuto ? halfScore(action.value) : row.insufficientScore,
      }));
    case 'insufficient':
      // Clearing the field goes back to the default (half the score).
      return updateRow(draft, action.row, (row) =>
        action.value === '' ? { ...row, insufficientScore: halfScore(row.score), insufficientAuto: true } : { ...row, insufficientScore: action.value, insufficientAuto: false },
      );
    case 'maxChoices':
      return updateRow(draft, action.row, (row) => ({ ...row, maxChoiceCount: action.value }));
  }
}

/** The editor's reducer: only the edited sub-question's draft changes identity (its card alone re-renders). */
export function draftsReducer(drafts: Drafts, action: DraftAction): Drafts {
  if (action.kind === 'reset') return action.drafts;
  const draft = drafts[action.subId];
  if (!draft) return drafts;
  const next = applyToDraft(draft, action);
  return next === draft ? drafts : { ...drafts, [action.subId]: next };
}

// Reading a draft.
const chosen = (row: AnswerRow) => row.options.length > 0;
const isBlankRow = (row: AnswerRow) => !chosen(row) && row.score === '';
/** Nothing chosen and no score typed in any row. */
export const isBlankDraft = (draft: SubDraft) => draft.rows.every(isBlankRow);
/** No row has an answer yet (the card's 未配置 tag). */
export const isUnconfigured = (draft: SubDraft) => !draft.rows.some(chosen);

/** The sub-question's full score from its rows: the best match (type 1), or the sum of the weights (type 2). */
export function fullScoreOf(ismulti: boolean, draft: SubDraft): number {
  const scores = draft.rows.filter(chosen).map((r) => (r.score === '' ? 0 : r.score));
  if (ismulti && draft.type === 2) return tidy(scores.reduce((sum, s) => sum + s, 0));
  return scores.length ? Math.max(...scores) : 0;
}

/** Sub-questions not configured on the server and left blank are not sent (and keep their full score). */
const skipped = (sub: SubInfo, draft: SubDraft) => sub.answers.length === 0 && isBlankDraft(draft);

/** The full score a sub-question counts with towards its group total. */
export function countedFullScore(sub: SubInfo, draft: SubDraft | undefined): number {
  if (!draft || skipped(sub, draft)) return sub.fullScore ?? 0;
  return fullScoreOf(sub.ismulti ?? false, draft);
}

export function groupScoreSum(group: AnswerGroup, drafts: Drafts): number {
  return tidy(group.subquestions.reduce((sum, s) => sum + countedFullScore(s, drafts[s.id]), 0));
}

/** Whether the scores add up to more than the group's printed total (a group without one follows its sub-questions). */
export const exceedsGroupTotal = (group: AnswerGroup, sum: number): boolean => group.maxscore_fixed && sum > group.maxscore;

export const subLabel = (name: string) => `第${name}题`;

function subProblems(sub: SubInfo, draft: SubDraft): string[] {
  const label = subLabel(sub.name);
  const ismulti = sub.ismulti ?? false;
  const problems: string[] = [];
  draft.rows.forEach((row, i) => {
    const line = draft.rows.length > 1 ? `第${i + 1}个答案` : '答案';
    if (!chosen(row) && row.score !== '') problems.push(`${label}：${line}未选择选项`);
    if (chosen(row) && row.score === '') problems.push(`${label}：${line}未填写分数`);
  });
  if (!ismulti && draft.rows.some((r) => chosen(r) && r.score === 0)) problems.push(`${label}：单选题的分数不能为0`);
  if (ismulti && draft.type === 1 && draft.rows.some((r) => chosen(r) && r.score !== '' && r.insufficientScore !== '' && r.insufficientScore > r.score)) {
    problems.push(`${label}：少选得分不能大于全对得分`);
  }
  const seen = new Set<string>();
  for (const row of draft.rows.filter(chosen)) {
    const answer = formatAnswer(row.options);
    if (seen.has(answer)) problems.push(`${label}：答案${answerLetters(row.options)}重复`);
    seen.add(answer);
  }
  if (!draft.rows.some((r) => chosen(r) && r.score !== '' && r.score > 0)) problems.push(`${label}：至少需要一个有效的得分答案`);
  return problems;
}

function saveItem(sub: SubInfo, draft: SubDraft): SaveAnswerItem {
  const ismulti = sub.ismulti ?? false;
  const type: AnswerType = ismulti ? draft.type : 1;
  const answers = draft.rows.filter(chosen).map((row): SavedAnswer => {
    const score = row.score === '' ? 0 : row.score;
    const base = { answer: formatAnswer(row.options), score };
    if (!ismulti) return base;
    const maxChoiceCount = row.maxChoiceCount === '' ? DEFAULT_MAX_CHOICES : row.maxChoiceCount;
    if (type === 2) return { ...base, maxChoiceCount };
    const insufficient = row.insufficientAuto || row.insufficientScore === '' ? halfScore(score) : row.insufficientScore;
    return { ...base, insufficientScore: insufficient === '' ? 0 : insufficient, maxChoiceCount };
  });
  return { quesid: sub.quesid, subquesid: sub.id, type, fullScore: fullScoreOf(ismulti, draft), answers };
}

export interface SaveCheck {
  /** Every problem, in screen order; empty when the answers may be saved. */
  problems: string[];
  answerlist: SaveAnswerItem[];
}

/**
 * The save's checks (spec 2 §5 "Answer save"): a single-answer sub-question cannot score 0, an incomplete match cannot
 * score more than a full match, the sub-question scores cannot exceed the group total, a sub-question needs at least
 * one answer that scores; plus rows half filled in and repeated answers. Sub-questions never configured and left blank
 * are not sent.
 */
export function checkAnswers(groups: readonly AnswerGroup[], drafts: Drafts): SaveCheck {
  const problems: string[] = [];
  const answerlist: SaveAnswerItem[] = [];
  for (const group of groups) {
    for (const sub of group.subquestions) {
      const draft = drafts[sub.id];
      if (!draft || skipped(sub, draft)) continue;
      problems.push(...subProblems(sub, draft));
      answerlist.push(saveItem(sub, draft));
    }
    const sum = groupScoreSum(group, drafts);
    if (exceedsGroupTotal(group, sum)) problems.push(`${group.name}：小题分数之和${sum}分超过题组总分${group.maxscore}分`);
  }
  if (answerlist.length === 0 && problems.length === 0) problems.push('请至少配置一道小题的答案');
  return { problems, answerlist };
}

// Unsaved edits and their draft (lib/drafts.ts).
const content = (draft: SubDraft) => ({
  type: draft.type,
  rows: draft.rows.map((r) => [r.options, r.score, r.insufficientAuto ? 'auto' : r.insufficientScore, r.maxChoiceCount]),
});

/** Whether two sets of drafts hold the same answers (row keys and other screen bookkeeping aside). */
export function sameDrafts(a: Drafts, b: Drafts): boolean {
  const ids = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const id of ids) {
    const x = a[Number(id)];
    const y = b[Number(id)];
    if (!x || !y || JSON.stringify(content(x)) !== JSON.stringify(content(y))) return false;
  }
  return true;
}

const numberField = z.union([z.number(), z.literal('')]);
const storedDrafts = z.record(
  z.string(),
  z.object({
    type: z.union([z.literal(1), z.literal(2)]),
    rows: z
      .array(
        z.object({
          options: z.array(z.number().int().min(0).max(MAX_OPTION_COUNT - 1)),
          score: numberField,
          insufficientScore: numberField,
          insufficientAuto: z.boolean(),
          maxChoiceCount: numberField,
        }),
      )
      .min(1),
  }),
);

/**
 * A stored draft read back for the sub-questions the server has now: each sub-question it holds gets its rows (with
 * fresh row keys), the others what the server keeps. Undefined when it is not a draft of this screen or holds none
 * of these sub-questions.
 */
export function restoreDrafts(groups: readonly AnswerGroup[], stored: unknown): Record<number, SubDraft> | undefined {
  const parsed = storedDrafts.safeParse(stored);
  if (!parsed.success) return undefined;
  const drafts = draftsOf(groups);
  let restored = 0;
  for (const id of Object.keys(drafts).map(Number)) {
    const kept = parsed.data[String(id)];
    if (!kept) continue;
    drafts[id] = { type: kept.type, rows: kept.rows.map((r) => ({ ...r, key: key() })) };
    restored += 1;
  }
  return restored ? drafts : undefined;
}

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_CHOICES,
  blankRow,
  checkAnswers,
  draftOf,
  draftsOf,
  draftsReducer,
  fullScoreOf,
  groupScoreSum,
  halfScore,
  isUnconfigured,
  optionCountOf,
  optionLetter,
  usedOptionCount,
  parseAnswer,
  restoreDrafts,
  sameDrafts,
  type AnswerGroup,
  type DraftAction,
  type Drafts,
} from './answerRules';

// The example world's 选择题 (total 60): 1 A 5, 2 C 5, 3 unconfigured, 11 multi AC (match, partial 2), 12 multi by weight B 2 + D 3.
const group = (): AnswerGroup => ({
  quesid: 801,
  name: '选择题',
  maxscore: 20,
  maxscore_fixed: true,
  subquestions: [
    { id: 1, quesid: 801, name: '1', type: 1, ismulti: false, fullScore: 5, answers: [{ answer: '0', score: 5 }] },
    { id: 2, quesid: 801, name: '2', type: 1, ismulti: false, fullScore: 5, answers: [] },
    { id: 11, quesid: 801, name: '11', type: 1, ismulti: true, fullScore: 5, answers: [{ answer: '0,2', score: 5, insufficientScore: 2, maxChoiceCount: 3 }] },
    { id: 12, quesid: 801, name: '12', type: 2, ismulti: true, fullScore: 5, answers: [{ answer: '1', score: 2, maxChoiceCount: 3 }, { answer: '3', score: 3, maxChoiceCount: 3 }] },
  ],
});

const run = (drafts: Drafts, ...actions: DraftAction[]) => actions.reduce(draftsReducer, drafts);
const initial = () => draftsOf([group()]);

describe('answer model', () => {
  it('reads option letters and answers', () => {
    expect(optionLetter(0)).toBe('A');
    expect(optionLetter(25)).toBe('Z');
    expect(optionLetter(26)).toBe('ZA');
    expect(parseAnswer('2,0')).toEqual([0, 2]);
    expect(parseAnswer('')).toEqual([]);
    expect(optionCountOf([group()])).toBe(4);
    expect(usedOptionCount(run(initial(), { kind: 'toggleOption', subId: 1, row: 0, option: 5, several: false }))).toBe(6);
  });

  it('defaults the incomplete-match score to half the score, as an integer', () => {
    expect(halfScore(5)).toBe(2);
    expect(halfScore(6)).toBe(3);
    expect(halfScore(1)).toBe(0);
    expect(halfScore('')).toBe('');
    const drafts = run(initial(), { kind: 'score', subId: 11, row: 0, value: 7 });
    expect(drafts[11]?.rows[0]).toMatchObject({ score: 7, insufficientScore: 3, insufficientAuto: true });
  });

  it('keeps a typed incomplete-match score, and goes back to the default when it is cleared', () => {
    let drafts = run(initial(), { kind: 'insufficient', subId: 11, row: 0, value: 4 }, { kind: 'score', subId: 11, row: 0, value: 8 });
    expect(drafts[11]?.rows[0]).toMatchObject({ score: 8, insufficientScore: 4, insufficientAuto: false });
    drafts = run(drafts, { kind: 'insufficient', subId: 11, row: 0, value: '' });
    expect(drafts[11]?.rows[0]).toMatchObject({ insufficientScore: 4, insufficientAuto: true });
  });

  it('shows one blank row for an unconfigured sub-question, with max choices 3 for multi-select', () => {
    const drafts = initial();
    expect(drafts[2]?.rows).toHaveLength(1);
    expect(drafts[2] && isUnconfigured(drafts[2])).toBe(true);
    expect(blankRow(true).maxChoiceCount).toBe(DEFAULT_MAX_CHOICES);
    expect(drafts[12]?.type).toBe(2);
  });

  it('resets the answers when the multi-select type changes', () => {
    const drafts = run(initial(), { kind: 'type', subId: 12, type: 1, ismulti: true });
    expect(drafts[12]?.type).toBe(1);
    expect(drafts[12]?.rows).toHaveLength(1);
    expect(drafts[12]?.rows[0]).toMatchObject({ options: [], score: '', maxChoiceCount: 3 });
    // The same type again changes nothing.
    const same = run(drafts, { kind: 'type', subId: 12, type: 1, ismulti: true });
    expect(same).toBe(drafts);
  });

  it('keeps at least one answer row', () => {
    let drafts = run(initial(), { kind: 'removeRow', subId: 1, row: 0 });
    expect(drafts[1]?.rows).toHaveLength(1);
    drafts = run(drafts, { kind: 'addRow', subId: 1, ismulti: false }, { kind: 'removeRow', subId: 1, row: 0 });
    expect(drafts[1]?.rows).toHaveLength(1);
    expect(drafts[1]?.rows[0]?.options).toEqual([]);
  });

  it('toggles several options for a match answer, one for single-select and weights', () => {
    let drafts = run(initial(), { kind: 'toggleOption', subId: 11, row: 0, option: 1, several: true });
    expect(drafts[11]?.rows[0]?.options).toEqual([0, 1, 2]);
    drafts = run(drafts, { kind: 'toggleOption', subId: 11, row: 0, option: 0, several: true });
    expect(drafts[11]?.rows[0]?.options).toEqual([1, 2]);
    drafts = run(drafts, { kind: 'toggleOption', subId: 1, row: 0, option: 3, several: false });
    expect(drafts[1]?.rows[0]?.options).toEqual([3]);
  });

  it('changes only the edited sub-question', () => {
    const before = initial();
    const after = run(before, { kind: 'score', subId: 1, row: 0, value: 4 });
    expect(after[11]).toBe(before[11]);
    expect(after[1]).not.toBe(before[1]);
  });

  it('derives the full score: best match, or the sum of the weights', () => {
    const drafts = initial();
    expect(drafts[11] && fullScoreOf(true, drafts[11])).toBe(5);
    expect(drafts[12] && fullScoreOf(true, drafts[12])).toBe(5);
    // The unconfigured sub-question counts with its full score until it is given an answer.
    expect(groupScoreSum(group(), drafts)).toBe(20);
  });
});

describe('saving the answers', () => {
  it('sends the configured sub-questions in the contract shape', () => {
    const { problems, answerlist } = checkAnswers([group()], initial());
    expect(problems).toEqual([]);
    expect(answerlist).toEqual([
      { quesid: 801, subquesid: 1, type: 1, fullScore: 5, answers: [{ answer: '0', score: 5 }] },
      { quesid: 801, subquesid: 11, type: 1, fullScore: 5, answers: [{ answer: '0,2', score: 5, insufficientScore: 2, maxChoiceCount: 3 }] },
      { quesid: 801, subquesid: 12, type: 2, fullScore: 5, answers: [{ answer: '1', score: 2, maxChoiceCount: 3 }, { answer: '3', score: 3, maxChoiceCount: 3 }] },
    ]);
  });

  it('rejects a single-answer sub-question scoring 0', () => {
    const drafts = run(initial(), { kind: 'score', subId: 1, row: 0, value: 0 });
    expect(checkAnswers([group()], drafts).problems).toEqual(['第1题：单选题的分数不能为0', '第1题：至少需要一个有效的得分答案']);
  });

  it('rejects an incomplete-match score above the full-match score', () => {
    const drafts = run(initial(), { kind: 'insufficient', subId: 11, row: 0, value: 6 });
    expect(checkAnswers([group()], drafts).problems).toEqual(['第11题：少选得分不能大于全对得分']);
  });

  it('rejects sub-question scores above the group total', () => {
    const drafts = run(initial(), { kind: 'score', subId: 1, row: 0, value: 6 });
    expect(checkAnswers([group()], drafts).problems).toEqual(['选择题：小题分数之和21分超过题组总分20分']);
  });

  it('needs at least one scoring answer for a sub-question that was configured or has been started', () => {
    let drafts = run(initial(), { kind: 'toggleOption', subId: 1, row: 0, option: 1, several: false }, { kind: 'score', subId: 1, row: 0, value: '' });
    expect(checkAnswers([group()], drafts).problems).toEqual(['第1题：答案未填写分数', '第1题：至少需要一个有效的得分答案']);
    // Weights of 0 only score nothing.
    drafts = run(initial(), { kind: 'score', subId: 12, row: 0, value: 0 }, { kind: 'score', subId: 12, row: 1, value: 0 });
    expect(checkAnswers([group()], drafts).problems).toEqual(['第12题：至少需要一个有效的得分答案']);
  });

  it('lists every problem together, in screen order', () => {
    const drafts = run(
      initial(),
      { kind: 'score', subId: 1, row: 0, value: 0 },
      { kind: 'toggleOption', subId: 2, row: 0, option: 1, several: false },
      { kind: 'score', subId: 2, row: 0, value: 10 },
      { kind: 'insufficient', subId: 11, row: 0, value: 6 },
      { kind: 'addRow', subId: 11, ismulti: true },
      { kind: 'score', subId: 11, row: 1, value: 3 },
      { kind: 'addRow', subId: 12, ismulti: true },
      { kind: 'toggleOption', subId: 12, row: 2, option: 1, several: false },
      { kind: 'score', subId: 12, row: 2, value: 1 },
    );
    // 0 + 10 + 5 + (2 + 3 + 1) = 21 > 20.
    expect(checkAnswers([group()], drafts).problems).toEqual([
      '第1题：单选题的分数不能为0',
      '第1题：至少需要一个有效的得分答案',
      '第11题：第2个答案未选择选项',
      '第11题：少选得分不能大于全对得分',
      '第12题：答案B重复',
      '选择题：小题分数之和21分超过题组总分20分',
    ]);
  });

  it('does not send a sub-question never configured and left blank, and needs something to save', () => {
    const only: AnswerGroup = { ...group(), subquestions: group().subquestions.filter((s) => s.id === 2) };
    expect(checkAnswers([only], draftsOf([only]))).toEqual({ problems: ['请至少配置一道小题的答案'], answerlist: [] });
  });

  it('sends the default incomplete-match score and max choices', () => {
    const drafts = run(
      initial(),
      { kind: 'type', subId: 12, type: 1, ismulti: true },
      { kind: 'toggleOption', subId: 12, row: 0, option: 1, several: true },
      { kind: 'toggleOption', subId: 12, row: 0, option: 3, several: true },
      { kind: 'score', subId: 12, row: 0, value: 5 },
      { kind: 'maxChoices', subId: 12, row: 0, value: '' },
    );
    expect(checkAnswers([group()], drafts).answerlist.at(-1)).toEqual({
      quesid: 801,
      subquesid: 12,
      type: 1,
      fullScore: 5,
      answers: [{ answer: '1,3', score: 5, insufficientScore: 2, maxChoiceCount: 3 }],
    });
  });
});

describe('a loaded answer', () => {
  it('follows the score when its incomplete-match score is the default', () => {
    const d = draftOf({ id: 5, quesid: 1, name: '5', ismulti: true, type: 1, fullScore: 6, answers: [{ answer: '0,1', score: 6, insufficientScore: 3 }] });
    expect(d.rows[0]).toMatchObject({ insufficientAuto: true, maxChoiceCount: 3 });
    const e = draftOf({ id: 5, quesid: 1, name: '5', ismulti: true, type: 1, fullScore: 6, answers: [{ answer: '0,1', score: 6, insufficientScore: 1 }] });
    expect(e.rows[0]).toMatchObject({ insufficientAuto: false, insufficientScore: 1 });
  });
});

describe('unsaved edits and their draft', () => {
  it('are edits only when the answers differ from what the server keeps', () => {
    expect(sameDrafts(initial(), initial())).toBe(true);
    const edited = run(initial(), { kind: 'toggleOption', subId: 1, row: 0, option: 1, several: false });
    expect(sameDrafts(edited, initial())).toBe(false);
    // Changing it back is no edit.
    expect(sameDrafts(run(edited, { kind: 'toggleOption', subId: 1, row: 0, option: 0, several: false }), initial())).toBe(true);
  });

  it('restores a stored draft for the sub-questions there are now, with fresh row keys', () => {
    const edited = run(initial(), { kind: 'score', subId: 1, row: 0, value: 4 }, { kind: 'addRow', subId: 11, ismulti: true });
    const stored: unknown = JSON.parse(JSON.stringify({ ...edited, 999: edited[1] }));
    const restored = restoreDrafts([group()], stored);
    expect(restored && sameDrafts(restored, edited)).toBe(true);
    expect(Object.keys(restored ?? {})).toEqual(['1', '2', '11', '12']);
    const keys = Object.values(restored ?? {}).flatMap((d) => d.rows.map((r) => r.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.some((k) => edited[1]?.rows.some((r) => r.key === k))).toBe(false);
  });

  it('refuses what is not a draft of this screen', () => {
    expect(restoreDrafts([group()], { 1: { type: 3, rows: [] } })).toBeUndefined();
    expect(restoreDrafts([group()], 'text')).toBeUndefined();
    expect(restoreDrafts([group()], { 999: initial()[1] })).toBeUndefined();
  });
});

// The marking canvas's rules (spec 3 §5, §9) as the model applies them.
import { describe, expect, it } from 'vitest';
import { MARK_LIMIT, acceptsScoreInput, checkScores, drawingOf, marksOf, placeMark, shortcutScore, stepScore, subQuestionsOf, subScores, toggleMode, zoomIn, zoomOut, type Mark, type SubArea } from './marks';

const areas: SubArea[] = [
  { subQuestionId: 1, subQuestionName: '13', x: 0, y: 0, width: 100, height: 100, full_score: 5, color: '#1c7ed6' },
  { subQuestionId: 2, subQuestionName: '14', x: 0, y: 100, width: 100, height: 100, full_score: 5, color: '#e8590c' },
];
const place = (marks: Mark[], mark: Omit<Mark, 'subQuestionId'>) => placeMark(marks, areas, mark);

describe('placing marks', () => {
  it('stops at the mark limit of 20', () => {
    let marks: Mark[] = [];
    for (let i = 0; i < MARK_LIMIT; i++) {
      const r = place(marks, { kind: 'check', x: (i % 10) * 20 + 5, y: Math.floor(i / 10) * 20 + 5, text: '' });
      if ('error' in r) throw new Error(r.error);
      marks = r.marks;
    }
    expect(place(marks, { kind: 'check', x: 300, y: 300, text: '' })).toEqual({ error: '标记个数已达上限' });
  });

  it('refuses a mark within 10 units of another, and a score mark outside every sub-question area', () => {
    const first = place([], { kind: 'cross', x: 50, y: 50, text: '' });
    if ('error' in first) throw new Error(first.error);
    expect(first.marks[0]?.subQuestionId).toBe(1);
    expect(place(first.marks, { kind: 'check', x: 56, y: 57, text: '' })).toEqual({ error: '和旁边标记离得太近啦！' });
    expect('marks' in place(first.marks, { kind: 'check', x: 60, y: 50, text: '' })).toBe(true);
    expect(place([], { kind: 'score', x: 150, y: 50, text: '2' })).toEqual({ error: '请在子题区域内标记打分！' });
  });

  it('keeps a sub-question’s score marks within its full score, and custom text not empty', () => {
    const one = place([], { kind: 'score', x: 20, y: 20, text: '3' });
    if ('error' in one) throw new Error(one.error);
    expect(place(one.marks, { kind: 'input', x: 60, y: 60, text: '3' })).toEqual({ error: '打分超过总分啦！' });
    expect('marks' in place(one.marks, { kind: 'input', x: 60, y: 160, text: '3' })).toBe(true);
    expect(place([], { kind: 'text', x: 20, y: 20, text: '  ' })).toEqual({ error: '文字不能为空' });
  });

  it('turns a mode off when it is chosen again', () => {
    expect(toggleMode(0, 'check')).toBe('check');
    expect(toggleMode('check', 'check')).toBe(0);
    expect(toggleMode('check', 'cross')).toBe('cross');
  });
});

describe('a sub-question drawn in two areas', () => {
  // 3001 数学 解答题18: the answer runs on from the first box of the back into the second.
  const split: SubArea[] = [
    { subQuestionId: 7, subQuestionName: '18', x: 0, y: 0, width: 100, height: 100, full_score: 12, color: '#1c7ed6' },
    { subQuestionId: 7, subQuestionName: '18', x: 0, y: 120, width: 100, height: 100, full_score: 12, color: '#1c7ed6' },
  ];

  it('takes score marks in both areas, adds them into one score within its full score, and has one box', () => {
    const first = placeMark([], split, { kind: 'score', x: 50, y: 50, text: '5' });
    if ('error' in first) throw new Error(first.error);
    const second = placeMark(first.marks, split, { kind: 'score', x: 50, y: 170, text: '4' });
    if ('error' in second) throw new Error(second.error);
    expect(second.marks.map((m) => m.subQuestionId)).toEqual([7, 7]);
    expect(placeMark(second.marks, split, { kind: 'score', x: 80, y: 200, text: '4' })).toEqual({ error: '打分超过总分啦！' });
    expect(subQuestionsOf(split)).toHaveLength(1);
    expect(subScores(split, {}, second.marks)).toEqual([9]);
    expect(checkScores({ sub_questions: split, full_score: 12, valid_scores: [] }, [9])).toEqual({ scores: [{ subquestion_id: 7, score: 9 }] });
  });
});

describe('scores', () => {
  it('accept digits and a dot only, at most 3 characters', () => {
    expect(['1', '2.5', '10', ''].map(acceptsScoreInput)).toEqual([true, true, true, true]);
    expect(['a', '1e', '10.5', '-1'].map(acceptsScoreInput)).toEqual([false, false, false, false]);
  });

  it('come from the box, else the score marks; every sub-question must be scored with a valid score', () => {
    const marks: Mark[] = [{ kind: 'score', x: 10, y: 10, text: '2', subQuestionId: 1 }, { kind: 'score', x: 30, y: 10, text: '1', subQuestionId: 1 }];
    expect(subScores(areas, {}, marks)).toEqual([3, undefined]);
    expect(subScores(areas, { 1: '4', 2: '' }, marks)).toEqual([4, undefined]);
    const paper = { sub_questions: areas, full_score: 10, valid_scores: [0, 1, 2, 3, 4, 5] };
    expect(checkScores(paper, [3, undefined])).toEqual({ error: '第14题还没有打分' });
    expect(checkScores(paper, [3, 6])).toEqual({ error: '打分超过总分啦！' });
    expect(checkScores(paper, [3, 2.5])).toEqual({ error: '2.5分不是本题的有效分值' });
    expect(checkScores(paper, [3, 2])).toEqual({ scores: [{ subquestion_id: 1, score: 3 }, { subquestion_id: 2, score: 2 }] });
  });

  it('shortcut keys give valid scores; ↑ and ↓ step through them', () => {
    const shortcuts = [{ key: 'q', score: 0 }, { key: 'w', score: 2 }];
    expect([shortcutScore(shortcuts, 'W'), shortcutScore(shortcuts, 'e')]).toEqual([2, undefined]);
    expect([stepScore([0, 2, 4], undefined, 1), stepScore([0, 2, 4], 2, 1), stepScore([0, 2, 4], 2, -1), stepScore([0, 2, 4], 4, 1)]).toEqual([0, 4, 0, 4]);
  });

  it('the drawing data round-trips the marks, by kind', () => {
    const marks: Mark[] = [
      { kind: 'check', x: 1, y: 2, text: '', subQuestionId: 1 },
      { kind: 'text', x: 30, y: 40, text: '好', subQuestionId: null },
      { kind: 'input', x: 50, y: 60, text: '3', subQuestionId: 2 },
    ];
    const drawing = drawingOf(marks);
    expect([drawing.markCount, drawing.check.length, drawing.customText[0]?.text, drawing.score_input[0]?.text]).toEqual([3, 1, '好', '3']);
    expect(marksOf(drawing)).toEqual(marks);
  });

  it('zooms by a factor of 1.1', () => {
    expect(zoomIn(1)).toBe(1.1);
    expect(zoomOut(1.1)).toBe(1);
  });
});

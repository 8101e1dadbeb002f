// The score engine (issue 33 'Proof'): a hand-built exam of 10 students and 3 questions whose statistics were
// computed by hand (below, with the working) and the partial-credit rules of 客观题答案.
import { describe as group, expect, it } from 'vitest';
import { describe, itemStats, objectiveScore, optionDistribution, ranks } from '../src/stateful/lib/score-engine.ts';
import type { ObjectiveKey } from '../src/stateful/lib/score-engine.ts';

// Q1 single choice, key B, 4 points. Q2 multi-select (match score), key AC, 6 points, 3 for a proper subset, at most
// 3 options. Q3 subjective, 10 points (the marked scores are given).
const q1: ObjectiveKey = { multi: false, answerType: 1, rows: [{ answer: '1', score: 4 }] };
const q2: ObjectiveKey = { multi: true, answerType: 1, rows: [{ answer: '0,2', score: 6, insufficientScore: 3, maxChoiceCount: 3 }] };
const sheets: [string, string, number][] = [
  ['B', 'AC', 10], // 4 + 6 + 10 = 20
  ['B', 'A', 9], // 4 + 3 + 9 = 16
  ['B', 'C', 8], // 4 + 3 + 8 = 15
  ['A', 'AC', 7], // 0 + 6 + 7 = 13
  ['B', 'ABC', 6], // 4 + 0 (B wrong) + 6 = 10
  ['C', 'CA', 4], // 0 + 6 + 4 = 10
  ['', 'AD', 6], // 0 + 0 + 6 = 6
  ['BD', 'C', 5], // 0 (two marks on a single) + 3 + 5 = 8
  ['B', '', 2], // 4 + 0 + 2 = 6
  ['D', 'ABCD', 0], // 0 + 0 (4 options > 3) + 0 = 0
];
const s1 = sheets.map(([a]) => objectiveScore(a, q1));
const s2 = sheets.map(([, a]) => objectiveScore(a, q2));
const s3 = sheets.map(([, , s]) => s);
const totals = sheets.map((_, i) => (s1[i] ?? 0) + (s2[i] ?? 0) + (s3[i] ?? 0));

group('score engine on a hand-built exam (10 students, 3 questions, 20 points)', () => {
  it('scores the objective answers by their keys with partial credit', () => {
    expect(s1).toEqual([4, 4, 4, 0, 4, 0, 0, 0, 4, 0]);
    expect(s2).toEqual([6, 3, 3, 6, 0, 6, 0, 3, 0, 0]);
    expect(totals).toEqual([20, 16, 15, 13, 10, 10, 6, 8, 6, 0]);
  });

  it('describes the totals as computed by hand', () => {
    const d = describe(totals, 20);
    // sum 104 → mean 10.4; squared deviations 92.16 + 31.36 + 21.16 + 6.76 + 0.16·2 + 19.36·2 + 5.76 + 108.16 = 304.4;
    // 304.4 / 10 = 30.44, √30.44 = 5.517… → 5.52.
    expect(d).toMatchObject({ count: 10, mean: 10.4, max: 20, min: 0, sd: 5.52 });
    // pass ≥ 12 (60 %): 20 16 15 13; good ≥ 15 (75 %): 20 16 15; excellent ≥ 17 (85 %): 20.
    expect([d.pass_rate, d.good_rate, d.excellent_rate]).toEqual([0.4, 0.3, 0.1]);
    // Bands of 2 points; the full score falls in the last band.
    expect(d.bands.map((b) => b.count)).toEqual([1, 0, 0, 2, 1, 2, 1, 1, 1, 1]);
    expect(d.bands[9]).toEqual({ from: 18, to: 20, count: 1 });
  });

  it('ranks with ties shared', () => {
    expect(ranks(totals)).toEqual([1, 2, 3, 4, 5, 5, 8, 7, 8, 10]);
  });

  it('gives difficulty and discrimination from the top and bottom 27 % (3 of 10)', () => {
    // By total: s1 s2 s3 | s4 s5 s6 s8 | s7 s9 s10. Q1: top 4 4 4, bottom 0 4 0 → (4 − 4/3) / 4 = 0.67.
    expect(itemStats(s1, totals, 4)).toEqual({ mean: 2, difficulty: 0.5, discrimination: 0.67, full_count: 5, zero_count: 5 });
    // Q2: top 6 3 3 (4), bottom 0 0 0 → 4 / 6 = 0.67; mean 27 / 10.
    expect(itemStats(s2, totals, 6)).toEqual({ mean: 2.7, difficulty: 0.45, discrimination: 0.67, full_count: 3, zero_count: 4 });
    // Q3: top 10 9 8 (9), bottom 6 2 0 (8/3) → (9 − 2.667) / 10 = 0.63.
    expect(itemStats(s3, totals, 10)).toEqual({ mean: 5.7, difficulty: 0.57, discrimination: 0.63, full_count: 1, zero_count: 1 });
  });

  it('counts the option distribution, blank and multiple marks included', () => {
    expect(optionDistribution(sheets.map(([a]) => a))).toEqual([
      { answer: 'B', count: 5, rate: 0.5 },
      { answer: '', count: 1, rate: 0.1 },
      { answer: 'A', count: 1, rate: 0.1 },
      { answer: 'BD', count: 1, rate: 0.1 },
      { answer: 'C', count: 1, rate: 0.1 },
      { answer: 'D', count: 1, rate: 0.1 },
    ]);
  });
});

group('objective scores by the multi-select rules', () => {
  it('cumulative by weight: the chosen options add up, a wrong option scores nothing', () => {
    const key: ObjectiveKey = { multi: true, answerType: 2, rows: [{ answer: '1', score: 2, maxChoiceCount: 3 }, { answer: '3', score: 3, maxChoiceCount: 3 }] };
    expect(['B', 'D', 'BD', 'DB', 'AB', 'BCD', ''].map((a) => objectiveScore(a, key))).toEqual([2, 3, 5, 5, 0, 0, 0]);
  });

  it('match score: the insufficient score defaults to half the full score, rounded down', () => {
    const key: ObjectiveKey = { multi: true, answerType: 1, rows: [{ answer: '0,1,2', score: 5 }] };
    expect(['ABC', 'AB', 'A', 'ABD'].map((a) => objectiveScore(a, key))).toEqual([5, 2, 2, 0]);
  });

  it('a single answer with several rows scores the matching row', () => {
    const key: ObjectiveKey = { multi: false, answerType: 1, rows: [{ answer: '0', score: 3 }, { answer: '2', score: 1.5 }] };
    expect(['A', 'C', 'B'].map((a) => objectiveScore(a, key))).toEqual([3, 1.5, 0]);
  });
});

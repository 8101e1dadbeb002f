// Marking quality (issue 32): 质量统计, 复评率, 给分分布, 自评统计 and 教师评卷评估 computed from a marking store built by
// real submits. Exam 3001 数学 gets 7 more saved papers (10 in all, p0–p9 in the order teachers get them). In 解答题17
// (2+1, 误差分 3, 自评误差 1, self-review every 3 papers) 王芳 marks round 1, 孙丽 round 2 with two planted
// disagreements (p1 9/3, p4 7/3) and one within the limit (p7 4/6), 黄磊 decides p1 (8) and p4 (4) in round 8. Both
// get a self-review after every third paper: 王芳 gives p0 4 (was 6), p1 9 (same), p2 3 (was 2); 孙丽 repeats hers.
// Every expected figure below is worked out by hand from these scores.
import { unwrap } from '@exam/sdk/node';
import type { components } from '@exam/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { NO_MARKS, inProcessMock, type Client } from './stateful-support.ts';
import { scoreClasses } from '../src/stateful/domains/marking-quality.ts';
import { configKey } from '../src/stateful/exam-config-store.ts';
import { scanKey } from '../src/stateful/scanning-store.ts';

type S = components['schemas'];
const { app, store, as } = inProcessMock('http://quality.test');
const SUBJECT = { exam_id: 3001, subject_id: 2 };
const Q17 = 803;

/** Saves `count` more papers of 3001 数学: the next participants' sheets, with the pages of a seeded saved sheet. */
function addPapers(count: number): void {
  const scans = store.data.scanning.scans;
  const model = [...scans.values()].find((s) => s.exam_id === 3001 && s.subject_id === 2 && s.submit === 1);
  if (!model) throw new Error('no saved sheet of 3001 数学');
  const free = store.data.scanning.participants.filter((p) => p.exam_id === 3001 && p.subject_id === 2 && !scans.has(scanKey(3001, 2, p.student_id)));
  for (const p of free.slice(0, count)) scans.set(scanKey(3001, 2, p.student_id), { exam_id: 3001, subject_id: 2, student_id: p.student_id, submit: 1, pages: model.pages });
}

async function next(c: Client, question_id: number, turn: S['MarkingTurn']) {
  return (await unwrap(c.POST('/api/marking/nextpaper', { body: { ...SUBJECT, question_id, turn, skip: [] } }))).paper;
}
async function submit(c: Client, paper: S['MarkingPaper'], score: number) {
  const ids = [...new Set(paper.sub_questions.map((s) => s.subQuestionId))];
  return unwrap(c.POST('/api/marking/submitmark', { body: { paper_id: paper.paper_id, question_id: paper.question_id, turn: paper.turn, scores: ids.map((id, i) => ({ subquestion_id: id, score: i === 0 ? score : 0 })), marks: NO_MARKS, input_source: 3 } }));
}

/** Changes a group's settings through 题组设置 (savesubjectquestion), keeping its name, areas and other settings. */
async function setGroup(admin: Client, questionId: number, changes: Partial<S['QuestionGroupContent']>) {
  const g = store.data.examConfig.subjects.get(configKey(3001, 2))?.questions.find((x) => x.question_id === questionId);
  if (!g) throw new Error(`no group ${questionId}`);
  await unwrap(admin.POST('/api/exam/savesubjectquestion', { body: { examid: 3001, subjectid: 2, quesid: questionId, name: g.question_name, type: 2, area: g.question_area, content: { ...g.content, ...changes } } }));
}

/** Turns strict mode on or off through 答题卡属性 (savesubjectprop). */
async function setStrict(admin: Client, strict: 0 | 1) {
  const prop = await unwrap(admin.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3001, subjectid: 2 } }));
  if (!prop) throw new Error('seeded properties missing');
  const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
  await unwrap(admin.POST('/api/exam/savesubjectprop', { body: { examid: 3001, subjectid: 2, ...settings, strict_mode: strict, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } }));
}

const W = [6, 9, 2, 5, 7, 3, 8, 4, 10, 6];
const SUN = [6, 3, 2, 5, 3, 3, 8, 6, 10, 6];
/** 王芳's self-review scores by paper index (the papers she gets again after her 3rd, 6th and 9th paper). */
const W_AGAIN = new Map([
  [0, 4],
  [1, 9],
  [2, 3],
]);

/** Marks a round to the end: new papers get `scores[i]`, self-review papers `again(i)` (i: the paper's index). */
async function markRound(c: Client, turn: S['MarkingTurn'], order: string[], scores: number[], again: (i: number) => number) {
  for (;;) {
    const paper = await next(c, Q17, turn);
    if (!paper) return;
    if (paper.self_review) {
      await submit(c, paper, again(order.indexOf(paper.paper_id)));
      continue;
    }
    if (turn === 1) order.push(paper.paper_id);
    const i = order.indexOf(paper.paper_id);
    await submit(c, paper, scores[i] ?? 0);
  }
}

/** The day of the header: returns the papers p0–p9 by index. */
async function markTheDay(): Promise<string[]> {
  const admin = await as('zhangwei');
  await setGroup(admin, Q17, { remark_flag: true, remark_interval: 3, self_score_diff: 1, score_diff: 3 });
  const wang = await as('wangfang');
  const sun = await as('sunli');
  const huang = await as('huanglei');
  const order: string[] = [];
  await markRound(wang, 1, order, W, (i) => W_AGAIN.get(i) ?? -1);
  expect(order).toHaveLength(10);
  await markRound(sun, 2, order, SUN, (i) => SUN[i] ?? -1);
  for (const [index, score] of [
    [1, 8],
    [4, 4],
  ] as const) {
    const paper = await next(huang, Q17, 8);
    expect(paper?.paper_id).toBe(order[index]);
    if (paper) await submit(huang, paper, score);
  }
  expect(await next(huang, Q17, 8)).toBeNull();
  return order;
}

beforeEach(() => {
  app.reset();
  addPapers(7);
});

describe('质量统计', () => {
  it('gives each teacher her mean, spread, deviation from the group mean and agreement in double marking', async () => {
    await markTheDay();
    const admin = await as('zhangwei');
    const q = await unwrap(admin.POST('/api/quality/qualityStatistics', { body: { ...SUBJECT, question_id: Q17 } }));
    // 22 marks: 王芳 sum 60, 孙丽 52, 黄磊 12 → mean 124/22 = 5.636…; population σ √(828/22 − 5.636…²) = 2.422…
    expect(q.groups).toEqual([{ question_id: Q17, question_name: '解答题17', mark_mode: 3, full_score: 10, score_diff: 3, marks: 22, mean: 5.64, std_dev: 2.42 }]);
    // 王芳: mean 6, σ √(60/10) = 2.449…; 孙丽: mean 5.2, σ √(57.6/10) = 2.4; 黄磊: 8 and 4, σ 2.
    // Double marking: p1 (6 apart) and p4 (4 apart) beyond 误差分 3, p7 (2 apart) within: 8 of 10 agree.
    expect(q.teachers.map((t) => [t.user_name, t.marks, t.mean, t.std_dev, t.deviation, t.double_marked, t.agreed, t.agreement_rate])).toEqual([
      ['王芳', 10, 6, 2.45, 0.36, 10, 8, 80],
      ['孙丽', 10, 5.2, 2.4, -0.44, 10, 8, 80],
      ['黄磊', 2, 6, 2, 0.36, 0, 0, null],
    ]);
    // Without a filter every subjective group is there; the unmarked ones have no marks and no teachers.
    const all = await unwrap(admin.POST('/api/quality/qualityStatistics', { body: SUBJECT }));
    expect(all.groups.map((g) => [g.question_id, g.marks, g.mean])).toEqual([
      [802, 0, null],
      [Q17, 22, 5.64],
      [804, 0, null],
    ]);
    expect(all.teachers).toHaveLength(3);
  });

  it('in independent marking a school account sees its own school’s teachers against the whole group', async () => {
    await markTheDay();
    const admin = await as('zhangwei');
    const prop = await unwrap(admin.POST('/api/exam/loadexamsubjectprop', { body: { examid: 3001, subjectid: 2 } }));
    if (!prop) throw new Error('seeded properties missing');
    const { paper_name, mask_area, code_area, fill_area, total_score: _total, ...settings } = prop;
    await unwrap(admin.POST('/api/exam/savesubjectprop', { body: { examid: 3001, subjectid: 2, ...settings, markingType: 2, name: paper_name, maskarea: mask_area ?? [], codearea: code_area ?? [], fillarea: fill_area ?? [] } }));
    const liu = await as('liuyang'); // 学校管理员 of 临江市第一中学: 黄磊 is of 临江市实验中学
    const q = await unwrap(liu.POST('/api/quality/qualityStatistics', { body: { ...SUBJECT, question_id: Q17 } }));
    expect([q.groups[0]?.marks, q.groups[0]?.mean, q.teachers.map((t) => t.user_name)]).toEqual([22, 5.64, ['王芳', '孙丽']]);
    await expect(unwrap(liu.POST('/api/quality/userPaperAssessment', { body: { ...SUBJECT, user_id: 3109 } }))).rejects.toThrow('没有该单位的数据权限');
  });

  it('is refused without the page, for a subject or group that does not exist', async () => {
    const wang = await as('wangfang');
    await expect(unwrap(wang.POST('/api/quality/qualityStatistics', { body: SUBJECT }))).rejects.toThrow('没有该功能的权限');
    const admin = await as('zhangwei');
    await expect(unwrap(admin.POST('/api/quality/qualityStatistics', { body: { exam_id: 3001, subject_id: 99 } }))).rejects.toThrow('考试科目不存在');
    await expect(unwrap(admin.POST('/api/quality/selfGrade', { body: { ...SUBJECT, question_id: 801 } }))).rejects.toThrow('该科目没有这个主观题题组');
  });
});

describe('复评率', () => {
  it('counts each teacher’s self-reviews against her papers, and those that changed her score', async () => {
    await markTheDay();
    const admin = await as('zhangwei');
    const r = await unwrap(admin.POST('/api/quality/reviewRate', { body: SUBJECT }));
    expect(r.groups.map((g) => [g.question_name, g.remark_flag, g.remark_interval])).toEqual([
      ['填空题', false, 0],
      ['解答题17', true, 3],
      ['解答题18', false, 0],
    ]);
    // Every 3 papers one self-review: after the 3rd, 6th and 9th of 10 → 3 of 10; 王芳 changed p0 and p2.
    // 黄磊's round 8 has no self-review.
    expect(r.teachers.map((t) => [t.user_name, t.question_name, t.turn, t.marked, t.reviewed, t.rate, t.changed])).toEqual([
      ['王芳', '解答题17', 1, 10, 3, 30, 2],
      ['孙丽', '解答题17', 2, 10, 3, 30, 0],
    ]);
  });
});

describe('自评统计', () => {
  it('compares each self-review with the first score against self_score_diff, the largest difference first', async () => {
    const order = await markTheDay();
    const admin = await as('zhangwei');
    const s = await unwrap(admin.POST('/api/quality/selfGrade', { body: { ...SUBJECT, question_id: Q17 } }));
    expect(s.groups).toEqual([{ question_id: Q17, question_name: '解答题17', self_score_diff: 1, limit: 1 }]);
    // 王芳: p0 6→4 (2, beyond 1), p1 9→9, p2 2→3 (1, within): mean (2+0+1)/3 = 1, largest 2, one beyond.
    expect(s.teachers.map((t) => [t.user_name, t.reviews, t.mean_diff, t.max_diff, t.beyond])).toEqual([
      ['王芳', 3, 1, 2, 1],
      ['孙丽', 3, 0, 0, 0],
    ]);
    expect(s.reviews).toHaveLength(6);
    expect(s.reviews.slice(0, 2).map((r) => [r.paper_id, r.user_name, r.turn, r.first, r.again, r.diff, r.beyond])).toEqual([
      [order[0], '王芳', 1, 6, 4, -2, true],
      [order[2], '王芳', 1, 2, 3, 1, false],
    ]);
    expect(s.reviews.slice(2).every((r) => r.diff === 0 && !r.beyond)).toBe(true);
  });
});

describe('给分分布', () => {
  it('counts the marks per score, for the group and each teacher, with their shares', async () => {
    await markTheDay();
    const admin = await as('zhangwei');
    const [d] = await unwrap(admin.POST('/api/quality/markDistribution', { body: { ...SUBJECT, question_id: Q17 } }));
    if (!d) throw new Error('no distribution');
    // 0–10 in steps of 1: one class per valid score.
    expect(d.bins.map((b) => b.label)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(d.bins.at(-1)).toEqual({ from: 10, to: 10, label: '10' });
    // Scores 王芳 6 9 2 5 7 3 8 4 10 6, 孙丽 6 3 2 5 3 3 8 6 10 6, 黄磊 8 4.
    expect(d.group).toEqual({ marks: 22, mean: 5.64, counts: [0, 0, 2, 4, 2, 2, 5, 1, 3, 1, 2], percents: [0, 0, 9.09, 18.18, 9.09, 9.09, 22.73, 4.55, 13.64, 4.55, 9.09] });
    expect(d.teachers.map((t) => [t.user_name, t.marks, t.mean, t.counts])).toEqual([
      ['王芳', 10, 6, [0, 0, 1, 1, 1, 1, 2, 1, 1, 1, 1]],
      ['孙丽', 10, 5.2, [0, 0, 1, 3, 0, 1, 3, 0, 1, 0, 1]],
      ['黄磊', 2, 6, [0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0]],
    ]);
    expect(d.teachers[1]?.percents).toEqual([0, 0, 10, 30, 0, 10, 30, 0, 10, 0, 10]);
  });
});

describe('score classes', () => {
  it('has one class per possible total up to 21, else 20 equal classes over the full score', () => {
    const q17 = store.data.examConfig.subjects.get(configKey(3001, 2))?.questions.find((q) => q.question_id === Q17);
    if (!q17) throw new Error('no 解答题17');
    expect(scoreClasses(q17).map((b) => b.label)).toHaveLength(11);
    // Half points up to 10: 21 totals, still one class each.
    const halves = { ...q17, content: { ...q17.content, valid_scores: '', score_interval: 0.5 } };
    expect(scoreClasses(halves).map((b) => b.from).slice(0, 3)).toEqual([0, 0.5, 1]);
    expect(scoreClasses(halves)).toHaveLength(21);
    // Quarter points: 41 totals → 20 classes of 0.5.
    const quarters = { ...q17, content: { ...q17.content, valid_scores: '', score_interval: 0.25 } };
    expect(scoreClasses(quarters).slice(0, 2)).toEqual([
      { from: 0, to: 0.5, label: '0–0.5' },
      { from: 0.5, to: 1, label: '0.5–1' },
    ]);
    expect(scoreClasses(quarters)).toHaveLength(20);
  });
});

describe('教师评卷评估', () => {
  it('lists a teacher’s scores against each paper’s result, the largest deviation first', async () => {
    const order = await markTheDay();
    const admin = await as('zhangwei');
    const a = await unwrap(admin.POST('/api/quality/userPaperAssessment', { body: { ...SUBJECT, question_id: Q17, user_id: 3105 } }));
    expect(a.teachers.map((t) => t.user_name)).toEqual(['王芳', '孙丽', '黄磊']);
    // Results: p1 and p4 decided in round 8 (8, 4), p7 the average of 4 and 6 (5), the others both scores' value.
    // 王芳: p4 7−4 = 3, p1 9−8 = 1, p7 4−5 = −1, the rest 0 (in her order): mean |deviation| 5/10.
    expect([a.user_id, a.marks, a.mean_abs_deviation]).toEqual([3105, 10, 0.5]);
    expect(a.rows.map((r) => [r.paper_id, r.turn, r.score, r.other, r.result, r.deviation])).toEqual([
      [order[4], 1, 7, 3.5, 4, 3],
      [order[1], 1, 9, 5.5, 8, 1],
      [order[7], 1, 4, 6, 5, -1],
      ...[0, 2, 3, 5, 6, 8, 9].map((i) => [order[i], 1, W[i], SUN[i], W[i], 0]),
    ]);
    // No teacher chosen: the list only.
    const none = await unwrap(admin.POST('/api/quality/userPaperAssessment', { body: SUBJECT }));
    expect([none.teachers.length, none.user_id, none.marks, none.rows]).toEqual([3, null, 0, []]);
  });
});

describe('严格模式', () => {
  it('hides every quality figure while the subject is being marked, and shows them once every paper has its result', async () => {
    const admin = await as('zhangwei');
    await setStrict(admin, 1);
    const calls = [
      () => unwrap(admin.POST('/api/quality/qualityStatistics', { body: SUBJECT })),
      () => unwrap(admin.POST('/api/quality/reviewRate', { body: SUBJECT })),
      () => unwrap(admin.POST('/api/quality/markDistribution', { body: SUBJECT })),
      () => unwrap(admin.POST('/api/quality/selfGrade', { body: SUBJECT })),
      () => unwrap(admin.POST('/api/quality/userPaperAssessment', { body: { ...SUBJECT, user_id: 3105 } })),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ message: expect.stringContaining('严格模式下阅卷结束前不显示质量统计'), code: 423 });
    // Mark every subjective group of the 10 papers to its result: 王芳 round 1, 孙丽 round 2, the same scores.
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3105, data: { '802': [1], '804': [1] } } }));
    await unwrap(admin.POST('/api/exam/saveTeacherQuestion', { body: { examid: 3001, subjectid: 2, teacherid: 3108, data: { '802': [2], '804': [2] } } }));
    const wang = await as('wangfang');
    const sun = await as('sunli');
    for (const [question, score] of [
      [802, 5],
      [Q17, 7],
      [804, 9],
    ] as const) {
      for (const [c, turn] of [
        [wang, 1],
        [sun, 2],
      ] as const) {
        for (let paper = await next(c, question, turn); paper; paper = await next(c, question, turn)) {
          // Up to the last paper's last round: still hidden.
          if (question === 804 && turn === 2) await expect(calls[0]?.()).rejects.toThrow('严格模式下阅卷结束前不显示质量统计');
          await submit(c, paper, score);
        }
      }
    }
    const progress = await unwrap(admin.POST('/api/statistics/markingProgress', { body: SUBJECT }));
    expect([progress.finished, progress.papers]).toEqual([10, 10]);
    const q = await unwrap(admin.POST('/api/quality/qualityStatistics', { body: SUBJECT }));
    expect(q.groups.map((g) => [g.question_id, g.marks, g.mean, g.std_dev])).toEqual([
      [802, 20, 5, 0],
      [Q17, 20, 7, 0],
      [804, 20, 9, 0],
    ]);
    expect(q.teachers.filter((t) => t.question_id === 804).map((t) => [t.user_name, t.agreement_rate])).toEqual([
      ['王芳', 100],
      ['孙丽', 100],
    ]);
    for (const call of calls) await expect(call()).resolves.toBeTruthy();
    // 填空题's four sub-questions take 0 or 5 each: its totals 0–20 in steps of 5, every mark (5) in the second class.
    const [fill] = await unwrap(admin.POST('/api/quality/markDistribution', { body: { ...SUBJECT, question_id: 802 } }));
    expect([fill?.bins.map((b) => b.label), fill?.group.counts]).toEqual([
      ['0', '5', '10', '15', '20'],
      [0, 20, 0, 0, 0],
    ]);
    // A new paper: marking again, hidden again; with strict mode off, shown while marking too.
    addPapers(1);
    await expect(calls[0]?.()).rejects.toThrow('严格模式下阅卷结束前不显示质量统计');
    await setStrict(admin, 0);
    await expect(calls[0]?.()).resolves.toMatchObject({ groups: expect.any(Array) });
  });
});

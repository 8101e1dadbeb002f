// Scores and score analysis on the stateful mock (issue 33): the example world's fully marked exam 3003 (every
// sheet saved and finally marked, built through the real stores) generates its report; the scores follow the keys
// and the marks in the records; the rows follow the caller's scope.
import { unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { objectiveScore } from '../src/stateful/lib/score-engine.ts';
import { loadOperations } from '../src/stateful/operations.ts';
import { subjectBook } from '../src/stateful/score-book.ts';
import { createSeededStore } from '../src/stateful/seed/index.ts';
import type { Client, StatefulMock } from './stateful-support.ts';
import { useSignedInMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

describe('the fully marked exam 3003', () => {
  it('is complete: every saved sheet of every subject is finally marked', async () => {
    const status = await unwrap(c.POST('/api/score/status', { body: { exam_id: 3003 } }));
    expect(status.complete).toBe(true);
    // Seeded as generated (2026-07-03), so 成绩分析 has it on a fresh start.
    expect(status.generated_time).toBe('2026-07-03 09:00:00');
    expect(status.subjects.map((s) => [s.subject_name, s.participants, s.scanned, s.unmarked])).toEqual([
      ['语文', 180, 180, 0],
      ['数学', 180, 180, 0],
      ['英语', 180, 180, 0],
      ['物理', 180, 180, 0],
    ]);
  });

  it('lists objective, subjective and total per student as the records give them', async () => {
    // The seed is deterministic: a store seeded here holds the records the mock started with.
    const store = createSeededStore(loadOperations());
    const exam = store.data.exams.get(3003);
    if (!exam) throw new Error('no exam 3003');
    const book = subjectBook(store, exam, 2);
    const first = book.sheets[0];
    if (!first) throw new Error('no sheet');
    // The objective score is the keys applied to the recognised answers of the saved sheet.
    const objectiveItems = book.items.filter((i) => i.objective);
    const expected = objectiveItems.reduce((sum, item, k) => sum + (item.key ? objectiveScore(first.answers[k] ?? '', item.key) : 0), 0);
    const page = await unwrap(c.POST('/api/score/list', { body: { exam_id: 3003, subject_id: 2, keyword: first.student_name, page: 1, pagesize: 20 } }));
    const row = page.datalist.find((r) => r.student_number === first.student_number);
    expect(row?.objective).toBeCloseTo(expected, 2);
    expect(row?.total).toBeCloseTo((row?.objective ?? 0) + (row?.subjective ?? 0), 2);
    expect(row?.state).toBe('marked');
    const all = await unwrap(c.POST('/api/score/list', { body: { exam_id: 3003, subject_id: 2, page: 1, pagesize: 1000 } }));
    expect(all.totalrecords).toBe(180);
    // Scores spread: not everyone has the same total, and classes differ.
    expect(new Set(all.datalist.map((r) => r.total)).size).toBeGreaterThan(20);
    const mean = (cls: string) => {
      const list = all.datalist.filter((r) => r.class_name === cls).map((r) => r.total);
      return list.reduce((a, b) => a + b, 0) / list.length;
    };
    expect(mean('高二(1)班')).toBeGreaterThan(mean('高二(3)班') + 3);
  });

  it('generates the report, and the overview and student-mark read it', async () => {
    await expect(unwrap(c.POST('/api/analysis/report/overview', { body: { exam_id: 3005 } }))).rejects.toThrow('该考试尚未生成报告');
    expect(await unwrap(c.POST('/api/exam/generateStatistics', { body: { exam_id: 3003 } }))).toBe('考试报告生成成功');
    expect((await unwrap(c.POST('/api/score/status', { body: { exam_id: 3003 } }))).generated_time).not.toBe('2026-07-03 09:00:00');
    const exams = await unwrap(c.POST('/api/analysis/report/exams'));
    expect(exams.map((e) => e.exam_id)).toEqual([3003, 3006]);
    const overview = await unwrap(c.POST('/api/analysis/report/overview', { body: { exam_id: 3003 } }));
    expect(overview.subjects.map((s) => s.subject_name)).toEqual(['总分', '语文', '数学', '英语', '物理']);
    const math = overview.subjects[2];
    expect(math?.count).toBe(180);
    expect(math?.bands.reduce((s, b) => s + b.count, 0)).toBe(180);
    const table = await unwrap(c.POST('/api/analysis/report/studentMark', { body: { exam_id: 3003 } }));
    expect(table.rows).toHaveLength(180);
    expect(table.rows[0]?.exam_rank).toBe(1);
    const totalStats = overview.subjects[0];
    expect(Math.max(...table.rows.map((r) => r.total))).toBe(totalStats?.max);
  });

  it('gives per-question figures that agree with the scores, and the key among the options', async () => {
    const report = await unwrap(c.POST('/api/analysis/report/questions', { body: { exam_id: 3003, subject_id: 2 } }));
    expect(report.count).toBe(180);
    const first = report.items[0];
    expect(first?.objective).toBe(true);
    // Every student is counted once in the option distribution; the key's count is the full-mark count (single choice).
    expect(first?.options.reduce((s, o) => s + o.count, 0)).toBe(180);
    expect(first?.options.find((o) => o.correct)?.count).toBe(first?.full_count);
    expect(first?.score_rate).toBeCloseTo((first?.mean ?? 0) / (first?.full_score ?? 1), 2);
    // The groups' means add up to the subject's mean.
    const overview = await unwrap(c.POST('/api/analysis/report/overview', { body: { exam_id: 3003 } }));
    const mean = report.groups.reduce((s, g) => s + g.mean, 0);
    expect(mean).toBeCloseTo(overview.subjects.find((s) => s.subject_id === 2)?.mean ?? 0, 1);
    // Good students do better: every group discriminates.
    for (const g of report.groups) expect(g.discrimination).toBeGreaterThan(0.1);
  });

  it('compares the school and its classes per subject', async () => {
    const table = await unwrap(c.POST('/api/analysis/report/comparison', { body: { exam_id: 3003 } }));
    expect(table.subjects.map((s) => s.subject_name)).toEqual(['总分', '语文', '数学', '英语', '物理']);
    expect(table.rows.map((r) => r.class_name ?? r.unit_name)).toEqual(['临江市第一中学', '高二(1)班', '高二(2)班', '高二(3)班', '高二(4)班']);
    const school = table.rows[0]?.cells[0];
    const classes = table.rows.slice(1).map((r) => r.cells[0]);
    expect(classes.reduce((s, c) => s + (c?.count ?? 0), 0)).toBe(school?.count);
    expect((classes[0]?.mean ?? 0) - (classes[2]?.mean ?? 0)).toBeGreaterThan(10);
  });

  it('corrects a doubtful recognised answer: who and when recorded, the score now, the report once generated again', async () => {
    const check = await unwrap(c.POST('/api/score/objectiveCheck/list', { body: { exam_id: 3003, subject_id: 2 } }));
    const question = check.questions.find((q) => q.doubtful > 0 && !q.multi);
    const doubtful = check.sheets.find((d) => d.subquestion_id === question?.subquestion_id);
    if (!question || !doubtful) throw new Error('no doubtful sheet in 3003 数学');
    expect(doubtful.reason).toBe('blank');
    expect(question.options.find((o) => o.answer === '')?.count).toBe(question.doubtful);
    const listed = async () => (await unwrap(c.POST('/api/score/list', { body: { exam_id: 3003, subject_id: 2, keyword: doubtful.student_id, page: 1, pagesize: 5 } }))).datalist[0];
    const mark = async () => (await unwrap(c.POST('/api/analysis/report/studentMark', { body: { exam_id: 3003 } }))).rows.find((r) => r.student_name === doubtful.student_name && r.class_name === doubtful.class_name);
    const before = await listed();
    const reportBefore = await mark();

    const fixed = await unwrap(c.POST('/api/score/objectiveCheck/correct', { body: { exam_id: 3003, subject_id: 2, student_id: doubtful.student_id, subquestion_id: question.subquestion_id, answer: question.key.toLowerCase() } }));
    expect(fixed).toMatchObject({ before: '', after: question.key, user_name: '张伟', objective_before: before?.objective, objective_after: (before?.objective ?? 0) + 5 });
    expect(fixed.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The score follows the record at once; the report only once it is generated again.
    expect((await listed())?.total).toBe((before?.total ?? 0) + 5);
    expect((await mark())?.total).toBe(reportBefore?.total);
    const pending = await unwrap(c.POST('/api/score/twiceDeal/list', { body: { exam_id: 3003, subject_id: 2 } }));
    expect(pending.rows).toEqual([{ student_id: doubtful.student_id, student_name: doubtful.student_name, class_name: doubtful.class_name, reason: 'objective', objective_before: before?.objective, objective_after: (before?.objective ?? 0) + 5, total_before: before?.total, total_after: (before?.total ?? 0) + 5 }]);
    await unwrap(c.POST('/api/exam/generateStatistics', { body: { exam_id: 3003 } }));
    expect((await mark())?.total).toBe((reportBefore?.total ?? 0) + 5);
    // 二次处理 listed the sheet between the correction and the new report; now nothing is left to process.
    expect((await unwrap(c.POST('/api/score/twiceDeal/list', { body: { exam_id: 3003, subject_id: 2 } }))).rows).toEqual([]);
    // Listed among the corrections, no longer doubtful.
    const again = await unwrap(c.POST('/api/score/objectiveCheck/list', { body: { exam_id: 3003, subject_id: 2 } }));
    expect(again.corrections[0]).toMatchObject({ student_id: doubtful.student_id, after: question.key });
    expect(again.sheets.some((d) => d.student_id === doubtful.student_id && d.subquestion_id === question.subquestion_id)).toBe(false);
  });

  it('keeps a school account to its school on the objective check', async () => {
    const liuyang = await m.signIn('liuyang', 'Lj@2026pass');
    const own = await unwrap(liuyang.POST('/api/score/objectiveCheck/list', { body: { exam_id: 3003, subject_id: 2, unit_id: 101 } }));
    expect(own.questions.length).toBeGreaterThan(0);
    await expect(unwrap(liuyang.POST('/api/score/objectiveCheck/list', { body: { exam_id: 3003, subject_id: 2, unit_id: 102 } }))).rejects.toThrow('没有该单位的数据权限');
    const zheng = await m.signIn('zhengqiang', 'Lj@2026pass');
    // 临江市第二中学's administrator: 3003 is not his school's exam; no sheet of it is his to read or correct.
    const none = await unwrap(zheng.POST('/api/score/objectiveCheck/list', { body: { exam_id: 3003, subject_id: 2 } }));
    expect(none.sheets).toEqual([]);
    await expect(unwrap(zheng.POST('/api/score/objectiveCheck/sheet', { body: { exam_id: 3003, subject_id: 2, student_id: '321010101' } }))).rejects.toThrow('该考生没有已保存的答题卡');
  });

  it('lists on scoreCheck the saved sheets not finally marked, each with the page that fixes it', async () => {
    const rows = await unwrap(c.POST('/api/score/scoreCheck/list', { body: { exam_id: 3001, subject_id: 2 } }));
    const unmarked = rows.filter((r) => r.problem === 'unmarked');
    expect(unmarked.map((r) => r.student_id).sort()).toEqual(['301010101', '301010102', '301010201']);
    expect(unmarked[0]?.fix).toBe('/main/statistics/markingProgress');
    // 3003 is fully marked, within the full score: nothing unmarked or over.
    const done = await unwrap(c.POST('/api/score/scoreCheck/list', { body: { exam_id: 3003, subject_id: 2 } }));
    expect(done.filter((r) => r.problem === 'unmarked' || r.problem === 'over_full')).toEqual([]);
  });

  it('refuses the report of an exam with unmarked sheets and says which', async () => {
    await expect(unwrap(c.POST('/api/exam/generateStatistics', { body: { exam_id: 3001 } }))).rejects.toThrow(/考试还有未阅完的试卷，无法生成报告（.*数学3份未阅完/);
  });

  it('gives a student report whose total and rank agree with student-mark', async () => {
    const table = await unwrap(c.POST('/api/analysis/report/studentMark', { body: { exam_id: 3003 } }));
    const row = table.rows[10];
    const report = await unwrap(c.POST('/api/analysis/report/student', { body: { exam_id: 3003, student_number: row?.student_number ?? '' } }));
    expect([report.total, report.exam_rank, report.class_rank, report.school_rank]).toEqual([row?.total, row?.exam_rank, row?.class_rank, row?.school_rank]);
    expect(report.subjects.map((s) => s.score)).toEqual(row?.scores);
    const math = report.subjects.find((s) => s.subject_id === 2);
    expect(math?.items.reduce((sum, i) => sum + (i.score ?? 0), 0)).toBeCloseTo(math?.score ?? 0, 1);
  });

  it('limits the rows to the caller: the student liming sees only his own', async () => {
    const liming = await m.signIn('liming', '20260101');
    // A student holds no analysis page: the report calls are refused (his own report is the student report's).
    await expect(unwrap(liming.POST('/api/analysis/report/studentMark', { body: { exam_id: 3003 } }))).rejects.toThrow('没有该功能的权限');
    // His own report only: another student's is refused; 3003 (高二) has no result of his (高一).
    await expect(unwrap(liming.POST('/api/analysis/report/student', { body: { exam_id: 3003, student_number: '2025010181' } }))).rejects.toThrow('只能查看本人的成绩报告');
    await expect(unwrap(liming.POST('/api/analysis/report/student', { body: { exam_id: 3003 } }))).rejects.toThrow('该考试没有该学生的成绩');
  });
});

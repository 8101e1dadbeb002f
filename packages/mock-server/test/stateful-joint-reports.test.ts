// The example world's fully marked joint exam 3006 (2026年秋季高一开学联考: 临江市第一中学 and 临江市实验中学, 高一,
// 语文 数学 英语; seed/scores.ts) and the reports that read it (issue 33): every participant of both schools marked,
// the schools and classes apart, each report within the caller's scope.
import { unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import type { Client, StatefulMock } from './stateful-support.ts';
import { useSignedInMock } from './stateful-support.ts';

let m: StatefulMock;
let c: Client;
useSignedInMock((mock, client) => {
  m = mock;
  c = client;
});

const EXAM = 3006;

describe('the fully marked joint exam 3006', () => {
  it('is complete across both schools, its report generated on a fresh start', async () => {
    const status = await unwrap(c.POST('/api/score/status', { body: { exam_id: EXAM } }));
    expect(status.complete).toBe(true);
    expect(status.generated_time).toBe('2026-09-20 16:00:00');
    // 101: 4 classes of 45 and 李明, 王小红, 周杰, 吴婷; 102: 4 × 45 and 李晓雨, 张浩.
    expect(status.subjects.map((s) => [s.subject_name, s.participants, s.scanned, s.unmarked])).toEqual([
      ['语文', 366, 366, 0],
      ['数学', 366, 366, 0],
      ['英语', 366, 366, 0],
    ]);
    const exams = await unwrap(c.POST('/api/analysis/report/exams'));
    expect(exams.find((e) => e.exam_id === EXAM)?.exam_name).toBe('2026年秋季高一开学联考');
  });

  it('compares the two schools and their classes with real differences', async () => {
    const table = await unwrap(c.POST('/api/analysis/report/comparison', { body: { exam_id: EXAM } }));
    const schools = table.rows.filter((r) => r.class_id === null);
    expect(schools.map((r) => [r.unit_name, r.cells[0]?.count])).toEqual([
      ['临江市第一中学', 184],
      ['临江市实验中学', 182],
    ]);
    const mean = (r: (typeof table.rows)[number] | undefined) => r?.cells[0]?.mean ?? 0;
    expect(mean(schools[0])).toBeGreaterThan(mean(schools[1]) + 5);
    const classes = table.rows.filter((r) => r.class_id !== null);
    expect(classes).toHaveLength(8);
    const means = classes.map(mean);
    expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(25);
  });

  it('gives 刘洋 (school 101) only his school on student-mark, the overview and the comparison', async () => {
    const liuyang = await m.signIn('liuyang');
    const marks = await unwrap(liuyang.POST('/api/analysis/report/studentMark', { body: { exam_id: EXAM } }));
    expect(marks.rows).toHaveLength(184);
    expect(new Set(marks.rows.map((r) => r.school_name))).toEqual(new Set(['临江市第一中学']));
    // Ranks are of the whole exam: the school's best need not be first of the exam, but the school ranks start at 1.
    expect(Math.min(...marks.rows.map((r) => r.school_rank))).toBe(1);
    const overview = await unwrap(liuyang.POST('/api/analysis/report/overview', { body: { exam_id: EXAM } }));
    expect(overview.subjects[0]?.count).toBe(184);
    const table = await unwrap(liuyang.POST('/api/analysis/report/comparison', { body: { exam_id: EXAM } }));
    expect(new Set(table.rows.map((r) => r.unit_name))).toEqual(new Set(['临江市第一中学']));
  });

  it('gives the student 李明 his own report of the joint exam and refuses another student’s', async () => {
    const liming = await m.signIn('liming', '20260101');
    const own = await unwrap(liming.POST('/api/analysis/report/student', { body: { exam_id: EXAM } }));
    expect([own.student_name, own.school_name, own.class_name]).toEqual(['李明', '临江市第一中学', '高一(1)班']);
    expect(own.subjects.map((s) => s.subject_name)).toEqual(['语文', '数学', '英语']);
    expect(own.total).toBeCloseTo(own.subjects.reduce((sum, s) => sum + (s.score ?? 0), 0), 2);
    await expect(unwrap(liming.POST('/api/analysis/report/student', { body: { exam_id: EXAM, student_number: '20260102' } }))).rejects.toThrow('只能查看本人的成绩报告');
  });
});

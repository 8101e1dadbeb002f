// The example world's fully marked joint exam 3006 (2026年秋季高一开学联考: 临江市第一中学 and 临江市实验中学, 高一,
// 语文 数学 英语; seed/scores.ts) and the reports that read it (issue 33): every participant of both schools marked,
// the schools and classes apart, each report within the caller's scope.
import type { components } from '@exam/sdk';
import { download, unwrap } from '@exam/sdk/node';
import { readRows } from '../src/stateful/lib/xlsx.ts';
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

describe('班主任报告 and 教师报告 on 3006', () => {
  it('gives a class across the subjects beside its school and the exam, its students ranked; 孙丽 as 班主任 only her class', async () => {
    const report = await unwrap(c.POST('/api/analysis/report/class', { body: { exam_id: EXAM, class_id: 6013 } }));
    expect([report.unit_name, report.class_name]).toEqual(['临江市实验中学', '高一(3)班']);
    expect(report.classes).toHaveLength(8);
    expect(report.subjects.map((s) => s.subject_name)).toEqual(['总分', '语文', '数学', '英语']);
    const total = report.subjects[0];
    // 102's 高一(3)班 is the weakest class of the exam: below its school, below the exam, last of 8.
    expect(total?.count).toBe(45);
    expect(total?.mean).toBeLessThan(total?.school_mean ?? 0);
    expect(total?.mean_rank).toBe(8);
    expect(total?.classes).toBe(8);
    expect(report.students.map((s) => s.class_rank)).toEqual([...report.students.map((s) => s.class_rank)].sort((a, b) => a - b));
    expect(report.students[0]?.total).toBe(total?.max);

    const sunli = await m.signIn('sunli');
    await unwrap(sunli.POST('/api/login/changeUnitRole', { body: { user_type: '11', unit_id: 101 } }));
    const own = await unwrap(sunli.POST('/api/analysis/report/class', { body: { exam_id: EXAM } }));
    expect([own.class_name, own.classes.map((k) => k.class_id)]).toEqual(['高一(1)班', [5011]]);
    expect(own.students.map((s) => s.student_name)).toContain('李明');
    await expect(unwrap(sunli.POST('/api/analysis/report/class', { body: { exam_id: EXAM, class_id: 5012 } }))).rejects.toThrow('没有查看该班级报告的权限');
  });

  it('gives 王芳 (任课教师 of 数学) only her class 高一(1)班, beside the exam', async () => {
    const wang = await m.signIn('wangfang');
    await unwrap(wang.POST('/api/login/changeUnitRole', { body: { user_type: '8', unit_id: 101 } }));
    const report = await unwrap(wang.POST('/api/analysis/report/teacher', { body: { exam_id: EXAM } }));
    expect([report.own, report.teacher_name, report.subject_name]).toEqual([true, '王芳', '数学']);
    expect(report.subjects.map((s) => s.subject_name)).toEqual(['数学']);
    expect(report.classes.map((k) => `${k.unit_name} ${k.class_name}`)).toEqual(['临江市第一中学 高一(1)班']);
    expect(report.classes[0]?.group_rates).toHaveLength(report.groups.length);
    expect(report.classes_in_exam).toBe(8);
    // An administrator teaching nothing sees the classes of the scope: 张伟 all 8.
    const all = await unwrap(c.POST('/api/analysis/report/teacher', { body: { exam_id: EXAM, subject_id: 1 } }));
    expect([all.own, all.subject_name, all.classes.length]).toEqual([false, '语文', 8]);
  });
});

describe('every report page exports as xlsx', () => {
  const sheet = (client: Client, body: components['schemas']['ReportExportRequest']) => client.POST('/api/analysis/report/export', { body, parseAs: 'blob' });

  it('builds the workbook of each report with the figures the page shows', async () => {
    const overview = await unwrap(c.POST('/api/analysis/report/overview', { body: { exam_id: EXAM } }));
    const file = await download(sheet(c, { exam_id: EXAM, report: 'entirety' }));
    expect(file.fileName).toBe('2026年秋季高一开学联考整体报告.xlsx');
    const read = await readRows(new Uint8Array(await file.blob.arrayBuffer()), [{ header: '科目', key: 'subject' }, { header: '平均分', key: 'mean' }, { header: '人数', key: 'count' }], { sheet: '成绩概览' });
    expect(read.rows.map((r) => [r.values.subject, Number(r.values.mean), Number(r.values.count)])).toEqual(overview.subjects.map((s) => [s.subject_name, s.mean, s.count]));
    for (const [report, name] of [
      ['school', '2026年秋季高一开学联考学校报告-临江市第一中学.xlsx'],
      ['research', '2026年秋季高一开学联考教研报告-语文.xlsx'],
      ['headteacher', '2026年秋季高一开学联考班主任报告-临江市第一中学高一(1)班.xlsx'],
      ['teacher', '2026年秋季高一开学联考教师报告-语文.xlsx'],
      ['paperexplain', '2026年秋季高一开学联考试卷讲评-语文.xlsx'],
    ] as const) {
      expect((await download(sheet(c, { exam_id: EXAM, report }))).fileName).toBe(name);
    }
    const student = await download(sheet(c, { exam_id: EXAM, report: 'student', student_number: '20260101' }));
    const rows = await readRows(new Uint8Array(await student.blob.arrayBuffer()), [{ header: '科目', key: 'subject' }, { header: '得分', key: 'score' }], { sheet: '各科成绩' });
    const own = await unwrap(c.POST('/api/analysis/report/student', { body: { exam_id: EXAM, student_number: '20260101' } }));
    expect(rows.rows.map((r) => Number(r.values.score))).toEqual([...own.subjects.map((s) => s.score), own.total]);
  });

  it('exports within the page’s limits: liming his own report only, no other report; liuyang his school', async () => {
    const liming = await m.signIn('liming', '20260101');
    expect((await download(sheet(liming, { exam_id: EXAM, report: 'student' }))).fileName).toBe('2026年秋季高一开学联考学生报告-李明.xlsx');
    await expect(download(sheet(liming, { exam_id: EXAM, report: 'student', student_number: '20260102' }))).rejects.toThrow('只能查看本人的成绩报告');
    await expect(download(sheet(liming, { exam_id: EXAM, report: 'entirety' }))).rejects.toThrow('没有该报告的权限');
    const liuyang = await m.signIn('liuyang');
    const file = await download(sheet(liuyang, { exam_id: EXAM, report: 'entirety' }));
    const read = await readRows(new Uint8Array(await file.blob.arrayBuffer()), [{ header: '学校', key: 'school' }], { sheet: '班级对比' });
    expect(new Set(read.rows.map((r) => r.values.school))).toEqual(new Set(['临江市第一中学']));
  });
});

describe('学生报告: the answer sheet with the marks', () => {
  it('gives liming his scanned 数学 pages, the recognised answers against the keys and each group’s score with the marker’s drawing', async () => {
    const liming = await m.signIn('liming', '20260101');
    const sheet = await unwrap(liming.POST('/api/analysis/report/studentSheet', { body: { exam_id: EXAM, subject_id: 2 } }));
    expect(sheet.pages.map((p) => p.page)).toEqual([1, 2]);
    // A real JPEG of the page as scanned.
    expect(Buffer.from(sheet.pages[0]?.image ?? '', 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const own = await unwrap(liming.POST('/api/analysis/report/student', { body: { exam_id: EXAM } }));
    const math = own.subjects.find((s) => s.subject_id === 2);
    const objective = sheet.objective.reduce((sum, o) => sum + o.score, 0);
    const subjective = sheet.groups.reduce((sum, g) => sum + g.score, 0);
    expect(objective + subjective).toBeCloseTo(math?.score ?? -1, 2);
    for (const o of sheet.objective) if (o.answer === o.key) expect(o.score).toBe(o.full_score);
    // Each group: the score mark its marker drew, on the group's page inside its box.
    for (const g of sheet.groups) {
      const mark = sheet.marks.find((k) => k.kind === 'score' && k.page === g.page && k.x >= g.x && k.x <= g.x + g.w && k.y >= g.y && k.y <= g.y + g.h);
      expect(mark?.text).toBe(String(g.score));
    }
    await expect(unwrap(liming.POST('/api/analysis/report/studentSheet', { body: { exam_id: EXAM, subject_id: 2, student_number: '20260102' } }))).rejects.toThrow('只能查看本人的成绩报告');
    // liuyang (101) not a student of 102.
    const liuyang = await m.signIn('liuyang');
    await expect(unwrap(liuyang.POST('/api/analysis/report/studentSheet', { body: { exam_id: EXAM, subject_id: 2, student_number: '20260216' } }))).rejects.toThrow('该考试没有该学生的成绩');
  });
});

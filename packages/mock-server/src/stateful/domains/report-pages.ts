// The report pages 班主任报告 (reportClass: one class across the subjects) and 教师报告 (reportTeacher: a teacher's
// classes in their subject), and every report page's workbook (reportExport; contract openapi/paths/report-pages.yaml,
// issue 33). They read the exam's generated report (score-book.ts, domains/scores.ts) within the caller's scope
// (rowScope): a class teacher or subject teacher their classes, a school its school, a bureau its units.
import type { components } from '@exam/sdk';
import { pageUrls } from '../access.ts';
import { configKey } from '../exam-config-store.ts';
import { paperIdOf, paperState } from '../marking-store.ts';
import { pageBytes, scanKey, sheetTemplate } from '../scanning-store.ts';
import { describe, ranks, round2 } from '../lib/score-engine.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../lib/xlsx.ts';
import type { WriteSheet } from '../lib/xlsx.ts';
import type { GeneratedReport, SubjectSheet } from '../score-book.ts';
import type { Session, Store } from '../store.ts';
import { fail, FileAnswer, ok } from '../types.ts';
import type { Handlers, HandlerContext, OperationId } from '../types.ts';
import { reportOf, rowScope, scoreHandlers, students } from './scores.ts';

type S = components['schemas'];

const NOT_YOUR_CLASS = '没有查看该班级报告的权限';
const NO_REPORT_PAGE = '没有该报告的权限';
const TOTAL = '总分';

const present = (s: SubjectSheet | undefined): s is SubjectSheet => s !== undefined && s.state !== 'absent';
const mean = (values: readonly number[]) => (values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : 0);

/** Per student of the report: the first sheet (who), each subject's score (null absent) and the total. */
function people(report: GeneratedReport) {
  return [...students(report).values()].map(({ first, sheets }) => {
    const scores = sheets.map((s) => (present(s) ? s.total : null));
    return { first, scores, total: round2(scores.reduce<number>((a, v) => a + (v ?? 0), 0)), any: scores.some((v) => v !== null) };
  });
}
type Person = ReturnType<typeof people>[number];

/** Column k of the people (0 the total, k the k-th subject), present ones only. */
const valuesOf = (list: readonly Person[], k: number) => list.flatMap((p) => (k === 0 ? (p.any ? [p.total] : []) : p.scores[k - 1] === null || p.scores[k - 1] === undefined ? [] : [p.scores[k - 1] as number]));

/** The rank of each class's mean among the exam's classes, per column. */
function classMeanRanks(all: readonly Person[], columns: number) {
  const classIds = [...new Set(all.map((p) => p.first.class_id))].sort((a, b) => a - b);
  const byClass = new Map(classIds.map((id) => [id, all.filter((p) => p.first.class_id === id)]));
  const out = new Map<number, number[]>();
  for (let k = 0; k < columns; k++) {
    const means = classIds.map((id) => mean(valuesOf(byClass.get(id) ?? [], k)));
    const rk = ranks(means);
    classIds.forEach((id, i) => {
      const list = out.get(id) ?? [];
      list[k] = rk[i] ?? 0;
      out.set(id, list);
    });
  }
  return { classes: classIds.length, ranks: out };
}

function classReport(store: Store, session: Session, examId: number, classId: number | undefined): S['ClassReport'] | string {
  const found = reportOf(store, examId);
  if (typeof found === 'string') return found;
  const { exam, report } = found;
  const scope = rowScope(store, session);
  const all = people(report);
  const mine = all.filter((p) => scope.allows(p.first));
  const classIds = [...new Set(mine.map((p) => p.first.class_id))].sort((a, b) => a - b);
  const choices = classIds.map((id) => {
    const c = store.data.classes.get(id);
    return { class_id: id, class_name: c?.class_name ?? '', unit_id: c?.unit_id ?? 0, unit_name: store.unit(c?.unit_id ?? 0)?.unit_name ?? '' };
  });
  const led = (store.data.accounts.get(session.user_id)?.details.classLeaderClass ?? []).map((e) => e.class_id);
  const chosen = classId !== undefined ? choices.find((c) => c.class_id === classId) : (choices.find((c) => led.includes(c.class_id)) ?? choices[0]);
  if (!chosen) return classId === undefined ? '该考试没有可查看的班级' : NOT_YOUR_CLASS;
  const inClass = all.filter((p) => p.first.class_id === chosen.class_id);
  const inSchool = all.filter((p) => p.first.unit_id === chosen.unit_id);
  const fulls = [round2(report.books.reduce((s, b) => s + b.full, 0)), ...report.books.map((b) => b.full)];
  const names = [TOTAL, ...report.books.map((b) => b.subject_name)];
  const meanRanks = classMeanRanks(all, fulls.length);
  const subjects = fulls.map((full, k): S['ClassSubjectRow'] => {
    const d = describe(valuesOf(inClass, k), full);
    return {
      subject_id: k === 0 ? 0 : (report.books[k - 1]?.subject_id ?? 0),
      subject_name: names[k] ?? '',
      full_score: full,
      count: d.count,
      mean: d.mean,
      max: d.max,
      min: d.min,
      score_rate: full > 0 ? round2(d.mean / full) : 0,
      pass_rate: d.pass_rate,
      excellent_rate: d.excellent_rate,
      school_mean: mean(valuesOf(inSchool, k)),
      exam_mean: mean(valuesOf(all, k)),
      mean_rank: meanRanks.ranks.get(chosen.class_id)?.[k] ?? 1,
      classes: meanRanks.classes,
    };
  });
  const examRanks = ranks(all.map((p) => p.total));
  const examRankOf = new Map(all.map((p, i) => [p.first.student_number, examRanks[i] ?? 0]));
  const classRanks = ranks(inClass.map((p) => p.total));
  const rows = inClass
    .map((p, i): S['ClassStudentRow'] => ({ student_number: p.first.student_number, student_name: p.first.student_name, scores: p.scores, total: p.total, class_rank: classRanks[i] ?? 0, exam_rank: examRankOf.get(p.first.student_number) ?? 0 }))
    .sort((a, b) => a.class_rank - b.class_rank || (a.student_number < b.student_number ? -1 : 1));
  return { exam_id: exam.exam_id, exam_name: exam.exam_name, class_id: chosen.class_id, class_name: chosen.class_name, unit_id: chosen.unit_id, unit_name: chosen.unit_name, classes: choices, subjects, students: rows };
}

function teacherReport(store: Store, session: Session, examId: number, subjectId: number | undefined): S['TeacherReport'] | string {
  const found = reportOf(store, examId);
  if (typeof found === 'string') return found;
  const { exam, report } = found;
  const scope = rowScope(store, session);
  const account = store.data.accounts.get(session.user_id);
  const taught = account?.details.teacherGradeClass ?? {};
  const inExam = new Set(report.books.flatMap((b) => b.sheets.map((s) => s.class_id)));
  const ownSubjects = report.books.filter((b) => (taught[String(b.subject_id)] ?? []).some((e) => inExam.has(e.class_id)));
  const own = ownSubjects.length > 0;
  const offered = own ? ownSubjects : report.books;
  const book = offered.find((b) => b.subject_id === subjectId) ?? offered[0];
  if (!book) return '考试科目不存在';
  const ownClasses = new Set((taught[String(book.subject_id)] ?? []).map((e) => e.class_id));
  const sheets = book.sheets.filter(present);
  const totals = sheets.map((s) => s.total);
  const classIds = [...new Set(sheets.map((s) => s.class_id))].sort((a, b) => a - b);
  const byClass = new Map(classIds.map((id) => [id, sheets.filter((s) => s.class_id === id)]));
  const meanRank = ranks(classIds.map((id) => mean((byClass.get(id) ?? []).map((s) => s.total))));
  const groupRate = (list: readonly SubjectSheet[], g: (typeof book.groups)[number]) =>
    list.length && g.full > 0 ? round2(list.reduce((sum, s) => sum + g.items.reduce((a, i) => a + (s.scores[i] ?? 0), 0), 0) / list.length / g.full) : 0;
  const classes: S['TeacherClassRow'][] = [];
  classIds.forEach((id, i) => {
    const list = (byClass.get(id) ?? []).filter((s) => scope.allows(s));
    const first = list[0];
    if (!first || (own && !ownClasses.has(id))) return;
    const d = describe(
      list.map((s) => s.total),
      book.full,
    );
    classes.push({
      class_id: id,
      class_name: store.data.classes.get(id)?.class_name ?? '',
      unit_name: store.unit(first.unit_id)?.unit_name ?? '',
      count: d.count,
      mean: d.mean,
      max: d.max,
      min: d.min,
      score_rate: book.full > 0 ? round2(d.mean / book.full) : 0,
      pass_rate: d.pass_rate,
      excellent_rate: d.excellent_rate,
      mean_rank: meanRank[i] ?? 0,
      group_rates: book.groups.map((g) => groupRate(list, g)),
    });
  });
  const examMean = mean(totals);
  return {
    exam_id: exam.exam_id,
    exam_name: exam.exam_name,
    teacher_name: account?.user_name ?? '',
    own,
    subject_id: book.subject_id,
    subject_name: book.subject_name,
    full_score: book.full,
    subjects: offered.map((b) => ({ subject_id: b.subject_id, subject_name: b.subject_name })),
    exam_mean: examMean,
    exam_score_rate: book.full > 0 ? round2(examMean / book.full) : 0,
    classes_in_exam: classIds.length,
    groups: book.groups.map((g) => ({ question_id: g.question_id, question_name: g.question_name, full_score: g.full, exam_score_rate: groupRate(sheets, g) })),
    classes,
  };
}

/** Runs another operation's handler on the caller's behalf and gives its result, or its refusal. */
async function call<Op extends OperationId, R>(op: Op, ctx: HandlerContext<'reportExport'>, body: HandlerContext<Op>['body']): Promise<R | string> {
  const handler = scoreHandlers[op] as ((c: HandlerContext<Op>) => unknown) | undefined;
  if (!handler) return '不支持该报告';
  const answer = (await handler({ ...ctx, body } as unknown as HandlerContext<Op>)) as { success: boolean; result: unknown };
  return answer.success ? (answer.result as R) : String(answer.result);
}

const pctText = (n: number) => `${round2(n * 100)}%`;
const PAGE_OF: Record<S['ReportKind'], string> = {
  entirety: '/analysis/entiretyreport',
  school: '/analysis/schoolreport',
  research: '/analysis/researchreport',
  headteacher: '/analysis/headteacherreport',
  teacher: '/analysis/teacherreport',
  paperexplain: '/analysis/paperexplain',
  student: '/analysis/studentreport',
};
const TITLE_OF: Record<S['ReportKind'], string> = {
  entirety: '整体报告',
  school: '学校报告',
  research: '教研报告',
  headteacher: '班主任报告',
  teacher: '教师报告',
  paperexplain: '试卷讲评',
  student: '学生报告',
};

const overviewSheet = (o: S['ReportOverview']): WriteSheet => ({
  name: '成绩概览',
  columns: [
    { header: '科目', key: 'subject_name' },
    { header: '满分', key: 'full_score' },
    { header: '人数', key: 'count' },
    { header: '缺考', key: 'absent' },
    { header: '平均分', key: 'mean' },
    { header: '最高分', key: 'max' },
    { header: '最低分', key: 'min' },
    { header: '标准差', key: 'sd' },
    { header: '及格率', key: 'pass' },
    { header: '良好率', key: 'good' },
    { header: '优秀率', key: 'excellent' },
  ],
  rows: o.subjects.map((s) => ({ ...s, pass: pctText(s.pass_rate), good: pctText(s.good_rate), excellent: pctText(s.excellent_rate) })),
});

function comparisonSheet(name: string, t: S['ComparisonTable'], rows: readonly S['ComparisonRow'][], subjectId?: number): WriteSheet {
  const subjects = t.subjects.map((s, k) => ({ ...s, k })).filter((s) => subjectId === undefined || s.subject_id === subjectId || s.subject_id === 0);
  return {
    name,
    columns: [
      { header: '学校', key: 'unit_name' },
      { header: '班级', key: 'class_name' },
      { header: '人数', key: 'count' },
      ...subjects.flatMap((s) => [
        { header: `${s.subject_name}平均分`, key: `mean${s.k}` },
        { header: `${s.subject_name}得分率`, key: `rate${s.k}` },
      ]),
    ],
    rows: rows.map((r) => ({
      unit_name: r.unit_name,
      class_name: r.class_name ?? '',
      count: r.cells[0]?.count ?? 0,
      ...Object.fromEntries(subjects.flatMap((s) => [[`mean${s.k}`, r.cells[s.k]?.mean ?? ''], [`rate${s.k}`, r.cells[s.k] ? pctText(r.cells[s.k]?.score_rate ?? 0) : '']])),
    })),
  };
}

function questionSheet(q: S['QuestionReport'], explain: boolean): WriteSheet {
  const items = explain ? [...q.items].sort((a, b) => a.score_rate - b.score_rate) : q.items;
  return {
    name: `${q.subject_name}小题`,
    columns: [
      { header: '题目', key: 'name' },
      { header: '满分', key: 'full_score' },
      { header: '平均分', key: 'mean' },
      { header: '得分率', key: 'rate' },
      { header: '区分度', key: 'discrimination' },
      { header: '常见错误选项', key: 'wrong' },
      { header: '零分人数', key: 'zero_count' },
    ],
    rows: items.map((i) => ({
      ...i,
      name: `${i.question_name} ${i.name}`,
      rate: pctText(i.score_rate),
      wrong: i.objective
        ? i.options
            .filter((o) => !o.correct && o.answer !== '')
            .slice(0, 2)
            .map((o) => `${o.answer} ${pctText(o.rate)}`)
            .join('，')
        : '',
    })),
  };
}

async function exportSheets(ctx: HandlerContext<'reportExport'>): Promise<{ name: string; sheets: WriteSheet[] } | string> {
  const { body, store, session } = ctx;
  const examId = body.exam_id;
  const title = TITLE_OF[body.report];
  switch (body.report) {
    case 'entirety':
    case 'school': {
      const overview = await call<'reportOverview', S['ReportOverview']>('reportOverview', ctx, { exam_id: examId });
      if (typeof overview === 'string') return overview;
      const table = await call<'reportComparison', S['ComparisonTable']>('reportComparison', ctx, { exam_id: examId });
      if (typeof table === 'string') return table;
      const schools = table.rows.filter((r) => r.class_id === null);
      if (body.report === 'entirety') return { name: title, sheets: [overviewSheet(overview), comparisonSheet('学校对比', table, schools), comparisonSheet('班级对比', table, table.rows.filter((r) => r.class_id !== null))] };
      const school = schools.find((s) => s.unit_id === body.unit_id) ?? schools[0];
      if (!school) return '该考试没有可查看的学校';
      return { name: `${title}-${school.unit_name}`, sheets: [comparisonSheet('学校对比', table, schools), comparisonSheet('班级对比', table, table.rows.filter((r) => r.class_id !== null && r.unit_id === school.unit_id))] };
    }
    case 'research':
    case 'paperexplain': {
      const found = reportOf(store, examId);
      if (typeof found === 'string') return found;
      const subjectId = found.report.books.find((b) => b.subject_id === body.subject_id)?.subject_id ?? found.report.books[0]?.subject_id;
      if (subjectId === undefined) return '考试科目不存在';
      const q = await call<'reportQuestions', S['QuestionReport']>('reportQuestions', ctx, { exam_id: examId, subject_id: subjectId });
      if (typeof q === 'string') return q;
      const sheets = [questionSheet(q, body.report === 'paperexplain')];
      if (body.report === 'research') {
        const table = await call<'reportComparison', S['ComparisonTable']>('reportComparison', ctx, { exam_id: examId });
        if (typeof table === 'string') return table;
        sheets.unshift(comparisonSheet('学校对比', table, table.rows.filter((r) => r.class_id === null), subjectId));
      }
      return { name: `${title}-${q.subject_name}`, sheets };
    }
    case 'headteacher': {
      const r = classReport(store, session, examId, body.class_id);
      if (typeof r === 'string') return r;
      const names = r.subjects.slice(1).map((s) => s.subject_name);
      return {
        name: `${title}-${r.unit_name}${r.class_name}`,
        sheets: [
          {
            name: '班级成绩',
            columns: [
              { header: '科目', key: 'subject_name' },
              { header: '满分', key: 'full_score' },
              { header: '人数', key: 'count' },
              { header: '班级平均分', key: 'mean' },
              { header: '学校平均分', key: 'school_mean' },
              { header: '全体平均分', key: 'exam_mean' },
              { header: '最高分', key: 'max' },
              { header: '最低分', key: 'min' },
              { header: '得分率', key: 'rate' },
              { header: '及格率', key: 'pass' },
              { header: '优秀率', key: 'excellent' },
              { header: '班级名次', key: 'rank' },
            ],
            rows: r.subjects.map((s) => ({ ...s, rate: pctText(s.score_rate), pass: pctText(s.pass_rate), excellent: pctText(s.excellent_rate), rank: `${s.mean_rank}/${s.classes}` })),
          },
          {
            name: '学生成绩',
            columns: [
              { header: '学号', key: 'student_number' },
              { header: '姓名', key: 'student_name' },
              ...names.map((n, k) => ({ header: n, key: `s${k}` })),
              { header: '总分', key: 'total' },
              { header: '班级排名', key: 'class_rank' },
              { header: '全体排名', key: 'exam_rank' },
            ],
            rows: r.students.map((s) => ({ ...s, ...Object.fromEntries(s.scores.map((v, k) => [`s${k}`, v ?? '缺考'])) })),
          },
        ],
      };
    }
    case 'teacher': {
      const r = teacherReport(store, session, examId, body.subject_id);
      if (typeof r === 'string') return r;
      return {
        name: `${title}-${r.subject_name}`,
        sheets: [
          {
            name: '任教班级',
            columns: [
              { header: '学校', key: 'unit_name' },
              { header: '班级', key: 'class_name' },
              { header: '人数', key: 'count' },
              { header: '平均分', key: 'mean' },
              { header: '最高分', key: 'max' },
              { header: '最低分', key: 'min' },
              { header: '得分率', key: 'rate' },
              { header: '及格率', key: 'pass' },
              { header: '优秀率', key: 'excellent' },
              { header: '均分名次', key: 'rank' },
              ...r.groups.map((g, k) => ({ header: `${g.question_name}得分率`, key: `g${k}` })),
            ],
            rows: [
              ...r.classes.map((c) => ({ ...c, rate: pctText(c.score_rate), pass: pctText(c.pass_rate), excellent: pctText(c.excellent_rate), rank: `${c.mean_rank}/${r.classes_in_exam}`, ...Object.fromEntries(c.group_rates.map((v, k) => [`g${k}`, pctText(v)])) })),
              { unit_name: '全体', class_name: '', mean: r.exam_mean, rate: pctText(r.exam_score_rate), ...Object.fromEntries(r.groups.map((g, k) => [`g${k}`, pctText(g.exam_score_rate)])) },
            ],
          },
        ],
      };
    }
    case 'student': {
      const r = await call<'reportStudent', S['StudentReport']>('reportStudent', ctx, { exam_id: examId, ...(body.student_number === undefined ? {} : { student_number: body.student_number }) });
      if (typeof r === 'string') return r;
      return {
        name: `${title}-${r.student_name}`,
        sheets: [
          {
            name: '各科成绩',
            columns: [
              { header: '科目', key: 'subject_name' },
              { header: '满分', key: 'full_score' },
              { header: '得分', key: 'score' },
              { header: '班级平均分', key: 'class_mean' },
              { header: '班级排名', key: 'class_rank' },
              { header: '全体排名', key: 'exam_rank' },
            ],
            rows: [
              ...r.subjects.map((s) => ({ ...s, score: s.score ?? '缺考', class_rank: s.class_rank ?? '', exam_rank: s.exam_rank ?? '' })),
              { subject_name: TOTAL, full_score: r.full_score, score: r.total, class_rank: r.class_rank, exam_rank: r.exam_rank },
            ],
          },
          {
            name: '小题得分',
            columns: [
              { header: '科目', key: 'subject_name' },
              { header: '题目', key: 'name' },
              { header: '满分', key: 'full_score' },
              { header: '得分', key: 'score' },
              { header: '班级平均分', key: 'class_mean' },
            ],
            rows: r.subjects.flatMap((s) => s.items.map((i) => ({ subject_name: s.subject_name, ...i, score: i.score ?? '缺考' }))),
          },
        ],
      };
    }
  }
}

/** The student an own-report call names: a student or parent role its own only; others the asked one (in scope). */
function reportStudentNumber(store: Store, session: Session, asked: string | undefined): string | { refused: string } {
  const own = store.data.accounts.get(session.user_id)?.roles.find((r) => r.user_type === session.user_type && r.unit_id === session.unit_id)?.student_number;
  if (session.user_type === '9' && asked !== undefined && asked !== own) return { refused: '只能查看本人的成绩报告' };
  const number = asked ?? own;
  return number ?? { refused: '该考试没有该学生的成绩' };
}

type MarkKind = S['StudentSheetMark']['kind'];
const MARK_KINDS: [keyof S['MarkDrawing'], MarkKind][] = [
  ['check', 'check'],
  ['cross', 'cross'],
  ['customText', 'text'],
  ['key_score', 'score'],
  ['score', 'score'],
  ['score_input', 'score'],
];

function studentSheet(store: Store, session: Session, body: S['StudentSheetRequest']): S['StudentSheet'] | string {
  const found = reportOf(store, body.exam_id);
  if (typeof found === 'string') return found;
  const { exam, report } = found;
  const number = reportStudentNumber(store, session, body.student_number);
  if (typeof number !== 'string') return number.refused;
  const book = report.books.find((b) => b.subject_id === body.subject_id);
  if (!book) return '考试科目不存在';
  const sheet = book.sheets.find((x) => x.student_number === number);
  if (!sheet || !rowScope(store, session).allows(sheet)) return '该考试没有该学生的成绩';
  const scan = store.data.scanning.scans.get(scanKey(exam.exam_id, book.subject_id, sheet.student_id));
  if (!scan || scan.submit !== 1 || sheet.state === 'absent') return '该考生没有已保存的答题卡';
  const template = sheetTemplate(store.data.examConfig, exam.exam_id, book.subject_id);
  const pages = ([1, 2] as const).flatMap((p) => {
    const image = scan.pages[p]?.image;
    return image ? [{ page: p, image: Buffer.from(pageBytes(image)).toString('base64'), width: template.width, height: template.height }] : [];
  });
  const objective = book.items
    .map((item, i) => ({ item, i }))
    .filter(({ item }) => item.objective)
    .map(({ item, i }, k) => ({ name: `${item.question_name} ${item.name}`, answer: sheet.answers[k] ?? '', key: item.key_letters ?? '', score: sheet.scores[i] ?? 0, full_score: item.full }));
  const config = store.data.examConfig.subjects.get(configKey(exam.exam_id, book.subject_id));
  const paperId = paperIdOf(scan);
  const groups: S['StudentSheetGroup'][] = [];
  const marks: S['StudentSheetMark'][] = [];
  const pageOf = (p: number | undefined): 1 | 2 => (p === 1 ? 2 : 1);
  for (const g of book.groups) {
    if (g.objective) continue;
    const group = config?.questions.find((q) => q.question_id === g.question_id);
    const area = group?.question_area[0];
    if (!group || !area) continue;
    groups.push({ question_id: g.question_id, question_name: g.question_name, score: round2(g.items.reduce((sum, i) => sum + (sheet.scores[i] ?? 0), 0)), full_score: g.full, page: pageOf(area.p), x: area.x, y: area.y, w: area.w, h: area.h });
    // The deciding marker's drawing, from the stacked marking image (its areas top to bottom) onto the pages.
    const marking = store.data.marking.groups.get(g.question_id)?.get(paperId);
    const final = paperState(group, marking).final;
    const entry = [...(marking?.entries ?? [])].reverse().find((e) => final !== null && Math.abs(e.total - final) < 1e-9);
    if (!entry) continue;
    const offsets: number[] = [];
    let height = 0;
    for (const a of group.question_area) {
      offsets.push(height);
      height += Math.max(1, Math.round(a.h));
    }
    for (const [field, kind] of MARK_KINDS) {
      const list = entry.marks[field];
      if (!Array.isArray(list)) continue;
      for (const m of list) {
        let index = group.question_area.length - 1;
        while (index > 0 && (offsets[index] ?? 0) > m.y) index--;
        const a = group.question_area[index] ?? area;
        marks.push({ page: pageOf(a.p), kind, x: a.x + m.x, y: a.y + m.y - (offsets[index] ?? 0), text: m.text });
      }
    }
  }
  return { subject_id: book.subject_id, subject_name: book.subject_name, pages, objective, groups, marks };
}

export const reportPageHandlers: Handlers = {
  reportStudentSheet({ body, store, session }) {
    const r = studentSheet(store, session, body);
    return typeof r === 'string' ? fail(r) : ok(r);
  },
  reportClass({ body, store, session }) {
    const r = classReport(store, session, body.exam_id, body.class_id);
    return typeof r === 'string' ? fail(r) : ok(r);
  },
  reportTeacher({ body, store, session }) {
    const r = teacherReport(store, session, body.exam_id, body.subject_id);
    return typeof r === 'string' ? fail(r) : ok(r);
  },
  async reportExport(ctx) {
    const { body, store, session } = ctx;
    if (body.report !== 'student' && !pageUrls(store, session, body.exam_id).has(PAGE_OF[body.report])) return fail(NO_REPORT_PAGE);
    const built = await exportSheets(ctx);
    if (typeof built === 'string') return fail(built);
    const exam = store.data.exams.get(body.exam_id);
    return new FileAnswer(await writeWorkbook(built.sheets), `${exam?.exam_name ?? ''}${built.name}.xlsx`, XLSX_CONTENT_TYPE);
  },
};

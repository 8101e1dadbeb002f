// Scores and score analysis (issue 33; contract openapi/paths/scores.yaml and analysis-report.yaml): 生成报告
// (generateStatistics) computes every subject's scores from the records (score-book.ts) and keeps them as the exam's
// report; scoreStatus says what the report waits for; scoreList / scoreExport show the scores as they are now; the
// report calls read the generated report, limited to the caller's rows (bureau: its units; school: its school;
// subject or class teacher: their classes; student or parent: their own).
import type { components } from '@exam/sdk';
import { describe, DEFAULT_THRESHOLDS, itemStats, optionDistribution, ranks, round2 } from '../lib/score-engine.ts';
import { writeWorkbook, XLSX_CONTENT_TYPE } from '../lib/xlsx.ts';
import type { GeneratedReport, SubjectBook, SubjectSheet } from '../score-book.ts';
import { markingGaps, scoreExtras, subjectBook } from '../score-book.ts';
import type { ExamRecord, Session, Store } from '../store.ts';
import { marksReadAbsent, pageBytes, scanKey } from '../scanning-store.ts';
import { timestamp } from '../store.ts';
import { fail, FileAnswer, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { scopeRoot } from './shared.ts';

type S = components['schemas'];

const NO_EXAM = '考试不存在';
const NO_SUBJECT = '考试科目不存在';
const NO_SHEET = '该考生没有已保存的答题卡';
const NOT_GENERATED = '该考试尚未生成报告';

/** Whose rows a session sees, as a test on a student (number, school, class). */
export function rowScope(store: Store, session: Session): { name: string; allows: (s: { student_number: string; unit_id: number; class_id: number }) => boolean } {
  const account = store.data.accounts.get(session.user_id);
  const role = account?.roles.find((r) => r.user_type === session.user_type && r.unit_id === session.unit_id);
  const unitName = store.unit(session.unit_id)?.unit_name ?? '';
  switch (session.user_type) {
    case '1':
      return { name: store.unit(scopeRoot(session))?.unit_name ?? '全部单位', allows: () => true };
    case '2': {
      const units = new Set(store.subtree(session.unit_id).map((u) => u.unit_id));
      return { name: unitName, allows: (s) => units.has(s.unit_id) };
    }
    case '8':
    case '11': {
      const details = account?.details ?? {};
      const entries = session.user_type === '8' ? Object.values(details.teacherGradeClass ?? {}).flat() : (details.classLeaderClass ?? []);
      const classes = new Set(entries.map((e) => e.class_id));
      const names = [...new Set(entries.map((e) => e.class_name))].join('、');
      return { name: `${unitName} ${names}`.trim(), allows: (s) => s.unit_id === session.unit_id && classes.has(s.class_id) };
    }
    case '9': {
      const own = role?.student_number;
      const student = own ? store.data.students.get(own) : undefined;
      return { name: student?.student_name ?? '', allows: (s) => s.student_number === own };
    }
    default:
      return { name: unitName, allows: (s) => s.unit_id === session.unit_id };
  }
}

const stateName: Record<SubjectSheet['state'], string> = { absent: '缺考', unmarked: '未阅完', marked: '已阅' };

function sheetView(store: Store, s: SubjectSheet) {
  return {
    student_id: s.student_id,
    student_name: s.student_name,
    school_name: store.unit(s.unit_id)?.unit_name ?? '',
    class_name: store.data.classes.get(s.class_id)?.class_name ?? '',
  };
}

function rowView(store: Store, s: SubjectSheet): S['ScoreRow'] {
  return {
    student_number: s.student_number,
    student_name: s.student_name,
    student_id: s.student_id,
    school_name: store.unit(s.unit_id)?.unit_name ?? '',
    class_name: store.data.classes.get(s.class_id)?.class_name ?? '',
    state: s.state,
    objective: s.objective,
    subjective: s.subjective,
    total: s.total,
  };
}

function listed(store: Store, session: Session, body: S['ScoreListRequest']): { book: SubjectBook; rows: SubjectSheet[] } | string {
  const exam = store.data.exams.get(body.exam_id);
  if (!exam || !exam.subjects.some((s) => s.subject_id === body.subject_id)) return '考试科目不存在';
  const book = subjectBook(store, exam, body.subject_id);
  const scope = rowScope(store, session);
  const keyword = body.keyword?.trim() ?? '';
  const rows = book.sheets.filter((s) => scope.allows(s) && (!keyword || s.student_name.includes(keyword) || s.student_number.includes(keyword) || s.student_id.includes(keyword)));
  return { book, rows };
}

/** The report of an exam the session may read, or why not. */
export function reportOf(store: Store, examId: number): { exam: ExamRecord; report: GeneratedReport } | string {
  const exam = store.data.exams.get(examId);
  if (!exam) return NO_EXAM;
  const report = scoreExtras(store).reports.get(examId);
  return report ? { exam, report } : NOT_GENERATED;
}

/** The statistics of one subject (or the total) over the given scores. */
function statistics(subjectId: number, subjectName: string, full: number, present: number[], absent: number): S['SubjectStatistics'] {
  const d = describe(present, full);
  return { subject_id: subjectId, subject_name: subjectName, full_score: full, absent, ...d };
}

/** Per student of a report: their sheets by subject (in the report's subject order). */
export function students(report: GeneratedReport): Map<string, { first: SubjectSheet; sheets: (SubjectSheet | undefined)[] }> {
  const out = new Map<string, { first: SubjectSheet; sheets: (SubjectSheet | undefined)[] }>();
  report.books.forEach((book, k) => {
    for (const sheet of book.sheets) {
      let entry = out.get(sheet.student_number);
      if (!entry) out.set(sheet.student_number, (entry = { first: sheet, sheets: report.books.map(() => undefined) }));
      entry.sheets[k] = sheet;
    }
  });
  return out;
}

export const scoreHandlers: Handlers = {
  generateStatistics({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(NO_EXAM);
    const books = exam.subjects.map((s) => subjectBook(store, exam, s.subject_id));
    const missing = markingGaps(books).filter((g) => g.unmarked > 0);
    if (missing.length || exam.exam_state !== '3') {
      const detail = missing.map((g) => `${g.subject_name}${g.unmarked}份未阅完`).join('，');
      return fail(`考试还有未阅完的试卷，无法生成报告${detail ? `（${detail}）` : ''}`);
    }
    const by = store.data.accounts.get(session.user_id)?.user_name ?? '';
    scoreExtras(store).reports.set(exam.exam_id, { exam_id: exam.exam_id, generated_time: timestamp(new Date(store.now())), generated_by: by, books });
    store.data.staff.statistics.add(exam.exam_id);
    return ok('考试报告生成成功');
  },
  scoreStatus({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(NO_EXAM);
    const scope = rowScope(store, session);
    const books = exam.subjects.map((s) => {
      const book = subjectBook(store, exam, s.subject_id);
      return { ...book, sheets: book.sheets.filter(scope.allows) };
    });
    const subjects = markingGaps(books);
    return ok({
      exam_id: exam.exam_id,
      complete: exam.exam_state === '3' && subjects.every((s) => s.unmarked === 0),
      generated_time: scoreExtras(store).reports.get(exam.exam_id)?.generated_time ?? null,
      subjects,
    });
  },
  scoreList({ body, store, session }) {
    const found = listed(store, session, body);
    if (typeof found === 'string') return fail(found);
    const p = Math.max(1, body.page);
    const size = Math.max(1, body.pagesize);
    return ok({
      totalrecords: found.rows.length,
      full_score: found.book.full,
      objective_full: found.book.objective_full,
      datalist: found.rows.slice((p - 1) * size, p * size).map((s) => rowView(store, s)),
    });
  },
  async scoreExport({ body, store, session }) {
    const found = listed(store, session, body);
    if (typeof found === 'string') return fail(found);
    const rows = found.rows.map((s) => {
      const row = rowView(store, s);
      return { ...row, state: stateName[s.state] };
    });
    const bytes = await writeWorkbook([
      {
        name: `${found.book.subject_name}成绩`,
        columns: [
          { header: '学校', key: 'school_name' },
          { header: '班级', key: 'class_name' },
          { header: '姓名', key: 'student_name' },
          { header: '学号', key: 'student_number' },
          { header: '考号', key: 'student_id' },
          { header: '状态', key: 'state' },
          { header: '客观题', key: 'objective' },
          { header: '主观题', key: 'subjective' },
          { header: '总分', key: 'total' },
        ],
        rows,
      },
    ]);
    return new FileAnswer(bytes, `${found.book.subject_name}成绩.xlsx`, XLSX_CONTENT_TYPE);
  },
  reportExams({ store, session }) {
    const scope = new Set(store.subtree(scopeRoot(session)).map((u) => u.unit_id));
    const out: S['ReportExam'][] = [];
    for (const report of scoreExtras(store).reports.values()) {
      const exam = store.data.exams.get(report.exam_id);
      if (!exam || !(scope.has(exam.unit_id) || exam.unit_ids.some((id) => scope.has(id)))) continue;
      out.push({ exam_id: exam.exam_id, exam_name: exam.exam_name, exam_type: exam.exam_type, create_time: exam.create_time, generated_time: report.generated_time, subjects: exam.subjects.map((s) => ({ ...s })) });
    }
    return ok(out.sort((a, b) => b.generated_time.localeCompare(a.generated_time) || b.exam_id - a.exam_id));
  },
  reportOverview({ body, store, session }) {
    const found = reportOf(store, body.exam_id);
    if (typeof found === 'string') return fail(found);
    const { exam, report } = found;
    const scope = rowScope(store, session);
    const subjects = report.books.map((book) => {
      const mine = book.sheets.filter(scope.allows);
      const present = mine.filter((s) => s.state !== 'absent').map((s) => s.total);
      return statistics(book.subject_id, book.subject_name, book.full, present, mine.length - present.length);
    });
    const totals: number[] = [];
    let absentAll = 0;
    for (const { first, sheets } of students(report).values()) {
      if (!scope.allows(first)) continue;
      if (sheets.every((s) => !s || s.state === 'absent')) absentAll++;
      else totals.push(round2(sheets.reduce((sum, s) => sum + (s && s.state !== 'absent' ? s.total : 0), 0)));
    }
    const full = round2(report.books.reduce((s, b) => s + b.full, 0));
    return ok({
      exam_id: exam.exam_id,
      exam_name: exam.exam_name,
      generated_time: report.generated_time,
      scope_name: scope.name,
      thresholds: { ...DEFAULT_THRESHOLDS },
      subjects: [statistics(0, '总分', full, totals, absentAll), ...subjects],
    });
  },
  reportStudentMark({ body, store, session }) {
    const found = reportOf(store, body.exam_id);
    if (typeof found === 'string') return fail(found);
    const { exam, report } = found;
    const scope = rowScope(store, session);
    const all = [...students(report).values()].map(({ first, sheets }) => ({
      first,
      scores: sheets.map((s) => (s && s.state !== 'absent' ? s.total : null)),
      total: round2(sheets.reduce((sum, s) => sum + (s && s.state !== 'absent' ? s.total : 0), 0)),
    }));
    const examRanks = ranks(all.map((r) => r.total));
    const within = (key: (r: (typeof all)[number]) => number) => {
      const out = new Array<number>(all.length);
      const groups = new Map<number, number[]>();
      all.forEach((r, i) => {
        const list = groups.get(key(r));
        if (list) list.push(i);
        else groups.set(key(r), [i]);
      });
      for (const ids of groups.values()) {
        const rk = ranks(ids.map((i) => all[i]?.total ?? 0));
        ids.forEach((i, k) => (out[i] = rk[k] ?? 0));
      }
      return out;
    };
    const schoolRanks = within((r) => r.first.unit_id);
    const classRanks = within((r) => r.first.class_id);
    const rows: S['StudentMarkRow'][] = [];
    all.forEach((r, i) => {
      if (!scope.allows(r.first)) return;
      rows.push({
        student_number: r.first.student_number,
        student_name: r.first.student_name,
        school_name: store.unit(r.first.unit_id)?.unit_name ?? '',
        class_name: store.data.classes.get(r.first.class_id)?.class_name ?? '',
        scores: r.scores,
        total: r.total,
        class_rank: classRanks[i] ?? 0,
        school_rank: schoolRanks[i] ?? 0,
        exam_rank: examRanks[i] ?? 0,
      });
    });
    rows.sort((a, b) => a.exam_rank - b.exam_rank || (a.student_number < b.student_number ? -1 : a.student_number > b.student_number ? 1 : 0));
    return ok({ subjects: exam.subjects.map((s) => ({ ...s })), rows });
  },
  reportQuestions({ body, store, session }) {
    const found = reportOf(store, body.exam_id);
    if (typeof found === 'string') return fail(found);
    const book = found.report.books.find((b) => b.subject_id === body.subject_id);
    if (!book) return fail('考试科目不存在');
    const scope = rowScope(store, session);
    const present = book.sheets.filter((s) => s.state !== 'absent' && scope.allows(s));
    const totals = present.map((s) => s.total);
    const objectiveIndex = new Map<number, number>();
    book.items.forEach((item, i) => {
      if (item.objective) objectiveIndex.set(i, objectiveIndex.size);
    });
    const items: S['ItemStatistics'][] = book.items.map((item, i) => {
      const values = present.map((s) => s.scores[i] ?? 0);
      const stats = itemStats(values, totals, item.full);
      const k = objectiveIndex.get(i);
      const options =
        k === undefined
          ? []
          : optionDistribution(present.map((s) => s.answers[k] ?? '')).map((o) => ({ ...o, correct: o.answer !== '' && o.answer === item.key_letters }));
      return {
        subquestion_id: item.subquestion_id,
        question_name: item.question_name,
        name: item.name,
        objective: item.objective,
        full_score: item.full,
        key: item.key_letters ?? null,
        mean: stats.mean,
        score_rate: stats.difficulty,
        discrimination: stats.discrimination,
        full_count: stats.full_count,
        zero_count: stats.zero_count,
        options,
      };
    });
    const groups: S['GroupStatistics'][] = book.groups.map((g) => {
      const values = present.map((s) => round2(g.items.reduce((sum, i) => sum + (s.scores[i] ?? 0), 0)));
      const stats = itemStats(values, totals, g.full);
      return { question_id: g.question_id, question_name: g.question_name, objective: g.objective, full_score: g.full, mean: stats.mean, score_rate: stats.difficulty, discrimination: stats.discrimination };
    });
    return ok({ subject_id: book.subject_id, subject_name: book.subject_name, full_score: book.full, count: present.length, groups, items });
  },
  reportComparison({ body, store, session }) {
    const found = reportOf(store, body.exam_id);
    if (typeof found === 'string') return fail(found);
    const { report } = found;
    const scope = rowScope(store, session);
    const full = round2(report.books.reduce((s, b) => s + b.full, 0));
    const fulls = [full, ...report.books.map((b) => b.full)];
    // Per student of the scope: the total and each subject's score (null when absent).
    const people = [...students(report).values()]
      .filter(({ first }) => scope.allows(first))
      .map(({ first, sheets }) => {
        const scores = sheets.map((s) => (s && s.state !== 'absent' ? s.total : null));
        const present = scores.some((v) => v !== null);
        return { first, values: [present ? round2(scores.reduce<number>((a, v) => a + (v ?? 0), 0)) : null, ...scores] };
      });
    const cells = (list: typeof people): S['ComparisonCell'][] =>
      fulls.map((f, k) => {
        const values = list.map((p) => p.values[k]).filter((v): v is number => v !== null && v !== undefined);
        const d = describe(values, f);
        return { subject_id: k === 0 ? 0 : (report.books[k - 1]?.subject_id ?? 0), count: d.count, mean: d.mean, max: d.max, score_rate: f > 0 ? round2(d.mean / f) : 0, pass_rate: d.pass_rate, excellent_rate: d.excellent_rate };
      });
    const rows: S['ComparisonRow'][] = [];
    const units = [...new Set(people.map((p) => p.first.unit_id))].sort((a, b) => a - b);
    for (const unitId of units) {
      rows.push({ unit_id: unitId, unit_name: store.unit(unitId)?.unit_name ?? '', class_id: null, class_name: null, cells: cells(people.filter((p) => p.first.unit_id === unitId)) });
    }
    const classIds = [...new Set(people.map((p) => p.first.class_id))].sort((a, b) => a - b);
    for (const classId of classIds) {
      const list = people.filter((p) => p.first.class_id === classId);
      const unitId = list[0]?.first.unit_id ?? 0;
      rows.push({ unit_id: unitId, unit_name: store.unit(unitId)?.unit_name ?? '', class_id: classId, class_name: store.data.classes.get(classId)?.class_name ?? '', cells: cells(list) });
    }
    return ok({ subjects: [{ subject_id: 0, subject_name: '总分' }, ...report.books.map((b) => ({ subject_id: b.subject_id, subject_name: b.subject_name }))], rows });
  },
  objectiveCheckList({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam || !exam.subjects.some((s) => s.subject_id === body.subject_id)) return fail(NO_SUBJECT);
    const book = subjectBook(store, exam, body.subject_id);
    const scope = rowScope(store, session);
    const unitId = body.unit_id ?? null;
    const mine = (s: { student_number: string; unit_id: number; class_id: number }) => scope.allows(s) && (unitId === null || s.unit_id === unitId);
    // Saved sheets in scope, but not those blank on every objective question (the absent mark).
    const sheets = book.sheets.filter((s) => s.state !== 'absent' && mine(s) && s.answers.some((a) => a !== ''));
    const objective = book.items.filter((i) => i.objective);
    const doubtful: S['ObjectiveDoubtfulSheet'][] = [];
    const questions = objective.map((item, k) => {
      const name = `${item.question_name} ${item.name}`;
      let count = 0;
      for (const s of sheets) {
        const answer = s.answers[k] ?? '';
        const reason = answer === '' ? 'blank' : !item.key?.multi && answer.length > 1 ? 'multiple' : undefined;
        if (!reason) continue;
        count++;
        doubtful.push({ ...sheetView(store, s), subquestion_id: item.subquestion_id, subquestion_name: name, answer, reason });
      }
      return {
        subquestion_id: item.subquestion_id,
        name,
        multi: item.key?.multi ?? false,
        key: item.key_letters ?? '',
        options: optionDistribution(sheets.map((s) => s.answers[k] ?? '')).map((o) => ({ ...o, correct: o.answer !== '' && o.answer === item.key_letters })),
        doubtful: count,
      };
    });
    const inScope = new Set(book.sheets.filter(mine).map((s) => s.student_id));
    const corrections = scoreExtras(store)
      .corrections.filter((c) => c.exam_id === exam.exam_id && c.subject_id === body.subject_id && inScope.has(c.student_id))
      .map(({ exam_id: _e, subject_id: _s, ...c }) => c)
      .reverse();
    return ok({ questions, sheets: doubtful, corrections });
  },
  objectiveCorrect({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam || !exam.subjects.some((s) => s.subject_id === body.subject_id)) return fail(NO_SUBJECT);
    const scan = store.data.scanning.scans.get(scanKey(exam.exam_id, body.subject_id, body.student_id));
    const front = scan?.pages[1];
    const before = subjectBook(store, exam, body.subject_id);
    const sheet = before.sheets.find((s) => s.student_id === body.student_id);
    if (!scan || scan.submit !== 1 || !front?.answers || !sheet || sheet.state === 'absent' || !rowScope(store, session).allows(sheet)) return fail(NO_SHEET);
    const objective = before.items.filter((i) => i.objective);
    const k = objective.findIndex((i) => i.subquestion_id === body.subquestion_id);
    const item = objective[k];
    if (!item) return fail('该小题不是客观题');
    const after = [...new Set(body.answer.toUpperCase())].sort().join('');
    const was = front.answers[k] ?? '';
    const answers = [...front.answers];
    while (answers.length <= k) answers.push('');
    answers[k] = after;
    front.answers = answers;
    const now = subjectBook(store, exam, body.subject_id).sheets.find((s) => s.student_id === body.student_id);
    const correction = {
      exam_id: exam.exam_id,
      subject_id: body.subject_id,
      student_id: body.student_id,
      student_name: sheet.student_name,
      subquestion_id: item.subquestion_id,
      subquestion_name: `${item.question_name} ${item.name}`,
      before: was,
      after,
      objective_before: sheet.objective,
      objective_after: now?.objective ?? sheet.objective,
      user_name: store.data.accounts.get(session.user_id)?.user_name ?? '',
      time: timestamp(new Date(store.now())),
    };
    scoreExtras(store).corrections.push(correction);
    const { exam_id: _e, subject_id: _s, ...view } = correction;
    return ok(view);
  },
  objectiveSheet({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam || !exam.subjects.some((s) => s.subject_id === body.subject_id)) return fail(NO_SUBJECT);
    const scan = store.data.scanning.scans.get(scanKey(exam.exam_id, body.subject_id, body.student_id));
    const participant = store.data.scanning.participants.find((p) => p.exam_id === exam.exam_id && p.subject_id === body.subject_id && p.student_id === body.student_id);
    const student = participant ? store.data.students.get(participant.student_number) : undefined;
    const front = scan?.pages[1];
    if (!scan || scan.submit !== 1 || !front || !student || !rowScope(store, session).allows(student)) return fail(NO_SHEET);
    return ok(Buffer.from(pageBytes(front.image)).toString('base64'));
  },
  reportStudent({ body, store, session }) {
    const found = reportOf(store, body.exam_id);
    if (typeof found === 'string') return fail(found);
    const { exam, report } = found;
    const account = store.data.accounts.get(session.user_id);
    const own = account?.roles.find((r) => r.user_type === session.user_type && r.unit_id === session.unit_id)?.student_number;
    if (session.user_type === '9' && body.student_number !== undefined && body.student_number !== own) return fail('只能查看本人的成绩报告');
    const number = body.student_number ?? own;
    const everyone = students(report);
    const me = number === undefined ? undefined : everyone.get(number);
    if (!me || !rowScope(store, session).allows(me.first)) return fail('该考试没有该学生的成绩');
    const totalOf = (sheets: (SubjectSheet | undefined)[]) => round2(sheets.reduce((sum, x) => sum + (x && x.state !== 'absent' ? x.total : 0), 0));
    const all = [...everyone.values()].map((e) => ({ first: e.first, total: totalOf(e.sheets) }));
    const rankAmong = (list: typeof all) => {
      const rk = ranks(list.map((e) => e.total));
      return rk[list.findIndex((e) => e.first.student_number === number)] ?? 0;
    };
    const classmates = (sheet: SubjectSheet) => sheet.class_id === me.first.class_id;
    const subjects = report.books.map((book, k): S['StudentReportSubject'] => {
      const sheet = me.sheets[k];
      const present = sheet && sheet.state !== 'absent' ? sheet : undefined;
      const inClass = book.sheets.filter((x) => x.state !== 'absent' && classmates(x));
      const present_all = book.sheets.filter((x) => x.state !== 'absent');
      const rankIn = (list: SubjectSheet[]) => (present ? (ranks(list.map((x) => x.total))[list.indexOf(present)] ?? null) : null);
      const classMean = (i: number) => (inClass.length ? round2(inClass.reduce((sum, x) => sum + (x.scores[i] ?? 0), 0) / inClass.length) : 0);
      return {
        subject_id: book.subject_id,
        subject_name: book.subject_name,
        full_score: book.full,
        score: present ? present.total : null,
        class_mean: inClass.length ? round2(inClass.reduce((sum, x) => sum + x.total, 0) / inClass.length) : 0,
        class_rank: rankIn(inClass),
        exam_rank: rankIn(present_all),
        items: book.items.map((item, i) => ({ name: `${item.question_name} ${item.name}`, full_score: item.full, score: present ? (present.scores[i] ?? 0) : null, class_mean: classMean(i) })),
      };
    });
    return ok({
      exam_id: exam.exam_id,
      exam_name: exam.exam_name,
      student_number: me.first.student_number,
      student_name: me.first.student_name,
      school_name: store.unit(me.first.unit_id)?.unit_name ?? '',
      class_name: store.data.classes.get(me.first.class_id)?.class_name ?? '',
      total: totalOf(me.sheets),
      full_score: round2(report.books.reduce((sum, b) => sum + b.full, 0)),
      class_rank: rankAmong(all.filter((e) => e.first.class_id === me.first.class_id)),
      school_rank: rankAmong(all.filter((e) => e.first.unit_id === me.first.unit_id)),
      exam_rank: rankAmong(all),
      subjects,
    });
  },
  scoreCheckList({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam || !exam.subjects.some((s) => s.subject_id === body.subject_id)) return fail(NO_SUBJECT);
    const book = subjectBook(store, exam, body.subject_id);
    const scope = rowScope(store, session);
    const rows: S['ScoreCheckRow'][] = [];
    for (const sheet of book.sheets) {
      if (sheet.state === 'absent' || !scope.allows(sheet)) continue;
      const base = { ...sheetView(store, sheet), total: sheet.total };
      if (marksReadAbsent(sheet.answers) && sheet.subjective > 0) rows.push({ ...base, problem: 'absent_marked', detail: '答题卡标记缺考，但有主观题得分', fix: '/main/exam/absentstudentmge' });
      if (sheet.state === 'unmarked') rows.push({ ...base, problem: 'unmarked', detail: '主观题尚未阅完', fix: '/main/statistics/markingProgress' });
      else if (sheet.total > book.full + 1e-9) rows.push({ ...base, problem: 'over_full', detail: `总分超过满分${book.full}`, fix: '/main/exam/subquestionanswer' });
      else if (sheet.total === 0) rows.push({ ...base, problem: 'zero', detail: '总分为0', fix: '/main/score/objectiveCheck' });
    }
    return ok(rows);
  },
  twiceDealList({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam || !exam.subjects.some((s) => s.subject_id === body.subject_id)) return fail(NO_SUBJECT);
    const report = scoreExtras(store).reports.get(exam.exam_id);
    const before = new Map((report?.books.find((b) => b.subject_id === body.subject_id)?.sheets ?? []).map((s) => [s.student_id, s]));
    const scope = rowScope(store, session);
    const rows: S['TwiceDealRow'][] = [];
    if (report) {
      for (const now of subjectBook(store, exam, body.subject_id).sheets) {
        const was = before.get(now.student_id);
        if (!was || now.state === 'absent' || !scope.allows(now)) continue;
        const objective = Math.abs(was.objective - now.objective) > 1e-9;
        const subjective = Math.abs(was.subjective - now.subjective) > 1e-9 || was.state !== now.state;
        if (!objective && !subjective) continue;
        rows.push({
          student_id: now.student_id,
          student_name: now.student_name,
          class_name: store.data.classes.get(now.class_id)?.class_name ?? '',
          reason: objective && subjective ? 'both' : objective ? 'objective' : 'subjective',
          objective_before: was.objective,
          objective_after: now.objective,
          total_before: was.total,
          total_after: now.total,
        });
      }
    }
    return ok({ generated_time: report?.generated_time ?? null, rows });
  },
};

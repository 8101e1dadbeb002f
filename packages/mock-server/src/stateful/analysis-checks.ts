// The 12 checks of the data analysis (spec 3 §2.6, §4.6, §7.5): what each finds in the store's own records of an
// exam — participants, scanned sheets, the absence confirmations, the subjects' question groups and answers, and the
// marking teachers' rounds — as the problem rows the contract defines (AnalysisCheckIndex, x-analysis-checks: the
// titles and columns here are the contract's, and a test holds them together). Rows are worked out when the check
// runs, so what was scanned, saved, configured or marked a moment ago shows in the next run. A run sees the
// participants of the schools in its scope only (a school account its own school's, a bureau its units'); the
// subject-wide checks (configuration, marking) and the unmatched sheets, which belong to no school, are everyone's.
import type { components } from '@exam/sdk';
import { configKey, type QuestionGroupRecord, type SubQuestionRecord } from './exam-config-store.ts';
import type { AnalysisRow } from './lib/analysis.ts';
import { marksReadAbsent, scanKey, type ParticipantRecord, type ScanRecord } from './scanning-store.ts';
import { turnsOffered } from './staff-store.ts';
import type { ExamRecord, Store } from './store.ts';

type S = components['schemas'];

/** Whether a school's participants are in the run's scope (every school when absent). */
export type SchoolScope = (unitId: number) => boolean;

export interface AnalysisCheck {
  index: number;
  title: string;
  columns: readonly (keyof S['AnalysisProblemRow'])[];
  find: (store: Store, exam: ExamRecord, scope?: SchoolScope) => AnalysisRow[];
}

/** What every check looks at: each subject of the exam with its participants, sheets and configuration. */
interface SubjectFacts {
  subject_name: string;
  participants: ParticipantRecord[];
  scan: (p: ParticipantRecord) => ScanRecord | undefined;
  groups: QuestionGroupRecord[];
}

function subjects(store: Store, exam: ExamRecord, scope: SchoolScope = () => true): (SubjectFacts & { subject_id: number })[] {
  const inScope = (p: ParticipantRecord) => {
    const unitId = store.data.students.get(p.student_number)?.unit_id;
    return unitId !== undefined && scope(unitId);
  };
  return exam.subjects.map((s) => ({
    subject_id: s.subject_id,
    subject_name: s.subject_name,
    participants: store.data.scanning.participants
      .filter((p) => p.exam_id === exam.exam_id && p.subject_id === s.subject_id && inScope(p))
      .sort((a, b) => a.student_id.localeCompare(b.student_id)),
    scan: (p) => store.data.scanning.scans.get(scanKey(p.exam_id, p.subject_id, p.student_id)),
    groups: [...(store.data.examConfig.subjects.get(configKey(exam.exam_id, s.subject_id))?.questions ?? [])].sort((a, b) => a.question_id - b.question_id),
  }));
}

function student(store: Store, p: ParticipantRecord) {
  const s = store.data.students.get(p.student_number);
  return { student_name: s?.student_name ?? '', unit_name: (s && store.unit(s.unit_id)?.unit_name) ?? '' };
}

const confirmedAbsent = (store: Store, p: ParticipantRecord) => {
  const c = store.data.absence.confirmations.get(scanKey(p.exam_id, p.subject_id, p.student_id));
  return !!c && c.absent && c.student_number === p.student_number;
};

const readAbsent = (scan: ScanRecord | undefined) => {
  const answers = scan?.pages[1]?.answers;
  return !!answers && marksReadAbsent(answers);
};

/** Every participant of every subject that `test` picks, as rows of subject, exam number, name and school (+ more). */
function participantRows(
  store: Store,
  exam: ExamRecord,
  scope: SchoolScope | undefined,
  test: (p: ParticipantRecord, facts: SubjectFacts) => boolean,
  more: (p: ParticipantRecord, facts: SubjectFacts) => AnalysisRow = () => ({}),
): AnalysisRow[] {
  return subjects(store, exam, scope).flatMap((facts) =>
    facts.participants
      .filter((p) => test(p, facts))
      .map((p) => {
        const { student_name, unit_name } = student(store, p);
        return { subject_name: facts.subject_name, student_id: p.student_id, student_name, unit_name, ...more(p, facts) };
      }),
  );
}

/** Every sub-question of the exam's groups that `find` reports on. */
function subQuestionRows(
  store: Store,
  exam: ExamRecord,
  find: (group: QuestionGroupRecord, sub: SubQuestionRecord) => AnalysisRow | undefined,
): AnalysisRow[] {
  return subjects(store, exam).flatMap((facts) =>
    facts.groups.flatMap((group) =>
      group.subs.flatMap((sub) => {
        const found = find(group, sub);
        return found ? [{ subject_name: facts.subject_name, question_name: group.question_name, subquestion_name: sub.subquestion_name, ...found }] : [];
      }),
    ),
  );
}

/** The top score a sub-question's configuration can give: its best objective answer, or its scoring items' tops. */
function configuredTop(group: QuestionGroupRecord, sub: SubQuestionRecord): number {
  if (group.question_type === 1) {
    const scores = sub.answers.filter((a) => a.answer !== '').map((a) => a.score);
    return sub.answerType === 2 ? scores.reduce((sum, v) => sum + v, 0) : Math.max(0, ...scores);
  }
  return (sub.content.items ?? []).reduce((sum, item) => sum + (item.max ?? 0), 0);
}

const savedSheets = (facts: SubjectFacts) => facts.participants.filter((p) => facts.scan(p)?.submit === 1 && !readAbsent(facts.scan(p))).length;

const subjective = (g: QuestionGroupRecord) => g.question_type === 2;

export const ANALYSIS_CHECKS: readonly AnalysisCheck[] = [
  {
    index: 1,
    title: '考生未扫描',
    columns: ['subject_name', 'student_id', 'student_name', 'unit_name', 'room_name', 'seat_num'],
    find: (store, exam, scope) =>
      participantRows(
        store,
        exam,
        scope,
        (p, facts) => !facts.scan(p) && !confirmedAbsent(store, p),
        (p) => ({ room_name: p.room_id == null ? null : (store.data.scanning.rooms.get(p.room_id)?.name ?? null), seat_num: p.seat_num }),
      ),
  },
  {
    index: 2,
    title: '考号未匹配',
    columns: ['subject_name', 'student_id', 'pages'],
    find: (store, exam) =>
      [...store.data.scanning.temps.values()]
        .filter((t) => t.exam_id === exam.exam_id)
        .sort((a, b) => a.subject_id - b.subject_id || a.student_id.localeCompare(b.student_id))
        .map((t) => ({
          subject_name: exam.subjects.find((s) => s.subject_id === t.subject_id)?.subject_name ?? '',
          student_id: t.student_id,
          pages: (t.pages[1] ? 1 : 0) + (t.pages[2] ? 1 : 0) || 1,
        })),
  },
  {
    index: 3,
    title: '扫描未保存',
    columns: ['subject_name', 'student_id', 'student_name', 'unit_name'],
    find: (store, exam, scope) => participantRows(store, exam, scope, (p, facts) => facts.scan(p)?.submit === 0),
  },
  {
    index: 4,
    title: '识别异常',
    columns: ['subject_name', 'student_id', 'student_name', 'page', 'remark'],
    find: (store, exam, scope) =>
      subjects(store, exam, scope).flatMap((facts) =>
        facts.participants.flatMap((p) => {
          const scan = facts.scan(p);
          return ([1, 2] as const).flatMap((page) => {
            const err = scan?.pages[page]?.err;
            return err ? [{ subject_name: facts.subject_name, student_id: p.student_id, student_name: student(store, p).student_name, page, remark: err }] : [];
          });
        }),
      ),
  },
  {
    index: 5,
    title: '缺考卷未确认',
    columns: ['subject_name', 'student_id', 'student_name', 'unit_name'],
    find: (store, exam, scope) =>
      participantRows(store, exam, scope, (p, facts) => readAbsent(facts.scan(p)) && !store.data.absence.confirmations.has(scanKey(p.exam_id, p.subject_id, p.student_id))),
  },
  {
    index: 6,
    title: '客观题未识别选项',
    columns: ['subject_name', 'student_id', 'student_name', 'subquestion_name'],
    find: (store, exam, scope) =>
      subjects(store, exam, scope).flatMap((facts) => {
        const objective = facts.groups.filter((g) => g.question_type === 1).flatMap((g) => g.subs.map((s) => s.subquestion_name));
        return facts.participants.flatMap((p) => {
          const scan = facts.scan(p);
          const answers = scan?.submit === 1 ? scan.pages[1]?.answers : undefined;
          if (!answers || marksReadAbsent(answers)) return [];
          const blank = answers.flatMap((a, i) => (a === '' ? [objective[i] ?? String(i + 1)] : []));
          if (blank.length === 0) return [];
          const { student_name } = student(store, p);
          return [{ subject_name: facts.subject_name, student_id: p.student_id, student_name, subquestion_name: blank.join(',') }];
        });
      }),
  },
  {
    index: 7,
    title: '客观题未设置答案',
    columns: ['subject_name', 'question_name', 'subquestion_name'],
    find: (store, exam) => subQuestionRows(store, exam, (g, s) => (g.question_type === 1 && !s.answers.some((a) => a.answer !== '') ? {} : undefined)),
  },
  {
    index: 8,
    title: '分值超过满分',
    columns: ['subject_name', 'question_name', 'subquestion_name', 'score', 'full_score'],
    find: (store, exam) =>
      subQuestionRows(store, exam, (g, s) => {
        const top = configuredTop(g, s);
        const full = s.content.full_score ?? 0;
        return top > full ? { score: top, full_score: full } : undefined;
      }),
  },
  {
    index: 9,
    title: '题组未设置评卷模式',
    columns: ['subject_name', 'question_name'],
    find: (store, exam) =>
      subjects(store, exam).flatMap((facts) =>
        facts.groups.filter((g) => subjective(g) && g.content.mark_mode == null).map((g) => ({ subject_name: facts.subject_name, question_name: g.question_name })),
      ),
  },
  {
    index: 10,
    title: '题组未分配阅卷教师',
    columns: ['subject_name', 'question_name', 'turn'],
    find: (store, exam) =>
      subjects(store, exam).flatMap((facts) =>
        facts.groups.filter(subjective).flatMap((g) =>
          turnsOffered(g.content.mark_mode ?? null)
            .filter((turn) => turn <= 3)
            .filter((turn) => !store.data.staff.turns.some((t) => t.exam_id === exam.exam_id && t.question_id === g.question_id && t.turn === turn))
            .map((turn) => ({ subject_name: facts.subject_name, question_name: g.question_name, turn })),
        ),
      ),
  },
  {
    index: 11,
    title: '阅卷任务未完成',
    columns: ['subject_name', 'question_name', 'turn', 'user_name', 'marked', 'to_mark'],
    find: (store, exam) =>
      subjects(store, exam).flatMap((facts) => {
        const toMark = savedSheets(facts);
        return facts.groups.filter(subjective).flatMap((g) => {
          const turns = store.data.staff.turns.filter((t) => t.exam_id === exam.exam_id && t.question_id === g.question_id && t.turn <= 3);
          // A round is one task shared by its teachers: it is unfinished while they have marked fewer papers together.
          return [...new Set(turns.map((t) => t.turn))].sort().flatMap((turn) => {
            const mine = turns.filter((t) => t.turn === turn).sort((a, b) => a.user_id - b.user_id);
            const marked = mine.reduce((sum, t) => sum + t.marked, 0);
            if (marked >= toMark) return [];
            const user_name = mine.map((t) => store.data.accounts.get(t.user_id)?.user_name ?? '').join('、');
            return [{ subject_name: facts.subject_name, question_name: g.question_name, turn, user_name, marked, to_mark: toMark }];
          });
        });
      }),
  },
  {
    index: 12,
    title: '考生未安排考场',
    columns: ['subject_name', 'student_id', 'student_name', 'unit_name'],
    find: (store, exam, scope) => participantRows(store, exam, scope, (p) => p.room_id == null || p.seat_num == null),
  },
];

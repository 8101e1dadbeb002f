// The scores of an exam (issue 33), computed from the real records every time: per participant of a subject the
// recognised objective answers of their saved sheet (scanning-store.ts) against the keys of 客观题答案
// (exam-config-store.ts), and the final mark of every subjective group (marking-store.ts, `paperState`). Nothing is
// stored here but the generated reports (what 生成报告 computed, by exam) and the corrections of recognised answers
// (objectiveCheck): both kept beside the store's data (a reset starts without them).
import type { QuestionGroupRecord, SubjectConfigRecord } from './exam-config-store.ts';
import { configKey, groupFullScore } from './exam-config-store.ts';
import { objectiveScore, round2 } from './lib/score-engine.ts';
import type { ObjectiveKey } from './lib/score-engine.ts';
import type { GroupMarking } from './marking-store.ts';
import { paperIdOf, paperState } from './marking-store.ts';
import type { ScanRecord } from './scanning-store.ts';
import { scanKey } from './scanning-store.ts';
import type { ExamRecord, Store, StoreData } from './store.ts';

/** One scored item of a subject: an objective sub-question or a subjective sub-question. */
export interface ScoreItem {
  subquestion_id: number;
  /** The question group's name and the sub-question's. */
  question_name: string;
  name: string;
  objective: boolean;
  full: number;
  key?: ObjectiveKey;
  /** The key as letters ('AC'), objective items only. */
  key_letters?: string;
}

export type SheetState = 'absent' | 'unmarked' | 'marked';

export interface SubjectSheet {
  student_number: string;
  student_name: string;
  /** The exam number. */
  student_id: string;
  unit_id: number;
  class_id: number;
  state: SheetState;
  /** The recognised objective answers (letters, '' blank), in item order; empty when absent. */
  answers: string[];
  /** Per item: the score (objective) or the marked score (subjective; null while unmarked). */
  scores: (number | null)[];
  objective: number;
  subjective: number;
  total: number;
}

export interface SubjectBook {
  exam_id: number;
  subject_id: number;
  subject_name: string;
  full: number;
  objective_full: number;
  items: ScoreItem[];
  groups: { question_id: number; question_name: string; objective: boolean; full: number; items: number[] }[];
  sheets: SubjectSheet[];
}

/** A correction of a recognised objective answer (objectiveCheck): who, when, from what to what. */
export interface AnswerCorrection {
  exam_id: number;
  subject_id: number;
  student_id: string;
  subquestion_id: number;
  student_name: string;
  subquestion_name: string;
  before: string;
  after: string;
  objective_before: number;
  objective_after: number;
  user_name: string;
  time: string;
}

export interface GeneratedReport {
  exam_id: number;
  generated_time: string;
  generated_by: string;
  books: SubjectBook[];
}

interface Extra {
  reports: Map<number, GeneratedReport>;
  corrections: AnswerCorrection[];
}
const extras = new WeakMap<StoreData, Extra>();

/** What the score domain keeps beside the store's data. */
export function scoreExtras(store: Store): Extra {
  let extra = extras.get(store.data);
  if (!extra) extras.set(store.data, (extra = { reports: new Map(), corrections: [] }));
  return extra;
}

function objectiveKeyOf(sub: QuestionGroupRecord["subs"][number]): ObjectiveKey {
  return { multi: sub.content.is_multi ?? false, answerType: sub.answerType, rows: sub.answers };
}

const letters = (indexes: string) =>
  indexes
    .split(',')
    .filter((s) => s !== '')
    .map((i) => String.fromCharCode(65 + Number(i)))
    .join('');

/** The scored items and groups of a subject's configuration, objective sub-questions first in the groups' order. */
export function itemsOf(config: SubjectConfigRecord | undefined): Pick<SubjectBook, 'items' | 'groups' | 'full' | 'objective_full'> {
  const items: ScoreItem[] = [];
  const groups: SubjectBook['groups'] = [];
  for (const group of config?.questions ?? []) {
    const objective = group.question_type === 1;
    const indexes: number[] = [];
    for (const sub of group.subs) {
      indexes.push(items.length);
      const key = objective ? objectiveKeyOf(sub) : undefined;
      const full = objective ? Math.max(0, ...sub.answers.map((a) => a.score), key?.answerType === 2 ? sub.answers.reduce((s, a) => s + a.score, 0) : 0) : (sub.content.full_score ?? 0);
      items.push({
        subquestion_id: sub.subquestion_id,
        question_name: group.question_name,
        name: sub.subquestion_name,
        objective,
        full: round2(full),
        ...(key ? { key, key_letters: sub.answerType === 2 ? sub.answers.map((a) => letters(a.answer)).join('') : letters(sub.answers[0]?.answer ?? '') } : {}),
      });
    }
    groups.push({ question_id: group.question_id, question_name: group.question_name, objective, full: objective ? round2(indexes.reduce((s, i) => s + (items[i]?.full ?? 0), 0)) : groupFullScore(group), items: indexes });
  }
  const full = round2(groups.reduce((s, g) => s + g.full, 0));
  const objective_full = round2(groups.filter((g) => g.objective).reduce((s, g) => s + g.full, 0));
  return { items, groups, full, objective_full };
}

/**
 * A subjective group's sub-question scores of a paper: those of the score edit that gave the result (抽查改分, 直接改分),
 * the deciding round's, or the average of the rounds averaged.
 */
function subScores(group: QuestionGroupRecord, marking: GroupMarking | undefined, final: number): Map<number, number> {
  const out = new Map<number, number>();
  const entries = marking?.entries ?? [];
  const edit = marking?.rescores?.at(-1);
  const deciding = edit && Math.abs(edit.to - final) < 1e-9 ? edit : [...entries].reverse().find((e) => Math.abs(e.total - final) < 1e-9);
  const used = deciding ? [deciding] : entries.filter((e) => e.turn === 1 || e.turn === 2 || e.turn === 3);
  for (const sub of group.subs) {
    const values = used.map((e) => e.scores.find((s) => s.subquestion_id === sub.subquestion_id)?.score ?? 0);
    out.set(sub.subquestion_id, values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : 0);
  }
  // A group of one sub-question: its score is the group's final (the rounds may carry no per-sub scores).
  const only = group.subs[0];
  if (group.subs.length === 1 && only) out.set(only.subquestion_id, final);
  return out;
}

/** The scores of every participant of an exam subject, from the records as they are now. */
export function subjectBook(store: Store, exam: ExamRecord, subjectId: number): SubjectBook {
  const config = store.data.examConfig.subjects.get(configKey(exam.exam_id, subjectId));
  const { items, groups, full, objective_full } = itemsOf(config);
  const objectiveItems = items.map((it, i) => (it.objective ? i : -1)).filter((i) => i >= 0);
  const subjective = (config?.questions ?? []).filter((g) => g.question_type === 2);
  const markingGroups = subjective.map((g) => store.data.marking.groups.get(g.question_id));
  const index = new Map(items.map((it, i) => [it.subquestion_id, i]));
  const scans = store.data.scanning.scans;
  const sheets: SubjectSheet[] = [];
  for (const p of store.data.scanning.participants) {
    if (p.exam_id !== exam.exam_id || p.subject_id !== subjectId) continue;
    const student = store.data.students.get(p.student_number);
    const scan: ScanRecord | undefined = scans.get(scanKey(exam.exam_id, subjectId, p.student_id));
    const base = { student_number: p.student_number, student_name: student?.student_name ?? '', student_id: p.student_id, unit_id: student?.unit_id ?? 0, class_id: student?.class_id ?? 0 };
    if (!scan || scan.submit !== 1) {
      sheets.push({ ...base, state: 'absent', answers: [], scores: items.map(() => null), objective: 0, subjective: 0, total: 0 });
      continue;
    }
    const read = scan.pages[1]?.answers ?? [];
    const scores: (number | null)[] = items.map(() => null);
    const answers: string[] = [];
    let objective = 0;
    objectiveItems.forEach((itemIndex, k) => {
      const item = items[itemIndex];
      const answer = read[k] ?? '';
      answers.push(answer);
      const score = item?.key ? objectiveScore(answer, item.key) : 0;
      scores[itemIndex] = score;
      objective += score;
    });
    let subjectiveTotal = 0;
    let complete = true;
    const paperId = subjective.length ? paperIdOf(scan) : '';
    subjective.forEach((group, g) => {
      const marking = markingGroups[g]?.get(paperId);
      const { final } = paperState(group, marking);
      if (final === null) {
        complete = false;
        return;
      }
      subjectiveTotal += final;
      for (const [id, score] of subScores(group, marking, final)) {
        const i = index.get(id);
        if (i !== undefined) scores[i] = score;
      }
    });
    sheets.push({
      ...base,
      state: complete ? 'marked' : 'unmarked',
      answers,
      scores,
      objective: round2(objective),
      subjective: round2(subjectiveTotal),
      total: round2(objective + subjectiveTotal),
    });
  }
  // Exam numbers are digits of one length: plain comparison (localeCompare costs seconds on 20,000 × 6 sheets).
  sheets.sort((a, b) => (a.student_id < b.student_id ? -1 : a.student_id > b.student_id ? 1 : 0));
  const subject = exam.subjects.find((s) => s.subject_id === subjectId);
  return { exam_id: exam.exam_id, subject_id: subjectId, subject_name: subject?.subject_name ?? '', full, objective_full, items, groups, sheets };
}

/** What keeps an exam's report from being generated: per subject the sheets not yet marked. */
export function markingGaps(books: readonly SubjectBook[]): { subject_id: number; subject_name: string; participants: number; scanned: number; unmarked: number }[] {
  return books.map((b) => ({
    subject_id: b.subject_id,
    subject_name: b.subject_name,
    participants: b.sheets.length,
    scanned: b.sheets.filter((s) => s.state !== 'absent').length,
    unmarked: b.sheets.filter((s) => s.state === 'unmarked').length,
  }));
}

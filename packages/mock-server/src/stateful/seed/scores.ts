// The example world's fully marked exam (issue 33): exam 3003 2026年春季高二期末考试 (已结束, every sheet saved) gets
// answers and marks that make its reports true. Built through the real records: each saved sheet's recognised
// objective answers (and the drawn sheet's marks, so its image shows them) and, for every subjective group, the
// rounds its mark mode needs (marking-store.ts entries, equal totals so no decision round opens). A student's
// results follow an ability drawn per student around their class's level, so classes differ (高二(1)班 strongest,
// 高二(3)班 weakest) and the scores spread as real ones do. Its report is generated (as 刘洋 did on 2026-07-03), so
// 成绩分析 shows it on a fresh start; 生成报告 computes it again from the records.
import type { components } from '@exam/sdk';
import { configKey } from '../exam-config-store.ts';
import type { Rng } from '../lib/random.ts';
import type { MarkEntry } from '../marking-store.ts';
import { groupMarking, paperIdOf, papersOf } from '../marking-store.ts';
import type { MarkingTurn } from '../staff-store.ts';
import { scoreExtras, subjectBook } from '../score-book.ts';
import { Store, type StoreData } from '../store.ts';

type S = components['schemas'];

export const MARKED_EXAM_ID = 3003;
/** When 刘洋 generated the exam's report (生成报告), so 成绩分析 shows it on a fresh start. */
export const REPORT_TIME = '2026-07-03 09:00:00';
/** The marking teacher the seeded rounds are recorded for (王芳 of 临江市第一中学). */
const MARKER = 3105;
/** Class levels (fraction of the full score a student of the class reaches on average), by class index 1–4. */
const CLASS_LEVEL = [0.74, 0.66, 0.55, 0.62];
const LETTERS = 'ABCD';

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));
const emptyDrawing = (): S['MarkDrawing'] => ({ markCount: 0, check: [], cross: [], customText: [], key_score: [], score: [], score_input: [] });

/** A normal draw (Box–Muller) from the stream. */
function normal(rng: Rng): number {
  const u = Math.max(1e-9, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

const toLetters = (indexes: string) =>
  indexes
    .split(',')
    .filter((s) => s !== '')
    .map((i) => LETTERS[Number(i)] ?? '')
    .join('');

export function seedScores(data: StoreData, rng: Rng): void {
  const exam = data.exams.get(MARKED_EXAM_ID);
  if (!exam) return;
  const store = new Store(data);
  const classIndex = (classId: number) => (classId % 10) - 1;
  const ability = new Map<string, number>();
  for (const s of data.students.values()) {
    if (!exam.unit_ids.includes(s.unit_id) || !exam.grade_ids.includes(s.grade_id)) continue;
    ability.set(s.student_number, clamp01((CLASS_LEVEL[classIndex(s.class_id)] ?? 0.62) + 0.14 * normal(rng)));
  }
  const numbers = new Map(data.scanning.participants.filter((p) => p.exam_id === exam.exam_id).map((p) => [`${p.subject_id}|${p.student_id}`, p.student_number]));
  for (const subject of exam.subjects) {
    const config = data.examConfig.subjects.get(configKey(exam.exam_id, subject.subject_id));
    if (!config) continue;
    const objectiveSubs = config.questions.filter((g) => g.question_type === 1).flatMap((g) => g.subs);
    const subjective = config.questions.filter((g) => g.question_type === 2);
    const srng = rng.fork(`subject:${subject.subject_id}`);
    for (const scan of papersOf(store, exam.exam_id, subject.subject_id)) {
      const level = clamp01((ability.get(numbers.get(`${subject.subject_id}|${scan.student_id}`) ?? '') ?? 0.6) + 0.05 * normal(srng));
      // Objective answers: right with the student's level, else a wrong option, a partial choice or blank.
      const marks = objectiveSubs.map((sub) => {
        const key = sub.answerType === 2 ? sub.answers.map((a) => toLetters(a.answer)).join('') : toLetters(sub.answers[0]?.answer ?? '');
        if (srng.chance(clamp01(level * 1.05))) return key;
        if (srng.chance(0.04)) return '';
        if (key.length > 1 && srng.chance(0.6)) return key.slice(0, 1);
        const wrong = [...LETTERS].filter((l) => !key.includes(l));
        return srng.pick(wrong.length ? wrong : [...LETTERS]);
      });
      const front = scan.pages[1];
      if (front) {
        front.answers = marks;
        const sheet = front.image.sheet;
        if (sheet) front.image.sheet = { ...sheet, spec: { ...sheet.spec, marks } };
        const back = scan.pages[2]?.image.sheet;
        if (back && scan.pages[2]) scan.pages[2].image.sheet = { ...back, spec: { ...back.spec, marks } };
      }
      // Subjective groups: each sub-question marked at the student's level with some spread, on its valid scores.
      const paperId = paperIdOf(scan);
      for (const group of subjective) {
        const valid = (group.content.valid_scores ?? '')
          .split(',')
          .map(Number)
          .filter((n) => Number.isFinite(n));
        const scores = group.subs.map((sub) => {
          const full = sub.content.full_score ?? 0;
          const wanted = full * clamp01(level + 0.12 * normal(srng));
          const choices = group.subs.length > 1 ? [0, full] : valid.length ? valid.filter((v) => v <= full) : [];
          const score = choices.length ? choices.reduce((best, v) => (Math.abs(v - wanted) < Math.abs(best - wanted) ? v : best), choices[0] ?? 0) : Math.round(wanted);
          return { subquestion_id: sub.subquestion_id, score };
        });
        const total = scores.reduce((s, x) => s + x.score, 0);
        const mode = group.content.mark_mode ?? 1;
        const turns: MarkingTurn[] = mode === 1 ? [1] : mode === 4 ? [1, 2, 3] : [1, 2];
        const marking = groupMarking(data.marking, group.question_id, paperId);
        const at = Date.parse('2026-07-02T02:00:00Z');
        marking.entries = turns.map(
          (turn, k): MarkEntry => ({
            user_id: MARKER,
            turn,
            scores: scores.map((s) => ({ ...s })),
            total,
            marks: emptyDrawing(),
            input_source: 3,
            submit_time: `2026-07-02 1${k}:00:00`,
            at: at + k * 3_600_000,
            changes: 0,
          }),
        );
      }
    }
  }
  // The report as 生成报告 makes it (domains/scores.ts generateStatistics), from the records just written.
  scoreExtras(store).reports.set(exam.exam_id, {
    exam_id: exam.exam_id,
    generated_time: REPORT_TIME,
    generated_by: '刘洋',
    books: exam.subjects.map((s) => subjectBook(store, exam, s.subject_id)),
  });
}

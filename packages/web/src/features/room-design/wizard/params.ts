// Step 0 of the arrangement wizard, pure (spec 3 §2.5, §4.5, §5): the parameters, the rules that let the wizard go
// on (every failing message, in the spec's order, joined into one warning), which subjects can be chosen given their
// exam times, and the request's arrangement_params.
import type { Schemas } from '@exam/sdk';
import { WIZARD_TEXTS } from '../texts';

export type Mode = Schemas['RoomDesignMode'];
export type Order = Schemas['RoomDesignOrder'];
type ExamTime = Schemas['RoomDesignExamTime'];

export interface Params {
  mode: Mode | null;
  subjects: readonly number[];
  order: Order | null;
  /** The earlier exams whose scores order the students (ordering by score), per grade-unit pair (its key). */
  scoreExams: Readonly<Record<string, readonly number[]>>;
  /** How the seats are used (the contract's x-inferred arrangement_layout); all off by default. */
  layout: Layout;
}

export type Layout = Readonly<Required<NonNullable<Schemas['RoomDesignParams']['arrangement_layout']>>>;
export const LAYOUT_KEYS = ['mix_classes', 'serpentine', 'every_other_seat'] as const;
export const NO_LAYOUT: Layout = { mix_classes: false, serpentine: false, every_other_seat: false };

export const EMPTY_PARAMS: Params = { mode: null, subjects: [], order: null, scoreExams: {}, layout: NO_LAYOUT };

/** Whether some pair has exams chosen as its score basis. */
export const hasScoreBasis = (p: Params, keys?: readonly string[]) => Object.entries(p.scoreExams).some(([k, ids]) => ids.length > 0 && (!keys || keys.includes(k)));

export interface SubjectOption {
  subject_id: number;
  subject_name: string;
}

/** Every rule of step 0 that fails, as the spec words it (§5); empty when the wizard may go on. */
export function paramProblems(p: Params): string[] {
  const t = WIZARD_TEXTS.rules;
  const problems: string[] = [];
  if (!p.mode) problems.push(t.mode);
  if (!p.subjects.length) problems.push(t.subjects);
  if (!p.order) problems.push(t.order);
  if (p.order === 'score' && !hasScoreBasis(p)) problems.push(t.scoreExams);
  return problems;
}

/** A time 'YYYY-MM-DD HH:mm[:ss]' as comparable text (seconds added). */
const norm = (t: string) => (t.length === 16 ? `${t}:00` : t);

interface Span {
  start: string;
  end: string;
}

function spanOf(times: readonly ExamTime[], name: string): Span | undefined {
  const t = times.find((x) => x.subject_name === name);
  return t?.isReady && t.exam_start_time && t.exam_end_time ? { start: norm(t.exam_start_time), end: norm(t.exam_end_time) } : undefined;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * Why each subject cannot be chosen (§4.5), or null when it can: its exam time is not set, or it overlaps a subject
 * already chosen. A chosen subject can always be unticked.
 */
export function subjectBlocks(subjects: readonly SubjectOption[], times: readonly ExamTime[], chosen: readonly number[]): Map<number, string | null> {
  const t = WIZARD_TEXTS.subjectBlocked;
  const result = new Map<number, string | null>();
  for (const s of subjects) {
    const span = spanOf(times, s.subject_name);
    if (chosen.includes(s.subject_id)) result.set(s.subject_id, null);
    else if (!span) result.set(s.subject_id, t.noTime);
    else {
      const clash = subjects.find((o) => chosen.includes(o.subject_id) && o.subject_id !== s.subject_id && overlaps(span, spanOf(times, o.subject_name) ?? { start: '', end: '' }));
      result.set(s.subject_id, clash ? t.overlaps(clash.subject_name) : null);
    }
  }
  return result;
}

/** The time of a subject as the step shows it ('11-05 14:30–16:30'), or null when not set. */
export function timeText(times: readonly ExamTime[], name: string): string | null {
  const span = spanOf(times, name);
  if (!span) return null;
  const day = span.start.slice(5, 10);
  const endDay = span.end.slice(5, 10);
  return `${day} ${span.start.slice(11, 16)}–${endDay === day ? '' : `${endDay} `}${span.end.slice(11, 16)}`;
}

/**
 * The request's arrangement_params; the score exams are given for each arranged pair that has some (keyed by pair,
 * as the contract's arrangement_score_exam; a pair whose students sat none of them is ordered by student number, as
 * step 0 says).
 */
export function arrangementParams(p: Params, pairKeys: readonly string[], seed?: string): Schemas['RoomDesignParams'] {
  if (!p.mode || !p.order) throw new Error('parameters are incomplete');
  const params: Schemas['RoomDesignParams'] = { arrangement_mode: p.mode, arrangement_subjects: [...p.subjects], arrangement_order: p.order };
  if (LAYOUT_KEYS.some((k) => p.layout[k])) params.arrangement_layout = { ...p.layout };
  // The random order's seed: the review's seat map previews the same draw arrange then makes.
  if (p.order === 'random' && seed) params.arrangement_seed = seed;
  if (p.order === 'score') params.arrangement_score_exam = Object.fromEntries(pairKeys.flatMap((k) => (p.scoreExams[k]?.length ? [[k, [...(p.scoreExams[k] ?? [])]]] : [])));
  return params;
}

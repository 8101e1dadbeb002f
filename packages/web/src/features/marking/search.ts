// The marking canvas's search params: the task (exam, subject, question group, round), all required.
import type { TaskRef } from './queries';

const ROUNDS: readonly TaskRef['turn'][] = [1, 2, 3, 8, 9];

function parse(search: Record<string, unknown>): Partial<TaskRef> {
  const int = (v: unknown) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
    return Number.isInteger(n) && n > 0 ? n : undefined;
  };
  const turn = int(search.turn);
  const out: Partial<TaskRef> = {};
  const exam = int(search.exam_id);
  const subject = int(search.subject_id);
  const question = int(search.question_id);
  if (exam) out.exam_id = exam;
  if (subject) out.subject_id = subject;
  if (question) out.question_id = question;
  if (turn !== undefined && (ROUNDS as readonly number[]).includes(turn)) out.turn = turn as TaskRef['turn'];
  return out;
}

/** The route's validateSearch (a schema object, so links to the route type their search). */
export const markingSearch = { parse };

export const completeTask = (s: Partial<TaskRef>): TaskRef | undefined =>
  s.exam_id && s.subject_id && s.question_id && s.turn ? { exam_id: s.exam_id, subject_id: s.subject_id, question_id: s.question_id, turn: s.turn } : undefined;

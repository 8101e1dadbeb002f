// The marking canvas's search params: the task (exam, subject, question group, round), all required. The parse is
// kept tiny (it is in the entry bundle with the route tree); completeTask (in the page's chunk) checks the round.
import type { TaskRef } from './queries';

const KEYS = ['exam_id', 'subject_id', 'question_id', 'turn'] as const;

/** The route's validateSearch (a schema object, so links to the route type their search). */
export const markingSearch = {
  parse: (search: Record<string, unknown>): Partial<TaskRef> => {
    const out: Record<string, number> = {};
    for (const key of KEYS) {
      const n = Number(search[key]);
      if (Number.isInteger(n) && n > 0) out[key] = n;
    }
    return out as Partial<TaskRef>;
  },
};

const ROUNDS: readonly number[] = [1, 2, 3, 8, 9];

export const completeTask = (s: Partial<TaskRef>): TaskRef | undefined =>
  s.exam_id && s.subject_id && s.question_id && s.turn && ROUNDS.includes(s.turn) ? { exam_id: s.exam_id, subject_id: s.subject_id, question_id: s.question_id, turn: s.turn } : undefined;

// The analysis pages' search params: the exam (validated while the app starts, so nothing heavy here).
import { idFilter } from '../../lib/pagedList';

export const examSearch = (raw: Record<string, unknown>): { exam_id?: number } => {
  const examId = idFilter(raw.exam_id);
  return examId === undefined ? {} : { exam_id: examId };
};

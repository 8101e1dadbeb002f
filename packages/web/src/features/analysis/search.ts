// The analysis pages' search params: the exam and, on a per-subject report, the subject (validated while the app
// starts, so nothing heavy here).
import { idFilter } from '../../lib/pagedList';

export const examSearch = (raw: Record<string, unknown>): { exam_id?: number } => {
  const examId = idFilter(raw.exam_id);
  return examId === undefined ? {} : { exam_id: examId };
};

export const subjectSearch = (raw: Record<string, unknown>): { exam_id?: number; subject_id?: number } => {
  const subjectId = idFilter(raw.subject_id);
  return { ...examSearch(raw), ...(subjectId === undefined ? {} : { subject_id: subjectId }) };
};

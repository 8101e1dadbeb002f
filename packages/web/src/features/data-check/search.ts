// The data check's search params: the exam it checks. Each tab keeps its own exam in its address, so a choice made in
// another tab never changes this one (issue 29). Imports nothing heavy: the route validates it while the app starts.
import { idFilter } from '../../lib/pagedList';

export const dataCheckSearch = (raw: Record<string, unknown>): { exam_id?: number } => {
  const examId = idFilter(raw.exam_id);
  return examId === undefined ? {} : { exam_id: examId };
};

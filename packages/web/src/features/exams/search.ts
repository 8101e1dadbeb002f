// The screen's search params, apart from its queries: the route validates them while the app starts, so this file
// imports nothing heavy.
import { codeFilter, dayFilter, pagedSearchSchema, textFilter } from '../../lib/pagedList';

/** The screen's search params: page, page size, exam name, state and the creation date range. */
export const examListSearch = pagedSearchSchema({
  examname: textFilter,
  examstate: codeFilter(['1', '2', '3'] as const),
  stime: dayFilter,
  etime: dayFilter,
});
export type ExamListSearch = ReturnType<typeof examListSearch.parse>;

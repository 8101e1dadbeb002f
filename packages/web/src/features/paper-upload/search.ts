// The screen's search params, apart from its queries: the route validates them while the app starts, so this file
// imports nothing heavy.
import { digitsFilter, idFilter, pagedSearchSchema } from '../../lib/pagedList';

/** The screen's search params: page, the chosen paper and the student id (exam number) query, digits only. */
export const uploadSearch = pagedSearchSchema({
  paperid: idFilter,
  studentid: digitsFilter,
});

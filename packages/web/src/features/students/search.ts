// The screen's search params, apart from its queries: the route validates them while the app starts, so this file
// imports nothing heavy.
import { idFilter, pagedSearchSchema, textFilter } from '../../lib/pagedList';

/** The screen's search params: page, the chosen unit and the filters. */
export const studentListSearch = pagedSearchSchema({
  unitid: idFilter,
  stuname: textFilter,
  stunum: textFilter,
  grade_id: idFilter,
  class_id: idFilter,
});

// The screen's search params, apart from its queries: the route validates them while the app starts, so this file
// imports nothing heavy.
import { idFilter, pagedSearchSchema, textFilter } from '../../lib/pagedList';

/** The screen's search params: page, page size, the unit chosen in the tree, name and account. */
export const teacherListSearch = pagedSearchSchema({ unitid: idFilter, username: textFilter, useraccount: textFilter });

// The screen's search params, apart from its queries: the route validates them while the app starts, so this file
// imports nothing heavy.
import { pagedSearchSchema, textFilter } from '../../lib/pagedList';

/** The screen's search params: page and the teacher name filter. */
export const scanStaffSearch = pagedSearchSchema({ username: textFilter });

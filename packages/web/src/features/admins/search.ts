// The screen's search params, apart from its queries: the route validates them while the app starts, so this file
// imports nothing heavy.
import { idFilter, pagedSearchSchema, textFilter } from '../../lib/pagedList';

/** The screen's search params: page, the unit chosen in the tree and the account-or-name search. */
export const adminListSearch = pagedSearchSchema({ unitid: idFilter, username: textFilter });

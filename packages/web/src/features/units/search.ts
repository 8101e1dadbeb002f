// The screen's search params, apart from its queries: the route validates them while the app starts, so this file
// imports nothing heavy.
import { codeFilter, pagedSearchSchema, textFilter } from '../../lib/pagedList';

/** The unit table's search params: page, page size, unit name and unit type. */
export const unitListSearch = pagedSearchSchema({ unit_name: textFilter, unit_type: codeFilter(['3', '4']) });

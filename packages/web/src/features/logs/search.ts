// The log screens' search params (user name, request url, day range, page), apart from their queries: the route
// validates them while the app starts, so this file imports nothing heavy.
import { dayFilter, pagedSearchSchema, textFilter } from '../../lib/pagedList';

export const logSearch = pagedSearchSchema({ username: textFilter, request_url: textFilter, stime: dayFilter, etime: dayFilter });

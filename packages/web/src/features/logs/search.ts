// The log screens' search params (user name, request url, start and end time to the minute, page), apart from their
// queries: the route validates them while the app starts, so this file imports nothing heavy.
import { minuteFilter, pagedSearchSchema, textFilter } from '../../lib/pagedList';

export const logSearch = pagedSearchSchema({ username: textFilter, request_url: textFilter, stime: minuteFilter, etime: minuteFilter });

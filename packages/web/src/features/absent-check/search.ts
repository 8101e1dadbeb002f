// The absence list's search params, apart from its queries: the route validates them while the app starts, so this
// file imports nothing heavy. Page, page size, school, room, 类别 (absent = both), confirmation state (absent = all)
// and the name/number keyword.
import { codeFilter, idFilter, pagedSearchSchema, textFilter } from '../../lib/pagedList';

/** The keyword field's and the contract's limit. */
export const KEYWORD_MAX = 30;

export const absentSearch = pagedSearchSchema({
  unit_id: idFilter,
  room_id: idFilter,
  kind: codeFilter(['marked', 'notScanned']),
  state: codeFilter(['unconfirmed', 'absent', 'present']),
  // At most 30 characters (the contract's limit), like the field.
  keyword: (raw) => textFilter(raw)?.slice(0, KEYWORD_MAX),
});
export type AbsentSearch = ReturnType<typeof absentSearch.parse>;

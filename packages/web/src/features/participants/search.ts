// The participant list's search params, apart from its rules and queries: the route validates them while the app
// starts, so this file imports nothing heavy.
import { digitsFilter, idFilter, numberCodeFilter, pagedSearchSchema, textFilter } from '../../lib/pagedList';

/** The list's search params: page, page size, name, student or exam number, subject (absent = all), status. */
export const participantSearch = pagedSearchSchema({
  stuname: textFilter,
  // Student and exam numbers are digits only (the contract's pattern); anything else is dropped.
  stunum: digitsFilter,
  subject_id: idFilter,
  // The status filter (participantRules STATUS_FILTERS): 1, 2 or 3; absent = all.
  status: numberCodeFilter([1, 2, 3]),
});
export type ParticipantSearch = ReturnType<typeof participantSearch.parse>;

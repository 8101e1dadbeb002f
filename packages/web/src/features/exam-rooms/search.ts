// The room list's search params, apart from its rules and queries: the route validates them while the app starts, so
// this file imports nothing heavy.
import { idFilter, pagedSearchSchema } from '../../lib/pagedList';

/** The room list's search params: page and the chosen school (types 1, 2 and 6 only; others are fixed to their own). */
export const examRoomSearch = pagedSearchSchema({ unit_id: idFilter });
export type ExamRoomSearch = ReturnType<typeof examRoomSearch.parse>;

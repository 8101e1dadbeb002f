// The arrangement route's search params: the wizard step (0 parameters … 3 results). Only step 3 can be opened
// directly (the export-data-table action, spec 3 §4.5); steps 1 and 2 need the choices of the steps before them.
import { numberCodeFilter } from '../../lib/pagedList';

const step = numberCodeFilter([3]);

export const roomDesignSearch = (raw: Record<string, unknown>): { step?: 3 } => {
  const s = step(raw.step);
  return s === undefined ? {} : { step: s };
};

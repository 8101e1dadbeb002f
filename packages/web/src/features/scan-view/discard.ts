// What throwing sheets away means (issue 26: nothing is thrown away unasked): which exam numbers the server holds an
// unsaved upload under for a row (so that a discard removes it with deleteTempPic and a rescan of the same sheet
// works), and what 清空列表 would drop, counted for its confirmation. Plain functions, tested without React.
import type { ScanRow } from './scanController';

/**
 * The exam number under which the server holds this row's unsaved upload: a sheet it took (a page dealt with, a room
 * mismatch included) or a misread number it keeps as a temporary sheet. Never for an 'already uploaded' error: that
 * number's upload is another sheet's.
 */
export function serverHeldNumber(row: ScanRow): string | undefined {
  const o = row.outcome;
  if (row.state !== 'done' || !o?.studentId || o.coverError) return undefined;
  if (o.labels.page1?.ok || o.labels.page2?.ok) return o.studentId;
  // A misread number (no student has it): the server keeps the sheet under it (fixRules' tempNumber).
  return o.error && !o.room ? o.studentId : undefined;
}

/** The distinct numbers the server holds unsaved uploads under for these rows. */
export function serverHeldNumbers(rows: readonly ScanRow[]): string[] {
  return [...new Set(rows.map(serverHeldNumber).filter((n): n is string => Boolean(n)))];
}

/** The rows 清空列表 takes out: every finished sheet (uploading, failed and incomplete ones stay). */
export const clearedRows = (rows: readonly ScanRow[]): ScanRow[] => rows.filter((r) => r.state === 'done');

/** What 清空列表 would throw away: recognised sheets not saved yet and sheets with an error (unrecognised). */
export function clearCounts(rows: readonly ScanRow[]): { unsaved: number; unrecognised: number } {
  const leaving = clearedRows(rows);
  const unrecognised = leaving.filter((r) => r.outcome?.isError || r.duplicate).length;
  return { unsaved: leaving.length - unrecognised, unrecognised };
}

// What throwing sheets away means (issue 26: nothing is thrown away unasked): which exam numbers the server holds an
// unsaved upload under for a row (so that a discard removes it with deleteTempPic and a rescan of the same sheet
// works), and what 清空列表 and 全部丢弃并清空 would drop, counted for their confirmations. Plain functions, tested
// without React.
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

/** What rows leaving throw away: recognised sheets not saved yet and sheets with an error (unrecognised). */
function dropCounts(leaving: readonly ScanRow[]): { unsaved: number; unrecognised: number } {
  const unrecognised = leaving.filter((r) => r.state !== 'done' || r.outcome?.isError || r.duplicate).length;
  return { unsaved: leaving.length - unrecognised, unrecognised };
}

/** What 清空列表 would throw away. */
export const clearCounts = (rows: readonly ScanRow[]) => dropCounts(clearedRows(rows));

/** What 全部丢弃并清空 would throw away: every sheet of the list but those still uploading. */
export const discardAndClearCounts = (rows: readonly ScanRow[]) => dropCounts(rows.filter((r) => r.state !== 'uploading'));

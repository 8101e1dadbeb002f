// What 保存 saves (spec 3 §4.4, §5 "Saving"), as a plain function: in room scan every sheet of the room must be fine
// and every seat scanned (strict mode: seats in scan order 1, 2, 3 …); in school and global scan the recognised
// sheets are saved and the others stay for fixing. The screen calls the server and then removes what was saved.
import { saveProblem, type ScanType } from './intake';
import { rowIsError, type RoomData, type ScanRow } from './scanController';

export type SavePlan = { problem: string } | { studentIds: string[]; rowIds: string[] };

export function planSave(rows: readonly ScanRow[], context: { scanType: ScanType; strict: boolean; room?: RoomData; automatic?: boolean }): SavePlan {
  const fine = (r: ScanRow) => r.state === 'done' && !rowIsError(r) && Boolean(r.outcome?.studentId);
  const chosen = context.scanType === '1' ? rows : rows.filter(fine);
  const scanned = new Set(rows.map((r) => r.outcome?.studentId).filter(Boolean));
  const unscannedInRoom = context.room ? context.room.students.filter((s) => !scanned.has(s.student_id)).length : 0;
  const problem = saveProblem(
    chosen.map((r) => ({ studentId: r.outcome?.studentId ?? null, isError: r.state !== 'done' || rowIsError(r), seat: r.outcome?.room?.seat_num ?? null })),
    { scanType: context.scanType, strict: context.strict, unscannedInRoom, ...(context.automatic ? { automatic: true } : {}) },
  );
  if (problem) return { problem };
  return { studentIds: chosen.map((r) => r.outcome?.studentId ?? ''), rowIds: chosen.map((r) => r.id) };
}

/**
 * The save calls of a plan: the sheets uploaded under 实时处理 are submitted (submitPaper), the ones uploaded under
 * 保存时处理 processed and submitted (fixAndDealPaper). Each sheet is saved the way it was uploaded, so switching the
 * toggle between scan and save changes the next scan, not the sheets already in the list (issue 26); a sheet with no
 * recorded mode (restored from an older session) follows the toggle now.
 */
export function saveGroups(rows: readonly ScanRow[], plan: { studentIds: string[]; rowIds: string[] }, realTimeAlignNow: boolean): { realTimeAlign: boolean; studentIds: string[] }[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const groups = new Map<boolean, string[]>();
  plan.rowIds.forEach((id, i) => {
    const mode = byId.get(id)?.realTimeAlign ?? realTimeAlignNow;
    const studentId = plan.studentIds[i];
    if (studentId === undefined) return;
    groups.set(mode, [...(groups.get(mode) ?? []), studentId]);
  });
  return [...groups].map(([realTimeAlign, studentIds]) => ({ realTimeAlign, studentIds }));
}

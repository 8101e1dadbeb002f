// The rules of fixing sheets as plain functions (spec 3 §4.3, §4.4, §5 "Scanner and fix"): which rows need fixing,
// whether a typed exam number may be given to a sheet in each scan type, whether the server holds a sheet under a
// misread number, and the room scan's problems (room mismatch, unscanned seats, duplicates).
import type { Schemas } from '@exam/sdk';
import { manualNumberProblem, type ScanType } from '../intake';
import type { ScanRow } from '../scanController';
import { SCAN_TEXTS } from '../scanTexts';

/**
 * A row of the unrecognised list: no exam number, an error or a failed page (outcome.isError), a failed upload or an
 * incomplete sheet (its back is missing). The user types a number, rotates, swaps or discards it.
 */
export function needsFixing(row: ScanRow): boolean {
  return row.state === 'failed' || row.state === 'incomplete' || (row.state === 'done' && Boolean(row.outcome?.isError));
}

/** The exam number a row's sheet is uploaded under now (the server took its pages), else undefined. */
export function uploadedNumber(row: ScanRow): string | undefined {
  const o = row.outcome;
  if (row.state !== 'done' || !o?.studentId) return undefined;
  return o.labels.page1?.ok || o.labels.page2?.ok ? o.studentId : undefined;
}

/**
 * The misread number under which the server holds the sheet as a temporary sheet (an exam number no student has): the
 * answer has a number and an error, took no page, names no room and is not an 'already uploaded' error.
 */
export function tempNumber(row: ScanRow): string | undefined {
  const o = row.outcome;
  if (row.state !== 'done' || !o?.studentId || !o.error || o.coverError || o.room) return undefined;
  return o.labels.page1?.ok || o.labels.page2?.ok ? undefined : o.studentId;
}

export interface NumberRuleContext {
  scanType: ScanType;
  /** scan_prop.student_id_length (the input's maximum length). */
  maxLength: number;
  /** Every row of this scan (the sheet being fixed included). */
  rows: readonly ScanRow[];
  /** The row being fixed. */
  rowId: string;
  /** Room scan: the room's seats and students. */
  roomStudents?: readonly Schemas['ExamRoomStudent'][];
  /** Override (is_cover) is on: types '2' and '3' then allow a number already in the batch. */
  isCover: boolean;
}

/** The numbers the other sheets of this scan carry (recognised, or typed and uploading). */
function otherNumbers(rows: readonly ScanRow[], rowId: string): Set<string> {
  const out = new Set<string>();
  for (const r of rows) {
    if (r.id === rowId) continue;
    const n = r.outcome?.studentId ?? r.manualStudentId;
    if (n) out.add(n);
  }
  return out;
}

/**
 * Why a typed exam number cannot be given to the sheet, or undefined (spec 3 §5): required ('请输入考号'), digits only,
 * at most student_id_length digits; in room scan unique in this scan and a student of the room; in school and global
 * scan not already in the batch unless override is on. (The exact match in the student search is checked after.)
 */
export function fixNumberProblem(value: string, c: NumberRuleContext): string | undefined {
  const v = value.trim();
  const basic = manualNumberProblem(v, c.maxLength, true);
  if (basic) return basic;
  const taken = otherNumbers(c.rows, c.rowId).has(v);
  if (c.scanType === '1') {
    if (taken) return SCAN_TEXTS.numberInThisScan;
    if (c.roomStudents && !c.roomStudents.some((s) => s.student_id === v)) return SCAN_TEXTS.numberNotInRoom;
    return undefined;
  }
  if (taken && !c.isCover) return SCAN_TEXTS.numberInBatch;
  return undefined;
}

/** The student of the search result whose exam number is exactly the typed one ('exam number not found' otherwise). */
export function exactMatch<T extends { student_id: string }>(value: string, rows: readonly T[]): T | undefined {
  const v = value.trim();
  return rows.find((r) => r.student_id === v);
}

/** One line of the room scan error table (考场扫描错误). */
export interface RoomProblem {
  seat: number | null;
  studentId: string;
  problem: 'notScanned' | 'mismatch' | 'duplicate' | 'error';
  text: string;
  rowId?: string;
}

/**
 * The room scan's problems at scan end (spec 3 §4.2, §8.2): seats of the room with no sheet this time, sheets of
 * another room (room mismatch), exam numbers scanned twice, and other errors of sheets of the room.
 */
export function roomProblems(rows: readonly ScanRow[], roomStudents: readonly Schemas['ExamRoomStudent'][], currentRoomId?: number): RoomProblem[] {
  const out: RoomProblem[] = [];
  const scanned = new Set(rows.map((r) => r.outcome?.studentId).filter((n): n is string => Boolean(n)));
  for (const seat of roomStudents) {
    if (!scanned.has(seat.student_id)) out.push({ seat: seat.seat_num, studentId: seat.student_id, problem: 'notScanned', text: SCAN_TEXTS.notScannedThisTime });
  }
  for (const r of rows) {
    const o = r.outcome;
    if (!o?.studentId) continue;
    const seat = roomStudents.find((s) => s.student_id === o.studentId)?.seat_num ?? o.room?.seat_num ?? null;
    if (currentRoomId !== undefined && o.room && o.room.room_id !== currentRoomId) {
      out.push({ seat, studentId: o.studentId, problem: 'mismatch', text: o.error ?? '', rowId: r.id });
    } else if (r.duplicate) {
      out.push({ seat, studentId: o.studentId, problem: 'duplicate', text: SCAN_TEXTS.duplicateInScan(o.studentId), rowId: r.id });
    }
  }
  return out.sort((a, b) => (a.seat ?? Number.MAX_SAFE_INTEGER) - (b.seat ?? Number.MAX_SAFE_INTEGER));
}

/**
 * What a scan's end opens (spec 3 §4.2): only in room scan (type '1'); the room scan error table when the room has
 * problems, else the unrecognised-number dialog when sheets need fixing, else nothing.
 */
export function scanEndDialog(
  rows: readonly ScanRow[],
  context: { scanType: ScanType; roomStudents?: readonly Schemas['ExamRoomStudent'][] | undefined; currentRoom?: { room_id: number } | undefined },
): { kind: 'room'; problems: RoomProblem[] } | { kind: 'fix' } | undefined {
  if (context.scanType !== '1') return undefined;
  const problems = roomProblems(rows, context.roomStudents ?? [], context.currentRoom?.room_id);
  if (problems.length > 0) return { kind: 'room', problems };
  return rows.some(needsFixing) ? { kind: 'fix' } : undefined;
}

/** A page's answers as the table shows them ('1:B 2:- 3:A?') back as sub-question rows, for the answer-detail viewer. */
export function answerRows(text: string): { subnum: number; answers: string; doubtful: boolean }[] {
  return text
    .split(' ')
    .map((part) => part.split(':'))
    .filter(([n]) => n !== undefined && /^\d+$/.test(n))
    .map(([n, a = '']) => {
      const doubtful = a.endsWith('?');
      const answers = doubtful ? a.slice(0, -1) : a;
      return { subnum: Number(n), answers: answers === '-' ? '' : answers, doubtful };
    });
}

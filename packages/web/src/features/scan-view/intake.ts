// The scanner view's intake, as plain functions without React or the driver (spec 3 §4.2, §4.3, §5 "Scanner and
// fix"): images from the driver pair up into sheets (front and back when double-sided), their file names and
// timestamps are checked, putpic's answer becomes an outcome with its labels, duplicates are found at scan end, and
// the save rules of each scan type. The view reads top to bottom: driver events → pairing → upload queue
// (uploadQueue.ts) → outcome → the table.
import { parseImageFileName } from '@exam/scanner-protocol';
import type { Schemas } from '@exam/sdk';
import { SCAN_TEXTS, UNKNOWN_STATUS, UPLOAD_LABELS } from './scanTexts';

export type PutPicResult = Schemas['PutPicResult'];
/** Scan types: '1' room, '2' school, '3' global (spec 3 §9). */
export type ScanType = '1' | '2' | '3';

export interface ScanImage {
  /** The driver's local path of the saved image (its name carries the timestamp). */
  path: string;
  /** yyyyMMddHHmmssSSS from the file name. */
  timestamp: string;
  /** The sheet's identity as the driver read it (its printed serial; both sides carry it), when the driver gives it. */
  sheet?: string;
  /** Which side of the sheet the image shows, when the driver says. */
  side?: 'front' | 'back';
}

/** Why a sheet of which only this image came is incomplete: a back alone misses its front, any other image its back. */
export const missingSideText = (image: ScanImage): string => (image.side === 'back' ? SCAN_TEXTS.missingFront : SCAN_TEXTS.missingBack);

export type PairingEvent =
  /** A complete sheet: its images in scan order (one when single-sided). */
  | { kind: 'sheet'; images: ScanImage[] }
  /**
   * The front of a double-sided sheet; its back comes next. `orphan`: the image that waited before belongs to another
   * sheet (its other side never came), so it becomes an incomplete sheet instead of pairing with this one.
   */
  | { kind: 'waiting'; image: ScanImage; orphan?: ScanImage }
  /**
   * A file name the view cannot read: scanning stops (spec 3 §5). `feedFrom`: the sheet (1-based, in this scan) to put
   * back into the scanner, the first one not received complete.
   */
  | { kind: 'badName'; path: string; feedFrom: number }
  /** A timestamp earlier than the previous image's: the list is cleared and the sheets rescanned (spec 3 §5). */
  | { kind: 'orderAbnormal'; path: string }
  /**
   * An image the driver sent after a bad name or a backwards timestamp stopped the scan: the stack from the bad image
   * on is rescanned, so it is not paired (pairing past a lost side would put pages of two sheets together).
   */
  | { kind: 'halted'; path: string };

export interface PairingOptions {
  doubleSided: boolean;
  /** The configured file name prefix and extension (local scanner config). */
  prefix: string;
  extension: string;
}

/**
 * Pairs the images of one scan into sheets, checking each file name and that timestamps never decrease. When the
 * driver names each image's sheet, an image pairs only with its own other side: a missing image never shifts the
 * pairs after it (the side left alone becomes an incomplete sheet). Without it, images pair in arrival order. A bad
 * name or a backwards timestamp halts the pairing until the next scan: the images still in flight are not paired.
 */
export function createPairing(options: PairingOptions) {
  let waiting: ScanImage | undefined;
  let last = '';
  let halted = false;
  /** Sheets received complete in this scan. */
  let complete = 0;
  const sheetOf = (images: ScanImage[]): PairingEvent => {
    complete += 1;
    return { kind: 'sheet', images };
  };
  return {
    add(path: string, sheet?: string, side?: ScanImage['side']): PairingEvent {
      if (halted) return { kind: 'halted', path };
      const parsed = parseImageFileName(path, options.prefix, options.extension);
      if (!parsed || parsed.timestamp < last) {
        halted = true;
        return parsed ? { kind: 'orderAbnormal', path } : { kind: 'badName', path, feedFrom: complete + 1 };
      }
      last = parsed.timestamp;
      const image: ScanImage = { path, timestamp: parsed.timestamp, ...(sheet ? { sheet } : {}), ...(side ? { side } : {}) };
      if (!options.doubleSided) return sheetOf([image]);
      if (waiting && sheet && waiting.sheet && waiting.sheet !== sheet) {
        const orphan = waiting;
        waiting = image;
        return { kind: 'waiting', image, orphan };
      }
      if (!waiting) {
        waiting = image;
        return { kind: 'waiting', image };
      }
      const images = [waiting, image];
      waiting = undefined;
      return sheetOf(images);
    },
    /** The front still waiting for its back (at scan end it becomes an incomplete sheet the user must see). */
    takeWaiting(): ScanImage | undefined {
      const image = waiting;
      waiting = undefined;
      return image;
    },
    /** The state a reloaded view takes over: this front still waits for its back (scanned at or after its time). */
    resume(image: ScanImage): void {
      waiting = image;
      last = image.timestamp;
      halted = false;
    },
    /** The view cannot place what comes next in the stack (it is fed again): later images are not paired until the next scan. */
    halt(): void {
      halted = true;
    },
    /** The front waiting for its back, left in place. */
    peekWaiting: (): ScanImage | undefined => waiting,
    /** A new scan: nothing waits and any timestamp is accepted. */
    reset(): void {
      waiting = undefined;
      last = '';
      halted = false;
      complete = 0;
    },
  };
}

/** The label of one page's upload result from its prior status (spec 3 §4.3); undefined when the sheet has no such page. */
export function uploadLabel(prior: number | null | undefined, dealt: boolean | null | undefined): { text: string; ok: boolean } | undefined {
  if (dealt == null) return undefined;
  const kind = prior == null || prior === 0 ? 'new' : prior === 1 || prior === 2 ? 'overwrite' : prior === 3 ? 'reupload' : undefined;
  if (!kind) return { text: UNKNOWN_STATUS, ok: false };
  return { text: UPLOAD_LABELS[kind][dealt ? 'ok' : 'failed'], ok: dealt };
}

export interface SheetOutcome {
  studentId: string | null;
  absent: boolean;
  /** What went wrong with the sheet, for the table (cut at 20 characters) and the detail dialog. */
  error: string | null;
  /** A page was already uploaded (the server's text names it): only an overwrite (is_cover) fixes it. */
  coverError: boolean;
  /** No exam number, an error or a failed page: the sheet goes to the unrecognised list (spec 3 §4.3). */
  isError: boolean;
  labels: { page1?: { text: string; ok: boolean }; page2?: { text: string; ok: boolean } };
  answers: { page1: string; page2: string };
  room: { room_id: number; room_name: string; seat_num: number } | null;
}

/** A page's answers as the table shows them: '1:B 2:D 3:A? …' ('-' blank, '?' doubtful; the absence row is left out). */
function answerText(page: PutPicResult['page1Res']): string {
  return (page?.result ?? [])
    .filter((r) => r.subnum !== -1)
    .map((r) => `${r.subnum}:${r.answers || '-'}${r.doubtful ? '?' : ''}`)
    .join(' ');
}

/**
 * What putpic's answer means for the sheet. In room scan (type '1') a student of another room is a room mismatch
 * ('Exam number X belongs to room Y but the current room is Z').
 */
export function sheetOutcome(result: PutPicResult, context: { scanType: ScanType; currentRoom?: { room_id: number; name: string } }): SheetOutcome {
  const studentId = result.student_id ? result.student_id : null;
  const pageError = [result.page1Res, result.page2Res].find((p) => p && !p.success)?.error ?? null;
  let error = result.error ?? pageError ?? (result.page1Res && !result.page1Res.success ? SCAN_TEXTS.uploadFailed : null);
  if (!studentId && !error) error = SCAN_TEXTS.notRecognised;
  const room = result.roomInfo ?? null;
  if (!error && context.scanType === '1' && context.currentRoom && room && room.room_id !== context.currentRoom.room_id) {
    error = SCAN_TEXTS.roomMismatch(studentId ?? '', room.room_name, context.currentRoom.name);
  }
  const coverError = typeof result.error === 'string' && /已上传|already uploaded/.test(result.error);
  const page1 = uploadLabel(result.preStatus?.page1, result.dealInfo?.page1);
  const page2 = uploadLabel(result.preStatus?.page2, result.dealInfo?.page2);
  return {
    studentId,
    absent: result.page1Res?.result?.[0]?.subnum === -1,
    error,
    coverError,
    isError: !studentId || error !== null || [result.page1Res, result.page2Res].some((p) => p && !p.success),
    labels: { ...(page1 ? { page1 } : {}), ...(page2 ? { page2 } : {}) },
    answers: { page1: answerText(result.page1Res), page2: answerText(result.page2Res) },
    room,
  };
}

/** Error text in the table: at most 20 characters, then an ellipsis (spec 3 §2.3). */
export function shortError(text: string, max = 20): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/** The exam numbers that occur more than once in a scan (flagged at scan end), in first-seen order. */
export function duplicateNumbers(studentIds: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of studentIds) {
    if (!id) continue;
    if (seen.has(id)) twice.add(id);
    seen.add(id);
  }
  return [...twice];
}

export interface SaveSheet {
  studentId: string | null;
  isError: boolean;
  seat?: number | null;
}

/**
 * Why the sheets cannot be saved, or undefined (spec 3 §5 "Saving"). Nothing to save; in room scan errors and
 * unscanned students of the room block it; in strict mode the seats must increase strictly from 1 (a front/back pair is
 * one sheet here), naming the first seat out of order.
 */
export function saveProblem(
  sheets: readonly SaveSheet[],
  context: { scanType: ScanType; strict: boolean; unscannedInRoom?: number; automatic?: boolean },
): string | undefined {
  const problem = ((): string | undefined => {
    if (sheets.length === 0) return SCAN_TEXTS.nothingToSave;
    if (context.scanType !== '1') return undefined;
    if (sheets.some((s) => s.isError)) return SCAN_TEXTS.errorsBlockSave;
    if ((context.unscannedInRoom ?? 0) > 0) return SCAN_TEXTS.unscannedBlockSave;
    if (context.strict) {
      let expected = 1;
      for (const sheet of sheets) {
        if (sheet.seat !== expected) return SCAN_TEXTS.seatsMustIncrease(sheet.seat ?? 0);
        expected += 1;
      }
    }
    return undefined;
  })();
  return problem && context.automatic ? SCAN_TEXTS.autoSaveFailed(problem) : problem;
}

/** A manually typed exam number (spec 3 §5): required, digits only, at most the subject's student_id_length. */
export function manualNumberProblem(value: string, maxLength: number, inFixDialog = false): string | undefined {
  const v = value.trim();
  if (!v) return inFixDialog ? SCAN_TEXTS.enterNumber : SCAN_TEXTS.enterNewNumber;
  if (!/^\d+$/.test(v)) return SCAN_TEXTS.numberDigitsOnly;
  if (v.length > maxLength) return SCAN_TEXTS.numberNotFound(v);
  return undefined;
}

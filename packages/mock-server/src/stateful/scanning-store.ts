// Records of participants, exam rooms and scanned papers (one truth for exam-student/*, examupload/*, scannerApi/*
// and examroom/*): who sits which subject with which exam number (student_id) in which room and seat, and which
// pages of whose sheet were uploaded, processed and saved. Page images are JPEG bytes, or the simulator sheet they
// were rendered from (seeded scans are rendered on first use).
import { decodeJpegToGrey, defaultSheetTemplate, encodeGreyJpeg, renderSheet, rotate180 } from '@exam/scanner-protocol/simulator';
import { configKey, type ExamConfigData } from './exam-config-store.ts';
import type { Area as SheetArea, SheetSpec, SheetTemplate } from '@exam/scanner-protocol/simulator';
import type { components } from '@exam/sdk';
import type { Store } from './store.ts';

type S = components['schemas'];

/** One subject of one student in an exam. */
export interface ParticipantRecord {
  exam_id: number;
  subject_id: number;
  student_number: string;
  /** The exam number (the contract's student_id in an exam). */
  student_id: string;
  room_id: number | null;
  seat_num: number | null;
  seat_edit_time: string | null;
  seat_edit_user: string | null;
}

/** A room of one exam subject at one school. */
export interface RoomRecord {
  room_id: number;
  exam_id: number;
  subject_id: number;
  unit_id: number;
  name: string;
  remark: string | null;
  last_edit_time: string | null;
  last_edit_user_name: string | null;
  /** Set on the rooms of an exam area (examroomdesign/*, examroomdesign-store.ts): the school's physical rooms. */
  area_id?: number;
  nick_name?: string | null;
  room_number?: number;
  capacity?: number;
}

/** 0 not uploaded, 1 uploaded not processed, 2 processed, 3 processing abnormal (spec 3 §4.3). */
export type PageStatus = 0 | 1 | 2 | 3;

export interface PageImage {
  bytes?: Uint8Array;
  /** The bytes are upside down (a sheet fed turned, putpic's degRote 180): served turned upright, on first use. */
  turned?: boolean;
  /** Rendered on first use (seeded scans), from the subject's template. */
  sheet?: { spec: SheetSpec; side: 'front' | 'back'; template: SheetTemplate };
}

export interface PageScan {
  status: PageStatus;
  err: string | null;
  image: PageImage;
  /** Recognised objective marks of a front page, in question order ('' blank); null for a back page. */
  answers: string[] | null;
}

export interface ScanRecord {
  exam_id: number;
  subject_id: number;
  student_id: string;
  /** 1 once saved (submitPaper / fixAndDealPaper with submit / manual upload). */
  submit: 0 | 1;
  pages: { 1?: PageScan; 2?: PageScan };
}

/** A sheet held but not saved, under an exam number that is no participant's (a misread number). */
export interface TempSheet {
  exam_id: number;
  subject_id: number;
  student_id: string;
  pages: { 1?: PageImage; 2?: PageImage };
}

export interface ScanningData {
  participants: ParticipantRecord[];
  rooms: Map<number, RoomRecord>;
  /** By scanKey(exam, subject, exam number). */
  scans: Map<string, ScanRecord>;
  temps: Map<string, TempSheet>;
  /**
   * putpic's answers by scanKey(exam, subject, upload_key) (the contract's x-inferred idempotency key): a request
   * with a known key is the same upload sent again and gets the first answer. Created on first use.
   */
  uploads?: Map<string, S['PutPicResult']>;
  papers: S['UploadPaper'][];
}

export const scanKey = (exam: number, subject: number, studentId: string) => `${exam}|${subject}|${studentId}`;

/**
 * Whether a read front page is the absent mark: not a single objective mark (the scanner answers it as a first
 * answer row with subnum -1, spec 3 §9). The absence check lists such sheets.
 */
export const marksReadAbsent = (marks: readonly string[]) => marks.every((m) => m === '');

/**
 * The answer-sheet template of an exam subject: the one its exam configuration was drawn from (exam 3001 数学 is the
 * simulator's default sheet), else the simulator's default. Recognition and rendering both use it.
 */
export function sheetTemplate(examConfig: ExamConfigData | undefined, examId: number, subjectId: number): SheetTemplate {
  return examConfig?.subjects.get(configKey(examId, subjectId))?.sheet ?? defaultSheetTemplate;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The template a scanned sheet of an exam subject is read with: its printed sheet (sheetTemplate), read the way the
 * subject's saved configuration says (what the template designer saves is what recognition uses next):
 * - the exam number from the sheet's digit columns that lie inside the code areas (code_area and orm_area), every
 *   column while neither is set;
 * - the objective answers per configured objective sub-question, in the groups' order: its number is the
 *   subquestion_num, its options the printed option marks inside its areas (lettered A, B, … along the row or column).
 * Without configured question groups the sheet's own objective questions are read.
 */
export function recognitionTemplate(examConfig: ExamConfigData | undefined, examId: number, subjectId: number): SheetTemplate {
  const sheet = sheetTemplate(examConfig, examId, subjectId);
  const config = examConfig?.subjects.get(configKey(examId, subjectId));
  if (!config) return sheet;
  const inside = (b: SheetArea, areas: readonly { x: number; y: number; w: number; h: number; p?: number }[]) =>
    areas.some((a) => (a.p ?? 0) === b.p && b.x + b.w / 2 >= a.x && b.x + b.w / 2 <= a.x + a.w && b.y + b.h / 2 >= a.y && b.y + b.h / 2 <= a.y + a.h);
  const codeAreas = [...(config.prop?.code_area ?? []), ...(config.prop?.orm_area ?? [])];
  const columns = codeAreas.length ? sheet.examNumber.bubbles.filter((column) => column.every((b) => inside(b, codeAreas))) : sheet.examNumber.bubbles;
  const printed = sheet.objective.questions.flatMap((q) => q.bubbles);
  const questions = config.questions.length
    ? config.questions
        .filter((g) => g.question_type === 1)
        .flatMap((g) =>
          g.subs.map((sub) => {
            const bubbles = printed.filter((b) => inside(b, sub.subquestion_area));
            const spreadX = Math.max(0, ...bubbles.map((b) => b.x)) - Math.min(...bubbles.map((b) => b.x));
            const spreadY = Math.max(0, ...bubbles.map((b) => b.y)) - Math.min(...bubbles.map((b) => b.y));
            bubbles.sort((m, n) => (spreadX >= spreadY ? m.x - n.x || m.y - n.y : m.y - n.y || m.x - n.x));
            return { number: sub.subquestion_num, options: bubbles.map((_, i) => LETTERS[i] ?? `Z${i}`), bubbles };
          }),
        )
    : sheet.objective.questions;
  return {
    ...sheet,
    studentIdLength: columns.length,
    examNumber: { ...sheet.examNumber, bubbles: columns },
    objective: { ...sheet.objective, questions },
  };
}

const rendered = new WeakMap<PageImage, Uint8Array>();

export function pageBytes(image: PageImage): Uint8Array {
  if (image.bytes && !image.turned) return image.bytes;
  const cached = rendered.get(image);
  if (cached) return cached;
  if (image.bytes) {
    let upright = image.bytes;
    try {
      upright = new Uint8Array(encodeGreyJpeg(rotate180(decodeJpegToGrey(image.bytes)), { quality: 80 }));
    } catch {
      // Not an image: served as uploaded.
    }
    rendered.set(image, upright);
    return upright;
  }
  if (!image.sheet) return new Uint8Array();
  const { front, back } = renderSheet(image.sheet.template, image.sheet.spec, { duplex: image.sheet.side === 'back' });
  const bytes = new Uint8Array(image.sheet.side === 'back' ? (back ?? front) : front);
  rendered.set(image, bytes);
  return bytes;
}

/** Keeps the exam list's per-subject counts (participants, scanned, recognised) equal to the records. */
export function syncCounts(store: Store, examId: number, subjectId: number): void {
  const exam = store.data.exams.get(examId);
  if (!exam) return;
  const data = store.data.scanning;
  const total = data.participants.filter((p) => p.exam_id === examId && p.subject_id === subjectId).length;
  let scan = 0;
  let recog = 0;
  for (const s of data.scans.values()) {
    if (s.exam_id !== examId || s.subject_id !== subjectId || s.submit !== 1) continue;
    scan++;
    if (s.pages[1]?.status === 2) recog++;
  }
  const old = exam.counts.get(subjectId);
  exam.counts.set(subjectId, { total, scan, recog, marked: Math.min(old?.marked ?? 0, scan) });
}

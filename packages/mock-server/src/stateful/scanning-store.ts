// Records of participants, exam rooms and scanned papers (one truth for exam-student/*, examupload/*, scannerApi/*
// and examroom/*): who sits which subject with which exam number (student_id) in which room and seat, and which
// pages of whose sheet were uploaded, processed and saved. Page images are JPEG bytes, or the simulator sheet they
// were rendered from (seeded scans are rendered on first use).
import { buildSheetTemplate, createRaster, decodeImageToGrey, defaultSheetTemplate, encodeGreyJpeg, renderSheet, rotate180 } from '@exam/scanner-protocol/simulator';
import { configKey, pageRaster, type ExamConfigData, type SubjectConfigRecord } from './exam-config-store.ts';
import type { ConfiguredTemplate, Area as SheetArea, SheetSpec, SheetTemplate } from '@exam/scanner-protocol/simulator';
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
  /** Indices into `answers` read as doubtful (a mark between the group's uncoverage and coverage); none when absent. */
  doubtful?: number[];
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
 * Whether a read front page is the absent mark: objective questions and not a single mark on them (the scanner answers
 * it as a first answer row with subnum -1, spec 3 §9). The absence check lists such sheets; a template without
 * objective questions reads none and is not absent by them.
 */
export const marksReadAbsent = (marks: readonly string[]) => marks.length > 0 && marks.every((m) => m === '');

/**
 * The answer-sheet template of an exam subject: the one its exam configuration was drawn from (exam 3001 数学 is the
 * simulator's default sheet), else the simulator's default. Recognition and rendering both use it.
 */
export function sheetTemplate(examConfig: ExamConfigData | undefined, examId: number, subjectId: number): SheetTemplate {
  return examConfig?.subjects.get(configKey(examId, subjectId))?.sheet ?? defaultSheetTemplate;
}

const uncoverageOf = (value: number | null | undefined) => (typeof value === 'number' ? { uncoverage: value } : {});

/** Built templates by subject record, with the settings they were built from (rebuilt when any of them changes). */
const built = new WeakMap<SubjectConfigRecord, { key: string; template: SheetTemplate }>();

/**
 * The template a scanned sheet of an exam subject is read with: its own saved template (what the designer saves is
 * what recognition uses next), in the pixels of its own template images whatever their size or dpi (a scanned page is
 * mapped onto them by its size ratio):
 * - the exam number from the bubbles found in the template image inside the code areas (code_area and orm_area), a
 *   bubble filled when orm_coverage of it reaches the colour depth; no code area, no number;
 * - the objective answers per configured objective sub-question, in the groups' order: its number is the
 *   subquestion_num, its options the boxes found inside its areas (lettered A, B, … along the row or column), chosen
 *   by the group's coverage (coverage2 for multi-select) and depth, and flagged doubtful where a box's share lies
 *   between the group's uncoverage (uncoverage2) and its coverage; no objective groups, no answers.
 * The seeded subjects' pages are simulator sheets: their registration marks, exam-number frame and page markers tell
 * the front and the sheet; other templates' fronts are told by the look of their first pages.
 */
export function recognitionTemplate(examConfig: ExamConfigData | undefined, examId: number, subjectId: number): SheetTemplate {
  const config = examConfig?.subjects.get(configKey(examId, subjectId));
  if (!config) return sheetTemplate(examConfig, examId, subjectId);
  const prop = config.prop;
  const area = (a: { x: number; y: number; w: number; h: number; p?: number }): SheetArea => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 });
  const codeAreas = [...(prop?.code_area ?? []), ...(prop?.orm_area ?? [])].map(area);
  const unique = codeAreas.filter((a, i) => codeAreas.findIndex((b) => b.x === a.x && b.y === a.y && b.w === a.w && b.h === a.h && b.p === a.p) === i);
  const configured: ConfiguredTemplate = {
    studentIdLength: prop?.scan_prop?.student_id_length ?? config.sheet?.studentIdLength ?? 9,
    codeAreas: unique,
    ...(prop?.codeareadirection === 1 || prop?.codeareadirection === 2 ? { codeDirection: prop.codeareadirection } : {}),
    codeCoverage: prop?.orm_coverage ?? 25,
    codeDepth: prop?.depth ?? 50,
    questions: config.questions
      .filter((g) => g.question_type === 1)
      .flatMap((g) =>
        g.subs.map((sub) => {
          const multi = sub.content.is_multi ?? false;
          return {
            number: sub.subquestion_num,
            areas: sub.subquestion_area.map(area),
            multi,
            ...(g.content.marktype !== undefined ? { marktype: g.content.marktype } : {}),
            coverage: (multi ? g.content.coverage2 : g.content.coverage) ?? (multi ? 55 : 25),
            ...uncoverageOf(multi ? g.content.uncoverage2 : g.content.uncoverage),
            depth: g.content.depth ?? 50,
          };
        }),
      ),
    ...(prop?.scan_prop?.scan_dpi ? { dpi: Number(prop.scan_prop.scan_dpi) } : {}),
  };
  const key = JSON.stringify([configured, config.papers.map((p) => p.paper_id)]);
  const cached = built.get(config);
  if (cached?.key === key) return cached.template;
  const first = config.papers[0];
  const seeded = first?.sheet && first.sheet.page === 0 && first.sheet.template === config.sheet ? config.sheet : undefined;
  const pages = config.papers.map((p) => pageRaster(p));
  const usable = pages[0] ? pages.map((p) => p ?? createRaster(pages[0]?.width ?? 1, pages[0]?.height ?? 1)) : [];
  const template = buildSheetTemplate(usable, configured, seeded ?? (usable.length ? undefined : (config.sheet ?? defaultSheetTemplate)));
  built.set(config, { key, template });
  return template;
}

const rendered = new WeakMap<PageImage, Uint8Array>();

export function pageBytes(image: PageImage): Uint8Array {
  if (image.bytes && !image.turned) return image.bytes;
  const cached = rendered.get(image);
  if (cached) return cached;
  if (image.bytes) {
    let upright = image.bytes;
    try {
      upright = new Uint8Array(encodeGreyJpeg(rotate180(decodeImageToGrey(image.bytes)), { quality: 80 }));
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

// Synthetic answer sheets: a template (page size, exam-number bubbles, objective option bubbles, registration marks,
// all as Area rectangles in image pixels), a renderer that fills in a known exam number and known marks and encodes
// JPEGs, and a recogniser that reads them back by darkness per bubble, so scanning and recognition can be checked
// against ground truth without hardware.
import { decodeImageToGrey } from './image.ts';
import { encodeGreyJpeg } from './jpeg.ts';
import type { GreyImage } from './jpeg.ts';
import { looksLikeFront, mapPoint, markShare, pageMapping } from './omr.ts';
import {
  cloneRaster,
  createRaster,
  downscale,
  drawText,
  fillEllipse,
  fillRect,
  hashString,
  meanGrey,
  rotate180,
  seededRandom,
  strokeRect,
  textWidth,
} from './raster.ts';

/** A rectangle on a page, in image pixels of that page (p: 0 front, 1 back), like the contract's Area. */
export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
  p: number;
}

export interface TemplateQuestion {
  /** Question number as printed (1-based). */
  number: number;
  /** Option letters, e.g. ['A', 'B', 'C', 'D']. */
  options: string[];
  /** One bubble per option, in the order of options. */
  bubbles: Area[];
  /** Multi-select (a saved template's sub-question). */
  multi?: boolean;
  /**
   * Filled share (0–100) of a bubble's inside from which it counts as chosen, and the colour depth (0–100) of a
   * filled pixel: a saved template's group settings. Without them a bubble is filled when its centre is dark.
   */
  coverage?: number;
  depth?: number;
  /**
   * Filled share (0–100) below which a bubble is surely blank (the group's uncoverage, uncoverage2 for multi-select):
   * a share between it and `coverage` (a faint or erased mark) makes the answer doubtful. Without it none is.
   */
  uncoverage?: number;
  /** Each bubble's filled share on the blank template (a letter printed inside it): marks count above it. */
  blank?: number[];
}

export interface SheetTemplate {
  name: string;
  /** Printed at the top of the front page (A–Z, digits and a little punctuation). */
  title: string;
  /** Resolution the pixel coordinates are at. */
  dpi: number;
  /** Page size in pixels (A4 at dpi). */
  width: number;
  height: number;
  /** Pages of one sheet: front (p 0) and back (p 1). */
  pages: number;
  /** Digits of an exam number (the subject's scan_prop.student_id_length). */
  studentIdLength: number;
  examNumber: {
    /** The whole exam-number region (what mask_area's first entry gives in the product). */
    area: Area;
    /** Boxes the student writes the digits into, one per column. */
    writeIn: Area[];
    /** bubbles[column][digit]: studentIdLength columns × 10 rows (digits 0–9). */
    bubbles: Area[][];
    /** Filled share and colour depth of a bubble (a saved template's orm_coverage and depth); see TemplateQuestion. */
    coverage?: number;
    depth?: number;
  };
  objective: {
    /** The region of all objective questions. */
    area: Area;
    questions: TemplateQuestion[];
  };
  /** Answer boxes of the subjective questions (drawn, not recognised). */
  subjective: { number: number; area: Area }[];
  /** Solid squares near the corners of both pages. */
  registrationMarks: Area[];
  /**
   * Page markers along the bottom edge, between the lower registration marks, as real answer sheets carry them: a row
   * of code cells (dark = 1) on both pages giving the sheet serial, and on the back a second row giving the exam number
   * (what a pre-printed sheet's barcode gives). Each row: guard 1 0, four bits per digit, a check digit, guard 0 1.
   */
  pageMarkers: {
    /** The serial row of each page ([front cells, back cells]). */
    serial: Area[][];
    /** The exam-number row of the back page. */
    examNumber: Area[];
  };
  /**
   * A template built from a saved template's own images (buildSheetTemplate): its pages as printed, which sheets are
   * drawn on instead of the simulator's layout, and small prints of its first pages, which tell a scanned front from a
   * back or an upside-down page (it may have no registration marks).
   */
  background?: GreyImage[];
  prints?: GreyImage[];
  /**
   * Centres of the front's registration marks in template pixels: a scan is placed on the template by them (a shifted
   * or slightly scaled scan), else by its size ratio. Default: the centres of the front's registrationMarks.
   */
  alignMarks?: { x: number; y: number }[];
}

export interface SheetTemplateOptions {
  name?: string;
  title?: string;
  /** Resolution of the rendered pages; default 100 (A4 = 827 × 1169 px). 150 gives 1240 × 1754. */
  dpi?: number;
  /** Default 9 (the example world's exam numbers, e.g. 301010101). */
  studentIdLength?: number;
  /** Objective questions; default 12. */
  questions?: number;
  /** Option letters of every objective question; default 'ABCD'. */
  options?: string;
  /** Questions per block of rows; default 5. */
  questionsPerBlock?: number;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Lays out an A4 answer sheet. Geometry is designed at 100 dpi and scaled, so every area is in pixels of the
 * rendered image at `dpi`.
 */
export function createSheetTemplate(options: SheetTemplateOptions = {}): SheetTemplate {
  const dpi = options.dpi ?? 100;
  const studentIdLength = options.studentIdLength ?? 9;
  const questionCount = options.questions ?? 12;
  const letters = [...(options.options ?? 'ABCD')];
  const perBlock = options.questionsPerBlock ?? 5;
  if (!(dpi >= 50 && dpi <= 300)) throw new RangeError('createSheetTemplate: dpi must be 50–300');
  if (!Number.isInteger(studentIdLength) || studentIdLength < 1 || studentIdLength > 18) {
    throw new RangeError('createSheetTemplate: studentIdLength must be 1–18');
  }
  if (!Number.isInteger(questionCount) || questionCount < 0) throw new RangeError('createSheetTemplate: questions must be ≥ 0');
  if (letters.length < 2 || letters.length > 8 || letters.some((l) => !LETTERS.includes(l)) || new Set(letters).size !== letters.length) {
    throw new RangeError('createSheetTemplate: options must be 2–8 distinct letters A–Z');
  }
  const s = dpi / 100;
  const px = (v: number) => Math.round(v * s);
  const area = (x: number, y: number, w: number, h: number, p = 0): Area => ({ x: px(x), y: px(y), w: px(w), h: px(h), p });
  const width = Math.round((210 / 25.4) * dpi);
  const height = Math.round((297 / 25.4) * dpi);
  const pageW = width / s; // in 100-dpi units
  const pageH = height / s;

  const markSize = 24;
  const registrationMarks: Area[] = [];
  for (const p of [0, 1]) {
    for (const [x, y] of [
      [40, 40],
      [pageW - 40 - markSize, 40],
      [40, pageH - 40 - markSize],
      [pageW - 40 - markSize, pageH - 40 - markSize],
    ] as const) {
      registrationMarks.push(area(x, y, markSize, markSize, p));
    }
  }

  // Exam number, right-aligned under the title: write-in boxes, then 10 rows of digit bubbles per column.
  const colPitch = 30;
  const rowPitch = 22;
  const examW = studentIdLength * colPitch;
  const examX = Math.max(80, pageW - 80 - examW);
  const examY = 110;
  const writeIn = Array.from({ length: studentIdLength }, (_, c) => area(examX + c * colPitch, examY, colPitch, 26));
  const bubblesTop = examY + 26 + 8;
  const examBubbles = Array.from({ length: studentIdLength }, (_, c) =>
    Array.from({ length: 10 }, (_, d) => area(examX + c * colPitch + 5, bubblesTop + d * rowPitch + 5, 20, 12)),
  );
  const examArea = area(examX - 6, examY - 6, examW + 12, 26 + 8 + 10 * rowPitch + 8);

  // Objective questions: blocks of `perBlock` rows, as many blocks across as fit, bands below each other.
  const optionPitch = 34;
  const numberW = 36;
  const blockW = numberW + letters.length * optionPitch + 24;
  const blocksAcross = Math.max(1, Math.floor((pageW - 140) / blockW));
  const objTop = examY + 26 + 8 + 10 * rowPitch + 40;
  const qRowPitch = 26;
  const bandH = perBlock * qRowPitch + 20;
  const questions: TemplateQuestion[] = [];
  for (let q = 0; q < questionCount; q++) {
    const block = Math.floor(q / perBlock);
    const band = Math.floor(block / blocksAcross);
    const left = 70 + (block % blocksAcross) * blockW;
    const top = objTop + band * bandH + (q % perBlock) * qRowPitch;
    questions.push({
      number: q + 1,
      options: letters,
      bubbles: letters.map((_, o) => area(left + numberW + o * optionPitch, top + 7, 24, 12)),
    });
  }
  const bands = Math.max(1, Math.ceil(Math.ceil(questionCount / perBlock) / blocksAcross));
  const objArea = area(60, objTop - 10, Math.min(blocksAcross, Math.ceil(questionCount / perBlock) || 1) * blockW + 10, bands * bandH + 10);
  if (objTop + bands * bandH > pageH - 120) throw new RangeError('createSheetTemplate: too many questions for one page');

  // Subjective answer boxes: the rest of the front page and most of the back.
  const subjective: { number: number; area: Area }[] = [];
  const frontTop = objTop + bands * bandH + 20;
  const frontRoom = pageH - 90 - frontTop;
  const next = questionCount + 1;
  if (frontRoom > 120) {
    const boxes = 2;
    const boxH = Math.floor((frontRoom - 10 * (boxes - 1)) / boxes);
    for (let i = 0; i < boxes; i++) subjective.push({ number: next + i, area: area(60, frontTop + i * (boxH + 10), pageW - 120, boxH) });
  }
  const backBoxes = 2;
  const backTop = 110;
  const backH = Math.floor((pageH - 90 - backTop - 10 * (backBoxes - 1)) / backBoxes);
  const firstBack = next + subjective.length;
  for (let i = 0; i < backBoxes; i++) {
    subjective.push({ number: firstBack + i, area: area(60, backTop + i * (backH + 10), pageW - 120, backH, 1) });
  }

  const cellW = 6;
  const markerRow = (digits: number, y: number, p: number) =>
    Array.from({ length: codeCells(digits) }, (_, i) => area(90 + i * cellW, y, cellW, 12, p));
  const pageMarkers = {
    serial: [0, 1].map((p) => markerRow(SERIAL_DIGITS, pageH - 84, p)),
    examNumber: markerRow(studentIdLength, pageH - 66, 1),
  };

  return {
    name: options.name ?? `A4 ${dpi} dpi, ${studentIdLength}-digit exam number, ${questionCount} × ${letters.join('')}`,
    title: options.title ?? 'EXAM 3001 MATH ANSWER SHEET',
    dpi,
    width,
    height,
    pages: 2,
    studentIdLength,
    examNumber: { area: examArea, writeIn, bubbles: examBubbles },
    objective: { area: objArea, questions },
    subjective,
    registrationMarks,
    pageMarkers,
  };
}

// ---- Page markers: digit codes in a row of cells ----------------------------------------------------------------

/** Digits of a serial code: the scan number (6) and the sheet's place in the tray (4). */
const SERIAL_DIGITS = 10;

/** Cells of a code of `digits` digits: guards, four bits per digit, a check digit. */
function codeCells(digits: number): number {
  return 2 + 4 * (digits + 1) + 2;
}

function checkDigit(digits: string): number {
  let sum = 0;
  [...digits].forEach((d, i) => (sum += Number(d) * (i % 2 === 0 ? 3 : 1)));
  return (10 - (sum % 10)) % 10;
}

function codeBits(digits: string): number[] {
  const all = [...digits].map(Number).concat(checkDigit(digits));
  return [1, 0, ...all.flatMap((d) => [8, 4, 2, 1].map((bit) => (d & bit ? 1 : 0))), 0, 1];
}

/** The digits of a code read from its cells, or undefined (guards, a digit over 9 or the check digit wrong). */
function decodeBits(bits: number[]): string | undefined {
  if (bits.length < 8 || (bits.length - 4) % 4 !== 0) return undefined;
  if (bits[0] !== 1 || bits[1] !== 0 || bits[bits.length - 2] !== 0 || bits[bits.length - 1] !== 1) return undefined;
  const digits: number[] = [];
  for (let i = 2; i < bits.length - 2; i += 4) {
    const d = (bits[i] ?? 0) * 8 + (bits[i + 1] ?? 0) * 4 + (bits[i + 2] ?? 0) * 2 + (bits[i + 3] ?? 0);
    if (d > 9) return undefined;
    digits.push(d);
  }
  const check = digits.pop();
  const payload = digits.join('');
  return check === checkDigit(payload) ? payload : undefined;
}

/** A sheet serial ('S<scan>-<nnnn>', see the simulator's sheetSerialOf) as the digits its code carries. */
function serialDigits(serial: string): string | undefined {
  const match = /^S(\d+)-(\d+)$/.exec(serial);
  if (!match) return undefined;
  return String(Number(match[1]) % 1e6).padStart(6, '0') + String(Number(match[2]) % 1e4).padStart(4, '0');
}

function drawCode(page: GreyImage, cells: readonly Area[], digits: string, label: string, s: number): void {
  const bits = codeBits(digits);
  cells.forEach((cell, i) => {
    if (bits[i]) fillRect(page, cell.x, cell.y, cell.w, cell.h, INK);
  });
  const last = cells[cells.length - 1];
  if (last) drawText(page, last.x + last.w + 10 * s, last.y + (last.h - 7 * Math.max(1, Math.round(s))) / 2, label, Math.max(1, Math.round(s)), PRINT);
}

/** What a page's markers say: the sheet serial and (back page) the exam number; undefined where nothing reads. */
export interface PageMarker {
  serial: string | undefined;
  examNumber: string | undefined;
  /** The page was read turned by 180° (fed upside down). */
  turned: boolean;
}

/** Reads a page's markers (either page, upright or upside down) from a decoded raster. */
export function readPageMarker(image: GreyImage, template: SheetTemplate = defaultSheetTemplate): PageMarker {
  const sx = image.width / template.width;
  const sy = image.height / template.height;
  for (const turned of [false, true]) {
    const dark = (cell: Area) => {
      const x = turned ? template.width - cell.x - cell.w : cell.x;
      const y = turned ? template.height - cell.y - cell.h : cell.y;
      return 1 - meanGrey(image, (x + cell.w * 0.25) * sx, (y + cell.h * 0.25) * sy, cell.w * 0.5 * sx, cell.h * 0.5 * sy) / 255 > 0.5 ? 1 : 0;
    };
    const serialCode = decodeBits((template.pageMarkers.serial[0] ?? []).map(dark));
    const examNumber = decodeBits(template.pageMarkers.examNumber.map(dark));
    if (serialCode !== undefined || examNumber !== undefined) {
      const serial = serialCode === undefined ? undefined : `S${Number(serialCode.slice(0, 6))}-${serialCode.slice(6)}`;
      return { serial, examNumber, turned };
    }
  }
  return { serial: undefined, examNumber: undefined, turned: false };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** The default template: A4 at 100 dpi, 9-digit exam numbers, 12 objective questions A–D (exam 3001 数学). */
export const defaultSheetTemplate: SheetTemplate = deepFreeze(createSheetTemplate());

/** One sheet in the scanner's tray, with its ground truth. */
export interface SheetSpec {
  /** The exam number written on the sheet (digits, studentIdLength of them). */
  examNumber: string;
  /** Filled options per objective question, in question order: 'A', 'BD', '' for blank. Missing entries are blank. */
  marks: string[];
  /**
   * How the exam-number bubbles are filled: 'filled' (default) one per column; 'blank' none; 'double' a second bubble
   * in one column. 'blank' and 'double' make the number unreadable (recognition gives undefined).
   */
  examNumberStyle?: 'filled' | 'blank' | 'double';
  /** Whom the sheet belongs to (for logs and people), e.g. '李明'. */
  label?: string;
  /**
   * How the sheet lies in the tray: 'normal' (default); 'rotated' upside down (every page image turned by 180°);
   * 'swapped' face down (the back page is scanned first; single-sided, only the back is scanned).
   */
  orientation?: SheetOrientation;
}

export type SheetOrientation = 'normal' | 'rotated' | 'swapped';
export const SHEET_ORIENTATIONS: readonly SheetOrientation[] = ['normal', 'rotated', 'swapped'];

/** What recognition should find on a sheet: its exam number (undefined when unreadable) and its marks. */
export function expectedRecognition(sheet: SheetSpec, template: SheetTemplate = defaultSheetTemplate): { examNumber: string | undefined; marks: string[] } {
  return {
    examNumber: (sheet.examNumberStyle ?? 'filled') === 'filled' ? sheet.examNumber : undefined,
    marks: template.objective.questions.map((question, i) => inOptionOrder(question, sheet.marks[i] ?? '')),
  };
}

/** The letters of a mark in the order of the question's options ('DB' → 'BD'). */
function inOptionOrder(question: TemplateQuestion, mark: string): string {
  const upper = mark.toUpperCase();
  return question.options.filter((letter) => upper.includes(letter)).join('');
}

/** Checks a sheet against a template; returns the problems (empty when it fits). */
export function sheetProblems(sheet: SheetSpec, template: SheetTemplate = defaultSheetTemplate): string[] {
  const problems: string[] = [];
  if (typeof sheet.examNumber !== 'string' || !/^\d*$/.test(sheet.examNumber)) problems.push('examNumber must be a string of digits');
  else if ((sheet.examNumberStyle ?? 'filled') !== 'blank' && sheet.examNumber.length !== template.studentIdLength) {
    problems.push(`examNumber must have ${template.studentIdLength} digits`);
  }
  if (sheet.examNumberStyle !== undefined && !['filled', 'blank', 'double'].includes(sheet.examNumberStyle)) {
    problems.push("examNumberStyle must be 'filled', 'blank' or 'double'");
  }
  if (sheet.orientation !== undefined && !SHEET_ORIENTATIONS.includes(sheet.orientation)) {
    problems.push(`orientation must be one of ${SHEET_ORIENTATIONS.map((o) => `'${o}'`).join(', ')}`);
  }
  if (!Array.isArray(sheet.marks)) problems.push('marks must be an array of strings');
  else {
    if (sheet.marks.length > template.objective.questions.length) {
      problems.push(`marks has ${sheet.marks.length} entries but the template has ${template.objective.questions.length} questions`);
    }
    sheet.marks.forEach((mark, i) => {
      const question = template.objective.questions[i];
      if (typeof mark !== 'string') problems.push(`marks[${i}] must be a string`);
      else if (question && [...mark.toUpperCase()].some((letter) => !question.options.includes(letter))) {
        problems.push(`marks[${i}] '${mark}' has a letter that is not an option of question ${question.number}`);
      }
    });
  }
  return problems;
}

const INK = 0;
const PRINT = 70;
const OUTLINE = 110;
const FAINT = 165;

/** The printed (empty) pages of a template, drawn once per template object. */
const blankPagesCache = new WeakMap<SheetTemplate, GreyImage[]>();

function blankPages(template: SheetTemplate): GreyImage[] {
  if (template.background) return template.background;
  const cached = blankPagesCache.get(template);
  if (cached) return cached;
  const s = template.dpi / 100;
  const glyph = Math.max(1, Math.round(s));
  const pages = Array.from({ length: template.pages }, () => createRaster(template.width, template.height));
  const on = (area: Area) => pages[area.p];
  for (const mark of template.registrationMarks) {
    const page = on(mark);
    if (page) fillRect(page, mark.x, mark.y, mark.w, mark.h, INK);
  }
  const front = pages[0];
  if (front) {
    drawText(front, (template.width - textWidth(template.title, 3 * glyph)) / 2, 50 * s, template.title, 3 * glyph, PRINT);
    // Name and class boxes on the left of the exam number.
    const labelX = 70 * s;
    for (const [i, label] of ['NAME', 'CLASS', 'ROOM / SEAT'].entries()) {
      const y = (120 + i * 50) * s;
      drawText(front, labelX, y + 12 * s, label, glyph, PRINT);
      strokeRect(front, labelX + 80 * s, y, 200 * s, 34 * s, Math.max(1, Math.round(s)), OUTLINE);
    }
    const exam = template.examNumber;
    strokeRect(front, exam.area.x, exam.area.y, exam.area.w, exam.area.h, Math.max(1, Math.round(1.5 * s)), PRINT);
    drawText(front, exam.area.x, exam.area.y - 14 * s, 'EXAM NO.', glyph, PRINT);
    for (const box of exam.writeIn) strokeRect(front, box.x, box.y, box.w, box.h, 1, OUTLINE);
    exam.bubbles.forEach((column) =>
      column.forEach((bubble, digit) => {
        strokeRect(front, bubble.x, bubble.y, bubble.w, bubble.h, 1, OUTLINE);
        drawText(front, bubble.x + (bubble.w - textWidth(String(digit), glyph)) / 2, bubble.y + (bubble.h - 7 * glyph) / 2, String(digit), glyph, FAINT);
      }),
    );
    const objective = template.objective;
    strokeRect(front, objective.area.x, objective.area.y, objective.area.w, objective.area.h, Math.max(1, Math.round(1.5 * s)), PRINT);
    for (const question of objective.questions) {
      const first = question.bubbles[0];
      if (!first) continue;
      const label = String(question.number);
      drawText(front, first.x - 8 * s - textWidth(label, glyph), first.y + (first.h - 7 * glyph) / 2, label, glyph, PRINT);
      question.bubbles.forEach((bubble, o) => {
        const letter = question.options[o] ?? '';
        strokeRect(front, bubble.x, bubble.y, bubble.w, bubble.h, 1, OUTLINE);
        drawText(front, bubble.x + (bubble.w - textWidth(letter, glyph)) / 2, bubble.y + (bubble.h - 7 * glyph) / 2, letter, glyph, FAINT);
      });
    }
  }
  const back = pages[1];
  if (back) drawText(back, (template.width - textWidth('PAGE 2', 2 * glyph)) / 2, 60 * s, 'PAGE 2', 2 * glyph, PRINT);
  for (const { number, area } of template.subjective) {
    const page = on(area);
    if (!page) continue;
    strokeRect(page, area.x, area.y, area.w, area.h, Math.max(1, Math.round(s)), OUTLINE);
    drawText(page, area.x + 8 * s, area.y + 8 * s, `${number}.`, 2 * glyph, PRINT);
  }
  blankPagesCache.set(template, pages);
  return pages;
}

/**
 * Draws a sheet's pages as rasters: [front] or [front, back]. With a serial, both pages carry it as a page marker; the
 * back carries the exam number's code.
 */
export function drawSheet(template: SheetTemplate, sheet: SheetSpec, options: { duplex?: boolean; serial?: string } = {}): GreyImage[] {
  const problems = sheetProblems(sheet, template);
  if (problems.length > 0) throw new RangeError(`drawSheet: ${problems.join('; ')}`);
  const blanks = blankPages(template);
  const pages = blanks.slice(0, options.duplex ? 2 : 1).map(cloneRaster);
  const front = pages[0];
  if (!front) return pages;
  const s = template.dpi / 100;
  const random = seededRandom(hashString(`${sheet.examNumber}|${sheet.marks.join(',')}|${sheet.examNumberStyle ?? ''}`));
  const fill = (bubble: Area) => {
    // A pencil mark: a dark ellipse a little smaller than the bubble, slightly off-centre.
    const jx = (random() - 0.5) * 2 * s;
    const jy = (random() - 0.5) * s;
    fillEllipse(front, bubble.x + bubble.w / 2 + jx, bubble.y + bubble.h / 2 + jy, (bubble.w / 2) * (0.92 + random() * 0.08), (bubble.h / 2) * (0.9 + random() * 0.1), 30 + Math.floor(random() * 30));
  };

  const exam = template.examNumber;
  const style = sheet.examNumberStyle ?? 'filled';
  const glyph = Math.max(1, Math.round(2 * s));
  [...sheet.examNumber].forEach((digit, c) => {
    const box = exam.writeIn[c];
    if (box) drawText(front, box.x + (box.w - textWidth(digit, glyph)) / 2, box.y + (box.h - 7 * glyph) / 2, digit, glyph, 40);
  });
  if (style !== 'blank') {
    const doubleColumn = hashString(sheet.examNumber) % template.studentIdLength;
    [...sheet.examNumber].forEach((digit, c) => {
      const d = Number(digit);
      const column = exam.bubbles[c];
      const bubble = column?.[d];
      if (bubble) fill(bubble);
      const second = column?.[(d + 5) % 10];
      if (style === 'double' && c === doubleColumn && second) fill(second);
    });
  }
  template.objective.questions.forEach((question, q) => {
    const mark = (sheet.marks[q] ?? '').toUpperCase();
    question.options.forEach((letter, o) => {
      const bubble = question.bubbles[o];
      if (bubble && mark.includes(letter)) fill(bubble);
    });
  });

  // Handwriting-like strokes in the first subjective box of each page, so pages are not identical.
  for (const { area } of template.subjective) {
    const page = pages[area.p];
    if (!page) continue;
    const lines = 2 + Math.floor(random() * 3);
    for (let i = 0; i < lines; i++) {
      const y = area.y + 40 * s + i * 24 * s;
      if (y > area.y + area.h - 10 * s) break;
      fillRect(page, area.x + 40 * s, y, (area.w - 80 * s) * (0.4 + random() * 0.55), Math.max(1, Math.round(2 * s)), 60);
    }
  }

  const serial = options.serial === undefined ? undefined : serialDigits(options.serial);
  if (options.serial !== undefined && serial === undefined) throw new RangeError(`drawSheet: serial '${options.serial}' is not S<scan>-<number>`);
  if (serial !== undefined && options.serial !== undefined) {
    pages.forEach((page, p) => drawCode(page, template.pageMarkers.serial[p] ?? [], serial, options.serial ?? '', s));
  }
  const back = pages[1];
  if (back && /^\d+$/.test(sheet.examNumber) && sheet.examNumber.length === template.studentIdLength) {
    drawCode(back, template.pageMarkers.examNumber, sheet.examNumber, sheet.examNumber, s);
  }
  return pages;
}

export interface RenderedPage {
  side: 'front' | 'back';
  /** The page as a grey-scale JPEG. */
  jpeg: Buffer;
  /** A smaller JPEG of the same page (a quarter of the width and height by default). */
  thumbnail: Buffer;
}

export interface RenderSheetOptions {
  /** Also render the back page; default false. */
  duplex?: boolean;
  /** JPEG quality 1–100; default 80 (the driver's default image_jpeg_quality). */
  quality?: number;
  /** Thumbnail downscale factor; default 4. */
  thumbnailFactor?: number;
  /** The sheet serial printed on both pages (the simulator's S<scan>-<nnnn>); none when not given. */
  serial?: string;
}

/** The page images as the scanner sees them: drawSheet's pages, each turned by 180° when the sheet is 'rotated'. */
function scannedRasters(template: SheetTemplate, sheet: SheetSpec, options: { duplex?: boolean; serial?: string }): GreyImage[] {
  const pages = drawSheet(template, sheet, options);
  return sheet.orientation === 'rotated' ? pages.map(rotate180) : pages;
}

/**
 * Renders a sheet's pages with thumbnails (what the simulator stores per scanned image): [front] or [front, back],
 * upside down when the sheet is 'rotated' ('swapped' is the scan order, not the pages).
 */
export function renderSheetPages(template: SheetTemplate, sheet: SheetSpec, options: RenderSheetOptions = {}): RenderedPage[] {
  const quality = options.quality ?? 80;
  const factor = options.thumbnailFactor ?? 4;
  return scannedRasters(template, sheet, options).map((raster, i) => ({
    side: i === 0 ? 'front' : 'back',
    jpeg: encodeGreyJpeg(raster, { quality, dpi: template.dpi }),
    thumbnail: encodeGreyJpeg(downscale(raster, factor), { quality: Math.min(quality, 70), dpi: Math.max(1, Math.round(template.dpi / factor)) }),
  }));
}

/** Renders a sheet as JPEGs: the front, and the back when duplex (both upside down when the sheet is 'rotated'). */
export function renderSheet(template: SheetTemplate, sheet: SheetSpec, options: Omit<RenderSheetOptions, 'thumbnailFactor'> = {}): { front: Buffer; back?: Buffer } {
  const quality = options.quality ?? 80;
  const [front, back] = scannedRasters(template, sheet, options).map((raster) => encodeGreyJpeg(raster, { quality, dpi: template.dpi }));
  if (!front) throw new Error('renderSheet: the template has no pages');
  return back ? { front, back } : { front };
}

export interface SheetRecognition {
  /** The exam number, or undefined when a column has no filled bubble or more than one. */
  examNumber: string | undefined;
  /** Filled options per objective question, letters in option order ('' when blank). */
  marks: string[];
  /** Filled digits per exam-number column ('' blank, '38' double-filled). */
  examNumberColumns: string[];
  /**
   * Indices of the objective questions read with a bubble between blank and filled (its share between the
   * question's uncoverage and coverage): the answer was read, but a person should look at it.
   */
  doubtful: number[];
  /** Whether all four registration marks of the front page are dark (an upright page of this template, or one turned by 180°). */
  registrationMarksFound: boolean;
  /** Whether the image is this template's front page, upright: the registration marks and the printed exam-number frame. */
  frontFound: boolean;
}

export interface RecognizeOptions {
  /** Darkness (0 white … 1 black) of a bubble's centre above which it counts as filled; default 0.5. */
  threshold?: number;
}

/** The template's alignment points: its own, else the centres of the front's registration marks. */
const alignMarksOf = (template: SheetTemplate) =>
  template.alignMarks ?? template.registrationMarks.filter((m) => m.p === 0).map((m) => ({ x: m.x + m.w / 2, y: m.y + m.h / 2 }));

/** Reads the exam number and the marks of a front page from a decoded raster. */
export function recognizeRaster(image: GreyImage, template: SheetTemplate = defaultSheetTemplate, options: RecognizeOptions = {}): SheetRecognition {
  const threshold = options.threshold ?? 0.5;
  // Everything is sampled where the registration marks put the template (a shifted or askew scan), else by size.
  const map = pageMapping(image, { width: template.width, height: template.height, alignMarks: alignMarksOf(template) });
  const darkness = (area: Area, inset: number) => {
    const centre = mapPoint(map, { x: area.x + area.w / 2, y: area.y + area.h / 2 });
    const w = area.w * (1 - 2 * inset) * map.sx;
    const h = area.h * (1 - 2 * inset) * map.sy;
    return 1 - meanGrey(image, centre.x - w / 2, centre.y - h / 2, w, h) / 255;
  };
  const share = (bubble: Area, depth: number | undefined) => markShare(image, bubble, depth ?? 50, map);
  const filledAt = (coverage: number | undefined, depth: number | undefined) => (bubble: Area) =>
    coverage === undefined ? darkness(bubble, 0.25) > threshold : share(bubble, depth) >= Math.max(1, coverage);
  const filled = filledAt(undefined, undefined);
  const codeFilled = filledAt(template.examNumber.coverage, template.examNumber.depth);

  const examNumberColumns = template.examNumber.bubbles.map((column) =>
    column.map((bubble, digit) => (codeFilled(bubble) ? String(digit) : '')).join(''),
  );
  const readable = examNumberColumns.every((digits) => digits.length === 1);
  const doubtful: number[] = [];
  const marks = template.objective.questions.map((question, index) => {
    const { coverage, uncoverage } = question;
    if (coverage === undefined)
      return question.options.filter((_, o) => {
        const bubble = question.bubbles[o];
        return bubble !== undefined && filled(bubble);
      }).join('');
    // The ink a person added: the share above what the blank box shows (a letter printed inside it).
    const ink = question.bubbles.map((bubble, o) => share(bubble, question.depth) - (question.blank?.[o] ?? 0));
    if (uncoverage !== undefined && ink.some((s) => s >= uncoverage && s < Math.max(1, coverage))) doubtful.push(index);
    return question.options.filter((_, o) => (ink[o] ?? 0) >= Math.max(1, coverage)).join('');
  });
  const registrationMarksFound = template.registrationMarks.filter((mark) => mark.p === 0).every((mark) => darkness(mark, 0.2) > 0.8);
  // The exam-number region's printed frame (its top edge) is on the front page only, near the top: a back page or an
  // upside-down front has paper there.
  const exam = template.examNumber.area;
  const edge = Math.max(1, Math.round(1.5 * (template.dpi / 100)));
  if (template.prints) {
    // Without registration marks of its own, the template's look stands for them (a page of another sheet has neither).
    const front = looksLikeFront(image, template.prints);
    return { examNumber: readable ? examNumberColumns.join('') : undefined, marks, examNumberColumns, doubtful, registrationMarksFound: template.registrationMarks.length ? registrationMarksFound : front, frontFound: front };
  }
  // Sampled along the edge as it lies on the scan (askew, it is not a row of pixels).
  const steps = Math.max(8, Math.round(exam.w / 4));
  let edgeDark = 0;
  for (let k = 0; k < steps; k++) edgeDark += darkness({ x: exam.x + (k * exam.w) / steps, y: exam.y, w: exam.w / steps, h: edge, p: 0 }, 0);
  const frameFound = edgeDark / steps > 0.4;
  return { examNumber: readable ? examNumberColumns.join('') : undefined, marks, examNumberColumns, doubtful, registrationMarksFound, frontFound: registrationMarksFound && frameFound };
}

/** Decodes a JPEG, PNG or GIF (any, not only the simulator's) and reads it as a front page of the template. */
export function recognizeSheet(jpeg: Uint8Array, template: SheetTemplate = defaultSheetTemplate, options: RecognizeOptions = {}): SheetRecognition {
  return recognizeRaster(decodeImageToGrey(jpeg), template, options);
}

/**
 * The default tray: exam 3001 数学 of the example world (openapi/EXAMPLES.md), six students of rooms 501–503 with
 * twelve objective answers each, including a multiple mark and blanks.
 */
export const defaultSheets: readonly SheetSpec[] = deepFreeze([
  { label: '李明', examNumber: '301010101', marks: ['A', 'C', 'B', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'C', 'D'] },
  { label: '王小红', examNumber: '301010102', marks: ['B', 'C', 'A', 'D', 'B', 'A', 'C', 'C', 'D', 'B', 'A', 'BD'] },
  { label: '周杰', examNumber: '301010201', marks: ['A', 'C', 'B', 'D', '', 'B', 'C', 'D', 'A', 'A', 'C', 'D'] },
  { label: '吴婷', examNumber: '301010202', marks: ['C', 'C', 'B', 'D', 'A', 'B', 'D', 'D', 'A', 'B', 'AC', 'D'] },
  { label: '李晓雨', examNumber: '301020101', marks: ['A', 'C', 'B', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'C', 'D'] },
  { label: '张浩', examNumber: '301020102', marks: ['D', 'A', 'B', 'D', 'C', 'B', 'C', 'A', 'A', 'B', 'C', ''] },
]);

export interface GenerateSheetsOptions {
  /** Seed of the marks; the same seed gives the same sheets. Default 1. */
  seed?: number;
  template?: SheetTemplate;
  /** Index of the first sheet (its exam number); default 0. */
  start?: number;
}

/**
 * `count` sheets with distinct exam numbers and random marks (mostly single letters, some multiple, some blank).
 * With a 9-digit template the numbers follow the example world's pattern 3010 + school + room + seat (30 seats a
 * room: 301010101 … 301010130, 301010201 …); otherwise they count up from 10…0.
 */
export function generateSheets(count: number, options: GenerateSheetsOptions = {}): SheetSpec[] {
  const template = options.template ?? defaultSheetTemplate;
  const random = seededRandom(options.seed ?? 1);
  const start = options.start ?? 0;
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const examNumber =
      template.studentIdLength === 9
        ? `30101${String(Math.floor(i / 30) + 1).padStart(2, '0')}${String((i % 30) + 1).padStart(2, '0')}`
        : String(10 ** (template.studentIdLength - 1) + i).slice(-template.studentIdLength);
    const marks = template.objective.questions.map((question) => {
      const roll = random();
      const pick = () => question.options[Math.floor(random() * question.options.length)] ?? '';
      if (roll < 0.08) return '';
      if (roll < 0.15) return inOptionOrder(question, pick() + pick());
      return pick();
    });
    return { examNumber, marks, label: `sheet ${i + 1}` };
  });
}

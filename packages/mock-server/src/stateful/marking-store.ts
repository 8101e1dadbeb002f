// Records of teacher marking (marking/*, the 教师阅卷 page and netview/marking): per question group and paper the
// markings of each round, the abnormal report, the self-reviews; the papers handed out and not yet submitted; and the
// papers counted as marked before any record here (the seeded 已阅卷 counts). A paper is a saved sheet of an exam
// subject (scanning-store.ts); its marking image is cut from the sheet's pages on demand.
//
// How the rounds of a group follow each other is `roundState` below (pure): the mark mode decides the independent
// rounds, and a score difference above the group's score_diff opens the decision round.
import { createHash } from 'node:crypto';
import { decodeJpegToGrey, drawSheet, encodeGreyJpeg } from '@exam/scanner-protocol/simulator';
import type { GreyImage } from '@exam/scanner-protocol/simulator';
import type { components } from '@exam/sdk';
import type { QuestionGroupRecord, SubjectConfigRecord } from './exam-config-store.ts';
import { configKey, groupFullScore, pageRaster as templatePageRaster, stemUrl } from './exam-config-store.ts';
import type { PageImage, ScanRecord } from './scanning-store.ts';
import { pageBytes, scanKey } from './scanning-store.ts';
import type { MarkingTurn } from './staff-store.ts';
import type { Store } from './store.ts';

type S = components['schemas'];
type MarkMode = S['MarkMode'];

export interface MarkEntry {
  user_id: number;
  turn: MarkingTurn;
  scores: S['MarkSubScore'][];
  total: number;
  marks: S['MarkDrawing'];
  input_source: S['InputSource'];
  submit_time: string;
  /** When it was submitted (ms), for the teacher's order. */
  at: number;
  changes: number;
}

/** How 异常卷管理 handled an abnormal report (issue 32, domains/marking-monitor.ts). */
export interface AbnormalHandling {
  action: 'score' | 'blank' | 'normal';
  user_id: number;
  note: string | null;
  time: string;
}

export interface AbnormalReport {
  user_id: number;
  turn: MarkingTurn;
  reason: string;
  time: string;
  /** Set once handled by score or blank (round 9's entry is the result). */
  handled?: AbnormalHandling;
}

export interface GroupMarking {
  entries: MarkEntry[];
  abnormal?: AbnormalReport;
  /** Abnormal reports 异常卷管理 returned to normal marking (the paper is marked as any other again). */
  returned?: (AbnormalReport & { handled: AbnormalHandling })[];
  /**
   * Scores changed on 抽查 or by 考生试题管理's 直接改分 (issue 32, `source` 'student'): the result is the latest of them
   * once the rounds gave one.
   */
  rescores?: { user_id: number; from: number | null; to: number; scores: S['MarkSubScore'][]; note: string; time: string; source?: 'student' }[];
  /** The paper as a standard paper of the group (标准卷, issue 32, domains/marking-papers.ts). */
  standard?: StandardPaperRecord;
  /** The paper as a sample paper of the group (样卷, issue 32). */
  sample?: { category: S['SampleCategory']; note: string; user_id: number; time: string; at: number };
  /** Self-reviews: the teacher's first total and the total given again. */
  reviews: { user_id: number; turn: MarkingTurn; first: number; again: number; time: string }[];
}

/** A teacher's score of a standard paper: recorded for 标准卷评分, never a marking of the paper. */
export interface StandardMark {
  user_id: number;
  turn: MarkingTurn;
  scores: S['MarkSubScore'][];
  total: number;
  time: string;
  at: number;
}

/** A standard paper: its standard score, who set it, the teachers' scores of it and who reported it abnormal instead. */
export interface StandardPaperRecord {
  scores: S['MarkSubScore'][];
  total: number;
  user_id: number;
  time: string;
  at: number;
  marks: StandardMark[];
  declined: number[];
}

/** A paper given to a teacher and not yet submitted. */
export interface Handout {
  user_id: number;
  /** When the hold started (given, or held again by holdpaper): it runs HOLD_MS from here. */
  at: number;
  /** When it was given (the group's time limit counts from here). */
  given: number;
  review: boolean;
}

export interface MarkingData {
  /** Per question group, per paper id. */
  groups: Map<number, Map<string, GroupMarking>>;
  /** By `${paper_id}:${question_id}:${turn}`. */
  handouts: Map<string, Handout>;
  /** The teacher's count of marked papers at their last self-review, by `${user}:${question}:${turn}`. */
  reviewedAt: Map<string, number>;
  /** Saved sheets (scanKey) counted as marked before any record here: the seeded 已阅卷 counts. */
  finishedBefore: Set<string>;
  /**
   * submitmark's and resubmitmark's answers by `${user}:${submit_key}` (the contract's x-inferred idempotency key): a
   * request with a known key is the same submit sent again and gets the first answer. Created on first use.
   */
  submits?: Map<string, S['MarkSubmitResult']>;
  /** The abnormal reasons teachers choose from, by exam (异常类型; the default list until set). Created on first use. */
  exceptionReasons?: Map<number, string[]>;
  /** Standard papers given to teachers (标准卷, domains/marking-papers.ts), by standardHandoutKey. Created on first use. */
  standardHandouts?: Map<string, Handout>;
  /** The teacher's count of marked papers when she was last given a standard paper, by `${user}:${question}:${turn}`. */
  standardAt?: Map<string, number>;
  /** Papers a teacher marks between two standard papers, by `${exam}:${subject}` (STANDARD_INTERVAL until set). */
  standardInterval?: Map<string, number>;
}

/** How long a handed-out paper stays held for its teacher. */
export const HOLD_MS = 10 * 60_000;
export const handoutKey = (paperId: string, questionId: number, turn: MarkingTurn) => `${paperId}:${questionId}:${turn}`;

/** A paper's id: opaque (it does not reveal the exam number), stable for a saved sheet. */
export const paperIdOf = (scan: { exam_id: number; subject_id: number; student_id: string }) =>
  createHash('sha1').update(scanKey(scan.exam_id, scan.subject_id, scan.student_id)).digest('hex').slice(0, 12);

/** The papers of an exam subject: its saved sheets, by exam number. */
export function papersOf(store: Store, examId: number, subjectId: number): ScanRecord[] {
  return [...store.data.scanning.scans.values()]
    .filter((s) => s.exam_id === examId && s.subject_id === subjectId && s.submit === 1)
    .sort((a, b) => a.student_id.localeCompare(b.student_id));
}

/** Whether an exam subject is marked by each school on its own (a joint exam with markingType 2, 独立阅卷). */
export const independentMarking = (exam: { unit_ids: readonly number[] }, config: SubjectConfigRecord): boolean =>
  config.prop?.markingType === 2 && exam.unit_ids.length > 1;

/** The school (unit) of each participant of an exam subject, by exam number: whose papers a school marks on its own. */
export function schoolsByExamNumber(store: Store, examId: number, subjectId: number): Map<string, number | undefined> {
  const out = new Map<string, number | undefined>();
  for (const p of store.data.scanning.participants) {
    if (p.exam_id === examId && p.subject_id === subjectId) out.set(p.student_id, store.data.students.get(p.student_number)?.unit_id);
  }
  return out;
}

export function paperById(store: Store, paperId: string): ScanRecord | undefined {
  for (const scan of store.data.scanning.scans.values()) if (scan.submit === 1 && paperIdOf(scan) === paperId) return scan;
  return undefined;
}

export function groupMarking(data: MarkingData, questionId: number, paperId: string): GroupMarking {
  let byPaper = data.groups.get(questionId);
  if (!byPaper) data.groups.set(questionId, (byPaper = new Map()));
  let marking = byPaper.get(paperId);
  if (!marking) byPaper.set(paperId, (marking = { entries: [], reviews: [] }));
  return marking;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (values: number[]) => round2(values.reduce((sum, v) => sum + v, 0) / values.length);

/**
 * Where a paper's marking of a group stands: the rounds that still need a marking (`open`) and the group's result
 * once there is one (`final`).
 * - A paper reported abnormal waits for round 9, whose score is its result.
 * - Mode 1: round 1.
 * - Modes 2 (1+1), 3 (2+1) and 5: rounds 1–2; mode 4 (1+1+1): rounds 1–3, all independent. Within `scoreDiff`
 *   (误差分: no two scores further apart) the result is their average; beyond it the final round 8 decides, its
 *   score the result.
 * - Mode 6 (2+1+1): as 3, but the decision is round 3 first: within `scoreDiff` of the nearer score it averages with
 *   it, otherwise round 8 decides.
 */
export function roundState(
  mode: MarkMode,
  scoreDiff: number,
  totals: ReadonlyMap<MarkingTurn, number>,
  abnormal: boolean,
): { open: MarkingTurn[]; final: number | null } {
  if (abnormal) {
    const t9 = totals.get(9);
    return t9 === undefined ? { open: [9], final: null } : { open: [], final: t9 };
  }
  const independent: MarkingTurn[] = mode === 1 ? [1] : mode === 4 ? [1, 2, 3] : [1, 2];
  const missing = independent.filter((t) => !totals.has(t));
  if (missing.length) return { open: missing, final: null };
  const scores = independent.map((t) => totals.get(t) ?? 0);
  if (mode === 1) return { open: [], final: scores[0] ?? 0 };
  if (Math.max(...scores) - Math.min(...scores) <= scoreDiff + 1e-9) return { open: [], final: mean(scores) };
  const [s1 = 0, s2 = 0] = scores;
  const t8 = totals.get(8);
  if (mode === 6) {
    const t3 = totals.get(3);
    if (t3 === undefined) return { open: [3], final: null };
    const nearer = Math.abs(t3 - s1) <= Math.abs(t3 - s2) ? s1 : s2;
    if (Math.abs(t3 - nearer) <= scoreDiff) return { open: [], final: mean([t3, nearer]) };
  }
  return t8 === undefined ? { open: [8], final: null } : { open: [], final: t8 };
}

/** The state of one paper's marking of a group. */
export function paperState(group: QuestionGroupRecord, marking: GroupMarking | undefined) {
  const totals = new Map<MarkingTurn, number>((marking?.entries ?? []).map((e) => [e.turn, e.total]));
  const state = roundState(group.content.mark_mode ?? 1, group.content.score_diff ?? 0, totals, Boolean(marking?.abnormal));
  // A re-score of 抽查 (issue 32) replaces the result the rounds gave.
  const rescore = marking?.rescores?.at(-1);
  return rescore && state.final !== null ? { open: state.open, final: rescore.to } : state;
}

/** The scores a teacher may give per sub-question: the group's valid scores, or every score_interval up to full. */
export function validScores(group: QuestionGroupRecord): number[] {
  const set = group.content.valid_scores?.trim();
  if (set) return set.split(',').map(Number).filter((n) => Number.isFinite(n));
  const full = groupFullScore(group);
  const step = group.content.score_interval && group.content.score_interval > 0 ? group.content.score_interval : 1;
  const out: number[] = [];
  for (let v = 0; v <= full + 1e-9; v = round2(v + step)) out.push(v);
  return out;
}

const KEYS = 'qwerasdf';
/** The group's shortcuts, or Q W E R A S D F on its first valid scores (spec 2 §9). */
export function shortcutsOf(group: QuestionGroupRecord): S['ScoreShortcut'][] {
  if (group.content.shortcuts?.length) return group.content.shortcuts;
  return validScores(group).slice(0, KEYS.length).map((score, i) => ({ key: KEYS[i] ?? 'q', score }));
}

const COLORS = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#f08c00', '#0c8599'];

/** A page's pixels: drawn from its simulator sheet, or decoded from its bytes. */
function pageRaster(image: PageImage): GreyImage {
  if (image.sheet && !image.bytes) {
    const rasters = drawSheet(image.sheet.template, image.sheet.spec, { duplex: true });
    const raster = rasters[image.sheet.side === 'back' ? 1 : 0] ?? rasters[0];
    if (raster) return raster;
  }
  return decodeJpegToGrey(pageBytes(image));
}

function crop(source: GreyImage, area: { x: number; y: number; w: number; h: number }): GreyImage {
  const x0 = Math.max(0, Math.min(source.width - 1, Math.round(area.x)));
  const y0 = Math.max(0, Math.min(source.height - 1, Math.round(area.y)));
  const width = Math.max(1, Math.min(source.width - x0, Math.round(area.w)));
  const height = Math.max(1, Math.min(source.height - y0, Math.round(area.h)));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) data.set(source.data.subarray((y0 + y) * source.width + x0, (y0 + y) * source.width + x0 + width), y * width);
  return { width, height, data };
}

/** Cut marking images, by URL (a bounded cache: the oldest go first). */
const pieces = new Map<string, Uint8Array>();
const PIECES_KEPT = 400;

export const markingImageUrl = (scan: ScanRecord, questionId: number, index: number) =>
  `/upload/marking/${scan.exam_id}/${scan.subject_id}/${paperIdOf(scan)}/${questionId}-${index}.jpg`;

/** The JPEG pieces of a group's marking image of a paper (one per area of the group), cut and cached. */
function cutPieces(scan: ScanRecord, group: QuestionGroupRecord): Uint8Array[] {
  const urls = group.question_area.map((_, i) => markingImageUrl(scan, group.question_id, i));
  if (urls.every((u) => pieces.has(u))) return urls.map((u) => pieces.get(u) ?? new Uint8Array());
  const rasters = new Map<number, GreyImage>();
  const out = group.question_area.map((area, i) => {
    const p = area.p ?? 0;
    const image = scan.pages[p === 1 ? 2 : 1]?.image;
    let raster = rasters.get(p);
    if (!raster && image) rasters.set(p, (raster = pageRaster(image)));
    const piece = raster ? crop(raster, area) : { width: Math.max(1, Math.round(area.w)), height: Math.max(1, Math.round(area.h)), data: new Uint8Array(Math.max(1, Math.round(area.w)) * Math.max(1, Math.round(area.h))).fill(255) };
    const bytes = new Uint8Array(encodeGreyJpeg(piece, { quality: 80 }));
    const url = urls[i] ?? '';
    pieces.set(url, bytes);
    if (pieces.size > PIECES_KEPT) pieces.delete(pieces.keys().next().value ?? '');
    return bytes;
  });
  return out;
}

/** A marking image piece by request path (/upload/marking/<exam>/<subject>/<paper>/<question>-<i>.jpg). */
export function markingImage(store: Store, pathname: string): Uint8Array | undefined {
  const m = /^\/upload\/marking\/(\d+)\/(\d+)\/([0-9a-f]{12})\/(\d+)-(\d+)\.jpg$/.exec(pathname);
  if (!m) return undefined;
  const scan = paperById(store, m[3] ?? '');
  const config = store.data.examConfig.subjects.get(configKey(Number(m[1]), Number(m[2])));
  const group = config?.questions.find((q) => q.question_id === Number(m[4]));
  if (!scan || !group || scan.exam_id !== Number(m[1]) || scan.subject_id !== Number(m[2])) return undefined;
  return cutPieces(scan, group)[Number(m[5])];
}

/** The paper as the marking canvas shows it (without `given` and `earlier`, which depend on the round). */
export function markingPaper(config: SubjectConfigRecord, group: QuestionGroupRecord, scan: ScanRecord, turn: MarkingTurn, strict: boolean) {
  const offsets: number[] = [];
  let height = 0;
  const images = group.question_area.map((area, i) => {
    offsets.push(height);
    const w = Math.max(1, Math.round(area.w));
    const h = Math.max(1, Math.round(area.h));
    height += h;
    return { url: markingImageUrl(scan, group.question_id, i), width: w, height: h };
  });
  const width = Math.max(1, ...images.map((i) => i.width));
  const subQuestions = group.subs.flatMap((sub, k) =>
    sub.subquestion_area.map((a) => {
      const index = Math.max(0, group.question_area.findIndex((g) => (g.p ?? 0) === (a.p ?? 0) && a.x >= g.x - 1 && a.y >= g.y - 1 && a.x <= g.x + g.w && a.y <= g.y + g.h));
      const g = group.question_area[index] ?? { x: 0, y: 0, w: width, h: height };
      const x = Math.max(0, Math.round(a.x - g.x));
      const y = Math.max(0, Math.round(a.y - g.y)) + (offsets[index] ?? 0);
      return {
        subQuestionId: sub.subquestion_id,
        subQuestionName: sub.subquestion_name,
        x,
        y,
        width: Math.max(1, Math.min(Math.round(a.w), width - x)),
        height: Math.max(1, Math.min(Math.round(a.h), height - y)),
        full_score: sub.content.full_score ?? 0,
        color: COLORS[k % COLORS.length] ?? '#1c7ed6',
      };
    }),
  );
  return {
    paper_id: paperIdOf(scan),
    exam_id: scan.exam_id,
    subject_id: scan.subject_id,
    question_id: group.question_id,
    question_name: group.question_name,
    turn,
    full_score: groupFullScore(group),
    valid_scores: validScores(group),
    shortcuts: shortcutsOf(group),
    limit_time: group.content.limit_time ?? 0,
    strict_mode: strict ? (1 as const) : (0 as const),
    width,
    height,
    images,
    sub_questions: subQuestions,
    stem_image: group.stem_image ? stemUrl(config, group, group.stem_image) : null,
    stem_regions: (group.stem_area ?? []).map((area, i) => ({
      url: stemRegionUrl(config, group.question_id, i, area),
      width: Math.max(1, Math.round(area.w)),
      height: Math.max(1, Math.round(area.h)),
    })),
  };
}

type Region = { x: number; y: number; w: number; h: number; p?: number };

/** The served URL of a stem region cut out of its template page; the region's place is in it (a new place, a new URL). */
export const stemRegionUrl = (config: SubjectConfigRecord, questionId: number, index: number, a: Region) =>
  `/upload/stem-region/${config.exam_id}/${config.subject_id}/${questionId}-${index}-${[a.x, a.y, a.w, a.h, a.p ?? 0].map((v) => Math.round(v)).join('-')}.jpg`;

/** A stem region by request path: the region of the question's saved stem, cut out of its template page as a JPEG. */
export function stemRegionImage(store: Store, pathname: string): Uint8Array | undefined {
  const m = /^\/upload\/stem-region\/(\d+)\/(\d+)\/(\d+)-(\d+)-[\d-]+\.jpg$/.exec(pathname);
  if (!m) return undefined;
  const config = store.data.examConfig.subjects.get(configKey(Number(m[1]), Number(m[2])));
  const group = config?.questions.find((q) => q.question_id === Number(m[3]));
  const area = group?.stem_area?.[Number(m[4])];
  if (!config || !group || !area || stemRegionUrl(config, group.question_id, Number(m[4]), area) !== pathname) return undefined;
  const raster = templatePageRaster(config.papers[area.p ?? 0]);
  if (!raster) return undefined;
  return new Uint8Array(encodeGreyJpeg(crop(raster, area), { quality: 85 }));
}

// Records of the exam configuration domain (spec 2 §2.1, 2.2, 2.4): per exam subject its template images, paper
// properties, question groups with sub-questions (and the objective answers on them) and the marking groups of the
// question-group configuration screen. Seeded subjects draw their template pages from the driver simulator's answer
// sheets (`@exam/scanner-protocol/simulator`), so the areas here are the simulator template's rectangles and a
// scanned simulator sheet lines up with them pixel for pixel.
//
// Template images are served by the stateful backend at GET /upload/template/<exam>/<subject>/<paper>.<ext> (the
// `paper_image` URL the contract gives) and stem images at /upload/stem/<exam>/<subject>/<group>-<version>.<ext> (the
// `stem_image` URL); `uploadedFile` below answers both.
import type { components } from '@exam/sdk';
import { decodeImageToGrey, drawSheet, encodeGreyJpeg, imageSize as headerSize } from '@exam/scanner-protocol/simulator';
import type { GreyImage, SheetTemplate } from '@exam/scanner-protocol/simulator';
import type { Store } from './store.ts';

type S = components['schemas'];
export type Area = S['Area'];

export interface TemplateImageRecord {
  paper_id: number;
  file_name: string;
  contentType: string;
  /** Uploaded bytes; absent for a seeded page, which is drawn from `sheet` on demand. */
  bytes?: Uint8Array;
  /** A seeded page: the simulator template and the page index (0 front, 1 back). */
  sheet?: { template: SheetTemplate; page: number };
}

export interface SubQuestionRecord {
  subquestion_id: number;
  subquestion_num: number;
  subquestion_name: string;
  subquestion_area: Area[];
  content: S['SubQuestionContent'];
  /** Objective sub-questions: how a multi-select answer scores (1 match, 2 cumulative) and the answer rows. */
  answerType: 1 | 2;
  answers: S['ObjectiveAnswer'][];
}

/** An uploaded stem image; `version` makes each upload's URL new (no stale cached image). */
export interface StemImageRecord {
  version: number;
  file_name: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * A question group's full score: the sum of its sub-questions' full scores, so it follows every sub-question saved,
 * added or deleted (the designer shows it, it cannot be typed). An objective group may instead carry the paper's printed
 * total in `content.full_score` (the seeded groups, or a client that sends one), which the objective answers are then
 * checked against (spec 2 §6: the sum of sub-question scores must not exceed the group total).
 */
export function groupFullScore(g: QuestionGroupRecord): number {
  const fixed = fixedGroupTotal(g);
  return fixed ?? g.subs.reduce((sum, s) => sum + (s.content.full_score ?? 0), 0);
}

/** The printed total an objective group is fixed to, if it has one (see groupFullScore). */
export function fixedGroupTotal(g: QuestionGroupRecord): number | undefined {
  const given = g.content.full_score;
  return g.question_type === 1 && given !== undefined && given > 0 ? given : undefined;
}

export interface QuestionGroupRecord {
  question_id: number;
  question_name: string;
  question_type: 1 | 2;
  question_area: Area[];
  content: S['QuestionGroupContent'];
  subs: SubQuestionRecord[];
  /** The stem regions on the template pages (the stem configuration page, exam/question-info-paper). */
  stem_area?: Area[];
  stem_image?: StemImageRecord;
  /** Stem images uploaded so far (the next upload's version). */
  stemUploads?: number;
}

/** A marking group of the question-group configuration screen (subquestionconfig). */
export interface MarkingGroupRecord {
  group_id: number;
  name: string;
  subquestion_ids: number[];
}

export type SubjectPropRecord = Omit<S['SubjectProp'], 'total_score'>;

export interface SubjectConfigRecord {
  exam_id: number;
  subject_id: number;
  /** Template images in page order. */
  papers: TemplateImageRecord[];
  /** Null until saved once. */
  prop: SubjectPropRecord | null;
  /** Question groups in display order. */
  questions: QuestionGroupRecord[];
  groups: MarkingGroupRecord[];
  /** The simulator template the seeded pages are drawn from. */
  sheet?: SheetTemplate;
}

export interface ExamConfigData {
  /** By `${exam_id}:${subject_id}`. */
  subjects: Map<string, SubjectConfigRecord>;
}

export const configKey = (examId: number, subjectId: number) => `${examId}:${subjectId}`;

const extOf = (contentType: string) => (contentType === 'image/png' ? 'png' : contentType === 'image/gif' ? 'gif' : 'jpg');

/** The served URL of a template image. */
export function paperUrl(config: SubjectConfigRecord, paper: TemplateImageRecord): string {
  return `/upload/template/${config.exam_id}/${config.subject_id}/${paper.paper_id}.${extOf(paper.contentType)}`;
}

/** The served URL of a question group's stem image. */
export function stemUrl(config: SubjectConfigRecord, group: QuestionGroupRecord, image: StemImageRecord): string {
  return `/upload/stem/${config.exam_id}/${config.subject_id}/${group.question_id}-${image.version}.${extOf(image.contentType)}`;
}

/** The blank printed pages of a simulator template (rasters and JPEGs), drawn once per template object. */
const blankCache = new WeakMap<SheetTemplate, { rasters: GreyImage[]; jpegs: Buffer[] }>();

export function blankSheet(template: SheetTemplate): { rasters: GreyImage[]; jpegs: Buffer[] } {
  const cached = blankCache.get(template);
  if (cached) return cached;
  // A sheet with no exam number and no marks; drawSheet adds handwriting-like strokes inside the subjective boxes
  // (below their number label), which a template must not have: whiten the inside of each box again.
  const rasters = drawSheet(template, { examNumber: '', examNumberStyle: 'blank', marks: [] }, { duplex: true });
  const s = template.dpi / 100;
  for (const { area } of template.subjective) {
    const page = rasters[area.p];
    if (!page) continue;
    const x0 = Math.round(area.x + 3 * s);
    const x1 = Math.round(area.x + area.w - 3 * s);
    for (let y = Math.round(area.y + 34 * s); y < Math.round(area.y + area.h - 3 * s); y++) page.data.fill(255, y * page.width + x0, y * page.width + x1);
  }
  const entry = { rasters, jpegs: rasters.map((r) => encodeGreyJpeg(r, { quality: 85, dpi: template.dpi })) };
  blankCache.set(template, entry);
  return entry;
}

/** The bytes of a template image. */
export function paperBytes(paper: TemplateImageRecord): Uint8Array {
  if (paper.bytes) return paper.bytes;
  if (paper.sheet) return blankSheet(paper.sheet.template).jpegs[paper.sheet.page] ?? new Uint8Array();
  return new Uint8Array();
}

/** Width and height of a png, gif or jpeg, or undefined. */
export function imageSize(paper: TemplateImageRecord): { width: number; height: number } | undefined {
  if (paper.sheet) return { width: paper.sheet.template.width, height: paper.sheet.template.height };
  return paper.bytes ? headerSize(paper.bytes) : undefined;
}

/** Decoded template pages by their bytes (a page's bytes never change; a new upload is a new record). */
const rasters = new WeakMap<Uint8Array, GreyImage | null>();

/** A template page as grey levels (png, gif or jpeg decoded; a seeded page drawn), or undefined when it is no image. */
export function pageRaster(paper: TemplateImageRecord | undefined): GreyImage | undefined {
  if (!paper) return undefined;
  if (paper.sheet) return blankSheet(paper.sheet.template).rasters[paper.sheet.page];
  const bytes = paper.bytes;
  if (!bytes) return undefined;
  let raster = rasters.get(bytes);
  if (raster === undefined) {
    try {
      raster = decodeImageToGrey(bytes);
    } catch {
      raster = null;
    }
    rasters.set(bytes, raster);
  }
  return raster ?? undefined;
}

/** A file the backend serves outside the contract's /api paths (template and stem images), by request path. */
export function uploadedFile(store: Store, pathname: string): { bytes: Uint8Array; contentType: string } | undefined {
  const stem = /^\/upload\/stem\/(\d+)\/(\d+)\/(\d+)-\d+\.(jpg|png|gif)$/.exec(pathname);
  if (stem) {
    const config = store.data.examConfig.subjects.get(configKey(Number(stem[1]), Number(stem[2])));
    const group = config?.questions.find((q) => q.question_id === Number(stem[3]));
    const image = group?.stem_image;
    if (!config || !group || !image || stemUrl(config, group, image) !== pathname) return undefined;
    return { bytes: image.bytes, contentType: image.contentType };
  }
  const match = /^\/upload\/template\/(\d+)\/(\d+)\/(\d+)\.(jpg|png|gif)$/.exec(pathname);
  if (!match) return undefined;
  const config = store.data.examConfig.subjects.get(configKey(Number(match[1]), Number(match[2])));
  const paper = config?.papers.find((p) => p.paper_id === Number(match[3]));
  if (!config || !paper || paperUrl(config, paper) !== pathname) return undefined;
  return { bytes: paperBytes(paper), contentType: paper.contentType };
}

/** The next free id of a kind, above every one in use and above `floor`. */
export function nextConfigId(data: ExamConfigData, kind: 'paper' | 'question' | 'subquestion' | 'group', floor: number): number {
  let max = floor;
  for (const c of data.subjects.values()) {
    if (kind === 'paper') for (const p of c.papers) max = Math.max(max, p.paper_id);
    if (kind === 'group') for (const g of c.groups) max = Math.max(max, g.group_id);
    for (const q of c.questions) {
      if (kind === 'question') max = Math.max(max, q.question_id);
      if (kind === 'subquestion') for (const s of q.subs) max = Math.max(max, s.subquestion_id);
    }
  }
  return max + 1;
}

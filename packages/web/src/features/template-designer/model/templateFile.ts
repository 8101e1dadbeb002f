// A subject's template as a JSON file (issue 28: export and import), so that one subject's template can start
// another's: the paper properties with their area lists, and the question groups with their areas, choose markers,
// settings and sub-questions (areas, scoring points, settings), all in the template images' own pixels. The images
// are not in it (each subject has its own); the page sizes are, so that an import onto other pages can say so.
// What is read back is checked with zod schemas written after the contract's types (a compile-time check below ties
// each one to its Schemas type), and every area must lie on this subject's pages.
import { z } from 'zod';
import type { Schemas } from '@exam/sdk';
import { DESIGNER_TEXTS as T } from '../designerTexts';
import { onPage } from './geometry';
import { PROP_KINDS } from './shapes';
import type { DesignerDoc, GroupDraft, PaperDraft, PropAreaKind, SubDraft } from './types';

export const TEMPLATE_FILE_FORMAT = 'exam-template';
export const TEMPLATE_FILE_VERSION = 1;

const int = z.number().int();
const area = z.object({ x: int.min(0), y: int.min(0), w: int.min(1), h: int.min(1), p: int.min(0) });
const optionArea = area.extend({ option: z.string().max(4).optional() });
const point = z.object({ x: int.min(0), y: int.min(0), p: int.min(0) });
const percent = z.number().min(0).max(100);
const omrFigure = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const scanProp = z.object({
  student_id_length: int.optional(),
  cut_start: int.optional(),
  cut_end: int.optional(),
  scan_way: z.enum(['1', '2']).optional(),
  scan_dpi: z.union([z.literal(100), z.literal(150), z.literal(200)]).optional(),
  scan_color: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  scan_paper_size: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  scan_type: z.enum(['1', '2', '3']).optional(),
  recognize_type: z.number(),
  template_type: z.union([z.literal(1), z.literal(2)]).optional(),
});

/** The paper properties other than the area lists and the sub-subjects (their groups are this subject's own). */
const settings = z.object({
  absent_area_depth: percent.optional(),
  absent_area_rate: percent.optional(),
  coverage: percent.optional(),
  uncoverage: percent.optional(),
  absent_omrfigure: omrFigure.optional(),
  depth: percent.optional(),
  codeareatype: z.union([z.literal(1), z.literal(2)]),
  codeareadirection: z.union([z.literal(1), z.literal(2)]),
  orm_omrfigure: omrFigure.optional(),
  orm_coverage: percent.optional(),
  orm_uncoverage: percent.optional(),
  markingType: z.union([z.literal(1), z.literal(2)]),
  strict_mode: z.union([z.literal(0), z.literal(1)]),
  scan_prop: scanProp.optional(),
});

const groupContent = z.object({
  viewType: z.union([z.literal(1), z.literal(2)]),
  marktype: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
  omrfigure: omrFigure.optional(),
  full_score: z.number().optional(),
  score_interval: z.number(),
  valid_scores: z.string().optional(),
  shortcuts: z.array(z.object({ key: z.string(), score: z.number() })).optional(),
  mark_mode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]).optional(),
  limit_time: z.number(),
  score_diff: z.number().nullable().optional(),
  remark_flag: z.boolean(),
  remark_interval: z.number().nullable().optional(),
  self_score_diff: z.number().nullable().optional(),
  standard_score_diff: z.number().nullable().optional(),
  choose_flag: z.boolean(),
  multi_choices: z.number(),
  coverage: percent.optional(),
  coverage2: percent.optional(),
  uncoverage: percent.optional(),
  uncoverage2: percent.optional(),
  depth: percent.optional(),
});

const subContent = z.object({
  full_score: z.number(),
  is_multi: z.boolean(),
  items: z
    .array(z.object({ name: z.string(), min: z.number().optional(), max: z.number().optional(), interval: z.number().optional(), level3Flag: z.boolean().optional() }))
    .optional(),
});

// Each schema reads what the contract's type allows (a change of the contract that breaks this fails the typecheck).
type Fits<A extends B, B> = A;
export type SettingsFitContract = Fits<z.infer<typeof settings>, Omit<Schemas['SubjectPropSettings'], 'recognize_area' | 'absent_area' | 'multi_choice_area' | 'orm_area' | 'sub_prop' | 'has_sub'>>;
export type GroupContentFitsContract = Fits<z.infer<typeof groupContent>, Omit<Schemas['QuestionGroupContent'], 'choose_area'>>;
export type SubContentFitsContract = Fits<z.infer<typeof subContent>, Omit<Schemas['SubQuestionContent'], 'points'>>;
export type AreaFitsContract = Fits<z.infer<typeof optionArea>, Schemas['MultiChoiceArea']>;

const fileSchema = z.object({
  format: z.literal(TEMPLATE_FILE_FORMAT),
  version: z.literal(TEMPLATE_FILE_VERSION),
  pages: z.array(z.object({ width: int.min(1), height: int.min(1) })),
  paper: z.object({
    settings,
    areas: z.object(Object.fromEntries(PROP_KINDS.map((k) => [k, z.array(optionArea)])) as Record<PropAreaKind, z.ZodArray<typeof optionArea>>),
  }),
  groups: z.array(
    z.object({
      name: z.string().min(1),
      type: z.union([z.literal(1), z.literal(2)]),
      areas: z.array(area),
      chooseAreas: z.array(area),
      content: groupContent,
      subs: z.array(z.object({ num: int.min(0), name: z.string().min(1), areas: z.array(area), points: z.array(point), content: subContent })),
    }),
  ),
});

export type TemplateFile = z.infer<typeof fileSchema>;

/** The document's template as a file's content (drafts included: what is on the screen). */
export function templateFileOf(doc: DesignerDoc): TemplateFile {
  const { name: _name, total_score: _total, sub_prop: _subs, has_sub: _has, ...rest } = doc.paper.settings;
  return {
    format: TEMPLATE_FILE_FORMAT,
    version: TEMPLATE_FILE_VERSION,
    pages: doc.pages.map((p) => ({ width: p.width, height: p.height })),
    paper: { settings: rest, areas: doc.paper.areas },
    groups: doc.groups.map((g) => ({
      name: g.name,
      type: g.type,
      areas: g.areas,
      chooseAreas: g.chooseAreas,
      content: g.content,
      subs: g.subs.map((s) => ({ num: s.num, name: s.name, areas: s.areas, points: s.points, content: s.content })),
    })),
  };
}

/** The file's name: the paper's name (or 模板) with the exam and subject. */
export const templateFileName = (doc: DesignerDoc, examId: number, subjectId: number) => `${doc.paper.settings.name.trim() || T.transfer.fileStem}-${examId}-${subjectId}.json`;

export type ReadTemplate = { file: TemplateFile; warnings: string[] } | { error: string };

/** A file's text read as a template for this document's pages: refused when it is not one or its areas leave the pages. */
export function readTemplateFile(text: string, doc: DesignerDoc): ReadTemplate {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: T.transfer.notJson };
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: T.transfer.invalid(issue ? `${issue.path.join('.')}: ${issue.message}` : '') };
  }
  const file = parsed.data;
  const areas = [
    ...PROP_KINDS.flatMap((k) => file.paper.areas[k]),
    ...file.groups.flatMap((g) => [...g.areas, ...g.chooseAreas, ...g.subs.flatMap((s) => s.areas)]),
  ];
  if (file.pages.length > doc.pages.length && areas.some((a) => a.p >= doc.pages.length)) return { error: T.transfer.tooManyPages(file.pages.length, doc.pages.length) };
  const off = areas.filter((a) => !onPage(doc.pages, a)).length;
  if (off > 0) return { error: T.transfer.offPages(off) };
  const warnings: string[] = [];
  const differ = file.pages.some((p, i) => doc.pages[i] && (doc.pages[i].width !== p.width || doc.pages[i].height !== p.height));
  if (differ) warnings.push(T.transfer.sizesDiffer(file.pages.map((p) => `${p.width}×${p.height}`).join('、'), doc.pages.map((p) => `${p.width}×${p.height}`).join('、')));
  return { file, warnings };
}

/** What a template holds, counted (the import's preview says what goes and what comes). */
export function templateCounts(paper: { areas: Record<PropAreaKind, readonly unknown[]> }, groups: readonly { subs: readonly unknown[] }[]) {
  return {
    paperAreas: PROP_KINDS.reduce((n, k) => n + paper.areas[k].length, 0),
    groups: groups.length,
    subs: groups.reduce((n, g) => n + g.subs.length, 0),
  };
}

/**
 * The file as this subject's paper config and groups: the paper keeps its own name; every group and
 * sub-question is a new draft (keys from `key`), to be saved as new.
 */
export function importedTemplate(doc: DesignerDoc, file: TemplateFile, key: () => string): { paper: PaperDraft; groups: GroupDraft[] } {
  const { name, total_score } = doc.paper.settings;
  // The sub-subjects name this subject's groups, which the import replaces: they are cleared (the preview says so).
  const paper: PaperDraft = {
    settings: { ...file.paper.settings, name, ...(total_score !== undefined ? { total_score } : {}), has_sub: 0, sub_prop: [] },
    areas: file.paper.areas,
  };
  const groups = file.groups.map(
    (g): GroupDraft => ({
      key: key(),
      name: g.name,
      type: g.type,
      areas: g.areas,
      chooseAreas: g.chooseAreas,
      content: g.content,
      subs: g.subs.map((s): SubDraft => ({ key: key(), num: s.num, name: s.name, areas: s.areas, points: s.points, content: s.content })),
    }),
  );
  return { paper, groups };
}

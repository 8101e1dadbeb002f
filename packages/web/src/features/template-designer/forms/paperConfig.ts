// The paper config tab's data (spec 2 §2.1, §3 paper property, §4, §5, §9): the designer defaults, the draft made
// from loadexamsubjectprop's answer, the savesubjectprop request made from the draft, and the field rules with their
// Chinese messages, each tied to the field it concerns so the tab can show it there.
import type { Schemas } from '@exam/sdk';
import type { OptionArea, PageArea, PaperDraft, PaperSettings } from '../model/types';
import { FORM_TEXTS } from '../designerTexts';

const T = FORM_TEXTS.paper;

export const PAPER_NAME_MAX = 50;
/** Exam numbers are at most 30 digits (the contract's ScanExamNumber). */
export const STUDENT_ID_LENGTH_MAX = 30;

/** The area lists in the order the tab shows them. */

/** The designer's scanning defaults (spec 2 §9; spec 3 for cut_start). */
export const SCAN_DEFAULTS: Schemas['ScanProp'] = {
  cut_start: 0,
  scan_type: '3',
  scan_dpi: 200,
  scan_way: '2',
  scan_color: 2,
  scan_paper_size: 3,
  recognize_type: 1,
  template_type: 1,
};

/** The designer's defaults of a paper without saved properties (spec 2 §9). */
export const PAPER_DEFAULTS: PaperSettings = {
  name: '',
  strict_mode: 0,
  codeareatype: 1,
  codeareadirection: 2,
  markingType: 1,
  coverage: 50,
  depth: 50,
  uncoverage: 9,
  absent_omrfigure: 2,
  orm_omrfigure: 2,
  orm_coverage: 25,
  orm_uncoverage: 9,
  has_sub: 0,
  sub_prop: [],
  scan_prop: SCAN_DEFAULTS,
};

/** The object without its undefined and null fields (so that defaults show through). */
function present<O extends object>(o: O | null | undefined): Partial<O> {
  return Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined && v !== null)) as Partial<O>;
}

const pageArea = (a: Schemas['Area']): PageArea => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p ?? 0 });
const optionArea = (a: Schemas['MultiChoiceArea']): OptionArea => (a.option ? { ...pageArea(a), option: a.option } : pageArea(a));
const contractArea = (a: PageArea): Schemas['Area'] => ({ x: a.x, y: a.y, w: a.w, h: a.h, p: a.p });

/** The sub-subjects as sent: names trimmed, `index` the row position. */
export const indexedSubSubjects = (subs: readonly Schemas['ScanSubProp'][]): Schemas['ScanSubProp'][] =>
  subs.map((s, index) => ({ name: s.name.trim(), questionIds: [...s.questionIds], index }));

/** The draft of the paper config tab from loadexamsubjectprop's answer (null before the first save: the defaults). */
export function paperFromProp(prop: Schemas['SubjectProp'] | null): PaperDraft {
  const {
    paper_name,
    mask_area,
    code_area,
    fill_area: _fill,
    recognize_area,
    absent_area,
    multi_choice_area,
    orm_area,
    total_score,
    scan_prop,
    sub_prop,
    ...rest
  } = prop ?? ({} as Partial<Schemas['SubjectProp']>);
  const settings: PaperSettings = {
    ...PAPER_DEFAULTS,
    ...present(rest),
    name: paper_name ?? '',
    scan_prop: { ...SCAN_DEFAULTS, ...present(scan_prop) },
    sub_prop: indexedSubSubjects(sub_prop ?? []),
  };
  if (total_score !== undefined) settings.total_score = total_score;
  return {
    settings,
    areas: {
      mask: (mask_area ?? []).map(pageArea),
      code: (code_area ?? []).map(pageArea),
      recognize: (recognize_area ?? []).map(pageArea),
      absent: (absent_area ?? []).map(pageArea),
      multiChoice: (multi_choice_area ?? []).map(optionArea),
      orm: (orm_area ?? []).map(pageArea),
    },
  };
}

/**
 * The savesubjectprop request of the draft: the name trimmed, the area lists under the contract's names, every setting.
 * The total score is read only and never sent. Fill areas are not part of the draft, so `fillarea` is left out and the
 * server keeps the ones it has.
 */
export function toSavePropRequest(examId: number, subjectId: number, paper: PaperDraft): Schemas['SaveSubjectPropRequest'] {
  const { name, total_score: _total, scan_prop, sub_prop, ...settings } = paper.settings;
  const { areas } = paper;
  return {
    ...settings,
    examid: examId,
    subjectid: subjectId,
    name: name.trim(),
    maskarea: areas.mask.map(contractArea),
    codearea: areas.code.map(contractArea),
    recognize_area: areas.recognize.map(contractArea),
    absent_area: areas.absent.map(contractArea),
    multi_choice_area: areas.multiChoice.map((a) => (a.option ? { ...contractArea(a), option: a.option } : contractArea(a))),
    orm_area: areas.orm.map(contractArea),
    scan_prop: { ...SCAN_DEFAULTS, ...present(scan_prop) },
    sub_prop: indexedSubSubjects(sub_prop ?? []),
  };
}

/** The fields a paper rule can concern (the tab shows each message at its field). */
export type PaperField =
  | 'name'
  | 'coverage'
  | 'uncoverage'
  | 'depth'
  | 'orm_coverage'
  | 'orm_uncoverage'
  | 'absent_area_depth'
  | 'absent_area_rate'
  | 'sub_prop'
  | 'student_id_length'
  | 'cut_start'
  | 'cut_end';

export interface PaperProblem {
  field: PaperField;
  message: string;
}

/** Percentages of the tab: the shown ones are required, the others (kept from the server) only checked when set. */
const PERCENTS: readonly { field: PaperField & keyof PaperSettings; label: string; required: boolean }[] = [
  { field: 'coverage', label: T.coverage, required: true },
  { field: 'uncoverage', label: T.uncoverage, required: true },
  { field: 'depth', label: T.depth, required: true },
  { field: 'orm_coverage', label: T.ormCoverage, required: true },
  { field: 'orm_uncoverage', label: T.ormUncoverage, required: true },
  { field: 'absent_area_depth', label: T.absentAreaDepth, required: false },
  { field: 'absent_area_rate', label: T.absentAreaRate, required: false },
];

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
const isNum = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Every rule of spec 2 §5 the paper settings break, in the order of the tab. */
export function paperProblems(settings: PaperSettings): PaperProblem[] {
  const problems: PaperProblem[] = [];
  const add = (field: PaperField, message: string) => problems.push({ field, message });

  const name = settings.name.trim();
  if (!name) add('name', FORM_TEXTS.required(T.name));
  else if (name.length > PAPER_NAME_MAX) add('name', FORM_TEXTS.tooLong(T.name, PAPER_NAME_MAX));

  for (const { field, label, required } of PERCENTS) {
    const value = settings[field] as unknown;
    if (value === undefined || value === null || value === '') {
      if (required) add(field, FORM_TEXTS.required(label));
    } else if (!isNum(value) || value < 0 || value > 100) add(field, FORM_TEXTS.percentRange(label));
  }

  if ((settings.sub_prop ?? []).some((s) => !s.name.trim())) add('sub_prop', FORM_TEXTS.subSubjects.nameRequired);

  const { student_id_length: length, cut_start: start, cut_end: end } = settings.scan_prop ?? {};
  const lengthOk = isInt(length) && length >= 1 && length <= STUDENT_ID_LENGTH_MAX;
  if (length !== undefined && !lengthOk) add('student_id_length', T.studentIdLengthRange(STUDENT_ID_LENGTH_MAX));
  const startOk = isInt(start) && start >= 0;
  if (start !== undefined && !startOk) add('cut_start', T.cutStartInvalid);
  if (end !== undefined) {
    if (!isInt(end) || end < 0) add('cut_end', T.cutEndInvalid);
    else if (startOk && end < start) add('cut_end', T.cutEndBeforeStart);
    else if (lengthOk && end > length) add('cut_end', T.cutEndTooLarge);
  }
  return problems;
}

/** The messages of every rule the paper breaks (empty when it may be saved). */
export function checkPaper(paper: PaperDraft): string[] {
  return paperProblems(paper.settings).map((p) => p.message);
}

/** Changing the exam-number length sets the cut end to the length minus 2 (spec 2 §4); no length clears both. */
export function setStudentIdLength(settings: PaperSettings, n: number | undefined): PaperSettings {
  const { student_id_length: _length, cut_end: _end, ...scan } = settings.scan_prop ?? SCAN_DEFAULTS;
  const next: Schemas['ScanProp'] = n === undefined ? scan : { ...scan, student_id_length: n, cut_end: Math.max(0, n - 2) };
  return { ...settings, scan_prop: next };
}

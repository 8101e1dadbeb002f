// The exam form's rules (spec 1 §5 exam form, §8 exam save, §9 exam defaults):
// name required, at most 50; grades required; at least one subject ('请选择考试科目'); a custom subject needs a name
// ('科目名称不能为空'); the exam unit is required for user types 1 and 2 ('请选择考试单位'), one unit for a school exam
// ('1'), up to 999 for a joint exam ('2'); a storage path is required with storage type '1'. Defaults: exam type
// '1', storage type '2', student auto-import on, the default paper folder kept in location.
//
// Custom subjects: the save payload names subjects by id (subjects) with their names in parallel
// (exam_subject_names); ids above 20 are custom. The server stores the pair as sent, so the form chooses the id: a
// custom name that is a subject of the subject catalogue takes that subject's id; an exam's existing custom subject
// keeps its id; a new one takes the next id above 20 not used by the catalogue or by the exam.
import { ApiError } from '@exam/sdk';
import type { Schemas } from '@exam/sdk';
import type { ExamGrade, ExamRow, ExamSave, ExamType } from './queries';

type Tag = Schemas['Tag'];
type StorageType = Schemas['StorageType'];

export const NAME_MAX = 50;
export const SUBJECT_NAME_MAX = 20;
export const LOCATION_MAX = 255;
export const JOINT_EXAM_MAX_UNITS = 999;
/** Subject tag ids up to this are common subjects, above it custom ones (spec 1 §9). */
export const COMMON_SUBJECT_MAX_ID = 20;
/** The fixed local folder the paper images go to by default (kept in location). */
export const DEFAULT_LOCATION = 'D:\\ExamPapers';

export const SCHOOL_EXAM: ExamType = '1';
export const JOINT_EXAM: ExamType = '2';
/** Storage type '1': the path given in location; '2': the default storage. */
export const CUSTOM_STORAGE: StorageType = '1';
export const DEFAULT_STORAGE: StorageType = '2';

export const MESSAGES = {
  name: '请填写考试名称',
  nameMax: `考试名称不能超过${NAME_MAX}个字`,
  unit: '请选择考试单位',
  schoolExamOneUnit: '校考只能选择一个考试单位',
  jointExamMax: `联考单位不能超过${JOINT_EXAM_MAX_UNITS}个`,
  grades: '请选择年级',
  subjects: '请选择考试科目',
  subjectName: '科目名称不能为空',
  subjectNameMax: `科目名称不能超过${SUBJECT_NAME_MAX}个字`,
  subjectDuplicate: '科目名称不能重复',
  location: '请填写存储路径',
  locationMax: `存储路径不能超过${LOCATION_MAX}个字符`,
} as const;

/** A subject the user named (or an existing exam subject that is not in the subject catalogue). */
export interface CustomSubject {
  /** The form row's key. */
  key: string;
  /** The exam's own id of an existing custom subject; null for a new one. */
  id: number | null;
  name: string;
}

export interface ExamFormValues {
  examname: string;
  examtype: ExamType;
  /** Unit ids as text (the selects' values). */
  unitIds: string[];
  /** Grade names (grades of the same name in several schools are one choice). */
  grades: string[];
  /** Catalogue subject ids as text. */
  subjectIds: string[];
  customSubjects: CustomSubject[];
  storage_type: StorageType;
  location: string;
  is_auto_import: boolean;
}

let customKey = 0;
export const newCustomSubject = (name = ''): CustomSubject => ({ key: `custom-${++customKey}`, id: null, name });

/** The form's starting values: the defaults when adding, the exam's values when editing. */
export function examFormValues(exam: ExamRow | undefined, tags: readonly Tag[]): ExamFormValues {
  if (!exam) {
    return {
      examname: '',
      examtype: SCHOOL_EXAM,
      unitIds: [],
      grades: [],
      subjectIds: [],
      customSubjects: [],
      storage_type: DEFAULT_STORAGE,
      location: DEFAULT_LOCATION,
      is_auto_import: true,
    };
  }
  const tagIds = new Set(tags.map((t) => t.tag_id));
  const subjects = (exam.exam_subjects ?? []).map((id, i) => ({ id, name: exam.exam_subject_name?.[i] ?? exam.subjects?.find((s) => s.subject_id === id)?.subject_name ?? String(id) }));
  return {
    examname: exam.exam_name,
    examtype: exam.exam_type,
    unitIds: (exam.unit_ids ?? []).map(String),
    grades: [...new Set(exam.grades ?? [])],
    subjectIds: subjects.filter((s) => tagIds.has(s.id)).map((s) => String(s.id)),
    customSubjects: subjects.filter((s) => !tagIds.has(s.id)).map((s) => ({ ...newCustomSubject(s.name), id: s.id })),
    storage_type: exam.storage_type ?? DEFAULT_STORAGE,
    location: exam.location || DEFAULT_LOCATION,
    is_auto_import: exam.is_auto_import ?? true,
  };
}

/** The form's messages by field path ('customSubjects.1.name'); empty when the form can be saved. */
export function validateExamForm(v: ExamFormValues, ctx: { choosesUnits: boolean; tags: readonly Tag[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  const name = v.examname.trim();
  if (!name) errors.examname = MESSAGES.name;
  else if (name.length > NAME_MAX) errors.examname = MESSAGES.nameMax;
  if (ctx.choosesUnits) {
    if (v.unitIds.length === 0) errors.unitIds = MESSAGES.unit;
    else if (v.examtype === SCHOOL_EXAM && v.unitIds.length > 1) errors.unitIds = MESSAGES.schoolExamOneUnit;
    else if (v.unitIds.length > JOINT_EXAM_MAX_UNITS) errors.unitIds = MESSAGES.jointExamMax;
  }
  if (v.grades.length === 0) errors.grades = MESSAGES.grades;
  if (v.subjectIds.length === 0 && v.customSubjects.length === 0) errors.subjectIds = MESSAGES.subjects;
  const tagName = new Map(ctx.tags.map((t) => [String(t.tag_id), t.tag_name]));
  const taken = new Set(v.subjectIds.map((id) => tagName.get(id) ?? id));
  v.customSubjects.forEach((s, i) => {
    const subjectName = s.name.trim();
    const path = `customSubjects.${i}.name`;
    if (!subjectName) errors[path] = MESSAGES.subjectName;
    else if (subjectName.length > SUBJECT_NAME_MAX) errors[path] = MESSAGES.subjectNameMax;
    else if (taken.has(subjectName)) errors[path] = MESSAGES.subjectDuplicate;
    taken.add(subjectName);
  });
  if (v.storage_type === CUSTOM_STORAGE) {
    if (!v.location.trim()) errors.location = MESSAGES.location;
    else if (v.location.trim().length > LOCATION_MAX) errors.location = MESSAGES.locationMax;
  }
  return errors;
}

/**
 * The exam's subjects as the save sends them: the ticked catalogue subjects (catalogue order), then the custom ones
 * with their chosen ids (see the top of this file).
 */
export function examSubjects(v: Pick<ExamFormValues, 'subjectIds' | 'customSubjects'>, tags: readonly Tag[], examSubjectIds: readonly number[] = []): { ids: number[]; names: string[] } {
  const ticked = new Set(v.subjectIds.map(Number));
  const chosen = tags.filter((t) => ticked.has(t.tag_id)).map((t) => ({ id: t.tag_id, name: t.tag_name }));
  const used = new Set(chosen.map((s) => s.id));
  let next = Math.max(COMMON_SUBJECT_MAX_ID, ...tags.map((t) => t.tag_id), ...examSubjectIds, ...v.customSubjects.map((s) => s.id ?? 0));
  for (const custom of v.customSubjects) {
    const name = custom.name.trim();
    const catalogue = tags.find((t) => t.tag_name === name && !used.has(t.tag_id));
    let id = catalogue?.tag_id ?? custom.id;
    if (id === null || used.has(id)) id = ++next;
    used.add(id);
    chosen.push({ id, name });
  }
  return { ids: chosen.map((s) => s.id), names: chosen.map((s) => s.name) };
}

/** The grade choices over the chosen units: by name in first-seen order, with every unit's id of each name. */
export function mergeGrades(lists: readonly (readonly ExamGrade[])[]): { names: string[]; ids: Map<string, number[]> } {
  const ids = new Map<string, number[]>();
  for (const list of lists) for (const g of list) ids.set(g.grade, [...new Set([...(ids.get(g.grade) ?? []), g.grade_id])]);
  return { names: [...ids.keys()], ids };
}

/** Grade names chosen that none of the chosen units has (their lists are loaded). */
export function missingGrades(grades: readonly string[], ids: ReadonlyMap<string, number[]>): string[] {
  return grades.filter((g) => !ids.get(g)?.length);
}

export interface SaveContext {
  /** The exam being edited. */
  exam?: ExamRow;
  tags: readonly Tag[];
  /** The units the exam is held at: the chosen ones (types 1, 2) or the own unit (type 3). */
  units: readonly { unit_id: number; unit_name: string }[];
  /** Grade ids by grade name over those units. */
  gradeIds: ReadonlyMap<string, number[]>;
}

/** The save payload (spec 1 §3 exam save payload; examid and exam_id both, null when adding). */
export function examSaveBody(v: ExamFormValues, ctx: SaveContext): ExamSave {
  const subjects = examSubjects(v, ctx.tags, ctx.exam?.exam_subjects ?? []);
  const id = ctx.exam?.exam_id ?? null;
  const units = v.examtype === SCHOOL_EXAM ? ctx.units.slice(0, 1) : ctx.units.slice(0, JOINT_EXAM_MAX_UNITS);
  return {
    examid: id,
    exam_id: id,
    examname: v.examname.trim(),
    examtype: v.examtype,
    unitid: units.map((u) => u.unit_id),
    unit_names: units.map((u) => u.unit_name),
    grades: [...v.grades],
    grade_ids: [...new Set(v.grades.flatMap((g) => ctx.gradeIds.get(g) ?? []))],
    subjects: subjects.ids,
    exam_subject_names: subjects.names,
    is_auto_import: v.is_auto_import,
    location: v.location.trim() || DEFAULT_LOCATION,
    storage_type: v.storage_type,
  };
}

/** Code -3 on save: the server asks to confirm (e.g. a removed subject has scan data). */
export const CONFIRM_SUBJECT_CODE = -3;
export const CONFIRM_SUBJECT_QUESTION = '是否继续？此操作不可恢复';

export function needsSubjectConfirm(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === CONFIRM_SUBJECT_CODE;
}

/** The confirmation text: the server's text, then the question. */
export function subjectConfirmMessage(serverText: string): string {
  const text = serverText.trim().replace(/[。.，,；;！!\s]+$/, '');
  return text ? `${text}。${CONFIRM_SUBJECT_QUESTION}` : CONFIRM_SUBJECT_QUESTION;
}

/** The same body again, confirmed. */
export const confirmedBody = (body: ExamSave): ExamSave => ({ ...body, confirmSubject: '1' });

/** What the user reads after a save with code 1. */
export const SAVED_TEXT = '考试保存成功';

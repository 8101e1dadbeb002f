import { describe, expect, it } from 'vitest';
import { ApiError, LoginExpiredError } from '@exam/sdk';
import { EXAM_3001, SUBJECT_TAGS } from './fixtures.test-data';
import {
  DEFAULT_LOCATION,
  MESSAGES,
  confirmedBody,
  examFormValues,
  examSaveBody,
  examSubjects,
  mergeGrades,
  missingGrades,
  needsSubjectConfirm,
  newCustomSubject,
  subjectConfirmMessage,
  validateExamForm,
  type ExamFormValues,
} from './examForm';

const tags = SUBJECT_TAGS;
const valid = (patch: Partial<ExamFormValues> = {}): ExamFormValues => ({
  ...examFormValues(undefined, tags),
  examname: '2026年秋季高一第二次月考',
  unitIds: ['101'],
  grades: ['高一'],
  subjectIds: ['2'],
  ...patch,
});
const check = (v: ExamFormValues, choosesUnits = true) => validateExamForm(v, { choosesUnits, tags });

describe('exam form defaults', () => {
  it('adds a school exam with the default storage, auto import on and the default paper folder', () => {
    expect(examFormValues(undefined, tags)).toMatchObject({
      examname: '',
      examtype: '1',
      unitIds: [],
      grades: [],
      subjectIds: [],
      customSubjects: [],
      storage_type: '2',
      location: DEFAULT_LOCATION,
      is_auto_import: true,
    });
  });

  it("edits with the exam's values; subjects outside the catalogue are custom and keep their ids", () => {
    const v = examFormValues({ ...EXAM_3001, exam_subjects: [1, 2, 22], exam_subject_name: ['语文', '数学', '生物'] }, tags);
    expect(v).toMatchObject({ examname: '2026年秋季高一期中联考', examtype: '2', unitIds: ['101', '102'], grades: ['高一'], subjectIds: ['1', '2'] });
    expect(v.customSubjects.map((s) => [s.id, s.name])).toEqual([[22, '生物']]);
  });
});

describe('exam form validation', () => {
  it('accepts a complete form', () => {
    expect(check(valid())).toEqual({});
  });
  it('name required, at most 50', () => {
    expect(check(valid({ examname: '  ' })).examname).toBe(MESSAGES.name);
    expect(check(valid({ examname: '考'.repeat(51) })).examname).toBe(MESSAGES.nameMax);
    expect(check(valid({ examname: '考'.repeat(50) })).examname).toBeUndefined();
  });
  it('unit required for types 1 and 2 only; one for a school exam, up to 999 for a joint exam', () => {
    expect(check(valid({ unitIds: [] })).unitIds).toBe('请选择考试单位');
    expect(check(valid({ unitIds: [] }), false).unitIds).toBeUndefined();
    expect(check(valid({ unitIds: ['101', '102'] })).unitIds).toBe(MESSAGES.schoolExamOneUnit);
    expect(check(valid({ examtype: '2', unitIds: ['101', '102'] })).unitIds).toBeUndefined();
    expect(check(valid({ examtype: '2', unitIds: Array.from({ length: 1000 }, (_, i) => String(i)) })).unitIds).toBe(MESSAGES.jointExamMax);
  });
  it('grades required', () => {
    expect(check(valid({ grades: [] })).grades).toBe('请选择年级');
  });
  it('at least one subject; a custom subject counts', () => {
    expect(check(valid({ subjectIds: [] })).subjectIds).toBe('请选择考试科目');
    expect(check(valid({ subjectIds: [], customSubjects: [newCustomSubject('生物')] }))).toEqual({});
  });
  it('a custom subject needs a name, at most 20, not one already chosen', () => {
    const errors = check(valid({ customSubjects: [newCustomSubject(' '), newCustomSubject('科'.repeat(21)), newCustomSubject('数学'), newCustomSubject('生物'), newCustomSubject('生物')] }));
    expect(errors).toEqual({
      'customSubjects.0.name': '科目名称不能为空',
      'customSubjects.1.name': MESSAGES.subjectNameMax,
      'customSubjects.2.name': MESSAGES.subjectDuplicate,
      'customSubjects.4.name': MESSAGES.subjectDuplicate,
    });
  });
  it('a storage path is required with storage type 1', () => {
    expect(check(valid({ storage_type: '1', location: '' })).location).toBe(MESSAGES.location);
    expect(check(valid({ storage_type: '1', location: 'E:\\试卷' })).location).toBeUndefined();
    expect(check(valid({ storage_type: '2', location: '' })).location).toBeUndefined();
  });
});

describe('subjects and their ids', () => {
  it('catalogue subjects in catalogue order, then new custom subjects above every id in use', () => {
    const v = { subjectIds: ['3', '1'], customSubjects: [newCustomSubject(' 生物 '), newCustomSubject('地理')] };
    expect(examSubjects(v, tags)).toEqual({ ids: [1, 3, 22, 23], names: ['语文', '英语', '生物', '地理'] });
    // The exam's existing ids are not reused.
    expect(examSubjects(v, tags, [1, 3, 25]).ids).toEqual([1, 3, 26, 27]);
  });
  it('a custom name of a catalogue subject takes its id; an existing custom subject keeps its id', () => {
    const kept = { ...newCustomSubject('生物（新）'), id: 22 };
    expect(examSubjects({ subjectIds: [], customSubjects: [newCustomSubject('信息技术'), kept] }, tags, [22])).toEqual({ ids: [21, 22], names: ['信息技术', '生物（新）'] });
  });
  it('never goes below 21 for a custom subject', () => {
    expect(examSubjects({ subjectIds: [], customSubjects: [newCustomSubject('生物')] }, [{ tag_id: 1, tag_name: '语文' }]).ids).toEqual([21]);
  });
});

describe('grades over several units', () => {
  it('merges by name and keeps every unit’s id', () => {
    const merged = mergeGrades([
      [{ grade_id: 10, grade: '高一' }, { grade_id: 11, grade: '高二' }],
      [{ grade_id: 20, grade: '高一' }, { grade_id: 22, grade: '高三' }],
    ]);
    expect(merged.names).toEqual(['高一', '高二', '高三']);
    expect(merged.ids.get('高一')).toEqual([10, 20]);
    expect(missingGrades(['高一', '初一'], merged.ids)).toEqual(['初一']);
  });
});

describe('the save body', () => {
  const units = [
    { unit_id: 101, unit_name: '临江市第一中学' },
    { unit_id: 102, unit_name: '临江市实验中学' },
  ];
  const gradeIds = new Map([['高一', [10, 20]]]);
  it('adds: ids null, a school exam keeps one unit, names and ids in parallel', () => {
    const body = examSaveBody(valid({ subjectIds: ['2', '3'], customSubjects: [newCustomSubject('生物')] }), { tags, units, gradeIds });
    expect(body).toEqual({
      examid: null,
      exam_id: null,
      examname: '2026年秋季高一第二次月考',
      examtype: '1',
      unitid: [101],
      unit_names: ['临江市第一中学'],
      grades: ['高一'],
      grade_ids: [10, 20],
      subjects: [2, 3, 22],
      exam_subject_names: ['数学', '英语', '生物'],
      is_auto_import: true,
      location: DEFAULT_LOCATION,
      storage_type: '2',
    });
  });
  it('edits: both ids, a joint exam sends every unit', () => {
    const body = examSaveBody(examFormValues(EXAM_3001, tags), { exam: EXAM_3001, tags, units, gradeIds });
    expect(body).toMatchObject({ examid: 3001, exam_id: 3001, examtype: '2', unitid: [101, 102], subjects: [1, 2, 3] });
    expect(body).not.toHaveProperty('confirmSubject');
    expect(confirmedBody(body)).toEqual({ ...body, confirmSubject: '1' });
  });
});

describe('the -3 confirmation', () => {
  it('recognises code -3 only', () => {
    expect(needsSubjectConfirm(new ApiError(200, '科目英语已有扫描数据', -3))).toBe(true);
    expect(needsSubjectConfirm(new ApiError(200, '考试名称已存在'))).toBe(false);
    expect(needsSubjectConfirm(new LoginExpiredError(200, '登录失效'))).toBe(false);
    expect(needsSubjectConfirm(new Error('x'))).toBe(false);
  });
  it("asks with the server's text and the question", () => {
    expect(subjectConfirmMessage('科目英语已有扫描数据，删除后数据将一并删除')).toBe('科目英语已有扫描数据，删除后数据将一并删除。是否继续？此操作不可恢复');
    expect(subjectConfirmMessage('科目英语已有扫描数据。')).toBe('科目英语已有扫描数据。是否继续？此操作不可恢复');
    expect(subjectConfirmMessage('')).toBe('是否继续？此操作不可恢复');
  });
});

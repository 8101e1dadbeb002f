import { describe, expect, it } from 'vitest';
import { progressOutcome, progressPercent } from './queries';
import { studentFormSchema, studentFormValues, studentSaveBody } from './studentForm';

const valid = { stuname: '李明', stunum: '20260101', password: '', grade_id: 10, class_id: 5011 };
const messages = (values: object) => studentFormSchema.safeParse(values).error?.issues.map((i) => i.message) ?? [];

describe('student form', () => {
  it('states every rule', () => {
    expect(messages({ ...valid, stuname: '', stunum: '', grade_id: null, class_id: null })).toEqual([
      '请填写学生姓名',
      '请填写学号',
      '请选择年级',
      '请选择班级',
    ]);
    expect(messages({ ...valid, stunum: '2026a' })).toEqual(['学号必须是数字']);
    expect(messages({ ...valid, stuname: '名'.repeat(31) })).toEqual(['学生姓名不能超过30个字符']);
    expect(messages(valid)).toEqual([]);
  });

  it('sends the student number as the password when it is left blank', () => {
    expect(studentSaveBody(valid, 101)).toEqual({ stuname: '李明', stunum: '20260101', password: '20260101', grade_id: 10, class_id: 5011, unitid: 101 });
    expect(studentSaveBody({ ...valid, password: 'abc123' }, 101).password).toBe('abc123');
    expect(studentFormValues(undefined, { grade_id: 10 })).toMatchObject({ grade_id: 10, class_id: null, password: '' });
  });
});

describe('import progress', () => {
  it('ends on NUM = TOTAL, ISEND or ISEXCEPTIONAL', () => {
    expect(progressOutcome({ TOTAL: 10, NUM: 4, ISEND: false, ISEXCEPTIONAL: false })).toBe('running');
    expect(progressOutcome({ TOTAL: 10, NUM: 10, ISEND: false, ISEXCEPTIONAL: false })).toBe('finished');
    expect(progressOutcome({ TOTAL: 10, NUM: 3, ISEND: true, ISEXCEPTIONAL: false })).toBe('ended');
    expect(progressOutcome({ TOTAL: 10, NUM: 3, ISEND: true, ISEXCEPTIONAL: true })).toBe('exceptional');
    expect(progressPercent({ TOTAL: 3, NUM: 1 })).toBe(33);
    expect(progressPercent({ TOTAL: 0, NUM: 0 })).toBe(0);
  });
});

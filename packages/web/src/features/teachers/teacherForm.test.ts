import { describe, expect, it } from 'vitest';
import { changeRoles, roleOptions, teacherFormSchema, teacherFormValues, teacherSaveBody, resetPasswordError, unitHasParent } from './teacherForm';
import type { TeacherRow, UnitGrade } from './queries';

const messages = (mode: 'add' | 'edit', values: object) => teacherFormSchema(mode).safeParse(values).error?.issues.map((i) => i.message) ?? [];
const valid = { ...teacherFormValues(undefined, true), username: '李老师', userpwd: 'Ls@2026' };

const grades: UnitGrade[] = [
  {
    grade_id: 10,
    grade: '高一',
    classes: [
      { grade_id: 10, grade: '高一', class_id: 5011, class_name: '高一(1)班', school: '临江市第一中学' },
      { grade_id: 10, grade: '高一', class_id: 5012, class_name: '高一(2)班', school: '临江市第一中学' },
    ],
  },
];

describe('teacher form', () => {
  it('states every rule in the spec words', () => {
    expect(messages('add', { ...valid, username: '', userpwd: '', user_types: [] })).toEqual(['请填写姓名', '请填写密码', '请选择角色']);
    expect(messages('add', { ...valid, username: '名'.repeat(31), userpwd: 'p'.repeat(21) })).toEqual(['姓名不能超过30个字符', '密码不能超过20个字符']);
    expect(messages('add', { ...valid, email: 'not-an-email' })).toEqual(['请填写有效格式邮箱']);
    expect(messages('edit', { ...valid, userpwd: '' })).toEqual([]);
  });

  it('starts with role 2 for a top-level unit and role 4 below it', () => {
    expect(teacherFormValues(undefined, false).user_types).toEqual(['2']);
    expect(teacherFormValues(undefined, true).user_types).toEqual(['4']);
  });

  it('offers the roles of the signed-in type and disables those the unit cannot have', () => {
    expect(roleOptions('2', true, [])).toEqual([
      { code: '2', disabled: true },
      { code: '3', disabled: false },
      { code: '4', disabled: false },
      { code: '5', disabled: false },
      { code: '8', disabled: false },
    ]);
    expect(roleOptions('1', false, []).filter((o) => !o.disabled).map((o) => o.code)).toEqual(['2']);
    expect(roleOptions('3', true, ['4', '11']).map((o) => o.code)).toEqual(['3', '4', '5', '8', '11']);
  });

  it('keeps role 4', () => {
    expect(changeRoles(['4', '8'], ['8'])).toEqual({ roles: ['4', '8'], warning: '普通角色无法删除' });
    expect(changeRoles(['4'], ['4', '5'])).toEqual({ roles: ['4', '5'] });
  });

  it('sends the role fields of the chosen roles only, and no password when editing', () => {
    const body = teacherSaveBody(
      { ...valid, user_types: ['4', '8', '5'], teacherSubjectId: '2', teacherClassIds: ['5012'], gradeIds: ['10'], classLeaderClassIds: ['5011'] },
      { mode: 'add', unitid: 101, userid: undefined, grades },
    );
    expect(body).toMatchObject({ userpwd: 'Ls@2026', unitid: 101, teacherSubject: [2], gradeLeadergrades: [{ grade_id: 10, grade: '高一' }] });
    expect(body.teacherGradeClass).toEqual({ '2': [grades[0]?.classes[1]] });
    expect(body.classLeaderClass).toBeUndefined();
    const row = { user_id: 3105, user_account: 'wangfang', user_name: '王芳', state: '1', unit_id: 101, parent_id: 10, user_types: ['4', '8'], teacherSubject: [2] } as TeacherRow;
    const edit = teacherSaveBody(teacherFormValues(row, true), { mode: 'edit', unitid: 101, userid: 3105, grades });
    expect(edit.userpwd).toBeUndefined();
    expect(edit).toMatchObject({ userid: 3105, user_types: ['4', '8'], teacherSubject: [2] });
  });

  it('knows which tree units have a parent', () => {
    const tree = [{ unit_id: 10, unit_name: '临江市教育局', subunit: [{ unit_id: 101, unit_name: '一中' }] }];
    expect(unitHasParent(tree, 101, undefined)).toBe(true);
    expect(unitHasParent(tree, 10, { unit_id: 10, parent_id: 1 })).toBe(true);
    expect(unitHasParent([{ unit_id: 1, unit_name: '平台' }], 1, { unit_id: 1, parent_id: null })).toBe(false);
  });
});

describe('reset password', () => {
  it('takes a blank password (the default) or at most 20 characters', () => {
    expect(resetPasswordError('')).toBeUndefined();
    expect(resetPasswordError('a'.repeat(20))).toBeUndefined();
    expect(resetPasswordError('a'.repeat(21))).toBe('密码不能超过20个字符');
  });
});

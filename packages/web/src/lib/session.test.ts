import { describe, expect, it } from 'vitest';
import { roleLabel } from './session';

const codes = [
  { code: '2', code_name: '教育局管理员' },
  { code: '4', code_name: '阅卷教师' },
];

describe('role label', () => {
  it('is the unit name plus the user type name', () => {
    expect(roleLabel({ unit_name: '临江市第一中学', user_type: '4' }, codes)).toBe('临江市第一中学 阅卷教师');
  });
  it("names the child of a parent's student role", () => {
    expect(roleLabel({ unit_name: '临江市第一中学', user_type: '3', student_name: '陈倩' }, [{ code: '3', code_name: '学生' }])).toBe('临江市第一中学 学生（陈倩）');
    expect(roleLabel({ unit_name: '临江市第一中学', user_type: '3', student_name: null }, [{ code: '3', code_name: '学生' }])).toBe('临江市第一中学 学生');
  });
  it("falls back to '无单位' and '未知'", () => {
    expect(roleLabel({ unit_name: '', user_type: '4' }, codes)).toBe('无单位 阅卷教师');
    expect(roleLabel({ unit_name: '临江市教育局', user_type: '11' }, codes)).toBe('临江市教育局 未知');
    expect(roleLabel({ unit_name: null, user_type: '2' }, undefined)).toBe('无单位 未知');
  });
});

import { describe, expect, it } from 'vitest';
import { roomFormSchema, roomSaveBody, schoolChoice, seatFormSchema, seatSaveBody } from './roomRules';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []));

describe('room form', () => {
  it('requires a name of at most 30 characters and a subject', () => {
    expect(messages(roomFormSchema.safeParse({ name: '  ', subject_id: null, remark: '', area_id: null }))).toEqual(['考场名称不能为空', '请选择科目']);
    expect(messages(roomFormSchema.safeParse({ name: '考'.repeat(31), subject_id: '2', remark: '', area_id: null }))).toEqual(['不能超过30个字']);
    expect(messages(roomFormSchema.safeParse({ name: '考'.repeat(30), subject_id: '2', remark: '', area_id: null }))).toEqual([]);
  });

  it('adds without a room_id and edits with it, trimmed, an empty remark as null, with the screen’s search fields', () => {
    const scope = { exam_id: 3001, unit_id: 101, page: 2 };
    expect(roomSaveBody({ name: ' 第09考场 ', subject_id: '2', remark: ' ', area_id: null }, scope, undefined)).toEqual({
      name: '第09考场',
      remark: null,
      subject_id: 2,
      exam_id: 3001,
      unit_id: 101,
      page: 2,
      pagesize: 15,
    });
    expect(roomSaveBody({ name: '第02考场', subject_id: '3', remark: '东侧', area_id: '401' }, scope, 502)).toMatchObject({ room_id: 502, subject_id: 3, remark: '东侧', area_id: 401 });
  });
});

describe('seat form', () => {
  it('requires an exam number of digits and a whole seat number of at least 1', () => {
    expect(messages(seatFormSchema.safeParse({ student_id: '', seat_num: '' }))).toEqual(['请输入考号', '请输入座位号']);
    expect(messages(seatFormSchema.safeParse({ student_id: '30a', seat_num: 0 }))).toEqual(['考号只能是数字', '座位号必须是正整数']);
    expect(messages(seatFormSchema.safeParse({ student_id: '3'.repeat(31), seat_num: 1.5 }))).toEqual(['考号不能超过30个字符', '座位号必须是正整数']);
    expect(seatSaveBody({ student_id: ' 301010202 ', seat_num: 31 }, { room_id: 501, subject_id: 2 })).toEqual({ room_id: 501, student_id: '301010202', seat_num: 31, subject_id: 2 });
  });
});

describe('school choice', () => {
  const schools = [
    { unit_id: 101, unit_name: '临江市第一中学' },
    { unit_id: 102, unit_name: '临江市实验中学' },
  ];
  it('lets types 1, 2 and 6 choose any school of the exam, starting with their own when it takes part', () => {
    const bureau = { user_type: '2', unit_id: 10, unit_name: '临江市教育局' };
    expect(schoolChoice(bureau, schools, undefined)).toEqual({ options: schools, unitId: undefined, fixed: false });
    expect(schoolChoice(bureau, schools, 102)).toEqual({ options: schools, unitId: 102, fixed: false });
    expect(schoolChoice(bureau, schools, 103).unitId).toBeUndefined();
    expect(schoolChoice({ user_type: '6', unit_id: 102 }, schools, undefined)).toMatchObject({ unitId: 102, fixed: false });
    expect(schoolChoice({ user_type: '1', unit_id: 1 }, schools, 101)).toMatchObject({ unitId: 101, fixed: false });
  });

  it('fixes everyone else to their own unit, whatever the address says', () => {
    expect(schoolChoice({ user_type: '3', unit_id: 101, unit_name: '临江市第一中学' }, schools, 102)).toEqual({
      options: [{ unit_id: 101, unit_name: '临江市第一中学' }],
      unitId: 101,
      fixed: true,
    });
    expect(schoolChoice({ user_type: '4', unit_id: 103, unit_name: '临江市第二中学' }, schools, undefined)).toEqual({
      options: [{ unit_id: 103, unit_name: '临江市第二中学' }],
      unitId: 103,
      fixed: true,
    });
  });
});

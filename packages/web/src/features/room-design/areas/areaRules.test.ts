import { describe, expect, it } from 'vitest';
import { areaNameError, batchBody, batchDefaults, batchErrors, batchPreview, roomBody, roomErrors, roomValues, type BatchValues } from './areaRules';

const batch = (patch: Partial<BatchValues> = {}): BatchValues => ({
  ...batchDefaults(),
  room_name_prefix: '第0',
  room_name_suffix: '考场',
  start_number: 1,
  end_number: 9,
  ...patch,
});

describe('area name', () => {
  it('is required and at most 30 characters', () => {
    expect(areaNameError('   ')).toBe('考区名称不可为空');
    expect(areaNameError('楼'.repeat(31))).toBe('考区名称不能超过30个字');
    expect(areaNameError(` ${'楼'.repeat(30)} `)).toBeUndefined();
  });
});

describe('batch add', () => {
  it('starts with room number 1 and a capacity of 30', () => {
    expect(batchDefaults()).toMatchObject({ room_number: 1, room_capacity: 30, start_number: '', end_number: '' });
  });

  it('requires prefix, suffix, start and end number, a room number and a capacity, each with its message', () => {
    expect(batchErrors({ ...batchDefaults(), room_number: '', room_capacity: '' })).toEqual({
      room_name_prefix: '请输入考场名称前缀',
      room_name_suffix: '请输入考场名称后缀',
      room_number: '请输入正确的考场号',
      start_number: '请输入考场名称开始数字',
      end_number: '请输入考场名称结束数字',
      room_capacity: '请输入正确的考场容量',
    });
    expect(batchErrors(batch())).toEqual({});
  });

  it('refuses a room number or capacity below 1, a capacity above 200, a start after the end and more than 100 rooms', () => {
    expect(batchErrors(batch({ room_number: 0, room_capacity: 0 }))).toEqual({ room_number: '请输入正确的考场号', room_capacity: '请输入正确的考场容量' });
    expect(batchErrors(batch({ room_capacity: 201 }))).toEqual({ room_capacity: '考场容量不能超过200' });
    expect(batchErrors(batch({ room_capacity: 200 }))).toEqual({});
    expect(batchErrors(batch({ start_number: 5, end_number: 4 }))).toEqual({ end_number: '开始数字不能大于结束数字' });
    expect(batchErrors(batch({ start_number: 5, end_number: 5 }))).toEqual({});
    expect(batchErrors(batch({ start_number: 1, end_number: 100 }))).toEqual({});
    expect(batchErrors(batch({ start_number: 1, end_number: 101 }))).toEqual({ end_number: '一次最多新增100个考场' });
    expect(batchErrors(batch({ start_number: 1, end_number: 3000 }))).toEqual({ end_number: '一次最多新增100个考场' });
    expect(batchErrors(batch({ start_number: 0 }))).toEqual({ start_number: '请输入考场名称开始数字' });
  });

  it('refuses names that would pass 30 characters (the last, longest name is named)', () => {
    const prefix = '考'.repeat(27);
    expect(batchErrors(batch({ room_name_prefix: prefix, room_name_suffix: '室', start_number: 99, end_number: 100 }))).toEqual({
      room_name_prefix: `考场名称“${prefix}100室”超过30个字`,
    });
    expect(batchErrors(batch({ room_name_prefix: prefix, room_name_suffix: '室', start_number: 98, end_number: 99 }))).toEqual({});
  });

  it('previews prefix + number + suffix with room numbers counting up from the first', () => {
    expect(batchPreview(batch({ start_number: 1, end_number: 3, room_number: 4 }))).toEqual({ names: ['第01考场', '第02考场', '第03考场'], firstNumber: 4, lastNumber: 6 });
    expect(batchPreview(batch({ room_name_prefix: ' 实验', room_name_suffix: '室 ', start_number: 9, end_number: 10 }))?.names).toEqual(['实验9室', '实验10室']);
    expect(batchPreview(batch({ start_number: 4, end_number: 3 }))).toBeUndefined();
    expect(batchPreview(batch({ end_number: '' }))).toBeUndefined();
    expect(batchPreview(batch({ room_name_suffix: '' }))).toBeUndefined();
    expect(batchPreview(batch({ start_number: 1, end_number: 101 }))).toBeUndefined();
  });

  it('sends trimmed parts, numbers as numbers and no nick name parts when left empty', () => {
    expect(batchBody(batch({ room_name_prefix: ' 第0 ', room_nick_name_prefix: ' A10 ', room_number: 3, start_number: 3, end_number: 4 }), 401)).toEqual({
      area_id: 401,
      room_name_prefix: '第0',
      room_name_suffix: '考场',
      room_nick_name_prefix: 'A10',
      room_nick_name_suffix: null,
      room_number: 3,
      start_number: 3,
      end_number: 4,
      room_capacity: 30,
    });
  });
});

describe('edit room', () => {
  const room = { room_id: 502, area_id: 401, room_name: '第02考场', room_nick_name: null, room_number: 2, room_capacity: 30 };

  it('requires a name of at most 30 characters, a room number and a capacity of 1 to 200', () => {
    expect(roomErrors(roomValues(room))).toEqual({});
    expect(roomErrors({ room_name: ' ', room_nick_name: '', room_number: '', room_capacity: '' })).toEqual({
      room_name: '考场名称不能为空',
      room_number: '考场号不能为空',
      room_capacity: '请输入正确的考场容量',
    });
    expect(roomErrors({ room_name: '考'.repeat(31), room_nick_name: '', room_number: 0, room_capacity: 201 })).toEqual({
      room_name: '考场名称不能超过30个字',
      room_number: '请输入正确的考场号',
      room_capacity: '考场容量不能超过200',
    });
  });

  it('sends the room with its area, trimmed, an empty nick name as null', () => {
    expect(roomBody({ room_name: ' 第02考场 ', room_nick_name: ' ', room_number: 2, room_capacity: 32 }, room)).toEqual({
      room_id: 502,
      area_id: 401,
      room_name: '第02考场',
      room_nick_name: null,
      room_number: 2,
      room_capacity: 32,
    });
  });
});

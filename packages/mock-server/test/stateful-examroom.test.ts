// Exam room management (examroom/*) where it used to break the spec or the contract: a room for a school outside the
// exam, a room moved to a subject the exam does not have or edited through another exam or school, an import row
// whose room name is longer than a room name may be (its list then broke the contract), and deleting the exam room
// that is also a room of an exam area (it left the area too).
import { multipartSerializer, unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE, writeWorkbook } from '../src/stateful/lib/xlsx.ts';
import { useSignedInMock } from './stateful-support.ts';
import type { Client } from './stateful-support.ts';

let c: Client;
useSignedInMock((_mock, client) => {
  c = client;
});

const E = 3001;
const MATH = 2;
const base = { exam_id: E, subject_id: MATH, unit_id: 101 };
const list = async (unit_id = 101) => (await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { ...base, unit_id, page: 1, pagesize: 100 } }))).datalist;

describe('rooms', () => {
  it('adds a room only for a school of the exam', async () => {
    expect((await c.POST('/api/examroom/saveExamRoom', { body: { ...base, unit_id: 103, name: '第20考场' } })).data).toEqual({ success: false, result: '该单位未参加考试' });
    expect(await list(103)).toEqual([]);
    expect(await unwrap(c.POST('/api/examroom/saveExamRoom', { body: { ...base, unit_id: 102, name: '第20考场' } }))).toBe('新增成功');
    expect((await list(102)).map((r) => r.name)).toContain('第20考场');
  });

  it('edits a room only within its exam and school, and only to a subject of the exam', async () => {
    const room = (await list()).find((r) => r.name === '第03考场');
    if (!room) throw new Error('the seed has 第03考场 at 101');
    const edit = { ...base, room_id: room.room_id, name: '第03考场', remark: '三楼' };
    expect((await c.POST('/api/examroom/updateExamRoom', { body: { ...edit, subject_id: 9 } })).data).toEqual({ success: false, result: '考试科目不存在' });
    expect((await c.POST('/api/examroom/updateExamRoom', { body: { ...edit, unit_id: 102 } })).data).toEqual({ success: false, result: '考场不存在' });
    expect((await c.POST('/api/examroom/updateExamRoom', { body: { ...edit, exam_id: 3002 } })).data).toEqual({ success: false, result: '考场不存在' });
    expect((await list()).find((r) => r.room_id === room.room_id)).toMatchObject({ subject_id: MATH, remark: null });
    expect(await unwrap(c.POST('/api/examroom/updateExamRoom', { body: edit }))).toBe('保存成功');
    expect((await list()).find((r) => r.room_id === room.room_id)).toMatchObject({ remark: '三楼', last_edit_user_name: '张伟' });
  });

  it('lists the students of a room only for its own school', async () => {
    expect((await c.POST('/api/examroom/listExamRoomStudent', { body: { ...base, unit_id: 102, room_id: 501, page: 1, pagesize: 15 } })).data).toEqual({ success: false, result: '考场不存在' });
    expect((await unwrap(c.POST('/api/examroom/listExamRoomStudent', { body: { ...base, room_id: 501, page: 1, pagesize: 15 } }))).datalist).toHaveLength(15);
  });

  it('deleting the exam room of an area frees its seats and leaves the room in its area', async () => {
    const areaRooms = async () => (await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [403] } }))).map((r) => r.room_id);
    expect(await areaRooms()).toEqual([503]);
    // 502 at 101 has students with scans: it stays.
    expect((await c.POST('/api/examroom/deleteExamRoom', { body: { room_id: 502 } })).data).toEqual({ success: false, result: '该考场已有扫描数据，不能删除' });
    // 503 (第01考场 of 102, area 403) holds 数学 students without scans.
    const at102 = { ...base, unit_id: 102 };
    expect((await unwrap(c.POST('/api/examroom/listExamRoomStudent', { body: { ...at102, room_id: 503, page: 1, pagesize: 15 } }))).totalrecords).toBeGreaterThan(0);
    expect(await unwrap(c.POST('/api/examroom/deleteExamRoom', { body: { room_id: 503 } }))).toBe('删除成功');
    expect((await list(102)).map((r) => r.room_id)).not.toContain(503);
    expect(await areaRooms()).toEqual([503]);
    expect((await c.POST('/api/examroom/deleteExamRoom', { body: { room_id: 503 } })).data).toEqual({ success: false, result: '考场不存在' });
    expect((await c.POST('/api/examroom/saveExamRoomStudent', { body: { room_id: 503, student_id: '301020101', seat_num: 1, subject_id: MATH } })).data).toEqual({ success: false, result: '考场不存在' });
  });
});

describe('import', () => {
  const columns = [
    { header: '考场名称', key: 'room' },
    { header: '考号', key: 'examNo' },
    { header: '座位号', key: 'seat' },
  ];
  const send = async (rows: Record<string, unknown>[], confirmMove?: true) =>
    c.POST('/api/examroom/importExamRoom', {
      body: { excelfile: new File([new Uint8Array(await writeWorkbook([{ name: 'r', columns, rows }]))], '考场.xlsx', { type: XLSX_CONTENT_TYPE }), ...base, ...(confirmMove ? { confirmMove } : {}) },
      bodySerializer: multipartSerializer,
    });

  it('refuses a room name longer than 30 characters as a row error, importing nothing', async () => {
    const long = '考'.repeat(31);
    expect((await send([{ room: '第30考场', examNo: '301010201', seat: 10 }, { room: long, examNo: '301010202', seat: 11 }])).data).toEqual({
      success: false,
      result: [{ row: 3, msg: '考场名称不能超过30个字' }],
    });
    expect((await list()).map((r) => r.name)).not.toContain('第30考场');
    // Exactly 30 characters is a room name (吴婷 moves there: confirmed).
    expect((await send([{ room: '考'.repeat(30), examNo: '301010202', seat: 11 }], true)).data).toEqual({ success: true, result: '导入成功' });
    expect((await list()).map((r) => r.name)).toContain('考'.repeat(30));
  });
});

describe('import asks before moving seated students (issue 31, x-inferred confirmMove)', () => {
  const columns = [
    { header: '考场名称', key: 'room' },
    { header: '考号', key: 'examNo' },
    { header: '座位号', key: 'seat' },
  ];
  const send = async (rows: Record<string, unknown>[], confirmMove?: true) =>
    c.POST('/api/examroom/importExamRoom', {
      body: { excelfile: new File([new Uint8Array(await writeWorkbook([{ name: 'r', columns, rows }]))], '考场.xlsx', { type: XLSX_CONTENT_TYPE }), ...base, ...(confirmMove ? { confirmMove } : {}) },
      bodySerializer: multipartSerializer,
    });
  const seatOf = async (examNo: string) => {
    const rooms = (await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { ...base, page: 1, pagesize: 50 } }))).datalist;
    for (const r of rooms) {
      const seats = (await unwrap(c.POST('/api/examroom/listExamRoomStudent', { body: { ...base, room_id: r.room_id, page: 1, pagesize: 100 } }))).datalist;
      const mine = seats.find((s) => s.student_id === examNo);
      if (mine) return `${r.name}${mine.seat_num}`;
    }
    return undefined;
  };

  it('lists who moves from which room to which, changes nothing, and imports once confirmed; a new student is not asked about', async () => {
    const rows = [
      { room: '第07考场', examNo: '301010203', seat: 20 },
      { room: '第07考场', examNo: '301010204', seat: 21 },
    ];
    expect((await send(rows)).data).toMatchObject({
      success: false,
      code: -3,
      result: expect.stringMatching(/^2名考生将更换考场或座位：\S+（301010203）第02考场3号座位 → 第07考场20号座位；\S+（301010204）第02考场4号座位 → 第07考场21号座位。确定继续吗？$/),
    });
    expect(await seatOf('301010203')).toBe('第02考场3');
    expect((await send(rows, true)).data).toEqual({ success: true, result: '导入成功' });
    expect(await seatOf('301010203')).toBe('第07考场20');
    expect(await seatOf('301010204')).toBe('第07考场21');
    // The same file again moves nobody: no question.
    expect((await send(rows)).data).toEqual({ success: true, result: '导入成功' });
  });
});

describe('one room model (x-inferred area_id)', () => {
  it('places a room in an area, shows every room with its area (by name too), and refuses a name another area holds', async () => {
    const rows = async () => (await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { ...base, page: 1, pagesize: 50 } }))).datalist;
    expect((await rows()).find((r) => r.name === '第01考场')).toMatchObject({ area_id: 401, area_name: '教学楼A' });
    expect(await unwrap(c.POST('/api/examroom/saveExamRoom', { body: { ...base, name: '第08考场', remark: null, area_id: 401 } }))).toBe('新增成功');
    expect((await rows()).find((r) => r.name === '第08考场')).toMatchObject({ area_id: 401, area_name: '教学楼A' });
    const grid = await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [401] } }));
    expect(grid.find((r) => r.room_name === '第08考场')).toMatchObject({ room_number: 3, room_capacity: 30 });
    expect((await c.POST('/api/examroom/saveExamRoom', { body: { ...base, subject_id: 1, name: '第08考场', remark: null, area_id: 999 } })).data).toEqual({ success: false, result: '考区不存在' });
  });
});

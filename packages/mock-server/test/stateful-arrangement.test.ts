// Room arrangement through the SDK (strict client): areas and batch-added rooms, exam times, arrangements in fixed
// and rotation modes (no seat used twice, every student seated once per subject), the refusal of too many students,
// the 考务数据.zip of xlsx files, "set as scan data" changing what the scanner's getroominfo answers, and deletes.
import { download, unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { readRows } from '../src/stateful/lib/xlsx.ts';
import { unzipFiles } from '../src/stateful/lib/zip.ts';
import { useSignedInMock } from './stateful-support.ts';
import type { Client } from './stateful-support.ts';

let c: Client;
useSignedInMock((_mock, client) => {
  c = client;
});

const E = 3001;
const MATH = 2;
const ENGLISH = 3;

type Row = { student_number: string; subject_name: string; room_name: string; seat_num: number };
const allRows = async (design_id: number): Promise<Row[]> =>
  (await unwrap(c.POST('/api/examroomdesign/getarrangementdata', { body: { exam_id: E, design_id, page: 1, page_size: 1000 } }))).datalist;
const designs = async () => unwrap(c.POST('/api/examroomdesign/getdesigninfo', { body: { exam_id: E } }));
const newest = async () => Math.max(...(await designs()).map((d) => d.design_id));

/** Students of 101 高一 not yet arranged for 数学 and 英语. */
async function freeStudents(count: number) {
  const tree = await unwrap(c.POST('/api/examroomdesign/getstudenseatinfo', { body: { exam_id: E, unit_id: 101, subject_ids: [MATH, ENGLISH] } }));
  return tree
    .flatMap((cl) => cl.students.map((s) => ({ ...s, class_name: cl.class_name })))
    .filter((s) => !s.isDesigned)
    .slice(0, count)
    .map((s) => ({ student_name: s.student_name, student_number: s.student_number, class_name: s.class_name, subject_ids: [MATH, ENGLISH] }));
}

let areaId = 0;
let rooms: { room_id: number; room_name: string; room_nick_name?: string | null; room_number?: number; room_capacity?: number }[] = [];
const seatsOf = (list: typeof rooms) => list.flatMap((r) => Array.from({ length: r.room_capacity ?? 30 }, (_, i) => ({ area_id: areaId, room_id: r.room_id, seat_num: i + 1 })));

function checkSeating(rows: Row[], students: string[]) {
  for (const subject of ['数学', '英语']) {
    const of = rows.filter((r) => r.subject_name === subject);
    const seats = of.map((r) => `${r.room_name}/${r.seat_num}`);
    expect(new Set(seats).size).toBe(seats.length);
    expect(of.map((r) => r.student_number).sort()).toEqual([...students].sort());
  }
}

describe('the seeded arrangement world', () => {
  it('has area 401 with rooms 501/502, exam 3001 times and designs 601/602', async () => {
    const info = await unwrap(c.POST('/api/examroomdesign/getexaminfo', { body: { exam_id: E } }));
    expect(info.unit_ids).toContain(101);
    expect(info.unit_ids.length).toBe(info.grade_ids.length);
    expect(info.exam_subject_name).toEqual(expect.arrayContaining(['数学', '英语']));
    expect(await unwrap(c.POST('/api/examroomdesign/getexamareainfo', { body: { unit_id: 101 } }))).toEqual([{ area_id: 401, area_name: '教学楼A', unit_id: 101 }]);
    const list = await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [401] } }));
    expect(list.map((r) => [r.room_id, r.room_name, r.room_nick_name])).toEqual([[501, '第01考场', 'A101教室'], [502, '第02考场', 'A102教室']]);
    const d = await designs();
    expect(d.map((x) => [x.design_id, x.arrangement_mode, x.is_scan_data])).toEqual([[601, 'fixed', 1], [602, 'rotation', 0]]);
    const times = await unwrap(c.POST('/api/examroomdesign/getexamtime', { body: { exam_id: E } }));
    expect(times.find((t) => t.subject_name === '数学')).toMatchObject({ exam_start_time: '2026-11-05 14:30:00', isReady: true });
    const check = await unwrap(c.POST('/api/examroomdesign/checkscandata', { body: { exam_id: E, design_id: 601 } }));
    expect(check.inUse).toBe(true);
    expect(check.data).toContain('李明（301010101）');
    const state = await unwrap(c.POST('/api/examroomdesign/getexamroomstate', { body: { area_ids: [401], exam_id: E, subject_ids: [MATH] } }));
    expect(state[0]?.seats?.slice(0, 2).map((s) => s.isEmpty)).toEqual([false, false]);
    expect(state[0]?.seats?.[19]?.isEmpty).toBe(true);
  });
});

describe('areas and rooms', () => {
  it('adds an area, batch-adds rooms, edits and refuses what the contract refuses', async () => {
    expect(await unwrap(c.POST('/api/examroomdesign/saveexamarea', { body: { area_id: null, area_name: '实验楼', unit_id: 101, isAdd: true } }))).toBe('新增成功');
    expect((await c.POST('/api/examroomdesign/saveexamarea', { body: { area_name: '实验楼', unit_id: 101, isAdd: true } })).data).toEqual({ success: false, result: '考区名称已存在' });
    const area = (await unwrap(c.POST('/api/examroomdesign/getexamareainfo', { body: { unit_id: 101 } }))).find((a) => a.area_name === '实验楼');
    areaId = area?.area_id ?? 0;
    expect(areaId).toBeGreaterThan(401);
    const batch = { area_id: areaId, room_name_prefix: '实验0', room_name_suffix: '室', room_nick_name_prefix: 'B10', room_nick_name_suffix: '教室', room_number: 1, start_number: 1, end_number: 3, room_capacity: 25 };
    expect((await c.POST('/api/examroomdesign/batchaddexamroom', { body: { ...batch, start_number: 4, end_number: 3 } })).data).toEqual({ success: false, result: '开始数字不能大于结束数字' });
    expect(await unwrap(c.POST('/api/examroomdesign/batchaddexamroom', { body: batch }))).toBe('批量新增考场成功');
    // Room numbers are unique within an area, and room names within a school.
    expect((await c.POST('/api/examroomdesign/batchaddexamroom', { body: batch })).data).toEqual({ success: false, result: '实验楼已有考场号1、2、3' });
    expect((await c.POST('/api/examroomdesign/batchaddexamroom', { body: { ...batch, room_number: 4 } })).data).toEqual({ success: false, result: '考场名称实验01室已存在' });
    rooms = await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [areaId] } }));
    expect(rooms.map((r) => [r.room_name, r.room_nick_name, r.room_number, r.room_capacity])).toEqual([
      ['实验01室', 'B101教室', 1, 25],
      ['实验02室', 'B102教室', 2, 25],
      ['实验03室', 'B103教室', 3, 25],
    ]);
    const third = rooms[2];
    if (!third) throw new Error('no third room');
    expect((await c.POST('/api/examroomdesign/saveexamroom', { body: { room_id: third.room_id, area_id: areaId, room_name: '实验03室', room_number: 2, room_capacity: 25 } })).data).toEqual({ success: false, result: '实验楼已有考场号2' });
    expect(await unwrap(c.POST('/api/examroomdesign/saveexamroom', { body: { room_id: third.room_id, area_id: areaId, room_name: '实验09室', room_number: 9, room_capacity: 10 } }))).toBe('保存成功');
    expect((await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [areaId] } }))).at(-1)).toMatchObject({ room_name: '实验09室', room_capacity: 10 });
    expect(await unwrap(c.POST('/api/examroomdesign/deleteexamroom', { body: { room_id: third.room_id, area_id: areaId } }))).toBe('删除成功');
    rooms = await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [areaId] } }));
    expect(rooms).toHaveLength(2);
    // Room 501 is the exam room of exam 3001 数学 with students: its capacity cannot drop below the used seats.
    expect((await c.POST('/api/examroomdesign/saveexamroom', { body: { room_id: 501, area_id: 401, room_name: '第01考场', room_number: 1, room_capacity: 10 } })).data).toEqual({ success: false, result: '考场容量不能小于已编排的座位数' });
    expect((await c.POST('/api/examroomdesign/deleteexamarea', { body: { area_id: 401, unit_id: 101 } })).data).toEqual({ success: false, result: '该考区的考场已被编排，不能删除' });
  });

  it('sets exam times and refuses an end before the start', async () => {
    expect((await c.POST('/api/examroomdesign/saveexamtime', { body: { exam_id: E, subject_name: '英语', times: ['2026-11-06 10:00:00', '2026-11-06 08:00:00'] } })).data).toEqual({ success: false, result: '开始时间必须早于结束时间' });
    expect(await unwrap(c.POST('/api/examroomdesign/saveexamtime', { body: { exam_id: E, subject_name: '英语', times: ['2026-11-06 08:00', '2026-11-06 10:30'] } }))).toBe('保存成功');
    const times = await unwrap(c.POST('/api/examroomdesign/getexamtime', { body: { exam_id: E } }));
    expect(times.find((t) => t.subject_name === '英语')).toMatchObject({ exam_start_time: '2026-11-06 08:00:00', exam_end_time: '2026-11-06 10:30:00', isReady: true });
  });
});

describe('arranging', () => {
  const params = (mode: 'fixed' | 'rotation') => ({ arrangement_mode: mode, arrangement_subjects: [MATH, ENGLISH], arrangement_order: 'student_number' as const });

  it('refuses more students than seats with the arrangement module text, and overlapping subjects', async () => {
    const students = await freeStudents(60);
    const refused = await c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students, seats: seatsOf(rooms) }], arrangement_params: params('fixed') } });
    expect(refused.data).toEqual({ success: false, result: '高一 临江市第一中学：学生人数（60）多于座位数（50）' });
    await unwrap(c.POST('/api/examroomdesign/saveexamtime', { body: { exam_id: E, subject_name: '英语', times: ['2026-11-05 15:00:00', '2026-11-05 17:00:00'] } }));
    const overlap = await c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: students.slice(0, 10), seats: seatsOf(rooms) }], arrangement_params: params('fixed') } });
    expect(overlap.data).toEqual({ success: false, result: '数学与英语的考试时间重叠' });
    await unwrap(c.POST('/api/examroomdesign/saveexamtime', { body: { exam_id: E, subject_name: '英语', times: ['2026-11-06 08:00:00', '2026-11-06 10:00:00'] } }));
    // Seats of design 601 (room 501) are taken for 数学 and 英语.
    const taken = await c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: students.slice(0, 1), seats: [{ area_id: 401, room_id: 501, seat_num: 1 }] }], arrangement_params: params('fixed') } });
    expect(taken.data).toEqual({ success: false, result: '1 个座位已被占用，涉及第01考场' });
    // Every seat of 501 and 502 (601 holds 59 of them): one summary naming the rooms, not a sentence per seat.
    const many = await c.POST('/api/examroomdesign/arrange', {
      body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: students.slice(0, 1), seats: [502, 501].flatMap((room_id) => Array.from({ length: 30 }, (_, i) => ({ area_id: 401, room_id, seat_num: i + 1 }))) }], arrangement_params: params('fixed') },
    });
    expect(many.data).toEqual({ success: false, result: '59 个座位已被占用，涉及第01考场、第02考场' });
    expect(await designs()).toHaveLength(2);
  });

  it('arranges in fixed mode: one seat per student for every subject, no seat twice; then deletes it', async () => {
    const students = await freeStudents(40);
    expect(await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students, seats: seatsOf(rooms) }], arrangement_params: params('fixed') } }))).toBe('编排成功');
    const id = await newest();
    expect((await designs()).find((d) => d.design_id === id)).toMatchObject({ arrangement_mode: 'fixed', arrangement_subjects: [MATH, ENGLISH], unit_and_grade_info: '临江市第一中学 高一', is_scan_data: 0 });
    const rows = await allRows(id);
    expect(rows).toHaveLength(80);
    checkSeating(rows, students.map((s) => s.student_number));
    const seat = (subject: string, n: string) => rows.find((r) => r.subject_name === subject && r.student_number === n);
    for (const s of students) expect(`${seat('英语', s.student_number)?.room_name}/${seat('英语', s.student_number)?.seat_num}`).toBe(`${seat('数学', s.student_number)?.room_name}/${seat('数学', s.student_number)?.seat_num}`);
    // By student number: the smallest number takes 实验01室 seat 1.
    const first = [...students].sort((a, b) => a.student_number.localeCompare(b.student_number))[0];
    expect(seat('数学', first?.student_number ?? '')).toMatchObject({ room_name: '实验01室', seat_num: 1 });
    // Paging and search.
    const page2 = await unwrap(c.POST('/api/examroomdesign/getarrangementdata', { body: { exam_id: E, design_id: id, page: 2, page_size: 15 } }));
    expect(page2.totalrecords).toBe(80);
    expect(page2.datalist).toHaveLength(15);
    const searched = await unwrap(c.POST('/api/examroomdesign/getarrangementdata', { body: { exam_id: E, design_id: id, page: 1, page_size: 15, room_name: '实验02室', subject_name: '英语', seat_num: '3' } }));
    expect(searched.totalrecords).toBe(1);
    // The seats are now taken in the grid, and the students are arranged.
    const state = await unwrap(c.POST('/api/examroomdesign/getexamroomstate', { body: { area_ids: [areaId], exam_id: E, subject_ids: [MATH] } }));
    expect(state.flatMap((r) => r.seats ?? []).filter((s) => s.isEmpty === false)).toHaveLength(40);
    expect((await freeStudents(1000)).some((s) => s.student_number === first?.student_number)).toBe(false);
    // A room in use cannot be deleted.
    expect((await c.POST('/api/examroomdesign/deleteexamroom', { body: { room_id: rooms[0]?.room_id ?? 0, area_id: areaId } })).data).toEqual({ success: false, result: '该考场已被编排，不能删除' });
    expect(await unwrap(c.POST('/api/examroomdesign/deletearrangement', { body: { exam_id: E, design_id: id } }))).toBe('删除成功');
    expect((await designs()).some((d) => d.design_id === id)).toBe(false);
    expect((await c.POST('/api/examroomdesign/getarrangementdata', { body: { exam_id: E, design_id: id, page: 1, page_size: 15 } })).data).toEqual({ success: false, result: '编排记录不存在' });
  });

  it('arranges in rotation mode (every student changes room), downloads a zip of xlsx and sets it as scan data', async () => {
    const students = await freeStudents(40);
    expect(await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students, seats: seatsOf(rooms) }], arrangement_params: { ...params('rotation'), arrangement_order: 'random' } } }))).toBe('编排成功');
    const id = await newest();
    const rows = await allRows(id);
    checkSeating(rows, students.map((s) => s.student_number));
    const room = (subject: string, n: string) => rows.find((r) => r.subject_name === subject && r.student_number === n)?.room_name;
    for (const s of students) expect(room('英语', s.student_number)).not.toBe(room('数学', s.student_number));

    const file = await download(c.POST('/api/examroomdesign/downloadarrangement', { body: { exam_id: E, design_id: id }, parseAs: 'blob' }));
    expect(file.fileName).toBe('考务数据.zip');
    const entries = unzipFiles(new Uint8Array(await file.blob.arrayBuffer()));
    const names = [...entries.keys()].sort();
    expect(names).toEqual(['临江市第一中学/准考证.xlsx', '临江市第一中学/座位贴.xlsx', '临江市第一中学/数学/实验01室.xlsx', '临江市第一中学/数学/实验02室.xlsx', '临江市第一中学/英语/实验01室.xlsx', '临江市第一中学/英语/实验02室.xlsx'].sort());
    let seated = 0;
    for (const [name, bytes] of entries) {
      // The room lists (the school's 座位贴 and 准考证 workbooks hold every seat again).
      if (!name.endsWith('室.xlsx')) continue;
      const read = await readRows(bytes, [{ header: '考场', key: 'room' }, { header: '座位号', key: 'seat' }, { header: '学号', key: 'number' }]);
      expect(read.error).toBeNull();
      seated += read.rows.length;
    }
    expect(seated).toBe(80);

    const check = await unwrap(c.POST('/api/examroomdesign/checkscandata', { body: { exam_id: E, design_id: id } }));
    expect(check).toEqual({ inUse: false, data: null });
    const someone = rows.find((r) => r.subject_name === '数学');
    const participant = (await unwrap(c.POST('/api/examStudent/loadstuinclude', { body: { page: 1, pagesize: 50, examid: E, stunum: someone?.student_number, status: -1 } }))).datalist[0];
    const examNumber = participant?.room_info?.find((r) => r.subject_id === MATH)?.student_id ?? '';
    expect(examNumber).toMatch(/^3010/);
    const before = await unwrap(c.POST('/api/scannerApi/getroominfo', { body: { exam_id: E, subject_id: MATH, student_id: examNumber } }));
    expect(before.room.name).not.toBe(someone?.room_name);

    expect(await unwrap(c.POST('/api/examroomdesign/setasscandata', { body: { exam_id: E, design_id: id } }))).toBe('设置成功');
    expect((await designs()).find((d) => d.design_id === id)?.is_scan_data).toBe(1);
    const after = await unwrap(c.POST('/api/scannerApi/getroominfo', { body: { exam_id: E, subject_id: MATH, student_id: examNumber } }));
    expect(after.room.name).toBe(someone?.room_name);
    expect(after.roomStudent.find((s) => s.student_id === examNumber)?.seat_num).toBe(someone?.seat_num);
    const mathSeats = after.roomStudent.map((s) => s.seat_num);
    expect(new Set(mathSeats).size).toBe(mathSeats.length);
    expect(after.roomStudent).toHaveLength(rows.filter((r) => r.subject_name === '数学' && r.room_name === someone?.room_name).length);
    // The exam room list of examroom/* shows the same room.
    const examRooms = await unwrap(c.POST('/api/examroom/listExamRoomInfo', { body: { exam_id: E, unit_id: 101, subject_id: MATH, page: 1, pagesize: 50 } }));
    expect(examRooms.datalist.some((r) => r.room_id === after.room.room_id && r.name === someone?.room_name)).toBe(true);
  });

  it('lists earlier exams for score order and arranges by score', async () => {
    const history = await unwrap(c.POST('/api/examroomdesign/gethistoryexam', { body: { exam_id: E, subject_ids: [MATH] } }));
    expect(history.every((h) => h.exam_id !== E)).toBe(true);
    // Per pair: only exams its students have scores in for the subjects (none of 101 高一 sat an earlier 语文).
    expect((await unwrap(c.POST('/api/examroomdesign/gethistoryexam', { body: { exam_id: E, subject_ids: [MATH], grade_id: 10, unit_id: 101 } }))).map((h) => h.exam_id)).toContain(3002);
    expect(await unwrap(c.POST('/api/examroomdesign/gethistoryexam', { body: { exam_id: E, subject_ids: [1], grade_id: 10, unit_id: 101 } }))).toEqual([]);
    await unwrap(c.POST('/api/examroomdesign/batchaddexamroom', { body: { area_id: areaId, room_name_prefix: '实验0', room_name_suffix: '室', room_number: 5, start_number: 5, end_number: 5, room_capacity: 10 } }));
    const extra = (await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [areaId] } }))).filter((r) => r.room_name === '实验05室');
    const students = await freeStudents(5);
    const data = [{ grade_id: 10, unit_id: 101, students, seats: seatsOf(extra) }];
    const byScore = { arrangement_mode: 'fixed' as const, arrangement_subjects: [MATH], arrangement_order: 'score' as const, arrangement_score_exam: { '10_101': [history[0]?.exam_id ?? 3002] } };
    expect(await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: data, arrangement_params: byScore } }))).toBe('编排成功');
    const id = await newest();
    expect((await designs()).find((d) => d.design_id === id)?.arrangement_order).toBe('student_score');
    const rows = await allRows(id);
    expect(rows.map((r) => r.seat_num).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(rows.every((r) => r.room_name === '实验05室')).toBe(true);
  });

  it('seats a student who has one subject arranged for the others only (their subject_ids), and refuses asking again', async () => {
    const [first, second] = await freeStudents(2);
    if (!first || !second) throw new Error('no free students');
    await unwrap(c.POST('/api/examroomdesign/batchaddexamroom', { body: { area_id: areaId, room_name_prefix: '实验0', room_name_suffix: '室', room_number: 6, start_number: 6, end_number: 6, room_capacity: 3 } }));
    const own = seatsOf((await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [areaId] } }))).filter((r) => r.room_name === '实验06室'));
    const mathOnly = { arrangement_mode: 'fixed' as const, arrangement_subjects: [MATH], arrangement_order: 'student_number' as const };
    await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: [first], seats: own.slice(0, 1) }], arrangement_params: mathOnly } }));
    // Asked for 数学 again: refused, with the student named.
    const again = await c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: [first, second], seats: own.slice(1, 3) }], arrangement_params: params('fixed') } });
    expect(again.data).toEqual({ success: false, result: `1 名学生的科目已编排：${first.student_name}（${first.student_number}）数学` });
    // Asked for what is still open (英语 for the first, both for the second): arranged.
    const open = [{ ...first, subject_ids: [ENGLISH] }, second];
    expect(await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: open, seats: own.slice(1, 3) }], arrangement_params: params('fixed') } }))).toBe('编排成功');
    const rows = await allRows(await newest());
    expect(rows.filter((r) => r.student_number === first.student_number).map((r) => r.subject_name)).toEqual(['英语']);
    expect(rows.filter((r) => r.student_number === second.student_number).map((r) => r.subject_name).sort()).toEqual(['数学', '英语'].sort());
  });
  it('never gives the id of a deleted design or room again', async () => {
    const gone = await newest();
    expect(await unwrap(c.POST('/api/examroomdesign/deletearrangement', { body: { exam_id: E, design_id: gone } }))).toBe('删除成功');
    const [student] = await freeStudents(1);
    await unwrap(c.POST('/api/examroomdesign/batchaddexamroom', { body: { area_id: areaId, room_name_prefix: '实验0', room_name_suffix: '室', room_number: 7, start_number: 7, end_number: 7, room_capacity: 2 } }));
    const room = (await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [areaId] } }))).find((r) => r.room_name === '实验07室');
    if (!student || !room) throw new Error('no student or room');
    expect(await unwrap(c.POST('/api/examroomdesign/deleteexamroom', { body: { room_id: room.room_id, area_id: areaId } }))).toBe('删除成功');
    await unwrap(c.POST('/api/examroomdesign/batchaddexamroom', { body: { area_id: areaId, room_name_prefix: '实验0', room_name_suffix: '室', room_number: 8, start_number: 8, end_number: 8, room_capacity: 2 } }));
    const again = (await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [areaId] } }))).find((r) => r.room_name === '实验08室');
    expect(again?.room_id).toBeGreaterThan(room.room_id);
    const one = { arrangement_mode: 'fixed' as const, arrangement_subjects: [MATH], arrangement_order: 'student_number' as const };
    await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: [student], seats: [{ area_id: areaId, room_id: again?.room_id ?? 0, seat_num: 1 }] }], arrangement_params: one } }));
    expect(await newest()).toBeGreaterThan(gone);
  });
  it("exam numbers by room and seat are the exam's rule (x-inferred ExamNumberRule): every arrangement follows it, a number held refuses", async () => {
    const info = async () => (await unwrap(c.POST('/api/examroomdesign/getexaminfo', { body: { exam_id: E } }))).exam_number_rule;
    expect(await info()).toBe('keep');
    const tree = await unwrap(c.POST('/api/examroomdesign/getstudenseatinfo', { body: { exam_id: E, unit_id: 101, subject_ids: [1] } }));
    const free = tree.flatMap((cl) => cl.students.map((s) => ({ ...s, class_name: cl.class_name }))).filter((s) => !s.isDesigned && s.student_number !== '20260102');
    const [a, b] = free;
    if (!a || !b) throw new Error('no free students');
    const one = (s: typeof a) => ({ student_name: s.student_name, student_number: s.student_number, class_name: s.class_name, subject_ids: [1] });
    const params = { arrangement_mode: 'fixed' as const, arrangement_subjects: [1], arrangement_order: 'student_number' as const };
    // Room number 40 of 教学楼A (area 401): no exam number of the seed is made from it.
    await unwrap(c.POST('/api/examroomdesign/batchaddexamroom', { body: { area_id: 401, room_name_prefix: '号', room_name_suffix: '室', room_number: 40, start_number: 40, end_number: 40, room_capacity: 30 } }));
    const rooms = await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [401] } }));
    const room40 = rooms.find((r) => r.room_name === '号40室')?.room_id ?? 0;
    const numberOf = async (studentNumber: string) =>
      (await unwrap(c.POST('/api/examroomdesign/getarrangementdata', { body: { exam_id: E, design_id: await newest(), student_number: studentNumber, page: 1, page_size: 10 } }))).datalist[0]?.exam_number;
    // Rule kept: a design set as scan data leaves the exam number as imported.
    await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: [one(a)], seats: [{ area_id: 401, room_id: room40, seat_num: 1 }] }], arrangement_params: params } }));
    const kept = await numberOf(a.student_number);
    await unwrap(c.POST('/api/examroomdesign/setasscandata', { body: { exam_id: E, design_id: await newest() } }));
    expect(await numberOf(a.student_number)).toBe(kept);
    // The exam's rule, set once, holds for a design made without any parameter of its own.
    expect(await unwrap(c.POST('/api/examroomdesign/setexamnumberrule', { body: { exam_id: E, exam_number_rule: 'room_seat' } }))).toBe('考号规则已保存');
    expect(await info()).toBe('room_seat');
    await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: [one(b)], seats: [{ area_id: 401, room_id: room40, seat_num: 7 }] }], arrangement_params: params } }));
    await unwrap(c.POST('/api/examroomdesign/setasscandata', { body: { exam_id: E, design_id: await newest() } }));
    expect(await numberOf(b.student_number)).toBe('301014007');
    // Room 501 is room number 1 of its area: seat 2 makes 301010102, 王小红's number; nothing changes.
    const c2 = free[2];
    if (!c2) throw new Error('no third student');
    await unwrap(c.POST('/api/examroomdesign/arrange', { body: { exam_id: E, arrangement_data: [{ grade_id: 10, unit_id: 101, students: [one(c2)], seats: [{ area_id: 401, room_id: 501, seat_num: 2 }] }], arrangement_params: params } }));
    const id = await newest();
    expect((await c.POST('/api/examroomdesign/setasscandata', { body: { exam_id: E, design_id: id } })).data).toEqual({ success: false, result: '考号301010102已被王小红使用，无法按考场座位生成考号' });
    expect((await designs()).find((d) => d.design_id === id)?.is_scan_data).toBe(0);
  });
  it('previews an arrangement in any order without storing it; arrange with the same seed seats the students as previewed', async () => {
    const tree = await unwrap(c.POST('/api/examroomdesign/getstudenseatinfo', { body: { exam_id: E, unit_id: 102, subject_ids: [1] } }));
    const free = tree.flatMap((cl) => cl.students.map((s) => ({ ...s, class_name: cl.class_name }))).filter((s) => !s.isDesigned).slice(0, 8);
    const students = free.map((s) => ({ student_name: s.student_name, student_number: s.student_number, class_name: s.class_name, subject_ids: [1] }));
    await unwrap(c.POST('/api/examroomdesign/saveexamarea', { body: { area_name: '预览楼', unit_id: 102, isAdd: true } }));
    const area = (await unwrap(c.POST('/api/examroomdesign/getexamareainfo', { body: { unit_id: 102 } }))).find((a) => a.area_name === '预览楼');
    await unwrap(c.POST('/api/examroomdesign/batchaddexamroom', { body: { area_id: area?.area_id ?? 0, room_name_prefix: '预', room_name_suffix: '室', room_number: 50, start_number: 1, end_number: 1, room_capacity: 30 } }));
    const room = (await unwrap(c.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [area?.area_id ?? 0] } })))[0];
    const seats = Array.from({ length: 10 }, (_, i) => ({ area_id: area?.area_id ?? 0, room_id: room?.room_id ?? 0, seat_num: i + 1 }));
    const body = { exam_id: E, arrangement_data: [{ grade_id: 20, unit_id: 102, students, seats }], arrangement_params: { arrangement_mode: 'fixed' as const, arrangement_subjects: [1], arrangement_order: 'random' as const, arrangement_seed: 'h31' } };
    const before = (await designs()).length;
    const preview = await unwrap(c.POST('/api/examroomdesign/previewarrange', { body }));
    expect(preview).toHaveLength(8);
    expect(new Set(preview.map((p) => p.student_number))).toEqual(new Set(students.map((s) => s.student_number)));
    expect(preview.every((p) => p.student_name === students.find((s) => s.student_number === p.student_number)?.student_name)).toBe(true);
    // A random order: not simply by number.
    expect(preview.map((p) => p.student_number)).not.toEqual(students.map((s) => s.student_number).sort());
    expect((await designs()).length).toBe(before);
    // The same seed again: the same seating; arranged, the design seats them so.
    expect(await unwrap(c.POST('/api/examroomdesign/previewarrange', { body }))).toEqual(preview);
    await unwrap(c.POST('/api/examroomdesign/arrange', { body }));
    const rows = await allRows(await newest());
    for (const p of preview) expect(rows.find((r) => r.student_number === p.student_number)?.seat_num).toBe(p.seat_num);
    // A refusal answers arrange's text: the seats are taken now.
    expect((await c.POST('/api/examroomdesign/previewarrange', { body })).data).toMatchObject({ success: false });
  });
});

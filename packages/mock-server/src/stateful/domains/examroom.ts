// Exam room management (examroom/*): rooms of an exam subject per school and the students seated in them (the same
// participant records as exam-student/* and the scanner), never two students in one seat, with an xlsx import.
import { XLSX_CONTENT_TYPE, readRows, writeWorkbook } from '../lib/xlsx.ts';
import type { ParticipantRecord, RoomRecord } from '../scanning-store.ts';
import { timestamp } from '../store.ts';
import type { Store } from '../store.ts';
import { FileAnswer, fail, failCode, ok } from '../types.ts';
import { naturalCompare } from '../lib/room-limits.ts';
import type { Handlers } from '../types.ts';
import { editorName, moveQuestion, participantByNumber, participantsOf, roomByName, scanOf, seatTextOf, subjectName } from './participants.ts';
import type { SeatMove } from './participants.ts';
import { page, typedNames } from './shared.ts';

const ROOM_NAME_EMPTY = '考场名称不能为空';
const ROOM_MISSING = '考场不存在';
/** A room name's limit (the contract's ExamRoomName). */
const ROOM_NAME_MAX = 30;

const ROOM_COLUMNS = [
  { header: '考场名称', key: 'room', required: true },
  { header: '考号', key: 'examNo', required: true },
  { header: '座位号', key: 'seat', required: true },
] as const;

function seated(store: Store, room: RoomRecord): ParticipantRecord[] {
  return participantsOf(store, room.exam_id, room.subject_id)
    .filter((p) => p.room_id === room.room_id && p.seat_num != null)
    .sort((a, b) => (a.seat_num ?? 0) - (b.seat_num ?? 0));
}

/** A room id never given out before (also after deletes). */
function nextRoomId(store: Store): number {
  return store.nextId('room', 500);
}

/** A room's seats: its capacity, 30 when none is set (spec 3 §9's default). */
const capacityOf = (room: RoomRecord) => room.capacity ?? DEFAULT_CAPACITY;
const DEFAULT_CAPACITY = 30;
const beyondCapacity = (seat: number, capacity: number) => `座位号${seat}超出考场容量（${capacity}）`;
/** Code -3: the save waits for the user's confirmation (sent again with confirmMove), as exam save's code -3. */
const ASK = -3;

const nameOf = (store: Store, p: ParticipantRecord) => store.data.students.get(p.student_number)?.student_name ?? p.student_number;
/** Where a participant sits now ('第02考场2号座位'), if anywhere. */
function seatText(store: Store, p: ParticipantRecord): string | undefined {
  if (p.room_id == null || p.seat_num == null) return undefined;
  return `${store.data.scanning.rooms.get(p.room_id)?.name ?? p.room_id}${p.seat_num}号座位`;
}

/**
 * The area a room stands in (one room model, the contract's x-inferred ExamRoom.area_id): its own, or the area of the
 * school's area room of the same name (each subject's exam room of that name is that physical room).
 */
function areaOf(store: Store, room: RoomRecord): number | null {
  if (room.area_id != null) return room.area_id;
  const same = [...store.data.scanning.rooms.values()].find((r) => r.area_id != null && r.unit_id === room.unit_id && r.name === room.name);
  return same?.area_id ?? null;
}

/** Places a room in an area (area_id given), takes it out (null) or leaves it (undefined); a text when refused. */
function placeInArea(store: Store, room: RoomRecord, areaId: number | null | undefined): string | undefined {
  if (areaId === undefined) return undefined;
  const rooms = [...store.data.scanning.rooms.values()];
  const inUse = () => [...store.data.roomDesign.designs.values()].some((d) => d.seats.some((s) => s.room_id === room.room_id));
  if (areaId === null) {
    if (room.area_id == null) return undefined;
    if (inUse()) return '该考场已被编排，不能移出考区';
    delete room.area_id;
    return undefined;
  }
  const area = store.data.roomDesign.areas.get(areaId);
  if (area?.unit_id !== room.unit_id) return '考区不存在';
  const same = rooms.find((r) => r !== room && r.area_id != null && r.unit_id === room.unit_id && r.name === room.name);
  if (same) return same.area_id === areaId ? undefined : `考场${room.name}属于考区${store.data.roomDesign.areas.get(same.area_id ?? 0)?.area_name ?? ''}`;
  if (room.area_id === areaId) return undefined;
  if (room.area_id != null && inUse()) return '该考场已被编排，不能改换考区';
  const numbers = rooms.filter((r) => r.area_id === areaId).map((r) => r.room_number ?? 0);
  Object.assign(room, { area_id: areaId, room_number: Math.max(0, ...numbers) + 1, capacity: room.capacity ?? DEFAULT_CAPACITY, nick_name: room.nick_name ?? null });
  return undefined;
}

export const examroomHandlers: Handlers = {
  examroomListExamRoomInfo({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail('考试不存在');
    const rows = [...store.data.scanning.rooms.values()]
      .filter((r) => r.exam_id === body.exam_id && r.unit_id === body.unit_id && (body.subject_id == null || r.subject_id === body.subject_id))
      .sort((a, b) => a.subject_id - b.subject_id || naturalCompare(a.name, b.name) || a.room_id - b.room_id)
      .map((r) => {
        const area_id = areaOf(store, r);
        return { ...r, subject_name: subjectName(exam, r.subject_id), area_id, area_name: area_id == null ? null : (store.data.roomDesign.areas.get(area_id)?.area_name ?? null) };
      })
      .map(({ room_id, name, remark, subject_id, subject_name, unit_id, last_edit_time, last_edit_user_name, area_id, area_name }) => ({ room_id, name, remark, subject_id, subject_name, unit_id, last_edit_time, last_edit_user_name, area_id, area_name }));
    return ok(page(rows, body.page, body.pagesize));
  },
  examroomSaveExamRoom({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam?.subjects.some((s) => s.subject_id === body.subject_id)) return fail('考试科目不存在');
    if (!exam.unit_ids.includes(body.unit_id)) return fail('该单位未参加考试');
    const names = typedNames({ name: [body.name, ROOM_NAME_EMPTY] });
    if ('error' in names) return fail(names.error);
    if (roomByName(store, body.exam_id, body.subject_id, body.unit_id, names.name)) return fail('考场名称已存在');
    const room: RoomRecord = {
      room_id: 0,
      exam_id: body.exam_id,
      subject_id: body.subject_id,
      unit_id: body.unit_id,
      name: names.name,
      remark: body.remark ?? null,
      last_edit_time: timestamp(),
      last_edit_user_name: editorName(store, session),
    };
    const refused = placeInArea(store, room, body.area_id);
    if (refused) return fail(refused);
    room.room_id = nextRoomId(store);
    store.data.scanning.rooms.set(room.room_id, room);
    return ok('新增成功');
  },
  examroomUpdateExamRoom({ body, store, session }) {
    const room = store.data.scanning.rooms.get(body.room_id);
    if (!room || room.exam_id !== body.exam_id || room.unit_id !== body.unit_id) return fail(ROOM_MISSING);
    if (!store.data.exams.get(room.exam_id)?.subjects.some((s) => s.subject_id === body.subject_id)) return fail('考试科目不存在');
    const names = typedNames({ name: [body.name, ROOM_NAME_EMPTY] });
    if ('error' in names) return fail(names.error);
    const same = roomByName(store, room.exam_id, body.subject_id, room.unit_id, names.name);
    if (same && same.room_id !== room.room_id) return fail('考场名称已存在');
    if (body.subject_id !== room.subject_id && seated(store, room).length) return fail('考场已有学生，不能修改科目');
    const refused = placeInArea(store, { ...room, name: names.name }, body.area_id);
    if (refused) return fail(refused);
    placeInArea(store, Object.assign(room, { name: names.name }), body.area_id);
    Object.assign(room, { name: names.name, remark: body.remark ?? null, subject_id: body.subject_id, last_edit_time: timestamp(), last_edit_user_name: editorName(store, session) });
    return ok('保存成功');
  },
  examroomDeleteExamRoom({ body, store }) {
    const room = store.data.scanning.rooms.get(body.room_id);
    if (!room || room.exam_id === 0) return fail(ROOM_MISSING);
    const students = seated(store, room);
    if (students.some((p) => scanOf(store, p))) return fail('该考场已有扫描数据，不能删除');
    for (const p of students) {
      p.room_id = null;
      p.seat_num = null;
    }
    // A room of an exam area is also the school's physical room (examroomdesign/*): it leaves the exam, not its area.
    if (room.area_id != null) Object.assign(room, { exam_id: 0, subject_id: 0 });
    else store.data.scanning.rooms.delete(room.room_id);
    return ok('删除成功');
  },
  examroomListExamRoomStudent({ body, store }) {
    const room = store.data.scanning.rooms.get(body.room_id);
    if (!room || room.exam_id !== body.exam_id || room.unit_id !== body.unit_id) return fail(ROOM_MISSING);
    const failed = (p: ParticipantRecord) => {
      const scan = scanOf(store, p);
      return !scan || scan.submit === 0 || scan.pages[1]?.status === 3 || scan.pages[2]?.status === 3;
    };
    const rows = seated(store, room)
      .filter((p) => !body.uploadFail || failed(p))
      .map((p) => ({ room_id: room.room_id, room_name: room.name, student_id: p.student_id, seat_num: p.seat_num ?? 1, last_edit_time: p.seat_edit_time, last_edit_user_name: p.seat_edit_user }));
    return ok(page(rows, body.page, body.pagesize));
  },
  examroomSaveExamRoomStudent({ body, store, session }) {
    const room = store.data.scanning.rooms.get(body.room_id);
    if (!room || room.exam_id === 0) return fail(ROOM_MISSING);
    const p = participantByNumber(store, room.exam_id, room.subject_id, body.student_id);
    if (!p || store.data.students.get(p.student_number)?.unit_id !== room.unit_id) return fail(`考号${body.student_id}不存在`);
    if (body.seat_num > capacityOf(room)) return fail(beyondCapacity(body.seat_num, capacityOf(room)));
    if (seated(store, room).some((o) => o.seat_num === body.seat_num)) return fail('该座位号已有学生');
    // A student seated elsewhere for the subject moves only once the user confirmed, told where he sits now.
    const now = seatText(store, p);
    if (now && !body.confirmMove) return failCode(`考号${p.student_id}（${nameOf(store, p)}）已在${now}，确定改到${room.name}${body.seat_num}号座位吗？`, ASK);
    Object.assign(p, { room_id: room.room_id, seat_num: body.seat_num, seat_edit_time: timestamp(), seat_edit_user: editorName(store, session) });
    return ok('新增成功');
  },
  examroomUpdateExamRoomStudent({ body, store, session }) {
    const room = store.data.scanning.rooms.get(body.room_id);
    if (!room || room.exam_id === 0) return fail(ROOM_MISSING);
    const p = participantByNumber(store, room.exam_id, room.subject_id, body.student_id);
    if (!p || store.data.students.get(p.student_number)?.unit_id !== room.unit_id) return fail(`考号${body.student_id}不存在`);
    const holder = seated(store, room).find((o) => o.seat_num === body.seat_num);
    if (!holder) return fail('该座位没有学生');
    if (holder !== p && !body.confirmMove) {
      // The seat's student is left without one, and the new one leaves his own seat: asked first, both named.
      const now = seatText(store, p);
      const leaves = now ? `，考号${p.student_id}（${nameOf(store, p)}）将离开${now}` : '';
      return failCode(`${room.name}${body.seat_num}号座位的考生${nameOf(store, holder)}（${holder.student_id}）将没有座位${leaves}，确定改为考号${p.student_id}吗？`, ASK);
    }
    if (holder !== p) {
      holder.room_id = null;
      holder.seat_num = null;
    }
    Object.assign(p, { room_id: room.room_id, seat_num: body.seat_num, seat_edit_time: timestamp(), seat_edit_user: editorName(store, session) });
    return ok('保存成功');
  },
  examroomDeleteExamRoomStudent({ body, store }) {
    const room = store.data.scanning.rooms.get(body.room_id);
    if (!room || room.unit_id !== body.unit_id) return fail(ROOM_MISSING);
    const holder = seated(store, room).find((o) => o.seat_num === body.seat_num);
    if (!holder) return fail('该座位没有学生');
    holder.room_id = null;
    holder.seat_num = null;
    return ok('删除成功');
  },
  async examroomDownImportTemplate() {
    const bytes = await writeWorkbook([
      {
        name: '考场导入',
        columns: ROOM_COLUMNS.map((c) => ({ header: `*${c.header}`, key: c.key })),
        rows: [
          { room: '第01考场', examNo: '301010101', seat: 1 },
          { room: '第01考场', examNo: '301010102', seat: 2 },
        ],
      },
    ]);
    return new FileAnswer(bytes, '考场导入模板.xlsx', XLSX_CONTENT_TYPE);
  },
  async examroomImportExamRoom({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail('考试不存在');
    if (!store.unit(body.unit_id)) return fail('请先选择单位');
    const file = body.excelfile as unknown as File;
    if (!/\.xlsx?$/i.test(file.name || '.xlsx')) return fail('只能上传xls或xlsx文件');
    const read = await readRows(new Uint8Array(await file.arrayBuffer()), ROOM_COLUMNS);
    if (read.error) return fail(read.error === '文件中没有数据' ? read.error : '文件格式错误，请使用导入模板');
    const problems = read.problems.map((p) => ({ row: p.row, msg: p.msg.replace(/^.*座位号.*不能为空$/, '座位号不能为空') }));
    const subjects = body.subject_id == null ? exam.subjects.map((s) => s.subject_id) : [body.subject_id];
    const claims = new Map<string, number>();
    const plans: { subject: number; room: string; p: ParticipantRecord; seat: number }[] = [];
    for (const row of read.rows) {
      const v = row.values;
      const seat = Number(v.seat);
      if ((v.room ?? '').length > ROOM_NAME_MAX) {
        problems.push({ row: row.rowNumber, msg: `考场名称不能超过${ROOM_NAME_MAX}个字` });
        continue;
      }
      if (!Number.isInteger(seat) || seat < 1) {
        problems.push({ row: row.rowNumber, msg: `座位号${v.seat}不正确` });
        continue;
      }
      let problem: string | undefined;
      const rowPlans: typeof plans = [];
      for (const subject of subjects) {
        const p = participantByNumber(store, exam.exam_id, subject, v.examNo ?? '');
        if (!p || store.data.students.get(p.student_number)?.unit_id !== body.unit_id) {
          problem = `考号${v.examNo}不存在`;
          break;
        }
        const existing = roomByName(store, exam.exam_id, subject, body.unit_id, v.room ?? '');
        const capacity = existing ? capacityOf(existing) : DEFAULT_CAPACITY;
        if (seat > capacity) {
          problem = beyondCapacity(seat, capacity);
          break;
        }
        const seatKey = `${subject}|${v.room}|${seat}`;
        if (claims.has(seatKey)) {
          problem = `${v.room}${seat}号座位与第${claims.get(seatKey)}行重复`;
          break;
        }
        rowPlans.push({ subject, room: v.room ?? '', p, seat });
      }
      if (problem) problems.push({ row: row.rowNumber, msg: problem });
      else {
        for (const plan of rowPlans) claims.set(`${plan.subject}|${plan.room}|${plan.seat}`, row.rowNumber);
        plans.push(...rowPlans);
      }
    }
    // Seats the file does not mention must not already hold someone the file does not move.
    const moving = new Set(plans.map((plan) => plan.p));
    for (const plan of plans) {
      const room = roomByName(store, exam.exam_id, plan.subject, body.unit_id, plan.room);
      const holder = room && seated(store, room).find((o) => o.seat_num === plan.seat && !moving.has(o));
      if (holder) {
        const row = claims.get(`${plan.subject}|${plan.room}|${plan.seat}`) ?? 1;
        problems.push({ row, msg: `${plan.room}${plan.seat}号座位已有学生${holder.student_id}` });
      }
    }
    if (problems.length) return { success: false as const, result: problems.sort((a, b) => a.row - b.row) };
    // Seated students the file moves to another room or seat: asked first, everyone listed (x-inferred confirmMove).
    const moves: SeatMove[] = [];
    for (const plan of plans) {
      const from = seatTextOf(store, plan.p);
      const to = `${plan.room}${plan.seat}号座位`;
      if (from && from !== to) moves.push({ name: nameOf(store, plan.p), examNumber: plan.p.student_id, from, to });
    }
    if (moves.length && String(body.confirmMove) !== 'true') return failCode(moveQuestion(moves), ASK);
    const who = editorName(store, session);
    for (const plan of plans) {
      let room = roomByName(store, exam.exam_id, plan.subject, body.unit_id, plan.room);
      if (!room) {
        const room_id = nextRoomId(store);
        room = { room_id, exam_id: exam.exam_id, subject_id: plan.subject, unit_id: body.unit_id, name: plan.room, remark: null, last_edit_time: timestamp(), last_edit_user_name: who };
        store.data.scanning.rooms.set(room_id, room);
      }
      Object.assign(plan.p, { room_id: room.room_id, seat_num: plan.seat, seat_edit_time: timestamp(), seat_edit_user: who });
    }
    return ok('导入成功');
  },
};

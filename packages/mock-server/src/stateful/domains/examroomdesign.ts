// Room arrangement (examroomdesign/*): exam areas and their rooms (the exam rooms of scanning-store.ts with area_id
// set, so examroom/*, the scanner and the arrangement share one room list), exam times, the wizard's student tree and
// seat grids, arrangements run by lib/arrange.ts (fixed or rotation; by score — the seeded scores of the earlier exams
// — student number or at random; never two students in one seat, never more students than seats), their records, the
// 考务数据.zip download and "set as scan data", which seats the exam's participants in the exam rooms of the same names
// (what getroominfo answers); the design that is the scan data cannot be deleted. saveexamtime may leave out exam_id
// (the spec's body): the exam is then the one the session last loaded the wizard or the exam times of.
import type { components } from '@exam/sdk';
import { arrange } from '../lib/arrange.ts';
import type { ArrangeStudent, SeatAssignment } from '../lib/arrange.ts';
import { writeWorkbook } from '../lib/xlsx.ts';
import { ZIP_CONTENT_TYPE, zipFiles } from '../lib/zip.ts';
import { scoreKey } from '../examroomdesign-store.ts';
import { examNumber } from '../seed/scanning.ts';
import type { DesignRecord, DesignSeat } from '../examroomdesign-store.ts';
import type { RoomRecord } from '../scanning-store.ts';
import { timestamp } from '../store.ts';
import type { ExamRecord, Session, Store } from '../store.ts';
import { FileAnswer, fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { editorName, participantsOf, roomByName, scanOf, studentFacts, subjectName } from './participants.ts';
import { contains, page } from './shared.ts';
import { AREA_NAME_MAX, AREA_NAME_TOO_LONG, BATCH_ROOMS_MAX, BATCH_TOO_MANY, CAPACITY_TOO_LARGE, CAPACITY_WRONG, ROOM_CAPACITY_MAX, naturalCompare } from '../lib/room-limits.ts';

type S = components['schemas'];

const EXAM_MISSING = '考试不存在';
const DESIGN_MISSING = '编排记录不存在';
const EXAM_UNKNOWN = '未指定考试，请重新打开考试时间设置';
const SCAN_DATA_KEPT = '该编排已设为考场扫描数据，不能删除';

function areaRooms(store: Store, areaId: number): RoomRecord[] {
  return [...store.data.scanning.rooms.values()]
    .filter((r) => r.area_id === areaId)
    .sort((a, b) => (a.room_number ?? 0) - (b.room_number ?? 0) || naturalCompare(a.name, b.name) || a.room_id - b.room_id);
}

function roomView(r: RoomRecord): S['RoomDesignRoom'] {
  return { room_id: r.room_id, area_id: r.area_id ?? 0, room_name: r.name, room_nick_name: r.nick_name ?? null, room_number: r.room_number ?? 1, room_capacity: r.capacity ?? 30 };
}

/** A room id never given out before (also after deletes: a reused id would bring a deleted room's seats back). */
function nextRoomId(store: Store): number {
  return store.nextId('room', 500);
}

function designsOf(store: Store, examId: number): DesignRecord[] {
  return [...store.data.roomDesign.designs.values()].filter((d) => d.exam_id === examId).sort((a, b) => a.design_id - b.design_id);
}

/** Whether any design uses a room (its seats are arranged). */
function roomInUse(store: Store, roomId: number): boolean {
  return [...store.data.roomDesign.designs.values()].some((d) => d.seats.some((s) => s.room_id === roomId));
}

/** The grade and school of a group key `${grade}_${unit}`, as the screens write it. */
function groupText(store: Store, key: string): string {
  const [grade, unit] = key.split('_').map(Number);
  return `${store.unit(unit ?? 0)?.unit_name ?? unit} ${store.data.grades.get(grade ?? 0)?.grade ?? grade}`;
}

function timesOf(store: Store, examId: number, subjectId: number): [string, string] | undefined {
  return store.data.roomDesign.examTimes.get(`${examId}|${subjectId}`);
}

/**
 * A student's score over the basis exams of the score order: the mean of the student's totals (the sum of their
 * subject scores) in those of the exams they have scores in; null when they have none (lib/arrange puts them last).
 */
function historyScore(store: Store, examIds: readonly number[], studentNumber: string): number | null {
  const totals: number[] = [];
  for (const id of new Set(examIds)) {
    const exam = store.data.exams.get(id);
    const scores = (exam?.subjects ?? []).map((s) => store.data.roomDesign.scores.get(scoreKey(id, s.subject_id, studentNumber))).filter((x): x is number => x !== undefined);
    if (scores.length) totals.push(scores.reduce((a, b) => a + b, 0));
  }
  return totals.length ? totals.reduce((a, b) => a + b, 0) / totals.length : null;
}

/** The exam the session last opened the arrangement of (getexaminfo, getexamtime). */
function rememberExam(store: Store, session: Session, examId: number): void {
  store.data.roomDesign.sessionExam.set(session.token, examId);
}

/** The exam room of a subject that an area room stands for: itself when it is that room, else the room of that name. */
function examRoomFor(store: Store, examId: number, subjectId: number, areaRoom: RoomRecord): RoomRecord | undefined {
  if (areaRoom.exam_id === examId && areaRoom.subject_id === subjectId) return areaRoom;
  return roomByName(store, examId, subjectId, areaRoom.unit_id, areaRoom.name);
}

/** Room numbers are unique within an area: '教学楼A已有考场号1、2'. */
function roomNumbersTaken(areaName: string, numbers: readonly number[]): string {
  return `${areaName}已有考场号${numbers.join('、')}`;
}

/** '60 个座位已被占用，涉及第03、第05考场' (rooms in natural order). */
export function seatsTakenText(count: number, rooms: readonly string[]): string {
  return `${count} 个座位已被占用，涉及${[...rooms].sort(naturalCompare).join('、')}`;
}

/** '2 名学生的科目已编排：陈倩（2026010001）英语、…' (the first three named). */
function studentsArrangedText(students: readonly string[]): string {
  const named = students.slice(0, 3).join('、');
  return `${students.length} 名学生的科目已编排：${named}${students.length > 3 ? '等' : ''}`;
}

/**
 * Each student's exam number made from the school, the room number and the seat of the first arranged subject (the
 * seeded numbers' form, seed/scanning examNumber: 301010101 is exam 3001, school 101, room 01, seat 01).
 */
function numbersByRoomSeat(store: Store, design: DesignRecord): Map<string, string> {
  const first = new Map<string, DesignSeat>();
  for (const seat of [...design.seats].sort((a, b) => design.subjects.indexOf(a.subject_id) - design.subjects.indexOf(b.subject_id))) {
    if (!first.has(seat.student_number)) first.set(seat.student_number, seat);
  }
  const numbers = new Map<string, string>();
  for (const [student, seat] of first) {
    const room = store.data.scanning.rooms.get(seat.room_id);
    if (room) numbers.set(student, examNumber(design.exam_id, room.unit_id, room.room_number ?? 0, seat.seat_num));
  }
  return numbers;
}

type Row = S['RoomDesignDataRow'] & { subject_id: number; room_id: number; exam_number: string };

function designRows(store: Store, exam: ExamRecord, design: DesignRecord): Row[] {
  const rooms = store.data.scanning.rooms;
  return design.seats
    .map((seat) => {
      const s = store.data.students.get(seat.student_number);
      const room = rooms.get(seat.room_id);
      const facts = s ? studentFacts(store, s) : { school_name: '', grade: '', class_name: '' };
      const p = participantsOf(store, exam.exam_id, seat.subject_id).find((o) => o.student_number === seat.student_number);
      return {
        student_name: s?.student_name ?? seat.student_number,
        student_number: seat.student_number,
        school_name: facts.school_name,
        grade_name: facts.grade,
        class_name: facts.class_name,
        subject_name: subjectName(exam, seat.subject_id),
        area_name: store.data.roomDesign.areas.get(room?.area_id ?? 0)?.area_name ?? '',
        room_name: room?.name ?? String(seat.room_id),
        seat_num: seat.seat_num,
        subject_id: seat.subject_id,
        room_id: seat.room_id,
        exam_number: p?.student_id ?? '',
      };
    })
    .sort((a, b) => a.subject_id - b.subject_id || a.school_name.localeCompare(b.school_name) || (rooms.get(a.room_id)?.room_number ?? 0) - (rooms.get(b.room_id)?.room_number ?? 0) || a.room_id - b.room_id || a.seat_num - b.seat_num);
}

/**
 * An arrangement checked and made as arrange makes it (arrange and its preview, previewarrange): the refusal text, or
 * every student's seat per subject. Nothing is stored.
 */
type Plan = { error: string } | { exam: ExamRecord; params: S['RoomDesignParams']; subjects: number[]; assignments: SeatAssignment[] };

function planArrangement(store: Store, body: S['RoomDesignArrangeRequest']): Plan {
  const exam = store.data.exams.get(body.exam_id);
  if (!exam) return { error: EXAM_MISSING };
  const params = body.arrangement_params;
  const subjects = [...new Set(params.arrangement_subjects)];
  const errors: string[] = [];
  // Subjects: part of the exam, with exam times, not overlapping one another.
  for (const id of subjects) {
    if (!exam.subjects.some((s) => s.subject_id === id)) errors.push(`科目${id}不是该考试的科目`);
    else if (!timesOf(store, exam.exam_id, id)) errors.push(`${subjectName(exam, id)}未设置考试时间`);
  }
  for (let i = 0; i < subjects.length; i++) {
    for (let j = i + 1; j < subjects.length; j++) {
      const a = timesOf(store, exam.exam_id, subjects[i] ?? 0);
      const b = timesOf(store, exam.exam_id, subjects[j] ?? 0);
      if (a && b && a[0] < b[1] && b[0] < a[1]) errors.push(`${subjectName(exam, subjects[i] ?? 0)}与${subjectName(exam, subjects[j] ?? 0)}的考试时间重叠`);
    }
  }
  if (params.arrangement_order === 'score' && !Object.keys(params.arrangement_score_exam ?? {}).length) errors.push('当排序方式为成绩时，请选择成绩作为排序依据的考试');
  // Seats and students other designs of the exam already hold for these subjects.
  const heldSeats = new Map<string, DesignRecord>();
  const heldStudents = new Set<string>();
  for (const d of designsOf(store, exam.exam_id)) {
    for (const s of d.seats) {
      if (!subjects.includes(s.subject_id)) continue;
      heldSeats.set(`${s.room_id}|${s.seat_num}`, d);
      heldStudents.add(`${s.student_number}|${s.subject_id}`);
    }
  }
  // Refusals of the same kind are told once, summarised (which rooms, which students), not one sentence each.
  const takenSeats = new Map<string, number>();
  const arrangedStudents: string[] = [];
  const groups = body.arrangement_data.map((sel) => {
    const label = `${store.data.grades.get(sel.grade_id)?.grade ?? sel.grade_id} ${store.unit(sel.unit_id)?.unit_name ?? sel.unit_id}`;
    const scoreExams = params.arrangement_score_exam?.[`${sel.grade_id}_${sel.unit_id}`] ?? [];
    const students: ArrangeStudent[] = [];
    for (const st of sel.students) {
      const s = store.data.students.get(st.student_number);
      if (!s) {
        errors.push(`学生${st.student_number}不存在`);
        continue;
      }
      // A student is seated for the subjects still open for them (§3: subjects not yet designed).
      const own = subjects.filter((id) => st.subject_ids.includes(id));
      if (!own.length) continue;
      for (const id of own) {
        if (!participantsOf(store, exam.exam_id, id).some((p) => p.student_number === s.student_number)) errors.push(`${s.student_name}（${s.student_number}）未参加${subjectName(exam, id)}考试`);
        else if (heldStudents.has(`${s.student_number}|${id}`)) arrangedStudents.push(`${s.student_name}（${s.student_number}）${subjectName(exam, id)}`);
      }
      students.push({ id: s.student_number, student_number: s.student_number, unit_id: s.unit_id, grade_id: s.grade_id, class_id: s.class_id, subjects: own, score: params.arrangement_order === 'score' ? historyScore(store, scoreExams, s.student_number) : null });
    }
    for (const seat of sel.seats) {
      const room = store.data.scanning.rooms.get(seat.room_id);
      if (room?.area_id == null || room.unit_id !== sel.unit_id) errors.push(`${label}：考场${seat.room_id}不存在`);
      else if (seat.seat_num > (room.capacity ?? 30)) errors.push(`${room.name}没有${seat.seat_num}号座位`);
      else if (heldSeats.has(`${seat.room_id}|${seat.seat_num}`)) takenSeats.set(room.name, (takenSeats.get(room.name) ?? 0) + 1);
    }
    return { grade_id: sel.grade_id, unit_id: sel.unit_id, label, students, seats: sel.seats.map((s) => ({ room_id: s.room_id, seat_num: s.seat_num })) };
  });
  if (takenSeats.size) errors.push(seatsTakenText([...takenSeats.values()].reduce((a, b) => a + b, 0), [...takenSeats.keys()]));
  if (arrangedStudents.length) errors.push(studentsArrangedText(arrangedStudents));
  const result = arrange({ subjects, mode: params.arrangement_mode, order: params.arrangement_order, layout: params.arrangement_layout, groups, seed: params.arrangement_seed ?? `${exam.exam_id}|${Date.now()}`, examId: exam.exam_id });
  if (!result.ok) errors.push(...result.errors);
  if (errors.length || !result.ok) return { error: [...new Set(errors)].join('；') || '编排失败' };
  return { exam, params, subjects, assignments: result.assignments };
}

export const roomDesignHandlers: Handlers = {
  examroomdesignGetexaminfo({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(EXAM_MISSING);
    rememberExam(store, session, exam.exam_id);
    const info: S['RoomDesignExamInfo'] = { unit_ids: [], unit_names: [], grade_ids: [], grades: [], exam_subjects: [], exam_subject_name: [] };
    for (const unitId of exam.unit_ids) {
      for (const gradeId of exam.grade_ids) {
        const grade = store.data.grades.get(gradeId);
        if (grade?.unit_id !== unitId) continue;
        info.unit_ids.push(unitId);
        info.unit_names.push(store.unit(unitId)?.unit_name ?? '');
        info.grade_ids.push(gradeId);
        info.grades.push(grade.grade);
      }
    }
    for (const s of exam.subjects) {
      info.exam_subjects.push(s.subject_id);
      info.exam_subject_name.push(s.subject_name);
    }
    info.exam_number_rule = store.data.roomDesign.numberRules.get(exam.exam_id) ?? 'keep';
    return ok(info);
  },
  examroomdesignSetexamnumberrule({ body, store }) {
    if (!store.data.exams.has(body.exam_id)) return fail(EXAM_MISSING);
    store.data.roomDesign.numberRules.set(body.exam_id, body.exam_number_rule);
    return ok('考号规则已保存');
  },
  examroomdesignGetexamareainfo({ body, store }) {
    if (!store.unit(body.unit_id)) return fail('单位不存在');
    return ok([...store.data.roomDesign.areas.values()].filter((a) => a.unit_id === body.unit_id).sort((a, b) => a.area_id - b.area_id).map((a) => ({ ...a })));
  },
  examroomdesignGetexamroomlist({ body, store }) {
    if (body.area_ids.some((id) => !store.data.roomDesign.areas.has(id))) return fail('考区不存在');
    return ok(body.area_ids.flatMap((id) => areaRooms(store, id)).map(roomView));
  },
  examroomdesignSaveexamarea({ body, store }) {
    const name = body.area_name.trim();
    if (!name) return fail('考区名称不可为空');
    if (name.length > AREA_NAME_MAX) return fail(AREA_NAME_TOO_LONG);
    if (!store.unit(body.unit_id)) return fail('单位不存在');
    const areas = store.data.roomDesign.areas;
    const same = [...areas.values()].find((a) => a.unit_id === body.unit_id && a.area_name === name);
    if (body.isAdd) {
      if (same) return fail('考区名称已存在');
      const area_id = store.nextId('area', 400);
      areas.set(area_id, { area_id, area_name: name, unit_id: body.unit_id });
      return ok('新增成功');
    }
    const area = body.area_id == null ? undefined : areas.get(body.area_id);
    if (!area) return fail('考区不存在');
    if (same && same !== area) return fail('考区名称已存在');
    area.area_name = name;
    return ok('保存成功');
  },
  examroomdesignDeleteexamarea({ body, store }) {
    const area = store.data.roomDesign.areas.get(body.area_id);
    if (!area || (body.unit_id != null && area.unit_id !== body.unit_id)) return fail('考区不存在');
    const rooms = areaRooms(store, area.area_id);
    const seatedHere = (r: RoomRecord) => store.data.scanning.participants.some((p) => p.room_id === r.room_id);
    if (rooms.some((r) => roomInUse(store, r.room_id) || seatedHere(r))) return fail('该考区的考场已被编排，不能删除');
    for (const r of rooms) {
      // An exam's own room stays that exam's room; a room only of the area goes with it.
      if (r.exam_id === 0) store.data.scanning.rooms.delete(r.room_id);
      else delete r.area_id;
    }
    store.data.roomDesign.areas.delete(area.area_id);
    return ok('删除成功');
  },
  examroomdesignBatchaddexamroom({ body, store, session }) {
    const area = store.data.roomDesign.areas.get(body.area_id);
    if (!area) return fail('考区不存在');
    if (body.start_number > body.end_number) return fail('开始数字不能大于结束数字');
    if (body.end_number - body.start_number + 1 > BATCH_ROOMS_MAX) return fail(BATCH_TOO_MANY);
    if (!Number.isInteger(body.room_capacity) || body.room_capacity < 1) return fail(CAPACITY_WRONG);
    if (body.room_capacity > ROOM_CAPACITY_MAX) return fail(CAPACITY_TOO_LARGE);
    const unitRooms = [...store.data.roomDesign.areas.values()].filter((a) => a.unit_id === area.unit_id).flatMap((a) => areaRooms(store, a.area_id));
    const numbers = new Set(areaRooms(store, area.area_id).map((r) => r.room_number));
    const clash = Array.from({ length: body.end_number - body.start_number + 1 }, (_, i) => body.room_number + i).filter((n) => numbers.has(n));
    if (clash.length) return fail(roomNumbersTaken(area.area_name, clash));
    const names: string[] = [];
    for (let k = body.start_number; k <= body.end_number; k++) {
      const name = `${body.room_name_prefix}${k}${body.room_name_suffix}`;
      if (name.length > 30) return fail('考场名称不能超过30个字符');
      if (unitRooms.some((r) => r.name === name)) return fail(`考场名称${name}已存在`);
      names.push(name);
    }
    const who = editorName(store, session);
    names.forEach((name, i) => {
      const k = body.start_number + i;
      const nick = body.room_nick_name_prefix != null || body.room_nick_name_suffix != null ? `${body.room_nick_name_prefix ?? ''}${k}${body.room_nick_name_suffix ?? ''}` : null;
      const room_id = nextRoomId(store);
      store.data.scanning.rooms.set(room_id, {
        room_id,
        exam_id: 0,
        subject_id: 0,
        unit_id: area.unit_id,
        name,
        remark: nick,
        last_edit_time: timestamp(),
        last_edit_user_name: who,
        area_id: area.area_id,
        nick_name: nick,
        room_number: body.room_number + i,
        capacity: body.room_capacity,
      });
    });
    return ok('批量新增考场成功');
  },
  examroomdesignSaveexamroom({ body, store, session }) {
    const room = store.data.scanning.rooms.get(body.room_id);
    if (room?.area_id == null) return fail('考场不存在');
    const name = body.room_name.trim();
    if (!name) return fail('考场名称不能为空');
    if (!Number.isInteger(body.room_capacity) || body.room_capacity < 1) return fail(CAPACITY_WRONG);
    if (body.room_capacity > ROOM_CAPACITY_MAX) return fail(CAPACITY_TOO_LARGE);
    const area = store.data.roomDesign.areas.get(body.area_id);
    if (!area || area.unit_id !== room.unit_id) return fail('考区不存在');
    const unitRooms = [...store.data.roomDesign.areas.values()].filter((a) => a.unit_id === room.unit_id).flatMap((a) => areaRooms(store, a.area_id));
    if (unitRooms.some((r) => r !== room && r.name === name)) return fail(`考场名称${name}已存在`);
    if (areaRooms(store, area.area_id).some((r) => r !== room && r.room_number === body.room_number)) return fail(roomNumbersTaken(area.area_name, [body.room_number]));
    const used = Math.max(
      0,
      ...[...store.data.roomDesign.designs.values()].flatMap((d) => d.seats.filter((s) => s.room_id === room.room_id).map((s) => s.seat_num)),
      ...store.data.scanning.participants.filter((p) => p.room_id === room.room_id).map((p) => p.seat_num ?? 0),
    );
    if (body.room_capacity < used) return fail('考场容量不能小于已编排的座位数');
    Object.assign(room, { name, nick_name: body.room_nick_name ?? null, room_number: body.room_number, capacity: body.room_capacity, area_id: area.area_id, last_edit_time: timestamp(), last_edit_user_name: editorName(store, session) });
    return ok('保存成功');
  },
  examroomdesignDeleteexamroom({ body, store }) {
    const room = store.data.scanning.rooms.get(body.room_id);
    if (room?.area_id == null || (body.area_id != null && room.area_id !== body.area_id)) return fail('考场不存在');
    if (roomInUse(store, room.room_id) || store.data.scanning.participants.some((p) => p.room_id === room.room_id)) return fail('该考场已被编排，不能删除');
    if (room.exam_id === 0) store.data.scanning.rooms.delete(room.room_id);
    else delete room.area_id;
    return ok('删除成功');
  },
  examroomdesignGetexamtime({ body, store, session }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(EXAM_MISSING);
    rememberExam(store, session, exam.exam_id);
    return ok(
      exam.subjects.map((s) => {
        const t = timesOf(store, exam.exam_id, s.subject_id);
        return { subject_name: s.subject_name, exam_start_time: t?.[0] ?? null, exam_end_time: t?.[1] ?? null, isReady: t != null };
      }),
    );
  },
  examroomdesignSaveexamtime({ body, store, session }) {
    // The body the spec shows names no exam: then it is the exam whose times (or wizard) this session last loaded.
    const examId = body.exam_id ?? store.data.roomDesign.sessionExam.get(session.token);
    if (examId === undefined) return fail(EXAM_UNKNOWN);
    const exam = store.data.exams.get(examId);
    if (!exam) return fail(EXAM_MISSING);
    const subject = exam.subjects.find((s) => s.subject_name === body.subject_name);
    if (!subject) return fail('考试科目不存在');
    const [start, end] = body.times;
    if (!start || !end) return fail('请选择考试时间');
    const norm = (t: string) => (t.length === 16 ? `${t}:00` : t);
    if (norm(start) >= norm(end)) return fail('开始时间必须早于结束时间');
    store.data.roomDesign.examTimes.set(`${exam.exam_id}|${subject.subject_id}`, [norm(start), norm(end)]);
    return ok('保存成功');
  },
  examroomdesignGetstudenseatinfo({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(EXAM_MISSING);
    if (!exam.unit_ids.includes(body.unit_id)) return fail('该单位未参加考试');
    const held = new Map<string, S['RoomDesignStudentSeat'][]>();
    for (const d of designsOf(store, exam.exam_id)) {
      for (const seat of d.seats) {
        if (!body.subject_ids.includes(seat.subject_id)) continue;
        const list = held.get(seat.student_number) ?? [];
        list.push({ subject_id: seat.subject_id, subject_name: subjectName(exam, seat.subject_id), room_name: store.data.scanning.rooms.get(seat.room_id)?.name ?? '', seat_num: seat.seat_num });
        held.set(seat.student_number, list);
      }
    }
    const numbers = new Set(participantsOf(store, exam.exam_id).map((p) => p.student_number));
    const classes = new Map<number, S['RoomDesignStudentSeatClass']>();
    const students = [...numbers].map((n) => store.data.students.get(n)).filter((s) => s?.unit_id === body.unit_id);
    for (const s of students.sort((a, b) => (a?.class_id ?? 0) - (b?.class_id ?? 0) || (a?.student_number ?? '').localeCompare(b?.student_number ?? ''))) {
      if (!s) continue;
      let c = classes.get(s.class_id);
      if (!c) classes.set(s.class_id, (c = { class_id: s.class_id, class_name: store.data.classes.get(s.class_id)?.class_name ?? '', grade_id: s.grade_id, students: [] }));
      const seats = (held.get(s.student_number) ?? []).sort((a, b) => a.subject_id - b.subject_id);
      const subjects = new Set(seats.map((x) => x.subject_id));
      c.students.push({ student_name: s.student_name, student_number: s.student_number, isDesigned: seats.length > 0, isFull: body.subject_ids.every((id) => subjects.has(id)), seats });
    }
    return ok([...classes.values()]);
  },
  examroomdesignGetexamroomstate({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(EXAM_MISSING);
    if (body.area_ids.some((id) => !store.data.roomDesign.areas.has(id))) return fail('考区不存在');
    const taken = new Set<string>();
    for (const d of designsOf(store, exam.exam_id)) for (const s of d.seats) if (body.subject_ids.includes(s.subject_id)) taken.add(`${s.room_id}|${s.seat_num}`);
    return ok(
      body.area_ids
        .flatMap((id) => areaRooms(store, id))
        .map((r) => ({
          ...roomView(r),
          seats: Array.from({ length: r.capacity ?? 30 }, (_, i) => ({ seat_num: i + 1, isEmpty: !taken.has(`${r.room_id}|${i + 1}`), isSelected: false })),
        })),
    );
  },
  examroomdesignGetdesigninfo({ body, store }) {
    if (!store.data.exams.has(body.exam_id)) return fail(EXAM_MISSING);
    return ok(
      designsOf(store, body.exam_id).map((d) => ({
        design_id: d.design_id,
        exam_id: d.exam_id,
        last_edit_time: d.last_edit_time,
        arrangement_mode: d.mode,
        arrangement_subjects: [...d.subjects],
        arrangement_order: d.order === 'score' ? ('student_score' as const) : d.order,
        unit_and_grade_info: d.groups.map((g) => groupText(store, g)).join('、'),
        is_scan_data: d.is_scan_data,
      })),
    );
  },
  examroomdesignPreviewarrange({ body, store }) {
    const plan = planArrangement(store, body);
    if ('error' in plan) return fail(plan.error);
    return ok(plan.assignments.map((a) => ({ student_number: a.student_number, student_name: store.data.students.get(a.student_number)?.student_name ?? a.student_number, subject_id: a.subject_id, room_id: a.room_id, seat_num: a.seat_num })));
  },
  examroomdesignArrange({ body, store }) {
    const plan = planArrangement(store, body);
    if ('error' in plan) return fail(plan.error);
    const { exam, params, subjects } = plan;
    const designs = store.data.roomDesign.designs;
    const design_id = store.nextId('design', 600);
    const seats: DesignSeat[] = plan.assignments.map((a) => ({ student_number: a.student_number, subject_id: a.subject_id, room_id: a.room_id, seat_num: a.seat_num }));
    designs.set(design_id, {
      design_id,
      exam_id: exam.exam_id,
      last_edit_time: timestamp(),
      mode: params.arrangement_mode,
      order: params.arrangement_order,
      subjects,
      groups: body.arrangement_data.map((g) => `${g.grade_id}_${g.unit_id}`),
      is_scan_data: 0,
      seats,
    });
    return ok('编排成功');
  },
  examroomdesignGetarrangementdata({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    const design = store.data.roomDesign.designs.get(body.design_id);
    if (!exam || design?.exam_id !== body.exam_id) return fail(DESIGN_MISSING);
    const seatFilter = body.seat_num == null || body.seat_num === '' ? undefined : Number(body.seat_num);
    const rows = designRows(store, exam, design).filter(
      (r) =>
        contains(r.student_name, body.student_name) &&
        contains(r.student_number, body.student_number) &&
        contains(r.class_name ?? '', body.class_name) &&
        contains(r.school_name ?? '', body.school_name) &&
        contains(r.grade_name ?? '', body.grade_name) &&
        contains(r.area_name ?? '', body.area_name) &&
        contains(r.room_name, body.room_name) &&
        contains(r.subject_name, body.subject_name) &&
        (seatFilter === undefined || r.seat_num === seatFilter),
    );
    const paged = page(rows, body.page, body.page_size);
    return ok({
      totalrecords: paged.totalrecords,
      datalist: paged.datalist.map(({ student_name, student_number, school_name, grade_name, class_name, subject_name, area_name, room_name, seat_num, exam_number }) => ({ student_name, student_number, school_name, grade_name, class_name, subject_name, area_name, room_name, seat_num, exam_number: exam_number || null })),
    });
  },
  examroomdesignCheckscandata({ body, store }) {
    const design = store.data.roomDesign.designs.get(body.design_id);
    if (design?.exam_id !== body.exam_id) return fail(DESIGN_MISSING);
    const names: string[] = [];
    const seen = new Set<string>();
    for (const seat of design.seats) {
      const p = participantsOf(store, design.exam_id, seat.subject_id).find((o) => o.student_number === seat.student_number);
      if (!p || !scanOf(store, p) || seen.has(p.student_number)) continue;
      seen.add(p.student_number);
      names.push(`${store.data.students.get(p.student_number)?.student_name ?? p.student_number}（${p.student_id}）`);
    }
    return ok({ inUse: names.length > 0, data: names.length ? names.join('、') : null });
  },
  examroomdesignSetasscandata({ body, store, session }) {
    const design = store.data.roomDesign.designs.get(body.design_id);
    if (design?.exam_id !== body.exam_id) return fail(DESIGN_MISSING);
    const data = store.data.scanning;
    const who = editorName(store, session);
    const now = timestamp();
    const moving = new Set(design.seats.map((s) => `${s.student_number}|${s.subject_id}`));
    // Exam numbers by room and seat when the exam's rule asks for it (x-inferred ExamNumberRule): checked for every
    // student before anything changes.
    const byRoomSeat = store.data.roomDesign.numberRules.get(design.exam_id) === 'room_seat';
    const numbers = byRoomSeat ? numbersByRoomSeat(store, design) : new Map<string, string>();
    for (const [student, number] of numbers) {
      const holder = participantsOf(store, design.exam_id).find((o) => o.student_id === number && o.student_number !== student);
      if (holder) return fail(`考号${number}已被${store.data.students.get(holder.student_number)?.student_name ?? holder.student_number}使用，无法按考场座位生成考号`);
    }
    for (const p of participantsOf(store, design.exam_id)) {
      const number = numbers.get(p.student_number);
      if (number && moving.has(`${p.student_number}|${p.subject_id}`)) p.student_id = number;
    }
    for (const seat of design.seats) {
      const areaRoom = data.rooms.get(seat.room_id);
      const p = participantsOf(store, design.exam_id, seat.subject_id).find((o) => o.student_number === seat.student_number);
      if (!areaRoom || !p) continue;
      let room = examRoomFor(store, design.exam_id, seat.subject_id, areaRoom);
      if (!room) {
        const room_id = nextRoomId(store);
        room = { room_id, exam_id: design.exam_id, subject_id: seat.subject_id, unit_id: areaRoom.unit_id, name: areaRoom.name, remark: areaRoom.nick_name ?? null, last_edit_time: now, last_edit_user_name: who };
        data.rooms.set(room_id, room);
      }
      // Whoever holds the seat and is not part of this arrangement gives it up: never two students in one seat.
      const roomId = room.room_id;
      for (const o of participantsOf(store, design.exam_id, seat.subject_id)) {
        if (o !== p && o.room_id === roomId && o.seat_num === seat.seat_num && !moving.has(`${o.student_number}|${o.subject_id}`)) {
          o.room_id = null;
          o.seat_num = null;
        }
      }
      Object.assign(p, { room_id: roomId, seat_num: seat.seat_num, seat_edit_time: now, seat_edit_user: who });
    }
    for (const d of designsOf(store, design.exam_id)) {
      if (d !== design && d.seats.some((s) => moving.has(`${s.student_number}|${s.subject_id}`))) d.is_scan_data = 0;
    }
    design.is_scan_data = 1;
    return ok('设置成功');
  },
  examroomdesignDeletearrangement({ body, store }) {
    const design = store.data.roomDesign.designs.get(body.design_id);
    if (design?.exam_id !== body.exam_id) return fail(DESIGN_MISSING);
    // The scan data of the exam rooms stays: another design must be set as scan data first.
    if (design.is_scan_data === 1) return fail(SCAN_DATA_KEPT);
    store.data.roomDesign.designs.delete(design.design_id);
    return ok('删除成功');
  },
  async examroomdesignDownloadarrangement({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    const design = store.data.roomDesign.designs.get(body.design_id);
    if (!exam || design?.exam_id !== body.exam_id) return fail(DESIGN_MISSING);
    const files = new Map<string, Row[]>();
    for (const row of designRows(store, exam, design)) {
      const name = `${row.school_name}/${row.subject_name}/${row.room_name}.xlsx`;
      files.set(name, [...(files.get(name) ?? []), row]);
    }
    const columns = [
      { header: '考区', key: 'area_name' },
      { header: '考场', key: 'room_name' },
      { header: '座位号', key: 'seat_num' },
      { header: '考号', key: 'exam_number' },
      { header: '姓名', key: 'student_name' },
      { header: '学号', key: 'student_number' },
      { header: '学校', key: 'school_name' },
      { header: '年级', key: 'grade_name' },
      { header: '班级', key: 'class_name' },
      { header: '科目', key: 'subject_name' },
    ];
    const entries = [];
    for (const [name, rows] of files) {
      entries.push({ name, data: new Uint8Array(await writeWorkbook([{ name: rows[0]?.room_name ?? '考场', columns, rows }])) });
    }
    // Per school, the printable outputs as workbooks too (x-inferred, issue 31): a seat sticker a row (seats in room
    // order) and the admission tickets (a student's subjects together, by class and student number).
    const schools = new Map<string, Row[]>();
    for (const row of designRows(store, exam, design)) schools.set(row.school_name ?? '', [...(schools.get(row.school_name ?? '') ?? []), row]);
    for (const [school, rows] of schools) {
      const stickers = [
        { header: '科目', key: 'subject_name' },
        { header: '考场', key: 'room_name' },
        { header: '座位号', key: 'seat_num' },
        { header: '姓名', key: 'student_name' },
        { header: '考号', key: 'exam_number' },
      ];
      const tickets = [
        { header: '姓名', key: 'student_name' },
        { header: '学号', key: 'student_number' },
        { header: '班级', key: 'class_name' },
        { header: '科目', key: 'subject_name' },
        { header: '考号', key: 'exam_number' },
        { header: '考场', key: 'room_name' },
        { header: '座位号', key: 'seat_num' },
      ];
      const byStudent = rows.slice().sort((a, b) => naturalCompare(a.class_name ?? '', b.class_name ?? '') || a.student_number.localeCompare(b.student_number) || a.subject_id - b.subject_id);
      entries.push({ name: `${school}/座位贴.xlsx`, data: new Uint8Array(await writeWorkbook([{ name: '座位贴', columns: stickers, rows }])) });
      entries.push({ name: `${school}/准考证.xlsx`, data: new Uint8Array(await writeWorkbook([{ name: '准考证', columns: tickets, rows: byStudent }])) });
    }
    return new FileAnswer(zipFiles(entries), '考务数据.zip', ZIP_CONTENT_TYPE);
  },
  examroomdesignGethistoryexam({ body, store }) {
    const exam = store.data.exams.get(body.exam_id);
    if (!exam) return fail(EXAM_MISSING);
    // The students asked for: the exam's participants, of one grade at one school when the pair is named.
    const students = [...new Set(participantsOf(store, exam.exam_id).map((p) => p.student_number))].filter((n) => {
      const s = store.data.students.get(n);
      return s !== undefined && (body.grade_id == null || s.grade_id === body.grade_id) && (body.unit_id == null || s.unit_id === body.unit_id);
    });
    // An exam serves only if some of them have scores in the subjects there (else it would order them by nothing).
    const sat = (e: ExamRecord) => students.some((n) => body.subject_ids.some((id) => store.data.roomDesign.scores.has(scoreKey(e.exam_id, id, n))));
    return ok(
      [...store.data.exams.values()]
        .filter((e) => e.exam_id !== exam.exam_id && e.create_time < exam.create_time && e.unit_ids.some((u) => exam.unit_ids.includes(u)) && e.subjects.some((s) => body.subject_ids.includes(s.subject_id)) && sat(e))
        .sort((a, b) => b.create_time.localeCompare(a.create_time))
        .map((e) => ({ exam_id: e.exam_id, exam_name: e.exam_name, create_time: e.create_time })),
    );
  },
};

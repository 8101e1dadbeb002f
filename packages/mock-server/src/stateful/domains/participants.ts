// Exam participants (exam-student/*) and manual paper upload (examupload/*): the participant table with search,
// subject and upload-status filters and paging, adding and removing participants, the edit dialog (exam numbers,
// rooms, seats; a taken seat is refused), the xlsx import of exam numbers and seats, and page images. The records are
// the scanning domain's (scanning-store.ts), so what is scanned shows here at once.
import { recognizeSheet } from '@exam/scanner-protocol/simulator';
import type { components } from '@exam/sdk';
import { XLSX_CONTENT_TYPE, readRows, writeWorkbook } from '../lib/xlsx.ts';
import type { ParticipantRecord, RoomRecord, ScanRecord } from '../scanning-store.ts';
import { pageBytes, recognitionTemplate, scanKey, syncCounts } from '../scanning-store.ts';
import type { ExamRecord, Session, Store, StudentRecord } from '../store.ts';
import { timestamp } from '../store.ts';
import { FileAnswer, fail, failCode, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { contains, inScope, page } from './shared.ts';
import { unitInScope } from '../access.ts';

type S = components['schemas'];

export const EXAM_NOT_FOUND = '考试不存在或已被删除';

export function examOf(store: Store, examId: number): ExamRecord | undefined {
  return store.data.exams.get(examId);
}

export function participantsOf(store: Store, examId: number, subjectId?: number | null): ParticipantRecord[] {
  return store.data.scanning.participants.filter((p) => p.exam_id === examId && (subjectId == null || p.subject_id === subjectId));
}

export function participantByNumber(store: Store, examId: number, subjectId: number, studentId: string): ParticipantRecord | undefined {
  return store.data.scanning.participants.find((p) => p.exam_id === examId && p.subject_id === subjectId && p.student_id === studentId);
}

export function scanOf(store: Store, p: { exam_id: number; subject_id: number; student_id: string }): ScanRecord | undefined {
  return store.data.scanning.scans.get(scanKey(p.exam_id, p.subject_id, p.student_id));
}

export function subjectName(exam: ExamRecord, subjectId: number): string {
  return exam.subjects.find((s) => s.subject_id === subjectId)?.subject_name ?? String(subjectId);
}

export function editorName(store: Store, session: Session): string {
  return store.data.accounts.get(session.user_id)?.user_name ?? '';
}

export function studentFacts(store: Store, s: StudentRecord) {
  return {
    school_name: store.unit(s.unit_id)?.unit_name ?? '',
    grade: store.data.grades.get(s.grade_id)?.grade ?? '',
    class_name: store.data.classes.get(s.class_id)?.class_name ?? '',
  };
}

/** Moving a participant's sheet records along when its exam number changes. */
function renumber(store: Store, p: ParticipantRecord, studentId: string): void {
  if (p.student_id === studentId) return;
  const scans = store.data.scanning.scans;
  const scan = scans.get(scanKey(p.exam_id, p.subject_id, p.student_id));
  if (scan) {
    scans.delete(scanKey(p.exam_id, p.subject_id, p.student_id));
    scan.student_id = studentId;
    scans.set(scanKey(p.exam_id, p.subject_id, studentId), scan);
  }
  p.student_id = studentId;
}

/** Removes participant records and their scans. */
function removeParticipants(store: Store, gone: ParticipantRecord[]): void {
  const data = store.data.scanning;
  const set = new Set(gone);
  data.participants = data.participants.filter((p) => !set.has(p));
  for (const p of gone) data.scans.delete(scanKey(p.exam_id, p.subject_id, p.student_id));
  for (const key of new Set(gone.map((p) => `${p.exam_id}|${p.subject_id}`))) {
    const [e, s] = key.split('|').map(Number);
    syncCounts(store, e ?? 0, s ?? 0);
  }
}

/** Which seat problem an exam number, room and seat would have for a participant (undefined when free). */
export function seatProblem(store: Store, p: ParticipantRecord, room: RoomRecord | undefined, seat: number | null, studentId: string): string | undefined {
  const others = participantsOf(store, p.exam_id, p.subject_id).filter((o) => o !== p);
  const sameNumber = others.find((o) => o.student_id === studentId);
  if (sameNumber) return `考号${studentId}已被${store.data.students.get(sameNumber.student_number)?.student_name ?? sameNumber.student_number}使用`;
  if (room && seat != null) {
    const holder = others.find((o) => o.room_id === room.room_id && o.seat_num === seat);
    if (holder) return `${room.name}${seat}号座位已被${store.data.students.get(holder.student_number)?.student_name ?? holder.student_id}占用`;
  }
  return undefined;
}

/** A room's seats: its capacity, 30 when none is set (spec 3 §9's default). */
export const roomCapacity = (room: RoomRecord): number => room.capacity ?? 30;
/** The refusal of a seat beyond the room's capacity. */
export const beyondCapacity = (seat: number, capacity: number): string => `座位号${seat}超出考场容量（${capacity}）`;
/** Code -3: the change waits for the user's confirmation (sent again with confirmMove), as exam save's code -3. */
export const MOVE_ASK = -3;

/** A seated student who would change room or seat: who, and from where to where ('第02考场2号座位'). */
export interface SeatMove {
  name: string;
  examNumber: string;
  from: string;
  to: string;
}

/** Where a participant sits now ('第02考场2号座位'), if anywhere. */
export function seatTextOf(store: Store, p: ParticipantRecord): string | undefined {
  if (p.room_id == null || p.seat_num == null) return undefined;
  return `${store.data.scanning.rooms.get(p.room_id)?.name ?? p.room_id}${p.seat_num}号座位`;
}

/**
 * The question before seated students change room or seat (x-inferred confirmMove): everyone who moves, from which
 * seat to which ('2名考生将更换考场或座位：吴婷（301010202）第02考场2号座位 → 第01考场20号座位；…'), the same student
 * once when several subjects move alike.
 */
export function moveQuestion(moves: readonly SeatMove[]): string {
  const lines = [...new Set(moves.map((m) => `${m.name}（${m.examNumber}）${m.from} → ${m.to}`))];
  return `${lines.length}名考生将更换考场或座位：${lines.join('；')}。确定继续吗？`;
}

export function roomByName(store: Store, examId: number, subjectId: number, unitId: number, name: string): RoomRecord | undefined {
  return [...store.data.scanning.rooms.values()].find((r) => r.exam_id === examId && r.subject_id === subjectId && r.unit_id === unitId && r.name === name);
}

type UploadState = 'uploaded' | 'pending' | 'error';
function uploadState(scan: ScanRecord | undefined): UploadState {
  if (!scan || scan.submit === 0) return 'pending';
  const statuses = [scan.pages[1]?.status ?? 0, scan.pages[2]?.status ?? 0];
  if (statuses.includes(3)) return 'error';
  if (statuses.includes(1) || statuses[0] === 0) return 'pending';
  return 'uploaded';
}

function examStudentRow(store: Store, exam: ExamRecord, s: StudentRecord, records: ParticipantRecord[]): S['ExamStudentRow'] {
  const rooms = store.data.scanning.rooms;
  return {
    ...studentFacts(store, s),
    student_name: s.student_name,
    student_number: s.student_number,
    room_info: records.map((p) => ({
      subject_id: p.subject_id,
      subject_name: subjectName(exam, p.subject_id),
      student_id: p.student_id,
      room_name: p.room_id == null ? null : (rooms.get(p.room_id)?.name ?? null),
      seat_num: p.seat_num,
    })),
    scan_info: records.map((p) => {
      const scan = scanOf(store, p);
      return {
        subject_id: p.subject_id,
        subject_name: subjectName(exam, p.subject_id),
        student_id: p.student_id,
        submit: scan?.submit ?? 0,
        page1_status: scan?.pages[1]?.status ?? 0,
        page1_err: scan?.pages[1]?.err ?? null,
        page2_status: scan?.pages[2]?.status ?? 0,
        page2_err: scan?.pages[2]?.err ?? null,
      };
    }),
  };
}

const IMPORT_COLUMNS = [
  { header: '学号', key: 'number', required: true },
  { header: '姓名', key: 'name' },
  { header: '考号', key: 'examNo', required: true },
  { header: '考场', key: 'room' },
  { header: '座位号', key: 'seat' },
] as const;

export const participantHandlers: Handlers = {
  loadstuinclude({ body, store, session }) {
    const exam = examOf(store, body.examid);
    if (!exam) return fail(EXAM_NOT_FOUND);
    const status = body.status ?? -1;
    const bySubject = (p: ParticipantRecord) => body.subject_id == null || p.subject_id === body.subject_id;
    const byStudent = new Map<string, ParticipantRecord[]>();
    for (const p of participantsOf(store, exam.exam_id)) byStudent.set(p.student_number, [...(byStudent.get(p.student_number) ?? []), p]);
    const rows: S['ExamStudentRow'][] = [];
    const key = body.stunum?.trim();
    for (const [number, records] of byStudent) {
      const s = store.data.students.get(number);
      if (!s || !inScope(store, session, s.unit_id)) continue;
      const relevant = records.filter(bySubject);
      if (relevant.length === 0 || !contains(s.student_name, body.stuname)) continue;
      if (key && !number.includes(key) && !records.some((p) => p.student_id.includes(key))) continue;
      if (status !== -1) {
        const states = relevant.map((p) => uploadState(scanOf(store, p)));
        const want: UploadState = status === 1 ? 'uploaded' : status === 2 ? 'pending' : 'error';
        if (!states.includes(want)) continue;
      }
      rows.push(examStudentRow(store, exam, s, records.sort((a, b) => a.subject_id - b.subject_id)));
    }
    rows.sort((a, b) => (a.school_name ?? '').localeCompare(b.school_name ?? '') || (a.room_info?.[0]?.student_id ?? '').localeCompare(b.room_info?.[0]?.student_id ?? ''));
    return ok(page(rows, body.page, body.pagesize));
  },
  loadstuexclusive({ body, store, session }) {
    const exam = examOf(store, body.examid);
    if (!exam) return fail(EXAM_NOT_FOUND);
    const taking = new Set(participantsOf(store, exam.exam_id).map((p) => p.student_number));
    const rows = [...store.data.students.values()]
      .filter((s) => exam.unit_ids.includes(s.unit_id) && exam.grade_ids.includes(s.grade_id) && !taking.has(s.student_number) && inScope(store, session, s.unit_id))
      .map((s) => ({ ...studentFacts(store, s), student_name: s.student_name, student_number: s.student_number }))
      .filter((s) => contains(s.student_name, body.stuname) && contains(s.student_number, body.stunum))
      .filter((s) => (!body.grade || s.grade === body.grade) && (!body.class || s.class_name === body.class))
      .sort((a, b) => a.school_name.localeCompare(b.school_name) || a.student_number.localeCompare(b.student_number));
    return ok(page(rows, body.page, body.pagesize));
  },
  examStudentSavestu({ body, store, session }) {
    const exam = examOf(store, body.examid);
    if (!exam) return fail('缺少考试编号');
    if (exam.exam_state === '3') return fail('考试已结束，不能添加参考学生');
    const taking = new Set(participantsOf(store, exam.exam_id).map((p) => p.student_number));
    const eligible = (s: StudentRecord | undefined): s is StudentRecord =>
      !!s && exam.unit_ids.includes(s.unit_id) && exam.grade_ids.includes(s.grade_id) && inScope(store, session, s.unit_id);
    let chosen: StudentRecord[];
    if ('stuList' in body) {
      chosen = [];
      for (const number of body.stuList) {
        const s = store.data.students.get(number);
        if (!eligible(s)) return fail(`学号${number}不是本次考试范围内的学生`);
        if (!taking.has(number)) chosen.push(s);
      }
    } else chosen = [...store.data.students.values()].filter((s) => eligible(s) && !taking.has(s.student_number));
    for (const s of chosen) {
      for (const subject of exam.subjects) {
        store.data.scanning.participants.push({
          exam_id: exam.exam_id,
          subject_id: subject.subject_id,
          student_number: s.student_number,
          student_id: s.student_number,
          room_id: null,
          seat_num: null,
          seat_edit_time: null,
          seat_edit_user: null,
        });
      }
    }
    for (const subject of exam.subjects) syncCounts(store, exam.exam_id, subject.subject_id);
    return ok('添加成功');
  },
  examStudentDelstu({ body, store }) {
    const exam = examOf(store, body.examid);
    if (!exam) return fail(EXAM_NOT_FOUND);
    const numbers = body.student_number ? new Set(body.student_number) : undefined;
    const gone = participantsOf(store, exam.exam_id).filter((p) => body.subject_ids.includes(p.subject_id) && (!numbers || numbers.has(p.student_number)));
    if (gone.length === 0) return fail('没有可删除的参考学生');
    removeParticipants(store, gone);
    return ok('删除成功');
  },
  getStudentInfo({ body, store }) {
    const exam = examOf(store, body.exam_id);
    if (!exam) return fail(EXAM_NOT_FOUND);
    const s = store.data.students.get(body.student_number);
    const records = participantsOf(store, exam.exam_id).filter((p) => p.student_number === body.student_number);
    if (!s || records.length === 0) return fail('该学生未参加本次考试');
    return ok({
      ...studentFacts(store, s),
      student_number: s.student_number,
      student_name: s.student_name,
      subjects: exam.subjects.map((subject) => {
        const p = records.find((r) => r.subject_id === subject.subject_id);
        return {
          subject_id: subject.subject_id,
          subject_name: subject.subject_name,
          selected: !!p,
          student_id: p?.student_id ?? null,
          room_name: p?.room_id == null ? null : (store.data.scanning.rooms.get(p.room_id)?.name ?? null),
          seat_num: p?.seat_num ?? null,
        };
      }),
    });
  },
  updateStudentInfo({ body, store, session }) {
    const exam = examOf(store, body.exam_id);
    if (!exam) return fail(EXAM_NOT_FOUND);
    const s = store.data.students.get(body.student_number);
    if (!s) return fail('该学生不存在');
    // Check every subject first, then apply: nothing changes when one subject is refused.
    const plans: (() => void)[] = [];
    const removed: ParticipantRecord[] = [];
    const moves: SeatMove[] = [];
    for (const u of body.update_data) {
      if (!exam.subjects.some((x) => x.subject_id === u.subject_id)) return fail(`科目${u.subject_id}不属于本次考试`);
      const existing = participantsOf(store, exam.exam_id, u.subject_id).find((p) => p.student_number === s.student_number);
      if (u.delete) {
        if (existing) removed.push(existing);
        continue;
      }
      const p: ParticipantRecord = existing ?? {
        exam_id: exam.exam_id,
        subject_id: u.subject_id,
        student_number: s.student_number,
        student_id: u.student_id ?? s.student_number,
        room_id: null,
        seat_num: null,
        seat_edit_time: null,
        seat_edit_user: null,
      };
      const studentId = u.student_id ?? p.student_id;
      const roomName = u.room_name?.trim() || null;
      const room = roomName ? roomByName(store, exam.exam_id, u.subject_id, s.unit_id, roomName) : undefined;
      if (roomName && !room) return fail(`${subjectName(exam, u.subject_id)}科目没有考场${roomName}`);
      if (room && u.seat_num == null) return fail('请填写座位号');
      if (room && u.seat_num != null && u.seat_num > roomCapacity(room)) return fail(beyondCapacity(u.seat_num, roomCapacity(room)));
      const problem = seatProblem(store, p, room, u.seat_num ?? null, studentId);
      if (problem) return fail(problem);
      // A seated student who changes room or seat (or loses the seat) is asked about first.
      const from = existing ? seatTextOf(store, existing) : undefined;
      const to = room && u.seat_num != null ? `${room.name}${u.seat_num}号座位` : '无座位';
      if (from && from !== to) moves.push({ name: s.student_name, examNumber: studentId, from: `${subjectName(exam, u.subject_id)} ${from}`, to });
      plans.push(() => {
        if (!existing) store.data.scanning.participants.push(p);
        renumber(store, p, studentId);
        if (p.room_id !== (room?.room_id ?? null) || p.seat_num !== (room ? (u.seat_num ?? null) : null)) {
          p.seat_edit_time = timestamp();
          p.seat_edit_user = editorName(store, session);
        }
        p.room_id = room?.room_id ?? null;
        p.seat_num = room ? (u.seat_num ?? null) : null;
      });
    }
    if (moves.length && !body.confirmMove) return failCode(moveQuestion(moves), MOVE_ASK);
    for (const plan of plans) plan();
    removeParticipants(store, removed);
    for (const subject of exam.subjects) syncCounts(store, exam.exam_id, subject.subject_id);
    return ok('保存成功');
  },
  async importStudentRela({ body, store }) {
    const exam = examOf(store, body.examid);
    if (!exam) return fail(EXAM_NOT_FOUND);
    // The multipart (file) or the form-encoded (consistentWithStudentNumber) variant.
    const form = body as unknown as { excelfile?: File; consistentWithStudentNumber?: boolean; subject_id?: number; confirmMove?: boolean | string };
    const subjectFilter = form.subject_id;
    if (!form.excelfile) {
      if (!form.consistentWithStudentNumber) return fail('请上传导入文件');
      const list = participantsOf(store, exam.exam_id, subjectFilter);
      for (const p of list) renumber(store, p, p.student_number);
      return ok('导入成功');
    }
    const file = form.excelfile;
    if (!/\.xlsx?$/i.test(file.name || '.xlsx')) return fail('只能上传xls或xlsx文件');
    const read = await readRows(new Uint8Array(await file.arrayBuffer()), IMPORT_COLUMNS);
    if (read.error) return fail(read.error);
    const problems = [...read.problems];
    const plans: (() => void)[] = [];
    const moves: SeatMove[] = [];
    const claimed = new Map<string, string>();
    for (const row of read.rows) {
      const v = row.values;
      const number = v.number ?? '';
      const examNo = v.examNo ?? '';
      const records = participantsOf(store, exam.exam_id, subjectFilter).filter((p) => p.student_number === number);
      const s = store.data.students.get(number);
      const seat = v.seat ? Number(v.seat) : null;
      if (!s || records.length === 0) problems.push({ row: row.rowNumber, msg: `学号${number}不存在` });
      else if (!/^\d+$/.test(examNo)) problems.push({ row: row.rowNumber, msg: `考号${examNo}必须是数字` });
      else if (claimed.has(examNo) && claimed.get(examNo) !== number) problems.push({ row: row.rowNumber, msg: `考号${examNo}重复` });
      else if (seat !== null && !(Number.isInteger(seat) && seat >= 1)) problems.push({ row: row.rowNumber, msg: `座位号${v.seat}不正确` });
      else {
        let problem: string | undefined;
        for (const p of records) {
          const room = v.room ? roomByName(store, exam.exam_id, p.subject_id, s.unit_id, v.room) : undefined;
          if (v.room && !room) problem = `考场${v.room}不存在`;
          else if (room && seat === null) problem = '座位号不能为空';
          else if (room && seat !== null && seat > roomCapacity(room)) problem = beyondCapacity(seat, roomCapacity(room));
          else {
            const other = seatProblem(store, p, room, seat, examNo);
            if (other) problem = other.startsWith('考号') ? `考号${examNo}重复` : other;
          }
          if (problem) break;
          const from = seatTextOf(store, p);
          if (room && seat !== null && from && from !== `${room.name}${seat}号座位`) moves.push({ name: s.student_name, examNumber: examNo, from, to: `${room.name}${seat}号座位` });
          plans.push(() => {
            renumber(store, p, examNo);
            if (room) {
              p.room_id = room.room_id;
              p.seat_num = seat;
            }
          });
        }
        if (problem) problems.push({ row: row.rowNumber, msg: problem });
        else claimed.set(examNo, number);
      }
    }
    if (problems.length) return { success: false as const, result: problems.sort((a, b) => a.row - b.row) };
    if (moves.length && String(form.confirmMove) !== 'true') return failCode(moveQuestion(moves), MOVE_ASK);
    for (const plan of plans) plan();
    return ok('导入成功');
  },
  async examStudentDownImportTemplate() {
    const bytes = await writeWorkbook([
      {
        name: '参考学生导入',
        columns: IMPORT_COLUMNS.map((c) => ({ header: 'required' in c ? `*${c.header}` : c.header, key: c.key })),
        rows: [{ number: '20260101', name: '李明', examNo: '301010101', room: '第01考场', seat: 1 }],
      },
    ]);
    return new FileAnswer(bytes, '参考学生导入模板.xlsx', XLSX_CONTENT_TYPE);
  },
  getStudentPaper({ body, store }) {
    const scan = store.data.scanning.scans.get(scanKey(body.exam_id, body.subject_id, body.student_id));
    const pageScan = body.page === 1 ? scan?.pages[1] : scan?.pages[2];
    if (!scan || !pageScan || scan.submit !== 1) return fail('该页试卷未上传');
    return ok(Buffer.from(pageBytes(pageScan.image)).toString('base64'));
  },

  // Manual upload (exam/uploadpaper).
  getpaperlist({ store, session }) {
    const papers = store.data.scanning.papers.filter((p) => {
      const exam = examOf(store, p.exam_id);
      return !!exam && exam.exam_state !== '3' && [exam.unit_id, ...exam.unit_ids].some((u) => inScope(store, session, u));
    });
    return ok(papers.map((p) => ({ ...p })));
  },
  getuploadpaperinfolist({ body, store, session }) {
    if (!examOf(store, body.examid)) return fail(EXAM_NOT_FOUND);
    const paper = body.paperid == null ? undefined : store.data.scanning.papers.find((p) => p.paper_id === body.paperid);
    const pageOf = paper ? Number(paper.paper_name.split('-').pop()) : undefined;
    const rows: S['UploadedPaperInfo'][] = [];
    // Answers are numbered as the subject's objective sub-questions (subquestion_num), in recognition order.
    const numbers = recognitionTemplate(store.data.examConfig, body.examid, body.subjectid).objective.questions.map((q) => q.number);
    for (const scan of store.data.scanning.scans.values()) {
      if (scan.exam_id !== body.examid || scan.subject_id !== body.subjectid || !contains(scan.student_id, body.studentid)) continue;
      // Only the sheets of the schools within the user's data scope (the access model's school scope).
      const p = participantByNumber(store, scan.exam_id, scan.subject_id, scan.student_id);
      if (!p || !participantInScope(store, session, p)) continue;
      for (const pageNo of [1, 2] as const) {
        const pageScan = scan.pages[pageNo];
        if (!pageScan || (pageOf !== undefined && pageOf !== pageNo)) continue;
        rows.push({
          studentid: scan.student_id,
          examid: scan.exam_id,
          subjectid: scan.subject_id,
          page: pageNo,
          answers: pageScan.answers && pageScan.status !== 1 ? pageScan.answers.map((a, i) => `${numbers[i] ?? i + 1}:${a}`).join(',') : null,
        });
      }
    }
    rows.sort((a, b) => a.studentid.localeCompare(b.studentid) || a.page - b.page);
    return ok(page(rows, body.page, body.pagesize));
  },
  async getuploadpapers({ body, store }) {
    const exam = examOf(store, body.examid);
    if (!exam) return fail(EXAM_NOT_FOUND);
    const paper = store.data.scanning.papers.find((p) => p.paper_id === body.paperid && p.exam_id === body.examid && p.subject_id === body.subjectid);
    if (!paper) return fail('试卷不存在');
    const pageNo = paper.paper_name.endsWith('-2') ? 2 : 1;
    const files = (Array.isArray(body.uploadfiles) ? body.uploadfiles : [body.uploadfiles]) as unknown as File[];
    const stored: { p: ParticipantRecord; bytes: Uint8Array; marks: string[] | null }[] = [];
    for (const file of files) {
      const bytes = new Uint8Array(await file.arrayBuffer());
      let number: string | undefined;
      let marks: string[] | null = null;
      try {
        const read = recognizeSheet(bytes, recognitionTemplate(store.data.examConfig, body.examid, body.subjectid));
        number = read.registrationMarksFound ? read.examNumber : undefined;
        marks = read.marks;
      } catch {
        return fail(`上传失败：${file.name}不是有效的图片`);
      }
      // A back page carries no exam number, so only front pages (the subject's first paper) can be placed.
      if (pageNo === 2) return fail('上传失败：第二页没有考号，无法识别');
      const p = number ? participantByNumber(store, exam.exam_id, body.subjectid, number) : undefined;
      if (!number) return fail('上传失败：未识别到考号');
      if (!p) return fail(`上传失败：考号${number}不存在`);
      stored.push({ p, bytes, marks });
    }
    for (const { p, bytes, marks } of stored) {
      const key = scanKey(p.exam_id, p.subject_id, p.student_id);
      const scan = store.data.scanning.scans.get(key) ?? { exam_id: p.exam_id, subject_id: p.subject_id, student_id: p.student_id, submit: 1 as const, pages: {} };
      scan.pages[1] = { status: 2, err: null, image: { bytes }, answers: marks };
      scan.submit = 1;
      store.data.scanning.scans.set(key, scan);
    }
    syncCounts(store, exam.exam_id, body.subjectid);
    return ok('上传成功');
  },
};
/** A participant's school (its student's unit), if the student is known. */
export function participantUnit(store: Store, p: ParticipantRecord): number | undefined {
  return store.data.students.get(p.student_number)?.unit_id;
}

/** Whether a participant's school lies within the session's data scope (the access model's school scope). */
export function participantInScope(store: Store, session: Session, p: ParticipantRecord): boolean {
  return unitInScope(store, session, participantUnit(store, p) ?? NaN);
}


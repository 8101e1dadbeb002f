// The absence check (absent-student/*, exam/absentstudentmge): per exam subject, the participants whose front page
// was read with the absent mark (marksReadAbsent) and those without a saved sheet, worked out from the scanning
// records on every call, so what is scanned, rescanned or saved shows at once. Confirmations (absence-store.ts) hold
// while the reason they were made for still holds. Types 1, 2 and 6 look at any school of the exam, others at their
// own school only.
import type { components } from '@exam/sdk';
import { XLSX_CONTENT_TYPE, writeWorkbook } from '../lib/xlsx.ts';
import type { ParticipantRecord } from '../scanning-store.ts';
import { marksReadAbsent, scanKey } from '../scanning-store.ts';
import type { Session, Store } from '../store.ts';
import { timestamp } from '../store.ts';
import { FileAnswer, fail, ok } from '../types.ts';
import type { Handlers } from '../types.ts';
import { editorName, participantByNumber, participantInScope, participantsOf, participantUnit, scanOf, studentFacts } from './participants.ts';
import { page } from './shared.ts';

type S = components['schemas'];
type Row = S['AbsentStudentRow'];

const NO_SUBJECT = '考试科目不存在';

const REASON_NAMES: Record<S['AbsentReason'], string> = { marked: '试卷标记缺考', notScanned: '未扫描' };
const STATE_NAMES: Record<S['AbsentState'], string> = { unconfirmed: '未确认', absent: '已确认缺考', present: '已确认未缺考' };

function hasSubject(store: Store, examId: number, subjectId: number): boolean {
  return store.data.exams.get(examId)?.subjects.some((s) => s.subject_id === subjectId) ?? false;
}



/** Why a participant is on the absence list now, or null when they are not (a saved sheet with answers). */
export function absentReason(store: Store, p: ParticipantRecord): S['AbsentReason'] | null {
  const scan = scanOf(store, p);
  const answers = scan?.pages[1]?.answers;
  if (answers && marksReadAbsent(answers)) return 'marked';
  return scan?.submit === 1 ? null : 'notScanned';
}

function rowOf(store: Store, p: ParticipantRecord, reason: S['AbsentReason']): Row {
  const s = store.data.students.get(p.student_number);
  const facts = s ? studentFacts(store, s) : { school_name: '', class_name: '' };
  const confirmation = store.data.absence.confirmations.get(scanKey(p.exam_id, p.subject_id, p.student_id));
  const holds = confirmation && confirmation.student_number === p.student_number && confirmation.reason === reason;
  return {
    school_name: facts.school_name,
    student_name: s?.student_name ?? '',
    student_number: p.student_number,
    student_id: p.student_id,
    class_name: facts.class_name,
    room_name: p.room_id == null ? null : (store.data.scanning.rooms.get(p.room_id)?.name ?? null),
    seat_num: p.seat_num,
    reason,
    state: holds ? (confirmation.absent ? 'absent' : 'present') : 'unconfirmed',
    confirm_user: holds ? confirmation.user_name : null,
    confirm_time: holds ? confirmation.time : null,
  };
}

/** The filtered list (marked first, then by exam number) and the summary of the chosen school and room. */
function absenceList(store: Store, session: Session, f: S['AbsentFilter']): { rows: Row[]; counts: S['AbsentCounts'] } {
  // The school asked for (the access check refused one out of scope), else every school in scope.
  const scoped = participantsOf(store, f.exam_id, f.subject_id)
    .filter((p) => (f.unit_id == null || participantUnit(store, p) === f.unit_id) && participantInScope(store, session, p))
    .filter((p) => f.room_id == null || p.room_id === f.room_id);
  const listed = scoped.flatMap((p) => {
    const reason = absentReason(store, p);
    return reason ? [rowOf(store, p, reason)] : [];
  });
  const count = (test: (r: Row) => boolean) => listed.filter(test).length;
  const counts: S['AbsentCounts'] = {
    participants: scoped.length,
    marked: count((r) => r.reason === 'marked'),
    notScanned: count((r) => r.reason === 'notScanned'),
    unconfirmed: count((r) => r.state === 'unconfirmed'),
    absent: count((r) => r.state === 'absent'),
    present: count((r) => r.state === 'present'),
  };
  const kind = f.kind ?? 'all';
  const keyword = f.keyword?.trim() ?? '';
  const rows = listed
    .filter((r) => kind === 'all' || r.reason === kind)
    .filter((r) => f.state == null || r.state === f.state)
    .filter((r) => !keyword || [r.student_name, r.student_number, r.student_id].some((v) => v.includes(keyword)))
    .sort((a, b) => Number(b.reason === 'marked') - Number(a.reason === 'marked') || a.student_id.localeCompare(b.student_id));
  return { rows, counts };
}

export const absentStudentHandlers: Handlers = {
  absentStudentList({ body, store, session }) {
    if (!hasSubject(store, body.exam_id, body.subject_id)) return fail(NO_SUBJECT);
    const { rows, counts } = absenceList(store, session, body);
    return ok({ ...page(rows, body.page, body.pagesize), counts });
  },
  absentStudentConfirm({ body, store, session }) {
    if (!hasSubject(store, body.exam_id, body.subject_id)) return fail(NO_SUBJECT);
    const confirmed: { p: ParticipantRecord; reason: S['AbsentReason'] }[] = [];
    for (const id of body.student_ids) {
      const p = participantByNumber(store, body.exam_id, body.subject_id, id);
      if (!p) return fail(`考号${id}不是本科目的考生`);
      if (!participantInScope(store, session, p)) return fail(store.unit(session.unit_id)?.unit_type === '4' ? `考号${id}不是本校的考生` : `考号${id}不属于您管辖的学校`);
      const reason = absentReason(store, p);
      if (!reason) return fail(`考号${id}的试卷已扫描且有作答，不在缺考名单中`);
      confirmed.push({ p, reason });
    }
    const user_name = editorName(store, session);
    const time = timestamp();
    for (const { p, reason } of confirmed) {
      store.data.absence.confirmations.set(scanKey(p.exam_id, p.subject_id, p.student_id), {
        exam_id: p.exam_id,
        subject_id: p.subject_id,
        student_id: p.student_id,
        student_number: p.student_number,
        reason,
        absent: body.absent,
        user_name,
        time,
      });
    }
    return ok(`已确认${confirmed.length}名考生${body.absent ? '缺考' : '未缺考'}`);
  },
  async absentStudentDownload({ body, store, session }) {
    if (!hasSubject(store, body.exam_id, body.subject_id)) return fail(NO_SUBJECT);
    const { rows } = absenceList(store, session, body);
    const bytes = await writeWorkbook([
      {
        name: '缺考名单',
        columns: [
          { header: '学校', key: 'school_name' },
          { header: '姓名', key: 'student_name' },
          { header: '学号', key: 'student_number' },
          { header: '考号', key: 'student_id' },
          { header: '班级', key: 'class_name' },
          { header: '考场', key: 'room_name' },
          { header: '座位号', key: 'seat_num' },
          { header: '类别', key: 'reason' },
          { header: '确认状态', key: 'state' },
          { header: '确认人', key: 'confirm_user' },
          { header: '确认时间', key: 'confirm_time' },
        ],
        rows: rows.map((r) => ({ ...r, reason: REASON_NAMES[r.reason], state: STATE_NAMES[r.state] })),
      },
    ]);
    return new FileAnswer(bytes, '缺考名单.xlsx', XLSX_CONTENT_TYPE);
  },
};

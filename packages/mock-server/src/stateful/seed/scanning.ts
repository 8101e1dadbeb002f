// Participants, rooms and scans of the seeded exams (openapi/EXAMPLES.md "Exam numbers, rooms and seats"): every
// student of an exam's schools and grades takes every subject; exam numbers are 3 + exam digit + school id + room
// + seat (exam 3001: 李明 301010101 in room 501 第01考场 seat 1 … 张浩 301020102 in 503 seat 2), 30 seats a room.
// Exam 3001 数学 has a few scans showing every upload status (英语 one, 语文 two at 102); other exams keep the exam list's scanned counts
// (their sheets are the simulator's, rendered when first looked at).
import { defaultSheetTemplate, defaultSheets } from '@exam/scanner-protocol/simulator';
import type { SheetTemplate } from '@exam/scanner-protocol/simulator';
import type { components } from '@exam/sdk';
import type { Rng } from '../lib/random.ts';
import type { ExamConfigData } from '../exam-config-store.ts';
import type { ParticipantRecord, RoomRecord, ScanRecord, ScanningData } from '../scanning-store.ts';
import { scanKey, sheetTemplate } from '../scanning-store.ts';
import type { ExamRecord, StudentRecord } from '../store.ts';

type S = components['schemas'];

export const SEATS_PER_ROOM = 30;
/** Seats the example world names: student number → [room index (1-based), seat]. */
const PINNED = new Map<string, [number, number]>([
  ['20260101', [1, 1]],
  ['20260102', [1, 2]],
  ['20260103', [2, 1]],
  ['20260104', [2, 2]],
  ['20260315', [1, 1]],
  ['20260216', [1, 2]],
]);
/** Room ids the example world names (exam 3001 数学): `${unit}|${room index}`. */
const NAMED_ROOMS = new Map([
  ['101|1', 501],
  ['101|2', 502],
  ['102|1', 503],
]);
const ROOM_EDITORS = new Map([
  [101, '刘洋'],
  [102, '赵磊'],
]);

const pad2 = (n: number) => String(n).padStart(2, '0');

export function examNumber(examId: number, unitId: number, room: number, seat: number): string {
  return `3${(examId - 3001 + 10) % 10}${String(unitId).padStart(3, '0').slice(-3)}${pad2(room)}${pad2(seat)}`;
}

/** Seats the students of one school: pinned ones where EXAMPLES.md puts them, the rest in class and number order. */
function seating(students: StudentRecord[], holes: string[]): { student: StudentRecord; room: number; seat: number }[] {
  const rooms = Math.max(1, Math.ceil((students.length + holes.length) / SEATS_PER_ROOM));
  const taken = new Set<string>(holes);
  const out: { student: StudentRecord; room: number; seat: number }[] = [];
  const rest: StudentRecord[] = [];
  for (const s of students) {
    const pin = PINNED.get(s.student_number);
    if (pin && pin[0] <= rooms) {
      taken.add(`${pin[0]}|${pin[1]}`);
      out.push({ student: s, room: pin[0], seat: pin[1] });
    } else rest.push(s);
  }
  let room = 1;
  let seat = 0;
  for (const s of rest) {
    do {
      seat++;
      if (seat > SEATS_PER_ROOM) {
        room++;
        seat = 1;
      }
    } while (taken.has(`${room}|${seat}`));
    out.push({ student: s, room, seat });
  }
  return out;
}

export function seedScanning(
  rng: Rng,
  world: { students: Map<string, StudentRecord>; exams: Map<number, ExamRecord>; examConfig: ExamConfigData },
): ScanningData {
  const participants: ParticipantRecord[] = [];
  const rooms = new Map<number, RoomRecord>();
  const scans = new Map<string, ScanRecord>();
  let nextRoom = 510;
  // The exams seeded after the first five (3006) take room ids from 450 up, below the first five's (501–700): the
  // contract's examples name the first room a user adds 701 (openapi/EXAMPLES.md), the next id after the seeded ones.
  let lateRoom = 450;

  for (const exam of [...world.exams.values()].sort((a, b) => a.exam_id - b.exam_id)) {
    const bySchool = new Map<number, StudentRecord[]>();
    for (const s of world.students.values()) {
      if (!exam.unit_ids.includes(s.unit_id) || !exam.grade_ids.includes(s.grade_id)) continue;
      bySchool.set(s.unit_id, [...(bySchool.get(s.unit_id) ?? []), s]);
    }
    for (const subject of exam.subjects) {
      for (const unitId of [...bySchool.keys()].sort((a, b) => a - b)) {
        const students = (bySchool.get(unitId) ?? []).sort((a, b) => a.class_id - b.class_id || a.student_number.localeCompare(b.student_number));
        // Exam 3001: seat 20 of 第01考场 at 101 stays empty, so 301010120 is the misread number of EXAMPLES.md.
        const seats = seating(students, exam.exam_id === 3001 && unitId === 101 ? ['1|20'] : []);
        const roomIds = new Map<number, number>();
        const roomCount = Math.max(0, ...seats.map((s) => s.room));
        for (let k = 1; k <= roomCount; k++) {
          const named = exam.exam_id === 3001 && subject.subject_id === 2 ? NAMED_ROOMS.get(`${unitId}|${k}`) : undefined;
          const room_id = named ?? (exam.exam_id > 3005 ? lateRoom++ : nextRoom++);
          if (lateRoom > 501) throw new Error('the later exams’ seeded rooms reach the first five exams’ room ids');
          roomIds.set(k, room_id);
          rooms.set(room_id, {
            room_id,
            exam_id: exam.exam_id,
            subject_id: subject.subject_id,
            unit_id: unitId,
            name: `第${pad2(k)}考场`,
            remark: room_id === 501 ? '教学楼A 一楼' : null,
            last_edit_time: `${exam.create_time.slice(0, 10)} 15:20:00`,
            last_edit_user_name: ROOM_EDITORS.get(unitId) ?? null,
          });
        }
        for (const { student, room, seat } of seats) {
          participants.push({
            exam_id: exam.exam_id,
            subject_id: subject.subject_id,
            student_number: student.student_number,
            student_id: examNumber(exam.exam_id, unitId, room, seat),
            room_id: roomIds.get(room) ?? null,
            seat_num: seat,
            seat_edit_time: `${exam.create_time.slice(0, 10)} 15:22:10`,
            seat_edit_user: ROOM_EDITORS.get(unitId) ?? null,
          });
        }
      }
    }
  }

  // Scans: exam 3001 数学 shows every status; other exams keep the exam list's scanned count (first N participants).
  const sheet = (examNo: string) => defaultSheets.find((s) => s.examNumber === examNo);
  const randomMarks = (template: SheetTemplate, from: Rng) =>
    template.objective.questions.map((q) => (from.chance(0.06) ? '' : from.pick(q.options)));
  // `from`: the stream of the sheet's random marks (a scan added later takes its own, so earlier ones stay the same).
  const addScan = (p: ParticipantRecord, page1: { status: 0 | 1 | 2 | 3; err: string | null }, page2Status: 0 | 1 | 2 | 3, submit: 0 | 1, from: Rng = rng) => {
    const template = sheetTemplate(world.examConfig, p.exam_id, p.subject_id);
    const known = template === defaultSheetTemplate ? sheet(p.student_id) : undefined;
    const spec = known ?? { examNumber: p.student_id, marks: randomMarks(template, from) };
    const answers = template.objective.questions.map((_, i) => spec.marks[i] ?? '');
    scans.set(scanKey(p.exam_id, p.subject_id, p.student_id), {
      exam_id: p.exam_id,
      subject_id: p.subject_id,
      student_id: p.student_id,
      submit,
      pages: {
        1: { status: page1.status, err: page1.err, image: { sheet: { spec, side: 'front', template } }, answers: page1.status === 1 ? null : answers },
        2: { status: page2Status, err: null, image: { sheet: { spec, side: 'back', template } }, answers: null },
      },
    });
  };
  for (const exam of world.exams.values()) {
    for (const subject of exam.subjects) {
      const list = participants.filter((p) => p.exam_id === exam.exam_id && p.subject_id === subject.subject_id);
      if (exam.exam_id === 3001) {
        if (subject.subject_id === 2) {
          const by = (no: string) => list.find((p) => p.student_id === no);
          const li = by('301010101');
          const wang = by('301010102');
          const zhou = by('301010201');
          if (li) addScan(li, { status: 2, err: null }, 2, 1);
          if (wang) addScan(wang, { status: 3, err: '客观题识别异常' }, 2, 1);
          if (zhou) addScan(zhou, { status: 1, err: null }, 1, 1);
        } else if (subject.subject_id === 3) {
          // 英语 has one saved sheet too (周杰), so removing the subject from the exam asks to confirm.
          const zhou = list.find((p) => p.student_id === '301010201');
          if (zhou) addScan(zhou, { status: 2, err: null }, 2, 1);
        } else if (subject.subject_id === 1) {
          // 语文: 李晓雨 and 张浩 of 102 are scanned, so setting arrangement 602 (102's 语文) as the exam-room scan data
          // finds students that already have scan data (checkscandata).
          for (const no of ['301020101', '301020102']) {
            const p = list.find((o) => o.student_id === no);
            if (p) addScan(p, { status: 2, err: null }, 2, 1, rng.fork(`scan:${no}:1`));
          }
        }
      } else {
        const count = Math.min(list.length, exam.counts.get(subject.subject_id)?.scan ?? 0);
        for (const p of list.slice(0, count)) addScan(p, { status: 2, err: null }, 2, 1);
      }
      const scanned = [...scans.values()].filter((s) => s.exam_id === exam.exam_id && s.subject_id === subject.subject_id);
      const old = exam.counts.get(subject.subject_id);
      const scan = scanned.length;
      exam.counts.set(subject.subject_id, {
        total: list.length,
        scan,
        recog: scanned.filter((s) => s.pages[1]?.status === 2).length,
        marked: Math.min(old?.marked ?? 0, scan),
      });
    }
  }

  // Papers that can receive manual uploads: two template pages per subject (3001 数学: 7001, 7002).
  const papers: S['UploadPaper'][] = [];
  let nextPaper = 7101;
  for (const exam of [...world.exams.values()].sort((a, b) => a.exam_id - b.exam_id)) {
    for (const subject of exam.subjects) {
      for (const pageNo of [1, 2]) {
        const paper_id = exam.exam_id === 3001 && subject.subject_id === 2 ? 7000 + pageNo : nextPaper++;
        papers.push({ paper_id, paper_name: `${subject.subject_name}-${pageNo}`, exam_id: exam.exam_id, subject_id: subject.subject_id });
      }
    }
  }
  papers.sort((a, b) => a.paper_id - b.paper_id);

  return { participants, rooms, scans, temps: new Map(), papers };
}

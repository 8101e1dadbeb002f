// Areas, exam times and arrangements of the seeded exams (openapi/EXAMPLES.md "Exam 3001 configuration, rooms and
// arrangements"): area 401 教学楼A at 101 holds rooms 501 第01考场 (A101教室) and 502 第02考场 (A102教室), area 403
// 综合楼 at 102 holds room 503; exam 3001's times are 语文 2026-11-05 08:00–10:30, 数学 14:30–16:30, 英语 2026-11-06
// 08:00–10:00; design 601 (101 高一, fixed, by student number, 数学 and 英语, the seats of rooms 501/502, set as scan
// data) and 602 (102 高一, rotation, random, 语文, room 503). Scores of exam 3001's earlier exams (3002 and 3003, what
// gethistoryexam offers) order students by score: 3002's 数学/英语 of 李明 128/121, 王小红 142/136, 周杰 97/105 and
// 吴婷 135/118 (totals 249, 278, 202, 253), every other participant's fixed by the seed (40–150 for 语文, 数学 and 英语,
// 30–100 for other subjects).
import { arrange } from '../lib/arrange.ts';
import type { Rng } from '../lib/random.ts';
import { scoreKey } from '../examroomdesign-store.ts';
import type { AreaRecord, DesignRecord, DesignSeat, RoomDesignData } from '../examroomdesign-store.ts';
import type { ScanningData } from '../scanning-store.ts';
import type { ExamRecord, StudentRecord } from '../store.ts';

const AREA_ROOMS: [number, number, string | null, number][] = [
  // room, area, nick name, room number
  [501, 401, 'A101教室', 1],
  [502, 401, 'A102教室', 2],
  [503, 403, null, 1],
];

/** The earlier exams with scores (exam 3001's history exams). */
const SCORED_EXAMS = [3002, 3003];
/** Scores EXAMPLES.md names: exam 3002, student number → [数学, 英语]. */
const PINNED_SCORES = new Map<string, [number, number]>([
  ['20260101', [128, 121]],
  ['20260102', [142, 136]],
  ['20260103', [97, 105]],
  ['20260104', [135, 118]],
]);

function seedScores(scanning: ScanningData, rng: Rng): Map<string, number> {
  const scores = new Map<string, number>();
  for (const p of scanning.participants) {
    if (!SCORED_EXAMS.includes(p.exam_id)) continue;
    const pinned = p.exam_id === 3002 ? PINNED_SCORES.get(p.student_number) : undefined;
    const named = pinned && (p.subject_id === 2 ? pinned[0] : p.subject_id === 3 ? pinned[1] : undefined);
    scores.set(scoreKey(p.exam_id, p.subject_id, p.student_number), named ?? (p.subject_id <= 3 ? rng.int(40, 150) : rng.int(30, 100)));
  }
  return scores;
}

export function seedRoomDesign(
  scanning: ScanningData,
  rng: Rng,
  world: { students: Map<string, StudentRecord>; exams: Map<number, ExamRecord> },
): { scanning: ScanningData; roomDesign: RoomDesignData } {
  const areas = new Map<number, AreaRecord>([
    [401, { area_id: 401, area_name: '教学楼A', unit_id: 101 }],
    [403, { area_id: 403, area_name: '综合楼', unit_id: 102 }],
  ]);
  for (const [roomId, areaId, nick, number] of AREA_ROOMS) {
    const room = scanning.rooms.get(roomId);
    if (room) Object.assign(room, { area_id: areaId, nick_name: nick, room_number: number, capacity: 30 });
  }
  const examTimes = new Map<string, [string, string]>([
    ['3001|1', ['2026-11-05 08:00:00', '2026-11-05 10:30:00']],
    ['3001|2', ['2026-11-05 14:30:00', '2026-11-05 16:30:00']],
    ['3001|3', ['2026-11-06 08:00:00', '2026-11-06 10:00:00']],
  ]);
  const designs = new Map<number, DesignRecord>();
  const exam = world.exams.get(3001);
  if (exam) {
    // 601: where the participants of 101 sit in rooms 501/502 for 数学, the same seats for 英语 (fixed).
    const seats: DesignSeat[] = [];
    for (const p of scanning.participants) {
      if (p.exam_id !== 3001 || p.subject_id !== 2 || (p.room_id !== 501 && p.room_id !== 502) || p.seat_num == null) continue;
      for (const subject_id of [2, 3]) seats.push({ student_number: p.student_number, subject_id, room_id: p.room_id, seat_num: p.seat_num });
    }
    designs.set(601, { design_id: 601, exam_id: 3001, last_edit_time: '2026-10-30 16:05:12', mode: 'fixed', order: 'student_number', subjects: [2, 3], groups: ['10_101'], is_scan_data: 1, seats });
    // 602: the 高一 students of 102 seated in room 503 for 数学, arranged at random into 503 for 语文.
    const students = scanning.participants
      .filter((p) => p.exam_id === 3001 && p.subject_id === 2 && p.room_id === 503)
      .map((p) => world.students.get(p.student_number))
      .filter((s): s is StudentRecord => s != null && s.grade_id === 20);
    const result = arrange({
      subjects: [1],
      mode: 'rotation',
      order: 'random',
      seed: rng.int(1, 1_000_000),
      groups: [{ grade_id: 20, unit_id: 102, students: students.map((s) => ({ id: s.student_number, student_number: s.student_number, unit_id: 102, grade_id: 20 })), seats: Array.from({ length: 30 }, (_, i) => ({ room_id: 503, seat_num: i + 1 })) }],
    });
    const seats602 = result.ok ? result.assignments.map((a) => ({ student_number: a.student_number, subject_id: a.subject_id, room_id: a.room_id, seat_num: a.seat_num })) : [];
    designs.set(602, { design_id: 602, exam_id: 3001, last_edit_time: '2026-10-31 09:40:00', mode: 'rotation', order: 'random', subjects: [1], groups: ['20_102'], is_scan_data: 0, seats: seats602 });
  }
  return { scanning, roomDesign: { areas, designs, examTimes, scores: seedScores(scanning, rng.fork('scores')), sessionExam: new Map(), numberRules: new Map() } };
}

import { describe, expect, it } from 'vitest';
import {
  layoutSeats,
  mixClasses,
  arrange,
  compareStudentNumbers,
  seatsOfRooms,
  type ArrangeGroup,
  type ArrangeInput,
  type ArrangeMode,
  type ArrangeOrder,
  type ArrangeStudent,
  type SeatAssignment,
} from '../src/stateful/lib/arrange.ts';
import { createRng, type Rng } from '../src/stateful/lib/random.ts';

let nextRoom = 1;

/** A random valid request: 1–3 groups, each with its own rooms and at most as many students as seats. */
function randomInput(rng: Rng, mode: ArrangeMode, order: ArrangeOrder): ArrangeInput {
  const groups: ArrangeGroup[] = [];
  const groupCount = rng.int(1, 3);
  let studentId = 1;
  for (let g = 0; g < groupCount; g++) {
    const unit_id = 100 + rng.int(1, 3);
    const grade_id = 10 + g;
    const rooms = Array.from({ length: rng.int(1, 5) }, () => ({
      room_id: nextRoom++,
      capacity: rng.int(1, 12),
      occupied: rng.chance(0.3) ? [1] : [],
    }));
    const seats = rng.shuffle(seatsOfRooms(rooms)); // any seat order, rooms interleaved
    if (seats.length === 0) seats.push({ room_id: nextRoom++, seat_num: 1 });
    const n = rng.int(1, seats.length);
    const students: ArrangeStudent[] = Array.from({ length: n }, () => {
      const id = studentId++;
      return { id, student_number: String(20260000 + rng.int(1, 9999) * 10 + (id % 10)), unit_id, grade_id, score: rng.chance(0.9) ? rng.int(0, 150) : null };
    });
    groups.push({ grade_id, unit_id, students, seats });
  }
  const subjects = rng.shuffle([1, 2, 3, 4, 5]).slice(0, rng.int(1, 5));
  return { subjects, mode, order, groups, seed: rng.int(1, 1e6), examNumberPrefix: '301' };
}

function expectValid(input: ArrangeInput, assignments: SeatAssignment[]): void {
  const total = input.groups.reduce((s, g) => s + g.students.length, 0);
  expect(assignments).toHaveLength(total * input.subjects.length);
  for (const subject of input.subjects) {
    const rows = assignments.filter((a) => a.subject_id === subject);
    // never two students in one seat
    expect(new Set(rows.map((a) => `${a.room_id}/${a.seat_num}`)).size).toBe(rows.length);
    // every student exactly once
    expect(new Set(rows.map((a) => a.student_id)).size).toBe(total);
  }
  for (const group of input.groups) {
    const allowed = new Set(group.seats.map((s) => `${s.room_id}/${s.seat_num}`));
    for (const a of assignments.filter((x) => x.unit_id === group.unit_id && x.grade_id === group.grade_id)) {
      expect(allowed.has(`${a.room_id}/${a.seat_num}`)).toBe(true);
    }
  }
}

/** Seat order of the group as arrange uses it (rooms brought together at their first seat). */
function seatRank(group: ArrangeGroup): Map<string, number> {
  const rooms: number[] = [];
  for (const s of group.seats) if (!rooms.includes(s.room_id)) rooms.push(s.room_id);
  const ordered = rooms.flatMap((r) => group.seats.filter((s) => s.room_id === r));
  return new Map(ordered.map((s, i) => [`${s.room_id}/${s.seat_num}`, i]));
}

function firstSubjectOrder(input: ArrangeInput, group: ArrangeGroup, assignments: SeatAssignment[]): ArrangeStudent[] {
  const rank = seatRank(group);
  const byId = new Map(group.students.map((s) => [s.id, s]));
  return assignments
    .filter((a) => a.subject_id === input.subjects[0] && byId.has(a.student_id))
    .sort((a, b) => (rank.get(`${a.room_id}/${a.seat_num}`) ?? 0) - (rank.get(`${b.room_id}/${b.seat_num}`) ?? 0))
    .map((a) => byId.get(a.student_id) as ArrangeStudent);
}

describe('arrange: properties over random inputs', () => {
  const rng = createRng('arrange-properties');
  const modes: ArrangeMode[] = ['fixed', 'rotation'];
  const orders: ArrangeOrder[] = ['score', 'student_number', 'random'];

  for (const mode of modes) {
    for (const order of orders) {
      it(`${mode} × ${order}: valid, ordered, deterministic`, () => {
        for (let run = 0; run < 150; run++) {
          const input = randomInput(rng, mode, order);
          const result = arrange(input);
          if (!result.ok) throw new Error(result.errors.join('; '));
          expectValid(input, result.assignments);

          // exam numbers: one per student, unique, digits with the prefix
          const numbers = [...result.examNumbers.values()];
          expect(numbers).toHaveLength(input.groups.reduce((s, g) => s + g.students.length, 0));
          expect(new Set(numbers).size).toBe(numbers.length);
          for (const n of numbers) expect(n).toMatch(/^301\d{6,}$/);

          // order respected in the first subject
          for (const group of input.groups) {
            const seated = firstSubjectOrder(input, group, result.assignments);
            for (let i = 1; i < seated.length; i++) {
              const prev = seated[i - 1] as ArrangeStudent;
              const cur = seated[i] as ArrangeStudent;
              if (order === 'student_number') expect(compareStudentNumbers(prev.student_number, cur.student_number)).toBeLessThanOrEqual(0);
              if (order === 'score') {
                if (cur.score != null) expect(prev.score).not.toBeNull();
                if (prev.score != null && cur.score != null) expect(prev.score).toBeGreaterThanOrEqual(cur.score);
              }
            }
          }

          // fixed keeps a seat; rotation moves everyone to another room when rooms allow, and always to another seat
          const byStudent = new Map<number | string, SeatAssignment[]>();
          for (const a of result.assignments) byStudent.set(a.student_id, [...(byStudent.get(a.student_id) ?? []), a]);
          for (const [, seats] of byStudent) {
            const inOrder = input.subjects.map((s) => seats.find((a) => a.subject_id === s) as SeatAssignment);
            for (let k = 1; k < inOrder.length; k++) {
              const prev = inOrder[k - 1] as SeatAssignment;
              const cur = inOrder[k] as SeatAssignment;
              const group = input.groups.find((g) => g.unit_id === cur.unit_id && g.grade_id === cur.grade_id) as ArrangeGroup;
              if (mode === 'fixed') {
                expect([cur.room_id, cur.seat_num]).toEqual([prev.room_id, prev.seat_num]);
              } else if (group.seats.length > 1) {
                expect(`${cur.room_id}/${cur.seat_num}`).not.toBe(`${prev.room_id}/${prev.seat_num}`);
                const warned = result.warnings.some((w) => w.includes(`年级${group.grade_id} 单位${group.unit_id}`));
                if (!warned) expect(cur.room_id).not.toBe(prev.room_id);
              }
            }
          }

          // deterministic for a seed
          expect(arrange(input)).toEqual(result);
        }
      });
    }
  }

  it('random order depends on the seed and not on the input order', () => {
    const students = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, student_number: String(20260101 + i), unit_id: 101, grade_id: 10 }));
    const seats = seatsOfRooms([{ room_id: 501, capacity: 30 }]);
    const run = (seed: number, list: ArrangeStudent[]) =>
      arrange({ subjects: [2], mode: 'fixed', order: 'random', seed, groups: [{ grade_id: 10, unit_id: 101, students: list, seats }] });
    const a = run(1, students);
    const b = run(1, createRng(99).shuffle(students));
    const c = run(2, students);
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });
});

describe('arrange: examples and errors', () => {
  it('reproduces the example world numbering (prefix 301, unit, room, seat)', () => {
    const g101 = (id: number, no: string) => ({ id, student_number: no, unit_id: 101, grade_id: 10 });
    const result = arrange({
      subjects: [1, 2, 3],
      mode: 'rotation',
      order: 'student_number',
      examNumberPrefix: '301',
      groups: [
        {
          grade_id: 10,
          unit_id: 101,
          label: '高一 临江市第一中学',
          students: [g101(4, '20260104'), g101(1, '20260101'), g101(3, '20260103'), g101(2, '20260102')],
          seats: [
            { room_id: 501, seat_num: 1 },
            { room_id: 501, seat_num: 2 },
            { room_id: 502, seat_num: 1 },
            { room_id: 502, seat_num: 2 },
          ],
        },
        {
          grade_id: 20,
          unit_id: 102,
          students: [{ id: 6, student_number: '20260216', unit_id: 102, grade_id: 20 }, { id: 5, student_number: '20260315', unit_id: 102, grade_id: 20 }],
          seats: seatsOfRooms([{ room_id: 503, capacity: 2 }, { room_id: 504, capacity: 2 }]),
        },
      ],
    });
    if (!result.ok) throw new Error(result.errors.join());
    expect(Object.fromEntries(result.examNumbers)).toEqual({ 1: '301010101', 2: '301010102', 3: '301010201', 4: '301010202', 6: '301020101', 5: '301020102' });
    const seatOf = (id: number, subject: number) => {
      const a = result.assignments.find((x) => x.student_id === id && x.subject_id === subject) as SeatAssignment;
      return `${a.room_id}/${a.seat_num}`;
    };
    // rotation by two seats: 501 ↔ 502 each subject
    expect([seatOf(1, 1), seatOf(1, 2), seatOf(1, 3)]).toEqual(['501/1', '502/1', '501/1']);
    // two students in 503: the cycle uses the free seats of 504
    expect([seatOf(6, 1), seatOf(6, 2)]).toEqual(['503/1', '504/1']);
    expect(result.warnings).toEqual([]);
  });

  it('warns when one room cannot rotate students into another room', () => {
    const students = [1, 2, 3].map((id) => ({ id, student_number: String(id), unit_id: 1, grade_id: 1 }));
    const result = arrange({ subjects: [1, 2], mode: 'rotation', order: 'student_number', groups: [{ grade_id: 1, unit_id: 1, label: '高一', students, seats: seatsOfRooms([{ room_id: 9, capacity: 3 }]) }] });
    if (!result.ok) throw new Error(result.errors.join());
    expect(result.warnings).toEqual(['高一：考场数量不足，轮换时部分学生仍在同一考场']);
  });

  it('returns every error as a Chinese text', () => {
    const s = (id: number, unit_id = 101, grade_id = 10) => ({ id, student_number: String(20260100 + id), unit_id, grade_id });
    const result = arrange({
      subjects: [2],
      mode: 'fixed',
      order: 'score',
      groups: [
        { grade_id: 10, unit_id: 101, label: '高一 一中', students: [], seats: [{ room_id: 1, seat_num: 1 }] },
        { grade_id: 11, unit_id: 101, label: '高二 一中', students: [s(1, 101, 11)], seats: [] },
        { grade_id: 10, unit_id: 102, label: '高一 实验', students: [s(2, 102), s(3, 102)], seats: [{ room_id: 1, seat_num: 1 }] },
        { grade_id: 12, unit_id: 101, label: '高三 一中', students: [s(2, 101, 12), s(4)], seats: [{ room_id: 2, seat_num: 1 }, { room_id: 2, seat_num: 2 }] },
      ],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      '高一 一中：请选择学生',
      '高二 一中：请选择座位',
      '高一 实验：学生人数（2）多于座位数（1）',
      '座位重复：考场1第1号座位',
      '学生20260102重复',
      '高三 一中：学生20260104不属于该年级和单位',
    ]);
    expect(arrange({ subjects: [], mode: 'fixed', order: 'random', groups: [] })).toEqual({ ok: false, errors: ['请选择编排科目', '请选择编排的年级和单位'] });
  });

  it('orders by score with missing scores last and ties by student number', () => {
    const students = [
      { id: 'a', student_number: '10', unit_id: 1, grade_id: 1, score: 90 },
      { id: 'b', student_number: '9', unit_id: 1, grade_id: 1, score: null },
      { id: 'c', student_number: '11', unit_id: 1, grade_id: 1, score: 95 },
      { id: 'd', student_number: '2', unit_id: 1, grade_id: 1, score: 90 },
    ];
    const result = arrange({ subjects: [1], mode: 'fixed', order: 'score', groups: [{ grade_id: 1, unit_id: 1, students, seats: seatsOfRooms([{ room_id: 1, capacity: 4 }]) }] });
    if (!result.ok) throw new Error(result.errors.join());
    expect(result.assignments.map((a) => [a.student_id, a.seat_num])).toEqual([['c', 1], ['d', 2], ['a', 3], ['b', 4]]);
  });

  it('seatsOfRooms leaves out occupied seats', () => {
    expect(seatsOfRooms([{ room_id: 1, capacity: 3, occupied: [2] }, { room_id: 2, capacity: 1 }])).toEqual([
      { room_id: 1, seat_num: 1 },
      { room_id: 1, seat_num: 3 },
      { room_id: 2, seat_num: 1 },
    ]);
  });
});

describe('layouts (x-inferred arrangement_layout) and order by class', () => {
  const student = (n: number, class_id: number) => ({ id: n, student_number: String(20260000 + n), unit_id: 101, grade_id: 10, class_id });
  const seats = (room_id: number, count: number) => Array.from({ length: count }, (_, i) => ({ room_id, seat_num: i + 1 }));

  it('mix_classes seats no two of one class next to each other when the sizes allow, keeping each class in order', () => {
    const students = [...[1, 2, 3, 4].map((n) => student(n, 1)), ...[5, 6, 7].map((n) => student(n, 2)), student(8, 3)];
    const mixed = mixClasses(students);
    expect(mixed.map((s) => s.class_id)).toEqual([1, 2, 1, 2, 1, 2, 1, 3]);
    expect(mixed.filter((s) => s.class_id === 1).map((s) => s.id)).toEqual([1, 2, 3, 4]);
  });

  it('every_other_seat uses seats 1, 3, 5 … of each row; serpentine takes the second row from the right', () => {
    expect(layoutSeats(seats(501, 30), { every_other_seat: true }).map((s) => s.seat_num)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 16, 18, 20, 22, 24, 26, 28, 30]);
    expect(layoutSeats(seats(501, 18), { serpentine: true }).map((s) => s.seat_num)).toEqual([...Array.from({ length: 15 }, (_, i) => i + 1), 18, 17, 16]);
  });

  it('order class: class after class, each by student number; the layouts reach the assignments', () => {
    const students = [student(3, 2), student(1, 1), student(4, 1), student(2, 2)];
    const byClass = arrange({ subjects: [2], mode: 'fixed', order: 'class', groups: [{ grade_id: 10, unit_id: 101, students, seats: seats(501, 8) }] });
    if (!byClass.ok) throw new Error(byClass.errors.join());
    expect(byClass.assignments.map((a) => [a.student_id, a.seat_num])).toEqual([[1, 1], [4, 2], [2, 3], [3, 4]]);
    const spaced = arrange({ subjects: [2], mode: 'fixed', order: 'class', layout: { every_other_seat: true, mix_classes: true }, groups: [{ grade_id: 10, unit_id: 101, students, seats: seats(501, 8) }] });
    if (!spaced.ok) throw new Error(spaced.errors.join());
    expect(spaced.assignments.map((a) => [a.student_id, a.seat_num])).toEqual([[1, 1], [2, 3], [4, 5], [3, 7]]);
    const tooFew = arrange({ subjects: [2], mode: 'fixed', order: 'class', layout: { every_other_seat: true }, groups: [{ grade_id: 10, unit_id: 101, label: '高一', students, seats: seats(501, 5) }] });
    expect(tooFew).toEqual({ ok: false, errors: ['高一：隔位就座可用座位数（3）少于学生人数（4）'] });
  });
});

// Queries and calls of the exam room arrangement (spec 3 §2.5, §7.4): the exam as the wizard needs it, a school's
// areas and rooms, seat grids, the subjects' exam times, the student tree, earlier exams for score ordering and the
// design records. Every part of the feature (wizard steps, area management, exam times, results) reads and
// invalidates through these keys, so a change in one shows in the others.
import { queryOptions } from '@tanstack/react-query';
import { ApiError, resultText, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import { WIZARD_TEXTS } from './texts';

export type ExamInfo = Schemas['RoomDesignExamInfo'];
export type Area = Schemas['RoomDesignArea'];
export type Room = Schemas['RoomDesignRoom'];
export type ExamTime = Schemas['RoomDesignExamTime'];
export type DesignRecord = Schemas['RoomDesignRecord'];

export const roomDesignKeys = {
  /** Everything of one exam's arrangement. */
  exam: (examId: number) => ['room-design', examId] as const,
  info: (examId: number) => ['room-design', examId, 'info'] as const,
  times: (examId: number) => ['room-design', examId, 'times'] as const,
  designs: (examId: number) => ['room-design', examId, 'designs'] as const,
  designData: (p: Schemas['RoomDesignDataRequest']) => ['room-design', p.exam_id, 'designs', 'data', p] as const,
  history: (examId: number, subjectIds: readonly number[], pairKey: string) => ['room-design', examId, 'history', [...subjectIds], pairKey] as const,
  students: (examId: number, unitId: number, subjectIds: readonly number[]) => ['room-design', examId, 'students', unitId, [...subjectIds]] as const,
  seats: (examId: number, areaIds: readonly number[], subjectIds: readonly number[]) => ['room-design', examId, 'seats', [...areaIds], [...subjectIds]] as const,
  /** A school's areas and rooms (not per exam: area management changes them for every exam of the school). */
  areas: (unitId: number) => ['room-design-areas', unitId] as const,
  rooms: (areaIds: readonly number[]) => ['room-design-areas', 'rooms', [...areaIds]] as const,
  /** Everything of every school's areas and rooms. */
  allAreas: ['room-design-areas'] as const,
};

export const examInfoQuery = (exam_id: number) =>
  queryOptions({
    queryKey: roomDesignKeys.info(exam_id),
    queryFn: () => unwrap(api.POST('/api/examroomdesign/getexaminfo', { body: { exam_id }, ...withoutLoading() })),
  });

export const examTimesQuery = (exam_id: number) =>
  queryOptions({
    queryKey: roomDesignKeys.times(exam_id),
    queryFn: () => unwrap(api.POST('/api/examroomdesign/getexamtime', { body: { exam_id }, ...withoutLoading() })),
  });

export const areasQuery = (unit_id: number) =>
  queryOptions({
    queryKey: roomDesignKeys.areas(unit_id),
    queryFn: () => unwrap(api.POST('/api/examroomdesign/getexamareainfo', { body: { unit_id }, ...withoutLoading() })),
  });

export const roomsQuery = (area_ids: readonly number[]) =>
  queryOptions({
    queryKey: roomDesignKeys.rooms(area_ids),
    queryFn: () => unwrap(api.POST('/api/examroomdesign/getexamroomlist', { body: { area_ids: [...area_ids] }, ...withoutLoading() })),
    enabled: area_ids.length > 0,
  });

export const designsQuery = (exam_id: number) =>
  queryOptions({
    queryKey: roomDesignKeys.designs(exam_id),
    queryFn: () => unwrap(api.POST('/api/examroomdesign/getdesigninfo', { body: { exam_id }, ...withoutLoading() })),
  });

/** The earlier exams whose scores can order one grade-unit pair's students (those some of them sat). */
export const historyExamsQuery = (exam_id: number, subject_ids: readonly number[], pair: { grade_id: number; unit_id: number }) =>
  queryOptions({
    queryKey: roomDesignKeys.history(exam_id, subject_ids, `${pair.grade_id}_${pair.unit_id}`),
    queryFn: () => unwrap(api.POST('/api/examroomdesign/gethistoryexam', { body: { exam_id, subject_ids: [...subject_ids], grade_id: pair.grade_id, unit_id: pair.unit_id }, ...withoutLoading() })),
    enabled: subject_ids.length > 0,
  });

/** Step 1's student tree of one school for the chosen subjects. */
export const studentSeatsQuery = (exam_id: number, unit_id: number, subject_ids: readonly number[]) =>
  queryOptions({
    queryKey: roomDesignKeys.students(exam_id, unit_id, subject_ids),
    queryFn: () => unwrap(api.POST('/api/examroomdesign/getstudenseatinfo', { body: { exam_id, unit_id, subject_ids: [...subject_ids] }, ...withoutLoading() })),
  });

/** Step 1's seat grids: the rooms of some areas with each seat's state for the chosen subjects. */
export const seatStateQuery = (exam_id: number, area_ids: readonly number[], subject_ids: readonly number[]) =>
  queryOptions({
    queryKey: roomDesignKeys.seats(exam_id, area_ids, subject_ids),
    queryFn: () => unwrap(api.POST('/api/examroomdesign/getexamroomstate', { body: { exam_id, area_ids: [...area_ids], subject_ids: [...subject_ids] }, ...withoutLoading() })),
    enabled: area_ids.length > 0,
  });

export const arrange = (body: Schemas['RoomDesignArrangeRequest']) => unwrap(api.POST('/api/examroomdesign/arrange', { body }));

/**
 * What a failed arrangement says (§8.3): a refusal the server's text, or 编排失败 when it gave none; a request that
 * went wrong (no answer, an HTTP error, an unreadable answer) 编排过程发生错误.
 */
export function arrangeFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 200) return resultText(error.result) || WIZARD_TEXTS.arrangeFailed;
  return WIZARD_TEXTS.arrangeError;
}

/** One page of a design's seats (the results step's view dialog; it shows its own loading and failure). */
export const designDataQuery = (body: Schemas['RoomDesignDataRequest']) =>
  queryOptions({
    queryKey: roomDesignKeys.designData(body),
    queryFn: () => unwrap(api.POST('/api/examroomdesign/getarrangementdata', { body, ...withoutLoading() })),
  });

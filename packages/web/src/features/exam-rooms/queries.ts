// Queries and calls of exam room management (spec 3 §7.3): a school's rooms of one subject and the students seated in
// a room, 15 a page (§9), the room and seat edits, the template and the import.
import { queryOptions } from '@tanstack/react-query';
import { download, multipartSerializer, unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../lib/api';
import { askingBeforeMoves } from '../../lib/moveQuestion';

export type ExamRoom = Schemas['ExamRoom'];
export type RoomStudent = Schemas['ExamRoomStudent'];
export type RoomListParams = Schemas['ExamRoomListRequest'];
export type RoomStudentListParams = Schemas['ExamRoomStudentListRequest'];
export type RoomSave = Schemas['ExamRoomSaveRequest'];
export type SeatSave = Schemas['ExamRoomStudentSaveRequest'];

/** Room lists and room student lists: 15 a page (spec 3 §9). */
export const ROOM_PAGE_SIZE = 15;
export const ROOM_PAGE_SIZES: readonly number[] = [ROOM_PAGE_SIZE];

export const examRoomKeys = {
  /** Everything of one exam's rooms (invalidated after every change). */
  exam: (examId: number) => ['exam-rooms', examId] as const,
  list: (p: RoomListParams) => ['exam-rooms', p.exam_id, 'list', p] as const,
  students: (p: RoomStudentListParams) => ['exam-rooms', p.exam_id, 'students', p] as const,
};

export const roomListQuery = (p: RoomListParams) =>
  queryOptions({
    queryKey: examRoomKeys.list(p),
    // The table shows its own loading overlay.
    queryFn: () => unwrap(api.POST('/api/examroom/listExamRoomInfo', { body: p, ...withoutLoading() })),
  });

export const roomStudentsQuery = (p: RoomStudentListParams) =>
  queryOptions({
    queryKey: examRoomKeys.students(p),
    queryFn: () => unwrap(api.POST('/api/examroom/listExamRoomStudent', { body: p, ...withoutLoading() })),
  });

/** Adds a room, or saves it when it has a room_id (spec 3 §7.3). */
export const saveRoom = (body: RoomSave) =>
  body.room_id == null
    ? unwrap(api.POST('/api/examroom/saveExamRoom', { body }))
    : unwrap(api.POST('/api/examroom/updateExamRoom', { body: { ...body, room_id: body.room_id } }));

/**
 * The school's exam areas (the arrangement's examroomdesign areas): a room stands in one of them, which makes it one
 * of the area's rooms in the arrangement wizard (one room model).
 */
export const areasQuery = (unit_id: number) =>
  queryOptions({
    queryKey: ['room-design-areas', unit_id] as const,
    queryFn: () => unwrap(api.POST('/api/examroomdesign/getexamareainfo', { body: { unit_id }, ...withoutLoading() })),
  });

export const deleteRoom = (room_id: number) => unwrap(api.POST('/api/examroom/deleteExamRoom', { body: { room_id } }));

export const addSeat = (body: SeatSave) => unwrap(api.POST('/api/examroom/saveExamRoomStudent', { body }));
export const updateSeat = (body: SeatSave) => unwrap(api.POST('/api/examroom/updateExamRoomStudent', { body }));
export const deleteSeat = (body: Schemas['ExamRoomStudentDeleteRequest']) => unwrap(api.POST('/api/examroom/deleteExamRoomStudent', { body }));

export const downloadRoomTemplate = () => download(api.POST('/api/examroom/downImportTemplate', { parseAs: 'blob', ...withoutLoading() }));

/** The import; moving seated students asks first, listing every move (lib/moveQuestion), then sends with confirmMove. */
export const importRooms = (excelfile: File, scope: Omit<Schemas['ExamRoomImportRequest'], 'excelfile' | 'confirmMove'>) =>
  askingBeforeMoves((confirmMove) => {
    const body: Schemas['ExamRoomImportRequest'] = { excelfile, ...scope, ...(confirmMove ? { confirmMove } : {}) };
    return unwrap(api.POST('/api/examroom/importExamRoom', { body, bodySerializer: multipartSerializer }));
  });

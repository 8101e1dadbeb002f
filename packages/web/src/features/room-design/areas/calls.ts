// The calls that change a school's areas and rooms (spec 3 §7.4) and the refresh after each: the area and room lists
// (roomDesignKeys.allAreas) and everything of the arrangement (the ['room-design'] prefix: seat grids, student seats),
// so the wizard's grids show the change.
import type { QueryClient } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api } from '../../../lib/api';
import { roomDesignKeys } from '../queries';

export const saveArea = (body: Schemas['RoomDesignAreaSaveRequest']) => unwrap(api.POST('/api/examroomdesign/saveexamarea', { body }));
export const deleteArea = (body: Schemas['RoomDesignAreaDeleteRequest']) => unwrap(api.POST('/api/examroomdesign/deleteexamarea', { body }));
export const batchAddRooms = (body: Schemas['RoomDesignBatchAddRoomRequest']) => unwrap(api.POST('/api/examroomdesign/batchaddexamroom', { body }));
export const saveAreaRoom = (body: Schemas['RoomDesignRoomSaveRequest']) => unwrap(api.POST('/api/examroomdesign/saveexamroom', { body }));
export const deleteAreaRoom = (body: Schemas['RoomDesignRoomDeleteRequest']) => unwrap(api.POST('/api/examroomdesign/deleteexamroom', { body }));

/** The arrangement's own queries (every exam's), below roomDesignKeys.exam(examId). */
const ARRANGEMENT_PREFIX = ['room-design'] as const;

/** Reloads the seat grids (and everything else of the arrangement) after an area or room changed. */
export const refreshSeats = (queryClient: QueryClient): Promise<void> => queryClient.invalidateQueries({ queryKey: ARRANGEMENT_PREFIX });

/** Reloads the areas and rooms and every seat grid after an area or room changed. */
export function refreshAreas(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: roomDesignKeys.allAreas }), refreshSeats(queryClient)]);
}

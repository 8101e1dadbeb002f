// The review's preview of one pair's arrangement (x-inferred previewarrange): the request arrange would send for the
// pair, with the wizard's seed for the random order, so the seat map names every seat's student for every order and
// layout (by score, at random, mixed classes, 蛇形, 隔位) as arrange then seats them. The wizard provides what the
// request needs besides the pair's selection through PreviewContext (stable while step 0's choices stay).
import { createContext } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@exam/sdk';
import { api, withoutLoading } from '../../../lib/api';
import { roomDesignKeys } from '../queries';
import { arrangementParams, type Params } from './params';
import { arrangementData, type Pair, type PairSelection } from './selection';

export interface PreviewContextValue {
  examId: number;
  params: Params;
  /** The seed of the random order, sent with the preview and with arrange. */
  seed: string;
  pairs: readonly Pair[];
}

export const PreviewContext = createContext<PreviewContextValue | null>(null);

/** A new seed for the random order. */
export const newSeed = (): string => Math.random().toString(36).slice(2, 10);

/** The arrange request of one pair's selection (undefined when step 0 is incomplete or the pair is unknown). */
export function previewRequest(ctx: PreviewContextValue, pairKey: string, selection: PairSelection): Schemas['RoomDesignArrangeRequest'] | undefined {
  const pair = ctx.pairs.find((p) => p.key === pairKey);
  if (!pair || !ctx.params.mode || !ctx.params.order) return undefined;
  return { exam_id: ctx.examId, arrangement_data: arrangementData([pair], new Map([[pairKey, selection]])), arrangement_params: arrangementParams(ctx.params, [pairKey], ctx.seed) };
}

export const previewQuery = (body: Schemas['RoomDesignArrangeRequest']) =>
  queryOptions({
    queryKey: [...roomDesignKeys.exam(body.exam_id), 'preview', body] as const,
    queryFn: () => unwrap(api.POST('/api/examroomdesign/previewarrange', { body, ...withoutLoading() })),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    meta: { localErrors: true },
  });

/**
 * The students a preview seats in one room, by seat number, for the first of the chosen subjects that has seats in
 * the room (rotation moves students on for the others).
 */
export function previewNames(seats: readonly Schemas['RoomDesignPreviewSeat'][], roomId: number, subjects: readonly number[]): Map<number, string> {
  const inRoom = seats.filter((s) => s.room_id === roomId);
  const subject = subjects.find((id) => inRoom.some((s) => s.subject_id === id)) ?? inRoom[0]?.subject_id;
  return new Map(inRoom.filter((s) => s.subject_id === subject).map((s) => [s.seat_num, s.student_name]));
}

// The review's seat map of one room (issue 31, beyond the spec): the room's grid of 15 columns with each selected seat's
// turn and its student, seats left empty by 隔位就座 or by too few students blank, and the seats not selected greyed.
// The students come from the server's preview of the arrangement (previewarrange: the same order, layouts, score basis
// and random seed arrange uses), so every order names them; until it answers, the orders the wizard can foresee do.
// For the first subject (rotation moves students on for the others).
import { useContext } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { arrangeFailureText } from '../queries';
import { WIZARD_TEXTS } from '../texts';
import type { Layout, Order } from './params';
import { PreviewContext, previewNames, previewQuery, previewRequest } from './preview';
import { roomSeatMap } from './seatMap';
import { SEAT_COLUMNS } from './seatGrid';
import type { PairSelection, SeatRoom } from './selection';
import type { SeatUse } from './seatMap';

const T = WIZARD_TEXTS.review;

export interface SeatMapDialogProps {
  /** The grade-unit pair of the selection. */
  pairKey: string;
  room: SeatRoom | null;
  selection: PairSelection;
  layout: Layout;
  order: Order | null;
  onClose: () => void;
}

export function SeatMapDialog({ pairKey, room, selection, layout, order, onClose }: SeatMapDialogProps) {
  const ctx = useContext(PreviewContext);
  const body = room && ctx ? previewRequest(ctx, pairKey, selection) : undefined;
  const preview = useQuery({ ...previewQuery(body ?? { exam_id: 0, arrangement_data: [], arrangement_params: { arrangement_mode: 'fixed', arrangement_subjects: [], arrangement_order: 'student_number' } }), enabled: body !== undefined });
  const names = room && preview.data ? previewNames(preview.data, room.room_id, ctx?.params.subjects ?? []) : undefined;
  const map = room ? roomSeatMap(selection, room.room_id, layout, order) : new Map<number, SeatUse>();
  const last = Math.max(0, ...map.keys());
  const cells = Math.ceil(last / SEAT_COLUMNS) * SEAT_COLUMNS;
  return (
    <Modal opened={room !== null} onClose={onClose} title={room ? T.seatMapOf(room.room_name) : ''} size="auto" centered>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {T.seatMapHint}
        </Text>
        {preview.isError && (
          <Text size="xs" c="red" role="alert">
            {T.previewFailed(arrangeFailureText(preview.error))}
          </Text>
        )}
        <div role="grid" aria-label={room ? T.seatMapOf(room.room_name) : undefined} style={{ display: 'grid', gridTemplateColumns: `repeat(${SEAT_COLUMNS}, 64px)`, gap: 6 }}>
          {Array.from({ length: cells }, (_, i) => {
            const n = i + 1;
            const use = map.get(n);
            const name = names ? names.get(n) : use?.student?.student_name;
            const who = use?.turn ? (name ?? T.seatMapOrder(use.turn)) : T.seatMapEmpty;
            return (
              <div
                key={n}
                role="gridcell"
                aria-label={use ? T.seatMapSeat(n, who) : `${n}`}
                style={{
                  height: 48,
                  borderRadius: 4,
                  fontSize: 11,
                  lineHeight: 1.3,
                  padding: 2,
                  textAlign: 'center',
                  overflow: 'hidden',
                  border: use ? '1px solid var(--mantine-color-blue-filled)' : '1px dashed var(--mantine-color-default-border)',
                  background: use?.turn ? 'var(--mantine-color-blue-light)' : 'transparent',
                  color: use ? 'var(--mantine-color-text)' : 'var(--mantine-color-dimmed)',
                }}
              >
                <div>{n}</div>
                {use?.turn ? <div>{name ?? T.seatMapOrder(use.turn)}</div> : null}
              </div>
            );
          })}
        </div>
      </Stack>
    </Modal>
  );
}

// Step 1's seat grids (spec 3 §2.5, §9): each area of the school with its rooms, each room a grid of 15 columns of
// seats (80 wide, gap 15) that are empty, selected or occupied (by an earlier arrangement, or held by another grade
// of this wizard). A seat is chosen by a click (or Enter/Space), many by dragging a band over them: a band started on
// a selected seat unselects, otherwise it selects. Rooms and areas have 全选 / 取消全选.
// Speed (thousands of seats): every room is its own memoised grid whose seat set keeps its identity unless that room
// changed, so a drag re-renders only the rooms the band touches; the band itself is moved without React, and the
// covered seats are found by arithmetic from each grid's place measured once when the drag starts (seatGrid.ts).
// Step 1 shows at once: the first rooms (those a panel can show) render with the panel, the others follow in small
// chunks as low-priority updates (a placeholder of the room's size holds each place until then), so 2,300 seats do not
// hold up the first paint and a click or a drag meanwhile is answered first.
import { memo, startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Schemas } from '@exam/sdk';
import { WIZARD_TEXTS } from '../texts';
import classes from './SeatPanel.module.css';
import { SEAT_COLUMNS, SEAT_GAP, SEAT_HEIGHT, SEAT_WIDTH, bandOf, gridHeight, gridWidth, scaleFor, seatsInBand, type Band } from './seatGrid';
import type { SeatRoom } from './selection';

const T = WIZARD_TEXTS.pick;
type Room = Schemas['RoomDesignRoom'];
type Area = Schemas['RoomDesignArea'];
type SeatSet = ReadonlySet<number>;

export interface SeatChange {
  room: SeatRoom;
  seats: SeatSet;
}

export interface SeatPanelProps {
  areas: readonly Area[];
  /** The areas' rooms with their seats (getexamroomstate), in area order. */
  rooms: readonly Room[];
  /** The seats this grade-unit pair selected, by room. */
  selected: ReadonlyMap<number, SeatSet>;
  /** Seats other pairs of the wizard hold, by room. */
  held: ReadonlyMap<number, SeatSet>;
  onChange: (changes: SeatChange[]) => void;
  /** Height of the scrolling panel (a CSS length; by default what the window leaves below step 1's headers). */
  height?: number | string;
}

const EMPTY: SeatSet = new Set();
/** The panel ends above the window's bottom edge, so its sideways scrollbar can be reached without scrolling the page. */
const PANEL_HEIGHT = 'max(320px, calc(100dvh - 370px))';
/** Pointer travel (px) before a press becomes a drag. */
const DRAG_START = 4;
/** A drag this close to (or past) the panel's top or bottom edge scrolls it, faster the further out (px per frame). */
const EDGE = 32;
const MAX_SCROLL_STEP = 24;
/** Height of a room's header line above its grid. */
const ROOM_HEADER = 26;
/** Rooms rendered with the panel (more than a panel shows at the smallest scale), then this many more a chunk. */
const FIRST_ROOMS = 8;
const ROOM_CHUNK = 6;

/**
 * How many rooms are rendered: the first FIRST_ROOMS at once, then ROOM_CHUNK more after each paint (a transition, so
 * input is answered first) until all are. A panel whose rooms change (another school, new rooms) starts over.
 */
function useRoomsRendered(total: number, key: unknown): number {
  const [shown, setShown] = useState({ key, count: FIRST_ROOMS });
  const count = shown.key === key ? shown.count : FIRST_ROOMS;
  useEffect(() => {
    if (count >= total) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setShown({ key, count: count + ROOM_CHUNK })), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total, key]);
  return Math.min(count, total);
}

interface RoomFacts {
  room: Room;
  seatRoom: SeatRoom;
  capacity: number;
  /** Seats an earlier arrangement occupies. */
  occupied: SeatSet;
}

/** The seats' classes by state (SeatPanel.module.css; sizes from the panel's --seat-* variables). */
const SEAT_CLASS = { empty: classes.seat, selected: `${classes.seat} ${classes.selected}`, occupied: `${classes.seat} ${classes.occupied}` } as const;
/** The panel's seat size variables at a scale (the grid shrinks so its 15 columns fit the panel; see seatGrid scaleFor). */
const seatVariables = (scale: number) =>
  ({ '--seat-w': `${SEAT_WIDTH * scale}px`, '--seat-h': `${SEAT_HEIGHT * scale}px`, '--seat-fs': `${Math.round(13 * Math.max(scale, 0.85))}px` }) as CSSProperties;
const gridStyle = (capacity: number, scale: number): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${Math.min(SEAT_COLUMNS, Math.max(1, capacity))}, ${SEAT_WIDTH * scale}px)`,
  gap: SEAT_GAP * scale,
  width: gridWidth(capacity, scale),
});
/** Paddings and borders between the panel's width and a grid's (the content's padding, an area card's padding and borders). */
const PANEL_INSET = 8 + 2 * 12 + 2 + 4;

function factsOf(rooms: readonly Room[], areas: readonly Area[]): RoomFacts[] {
  const areaName = new Map(areas.map((a) => [a.area_id, a.area_name]));
  return rooms.map((room) => {
    const seats = room.seats ?? [];
    const capacity = seats.length || (room.room_capacity ?? 0);
    const occupied = new Set(seats.filter((s) => s.isEmpty === false).map((s) => s.seat_num));
    return { room, capacity, occupied, seatRoom: { room_id: room.room_id, area_id: room.area_id, area_name: areaName.get(room.area_id) ?? '', room_name: room.room_name } };
  });
}

const sameSet = (a: SeatSet | undefined, b: SeatSet) => a !== undefined && a.size === b.size && [...a].every((n) => b.has(n));

/** Whether a seat cannot be chosen: occupied, or held by another pair. */
const isBlocked = (f: RoomFacts, held: SeatSet | undefined, n: number) => f.occupied.has(n) || (held?.has(n) ?? false);

const allOpen = (f: RoomFacts, held: SeatSet | undefined) => {
  const set = new Set<number>();
  for (let n = 1; n <= f.capacity; n++) if (!isBlocked(f, held, n)) set.add(n);
  return set;
};

interface Drag {
  pointerId: number;
  startX: number;
  startY: number;
  lastClientX: number;
  lastClientY: number;
  moved: boolean;
  /** The seat pressed (toggled by a click), if any. */
  seat?: { roomId: number; seat: number };
  adding: boolean;
  /** Each grid's place in the scroll content, measured at the start. */
  grids: { facts: RoomFacts; left: number; top: number; width: number; height: number }[];
  origin: { left: number; top: number; bottom: number };
  frame: number;
  preview: Map<number, SeatSet>;
  /** The grids' scale when the drag started. */
  scale: number;
}

export function SeatPanel({ areas, rooms, selected, held, onChange, height = PANEL_HEIGHT }: SeatPanelProps) {
  const facts = useMemo(() => factsOf(rooms, areas), [rooms, areas]);
  const byId = useMemo(() => new Map(facts.map((f) => [f.room.room_id, f])), [facts]);
  // The rooms in panel order (areas, then rooms): the first `rendered` of them are drawn, the rest held by placeholders.
  const roomKey = useMemo(() => facts.map((f) => f.room.room_id).join(','), [facts]);
  const rendered = useRoomsRendered(facts.length, roomKey);
  const [preview, setPreview] = useState<ReadonlyMap<number, SeatSet> | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const bandRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  // The grids' scale follows the panel's width, so a row of 15 seats shows whole (down to MIN_SCALE).
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const measure = () => setScale(scaleFor(el.clientWidth, PANEL_INSET));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  // The latest props for the stable handlers below.
  const latest = useRef({ selected, byId, onChange, held });
  useLayoutEffect(() => {
    latest.current = { selected, byId, onChange, held };
  });

  const setRooms = useCallback((ids: readonly number[], on: boolean) => {
    const { byId: rooms, onChange: change, held: heldNow } = latest.current;
    const changes: SeatChange[] = [];
    for (const id of ids) {
      const f = rooms.get(id);
      if (f) changes.push({ room: f.seatRoom, seats: on ? allOpen(f, heldNow.get(id)) : EMPTY });
    }
    change(changes);
  }, []);

  const toggleSeat = useCallback((roomId: number, seat: number) => {
    const { byId: rooms, selected: sel, onChange: change, held: heldNow } = latest.current;
    const f = rooms.get(roomId);
    if (!f || isBlocked(f, heldNow.get(roomId), seat)) return;
    const next = new Set(sel.get(roomId) ?? EMPTY);
    if (!next.delete(seat)) next.add(seat);
    change([{ room: f.seatRoom, seats: next }]);
  }, []);

  /** The band in scroll-content coordinates from a client point. */
  const contentPoint = (d: Drag, clientX: number, clientY: number) => {
    const el = scrollRef.current as HTMLDivElement;
    return { x: clientX - d.origin.left + el.scrollLeft, y: clientY - d.origin.top + el.scrollTop };
  };

  const paint = () => {
    const d = drag.current;
    if (!d) return;
    d.frame = 0;
    const p = contentPoint(d, d.lastClientX, d.lastClientY);
    const band = bandOf(d.startX, d.startY, p.x, p.y);
    const bandEl = bandRef.current;
    if (bandEl) Object.assign(bandEl.style, { display: 'block', left: `${band.left}px`, top: `${band.top}px`, width: `${band.right - band.left}px`, height: `${band.bottom - band.top}px` });
    const { selected: sel, held: heldNow } = latest.current;
    const next = new Map<number, SeatSet>();
    for (const g of d.grids) {
      const local: Band = { left: band.left - g.left, top: band.top - g.top, right: band.right - g.left, bottom: band.bottom - g.top };
      if (local.right < 0 || local.bottom < 0 || local.left > g.width || local.top > g.height) continue;
      const base = sel.get(g.facts.room.room_id) ?? EMPTY;
      const roomHeld = heldNow.get(g.facts.room.room_id);
      const set = new Set(base);
      for (const n of seatsInBand(g.facts.capacity, local, d.scale)) {
        if (isBlocked(g.facts, roomHeld, n)) continue;
        if (d.adding) set.add(n);
        else set.delete(n);
      }
      if (set.size === base.size) continue;
      // A room whose band seats did not change keeps its set (and so does not re-render).
      const before = d.preview.get(g.facts.room.room_id);
      next.set(g.facts.room.room_id, before && sameSet(before, set) ? before : set);
    }
    // Rooms the band left go back to their own set; unchanged rooms keep theirs (no re-render).
    const same = next.size === d.preview.size && [...next].every(([id, set]) => d.preview.get(id) === set);
    d.preview = next;
    if (!same) setPreview(next);
    // Near an edge the panel scrolls on (the scroll event paints the band again).
    const el = scrollRef.current;
    const above = d.origin.top + EDGE - d.lastClientY;
    const below = d.lastClientY - (d.origin.bottom - EDGE);
    const step = above > 0 ? -Math.min(MAX_SCROLL_STEP, above / 2) : below > 0 ? Math.min(MAX_SCROLL_STEP, below / 2) : 0;
    if (el && step) {
      const before = el.scrollTop;
      el.scrollTop += step;
      if (el.scrollTop !== before) d.frame = requestAnimationFrame(paint);
    }
  };

  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || !scrollRef.current) return;
    const target = e.target as HTMLElement;
    // Only a press on a grid (a seat or the gaps between seats) starts a selection; the room's header has buttons.
    const grid = target.closest('[data-grid]')?.closest<HTMLElement>('[data-room]');
    if (!grid) return;
    const el = scrollRef.current;
    const origin = el.getBoundingClientRect();
    // Rooms out of view are not rendered (content-visibility), so each room's block is measured and the grid's place
    // in its block is taken from the one pressed (the same in every block).
    const pressedBlock = grid.getBoundingClientRect();
    const pressedGrid = (grid.querySelector('[data-grid]') as HTMLElement).getBoundingClientRect();
    const dx = pressedGrid.left - pressedBlock.left;
    const dy = pressedGrid.top - pressedBlock.top;
    const grids = [...el.querySelectorAll<HTMLElement>('[data-room]')].flatMap((g) => {
      const f = latest.current.byId.get(Number(g.dataset.room));
      if (!f) return [];
      const r = g.getBoundingClientRect();
      return [{ facts: f, left: r.left - origin.left + el.scrollLeft + dx, top: r.top - origin.top + el.scrollTop + dy, width: gridWidth(f.capacity, scale), height: gridHeight(f.capacity, scale) }];
    });
    const seatEl = target.closest<HTMLElement>('[data-seat]');
    const roomId = Number(grid.dataset.room);
    const seat = seatEl ? { roomId, seat: Number(seatEl.dataset.seat) } : undefined;
    const adding = !seat || !(latest.current.selected.get(roomId)?.has(seat.seat) ?? false);
    const d: Drag = { pointerId: e.pointerId, startX: 0, startY: 0, lastClientX: e.clientX, lastClientY: e.clientY, moved: false, seat, adding, grids, origin: { left: origin.left, top: origin.top, bottom: origin.bottom }, frame: 0, preview: new Map(), scale };
    const start = contentPoint(d, e.clientX, e.clientY);
    d.startX = start.x;
    d.startY = start.y;
    drag.current = d;
    e.preventDefault();
    el.setPointerCapture(e.pointerId);
  };

  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    d.lastClientX = e.clientX;
    d.lastClientY = e.clientY;
    if (!d.moved) {
      const p = contentPoint(d, e.clientX, e.clientY);
      if (Math.hypot(p.x - d.startX, p.y - d.startY) < DRAG_START) return;
      d.moved = true;
    }
    d.frame ||= requestAnimationFrame(paint);
  };

  const finish = (e: React.PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const d = drag.current;
    if (!d || e.pointerId !== d.pointerId) return;
    drag.current = null;
    if (d.frame) cancelAnimationFrame(d.frame);
    if (!cancelled && d.moved) {
      // The band's last position counts even if its frame had not been painted yet.
      drag.current = d;
      paint();
      drag.current = null;
      const rooms = latest.current.byId;
      onChange([...d.preview].flatMap(([id, seats]) => {
        const f = rooms.get(id);
        return f ? [{ room: f.seatRoom, seats }] : [];
      }));
    } else if (!cancelled && d.seat) {
      toggleSeat(d.seat.roomId, d.seat.seat);
    }
    // Hidden last: painting the band's last position above shows it again.
    if (bandRef.current) bandRef.current.style.display = 'none';
    setPreview(null);
  };

  const onScroll = () => {
    const d = drag.current;
    if (d?.moved) d.frame ||= requestAnimationFrame(paint);
  };

  /** Keyboard: Enter or Space on a seat toggles it (a mouse click is handled by the pointer). */
  const onClick = (e: React.MouseEvent<HTMLDivElement>) => {
    if (e.detail !== 0) return;
    const seatEl = (e.target as HTMLElement).closest<HTMLElement>('[data-seat]');
    const grid = seatEl?.closest<HTMLElement>('[data-room]');
    if (seatEl && grid) toggleSeat(Number(grid.dataset.room), Number(seatEl.dataset.seat));
  };

  const roomsOf = useMemo(() => {
    const m = new Map<number, RoomFacts[]>();
    for (const f of facts) m.set(f.room.area_id, [...(m.get(f.room.area_id) ?? []), f]);
    return m;
  }, [facts]);
  // Each room's place in the panel (areas in order, each area's rooms in order): rendering goes top to bottom.
  const order = useMemo(() => new Map(areas.flatMap((a) => roomsOf.get(a.area_id) ?? []).map((f, i) => [f.room.room_id, i])), [areas, roomsOf]);

  return (
    <div
      ref={scrollRef}
      style={{ maxHeight: height, overflow: 'auto', position: 'relative', touchAction: 'none', overscrollBehavior: 'contain', ...seatVariables(scale) }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => finish(e, false)}
      onPointerCancel={(e) => finish(e, true)}
      onScroll={onScroll}
      onClick={onClick}
      data-testid="seat-panel"
    >
      <Stack gap="md" p={4} style={{ width: 'max-content', minWidth: '100%' }}>
        {areas.map((area) => {
          const areaRooms = roomsOf.get(area.area_id) ?? [];
          const ids = areaRooms.map((f) => f.room.room_id);
          return (
            <Card key={area.area_id} withBorder padding="sm" component="section" aria-label={area.area_name}>
              <Group mb="xs" gap="md" wrap="nowrap">
                <Text fw={600}>{area.area_name}</Text>
                <Group gap="xs">
                  <Button size="compact-xs" variant="light" disabled={!ids.length} onClick={() => setRooms(ids, true)} aria-label={`${area.area_name}${T.selectAll}`}>
                    {T.selectAll}
                  </Button>
                  <Button size="compact-xs" variant="default" disabled={!ids.length} onClick={() => setRooms(ids, false)} aria-label={`${area.area_name}${T.cancelAll}`}>
                    {T.cancelAll}
                  </Button>
                </Group>
              </Group>
              {areaRooms.length ? (
                <Stack gap="md">
                  {areaRooms.map((f) =>
                    (order.get(f.room.room_id) ?? 0) < rendered ? (
                      <RoomGrid key={f.room.room_id} facts={f} held={held.get(f.room.room_id)} selected={preview?.get(f.room.room_id) ?? selected.get(f.room.room_id) ?? EMPTY} onAll={setRooms} scale={scale} />
                    ) : (
                      <div key={f.room.room_id} data-room={f.room.room_id} aria-busy="true" style={{ height: ROOM_HEADER + 6 + gridHeight(f.capacity, scale) }} />
                    ),
                  )}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {T.noRooms}
                </Text>
              )}
            </Card>
          );
        })}
      </Stack>
      <div ref={bandRef} aria-hidden style={{ display: 'none', position: 'absolute', pointerEvents: 'none', border: '1px solid var(--mantine-color-blue-filled)', background: 'color-mix(in srgb, var(--mantine-color-blue-filled) 12%, transparent)' }} />
    </div>
  );
}

interface RoomGridProps {
  facts: RoomFacts;
  held: SeatSet | undefined;
  selected: SeatSet;
  onAll: (ids: readonly number[], on: boolean) => void;
  scale: number;
}

const RoomGrid = memo(function RoomGrid({ facts, held, selected, onAll, scale }: RoomGridProps) {
  const { room, capacity, occupied } = facts;
  const seats = [];
  for (let n = 1; n <= capacity; n++) {
    const isSel = selected.has(n);
    const blocked = isBlocked(facts, held, n);
    seats.push(
      <button
        key={n}
        type="button"
        data-seat={n}
        aria-label={T.seat(room.room_name, n)}
        aria-pressed={isSel}
        aria-disabled={blocked || undefined}
        tabIndex={blocked ? -1 : 0}
        title={blocked ? (occupied.has(n) ? T.seatTaken : T.seatHeldElsewhere) : undefined}
        className={isSel ? SEAT_CLASS.selected : blocked ? SEAT_CLASS.occupied : SEAT_CLASS.empty}
      >
        {n}
      </button>,
    );
  }
  return (
    <Stack gap={6} data-room={room.room_id} style={{ contentVisibility: 'auto', containIntrinsicSize: `auto ${ROOM_HEADER + 6 + gridHeight(capacity, scale)}px` }}>
      <Group gap="xs" wrap="nowrap" h={ROOM_HEADER}>
        <Text fw={500} size="sm">
          {room.room_name}
        </Text>
        {room.room_nick_name && (
          <Text size="xs" c="dimmed">
            {room.room_nick_name}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {T.capacity(capacity)}
        </Text>
        <Badge size="sm" variant={selected.size ? 'filled' : 'light'} color={selected.size ? 'blue' : 'gray'} aria-label={`${room.room_name}${T.selectedSeats}`}>
          {selected.size}
        </Badge>
        <Button size="compact-xs" variant="subtle" onClick={() => onAll([room.room_id], true)} aria-label={`${room.room_name}${T.selectAll}`}>
          {T.selectAll}
        </Button>
        <Button size="compact-xs" variant="subtle" color="gray" onClick={() => onAll([room.room_id], false)} aria-label={`${room.room_name}${T.cancelAll}`}>
          {T.cancelAll}
        </Button>
      </Group>
      <div role="group" aria-label={`${room.room_name}座位`} data-grid style={gridStyle(capacity, scale)}>
        {seats}
      </div>
    </Stack>
  );
});

// The seat grid's geometry, pure (spec 3 §2.5, §9): 15 columns of seats 80 wide with a gap of 15, and which seats a
// dragged band covers. The grids are laid out by CSS with the same numbers; a drag measures each room grid's place
// once and finds the covered seats by arithmetic, so a drag across thousands of seats costs no layout reads.

export const SEAT_COLUMNS = 15;
export const SEAT_WIDTH = 80;
export const SEAT_GAP = 15;
export const SEAT_HEIGHT = 36;

/** A rectangle in some shared coordinates (a grid's, or the scroll content's). */
export interface Band {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const bandOf = (ax: number, ay: number, bx: number, by: number): Band => ({
  left: Math.min(ax, bx),
  top: Math.min(ay, by),
  right: Math.max(ax, bx),
  bottom: Math.max(ay, by),
});

/**
 * The seat numbers (1-based) of a grid of `capacity` seats that a band (in the grid's own coordinates) touches; the
 * grid drawn at `scale` (seats and gaps scaled alike, so 15 columns fit a narrower panel).
 */
export function seatsInBand(capacity: number, band: Band, scale = 1): number[] {
  const rows = Math.ceil(capacity / SEAT_COLUMNS);
  const pitchX = (SEAT_WIDTH + SEAT_GAP) * scale;
  const pitchY = (SEAT_HEIGHT + SEAT_GAP) * scale;
  const firstCol = Math.max(0, Math.floor(band.left / pitchX));
  const lastCol = Math.min(SEAT_COLUMNS - 1, Math.floor(band.right / pitchX));
  const firstRow = Math.max(0, Math.floor(band.top / pitchY));
  const lastRow = Math.min(rows - 1, Math.floor(band.bottom / pitchY));
  const seats: number[] = [];
  for (let r = firstRow; r <= lastRow; r++) {
    for (let c = firstCol; c <= lastCol; c++) {
      // The band must reach into the seat, not only into the gap after it.
      if (band.left > c * pitchX + SEAT_WIDTH * scale || band.top > r * pitchY + SEAT_HEIGHT * scale) continue;
      const n = r * SEAT_COLUMNS + c + 1;
      if (n <= capacity) seats.push(n);
    }
  }
  return seats;
}

/** A grid's width in pixels for `capacity` seats (at most 15 columns). */
export const gridWidth = (capacity: number, scale = 1) => {
  const cols = Math.min(SEAT_COLUMNS, Math.max(1, capacity));
  return (cols * SEAT_WIDTH + (cols - 1) * SEAT_GAP) * scale;
};

/** A grid's height in pixels for `capacity` seats. */
export const gridHeight = (capacity: number, scale = 1) => {
  const rows = Math.max(1, Math.ceil(capacity / SEAT_COLUMNS));
  return (rows * SEAT_HEIGHT + (rows - 1) * SEAT_GAP) * scale;
};

/** The smallest scale: below it the seat numbers no longer fit, and the panel scrolls sideways instead. */
export const MIN_SCALE = 0.6;

/**
 * The scale at which a full row of 15 seats fits a panel `width` wide (its content keeps `inset` pixels of paddings
 * and borders): 1 (80 and 15, §9) when it fits, smaller down to MIN_SCALE.
 */
export const scaleFor = (width: number, inset: number) => Math.min(1, Math.max(MIN_SCALE, (width - inset) / gridWidth(SEAT_COLUMNS)));

// Option-box recognition for getoptionpos (spec 2 §7): finds the printed option rectangles (the outlined bubbles of
// an answer sheet) inside an area of a grey page image, whatever the page came from (a seeded simulator page or an
// uploaded JPEG). A pixel is ink when its darkness (0 white … 100 black) reaches `depth`; ink pieces closer than
// `minblank` pixels count as one (a broken outline still closes); a piece is an option box when it is box-sized and
// its four sides are mostly ink (a closed outline, unlike the printed digits and letters around it). Boxes come back
// in page pixels, top to bottom then left to right.
import type { GreyImage } from '@exam/scanner-protocol/simulator';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface OptionRecognition {
  /** Tolerance width in pixels: ink pieces this close are joined (default 1, min 1). */
  minblank?: number;
  /** Colour depth 1-100: how dark a pixel must be to count as ink (default 50). */
  depth?: number;
}

/** Size limits of an option box in pixels, and how much of each side must be ink. */
const MIN_SIDE = 8;
const MAX_W = 160;
const MAX_H = 100;
const SIDE_INK = 0.75;

export function findOptionBoxes(image: GreyImage, area: Rect, options: OptionRecognition = {}): Rect[] {
  const gap = Math.max(1, Math.round(options.minblank ?? 1));
  const depth = Math.min(100, Math.max(1, options.depth ?? 50));
  const limit = 255 * (1 - depth / 100);
  const x0 = Math.max(0, Math.round(area.x));
  const y0 = Math.max(0, Math.round(area.y));
  const x1 = Math.min(image.width, Math.round(area.x + area.w));
  const y1 = Math.min(image.height, Math.round(area.y + area.h));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return [];

  const ink = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = (y0 + y) * image.width + x0;
    for (let x = 0; x < w; x++) ink[y * w + x] = (image.data[row + x] ?? 255) <= limit ? 1 : 0;
  }

  // Label the ink with pieces joined across gaps of up to `gap` pixels (a flood fill over a (2·gap+1)² neighbourhood).
  const label = new Int32Array(w * h).fill(-1);
  const boxes: Rect[] = [];
  const stack: number[] = [];
  let next = 0;
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || label[start] !== -1) continue;
    const id = next++;
    label[start] = id;
    stack.push(start);
    let minX = w;
    let minY = h;
    let maxX = -1;
    let maxY = -1;
    const members: number[] = [];
    while (stack.length) {
      const i = stack.pop() as number;
      members.push(i);
      const px = i % w;
      const py = (i - px) / w;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
      for (let dy = -gap - 1; dy <= gap + 1; dy++) {
        const ny = py + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -gap - 1; dx <= gap + 1; dx++) {
          const nx = px + dx;
          if (nx < 0 || nx >= w) continue;
          const j = ny * w + nx;
          if (ink[j] && label[j] === -1) {
            label[j] = id;
            stack.push(j);
          }
        }
      }
    }
    const bw = maxX - minX + 1;
    const bh = maxY - minY + 1;
    // Pieces touching the area's edge are cut (or the area's own frame): not a whole option.
    if (minX === 0 || minY === 0 || maxX === w - 1 || maxY === h - 1) continue;
    if (bw < MIN_SIDE || bh < MIN_SIDE || bw > MAX_W || bh > MAX_H) continue;
    if (!closedOutline(label, w, id, minX, minY, maxX, maxY, gap)) continue;
    boxes.push({ x: x0 + minX, y: y0 + minY, w: bw, h: bh });
  }
  return boxes.sort((a, b) => a.y - b.y || a.x - b.x);
}

/** Whether the piece's four sides (each within `gap` pixels of its bounding box) are mostly its own ink. */
function closedOutline(label: Int32Array, w: number, id: number, minX: number, minY: number, maxX: number, maxY: number, gap: number): boolean {
  const inkAt = (x: number, y: number) => label[y * w + x] === id;
  const band = Math.min(gap, Math.floor((Math.min(maxX - minX, maxY - minY) + 1) / 4));
  const rowInk = (y: number, dir: 1 | -1) => {
    let hits = 0;
    for (let x = minX; x <= maxX; x++) {
      for (let k = 0; k <= band; k++) {
        if (inkAt(x, y + dir * k)) {
          hits++;
          break;
        }
      }
    }
    return hits / (maxX - minX + 1);
  };
  const colInk = (x: number, dir: 1 | -1) => {
    let hits = 0;
    for (let y = minY; y <= maxY; y++) {
      for (let k = 0; k <= band; k++) {
        if (inkAt(x + dir * k, y)) {
          hits++;
          break;
        }
      }
    }
    return hits / (maxY - minY + 1);
  };
  return rowInk(minY, 1) >= SIDE_INK && rowInk(maxY, -1) >= SIDE_INK && colInk(minX, 1) >= SIDE_INK && colInk(maxX, -1) >= SIDE_INK;
}

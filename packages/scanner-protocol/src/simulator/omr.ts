// Optical mark reading from a template drawn in the portal, whatever its image: the printed option boxes found in the
// template's own page images (findOptionBoxes, what getoptionpos answers and what recognition samples), a SheetTemplate
// built from the saved areas (buildSheetTemplate: the exam-number bubbles inside the code areas, each objective
// sub-question's option boxes inside its areas, lettered along its row or column), and a page print to tell the
// front of a sheet from its back or from a page turned upside down. The mock reads scanned sheets with it and the
// driver simulator prints sheets from it, so both see the same boxes.
import type { GreyImage } from './jpeg.ts';
import { cloneRaster, downscale, rotate180, strokeRect } from './raster.ts';
import type { Area, SheetTemplate, TemplateQuestion } from './sheets.ts';

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
const MAX_W = 240;
const MAX_H = 160;
const SIDE_INK = 0.75;
/** Most of a box's inside that may be its own ink (a solid square is a registration mark, not an option). */
const INSIDE_INK = 0.5;

/**
 * The printed option boxes inside an area of a grey page: closed rectangular outlines. A pixel is ink when its
 * darkness (0 white … 100 black) reaches `depth`; ink pieces closer than `minblank` pixels count as one (a broken
 * outline still closes). A piece is a box when it is box-sized, its four sides are straight runs of ink, its four
 * corners are ink (letters and digits such as B, D, 0 or 8 have round or open corners), it is hollow (not a solid mark)
 * and it does not lie inside another box (a letter printed in a box is no second box). Pieces cut by the area's edge
 * are left out. Boxes come back in page pixels, top to bottom then left to right.
 */
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
  const found: Rect[] = [];
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
    let count = 0;
    while (stack.length) {
      const i = stack.pop() as number;
      count++;
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
    if (minX === 0 || minY === 0 || maxX === w - 1 || maxY === h - 1) continue;
    if (bw < MIN_SIDE || bh < MIN_SIDE || bw > MAX_W || bh > MAX_H) continue;
    if (count > bw * bh * (1 - (1 - INSIDE_INK) * 0.6)) continue; // nearly solid: a mark, not an outline
    const piece: Piece = { label, w, id, minX, minY, maxX, maxY };
    if (!closedOutline(piece, gap) || !squareCorners(piece) || !hollow(piece)) continue;
    found.push({ x: x0 + minX, y: y0 + minY, w: bw, h: bh });
  }
  const inside = (a: Rect, b: Rect) => a !== b && a.x >= b.x && a.y >= b.y && a.x + a.w <= b.x + b.w && a.y + a.h <= b.y + b.h;
  return found.filter((box) => !found.some((other) => inside(box, other))).sort((a, b) => a.y - b.y || a.x - b.x);
}

interface Piece {
  label: Int32Array;
  w: number;
  id: number;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

const inkAt = (p: Piece, x: number, y: number) => p.label[y * p.w + x] === p.id;

/** Whether the piece's four sides (each within `gap` pixels of its bounding box) are mostly its own ink. */
function closedOutline(p: Piece, gap: number): boolean {
  const { minX, minY, maxX, maxY } = p;
  const band = Math.min(gap, Math.floor((Math.min(maxX - minX, maxY - minY) + 1) / 4));
  const rowInk = (y: number, dir: 1 | -1) => {
    let hits = 0;
    for (let x = minX; x <= maxX; x++) {
      for (let k = 0; k <= band; k++) {
        if (inkAt(p, x, y + dir * k)) {
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
        if (inkAt(p, x + dir * k, y)) {
          hits++;
          break;
        }
      }
    }
    return hits / (maxY - minY + 1);
  };
  return rowInk(minY, 1) >= SIDE_INK && rowInk(maxY, -1) >= SIDE_INK && colInk(minX, 1) >= SIDE_INK && colInk(maxX, -1) >= SIDE_INK;
}

/** Whether each corner of the bounding box has ink within a pixel of it: a rectangle's corners do, round glyphs not. */
function squareCorners(p: Piece): boolean {
  const corner = (x: number, y: number, dx: 1 | -1, dy: 1 | -1) => inkAt(p, x, y) || inkAt(p, x + dx, y) || inkAt(p, x, y + dy) || inkAt(p, x + dx, y + dy);
  return corner(p.minX, p.minY, 1, 1) && corner(p.maxX, p.minY, -1, 1) && corner(p.minX, p.maxY, 1, -1) && corner(p.maxX, p.maxY, -1, -1);
}

/** Whether the inside of the piece (a quarter of the way in from each side) is mostly without its ink. */
function hollow(p: Piece): boolean {
  const iw = p.maxX - p.minX + 1;
  const ih = p.maxY - p.minY + 1;
  const ax = p.minX + Math.floor(iw / 4);
  const bx = p.maxX - Math.floor(iw / 4);
  const ay = p.minY + Math.floor(ih / 4);
  const by = p.maxY - Math.floor(ih / 4);
  let all = 0;
  let hits = 0;
  for (let y = ay; y <= by; y++) {
    for (let x = ax; x <= bx; x++) {
      all++;
      if (inkAt(p, x, y)) hits++;
    }
  }
  return all === 0 || hits / all <= INSIDE_INK;
}

// ---- Reading a mark ---------------------------------------------------------------------------------------------

/**
 * The share (0–100) of a box's inside, a sixth of the way in from its outline, whose darkness reaches `depth` (0–100):
 * what a group's coverage is compared with. `map` places template pixels on the image (a scaled, shifted or slightly
 * turned scan); the inside is sampled about once per image pixel.
 */
export function markShare(image: GreyImage, box: Area, depth: number, map: PageMapping = IDENTITY_MAPPING): number {
  const limit = 255 * (1 - Math.min(100, Math.max(1, depth)) / 100);
  const u0 = box.x + box.w / 6;
  const v0 = box.y + box.h / 6;
  const uw = (box.w * 2) / 3;
  const vh = (box.h * 2) / 3;
  const nx = Math.max(1, Math.round(uw * Math.hypot(map.sx, map.ry)));
  const ny = Math.max(1, Math.round(vh * Math.hypot(map.sy, map.rx)));
  let all = 0;
  let dark = 0;
  for (let j = 0; j < ny; j++) {
    const v = v0 + ((j + 0.5) * vh) / ny;
    for (let i = 0; i < nx; i++) {
      const u = u0 + ((i + 0.5) * uw) / nx;
      const x = Math.floor(map.sx * u + map.rx * v + map.ox);
      const y = Math.floor(map.ry * u + map.sy * v + map.oy);
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
      all++;
      if ((image.data[y * image.width + x] ?? 255) <= limit) dark++;
    }
  }
  return all === 0 ? 0 : (100 * dark) / all;
}

// ---- Registration marks: where the template's page lies on a scan -------------------------------------------------

export interface Point {
  x: number;
  y: number;
}

/**
 * Template pixels → image pixels: x' = sx·x + rx·y + ox, y' = ry·x + sy·y + oy. `rx` and `ry` are the turn of a page
 * fed slightly askew (about −sin and +sin of its angle, times the scale); 0 for a straight scan.
 */
export interface PageMapping {
  sx: number;
  sy: number;
  rx: number;
  ry: number;
  ox: number;
  oy: number;
}

export const IDENTITY_MAPPING: PageMapping = Object.freeze({ sx: 1, sy: 1, rx: 0, ry: 0, ox: 0, oy: 0 });

/** Where a template point lies on the image. */
export function mapPoint(map: PageMapping, p: Point): Point {
  return { x: map.sx * p.x + map.rx * p.y + map.ox, y: map.ry * p.x + map.sy * p.y + map.oy };
}

/**
 * The centre of the solid dark square (a registration mark) in a region of a page whose side is between `min` and
 * `max` pixels, the one nearest `near`; undefined when there is none.
 */
export function solidMarkCentre(image: GreyImage, region: Rect, min: number, max: number, near: Point): Point | undefined {
  const x0 = Math.max(0, Math.round(region.x));
  const y0 = Math.max(0, Math.round(region.y));
  const x1 = Math.min(image.width, Math.round(region.x + region.w));
  const y1 = Math.min(image.height, Math.round(region.y + region.h));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return undefined;
  const seen = new Uint8Array(w * h);
  const dark = (i: number) => (image.data[(y0 + Math.floor(i / w)) * image.width + x0 + (i % w)] ?? 255) < 100;
  let best: { point: Point; distance: number } | undefined;
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || !dark(start)) continue;
    seen[start] = 1;
    stack.push(start);
    let count = 0;
    let sumX = 0;
    let sumY = 0;
    let minX = w;
    let minY = h;
    let maxX = 0;
    let maxY = 0;
    while (stack.length) {
      const i = stack.pop() as number;
      const px = i % w;
      const py = (i - px) / w;
      count++;
      sumX += px;
      sumY += py;
      if (px < minX) minX = px;
      if (px > maxX) maxX = px;
      if (py < minY) minY = py;
      if (py > maxY) maxY = py;
      const neighbours = [px > 0 ? i - 1 : -1, px < w - 1 ? i + 1 : -1, py > 0 ? i - w : -1, py < h - 1 ? i + w : -1];
      for (const j of neighbours) {
        if (j < 0 || seen[j] || !dark(j)) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    const bw = maxX - minX + 1;
    const bh = maxY - minY + 1;
    if (bw < min || bh < min || bw > max || bh > max || Math.abs(bw - bh) > Math.max(2, bw / 4) || count < bw * bh * 0.8) continue;
    const point = { x: x0 + sumX / count + 0.5, y: y0 + sumY / count + 0.5 };
    const distance = Math.hypot(point.x - near.x, point.y - near.y);
    if (!best || distance < best.distance) best = { point, distance };
  }
  return best?.point;
}

/** The registration marks of a template page: a solid square near each corner (at least three of four), else none. */
export function findRegistrationMarks(page: GreyImage): Point[] {
  const rw = page.width * 0.2;
  const rh = page.height * 0.15;
  const min = Math.max(6, Math.round(page.width * 0.01));
  const max = Math.round(page.width * 0.06);
  const corners: [number, number][] = [
    [0, 0],
    [page.width - rw, 0],
    [0, page.height - rh],
    [page.width - rw, page.height - rh],
  ];
  const found = corners
    .map(([x, y]) => solidMarkCentre(page, { x, y, w: rw, h: rh }, min, max, { x: x === 0 ? 0 : page.width, y: y === 0 ? 0 : page.height }))
    .filter((p): p is Point => p !== undefined);
  return found.length >= 3 ? found : [];
}

/** Least squares of t ≈ a·x + b·y + c over the points; undefined when they are in a line. */
function fitPlane(points: readonly { x: number; y: number; t: number }[]): [number, number, number] | undefined {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const mt = points.reduce((s, p) => s + p.t, 0) / n;
  let xx = 0;
  let xy = 0;
  let yy = 0;
  let xt = 0;
  let yt = 0;
  for (const p of points) {
    const dx = p.x - mx;
    const dy = p.y - my;
    const dt = p.t - mt;
    xx += dx * dx;
    xy += dx * dy;
    yy += dy * dy;
    xt += dx * dt;
    yt += dy * dt;
  }
  const det = xx * yy - xy * xy;
  if (Math.abs(det) < 1e-9) return undefined;
  const a = (xt * yy - yt * xy) / det;
  const b = (yt * xx - xt * xy) / det;
  return [a, b, mt - a * mx - b * my];
}

/**
 * Where a template page lies on a scanned image: by the size ratio, then corrected by the registration marks when
 * the template has them and every one is found on the scan near where the size ratio puts it: a shifted, slightly
 * scaled or slightly turned scan (an affine fit, least squares). A fit far from the size ratio (more than 10 % off,
 * or turned more than about 6°) is a mark taken for another: the size ratio stands.
 */
export function pageMapping(image: GreyImage, template: { width: number; height: number; alignMarks?: readonly Point[] }): PageMapping {
  const sx = image.width / template.width;
  const sy = image.height / template.height;
  const bySize: PageMapping = { sx, sy, rx: 0, ry: 0, ox: 0, oy: 0 };
  const marks = template.alignMarks ?? [];
  if (marks.length < 3) return bySize;
  const reach = image.width * 0.04;
  const min = Math.max(4, Math.round(image.width * 0.006));
  const max = Math.round(image.width * 0.08);
  const pairs: [Point, Point][] = [];
  for (const mark of marks) {
    const expected = { x: mark.x * sx, y: mark.y * sy };
    const found = solidMarkCentre(image, { x: expected.x - reach, y: expected.y - reach, w: 2 * reach, h: 2 * reach }, min, max, expected);
    if (!found) return bySize;
    pairs.push([mark, found]);
  }
  const fx = fitPlane(pairs.map(([m, f]) => ({ x: m.x, y: m.y, t: f.x })));
  const fy = fitPlane(pairs.map(([m, f]) => ({ x: m.x, y: m.y, t: f.y })));
  if (!fx || !fy) return bySize;
  const [a, rx, ox] = fx;
  const [ry, e, oy] = fy;
  const plausible = Math.abs(a / sx - 1) < 0.1 && Math.abs(e / sy - 1) < 0.1 && Math.abs(rx) < 0.1 * sx && Math.abs(ry) < 0.1 * sy;
  return plausible ? { sx: a, sy: e, rx, ry, ox, oy } : bySize;
}

// ---- Page prints: which page is this? ---------------------------------------------------------------------------

const PRINT_WIDTH = 48;

/** A small grey thumbnail of a page, PRINT_WIDTH wide, to compare pages by their look. */
export function pagePrint(image: GreyImage): GreyImage {
  return downscale(image, Math.max(1, Math.floor(image.width / PRINT_WIDTH)));
}

/** Pearson correlation of two prints (the shorter one's size). */
export function printSimilarity(a: GreyImage, b: GreyImage): number {
  const w = Math.min(a.width, b.width);
  const h = Math.min(a.height, b.height);
  let sa = 0;
  let sb = 0;
  const n = w * h;
  if (n === 0) return 0;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    sa += a.data[y * a.width + x] ?? 0;
    sb += b.data[y * b.width + x] ?? 0;
  }
  const ma = sa / n;
  const mb = sb / n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) {
    const da = (a.data[y * a.width + x] ?? 0) - ma;
    const db = (b.data[y * b.width + x] ?? 0) - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  return va === 0 || vb === 0 ? 0 : cov / Math.sqrt(va * vb);
}

/**
 * Whether a scanned page is the template's front, upright: it looks more like the front than like the back, and more
 * than itself turned by 180° does.
 */
export function looksLikeFront(image: GreyImage, prints: readonly GreyImage[]): boolean {
  const front = prints[0];
  if (!front) return true;
  // A blank template page has no look to compare with: any page is taken for its front.
  if (Math.max(...front.data) - Math.min(...front.data) < 16) return true;
  const scaled = scaleTo(pagePrint(image), front.width, front.height);
  const upright = printSimilarity(scaled, front);
  if (upright < 0.3) return false;
  if (printSimilarity(rotate180(scaled), front) >= upright) return false;
  return prints.slice(1).every((other) => printSimilarity(scaled, other) < upright);
}

/** Nearest-neighbour resize (for prints of pages scanned at another resolution). */
function scaleTo(image: GreyImage, width: number, height: number): GreyImage {
  if (image.width === width && image.height === height) return image;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const sy = Math.min(image.height - 1, Math.floor((y * image.height) / height));
    for (let x = 0; x < width; x++) data[y * width + x] = image.data[sy * image.width + Math.min(image.width - 1, Math.floor((x * image.width) / width))] ?? 255;
  }
  return { width, height, data };
}

// ---- A SheetTemplate from a saved template ----------------------------------------------------------------------

/** One objective sub-question of a saved template. */
export interface ConfiguredQuestion {
  /** The sub-question number. */
  number: number;
  /** Its areas (its option row or column), in template pixels. */
  areas: Area[];
  multi: boolean;
  /** Option labels: the group's marktype (0 true/false, 1 ABCD…, 2 0123…). */
  marktype?: 0 | 1 | 2;
  /** Filled share (0–100) from which an option counts as chosen (the group's coverage, coverage2 for multi-select). */
  coverage: number;
  /** Filled share below which an option is surely blank (uncoverage, uncoverage2 for multi-select); see TemplateQuestion. */
  uncoverage?: number;
  /** Colour depth 0–100 of a filled pixel. */
  depth: number;
}

/** What recognition needs of a subject's saved template (paper properties and objective sub-questions). */
export interface ConfiguredTemplate {
  /** Exam-number digits (scan_prop.student_id_length). */
  studentIdLength: number;
  /** Code areas (orm_area and code_area): the exam-number bubbles inside them. */
  codeAreas: Area[];
  /** How the exam-number bubbles run (codeareadirection): 2 vertical, a column per digit (default); 1 horizontal, a row per digit. */
  codeDirection?: 1 | 2;
  /** Filled share and depth of an exam-number bubble (orm_coverage, depth). */
  codeCoverage: number;
  codeDepth: number;
  questions: ConfiguredQuestion[];
  /** Resolution of the template images (the subject's scan dpi) when known. */
  dpi?: number;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function optionLabels(marktype: 0 | 1 | 2 | undefined, count: number): string[] {
  if (marktype === 0) return ['T', 'F', ...Array.from({ length: Math.max(0, count - 2) }, (_, i) => LETTERS[i + 2] ?? 'Z')].slice(0, count);
  if (marktype === 2) return Array.from({ length: count }, (_, i) => String(i % 10));
  return Array.from({ length: count }, (_, i) => LETTERS[i] ?? `Z${i}`);
}

/** Boxes of the most common size (within a quarter), so write-in boxes or a stray frame around bubbles drop out. */
function commonSize<T extends Rect>(boxes: T[]): T[] {
  if (boxes.length < 3) return boxes;
  const near = (a: T, b: T) => Math.abs(a.w - b.w) <= Math.max(2, b.w / 4) && Math.abs(a.h - b.h) <= Math.max(2, b.h / 4);
  let best = boxes;
  let bestCount = 0;
  for (const box of boxes) {
    const alike = boxes.filter((b) => near(b, box));
    if (alike.length > bestCount) {
      best = alike;
      bestCount = alike.length;
    }
  }
  return best;
}

/** Boxes in clusters along one axis (columns by x centre, or rows by y centre). */
function clusters(boxes: Rect[], axis: 'x' | 'y'): Rect[][] {
  const centre = (b: Rect) => (axis === 'x' ? b.x + b.w / 2 : b.y + b.h / 2);
  const size = (b: Rect) => (axis === 'x' ? b.w : b.h);
  const sorted = [...boxes].sort((a, b) => centre(a) - centre(b));
  const out: Rect[][] = [];
  for (const box of sorted) {
    const last = out[out.length - 1];
    const prev = last?.[last.length - 1];
    if (last && prev && centre(box) - centre(prev) < size(box) / 2) last.push(box);
    else out.push([box]);
  }
  return out;
}

/** A regular row or column of `count` boxes laid inside an area (when its image shows no boxes of its own). */
function laidOut(area: Area, count: number): Area[] {
  const across = area.w >= area.h;
  const long = across ? area.w : area.h;
  const short = across ? area.h : area.w;
  const pitch = long / count;
  const boxLong = Math.max(4, Math.round(pitch * 0.6));
  const boxShort = Math.max(4, Math.round(short * 0.6));
  return Array.from({ length: count }, (_, i) => {
    const start = Math.round((across ? area.x : area.y) + i * pitch + (pitch - boxLong) / 2);
    const side = Math.round((across ? area.y : area.x) + (short - boxShort) / 2);
    return across ? { x: start, y: side, w: boxLong, h: boxShort, p: area.p } : { x: side, y: start, w: boxShort, h: boxLong, p: area.p };
  });
}

const bounds = (areas: readonly Area[]): Area => {
  const x = Math.min(...areas.map((a) => a.x));
  const y = Math.min(...areas.map((a) => a.y));
  return { x, y, w: Math.max(...areas.map((a) => a.x + a.w)) - x, h: Math.max(...areas.map((a) => a.y + a.h)) - y, p: areas[0]?.p ?? 0 };
};

/**
 * A SheetTemplate read from a saved template and its page images: the exam-number bubbles are the boxes found inside
 * the code areas (columns left to right, digits 0–9 top to bottom; a code area without boxes of its own is divided
 * into studentIdLength columns of ten), each objective sub-question's options the boxes found inside its areas, in
 * the order of its row or column (an area without boxes gets four, evenly along its longer side). Boxes laid out this
 * way are drawn on the template's `background` pages, which the simulator prints on. With `base` (a sheet the
 * simulator lays out itself) its registration marks, exam-number frame and page markers are kept; otherwise the front
 * is told by the pages' look (`prints`).
 */
export function buildSheetTemplate(pages: readonly GreyImage[], config: ConfiguredTemplate, base?: SheetTemplate): SheetTemplate {
  const first = pages[0];
  const width = base?.width ?? first?.width ?? 1;
  const height = base?.height ?? first?.height ?? 1;
  const background = pages.map(cloneRaster);
  const drawn = (box: Area) => {
    const page = background[box.p];
    if (page) strokeRect(page, box.x, box.y, box.w, box.h, Math.max(1, Math.round(width / 827)), 60);
  };
  const boxesIn = (area: Area): Area[] => {
    const page = pages[area.p];
    return page ? findOptionBoxes(page, area, { depth: 50 }).map((b) => ({ ...b, p: area.p })) : [];
  };

  // Exam number.
  const codeBoxes = commonSize(config.codeAreas.flatMap((a) => boxesIn(a)));
  // One group of ten bubbles per digit: columns read top to bottom (codeareadirection 2, vertical) or rows read left
  // to right (1, horizontal); the declared direction first, the other when it gives no group of ten.
  const digitGroups = (across: 'x' | 'y'): Area[][] =>
    clusters(codeBoxes, across)
      .map((group) => [...group].sort((a, b) => (across === 'x' ? a.y - b.y : a.x - b.x)).map((b) => b as Area))
      .filter((group) => group.length >= 10)
      .map((group) => group.slice(-10)); // write-in boxes of the same size before the bubbles drop out
  const declared = config.codeDirection === 1 ? 'y' : 'x';
  let columns = digitGroups(declared);
  if (columns.length === 0) columns = digitGroups(declared === 'x' ? 'y' : 'x');
  if (columns.length === 0 && config.codeAreas.length > 0 && config.studentIdLength > 0) {
    const area = config.codeAreas[0] as Area;
    const colW = area.w / config.studentIdLength;
    columns = Array.from({ length: config.studentIdLength }, (_, c) =>
      laidOut({ x: Math.round(area.x + c * colW), y: area.y, w: Math.max(1, Math.round(colW)), h: Math.max(area.h, Math.round(colW) + 1), p: area.p }, 10),
    );
    columns.flat().forEach(drawn);
  }
  columns = columns.slice(0, Math.max(config.studentIdLength, 1));
  const examArea = config.codeAreas.length ? bounds(config.codeAreas) : { x: 0, y: 0, w: 0, h: 0, p: 0 };

  // Objective questions.
  const questions: TemplateQuestion[] = config.questions.map((q) => {
    let bubbles: Area[] = commonSize(q.areas.flatMap((a) => boxesIn(a)));
    if (bubbles.length === 0 && q.areas[0]) {
      bubbles = laidOut(q.areas[0], q.marktype === 0 ? 2 : 4);
      bubbles.forEach(drawn);
    }
    const spreadX = Math.max(0, ...bubbles.map((b) => b.x)) - Math.min(...bubbles.map((b) => b.x));
    const spreadY = Math.max(0, ...bubbles.map((b) => b.y)) - Math.min(...bubbles.map((b) => b.y));
    bubbles.sort((m, n) => m.p - n.p || (spreadX >= spreadY ? m.x - n.x || m.y - n.y : m.y - n.y || m.x - n.x));
    // What each box shows unfilled (a letter printed inside it): marks are measured above it.
    const blankShare = (b: Area) => {
      const page = background[b.p];
      return page ? markShare(page, b, q.depth) : 0;
    };
    const uncoverage = q.uncoverage === undefined ? {} : { uncoverage: q.uncoverage };
    return { number: q.number, options: optionLabels(q.marktype, bubbles.length), bubbles, multi: q.multi, coverage: q.coverage, depth: q.depth, blank: bubbles.map(blankShare), ...uncoverage };
  });

  const dpi = config.dpi ?? base?.dpi ?? Math.max(50, Math.round((width / 210) * 25.4));
  return {
    name: base?.name ?? `template ${width} × ${height}`,
    title: base?.title ?? '',
    dpi,
    width,
    height,
    pages: base?.pages ?? Math.max(1, pages.length),
    studentIdLength: columns.length,
    examNumber: { area: base?.examNumber.area ?? examArea, writeIn: base?.examNumber.writeIn ?? [], bubbles: columns, coverage: config.codeCoverage, depth: config.codeDepth },
    objective: { area: base?.objective.area ?? examArea, questions },
    subjective: base?.subjective ?? [],
    registrationMarks: base?.registrationMarks ?? [],
    pageMarkers: base?.pageMarkers ?? { serial: [], examNumber: [] },
    ...(base ? {} : { background, prints: pages.slice(0, 2).map(pagePrint), alignMarks: first ? findRegistrationMarks(first) : [] }),
  };
}

// Drawing on a grey-scale raster: just what a synthetic answer sheet needs (rectangles, ellipses, a 5 × 7 pixel font),
// written for speed rather than beauty. Coordinates are pixels; everything is clipped to the raster.
import type { GreyImage } from './jpeg.ts';

export function createRaster(width: number, height: number, fill = 255): GreyImage {
  return { width, height, data: new Uint8Array(width * height).fill(fill) };
}

export function cloneRaster(image: GreyImage): GreyImage {
  return { width: image.width, height: image.height, data: image.data.slice() };
}

export function fillRect(image: GreyImage, x: number, y: number, w: number, h: number, value: number): void {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(image.width, Math.round(x + w));
  const y1 = Math.min(image.height, Math.round(y + h));
  if (x1 <= x0) return;
  for (let row = y0; row < y1; row++) image.data.fill(value, row * image.width + x0, row * image.width + x1);
}

export function strokeRect(image: GreyImage, x: number, y: number, w: number, h: number, thickness: number, value: number): void {
  fillRect(image, x, y, w, thickness, value);
  fillRect(image, x, y + h - thickness, w, thickness, value);
  fillRect(image, x, y, thickness, h, value);
  fillRect(image, x + w - thickness, y, thickness, h, value);
}

/** A filled axis-aligned ellipse centred at (cx, cy). */
export function fillEllipse(image: GreyImage, cx: number, cy: number, rx: number, ry: number, value: number): void {
  if (rx <= 0 || ry <= 0) return;
  const y0 = Math.max(0, Math.ceil(cy - ry));
  const y1 = Math.min(image.height - 1, Math.floor(cy + ry));
  for (let y = y0; y <= y1; y++) {
    const dy = (y + 0.5 - cy) / ry;
    if (dy * dy > 1) continue;
    const half = rx * Math.sqrt(1 - dy * dy);
    const x0 = Math.max(0, Math.round(cx - half));
    const x1 = Math.min(image.width, Math.round(cx + half));
    if (x1 > x0) image.data.fill(value, y * image.width + x0, y * image.width + x1);
  }
}

/** 5 × 7 glyphs, one 5-bit row per entry, most significant bit on the left. */
export const GLYPHS: Record<string, readonly number[]> = {
  '0': [0x0e, 0x11, 0x13, 0x15, 0x19, 0x11, 0x0e],
  '1': [0x04, 0x0c, 0x04, 0x04, 0x04, 0x04, 0x0e],
  '2': [0x0e, 0x11, 0x01, 0x02, 0x04, 0x08, 0x1f],
  '3': [0x1f, 0x02, 0x04, 0x02, 0x01, 0x11, 0x0e],
  '4': [0x02, 0x06, 0x0a, 0x12, 0x1f, 0x02, 0x02],
  '5': [0x1f, 0x10, 0x1e, 0x01, 0x01, 0x11, 0x0e],
  '6': [0x06, 0x08, 0x10, 0x1e, 0x11, 0x11, 0x0e],
  '7': [0x1f, 0x01, 0x02, 0x04, 0x08, 0x08, 0x08],
  '8': [0x0e, 0x11, 0x11, 0x0e, 0x11, 0x11, 0x0e],
  '9': [0x0e, 0x11, 0x11, 0x0f, 0x01, 0x02, 0x0c],
  A: [0x0e, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  B: [0x1e, 0x11, 0x11, 0x1e, 0x11, 0x11, 0x1e],
  C: [0x0e, 0x11, 0x10, 0x10, 0x10, 0x11, 0x0e],
  D: [0x1c, 0x12, 0x11, 0x11, 0x11, 0x12, 0x1c],
  E: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x1f],
  F: [0x1f, 0x10, 0x10, 0x1e, 0x10, 0x10, 0x10],
  G: [0x0e, 0x11, 0x10, 0x17, 0x11, 0x11, 0x0f],
  H: [0x11, 0x11, 0x11, 0x1f, 0x11, 0x11, 0x11],
  I: [0x0e, 0x04, 0x04, 0x04, 0x04, 0x04, 0x0e],
  J: [0x07, 0x02, 0x02, 0x02, 0x02, 0x12, 0x0c],
  K: [0x11, 0x12, 0x14, 0x18, 0x14, 0x12, 0x11],
  L: [0x10, 0x10, 0x10, 0x10, 0x10, 0x10, 0x1f],
  M: [0x11, 0x1b, 0x15, 0x15, 0x11, 0x11, 0x11],
  N: [0x11, 0x11, 0x19, 0x15, 0x13, 0x11, 0x11],
  O: [0x0e, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  P: [0x1e, 0x11, 0x11, 0x1e, 0x10, 0x10, 0x10],
  Q: [0x0e, 0x11, 0x11, 0x11, 0x15, 0x12, 0x0d],
  R: [0x1e, 0x11, 0x11, 0x1e, 0x14, 0x12, 0x11],
  S: [0x0f, 0x10, 0x10, 0x0e, 0x01, 0x01, 0x1e],
  T: [0x1f, 0x04, 0x04, 0x04, 0x04, 0x04, 0x04],
  U: [0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x0e],
  V: [0x11, 0x11, 0x11, 0x11, 0x11, 0x0a, 0x04],
  W: [0x11, 0x11, 0x11, 0x15, 0x15, 0x15, 0x0a],
  X: [0x11, 0x11, 0x0a, 0x04, 0x0a, 0x11, 0x11],
  Y: [0x11, 0x11, 0x0a, 0x04, 0x04, 0x04, 0x04],
  Z: [0x1f, 0x01, 0x02, 0x04, 0x08, 0x10, 0x1f],
  '-': [0, 0, 0, 0x1f, 0, 0, 0],
  '.': [0, 0, 0, 0, 0, 0x0c, 0x0c],
  ':': [0, 0x0c, 0x0c, 0, 0x0c, 0x0c, 0],
  '/': [0x01, 0x02, 0x02, 0x04, 0x08, 0x08, 0x10],
  '(': [0x02, 0x04, 0x08, 0x08, 0x08, 0x04, 0x02],
  ')': [0x08, 0x04, 0x02, 0x02, 0x02, 0x04, 0x08],
};

/** Width in pixels of a text drawn with drawText at a scale. */
export function textWidth(text: string, scale: number): number {
  return text.length * 6 * scale - scale;
}

/** Draws upper-case letters, digits and a little punctuation; other characters leave a gap. */
export function drawText(image: GreyImage, x: number, y: number, text: string, scale: number, value: number): void {
  let left = Math.round(x);
  const top = Math.round(y);
  for (const char of text.toUpperCase()) {
    const glyph = GLYPHS[char];
    if (glyph) {
      glyph.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) {
          if (bits & (0x10 >> col)) fillRect(image, left + col * scale, top + row * scale, scale, scale, value);
        }
      });
    }
    left += 6 * scale;
  }
}

/** The raster turned by 180 degrees (a sheet fed upside down), as a new raster. */
export function rotate180(image: GreyImage): GreyImage {
  return { width: image.width, height: image.height, data: image.data.slice().reverse() };
}

/** Averages factor × factor blocks (a thumbnail). */
export function downscale(image: GreyImage, factor: number): GreyImage {
  const f = Math.max(1, Math.floor(factor));
  const width = Math.max(1, Math.floor(image.width / f));
  const height = Math.max(1, Math.floor(image.height / f));
  const data = new Uint8Array(width * height);
  const area = f * f;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < f; dy++) {
        const row = (y * f + dy) * image.width + x * f;
        for (let dx = 0; dx < f; dx++) sum += image.data[row + dx] ?? 255;
      }
      data[y * width + x] = Math.round(sum / area);
    }
  }
  return { width, height, data };
}

/** Mean grey level (0–255) of a rectangle, clipped to the raster; 255 when nothing is inside. */
export function meanGrey(image: GreyImage, x: number, y: number, w: number, h: number): number {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(image.width, Math.round(x + w));
  const y1 = Math.min(image.height, Math.round(y + h));
  if (x1 <= x0 || y1 <= y0) return 255;
  let sum = 0;
  for (let row = y0; row < y1; row++) {
    const offset = row * image.width;
    for (let col = x0; col < x1; col++) sum += image.data[offset + col] ?? 255;
  }
  return sum / ((x1 - x0) * (y1 - y0));
}

/** A small deterministic PRNG (mulberry32), so the same sheet always renders the same pixels. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string (a seed for seededRandom). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

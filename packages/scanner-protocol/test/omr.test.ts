// Option boxes found in real page images (PNG, GIF and JPEG decoded for real), and a SheetTemplate built from a saved
// template's areas: generated pages at 200 dpi with red option boxes labelled A–D and question numbers beside them.
import jpegJs from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import {
  buildSheetTemplate,
  createRaster,
  createSheetTemplate,
  decodeImageToGrey,
  drawSheet,
  encodeGreyGif,
  encodeGreyJpeg,
  encodePng,
  fillRect,
  findOptionBoxes,
  imageDpi,
  imageSize,
  recognizeRaster,
  rotate180,
  strokeRect,
} from '../src/simulator/index.ts';
import type { ConfiguredTemplate, GreyImage, Rect } from '../src/simulator/index.ts';
import { GLYPHS } from '../src/simulator/raster.ts';

/**
 * The option letters in a 7 × 9 face whose B and D are almost rectangles (only a corner pixel cut), as printed
 * sheets' bold fonts are at 200 dpi (the question numbers use the simulator's own 5 × 7 digits, GLYPHS).
 */
const LETTERS: Record<string, string[]> = {
  A: ['0011100', '0100010', '1000001', '1000001', '1111111', '1000001', '1000001', '1000001', '1000001'],
  B: ['1111110', '1000001', '1000001', '1000001', '1111110', '1000001', '1000001', '1000001', '1111110'],
  C: ['0111111', '1000000', '1000000', '1000000', '1000000', '1000000', '1000000', '1000000', '0111111'],
  D: ['1111110', '1000001', '1000001', '1000001', '1000001', '1000001', '1000001', '1000001', '1111110'],
};

/** An RGB page: white, drawn on with rectangles and text. */
class RgbPage {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3).fill(255);
  }
  rect(x: number, y: number, w: number, h: number, rgb: [number, number, number]): void {
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy++) {
      for (let xx = Math.max(0, x); xx < Math.min(this.width, x + w); xx++) this.data.set(rgb, (yy * this.width + xx) * 3);
    }
  }
  stroke(x: number, y: number, w: number, h: number, t: number, rgb: [number, number, number]): void {
    this.rect(x, y, w, t, rgb);
    this.rect(x, y + h - t, w, t, rgb);
    this.rect(x, y, t, h, rgb);
    this.rect(x + w - t, y, t, h, rgb);
  }
  text(x: number, y: number, text: string, scale: number, rgb: [number, number, number]): void {
    [...text].forEach((char, i) => {
      const big = LETTERS[char];
      if (big) {
        big.forEach((bits, row) => [...bits].forEach((bit, col) => bit === '1' && this.rect(x + i * 8 * scale + col * scale, y + row * scale, scale, scale, rgb)));
        return;
      }
      (GLYPHS[char] ?? []).forEach((bits, row) => {
        for (let col = 0; col < 5; col++) if (bits & (0x10 >> col)) this.rect(x + i * 6 * scale + col * scale, y + row * scale, scale, scale, rgb);
      });
    });
  }
  grey(): GreyImage {
    const data = new Uint8Array(this.width * this.height);
    for (let i = 0; i < data.length; i++) data[i] = Math.round(((this.data[i * 3] ?? 0) + (this.data[i * 3 + 1] ?? 0) + (this.data[i * 3 + 2] ?? 0)) / 3);
    return { width: this.width, height: this.height, data };
  }
  jpeg(): Uint8Array {
    const rgba = new Uint8Array(this.width * this.height * 4);
    for (let i = 0; i < this.width * this.height; i++) {
      rgba.set(this.data.subarray(i * 3, i * 3 + 3), i * 4);
      rgba[i * 4 + 3] = 255;
    }
    return new Uint8Array(jpegJs.encode({ width: this.width, height: this.height, data: rgba }, 90).data);
  }
}

const RED: [number, number, number] = [230, 30, 30];
const BLACK: [number, number, number] = [20, 20, 20];

/**
 * An A4 page at 200 dpi (1654 × 2338) with 40 questions in two columns of 20: the question number on the left, then
 * four red boxes (48 × 28, 2 px outline), the letter A–D (14 × 18 px) printed inside each box in the first column and
 * beside each box in the second. Returns the page and the boxes as drawn.
 */
function redBoxSheet(): { page: RgbPage; boxes: Rect[]; area: Rect } {
  const page = new RgbPage(1654, 2338);
  const boxes: Rect[] = [];
  for (let q = 0; q < 40; q++) {
    const column = Math.floor(q / 20);
    const left = 160 + column * 700;
    const top = 500 + (q % 20) * 60;
    page.text(left - 70, top + 5, String(q + 1), 2, BLACK);
    for (let o = 0; o < 4; o++) {
      const x = left + o * (column === 0 ? 80 : 120);
      const box = { x, y: top, w: 48, h: 28 };
      page.stroke(box.x, box.y, box.w, box.h, 2, RED);
      boxes.push(box);
      const letter = 'ABCD'[o] ?? 'A';
      if (column === 0) page.text(x + 17, top + 5, letter, 2, BLACK);
      else page.text(x + 56, top + 5, letter, 2, BLACK);
    }
  }
  return { page, boxes, area: { x: 40, y: 440, w: 1500, h: 1300 } };
}

const sorted = (boxes: Rect[]) => [...boxes].sort((a, b) => a.y - b.y || a.x - b.x);

describe('findOptionBoxes on real images', () => {
  const { page, boxes, area } = redBoxSheet();

  it('finds the 160 red boxes and nothing else (no letters or question numbers) in a PNG', () => {
    const png = encodePng(page, { dpi: 200 });
    expect(imageSize(png)).toEqual({ width: 1654, height: 2338 });
    expect(imageDpi(png)).toBe(200);
    const found = findOptionBoxes(decodeImageToGrey(png), area, { depth: 50 });
    expect(found).toHaveLength(160);
    expect(found).toEqual(sorted(boxes));
  });

  it('the same in a colour JPEG (within a pixel) and a GIF', () => {
    const fromJpeg = findOptionBoxes(decodeImageToGrey(page.jpeg()), area, { depth: 50 });
    expect(fromJpeg).toHaveLength(160);
    fromJpeg.forEach((box, i) => {
      const drawn = sorted(boxes)[i];
      expect(Math.abs(box.x - (drawn?.x ?? 0)) + Math.abs(box.y - (drawn?.y ?? 0))).toBeLessThanOrEqual(2);
    });
    const gif = encodeGreyGif(page.grey());
    expect(findOptionBoxes(decodeImageToGrey(gif), area, { depth: 50 })).toEqual(sorted(boxes));
  });

  it('a blank canvas and solid marks give no boxes', () => {
    const blank = decodeImageToGrey(encodePng(createRaster(1654, 2338)));
    expect(findOptionBoxes(blank, area, { depth: 50 })).toEqual([]);
    const marks = new RgbPage(400, 400);
    marks.rect(100, 100, 48, 48, BLACK);
    marks.rect(200, 100, 48, 24, BLACK);
    expect(findOptionBoxes(marks.grey(), { x: 0, y: 0, w: 400, h: 400 })).toEqual([]);
  });
});

describe('buildSheetTemplate: recognition against a saved template of any size', () => {
  // A sheet printed at 200 dpi (1654 × 2338): the template pages are its blank pages; the areas are drawn around its
  // exam-number bubbles and each question's row, in the template's own pixels.
  const printed = createSheetTemplate({ dpi: 200, questions: 12 });
  const blank = drawSheet(printed, { examNumber: '', examNumberStyle: 'blank', marks: [] }, { duplex: true });
  const pad = (r: { x: number; y: number; w: number; h: number; p: number }, d: number) => ({ x: r.x - d, y: r.y - d, w: r.w + 2 * d, h: r.h + 2 * d, p: r.p });
  const around = (areas: { x: number; y: number; w: number; h: number; p: number }[]) => {
    const x = Math.min(...areas.map((a) => a.x));
    const y = Math.min(...areas.map((a) => a.y));
    return { x, y, w: Math.max(...areas.map((a) => a.x + a.w)) - x, h: Math.max(...areas.map((a) => a.y + a.h)) - y, p: 0 };
  };
  const config: ConfiguredTemplate = {
    studentIdLength: 9,
    codeAreas: [pad(around(printed.examNumber.bubbles.flat()), 6)],
    codeCoverage: 25,
    codeDepth: 50,
    questions: printed.objective.questions.map((q) => ({ number: q.number + 100, areas: [pad(around(q.bubbles), 6)], multi: q.number > 10, marktype: 1, coverage: q.number > 10 ? 55 : 25, depth: 50 })),
    dpi: 200,
  };
  const template = buildSheetTemplate(blank, config);

  it('finds the bubbles of the printed sheet inside the saved areas', () => {
    expect(template.width).toBe(1654);
    expect(template.examNumber.bubbles).toEqual(printed.examNumber.bubbles);
    expect(template.objective.questions.map((q) => q.number)).toEqual(printed.objective.questions.map((q) => q.number + 100));
    expect(template.objective.questions.map((q) => q.bubbles)).toEqual(printed.objective.questions.map((q) => q.bubbles));
  });

  it('reads a filled sheet at the template size and at half of it; a back page or an upside-down front is no front', () => {
    const sheet = { examNumber: '301010107', marks: ['A', 'B', 'C', 'D', '', 'A', 'B', 'C', 'D', 'A', 'AC', 'BD'] };
    const [front, back] = drawSheet(template, sheet, { duplex: true });
    if (!front || !back) throw new Error('no pages');
    const read = recognizeRaster(front, template);
    expect(read).toMatchObject({ examNumber: '301010107', marks: sheet.marks, frontFound: true });
    // Scanned at 100 dpi: mapped by the size ratio.
    const half = decodeImageToGrey(encodeGreyJpeg(halve(front), { quality: 80 }));
    expect(recognizeRaster(half, template)).toMatchObject({ examNumber: '301010107', marks: sheet.marks, frontFound: true });
    expect(recognizeRaster(back, template).frontFound).toBe(false);
    expect(recognizeRaster(rotate180(front), template).frontFound).toBe(false);
  });

  it('an area with no boxes in its image gets boxes laid along it, drawn on the pages sheets are printed on', () => {
    const empty = buildSheetTemplate([createRaster(1654, 2338)], {
      ...config,
      codeAreas: [{ x: 1000, y: 200, w: 450, h: 500, p: 0 }],
      questions: [{ number: 1, areas: [{ x: 200, y: 1000, w: 300, h: 40, p: 0 }], multi: false, marktype: 1, coverage: 25, depth: 50 }],
    });
    expect(empty.examNumber.bubbles).toHaveLength(9);
    expect(empty.objective.questions[0]?.options).toEqual(['A', 'B', 'C', 'D']);
    const [front] = drawSheet(empty, { examNumber: '123456789', marks: ['C'] });
    if (!front) throw new Error('no page');
    // A blank template page has no look to tell a front by: the sheet is taken as its front.
    expect(recognizeRaster(front, empty)).toMatchObject({ examNumber: '123456789', marks: ['C'], frontFound: true, registrationMarksFound: true });
  });
});

/** The page turned by `degrees` about its centre and moved by (dx, dy), as a sheet fed askew comes out (white outside). */
function turn(image: GreyImage, degrees: number, dx = 0, dy = 0): GreyImage {
  const out = createRaster(image.width, image.height);
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  const cx = image.width / 2;
  const cy = image.height / 2;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      // The source pixel that lands here: the inverse turn.
      const ux = x - cx - dx;
      const uy = y - cy - dy;
      const sx = Math.round(cos * ux + sin * uy + cx);
      const sy = Math.round(-sin * ux + cos * uy + cy);
      if (sx >= 0 && sy >= 0 && sx < image.width && sy < image.height) out.data[y * image.width + x] = image.data[sy * image.width + sx] ?? 255;
    }
  }
  return out;
}

function halve(image: GreyImage): GreyImage {
  const width = Math.floor(image.width / 2);
  const height = Math.floor(image.height / 2);
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (dx: number, dy: number) => image.data[(2 * y + dy) * image.width + 2 * x + dx] ?? 255;
      data[y * width + x] = Math.round((at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1)) / 4);
    }
  }
  return { width, height, data };
}

describe('registration marks place a shifted scan on the template', () => {
  it('a sheet scanned 14 px right and 9 px down (100 dpi) reads as printed with the marks; by size ratio alone it does not', () => {
    const template = createSheetTemplate({ questions: 12 });
    const sheet = { examNumber: '301010205', marks: ['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'AC', 'BD'] };
    const [front] = drawSheet(template, sheet);
    if (!front) throw new Error('no page');
    const shifted = createRaster(front.width, front.height);
    for (let y = 0; y + 9 < front.height; y++) shifted.data.set(front.data.subarray(y * front.width, (y + 1) * front.width - 14), (y + 9) * front.width + 14);
    expect(recognizeRaster(shifted, template)).toMatchObject({ examNumber: '301010205', marks: sheet.marks });
    expect(recognizeRaster(shifted, { ...template, alignMarks: [] })).not.toMatchObject({ examNumber: '301010205', marks: sheet.marks });
  });

  it('a 200 dpi sheet fed 1.5° askew reads as printed with the marks; by size ratio and shift alone it does not', () => {
    const template = createSheetTemplate({ dpi: 200, questions: 12 });
    const sheet = { examNumber: '301010207', marks: ['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D', 'A', 'B', 'AC', 'BD'] };
    const [front] = drawSheet(template, sheet);
    if (!front) throw new Error('no page');
    const turned = turn(front, 1.5);
    expect(recognizeRaster(turned, template)).toMatchObject({ examNumber: '301010207', marks: sheet.marks, frontFound: true });
    expect(recognizeRaster(turned, { ...template, alignMarks: [] })).not.toMatchObject({ examNumber: '301010207', marks: sheet.marks });
    // Turned the other way, and with a counter-clockwise skew of a shifted feed, too.
    expect(recognizeRaster(turn(front, -1.2, 11, -7), template)).toMatchObject({ examNumber: '301010207', marks: sheet.marks });
  });

  it('a template image with marks near its corners: they are found and used', () => {
    const printed = createSheetTemplate({ dpi: 200, questions: 12 });
    const [blank] = drawSheet(printed, { examNumber: '', examNumberStyle: 'blank', marks: [] });
    if (!blank) throw new Error('no page');
    const built = buildSheetTemplate([blank], {
      studentIdLength: 9,
      codeAreas: [{ x: printed.examNumber.area.x, y: printed.examNumber.area.y + 60, w: printed.examNumber.area.w, h: printed.examNumber.area.h - 60, p: 0 }],
      codeCoverage: 25,
      codeDepth: 50,
      questions: [],
    });
    expect(built.alignMarks).toHaveLength(4);
    const centres = printed.registrationMarks.filter((m) => m.p === 0).map((m) => ({ x: m.x + m.w / 2, y: m.y + m.h / 2 }));
    built.alignMarks?.forEach((mark, i) => {
      expect(Math.abs(mark.x - (centres[i]?.x ?? 0))).toBeLessThan(1);
      expect(Math.abs(mark.y - (centres[i]?.y ?? 0))).toBeLessThan(1);
    });
  });
});

describe('uncoverage: a mark between blank and filled is read, and flagged doubtful', () => {
  it('a faint stroke in an unchosen box (between uncoverage 9 and coverage 25) leaves the answer and flags the question; a clean sheet flags none', () => {
    const printed = createSheetTemplate({ dpi: 200, questions: 4 });
    const template = { ...printed, objective: { ...printed.objective, questions: printed.objective.questions.map((q) => ({ ...q, coverage: 25, uncoverage: 9, depth: 50 })) } };
    const sheet = { examNumber: '301010101', marks: ['A', 'B', 'C', 'D'] };
    const [front] = drawSheet(template, sheet);
    if (!front) throw new Error('no page');
    expect(recognizeRaster(front, template)).toMatchObject({ marks: sheet.marks, doubtful: [] });

    // Question 2 (index 1): a light stroke across box D, about a sixth of its inside: not chosen, not blank.
    const box = template.objective.questions[1]?.bubbles[3];
    if (!box) throw new Error('no box');
    fillRect(front, box.x + box.w / 6, box.y + box.h / 2, (box.w * 2) / 3, (box.h * 2) / 3 / 6, 0);
    const read = recognizeRaster(front, template);
    expect(read.marks).toEqual(sheet.marks);
    expect(read.doubtful).toEqual([1]);
    // Without an uncoverage, nothing is doubtful.
    const plain = { ...template, objective: { ...template.objective, questions: template.objective.questions.map(({ uncoverage: _, ...q }) => q) } };
    expect(recognizeRaster(front, plain).doubtful).toEqual([]);
  });
});

describe('uncoverage on a template whose boxes have their letters printed inside', () => {
  it('the printed letter is no mark: a clean sheet reads as printed and is not doubtful; a faint stroke is doubtful, not chosen', () => {
    const { page, boxes } = redBoxSheet();
    // The first column: the letter inside each box.
    const rows = Array.from({ length: 5 }, (_, q) => boxes.slice(q * 4, q * 4 + 4));
    const around = (r: Rect[]) => ({ x: (r[0]?.x ?? 0) - 6, y: (r[0]?.y ?? 0) - 6, w: (r[3]?.x ?? 0) + 48 + 6 - ((r[0]?.x ?? 0) - 6), h: 40, p: 0 });
    const template = buildSheetTemplate([page.grey()], {
      studentIdLength: 0,
      codeAreas: [],
      codeCoverage: 25,
      codeDepth: 50,
      questions: rows.map((r, q) => ({ number: q + 1, areas: [around(r)], multi: false, marktype: 1, coverage: 25, uncoverage: 9, depth: 50 })),
      dpi: 200,
    });
    expect(template.objective.questions.map((q) => q.bubbles.length)).toEqual([4, 4, 4, 4, 4]);
    const sheet = { examNumber: '', examNumberStyle: 'blank' as const, marks: ['A', 'B', 'C', 'D', ''] };
    const [front] = drawSheet(template, sheet);
    if (!front) throw new Error('no page');
    expect(recognizeRaster(front, template)).toMatchObject({ marks: sheet.marks, doubtful: [] });
    const box = template.objective.questions[4]?.bubbles[1];
    if (!box) throw new Error('no box');
    fillRect(front, box.x + box.w / 6, box.y + box.h / 6, (box.w * 2) / 3, box.h / 9, 0);
    expect(recognizeRaster(front, template)).toMatchObject({ marks: sheet.marks, doubtful: [4] });
  });
});

describe('exam-number bubbles running across (codeareadirection 1)', () => {
  it('a row of ten bubbles per digit is read left to right, whichever direction is declared', () => {
    const page = createRaster(1654, 2338);
    // Nine rows (one per digit of the number), ten boxes each (digits 0-9 left to right).
    for (let row = 0; row < 9; row++) for (let d = 0; d < 10; d++) strokeRect(page, 300 + d * 60, 300 + row * 40, 40, 24, 2, 60);
    for (const codeDirection of [1, 2] as const) {
      const built = buildSheetTemplate([page], { studentIdLength: 9, codeAreas: [{ x: 280, y: 280, w: 640, h: 400, p: 0 }], codeDirection, codeCoverage: 25, codeDepth: 50, questions: [] });
      expect(built.examNumber.bubbles).toHaveLength(9);
      const [front] = drawSheet(built, { examNumber: '907142536', marks: [] });
      if (!front) throw new Error('no page');
      expect(recognizeRaster(front, built).examNumber).toBe('907142536');
    }
  });
});

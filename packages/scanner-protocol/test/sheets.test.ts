// Synthetic answer sheets: the template's geometry, the grey-scale JPEG encoder, rendering, and recognition of exam
// numbers and marks against ground truth (including the unreadable cases).
import jpegJs from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import {
  createSheetTemplate,
  decodeJpegToGrey,
  defaultSheetTemplate,
  defaultSheets,
  drawSheet,
  encodeGreyJpeg,
  expectedRecognition,
  generateSheets,
  jpegSize,
  readPageMarker,
  recognizeRaster,
  recognizeSheet,
  renderSheet,
  renderSheetPages,
  rotate180,
  sheetProblems,
} from '../src/simulator/index.ts';
import type { Area, GreyImage, SheetSpec, SheetTemplate } from '../src/simulator/index.ts';

/** The value, or a failed test when it is missing. */
function must<T>(value: T | undefined, what = 'a value'): T {
  if (value === undefined) throw new Error(`missing ${what}`);
  return value;
}
const sheetAt = (i: number): SheetSpec => must(defaultSheets[i], `default sheet ${i}`);
const frontOf = (sheet: SheetSpec, template: SheetTemplate = defaultSheetTemplate): GreyImage => must(drawSheet(template, sheet)[0], 'the front page');

const overlaps = (a: Area, b: Area) => a.p === b.p && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (a: Area, t: SheetTemplate) => a.x >= 0 && a.y >= 0 && a.x + a.w <= t.width && a.y + a.h <= t.height && a.p >= 0 && a.p < t.pages;

describe('the template', () => {
  it('is an A4 page at 100 dpi with 9 × 10 exam-number bubbles, 12 questions A–D and registration marks', () => {
    const t = defaultSheetTemplate;
    expect([t.width, t.height, t.dpi, t.pages, t.studentIdLength]).toEqual([827, 1169, 100, 2, 9]);
    expect(t.examNumber.bubbles).toHaveLength(9);
    expect(t.examNumber.bubbles.every((column) => column.length === 10)).toBe(true);
    expect(t.objective.questions.map((q) => q.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(t.objective.questions.every((q) => q.options.join('') === 'ABCD' && q.bubbles.length === 4)).toBe(true);
    expect(t.registrationMarks.filter((m) => m.p === 0)).toHaveLength(4);
    expect(t.registrationMarks.filter((m) => m.p === 1)).toHaveLength(4);
    expect(Object.isFrozen(t) && Object.isFrozen(t.examNumber.bubbles[0])).toBe(true);
  });

  it('keeps every area on its page, bubbles inside their regions and apart from each other', () => {
    for (const t of [defaultSheetTemplate, createSheetTemplate({ dpi: 150, studentIdLength: 12, questions: 30, options: 'ABCDE' })]) {
      const examBubbles = t.examNumber.bubbles.flat();
      const optionBubbles = t.objective.questions.flatMap((q) => q.bubbles);
      const all = [...examBubbles, ...optionBubbles, ...t.registrationMarks, ...t.subjective.map((s) => s.area)];
      expect(all.every((a) => inside(a, t) && Number.isInteger(a.x) && Number.isInteger(a.w))).toBe(true);
      const bubbles = [...examBubbles, ...optionBubbles];
      for (let i = 0; i < bubbles.length; i++) {
        for (let j = i + 1; j < bubbles.length; j++) expect(overlaps(must(bubbles[i]), must(bubbles[j]))).toBe(false);
      }
      const contains = (outer: Area, a: Area) => a.x >= outer.x && a.y >= outer.y && a.x + a.w <= outer.x + outer.w && a.y + a.h <= outer.y + outer.h;
      expect(examBubbles.every((b) => contains(t.examNumber.area, b))).toBe(true);
      expect(optionBubbles.every((b) => contains(t.objective.area, b))).toBe(true);
      expect(overlaps(t.examNumber.area, t.objective.area)).toBe(false);
    }
  });

  it('refuses layouts it cannot draw', () => {
    expect(() => createSheetTemplate({ options: 'A' })).toThrow(/options/);
    expect(() => createSheetTemplate({ questions: 400 })).toThrow(/too many/);
    expect(() => createSheetTemplate({ studentIdLength: 0 })).toThrow(/studentIdLength/);
  });
});

describe('the grey-scale JPEG encoder', () => {
  it('encodes what jpeg-js decodes back closely, at odd sizes too', () => {
    for (const [width, height] of [
      [64, 48],
      [37, 21],
      [1, 1],
    ] as const) {
      const data = new Uint8Array(width * height);
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = (x * 7 + y * 3) % 256 > 128 ? 240 : (x * 5 + y * 11) % 200;
      const jpeg = encodeGreyJpeg({ width, height, data }, { quality: 95 });
      expect([jpeg[0], jpeg[1], jpeg.at(-2), jpeg.at(-1)]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
      expect(jpegSize(jpeg)).toEqual({ width, height });
      const decoded = decodeJpegToGrey(jpeg);
      expect([decoded.width, decoded.height]).toEqual([width, height]);
      let error = 0;
      for (let i = 0; i < data.length; i++) error += Math.abs((decoded.data[i] ?? 0) - (data[i] ?? 0));
      expect(error / data.length).toBeLessThan(12);
    }
  });

  it('decodes its own grey JPEGs as jpeg-js does (within a grey level), and colour JPEGs through jpeg-js', () => {
    const page = frontOf(sheetAt(0));
    for (const jpeg of [encodeGreyJpeg(page), encodeGreyJpeg({ width: 37, height: 21, data: page.data.subarray(0, 37 * 21) }, { quality: 95 })]) {
      const fast = decodeJpegToGrey(jpeg);
      const reference = jpegJs.decode(jpeg, { useTArray: true, formatAsRGBA: false });
      const channels = reference.data.length / (reference.width * reference.height);
      expect([fast.width, fast.height]).toEqual([reference.width, reference.height]);
      let worst = 0;
      for (let i = 0; i < fast.data.length; i++) worst = Math.max(worst, Math.abs((fast.data[i] ?? 0) - (reference.data[i * channels] ?? 0)));
      expect(worst).toBeLessThanOrEqual(1);
    }
    const rgba = new Uint8Array(page.width * page.height * 4);
    for (let i = 0; i < page.data.length; i++) rgba.set([page.data[i] ?? 0, page.data[i] ?? 0, page.data[i] ?? 0, 255], i * 4);
    const colour = decodeJpegToGrey(jpegJs.encode({ width: page.width, height: page.height, data: rgba }, 90).data);
    expect([colour.width, colour.height]).toEqual([page.width, page.height]);
    let error = 0;
    for (let i = 0; i < page.data.length; i++) error += Math.abs((colour.data[i] ?? 0) - (page.data[i] ?? 0));
    expect(error / page.data.length).toBeLessThan(4);
  });

  it('makes uniform images exact and lower quality smaller', () => {
    const flat = { width: 40, height: 24, data: new Uint8Array(40 * 24).fill(200) };
    expect([...decodeJpegToGrey(encodeGreyJpeg(flat)).data].every((v) => Math.abs(v - 200) <= 1)).toBe(true);
    const page = frontOf(sheetAt(0));
    expect(encodeGreyJpeg(page, { quality: 30 }).length).toBeLessThan(encodeGreyJpeg(page, { quality: 90 }).length);
    expect(() => encodeGreyJpeg({ width: 0, height: 1, data: new Uint8Array(0) })).toThrow(/size/);
  });
});

describe('page markers', () => {
  it('print the serial on both pages and the exam number on the back, readable from the JPEGs upright and turned', () => {
    for (const [template, count] of [[defaultSheetTemplate, 2], [createSheetTemplate({ dpi: 150 }), 1]] as const) {
      for (const sheet of generateSheets(count, { template })) {
        for (const orientation of ['normal', 'rotated'] as const) {
          const [front, back] = renderSheetPages(template, { ...sheet, orientation }, { duplex: true, serial: 'S12-0345' }).map((page) =>
            readPageMarker(decodeJpegToGrey(page.jpeg), template),
          );
          const turned = orientation === 'rotated';
          expect(front).toEqual({ serial: 'S12-0345', examNumber: undefined, turned });
          expect(back).toEqual({ serial: 'S12-0345', examNumber: sheet.examNumber, turned });
          // The front is still read as before.
          if (!turned) expect(recognizeSheet(renderSheetPages(template, sheet, { serial: 'S12-0345' })[0]?.jpeg ?? new Uint8Array(), template).examNumber).toBe(sheet.examNumber);
        }
      }
    }
  });

  it('without a serial the back still carries the exam-number code; a page without markers reads as none', () => {
    const sheet = generateSheets(1)[0] ?? defaultSheets[0];
    if (!sheet) throw new Error('no sheet');
    const [front, back] = renderSheetPages(defaultSheetTemplate, sheet, { duplex: true }).map((page) => readPageMarker(decodeJpegToGrey(page.jpeg)));
    expect(front).toEqual({ serial: undefined, examNumber: undefined, turned: false });
    expect(back).toMatchObject({ serial: undefined, examNumber: sheet.examNumber });
    expect(() => drawSheet(defaultSheetTemplate, sheet, { serial: 'sheet 1' })).toThrow(/serial/);
  });
});

describe('rendering', () => {
  it('renders the front, and the back when duplex, as JPEGs of the page size', () => {
    const single = renderSheet(defaultSheetTemplate, sheetAt(0));
    expect(single.back).toBeUndefined();
    expect(jpegSize(single.front)).toEqual({ width: 827, height: 1169 });
    const both = renderSheet(defaultSheetTemplate, sheetAt(0), { duplex: true });
    expect(jpegSize(must(both.back))).toEqual({ width: 827, height: 1169 });
    expect(both.front.equals(single.front)).toBe(true); // deterministic
    const pages = renderSheetPages(defaultSheetTemplate, sheetAt(0), { duplex: true });
    expect(pages.map((p) => p.side)).toEqual(['front', 'back']);
    expect(jpegSize(must(pages[0]).thumbnail)).toEqual({ width: 206, height: 292 });
  });

  it('refuses sheets that do not fit the template', () => {
    expect(sheetProblems({ examNumber: '301010101', marks: ['A'] })).toEqual([]);
    expect(sheetProblems({ examNumber: '3010101', marks: [] })).toEqual(['examNumber must have 9 digits']);
    expect(sheetProblems({ examNumber: '30101010x', marks: [] }).length).toBe(1);
    expect(sheetProblems({ examNumber: '301010101', marks: ['E'] })[0]).toMatch(/not an option/);
    expect(sheetProblems({ examNumber: '301010101', marks: Array(13).fill('A') })[0]).toMatch(/13 entries/);
    expect(sheetProblems({ examNumber: '', marks: [], examNumberStyle: 'blank' })).toEqual([]);
    expect(() => renderSheet(defaultSheetTemplate, { examNumber: '1', marks: [] })).toThrow(/9 digits/);
  });
});

describe('recognition', () => {
  it('recovers the exam number and marks of every default sheet exactly', () => {
    for (const sheet of defaultSheets) {
      const result = recognizeSheet(renderSheet(defaultSheetTemplate, sheet).front);
      expect(result.examNumber).toBe(sheet.examNumber);
      expect(result.marks).toEqual(sheet.marks);
      expect(result.registrationMarksFound).toBe(true);
      expect({ examNumber: result.examNumber, marks: result.marks }).toEqual(expectedRecognition(sheet));
    }
  });

  it('recovers generated sheets (random marks, multiple and blank answers) exactly', () => {
    const sheets = generateSheets(24, { seed: 11 });
    expect(sheets.some((s) => s.marks.includes(''))).toBe(true);
    expect(sheets.some((s) => s.marks.some((m) => m.length > 1))).toBe(true);
    for (const sheet of sheets) {
      const result = recognizeRaster(decodeJpegToGrey(encodeGreyJpeg(frontOf(sheet), { quality: 60 })));
      expect({ examNumber: result.examNumber, marks: result.marks }).toEqual(expectedRecognition(sheet));
    }
  });

  it('works on another layout, at 150 dpi, at low quality, and on images scaled to another size', () => {
    const t = createSheetTemplate({ dpi: 150, studentIdLength: 12, questions: 20, options: 'ABCDEF' });
    const sheets = generateSheets(3, { template: t, seed: 2 });
    expect(sheets.map((s) => s.examNumber)).toEqual(['100000000000', '100000000001', '100000000002']);
    for (const sheet of sheets) {
      const { front } = renderSheet(t, sheet, { quality: 25 });
      expect({ examNumber: recognizeSheet(front, t).examNumber, marks: recognizeSheet(front, t).marks }).toEqual(expectedRecognition(sheet, t));
      expect(recognizeSheet(front, t).frontFound).toBe(true);
    }
    // A 150-dpi rendering of the default layout read with the 100-dpi template (coordinates scale).
    const big = createSheetTemplate({ dpi: 150 });
    const sheet = sheetAt(1);
    const result = recognizeSheet(renderSheet(big, sheet).front, defaultSheetTemplate);
    expect([result.examNumber, result.marks, result.frontFound]).toEqual([sheet.examNumber, sheet.marks, true]);
  });

  it('reads JPEGs from another encoder (colour, jpeg-js)', () => {
    const front = frontOf(sheetAt(3));
    const rgba = Buffer.alloc(front.width * front.height * 4);
    front.data.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
    const jpeg = jpegJs.encode({ width: front.width, height: front.height, data: rgba }, 75).data;
    const result = recognizeSheet(jpeg);
    expect([result.examNumber, result.marks, result.frontFound]).toEqual([sheetAt(3).examNumber, sheetAt(3).marks, true]);
  });

  it('reports an unreadable exam number when its bubbles are blank or double-filled, and still reads the marks', () => {
    const sheet = sheetAt(2);
    const blank = recognizeSheet(renderSheet(defaultSheetTemplate, { ...sheet, examNumberStyle: 'blank' }).front);
    expect(blank.examNumber).toBeUndefined();
    expect(blank.examNumberColumns).toEqual(Array(9).fill(''));
    expect(blank.marks).toEqual(sheet.marks);
    const double = recognizeSheet(renderSheet(defaultSheetTemplate, { ...sheet, examNumberStyle: 'double' }).front);
    expect(double.examNumber).toBeUndefined();
    const doubled = double.examNumberColumns.filter((c) => c.length === 2);
    expect(doubled).toHaveLength(1);
    // Every column still holds its true digit; one holds a second one too.
    expect(double.examNumberColumns.every((c, i) => c.includes(sheet.examNumber.charAt(i)))).toBe(true);
    expect(expectedRecognition({ ...sheet, examNumberStyle: 'double' }).examNumber).toBeUndefined();
  });

  it('reads nothing from a back page or a blank image', () => {
    const { back } = renderSheet(defaultSheetTemplate, sheetAt(0), { duplex: true });
    const result = recognizeSheet(must(back));
    expect(result.examNumber).toBeUndefined();
    expect(result.marks.every((m) => m === '')).toBe(true);
    const white = encodeGreyJpeg({ width: 100, height: 140, data: new Uint8Array(100 * 140).fill(255) });
    expect(recognizeSheet(white).registrationMarksFound).toBe(false);
  });
});

describe('sheets fed upside down or face down', () => {
  it('tells an upright front from a back page and from a front turned by 180°, whose turned image reads normally', () => {
    for (const sheet of defaultSheets) {
      const { front, back } = renderSheet(defaultSheetTemplate, sheet, { duplex: true });
      expect(recognizeSheet(front).frontFound).toBe(true);
      expect(recognizeSheet(must(back)).frontFound).toBe(false);
      const rotated = renderSheet(defaultSheetTemplate, { ...sheet, orientation: 'rotated' }, { duplex: true });
      const upsideDown = decodeJpegToGrey(rotated.front);
      expect(recognizeRaster(upsideDown).frontFound).toBe(false);
      const turned = recognizeRaster(rotate180(upsideDown));
      expect(turned).toMatchObject({ frontFound: true, examNumber: sheet.examNumber, marks: sheet.marks });
      expect(recognizeRaster(rotate180(decodeJpegToGrey(must(rotated.back)))).frontFound).toBe(false);
    }
  });

  it('draws the same sheet for every orientation (swapped is the scan order) and refuses an unknown one', () => {
    const sheet = sheetAt(0);
    expect(renderSheet(defaultSheetTemplate, { ...sheet, orientation: 'swapped' })).toEqual(renderSheet(defaultSheetTemplate, sheet));
    const image = { width: 3, height: 2, data: new Uint8Array([1, 2, 3, 4, 5, 6]) };
    expect(rotate180(image).data).toEqual(new Uint8Array([6, 5, 4, 3, 2, 1]));
    expect(sheetProblems({ ...sheet, orientation: 'sideways' as never })).toEqual(["orientation must be one of 'normal', 'rotated', 'swapped'"]);
  });
});

describe('generated sheets', () => {
  it('are deterministic per seed, follow the example world numbering and fit the template', () => {
    const a = generateSheets(40, { seed: 4 });
    expect(generateSheets(40, { seed: 4 })).toEqual(a);
    expect(generateSheets(40, { seed: 5 })).not.toEqual(a);
    expect(a[0]?.examNumber).toBe('301010101');
    expect(a[29]?.examNumber).toBe('301010130');
    expect(a[30]?.examNumber).toBe('301010201');
    expect(new Set(a.map((s) => s.examNumber)).size).toBe(40);
    expect(a.every((s) => sheetProblems(s).length === 0)).toBe(true);
    expect(generateSheets(2, { start: 30 }).map((s) => s.examNumber)).toEqual(['301010201', '301010202']);
  });
});

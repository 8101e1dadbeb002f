// Option recognition of the batch-add dialog (getoptionpos, getoptionimages) on sheet images the simulator draws:
// the seeded template of exam 3001 数学 and a page uploaded through uploadexamsubjectpaper, found in the image itself
// with the dialog's colour depth and tolerance width; png and gif pages are decoded too.
import { createRaster, createSheetTemplate, defaultSheetTemplate, drawSheet, encodeGreyGif, encodePng, jpegSize, renderSheet } from '@exam/scanner-protocol/simulator';
import type { Area } from '@exam/scanner-protocol/simulator';
import { multipartSerializer, unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { useSignedInMock } from './stateful-support.ts';
import type { Client } from './stateful-support.ts';

let c: Client;
useSignedInMock((_mock, client) => {
  c = client;
});

const plain = ({ x, y, w, h }: Area) => ({ x, y, w, h });
/** Boxes per row, rows top to bottom (a row: the boxes whose top edge is the same). */
const rowSizes = (boxes: { y: number }[]) => {
  const rows = new Map<number, number>();
  for (const b of boxes) rows.set(b.y, (rows.get(b.y) ?? 0) + 1);
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, n]) => n);
};

describe('getoptionpos finds the printed option boxes in the page image', () => {
  it('on the seeded template of exam 3001 数学: the 48 bubbles of group 801 in 5 rows', async () => {
    const groups = await unwrap(c.POST('/api/exam/loadexamsubjectquestion', { body: { examid: 3001, subjectid: 2 } }));
    const area = groups.find((g) => g.question_id === 801)?.question_area?.[0];
    if (!area) throw new Error('group 801 has no area');
    const [boxes] = await unwrap(c.POST('/api/exam/getoptionpos', { body: { examid: 3001, subjectid: 2, areas: [area], minblank: 1, depth: 50 } }));
    const bubbles = defaultSheetTemplate.objective.questions.flatMap((q) => q.bubbles).map(plain);
    expect(boxes).toHaveLength(48);
    expect(boxes).toEqual(expect.arrayContaining(bubbles));
    // Questions 1-5, 6-10 and 11-12 side by side: 12 boxes in the first two rows, 8 in the other three.
    expect(rowSizes(boxes ?? [])).toEqual([12, 12, 8, 8, 8]);
  });

  it('on an uploaded simulator page (20 questions): every bubble, in the rows of the sheet, and the area cut-out', async () => {
    const template = createSheetTemplate({ title: 'UPLOADED PHYSICS SHEET', questions: 20 });
    const { front } = renderSheet(template, { examNumber: '', examNumberStyle: 'blank', marks: [] });
    const body = { examid: 3004, subjectid: 4 };
    const before = await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body }));
    await unwrap(c.POST('/api/exam/uploadexamsubjectpaper', { body: { ...body, imgfile: new File([new Uint8Array(front)], '物理-3.jpg', { type: 'image/jpeg' }) }, bodySerializer: multipartSerializer }));
    const p = before.length; // the uploaded page comes after the seeded ones
    const area = { ...template.objective.area, p };

    const [boxes] = await unwrap(c.POST('/api/exam/getoptionpos', { body: { ...body, areas: [area], minblank: 1, depth: 50 } }));
    expect(boxes).toHaveLength(80);
    expect(boxes).toEqual(expect.arrayContaining(template.objective.questions.flatMap((q) => q.bubbles).map(plain)));
    // Three blocks of five questions across, the fourth block below them: 12 boxes a row, then 4.
    expect(rowSizes(boxes ?? [])).toEqual([12, 12, 12, 12, 12, 4, 4, 4, 4, 4]);

    // The printed outlines are mid-grey: a depth asking for darker ink finds none.
    const [dark] = await unwrap(c.POST('/api/exam/getoptionpos', { body: { ...body, areas: [area], minblank: 1, depth: 70 } }));
    expect(dark).toEqual([]);

    const [image] = await unwrap(c.POST('/api/exam/getoptionimages', { body: { ...body, areas: [area] } }));
    expect(jpegSize(new Uint8Array(Buffer.from(image ?? '', 'base64')))).toEqual({ width: area.w, height: area.h });
  });

  it('on an uploaded png and gif (decoded for real): the printed boxes at 200 dpi; a blank png has none (no grid made up)', async () => {
    const template = createSheetTemplate({ title: 'PNG SHEET', questions: 20, dpi: 200 });
    const [front] = drawSheet(template, { examNumber: '', examNumberStyle: 'blank', marks: [] });
    if (!front) throw new Error('no page');
    const body = { examid: 3004, subjectid: 5 };
    const upload = async (bytes: Uint8Array, name: string, type: string) => {
      const p = (await unwrap(c.POST('/api/exam/loadexamsubjectpaper', { body }))).length;
      await unwrap(c.POST('/api/exam/uploadexamsubjectpaper', { body: { ...body, imgfile: new File([new Uint8Array(bytes)], name, { type }) }, bodySerializer: multipartSerializer }));
      return p;
    };
    const bubbles = template.objective.questions.flatMap((q) => q.bubbles).map(plain);
    for (const [bytes, name, type] of [[encodePng(front, { dpi: 200 }), '化学-3.png', 'image/png'], [encodeGreyGif(front), '化学-4.gif', 'image/gif']] as const) {
      const p = await upload(bytes, name, type);
      const [boxes] = await unwrap(c.POST('/api/exam/getoptionpos', { body: { ...body, areas: [{ ...template.objective.area, p }], minblank: 1, depth: 50 } }));
      expect(boxes).toHaveLength(80);
      expect(boxes).toEqual(expect.arrayContaining(bubbles));
    }
    const p = await upload(encodePng(createRaster(1654, 2338)), '空白.png', 'image/png');
    const [none] = await unwrap(c.POST('/api/exam/getoptionpos', { body: { ...body, areas: [{ x: 100, y: 400, w: 600, h: 300, p }], minblank: 1, depth: 50 } }));
    expect(none).toEqual([]);
  }, 30_000); // three A4 pages at 200 dpi encoded and decoded: seconds on a busy machine
});

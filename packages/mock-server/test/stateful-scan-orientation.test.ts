// putpic straightens sheets fed upside down or face down, as the driver simulator feeds them (SheetSpec.orientation):
// it answers degRote 180 / pageFlip true, recognises the straightened front and keeps the pages upright and in order;
// the corrected images sent again read normally (degRote 0, pageFlip false).
import { decodeJpegToGrey, defaultSheetTemplate, defaultSheets, recognizeSheet, renderSheet, rotate180 } from '@exam/scanner-protocol/simulator';
import type { GreyImage, SheetSpec } from '@exam/scanner-protocol/simulator';
import { unwrap } from '@exam/sdk/node';
import { describe, expect, it } from 'vitest';
import { putpicMath, useSignedInMock } from './stateful-support.ts';
import type { Client } from './stateful-support.ts';

let c: Client;
useSignedInMock((_mock, client) => {
  c = client;
});

const E = 3001;
const MATH = 2;
/** A sheet of 3001 数学 nobody has uploaded (第02考场 seat n). */
const sheet = (n: number): SheetSpec => ({ examNumber: `3010102${String(n).padStart(2, '0')}`, marks: defaultSheets[0]?.marks ?? [] });

const putpic = (page1: Uint8Array, page2: Uint8Array | undefined, fields: { is_cover?: '0' | '1'; student_id?: string } = {}) =>
  putpicMath(c, page1, page2, fields);

/** Mean absolute grey difference of two rasters of one size. */
function meanDifference(a: GreyImage, b: GreyImage): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0));
  return sum / a.data.length;
}

async function storedPage(studentId: string, page: 1 | 2): Promise<Uint8Array> {
  const pic = await c.POST('/api/scannerApi/getpic', { body: { student_id: studentId, exam_id: E, subject_id: MATH, page }, parseAs: 'blob' });
  return new Uint8Array(await (pic.data as unknown as Blob).arrayBuffer());
}

describe('putpic straightens turned and face-down sheets', () => {
  it('an upright sheet: degRote 0, pageFlip false', async () => {
    const { front, back } = renderSheet(defaultSheetTemplate, sheet(3), { duplex: true });
    expect(await putpic(front, back)).toMatchObject({ student_id: '301010203', error: null, degRote: 0, pageFlip: false });
  });

  it('upside down: degRote 180, the turned front is recognised and the stored pages are upright', async () => {
    const spec = { ...sheet(4), orientation: 'rotated' as const };
    const { front, back } = renderSheet(defaultSheetTemplate, spec, { duplex: true });
    expect(recognizeSheet(front).frontFound).toBe(false);
    const result = await putpic(front, back);
    expect(result).toMatchObject({ student_id: '301010204', error: null, degRote: 180, pageFlip: false, dealInfo: { page1: true, page2: true } });
    expect(result.page1Res?.result?.map((r) => r.answers)).toEqual(spec.marks);
    expect(recognizeSheet(await storedPage('301010204', 1))).toMatchObject({ frontFound: true, examNumber: '301010204' });
    // The stored back is upright too: it matches the upright back page, not the uploaded (turned) one.
    const storedBack = decodeJpegToGrey(await storedPage('301010204', 2));
    const uprightBack = decodeJpegToGrey(renderSheet(defaultSheetTemplate, sheet(4), { duplex: true }).back ?? new Uint8Array());
    expect(meanDifference(storedBack, uprightBack)).toBeLessThan(meanDifference(rotate180(storedBack), uprightBack) / 4);
    // The portal turns the images itself and sends them again: read as they are.
    const upright = renderSheet(defaultSheetTemplate, sheet(4), { duplex: true });
    expect(await putpic(upright.front, upright.back, { is_cover: '1' })).toMatchObject({ student_id: '301010204', error: null, degRote: 0, pageFlip: false });
  });

  it('face down: pageFlip true, page2 is read as the front and stored as page 1', async () => {
    const { front, back } = renderSheet(defaultSheetTemplate, sheet(5), { duplex: true });
    if (!back) throw new Error('no back');
    const result = await putpic(back, front);
    expect(result).toMatchObject({ student_id: '301010205', error: null, degRote: 0, pageFlip: true });
    expect(result.page1Res?.result?.map((r) => r.answers)).toEqual(sheet(5).marks);
    expect(recognizeSheet(await storedPage('301010205', 1))).toMatchObject({ frontFound: true, examNumber: '301010205' });
    expect(recognizeSheet(await storedPage('301010205', 2)).frontFound).toBe(false);
    // Swapped back by the portal: read normally.
    expect(await putpic(front, back, { is_cover: '1' })).toMatchObject({ student_id: '301010205', error: null, degRote: 0, pageFlip: false });
  });

  it('face down and upside down: both; an unknown number keeps the straightened sheet as a temporary sheet', async () => {
    const { front, back } = renderSheet(defaultSheetTemplate, { ...sheet(6), orientation: 'rotated' }, { duplex: true });
    if (!back) throw new Error('no back');
    expect(await putpic(back, front)).toMatchObject({ student_id: '301010206', error: null, degRote: 180, pageFlip: true });
    const misread = renderSheet(defaultSheetTemplate, { examNumber: '301010120', marks: ['D'], orientation: 'rotated' }, { duplex: true });
    expect(await putpic(misread.front, misread.back)).toMatchObject({ student_id: '301010120', error: '考号301010120不存在', degRote: 180 });
    const temp = await unwrap(c.POST('/api/scannerApi/getTempPic', { body: { exam_id: E, subject_id: MATH, studentId: '301010120', page: 1 } }));
    expect(recognizeSheet(Buffer.from(temp, 'base64'))).toMatchObject({ frontFound: true, examNumber: '301010120' });
  });

  it('no front on either page (two backs): not straightened, the number is not recognised', async () => {
    const { back } = renderSheet(defaultSheetTemplate, sheet(7), { duplex: true });
    if (!back) throw new Error('no back');
    expect(await putpic(back, back)).toMatchObject({ student_id: null, error: '考号未识别', degRote: 0, pageFlip: false });
  });
});

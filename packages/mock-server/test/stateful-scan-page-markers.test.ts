// putpic reads the page markers the driver simulator prints on both sides of a sheet (its serial; the back's
// exam-number code) and refuses a page 2 of another sheet ('第二页与第一页不属于同一张答题卡', x-inferred in the
// contract): nothing is stored for either page, and the sheet's own pages go up afterwards as a first upload.
import { defaultSheetTemplate, defaultSheets, renderSheet } from '@exam/scanner-protocol/simulator';
import type { SheetSpec } from '@exam/scanner-protocol/simulator';
import { describe, expect, it } from 'vitest';
import { putpicMath, useSignedInMock } from './stateful-support.ts';
import type { Client } from './stateful-support.ts';

let c: Client;
useSignedInMock((_mock, client) => {
  c = client;
});

const E = 3001;
const MATH = 2;
const MISMATCH = '第二页与第一页不属于同一张答题卡';
/** A sheet of 3001 数学 nobody has uploaded (第02考场 seat n). */
const sheet = (n: number): SheetSpec => ({ examNumber: `3010102${String(n).padStart(2, '0')}`, marks: defaultSheets[0]?.marks ?? [] });
const pages = (spec: SheetSpec, serial?: string) => {
  const { front, back } = renderSheet(defaultSheetTemplate, spec, { duplex: true, ...(serial ? { serial } : {}) });
  if (!back) throw new Error('no back');
  return { front, back };
};

const putpic = (page1: Uint8Array, page2: Uint8Array | undefined) => putpicMath(c, page1, page2);

async function stored(studentId: string, page: 1 | 2): Promise<boolean> {
  const { response } = await c.POST('/api/scannerApi/getpic', { body: { exam_id: E, subject_id: MATH, student_id: studentId, page }, parseAs: 'blob' });
  return (response.headers.get('content-type') ?? '').startsWith('image/jpeg');
}

const refused = {
  student_id: null,
  error: MISMATCH,
  dealInfo: { page1: false, page2: false },
  page2Res: { success: false, result: null, error: MISMATCH },
};

describe('putpic refuses a page 2 of another sheet', () => {
  it('a front with its own back (same serial) is stored', async () => {
    const own = pages(sheet(3), 'S1-0003');
    expect(await putpic(own.front, own.back)).toMatchObject({ student_id: '301010203', error: null, dealInfo: { page1: true, page2: true } });
  });

  it('the back of the next sheet (another serial and exam-number code): refused, nothing stored; the right pair then goes up', async () => {
    const a = pages(sheet(4), 'S2-0001');
    const b = pages(sheet(5), 'S2-0002');
    expect(await putpic(a.front, b.back)).toMatchObject(refused);
    expect(await stored('301010204', 1)).toBe(false);
    expect(await stored('301010205', 2)).toBe(false);
    expect(await putpic(a.front, a.back)).toMatchObject({ student_id: '301010204', error: null, preStatus: { page1: 0, page2: 0 } });
  });

  it('the same serial but the back’s exam-number code is another student’s: refused', async () => {
    const a = pages(sheet(6), 'S3-0001');
    const b = pages(sheet(7), 'S3-0001');
    expect(await putpic(a.front, b.back)).toMatchObject(refused);
    expect(await stored('301010206', 1)).toBe(false);
  });

  it('face down and mispaired (page 1 another sheet’s back, page 2 a front): refused', async () => {
    const a = pages(sheet(8), 'S4-0002');
    const b = pages(sheet(9), 'S4-0001');
    expect(await putpic(b.back, a.front)).toMatchObject({ ...refused, pageFlip: true });
    expect(await stored('301010208', 1)).toBe(false);
  });

  it('upside down, both pages of one sheet: the markers read turned, the sheet is stored', async () => {
    const turned = pages({ ...sheet(10), orientation: 'rotated' }, 'S5-0001');
    expect(await putpic(turned.front, turned.back)).toMatchObject({ student_id: '301010210', error: null, degRote: 180 });
  });
});

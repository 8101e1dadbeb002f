// putpic's idempotency key (the contract's x-inferred upload_key): the same upload sent again after its answer was
// lost gets the first answer, not '第一页已上传'; a new upload of the same sheet is still refused as a duplicate, and
// deleteTempPic takes an unsaved sheet away so that it can be scanned again.
import { defaultSheets, renderSheet, defaultSheetTemplate } from '@exam/scanner-protocol/simulator';
import type { SheetSpec } from '@exam/scanner-protocol/simulator';
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
const wu = (): SheetSpec => {
  const s = defaultSheets.find((x) => x.label === '吴婷');
  if (!s) throw new Error('吴婷');
  return s;
};

function putpic(sheet: SheetSpec, uploadKey?: string) {
  const { front, back } = renderSheet(defaultSheetTemplate, sheet, { duplex: true });
  return putpicMath(c, front, back, { realTimeAlign: true, ...(uploadKey ? { upload_key: uploadKey } : {}) });
}

describe('putpic upload_key', () => {
  it('answers the same upload sent again with its first answer; another upload of the sheet is a duplicate', async () => {
    const first = await putpic(wu(), 'key-1');
    expect(first).toMatchObject({ student_id: '301010202', error: null, preStatus: { page1: 0, page2: 0 }, dealInfo: { page1: true, page2: true } });
    const again = await putpic(wu(), 'key-1');
    expect(again).toEqual(first);
    const other = await putpic(wu(), 'key-2');
    expect(other.error).toBe('第一页已上传，第二页已上传');
    const unkeyed = await putpic(wu());
    expect(unkeyed.error).toBe('第一页已上传，第二页已上传');
  });

  it('after deleteTempPic the sheet uploads afresh, and its old key is forgotten', async () => {
    await putpic(wu(), 'key-a');
    await unwrap(c.POST('/api/scannerApi/deleteTempPic', { body: { studentIds: ['301010202'], exam_id: E, subject_id: MATH } }));
    const rescan = await putpic(wu(), 'key-b');
    expect(rescan).toMatchObject({ error: null, preStatus: { page1: 0, page2: 0 } });
    await unwrap(c.POST('/api/scannerApi/deleteTempPic', { body: { studentIds: ['301010202'], exam_id: E, subject_id: MATH } }));
    const sameKeyAfterDiscard = await putpic(wu(), 'key-a');
    expect(sameKeyAfterDiscard).toMatchObject({ error: null, dealInfo: { page1: true, page2: true } });
  });
});

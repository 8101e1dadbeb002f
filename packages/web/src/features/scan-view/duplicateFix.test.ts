// Duplicate flags follow fixes (issue 26): two sheets of one exam number in a batch are both flagged; fixing one of
// them (a typed number) or discarding one counts the flags again, so its twin is no longer a duplicate. Uploads are fakes.
import { describe, expect, it } from 'vitest';
import type { PutPicResult } from './intake';
import type { SheetUpload } from './queries';
import { createScanController, rowIsError, type ScanContext } from './scanController';

const context: ScanContext = { examId: 3001, subjectId: 2, scanProp: { scan_way: '2' }, scanType: '3', mode: 'paper', doubleSided: true, isCover: false, realTimeAlign: true };

const answer = (studentId: string, taken: boolean): PutPicResult => ({
  student_id: studentId,
  preStatus: { page1: taken ? 2 : 0, page2: taken ? 2 : 0 },
  roomInfo: null,
  dealInfo: { page1: !taken, page2: !taken },
  error: taken ? '第一页已上传，第二页已上传' : null,
  page1Res: { success: true, result: [], error: null },
  page2Res: { success: true, result: [], error: null },
  pageFlip: false,
  degRote: 0,
});

const until = async (check: () => boolean, ms = 5_000) => {
  for (let waited = 0; !check() && waited < ms; waited += 10) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

/** Two double-sided sheets scanned and uploaded, both flagged as duplicates as the scan's end flags them. */
async function scannedTwins(upload: (sheet: SheetUpload) => Promise<PutPicResult>) {
  const controller = createScanController({ context, driverUrl: 'ws://127.0.0.1:9', upload, notify: () => undefined, describe: () => '上传失败' });
  await controller.addImages(['AAAA', 'BBBB']);
  await controller.addImages(['CCCC', 'DDDD']);
  await controller.idle();
  const [first, second] = controller.getSnapshot().rows;
  if (!first || !second) throw new Error('two rows');
  controller.updateRow(first.id, { duplicate: true });
  controller.updateRow(second.id, { duplicate: true });
  return { controller, first, second };
}

describe('duplicate flags after a fix', () => {
  it('fixing one twin clears the other’s flag; uploads of one sheet keep one key across retries', async () => {
    const keys: (string | undefined)[] = [];
    let uploads = 0;
    const upload = (sheet: SheetUpload): Promise<PutPicResult> => {
      uploads += 1;
      keys.push(sheet.uploadKey);
      if (sheet.studentId) return Promise.resolve(answer(sheet.studentId, false));
      return Promise.resolve(answer('301010110', uploads > 1));
    };
    const { controller, second } = await scannedTwins(upload);

    expect(controller.reupload(second.id, { studentId: '301010111' })).toBe(true);
    await until(() => controller.getSnapshot().rows[1]?.state === 'done');
    const rows = controller.getSnapshot().rows;
    expect(rows.map((r) => r.outcome?.studentId)).toEqual(['301010110', '301010111']);
    expect(rows.map((r) => Boolean(r.duplicate))).toEqual([false, false]);
    // Every upload carries a key; the fix is a new upload with a new key.
    expect(new Set(keys).size).toBe(3);
    expect(keys.every(Boolean)).toBe(true);
  });

  it('discarding one of two twins clears the other’s flag, so 保存 takes it', async () => {
    const upload = (): Promise<PutPicResult> => Promise.resolve(answer('301010110', false));
    const { controller, first, second } = await scannedTwins(upload);

    controller.removeRows([second.id]);
    const rows = controller.getSnapshot().rows;
    expect(rows.map((r) => r.id)).toEqual([first.id]);
    expect(rows.map(rowIsError)).toEqual([false]);
  });
});

import { describe, expect, it } from 'vitest';
import { createPairing, duplicateNumbers, manualNumberProblem, missingSideText, saveProblem, sheetOutcome, shortError, uploadLabel, type PutPicResult } from './intake';

const name = (ts: string, prefix = 'EXAMSCAN') => `D:\\scan\\${prefix}-${ts}.jpg`;

describe('pairing', () => {
  it('pairs front and back when double-sided, every image when single-sided', () => {
    const double = createPairing({ doubleSided: true, prefix: 'EXAMSCAN', extension: 'jpg' });
    expect(double.add(name('20261105083015123')).kind).toBe('waiting');
    const sheet = double.add(name('20261105083015456'));
    expect(sheet).toEqual({ kind: 'sheet', images: [{ path: name('20261105083015123'), timestamp: '20261105083015123' }, { path: name('20261105083015456'), timestamp: '20261105083015456' }] });
    expect(double.add(name('20261105083016000')).kind).toBe('waiting');
    expect(double.takeWaiting()?.timestamp).toBe('20261105083016000');
    expect(double.takeWaiting()).toBeUndefined();

    const single = createPairing({ doubleSided: false, prefix: 'EXAMSCAN', extension: 'jpg' });
    expect(single.add(name('20261105083015123'))).toMatchObject({ kind: 'sheet', images: [{ timestamp: '20261105083015123' }] });
  });

  it('refuses a file name it cannot read and timestamps that go backwards', () => {
    const pairing = () => createPairing({ doubleSided: true, prefix: 'EXAMSCAN', extension: 'jpg' });
    let p = pairing();
    expect(p.add('D:\\scan\\photo.jpg')).toEqual({ kind: 'badName', path: 'D:\\scan\\photo.jpg', feedFrom: 1 });
    for (const bad of [name('20261105083015123', 'OTHER'), 'D:\\scan\\EXAMSCAN20261105083015123.png']) {
      p = pairing();
      expect(p.add(bad).kind).toBe('badName');
    }
    p = pairing();
    expect(p.add('D:\\scan\\EXAMSCAN20261105083015123.jpg').kind).toBe('waiting'); // the hyphen is optional
    expect(p.add(name('20261105083015123')).kind).toBe('sheet'); // equal is fine
    expect(p.add(name('20261105083015122')).kind).toBe('orderAbnormal');
  });

  it('pairs nothing after a bad image until the next scan, so no sheet takes a page of another', () => {
    const p = createPairing({ doubleSided: true, prefix: 'EXAMSCAN', extension: 'jpg' });
    expect(p.add('D:\\scan\\photo.jpg').kind).toBe('badName'); // the front of sheet 1
    expect(p.add(name('20261105083015124')).kind).toBe('halted'); // its back
    expect(p.add(name('20261105083015125')).kind).toBe('halted'); // sheet 2, still in flight
    expect(p.add(name('20261105083015126')).kind).toBe('halted');
    expect(p.takeWaiting()).toBeUndefined();
    p.reset();
    expect(p.add(name('20260101000000000')).kind).toBe('waiting');
    expect(p.add(name('20260101000000001')).kind).toBe('sheet');
  });

  it('a bad name names the sheet to feed again: the first one of this scan not received complete', () => {
    const double = createPairing({ doubleSided: true, prefix: 'EXAMSCAN', extension: 'jpg' });
    for (const ts of ['20261105083015001', '20261105083015002', '20261105083015003', '20261105083015004']) double.add(name(ts));
    double.add(name('20261105083015005')); // the front of sheet 3
    expect(double.add('D:\\scan\\photo.jpg')).toMatchObject({ kind: 'badName', feedFrom: 3 }); // its back
    double.reset();
    double.add(name('20261105083016001'));
    double.add(name('20261105083016002'));
    expect(double.add('D:\\scan\\photo.jpg')).toMatchObject({ kind: 'badName', feedFrom: 2 }); // counted in this scan
    const single = createPairing({ doubleSided: false, prefix: 'EXAMSCAN', extension: 'jpg' });
    single.add(name('20261105083015001'));
    expect(single.add('D:\\scan\\photo.jpg')).toMatchObject({ kind: 'badName', feedFrom: 2 });
  });
});

describe('upload labels by prior status', () => {
  it('names new, overwrite and reupload results, and unknown statuses', () => {
    expect(uploadLabel(0, true)).toEqual({ text: '即将上传', ok: true });
    expect(uploadLabel(null, false)).toEqual({ text: '未上传', ok: false });
    expect(uploadLabel(1, true)?.text).toBe('即将覆盖');
    expect(uploadLabel(2, false)?.text).toBe('未覆盖');
    expect(uploadLabel(3, true)?.text).toBe('重新上传成功');
    expect(uploadLabel(3, false)?.text).toBe('重新上传失败');
    expect(uploadLabel(7, true)).toEqual({ text: '未知状态', ok: false });
    expect(uploadLabel(0, null)).toBeUndefined();
  });
});

const ok: PutPicResult = {
  student_id: '301010101',
  preStatus: { page1: 0, page2: 0 },
  roomInfo: { room_id: 501, room_name: '第01考场', seat_num: 1 },
  dealInfo: { page1: true, page2: true },
  error: null,
  page1Res: { success: true, result: [{ subnum: 1, answers: 'B' }, { subnum: 2, answers: '' }], error: null },
  page2Res: { success: true, result: [], error: null },
  pageFlip: false,
  degRote: 0,
};

describe('pairing by sheet serial and side', () => {
  it('a side whose other side never came is incomplete, named by the side missing: a back alone misses its front', () => {
    const p = createPairing({ doubleSided: true, prefix: 'EXAMSCAN', extension: 'jpg' });
    expect(p.add(name('20261105083015001'), 'S1', 'front').kind).toBe('waiting');
    expect(p.add(name('20261105083015002'), 'S1', 'back').kind).toBe('sheet');
    // Sheet 2's front was lost: its back waits, and sheet 3's front shows it alone.
    expect(p.add(name('20261105083015004'), 'S2', 'back').kind).toBe('waiting');
    const third = p.add(name('20261105083015005'), 'S3', 'front');
    expect(third).toMatchObject({ kind: 'waiting', orphan: { path: name('20261105083015004'), sheet: 'S2', side: 'back' } });
    if (third.kind !== 'waiting' || !third.orphan) throw new Error('an orphan');
    expect(missingSideText(third.orphan)).toBe('缺少正面图片，请重新扫描该答题卡');
    // Sheet 3's back was lost: its front is left alone by sheet 4, and misses its back.
    const fourth = p.add(name('20261105083015007'), 'S4', 'front');
    if (fourth.kind !== 'waiting' || !fourth.orphan) throw new Error('an orphan');
    expect(missingSideText(fourth.orphan)).toBe('缺少反面图片，请重新扫描该答题卡');
    // A back left waiting at the scan's end misses its front too; an image without a side, its back.
    p.takeWaiting();
    p.add(name('20261105083015009'), 'S5', 'back');
    expect(missingSideText(p.takeWaiting() ?? { path: '', timestamp: '' })).toBe('缺少正面图片，请重新扫描该答题卡');
    expect(missingSideText({ path: name('20261105083015010'), timestamp: '20261105083015010' })).toBe('缺少反面图片，请重新扫描该答题卡');
  });
});

describe('sheet outcome', () => {
  it('a recognised sheet: number, room, answers and labels', () => {
    expect(sheetOutcome(ok, { scanType: '3' })).toEqual({
      studentId: '301010101',
      absent: false,
      error: null,
      coverError: false,
      isError: false,
      labels: { page1: { text: '即将上传', ok: true }, page2: { text: '即将上传', ok: true } },
      answers: { page1: '1:B 2:-', page2: '' },
      room: { room_id: 501, room_name: '第01考场', seat_num: 1 },
    });
  });
  it('absent, unrecognised, failed page, already uploaded and room mismatch', () => {
    expect(sheetOutcome({ ...ok, page1Res: { success: true, result: [{ subnum: -1, answers: '' }], error: null } }, { scanType: '3' }).absent).toBe(true);
    expect(sheetOutcome({ ...ok, student_id: null }, { scanType: '3' })).toMatchObject({ isError: true, error: '考号未识别' });
    expect(sheetOutcome({ ...ok, page2Res: { success: false, result: null, error: '第二页定位点识别失败' } }, { scanType: '3' })).toMatchObject({
      isError: true,
      error: '第二页定位点识别失败',
    });
    expect(sheetOutcome({ ...ok, error: '第一页已上传，请勿重复上传' }, { scanType: '3' })).toMatchObject({ isError: true, coverError: true });
    expect(sheetOutcome(ok, { scanType: '1', currentRoom: { room_id: 502, name: '第02考场' } })).toMatchObject({
      isError: true,
      error: '考号301010101属于第01考场，但当前考场为第02考场',
    });
    expect(sheetOutcome(ok, { scanType: '1', currentRoom: { room_id: 501, name: '第01考场' } }).isError).toBe(false);
  });
  it('cuts long errors at 20 characters', () => {
    expect(shortError('一二三四五六七八九十一二三四五六七八九十')).toBe('一二三四五六七八九十一二三四五六七八九十');
    expect(shortError('一二三四五六七八九十一二三四五六七八九十多')).toBe('一二三四五六七八九十一二三四五六七八九十…');
  });
});

describe('scan end and saving', () => {
  it('finds exam numbers scanned twice', () => {
    expect(duplicateNumbers(['1', '2', null, '1', '3', '2', '1'])).toEqual(['1', '2']);
    expect(duplicateNumbers(['1', '2'])).toEqual([]);
  });
  it('blocks saving with the spec texts', () => {
    const sheet = (seat: number, isError = false) => ({ studentId: String(seat), isError, seat });
    expect(saveProblem([], { scanType: '3', strict: false })).toBe('没有可保存的试卷');
    expect(saveProblem([], { scanType: '3', strict: false, automatic: true })).toBe('自动保存失败：没有可保存的试卷');
    expect(saveProblem([sheet(1, true)], { scanType: '3', strict: true })).toBeUndefined();
    expect(saveProblem([sheet(1, true)], { scanType: '1', strict: false })).toBe('当前有错误，无法保存');
    expect(saveProblem([sheet(1)], { scanType: '1', strict: false, unscannedInRoom: 2 })).toBe('无法保存，存在未扫描的试卷！');
    expect(saveProblem([sheet(1), sheet(2), sheet(3)], { scanType: '1', strict: true })).toBeUndefined();
    expect(saveProblem([sheet(1), sheet(3), sheet(2)], { scanType: '1', strict: true })).toBe('无法保存，座位号必须严格递增（座位号 3）');
    expect(saveProblem([sheet(2)], { scanType: '1', strict: false })).toBeUndefined();
  });
  it('checks a manual exam number', () => {
    expect(manualNumberProblem(' ', 9)).toBe('请输入新考号');
    expect(manualNumberProblem('', 9, true)).toBe('请输入考号');
    expect(manualNumberProblem('30101a', 9)).toBe('考号必须是数字');
    expect(manualNumberProblem('3010101011', 9)).toBe('未找到考号：3010101011');
    expect(manualNumberProblem('301010101', 9)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { SheetOutcome } from './intake';
import { roomLines } from './ResultTable';
import { planSave, saveGroups } from './saving';
import type { RoomData, ScanRow } from './scanController';
import { SCAN_TEXTS } from './scanTexts';
import { chosenImagesProblem } from './UploadImagesDialog';
import { percent } from './ExamModeBar';
import { roundDouble } from './ParamConfigDialog';

const outcome = (studentId: string | null, patch: Partial<SheetOutcome> = {}): SheetOutcome => ({
  studentId,
  absent: false,
  error: null,
  coverError: false,
  isError: studentId === null,
  labels: {},
  answers: { page1: '', page2: '' },
  room: null,
  ...patch,
});
let n = 0;
const row = (studentId: string | null, patch: Partial<ScanRow> = {}, o: Partial<SheetOutcome> = {}): ScanRow => {
  n += 1;
  return { id: `r${n}`, index: n, images: [], state: 'done', outcome: outcome(studentId, o), ...patch };
};
const seat = (seat_num: number, student_id: string) => ({ room_id: 5, room_name: '第01考场', seat_num, student_id });
const room: RoomData = { room: { room_id: 5, name: '第01考场' }, students: [seat(1, '301'), seat(2, '302')] };

describe('planSave', () => {
  it('saves the recognised sheets of a batch and leaves the others for fixing', () => {
    const rows = [row('101'), row(null), row('102', { state: 'failed' }), row('103', { state: 'uploading' }), row('104', { duplicate: true })];
    const plan = planSave(rows, { scanType: '3', strict: false });
    expect(plan).toEqual({ studentIds: ['101'], rowIds: [rows[0]?.id] });
  });

  it('says there is nothing to save, prefixed when automatic', () => {
    expect(planSave([row(null)], { scanType: '2', strict: false })).toEqual({ problem: SCAN_TEXTS.nothingToSave });
    expect(planSave([], { scanType: '3', strict: false, automatic: true })).toEqual({ problem: SCAN_TEXTS.autoSaveFailed(SCAN_TEXTS.nothingToSave) });
  });

  it('in room scan, errors and unscanned seats block the save; strict mode wants seats 1, 2, … in scan order', () => {
    const s1 = { room: { room_id: 5, room_name: '第01考场', seat_num: 1 } };
    const s2 = { room: { room_id: 5, room_name: '第01考场', seat_num: 2 } };
    expect(planSave([row('301', {}, s1), row(null)], { scanType: '1', strict: false, room })).toEqual({ problem: SCAN_TEXTS.errorsBlockSave });
    expect(planSave([row('301', {}, s1)], { scanType: '1', strict: false, room })).toEqual({ problem: SCAN_TEXTS.unscannedBlockSave });
    expect(planSave([row('302', {}, s2), row('301', {}, s1)], { scanType: '1', strict: true, room })).toEqual({ problem: SCAN_TEXTS.seatsMustIncrease(2) });
    const ok = [row('301', {}, s1), row('302', {}, s2)];
    expect(planSave(ok, { scanType: '1', strict: true, room })).toEqual({ studentIds: ['301', '302'], rowIds: ok.map((r) => r.id) });
  });
});

describe('roomLines', () => {
  it('lists every seat of the room, scanned or not, then the sheets of no seat there', () => {
    const a = row('302');
    const stranger = row('999');
    const lines = roomLines([stranger, a], room);
    expect(lines.map((l) => [l.seat?.seat_num, l.row?.outcome?.studentId])).toEqual([
      [1, undefined],
      [2, '302'],
      [undefined, '999'],
    ]);
  });
});

describe('chosen images', () => {
  const jpg = (name: string) => ({ name, type: 'image/jpeg' });
  it('wants one or two JPEG images, two when double-sided', () => {
    expect(chosenImagesProblem([], false)).toBe(SCAN_TEXTS.chooseImages);
    expect(chosenImagesProblem([jpg('a.jpg'), jpg('b.jpg'), jpg('c.jpg')], false)).toBe(SCAN_TEXTS.atMostTwoImages);
    expect(chosenImagesProblem([jpg('a.jpg')], true)).toBe(SCAN_TEXTS.doubleSidedNeedsTwo);
    expect(chosenImagesProblem([{ name: 'a.png', type: 'image/png' }], false)).toBe(SCAN_TEXTS.onlyJpeg);
    expect(chosenImagesProblem([jpg('a.jpg')], false)).toBeUndefined();
    expect(chosenImagesProblem([jpg('a.jpg'), jpg('b.JPG')], true)).toBeUndefined();
  });
});

describe('numbers', () => {
  it('rounds percentages and double parameters to 2 decimals', () => {
    expect(percent(1, 3)).toBe(33.33);
    expect(percent(0, 0)).toBe(0);
    expect(roundDouble(1.005 + 0.001)).toBe(1.01);
    expect(roundDouble(1.8)).toBe(1.8);
  });
});

describe('saveGroups', () => {
  it('saves each sheet the way it was uploaded, whatever the toggle says at save time', () => {
    const rows = [row('301', { realTimeAlign: false }), row('302', { realTimeAlign: true }), row('303', { realTimeAlign: false })];
    const plan = { studentIds: ['301', '302', '303'], rowIds: rows.map((r) => r.id) };
    expect(saveGroups(rows, plan, true)).toEqual([
      { realTimeAlign: false, studentIds: ['301', '303'] },
      { realTimeAlign: true, studentIds: ['302'] },
    ]);
  });
  it('a sheet with no recorded mode follows the toggle', () => {
    const rows = [row('301'), row('302', { realTimeAlign: true })];
    expect(saveGroups(rows, { studentIds: ['301', '302'], rowIds: rows.map((r) => r.id) }, true)).toEqual([{ realTimeAlign: true, studentIds: ['301', '302'] }]);
  });
});

import { describe, expect, it } from 'vitest';
import { sheetOutcome, type PutPicResult } from '../intake';
import type { ScanRow } from '../scanController';
import { afterModify, type ConflictEntry } from './conflictStack';
import { answerRows, exactMatch, fixNumberProblem, needsFixing, roomProblems, scanEndDialog, tempNumber, uploadedNumber, type NumberRuleContext } from './fixRules';

const base: PutPicResult = {
  student_id: '301010105',
  preStatus: { page1: 0, page2: 0 },
  roomInfo: { room_id: 501, room_name: '第01考场', seat_num: 5 },
  dealInfo: { page1: true, page2: true },
  error: null,
  page1Res: { success: true, result: [{ subnum: 1, answers: 'B' }, { subnum: 2, answers: '' }], error: null },
  page2Res: { success: true, result: [], error: null },
  pageFlip: false,
  degRote: 0,
};

let n = 0;
function row(result: Partial<PutPicResult> | null, patch: Partial<ScanRow> = {}): ScanRow {
  n += 1;
  return {
    id: `r${n}`,
    index: n,
    images: [{ path: `p${n}a`, timestamp: '20261105083015123' }, { path: `p${n}b`, timestamp: '20261105083015124' }],
    state: 'done',
    ...(result ? { outcome: sheetOutcome({ ...base, ...result }, { scanType: '3' }) } : {}),
    ...patch,
  };
}

const unreadable = { student_id: null, roomInfo: null, dealInfo: { page1: false, page2: false }, error: '考号未识别', page1Res: { success: false, result: null, error: '考号区域识别失败' }, page2Res: null };
const misread = { student_id: '301019999', roomInfo: null, dealInfo: { page1: false, page2: false }, error: '考号301019999不存在' };
const covered = { student_id: '301010101', preStatus: { page1: 2, page2: 2 }, dealInfo: { page1: false, page2: false }, error: '第一页已上传，第二页已上传' };

describe('which sheets need fixing', () => {
  it('takes unrecognised, erroneous, failed and incomplete sheets, not good or uploading ones', () => {
    expect(needsFixing(row(unreadable))).toBe(true);
    expect(needsFixing(row(misread))).toBe(true);
    expect(needsFixing(row(covered))).toBe(true);
    expect(needsFixing(row(null, { state: 'failed', failure: 'HTTP 500' }))).toBe(true);
    expect(needsFixing(row(null, { state: 'incomplete' }))).toBe(true);
    expect(needsFixing(row({}))).toBe(false);
    expect(needsFixing(row(unreadable, { state: 'uploading' }))).toBe(false);
  });

  it('knows the number a sheet is uploaded under, and the misread number the server holds a temporary sheet under', () => {
    expect(uploadedNumber(row({}))).toBe('301010105');
    expect(uploadedNumber(row(covered))).toBeUndefined();
    expect(uploadedNumber(row(unreadable))).toBeUndefined();
    expect(tempNumber(row(misread))).toBe('301019999');
    // Not held: an unreadable number, an 'already uploaded' sheet, a sheet of another room (it names one).
    expect(tempNumber(row(unreadable))).toBeUndefined();
    expect(tempNumber(row(covered))).toBeUndefined();
    expect(tempNumber(row({ error: '考号301020101属于第03考场，当前考场为第01考场' }))).toBeUndefined();
    expect(tempNumber(row({}))).toBeUndefined();
  });
});

describe('a typed exam number', () => {
  const fixing = row(unreadable);
  const other = row({ student_id: '301010102' });
  const typing = row(unreadable, { state: 'uploading', manualStudentId: '301010103' });
  const rows = [fixing, other, typing];
  const ctx = (patch: Partial<NumberRuleContext> = {}): NumberRuleContext => ({ scanType: '3', maxLength: 9, rows, rowId: fixing.id, isCover: false, ...patch });

  it('is required, digits only and no longer than student_id_length', () => {
    expect(fixNumberProblem('  ', ctx())).toBe('请输入考号');
    expect(fixNumberProblem('30101a101', ctx())).toBe('考号必须是数字');
    expect(fixNumberProblem('3010101011', ctx())).toBe('未找到考号：3010101011');
    expect(fixNumberProblem('301010104', ctx())).toBeUndefined();
  });

  it('in school and global scan may not be in the batch already, unless override is on', () => {
    for (const scanType of ['2', '3'] as const) {
      expect(fixNumberProblem('301010102', ctx({ scanType }))).toBe('此考号在本批次已存在，请重新输入');
      expect(fixNumberProblem('301010103', ctx({ scanType }))).toBe('此考号在本批次已存在，请重新输入');
      expect(fixNumberProblem('301010102', ctx({ scanType, isCover: true }))).toBeUndefined();
    }
  });

  it('in room scan must be unique in this scan and a student of the room, override or not', () => {
    const roomStudents = [101, 102, 104].map((s, i) => ({ room_id: 501, room_name: '第01考场', seat_num: i + 1, student_id: `301010${s}` }));
    const room = ctx({ scanType: '1', roomStudents, isCover: true });
    expect(fixNumberProblem('301010102', room)).toBe('考号已存在此次扫描中，请重新输入');
    expect(fixNumberProblem('301010105', room)).toBe('考号不存在此考场，请重新输入');
    expect(fixNumberProblem('301010104', room)).toBeUndefined();
  });

  it('must match a student of the search exactly', () => {
    const found = [{ student_id: '3010101010' }, { student_id: '301010101' }];
    expect(exactMatch('30101010', found)).toBeUndefined();
    expect(exactMatch(' 301010101 ', found)).toEqual({ student_id: '301010101' });
  });
});

describe('the room scan error table', () => {
  it('lists unscanned seats, sheets of another room and duplicates in seat order', () => {
    const seats = [1, 2, 3].map((seat) => ({ room_id: 501, room_name: '第01考场', seat_num: seat, student_id: `30101010${seat}` }));
    const one = row({ student_id: '301010101', roomInfo: { room_id: 501, room_name: '第01考场', seat_num: 1 } });
    const dup = row({ student_id: '301010103', roomInfo: { room_id: 501, room_name: '第01考场', seat_num: 3 } }, { duplicate: true });
    const away = row({ student_id: '301020101', roomInfo: { room_id: 503, room_name: '第03考场', seat_num: 4 }, error: '考号301020101属于第03考场，当前考场为第01考场' });
    const problems = roomProblems([one, dup, away, row(unreadable)], seats, 501);
    expect(problems.map((p) => [p.seat, p.studentId, p.problem])).toEqual([
      [2, '301010102', 'notScanned'],
      [3, '301010103', 'duplicate'],
      [4, '301020101', 'mismatch'],
    ]);
    expect(problems[0]?.text).toBe('本次未扫描');
    expect(roomProblems([one], seats.slice(0, 1), 501)).toEqual([]);
  });

  it('opens at the end of a room scan only: the room table for room problems, else the unrecognised sheets', () => {
    const seats = [{ room_id: 501, room_name: '第01考场', seat_num: 1, student_id: '301010101' }];
    const one = row({ student_id: '301010101', roomInfo: { room_id: 501, room_name: '第01考场', seat_num: 1 } });
    const currentRoom = { room_id: 501 };
    expect(scanEndDialog([one, row(unreadable)], { scanType: '3' })).toBeUndefined();
    expect(scanEndDialog([row(unreadable)], { scanType: '1', roomStudents: seats, currentRoom })).toMatchObject({ kind: 'room', problems: [{ problem: 'notScanned' }] });
    expect(scanEndDialog([one, row(unreadable)], { scanType: '1', roomStudents: seats, currentRoom })).toEqual({ kind: 'fix' });
    expect(scanEndDialog([one], { scanType: '1', roomStudents: seats, currentRoom })).toBeUndefined();
  });
});

describe('the conflict stack of 修改考号', () => {
  it('drops the entry that was moved, and pushes the displaced sheet held under the old number', () => {
    const start: ConflictEntry[] = [{ sid: '301010105', rowId: 'r1' }];
    expect(afterModify(start, '301010104', {})).toEqual([]);
    const conflict = afterModify(start, '301010101', { paperBase64: 'AAAA' }, 'r7');
    expect(conflict).toEqual([{ sid: '301010105', displacedFrom: '301010101', image: 'AAAA', rowId: 'r7' }]);
    // Resolving the conflict onto another uploaded number pushes the next one; a free number empties the stack.
    const again = afterModify(conflict, '301010102', { paperBase64: 'BBBB' });
    expect(again).toEqual([{ sid: '301010105', displacedFrom: '301010102', image: 'BBBB' }]);
    expect(afterModify(again, '301010106', {})).toEqual([]);
    expect(afterModify([], '301010106', {})).toEqual([]);
  });
});

describe('answers for the answer-detail viewer', () => {
  it('reads the table text back into sub-question rows, blanks included', () => {
    const outcome = sheetOutcome(base, { scanType: '3' });
    expect(answerRows(outcome.answers.page1)).toEqual([
      { subnum: 1, answers: 'B', doubtful: false },
      { subnum: 2, answers: '', doubtful: false },
    ]);
    expect(answerRows('')).toEqual([]);
  });

  it('keeps an answer the server read as doubtful (a mark between blank and filled) marked so', () => {
    const doubtful = { ...base, page1Res: { success: true, result: [{ subnum: 1, answers: 'B', doubtful: true }, { subnum: 2, answers: '' }], error: null } };
    const outcome = sheetOutcome(doubtful, { scanType: '3' });
    expect(outcome.answers.page1).toBe('1:B? 2:-');
    expect(answerRows(outcome.answers.page1)).toEqual([
      { subnum: 1, answers: 'B', doubtful: true },
      { subnum: 2, answers: '', doubtful: false },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { clearCounts, discardAndClearCounts, serverHeldNumbers } from './discard';
import type { ScanRow } from './scanController';
import type { SheetOutcome } from './intake';
import { SCAN_TEXTS } from './scanTexts';

const outcome = (o: Partial<SheetOutcome>): SheetOutcome => ({
  studentId: null,
  absent: false,
  error: null,
  coverError: false,
  isError: false,
  labels: {},
  answers: { page1: '', page2: '' },
  room: null,
  ...o,
});
const row = (id: string, patch: Partial<ScanRow>): ScanRow => ({ id, index: 1, images: [], state: 'done', ...patch });
const room = { room_id: 502, room_name: '第02考场', seat_num: 2 };

describe('discarding sheets', () => {
  const rows = [
    row('ok', { outcome: outcome({ studentId: '301010202', labels: { page1: { text: '即将上传', ok: true } }, room }) }),
    row('mismatch', { outcome: outcome({ studentId: '301010203', isError: true, error: '考场不符', labels: { page1: { text: '即将上传', ok: true } }, room }) }),
    row('misread', { outcome: outcome({ studentId: '301019999', isError: true, error: '考号301019999不存在', labels: { page1: { text: '未上传', ok: false } } }) }),
    row('taken', { outcome: outcome({ studentId: '301010101', isError: true, coverError: true, error: '第一页已上传', labels: { page1: { text: '未覆盖', ok: false } }, room }) }),
    row('unread', { outcome: outcome({ isError: true, error: '考号未识别' }) }),
    row('uploading', { state: 'uploading' }),
    row('failed', { state: 'failed' }),
  ];

  it('removes the uploads the server holds for the rows, never another sheet’s upload', () => {
    expect(serverHeldNumbers(rows)).toEqual(['301010202', '301010203', '301019999']);
  });

  it('counts what 清空列表 drops: unsaved and unrecognised finished sheets', () => {
    expect(clearCounts(rows)).toEqual({ unsaved: 1, unrecognised: 4 });
    expect(clearCounts([])).toEqual({ unsaved: 0, unrecognised: 0 });
  });

  it('counts what 全部丢弃并清空 drops: every sheet but those uploading, failed and incomplete ones as unrecognised', () => {
    expect(discardAndClearCounts([...rows, row('half', { state: 'incomplete' })])).toEqual({ unsaved: 1, unrecognised: 6 });
    expect(SCAN_TEXTS.confirmDiscardAndClear(1, 6)).toBe(
      '全部丢弃并清空将丢弃 1 张未保存的试卷和 6 张未识别（有错误）的试卷，服务器上它们的临时上传一并删除。确定丢弃并清空吗？',
    );
  });
});

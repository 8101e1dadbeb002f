import { describe, expect, it } from 'vitest';
import { reconcile, type BatchTally, type TallyRow } from './reconciliation';

const tally = (patch: Partial<BatchTally> = {}): BatchTally => ({ started: true, rowIds: [], saved: 0, ...patch });
const row = (id: string, state: TallyRow['state']): TallyRow => ({ id, state });

describe('reconcile', () => {
  it('counts received sheets as fed until the driver says how many it fed', () => {
    const rows = [row('a', 'done'), row('b', 'uploading')];
    expect(reconcile(tally({ rowIds: ['a', 'b'] }), rows)).toEqual({ fed: 2, received: 2, uploaded: 1, saved: 0, uploading: 1, notes: [] });
  });

  it('explains sheets fed but never received by the reason of the batch', () => {
    const rows = [row('a', 'done'), row('b', 'done'), row('c', 'done')];
    const r = reconcile(tally({ rowIds: ['a', 'b', 'c'], fed: 5, missingReason: 'disconnected' }), rows);
    expect(r.fed).toBe(5);
    expect(r.notes).toEqual(['2 张未接收：扫描仪连接中断', '3 张未保存']);
    expect(reconcile(tally({ rowIds: ['a'], fed: 2, missingReason: 'halted' }), [row('a', 'done')]).notes[0]).toBe('1 张未接收：扫描已停止，请重新扫描');
    expect(reconcile(tally({ rowIds: ['a'], fed: 2 }), [row('a', 'done')]).notes[0]).toBe('1 张未接收');
  });

  it('says which received sheets failed to upload or lack their back, and waits for uploads before 未保存', () => {
    const rows = [row('a', 'failed'), row('b', 'incomplete'), row('c', 'done'), row('d', 'uploading')];
    const r = reconcile(tally({ rowIds: ['a', 'b', 'c', 'd'], fed: 4 }), rows);
    expect(r).toMatchObject({ fed: 4, received: 4, uploaded: 1, uploading: 1 });
    expect(r.notes).toEqual(['1 张上传失败，可重试', '1 张缺少反面']);
  });

  it('counts saved sheets (gone from the list) as received, uploaded and saved; other rows are not the batch', () => {
    const rows = [row('c', 'done'), row('old', 'failed'), row('upload-1', 'done')];
    const r = reconcile(tally({ rowIds: ['a', 'b', 'c'], fed: 3, saved: 2 }), rows);
    expect(r).toEqual({ fed: 3, received: 3, uploaded: 3, saved: 2, uploading: 0, notes: ['1 张未保存'] });
  });

  it('says a batch cleared for 扫描图片顺序异常 is to be rescanned, not that its sheets were never received', () => {
    const r = reconcile(tally({ rowIds: [], fed: 3, missingReason: 'cleared' }), [row('earlier', 'done')]);
    expect(r).toMatchObject({ fed: 3, received: 0, uploaded: 0 });
    expect(r.notes).toEqual(['扫描图片顺序异常，列表已清空，请重新扫描']);
  });

  it('never shows fewer fed than received (a driver that undercounts)', () => {
    expect(reconcile(tally({ rowIds: ['a', 'b'], fed: 1 }), [row('a', 'done'), row('b', 'done')]).fed).toBe(2);
  });
});

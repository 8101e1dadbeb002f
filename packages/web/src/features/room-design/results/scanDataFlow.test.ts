import { describe, expect, it, vi } from 'vitest';
import { conflictMessage, runSetScanData } from './scanDataFlow';

function steps(answers: boolean[], inUse: boolean, data: string | null = null) {
  const calls: string[] = [];
  return {
    calls,
    ask: vi.fn((message: string) => {
      calls.push(`ask:${message}`);
      return Promise.resolve(answers.shift() ?? false);
    }),
    inform: vi.fn((message: string) => {
      calls.push(`inform:${message}`);
      return Promise.resolve();
    }),
    check: vi.fn(() => {
      calls.push('check');
      return Promise.resolve({ inUse, data });
    }),
    set: vi.fn(() => {
      calls.push('set');
      return Promise.resolve('设置成功');
    }),
  };
}

describe('set as scan data', () => {
  it('calls nothing when the first confirmation is declined', async () => {
    const s = steps([false], true, '李晓雨（301020101）');
    expect(await runSetScanData(s)).toBe('cancelled');
    expect(s.calls).toEqual(['ask:确定将该编排设为考场扫描数据吗？']);
  });

  it('checks, then sets without a second question when nobody has scan data', async () => {
    const s = steps([true], false);
    expect(await runSetScanData(s)).toBe('set');
    expect(s.calls).toEqual(['ask:确定将该编排设为考场扫描数据吗？', 'check', 'set']);
  });

  it('lists the conflicting students without asking (nothing to decline: the set proceeds, spec §4.5, §8.3)', async () => {
    const s = steps([true], true, '李晓雨（301020101）、张浩（301020102）');
    expect(await runSetScanData(s)).toBe('set');
    expect(s.calls).toEqual([
      'ask:确定将该编排设为考场扫描数据吗？',
      'check',
      'inform:数据冲突，下列学生已有扫描数据，确认继续将覆盖之前的数据：李晓雨（301020101）、张浩（301020102）',
      'set',
    ]);
  });

  it('stops when the check fails (the failure is for the caller to show)', async () => {
    const s = steps([true], false);
    s.check.mockRejectedValueOnce(new Error('编排记录不存在'));
    await expect(runSetScanData(s)).rejects.toThrow('编排记录不存在');
    expect(s.set).not.toHaveBeenCalled();
  });

  it('words the conflict without a list when the check gave none', () => {
    expect(conflictMessage(null)).toBe('数据冲突，下列学生已有扫描数据，确认继续将覆盖之前的数据');
  });
});

import { createPayloadValidator } from '@exam/scanner-protocol/schemas';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_CHECKS, pageRows, runAnalysis, sampleProblems, testProgress } from '../src/stateful/lib/analysis.ts';
import type { PushMessage } from '../src/stateful/lib/push-hub.ts';

const validator = createPayloadValidator();

describe('analysis', () => {
  it('streams the 12 checks as valid push messages, end on the last', async () => {
    const messages: PushMessage[] = [];
    const { problems } = await runAnalysis({ examId: 3001, publish: (m) => messages.push(m), stepMs: 0 });
    expect(messages).toHaveLength(12);
    messages.forEach((m, i) => {
      expect(validator.checkPushMessage(m).errors).toEqual([]);
      expect(m.otherInfo).toMatch(new RegExp(`^${i + 1}(\\D|$)`));
      expect(m.current).toBe(i + 1);
      expect(m.total).toBe(12);
      expect(m.end).toBe(i === 11);
      const rows = problems.get(i + 1) ?? [];
      expect(m.totalrecords).toBe(rows.length);
      expect(m.datalist).toEqual(rows.slice(0, 10));
      expect(m.page).toBe(1);
      expect(m.pagesize).toBe(10);
    });
    expect([...problems.keys()]).toEqual(ANALYSIS_CHECKS.map((c) => c.index));
    expect((problems.get(3) ?? []).length).toBeGreaterThan(0);
    for (const row of problems.get(3) ?? []) {
      expect(row.score).toBeGreaterThan(row.full_score as number);
      expect(row.student_id).toMatch(/^\d+$/);
      expect([1, 2, 3, 8, 9]).toContain(row.turn);
    }
    const failing = [...problems.values()].filter((r) => r.length > 0).length;
    expect(failing).toBeGreaterThanOrEqual(3);
    expect(failing).toBeLessThanOrEqual(5);
  });

  it('is deterministic per exam and uses the store’s findings when given', async () => {
    expect(sampleProblems(3001)).toEqual(sampleProblems(3001));
    expect(sampleProblems(3001)).not.toEqual(sampleProblems(3002));
    const mine = new Map([[5, [{ student_id: '301010101', student_name: '李明', remark: '考生未扫描' }]]]);
    const messages: PushMessage[] = [];
    const { problems } = await runAnalysis({ examId: 1, publish: (m) => messages.push(m), stepMs: 0, problems: mine, name: 'viewDataAnalyseAndCheck', pagesize: 5 });
    expect(messages.map((m) => m.totalrecords)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(messages.every((m) => m.name === 'viewDataAnalyseAndCheck' && m.pagesize === 5)).toBe(true);
    expect(problems.get(5)).toHaveLength(1);
    expect(problems.get(1)).toEqual([]);
  });

  it('waits stepMs between checks and stops when aborted', async () => {
    const controller = new AbortController();
    const messages: PushMessage[] = [];
    const started = Date.now();
    await runAnalysis({
      examId: 3001,
      stepMs: 20,
      signal: controller.signal,
      publish: (m) => {
        messages.push(m);
        if (m.current === 3) controller.abort();
      },
    });
    expect(messages).toHaveLength(3);
    expect(messages.some((m) => m.end)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('pages rows', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(pageRows(rows, 3, 10)).toEqual({ totalrecords: 23, datalist: [20, 21, 22] });
    expect(pageRows(rows, 4, 10)).toEqual({ totalrecords: 23, datalist: [] });
  });

  it('testProgress counts up to total with valid messages', async () => {
    const messages: PushMessage[] = [];
    await testProgress((m) => messages.push(m), { total: 5, stepMs: 0 });
    expect(messages.map((m) => m.current)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(messages.map((m) => m.end)).toEqual([false, false, false, false, false, true]);
    for (const m of messages) expect(validator.checkPushMessage(m).errors).toEqual([]);
    expect(messages[0]).toEqual({ name: 'testProgress', current: 0, total: 5, title: '进度条测试', end: false });
  });
});

import { createPayloadValidator } from '@exam/scanner-protocol/schemas';
import { describe, expect, it } from 'vitest';
import { pageRows, runAnalysis, testProgress } from '../src/stateful/lib/analysis.ts';
import type { PushMessage } from '../src/stateful/lib/push-hub.ts';

const validator = createPayloadValidator();

const checks = Array.from({ length: 12 }, (_, i) => ({
  index: i + 1,
  title: `第${i + 1}项`,
  find: () => (i === 2 ? Array.from({ length: 13 }, (_, r) => ({ student_id: String(301010101 + r) })) : []),
}));

describe('analysis', () => {
  it('streams a started and a done message per check, valid on the channel, end on the last', async () => {
    const messages: PushMessage[] = [];
    const found = new Map<number, unknown[]>();
    await runAnalysis({ checks, examId: 3001, runId: 'r-1', publish: (m) => messages.push(m), onFound: (i, rows) => found.set(i, rows), stepMs: 0 });
    expect(messages).toHaveLength(24);
    for (const m of messages) expect(validator.checkPushMessage(m).errors).toEqual([]);
    checks.forEach((check, i) => {
      const [started, done] = [messages[2 * i], messages[2 * i + 1]];
      expect(started).toEqual({ name: 'startAnalyse', total: 12, current: i, end: false, title: `检查${i + 1}：${check.title}`, exam_id: 3001, run_id: 'r-1', otherInfo: `${i + 1}:${check.title}` });
      expect(done).toMatchObject({ current: i + 1, end: i === 11, exam_id: 3001, run_id: 'r-1', page: 1, pagesize: 10 });
      expect(done?.totalrecords).toBe(i === 2 ? 13 : 0);
      expect(done?.datalist).toEqual(check.find().slice(0, 10));
    });
    expect(found.get(3)).toHaveLength(13);
    expect([...found.keys()]).toEqual(checks.map((c) => c.index));
  });

  it('runs each check only when its turn comes', async () => {
    const order: string[] = [];
    const traced = checks.map((c) => ({ ...c, find: () => (order.push(`find ${c.index}`), []) }));
    await runAnalysis({ checks: traced, examId: 1, runId: 'r', stepMs: 0, name: 'viewDataAnalyseAndCheck', pagesize: 5, publish: (m) => order.push(`${m.totalrecords === undefined ? 'start' : 'done'} ${m.name} ${m.pagesize ?? ''}`.trim()) });
    expect(order.slice(0, 6)).toEqual(['start viewDataAnalyseAndCheck', 'find 1', 'done viewDataAnalyseAndCheck 5', 'start viewDataAnalyseAndCheck', 'find 2', 'done viewDataAnalyseAndCheck 5']);
  });

  it('waits stepMs in each check and stops when aborted', async () => {
    const controller = new AbortController();
    const messages: PushMessage[] = [];
    const started = Date.now();
    await runAnalysis({
      checks,
      examId: 3001,
      runId: 'r',
      stepMs: 20,
      signal: controller.signal,
      publish: (m) => {
        messages.push(m);
        if (m.current === 3) controller.abort();
      },
    });
    expect(messages.map((m) => m.current)).toEqual([0, 1, 1, 2, 2, 3]);
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

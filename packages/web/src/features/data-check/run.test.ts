import { describe, expect, it } from 'vitest';
import bundle from '../../../../sdk/src/generated/openapi.bundle.json';
import type { ProgressMessage } from '../../lib/push';
import { cellText, columnsOf } from './ProblemTable';
import { applyMessage, belongsTo, checkNumber, idleRun, newRunId, outcome, progressPercent, startingRun } from './run';
import { DATA_CHECK_TEXTS } from './texts';

const started = (i: number, over: Partial<ProgressMessage> = {}): ProgressMessage => ({
  name: 'startAnalyse',
  current: i - 1,
  total: 12,
  title: `检查${i}：第${i}项`,
  end: false,
  exam_id: 3001,
  run_id: 'run-a',
  otherInfo: `${i}:第${i}项`,
  ...over,
});
const done = (i: number, rows: Record<string, unknown>[], over: Partial<ProgressMessage> = {}) =>
  started(i, { current: i, end: i === 12, totalrecords: rows.length, datalist: rows, page: 1, pagesize: 10, ...over });

describe('a run’s state', () => {
  it('starts with the contract’s 12 checks, all info', () => {
    const checks = (bundle as unknown as { components: { schemas: { AnalysisCheckIndex: { 'x-analysis-checks': { title: string }[] } } } }).components.schemas
      .AnalysisCheckIndex['x-analysis-checks'];
    expect(DATA_CHECK_TEXTS.checks).toEqual(checks.map((c) => c.title));
    const idle = idleRun();
    expect(idle.items.map((i) => [i.title, i.state])).toEqual(checks.map((c, n) => [`检查${n + 1}：${c.title}`, 'info']));
    expect(progressPercent(idle)).toBe(0);
  });

  it('moves an item to primary when its check starts, then success or danger with its first page', () => {
    let s = startingRun('run-a');
    s = applyMessage(s, started(1));
    expect(s.items[0]?.state).toBe('primary');
    expect(s.status).toBe('running');
    expect(s.title).toBe('检查1：第1项');
    s = applyMessage(s, done(1, [{ student_id: '301010101' }]));
    expect(s.items[0]).toMatchObject({ state: 'danger', total: 1, firstPage: [{ student_id: '301010101' }], pageSize: 10 });
    s = applyMessage(s, started(2));
    s = applyMessage(s, done(2, []));
    expect(s.items[1]?.state).toBe('success');
    expect(s.items[2]?.state).toBe('info');
    expect(progressPercent(s)).toBe(16.67);
    for (let i = 3; i <= 12; i++) s = applyMessage(applyMessage(s, started(i)), done(i, []));
    expect(s.status).toBe('done');
    expect(progressPercent(s)).toBe(100);
    expect(outcome(s)).toEqual({ passed: 11, failed: 1 });
  });

  it('takes only its own run’s messages: not another run, exam or progress', () => {
    const s = startingRun('run-a');
    expect(belongsTo(s, 3001, started(1))).toBe(true);
    expect(belongsTo(s, 3001, started(1, { run_id: 'run-b' }))).toBe(false);
    expect(belongsTo(s, 3002, started(1))).toBe(false);
    expect(belongsTo(s, 3001, started(1, { name: 'testProgress' }))).toBe(false);
    expect(belongsTo(idleRun(), 3001, started(1))).toBe(false);
  });

  it('reads the check number from the start of otherInfo', () => {
    expect(checkNumber('3')).toBe(3);
    expect(checkNumber('12:考生未安排考场')).toBe(12);
    expect(checkNumber('13')).toBeUndefined();
    expect(checkNumber('x')).toBeUndefined();
    expect(checkNumber(undefined)).toBeUndefined();
  });

  it('names runs as the contract allows', () => {
    expect(newRunId(() => '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed')).toBe('run-1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed');
    expect(newRunId()).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});

describe('the problem table', () => {
  it('shows the columns the rows carry, in their order, and readable values', () => {
    expect(columnsOf([{ subject_name: '数学', turn: 1 }, { subject_name: '语文', user_name: '王芳' }])).toEqual(['subject_name', 'turn', 'user_name']);
    expect(cellText('turn', 2)).toBe('二评');
    expect(cellText('page', 1)).toBe('正面');
    expect(cellText('room_name', null)).toBe('—');
    expect(cellText('remark', '<b>x</b>')).toBe('<b>x</b>');
  });
});

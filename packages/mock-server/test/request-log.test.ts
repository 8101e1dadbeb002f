// The request log keeps the calls made since the last clear, logged when each call ends.
import { describe, expect, it } from 'vitest';
import { RequestLog } from '../src/request-log.ts';

const call = (path: string, arrived: Date) => ({
  time: arrived.toISOString(),
  method: 'POST',
  path,
  query: '',
  status: 200,
  outcome: 'backend' as const,
  durationMs: 10,
  contentType: null,
  bodyBytes: 0,
});

describe('request log', () => {
  it('lists the calls in the order they ended', () => {
    const log = new RequestLog();
    log.add(call('/api/a', new Date()));
    log.add(call('/api/b', new Date()));
    expect(log.list().map((e) => e.path)).toEqual(['/api/a', '/api/b']);
  });

  it('does not list a call that arrived before the last clear, even when it ends after it', () => {
    const log = new RequestLog();
    const before = new Date(Date.now() - 10_000); // a slow call of an earlier test, still under way
    log.clear();
    log.add(call('/api/slow', before));
    log.add(call('/api/new', new Date()));
    expect(log.list().map((e) => e.path)).toEqual(['/api/new']);
  });
});

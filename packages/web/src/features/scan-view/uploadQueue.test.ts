import { describe, expect, it } from 'vitest';
import { createUploadQueue } from './uploadQueue';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('upload queue', () => {
  it('uploads at most `concurrency` sheets at once, in arrival order', async () => {
    const started: string[] = [];
    const pending = new Map<string, ReturnType<typeof deferred<string>>>();
    const q = createUploadQueue<string, string>({
      concurrency: 2,
      upload: (p) => {
        started.push(p);
        const d = deferred<string>();
        pending.set(p, d);
        return d.promise;
      },
    });
    for (const id of ['a', 'b', 'c', 'd']) q.add(id, id);
    q.add('a', 'a'); // known ids are not queued twice
    expect(started).toEqual(['a', 'b']);
    pending.get('a')?.resolve('A');
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    pending.get('b')?.resolve('B');
    pending.get('c')?.resolve('C');
    await tick();
    pending.get('d')?.resolve('D');
    await q.idle();
    expect(q.list().map((j) => [j.id, j.state, j.result])).toEqual([['a', 'done', 'A'], ['b', 'done', 'B'], ['c', 'done', 'C'], ['d', 'done', 'D']]);
  });

  it('retries transient failures with growing pauses, keeps a sheet that still fails, and retries it on demand', async () => {
    const pauses: number[] = [];
    let calls = 0;
    let healthy = false;
    const q = createUploadQueue<string, string>({
      maxAttempts: 3,
      sleep: async (ms) => void pauses.push(ms),
      upload: async () => {
        calls += 1;
        if (!healthy) throw new Error('network');
        return 'ok';
      },
    });
    q.add('s1', 'sheet');
    await q.idle();
    expect(calls).toBe(3);
    expect(pauses).toEqual([500, 1000]);
    expect(q.get('s1')).toMatchObject({ state: 'failed', attempts: 3, payload: 'sheet' });
    healthy = true;
    expect(q.retry('s1')).toBe(true);
    await q.idle();
    expect(q.get('s1')).toMatchObject({ state: 'done', result: 'ok', attempts: 4 });
    expect(q.retry('s1')).toBe(false);
  });

  it('does not retry a failure that is not transient; an aborted upload is kept as failed', async () => {
    let calls = 0;
    const q = createUploadQueue<string, string>({
      isTransient: (e) => (e as Error).message !== 'refused',
      sleep: async () => undefined,
      upload: (_p, signal) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('refused'));
        return new Promise((_res, rej) => signal.addEventListener('abort', () => rej(new Error('aborted'))));
      },
    });
    q.add('x', 'x');
    await q.idle();
    expect(calls).toBe(1);
    expect(q.get('x')?.state).toBe('failed');
    q.add('y', 'y');
    await tick();
    expect(q.get('y')?.state).toBe('uploading');
    expect(q.remove('y')).toBe(false); // still uploading
    q.abort('y');
    await q.idle();
    expect(q.get('y')?.state).toBe('failed');
    expect(q.remove('y')).toBe(true);
    expect(q.get('y')).toBeUndefined();
  });

  it('reports every change to the view', async () => {
    const seen: string[] = [];
    const q = createUploadQueue<string, number>({ upload: async () => 1, onChange: (j) => seen.push(`${j.id}:${j.state}`) });
    q.add('a', 'a');
    await q.idle();
    expect(seen).toEqual(['a:queued', 'a:uploading', 'a:done']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, CHUNK_TIMEOUT_TEXT, ChunkTimeoutError, limitChunkLoads, withTimeout } from './chunkTimeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const never = () => new Promise<never>(() => undefined);

describe('chunk loads fail after 120 seconds', () => {
  it('a chunk that arrives in time loads', async () => {
    await expect(withTimeout(Promise.resolve('chunk'), 1000)).resolves.toBe('chunk');
  });

  it('a lazy component whose chunk hangs rejects at 120 s, not before', async () => {
    const component = { preload: vi.fn(never) };
    limitChunkLoads([{ options: { component } }]);
    const loading = component.preload();
    const outcome = vi.fn();
    loading.then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.any(ChunkTimeoutError));
    expect((outcome.mock.calls[0]?.[0] as Error).message).toBe(CHUNK_TIMEOUT_TEXT);
  });

  it('a split route whose lazy loader hangs rejects too; routes without chunks are left alone', async () => {
    const route = { lazyFn: vi.fn(never), options: { component: () => null } };
    limitChunkLoads([route]);
    const loading = route.lazyFn();
    const failed = expect(loading).rejects.toThrow(CHUNK_TIMEOUT_TEXT);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    await failed;
    expect(typeof route.options.component).toBe('function');
  });
});

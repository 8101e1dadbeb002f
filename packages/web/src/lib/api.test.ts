// The global rule on every call of the contract (spec 1 §8; issue 30): whatever a screen does with a failure, an
// answer saying 登录失效 gives one alert and the sign-in page, and one saying the buffer was cleared raises the reload
// dialog. The portal's one client does it, so this checks every operation the contract has.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import bundle from '@exam/sdk/bundle';

const shown = vi.hoisted(() => [] as string[]);
vi.mock('./feedback', () => ({ showError: (message: string) => shown.push(message) }));

// Loaded anew, with the mocked feedback above (another file of the worker may have loaded it with the real one).
vi.resetModules();
const { api } = await import('./api');
const { bufferClearedAtom, resetLoginExpired, setLoginExpiredHandler } = await import('./errors');
const { getDefaultStore } = await import('jotai');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const METHODS: readonly string[] = ['get', 'post', 'put', 'delete', 'patch'];
const operations = Object.entries(bundle.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((method) => METHODS.includes(method))
    .map((method) => ({ method: method.toUpperCase() as Method, path })),
);

/** The operation called as a screen would, with any path parameters filled in. */
function call({ method, path }: (typeof operations)[number]): Promise<unknown> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const pathParams = Object.fromEntries(names.map((name) => [name, '1']));
  // The client is typed per operation; here every operation goes through the same untyped door.
  const request = api.request as unknown as (m: Method, p: string, init: object) => Promise<unknown>;
  // Node's Request needs an absolute address where the browser resolves the portal's own origin.
  return request(method, `http://portal.test${path}`, { params: { path: pathParams } }).catch(() => undefined);
}

function answerEverything(result: string): void {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify({ success: false, result }), { headers: { 'Content-Type': 'application/json' } })),
  );
}

afterAll(() => vi.unstubAllGlobals());

describe('every operation of the contract', () => {
  let sentToLogin = 0;
  beforeEach(() => {
    shown.length = 0;
    sentToLogin = 0;
    setLoginExpiredHandler(() => (sentToLogin += 1), () => true);
  });

  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  it('answered 登录失效: one alert and the sign-in page, each time a session was alive', async () => {
    answerEverything('登录失效，请重新登录');
    const missed: string[] = [];
    for (const operation of operations) {
      resetLoginExpired();
      const before = sentToLogin;
      await call(operation);
      await vi.waitFor(() => expect(sentToLogin).toBeGreaterThan(before), { timeout: 200, interval: 1 }).catch(() =>
        missed.push(`${operation.method} ${operation.path}`),
      );
    }
    expect(missed).toEqual([]);
    expect(shown).toHaveLength(operations.length);
    expect(new Set(shown)).toEqual(new Set(['登录失效，请重新登录']));
  });

  it('answered that the buffer was cleared: the reload dialog, never a message', async () => {
    answerEverything('缓存已被管理员清除，请刷新页面');
    const missed: string[] = [];
    for (const operation of operations) {
      getDefaultStore().set(bufferClearedAtom, false);
      await call(operation);
      await vi.waitFor(() => expect(getDefaultStore().get(bufferClearedAtom)).toBe(true), { timeout: 200, interval: 1 }).catch(() =>
        missed.push(`${operation.method} ${operation.path}`),
      );
    }
    expect(missed).toEqual([]);
    expect(shown).toEqual([]);
    expect(sentToLogin).toBe(0);
  });

  it('answered any other failure: nothing from the client itself (the screen or the query says it)', async () => {
    answerEverything('账号或密码错误');
    for (const operation of operations.slice(0, 20)) await call(operation);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([shown, sentToLogin]).toEqual([[], 0]);
  });
});

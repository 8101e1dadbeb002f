// Helpers for the browser tests: steer the mock backend (scenario rules) and read which calls the portal made.
//
//   import { test, setScenario, requests } from './support/mock';
//   test('…', async ({ page }) => {
//     await setScenario([{ path: '/api/login/dologin', example: 'wrongPassword' }]);
//     …
//     expect((await requests()).find((r) => r.path === '/api/login/dologin')?.body).toMatchObject({ ua: 'zhangwei' });
//   });
//
// Every test starts with no scenario rules, an empty request log and the seeded dataset (the `test` below does that).
// The mock is the worker's own (support/world.ts): tests in other workers never see its scenario or its log.
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import type { ListedRule, RequestLogEntry, ScenarioRule } from '@exam/mock-server';
import { DRIVER_ADDRESS_KEY, MOCK_URL, SCANNER_WS_URL, WEB_URL } from './env';
import { forgetSessionsBut, storedSessions } from './signIns';
import { startWorld, type World } from './world';

export { MOCK_URL, WEB_URL };
export type { ListedRule, RequestLogEntry, ScenarioRule };

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${MOCK_URL}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`mock ${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/**
 * Replaces the scenario rules. The mock refuses (and this throws, with every reason) a rule whose path, method or
 * example name is not in the contract.
 */
/**
 * Back to the seeded dataset (stateful mode): what earlier tests created, changed or deleted is gone. The worker's
 * stored sign-ins stay signed in.
 */
export async function resetMock(): Promise<void> {
  const { keptSessions } = await call<{ keptSessions: string[] }>('POST', '/__mock/reset', { keepSessions: storedSessions() });
  forgetSessionsBut(keptSessions);
}

/**
 * Moves the mock's clock forward (stateful mode): time-based rules (a marking paper's 10-minute hold) see the time
 * pass without waiting. Pair it with `page.clock.fastForward` so the page sees the same time pass.
 */
export async function advanceMockClock(ms: number): Promise<void> {
  await call('POST', '/__mock/clock', { advanceMs: ms });
}

/**
 * 张伟 (the bureau's administrator) grants a user one more permission in an exam through 分配权限's API, keeping what
 * the user holds there: the state a test needs before the page it checks, made as the portal's own screen would.
 */
export async function grantInExam(
  request: APIRequestContext,
  userId: number,
  examId: number,
  grant: { permission: number; subject_ids: number[]; question_ids?: number[] },
): Promise<void> {
  const login = await request.post(`${MOCK_URL}/api/login/dologin`, { data: { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false } });
  expect(((await login.json()) as { success: boolean }).success).toBe(true);
  const P = `${MOCK_URL}/api/exam/examPermission`;
  type Held = { permission_id: number; subject_ids?: number[]; question_ids?: number[]; question_turn?: unknown[] };
  const held = ((await (await request.post(`${P}/getUserPermission`, { data: { user_id: userId, exam_id: examId } })).json()) as { result: Held[] }).result;
  const keep = held.map((g) => ({ exam_id: examId, permission: g.permission_id, subject_ids: g.subject_ids ?? [], question_ids: g.question_ids ?? [], question_turn: g.question_turn ?? [] }));
  const added = { exam_id: examId, question_ids: [], question_turn: [], ...grant };
  const saved = await request.post(`${P}/saveUserPermission`, { data: { user_ids: [userId], exam_id: examId, permissions: [...keep, added] } });
  expect(((await saved.json()) as { success: boolean; result: unknown }).success, JSON.stringify(await saved.json())).toBe(true);
}

export async function setScenario(rules: ScenarioRule[]): Promise<ListedRule[]> {
  return (await call<{ rules: ListedRule[] }>('POST', '/__mock/scenario', { rules })).rules;
}

export async function clearScenario(): Promise<void> {
  await call('DELETE', '/__mock/scenario');
}

/** The active rules, with how often each has applied (`used`) and uses left (`remaining`, null = unlimited). */
export async function scenario(): Promise<ListedRule[]> {
  return (await call<{ rules: ListedRule[] }>('GET', '/__mock/scenario')).rules;
}

/**
 * The calls the portal made since the last clear, oldest first: method, path, status, outcome and the JSON body
 * (passwords masked). Optionally only one path and/or method.
 */
export async function requests(filter: { path?: string; method?: string } = {}): Promise<RequestLogEntry[]> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
  const suffix = query.size ? `?${query}` : '';
  return (await call<{ requests: RequestLogEntry[] }>('GET', `/__mock/requests${suffix}`)).requests;
}

export async function clearRequests(): Promise<void> {
  await call('DELETE', '/__mock/requests');
}

/**
 * Waits until the portal has made a matching call (calls are asynchronous to what the page shows) and returns it.
 * Matches the path, and the method when given.
 */
export async function waitForRequest(
  path: string,
  options: { method?: string; timeout?: number } = {},
): Promise<RequestLogEntry> {
  let found: RequestLogEntry | undefined;
  await expect
    .poll(
      async () => {
        found = (await requests({ path, ...(options.method ? { method: options.method } : {}) })).at(-1);
        return found !== undefined;
      },
      { message: `the portal calls ${options.method ?? ''} ${path}`.replace(/\s+/g, ' '), timeout: options.timeout ?? 5000 },
    )
    .toBe(true);
  return found as RequestLogEntry;
}

/**
 * Playwright's `test` in the worker's world: the world's portal is the base URL, and every browser context starts
 * with the driver-address setting pointing at the world's simulator (as a person who set 驱动地址 once would). Before
 * every test the mock is clean (no scenario rules, empty request log, the seeded dataset); after it, the check that
 * every call the portal made met the contract (no request refused as a contract violation, no call outside the
 * contract, no answer the stateful mock refused to send because it broke the contract).
 */
export const test = base.extend<{ cleanMock: undefined; freshStorage: undefined }, { world: World }>({
  world: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const world = await startWorld();
      await use(world);
      await world.stop();
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
  baseURL: async ({ world }, use) => use(world.webUrl),
  storageState: async ({ world }, use) =>
    use({ cookies: [], origins: [{ origin: world.webUrl, localStorage: [{ name: DRIVER_ADDRESS_KEY, value: SCANNER_WS_URL }] }] }),
  // Playwright empties the reused context's storage between tests, but a write the last page of the test before made
  // just before (a draft of unsaved edits) can reach Chromium's storage after that, and a test then started with
  // another test's draft offered (seen once under load). The first document of every test starts from empty local
  // and session storage with the driver address set, whatever arrived late; later documents of the test (reloads,
  // second tabs) keep what the test stored.
  freshStorage: [
    async ({ context }, use, testInfo) => {
      const token = `${testInfo.testId}:${testInfo.retry}:${Date.now()}`;
      await context.addInitScript(
        ({ token, key, value }) => {
          try {
            if (localStorage.getItem('e2e-test') === token) return;
            localStorage.clear();
            sessionStorage.clear();
            localStorage.setItem('e2e-test', token);
            localStorage.setItem(key, value);
          } catch {
            // A document without storage (about:blank).
          }
        },
        { token, key: DRIVER_ADDRESS_KEY, value: SCANNER_WS_URL },
      );
      await use(undefined);
    },
    { auto: true },
  ],
  cleanMock: [
    // Playwright reads the fixture's dependencies from this (empty) destructuring pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await Promise.all([clearScenario(), clearRequests(), resetMock()]);
      await use(undefined);
      // A 500 from the backend itself is the stateful mock refusing to send an answer that breaks the contract.
      const broken = (await requests()).filter(
        (r) => r.outcome === 'contract-violation' || r.outcome === 'not-in-contract' || (r.outcome === 'backend' && r.status === 500),
      );
      expect(broken, 'calls the portal made that break the contract').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

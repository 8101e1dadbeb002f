// Starting the stateful mock on a free port and signing in through the SDK's Node client (strict: every answer is
// checked against the contract by the client too). The logger keeps every error line, so a test can prove the
// server saw no response contract violation.
import { createNodeClient, multipartSerializer, unwrap } from '@exam/sdk/node';
import { afterAll, beforeAll, expect } from 'vitest';
import { setupServer } from 'msw/node';
import WebSocket from 'ws';
import { startMockServer } from '../src/index.ts';
import { silentLogger } from '../src/logger.ts';
import { createMswApp, createMswHandlers } from '../src/stateful/msw.ts';
import type { Logger, MockServer } from '../src/index.ts';

export interface StatefulMock {
  mock: MockServer;
  errors: string[];
  /** A strict client signed in as the account. */
  signIn(ua?: string, up?: string): Promise<ReturnType<typeof createNodeClient>['client']>;
  client(): ReturnType<typeof createNodeClient>['client'];
}

export async function startStatefulMock(): Promise<StatefulMock> {
  const errors: string[] = [];
  const logger: Logger = { info: () => {}, warn: () => {}, error: (m) => errors.push(m) };
  const mock = await startMockServer({ mode: 'stateful', port: 0, logger });
  const client = () => createNodeClient({ baseUrl: mock.url, strict: true }).client;
  return {
    mock,
    errors,
    client,
    async signIn(ua = 'zhangwei', up = 'Lj@2026pass') {
      const c = client();
      await unwrap(c.POST('/api/login/dologin', { body: { ua, up, rememberMe: false } }));
      return c;
    },
  };
}

/**
 * The stateful app in process behind msw (no port) for a test file: its store to build a marking day in, and strict
 * clients signed in through it (`as`). msw listens for the file's tests.
 */
export function inProcessMock(baseUrl: string) {
  const app = createMswApp(undefined, silentLogger);
  const server = setupServer(...createMswHandlers(app.store, { baseUrl, logger: silentLogger }));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  const as = async (ua: string, up = 'Lj@2026pass') => {
    const c = createNodeClient({ baseUrl, strict: true }).client;
    await unwrap(c.POST('/api/login/dologin', { body: { ua, up, rememberMe: false } }));
    return c;
  };
  return { app, store: app.store, as };
}

/** A marking without any mark drawn on the paper. */
export const NO_MARKS = { markCount: 0, check: [], cross: [], customText: [], key_score: [], score: [], score_input: [] };

/** Error lines of response contract violations (there must be none). */
export const responseViolations = (errors: string[]) => errors.filter((e) => e.includes('CONTRACT VIOLATION (response)'));

export type Client = ReturnType<typeof createNodeClient>['client'];

/**
 * A test file's mock: started and signed in (zhangwei) before its tests, handed over through `use`, and closed after
 * them once it is proven that no answer broke the contract.
 */
export function useSignedInMock(use: (mock: StatefulMock, client: Client) => void): void {
  let started: StatefulMock | undefined;
  beforeAll(async () => {
    started = await startStatefulMock();
    use(started, await started.signIn());
  });
  afterAll(async () => {
    if (!started) return;
    expect(responseViolations(started.errors)).toEqual([]);
    await started.mock.close();
  });
}

/** The session's push channel (/ws/<token>), open, with every message it has received so far. */
export async function openPush(mock: StatefulMock, client: Client): Promise<{ ws: WebSocket; messages: Record<string, unknown>[] }> {
  const info = await unwrap(client.GET('/api/login/userinfo'));
  const ws = new WebSocket(`${mock.mock.url.replace('http', 'ws')}/ws/${info.token}`);
  const messages: Record<string, unknown>[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  return { ws, messages };
}

/** Waits until `check` holds (polling), failing after `ms`. */
export async function until(check: () => boolean, ms = 6000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * putpic of a global scan (type '3') of 3001 数学 with the given page images (JPEG bytes); the other fields as a
 * sheet's upload sends them (not an overwrite, processed at save time unless told).
 */
export function putpicMath(
  client: Client,
  page1: Uint8Array,
  page2: Uint8Array | undefined,
  fields: { is_cover?: '0' | '1'; student_id?: string; upload_key?: string; realTimeAlign?: boolean } = {},
) {
  const jpeg = (bytes: Uint8Array, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
  return unwrap(
    client.POST('/api/scannerApi/putpic', {
      body: {
        type: '3',
        exam_id: 3001,
        subject_id: 2,
        is_cover: fields.is_cover ?? '0',
        page1: jpeg(page1, 'page1.jpg'),
        ...(page2 ? { page2: jpeg(page2, 'page2.jpg') } : {}),
        realTimeAlign: fields.realTimeAlign ?? false,
        ...(fields.student_id ? { student_id: fields.student_id } : {}),
        ...(fields.upload_key ? { upload_key: fields.upload_key } : {}),
      },
      bodySerializer: multipartSerializer,
    }),
  );
}

// The push channel client against a real websocket server at /ws/<token>: opened on demand, at most one connection,
// forgotten on close, typed progress messages (checked against the AsyncAPI payload schema), and the spec's error text.
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { PUSH_CONNECTION_ERROR_TEXT, createPushChannel, pushChannelUrl, type PushChannel, type PushProgressMessage } from '../src/index.ts';
import { createPayloadValidator } from '../src/schemas.ts';

const validator = createPayloadValidator();

interface Backend {
  url: string;
  port: number;
  /** Paths the connections were opened on. */
  paths: string[];
  sockets: WebSocket[];
  /** Schema violations of what the backend sent. */
  violations: string[];
  broadcast(message: PushProgressMessage): void;
  stop(): Promise<void>;
}

async function startBackend(): Promise<Backend> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  const backend: Backend = {
    url: `http://127.0.0.1:${port}`,
    port,
    paths: [],
    sockets: [],
    violations: [],
    broadcast(message) {
      const { errors } = validator.checkPushMessage(message);
      backend.violations.push(...errors);
      for (const ws of backend.sockets) if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const ws of backend.sockets) ws.terminate();
        server.close(() => resolve());
      }),
  };
  server.on('connection', (ws, request) => {
    backend.paths.push(request.url ?? '');
    backend.sockets.push(ws);
    ws.on('message', () => backend.violations.push('the portal sent a frame on the push channel'));
  });
  return backend;
}

let backend: Backend;
const channels: PushChannel[] = [];

function channel(token = 'tok-1', extra: Partial<Parameters<typeof createPushChannel>[0]> = {}): PushChannel {
  const c = createPushChannel({ origin: backend.url, token, WebSocket, ...extra } as Parameters<typeof createPushChannel>[0]);
  channels.push(c);
  return c;
}

const openSockets = () => backend.sockets.filter((ws) => ws.readyState === ws.OPEN).length;

beforeEach(async () => {
  backend = await startBackend();
});

afterEach(async () => {
  for (const c of channels.splice(0)) c.close();
  await backend.stop();
  expect(backend.violations).toEqual([]);
});

describe('push channel URL', () => {
  it("is the origin's /ws/<token>, with ws for http and wss for https", () => {
    expect(pushChannelUrl('http://portal.example:5173', 'abc')).toBe('ws://portal.example:5173/ws/abc');
    expect(pushChannelUrl('https://portal.example/', 'abc')).toBe('wss://portal.example/ws/abc');
    expect(pushChannelUrl('wss://portal.example', 'a b/c')).toBe('wss://portal.example/ws/a%20b%2Fc');
    expect(createPushChannel({ url: 'ws://x/ws/t' }).url).toBe('ws://x/ws/t');
  });
});

describe('push channel', () => {
  it('opens only on demand, once, on the token path', async () => {
    const c = channel('8f14e45f');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(backend.paths).toEqual([]);
    expect(c.state).toBe('closed');

    const [a, b] = [c.ensureOpen(), c.ensureOpen()];
    expect(c.state).toBe('connecting');
    expect(await a).toBe(true);
    expect(await b).toBe(true);
    expect(await c.ensureOpen()).toBe(true);
    expect(c.state).toBe('open');
    await vi.waitFor(() => expect(backend.paths).toEqual(['/ws/8f14e45f']));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(backend.paths).toHaveLength(1);
    expect(openSockets()).toBe(1);
  });

  it('delivers progress messages to subscribers until they unsubscribe', async () => {
    const c = channel();
    const seen: PushProgressMessage[] = [];
    const off = c.onProgress((m) => seen.push(m));
    await c.ensureOpen();
    await vi.waitFor(() => expect(openSockets()).toBe(1));
    const messages: PushProgressMessage[] = [
      { name: 'importStudent', current: 240, total: 480, title: '正在导入学生', end: false },
      {
        name: 'startAnalyse',
        current: 3,
        total: 12,
        title: '数据检查',
        end: false,
        otherInfo: '3:考号重复',
        totalrecords: 2,
        datalist: [{ student_number: '20260101' }, { student_number: '20260102' }],
        page: 1,
        pagesize: 10,
      },
      { name: 'startAnalyse', current: 12, total: 12, title: '数据检查', end: true },
    ];
    for (const m of messages) backend.broadcast(m);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen).toEqual(messages);
    off();
    backend.broadcast({ name: 'x', current: 1, total: 1, title: 't', end: true });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen).toHaveLength(3);
  });

  it('is forgotten when the server closes it; the next ensureOpen opens a new connection', async () => {
    const c = channel();
    await c.ensureOpen();
    await vi.waitFor(() => expect(backend.sockets).toHaveLength(1));
    backend.sockets[0]?.close();
    await vi.waitFor(() => expect(c.state).toBe('closed'));
    expect(await c.ensureOpen()).toBe(true);
    await vi.waitFor(() => expect(backend.paths).toHaveLength(2));
    expect(openSockets()).toBe(1);
  });

  it('tells its close subscribers when the server closes an open connection, not when close() does', async () => {
    const c = channel();
    const closed = vi.fn();
    const stop = c.onClose(closed);
    await c.ensureOpen();
    await vi.waitFor(() => expect(backend.sockets).toHaveLength(1));
    backend.sockets[0]?.close();
    await vi.waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    await c.ensureOpen();
    c.close();
    stop();
    await c.ensureOpen();
    await vi.waitFor(() => expect(openSockets()).toBe(1));
    backend.sockets.at(-1)?.close();
    await vi.waitFor(() => expect(c.state).toBe('closed'));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('close() closes it; a later ensureOpen opens a new one', async () => {
    const c = channel();
    await c.ensureOpen();
    c.close();
    expect(c.state).toBe('closed');
    await vi.waitFor(() => expect(openSockets()).toBe(0));
    expect(await c.ensureOpen()).toBe(true);
    await vi.waitFor(() => expect(openSockets()).toBe(1));
    expect(backend.paths).toHaveLength(2);
  });

  it('close() while opening settles ensureOpen with false', async () => {
    const c = channel();
    const opening = c.ensureOpen();
    c.close();
    expect(await opening).toBe(false);
    expect(c.state).toBe('closed');
  });

  it("reports a failed connection with the spec's text, once, and stays closed", async () => {
    const { port } = backend;
    await backend.stop();
    const fromOption = vi.fn();
    const c = createPushChannel({ url: `ws://127.0.0.1:${port}/ws/tok`, WebSocket, onError: fromOption });
    channels.push(c);
    const subscribed = vi.fn();
    c.onError(subscribed);
    const removed = vi.fn();
    c.onError(removed)();
    expect(await c.ensureOpen()).toBe(false);
    expect(c.state).toBe('closed');
    expect(fromOption).toHaveBeenCalledTimes(1);
    expect(subscribed).toHaveBeenCalledTimes(1);
    expect(subscribed.mock.calls[0]?.[0]).toBe('您的浏览器无法连接至ws,这将导致进度条无法正常显示！');
    expect(PUSH_CONNECTION_ERROR_TEXT).toBe('您的浏览器无法连接至ws,这将导致进度条无法正常显示！');
    expect(removed).not.toHaveBeenCalled();
    backend = await startBackend();
  });

  it('ignores frames that are not JSON objects', async () => {
    const c = channel();
    const seen = vi.fn();
    c.onProgress(seen);
    await c.ensureOpen();
    await vi.waitFor(() => expect(openSockets()).toBe(1));
    for (const ws of backend.sockets) {
      ws.send('not json');
      ws.send('[1]');
    }
    backend.broadcast({ name: 'n', current: 0, total: 1, title: 't', end: false });
    await vi.waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createPushHub, type PushHub } from '../src/stateful/lib/push-hub.ts';

let server: Server;
let hub: PushHub;
let base: string;
const clients: WebSocket[] = [];

beforeEach(async () => {
  server = createServer((_req, res) => res.end('ok'));
  hub = createPushHub();
  hub.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await hub.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function connect(path: string): Promise<WebSocket> {
  const ws = new WebSocket(`${base}${path}`);
  clients.push(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

function nextMessages(ws: WebSocket, count: number): Promise<unknown[]> {
  const got: unknown[] = [];
  return new Promise((resolve) => {
    ws.on('message', (data: Buffer) => {
      got.push(JSON.parse(data.toString('utf8')));
      if (got.length === count) resolve(got);
    });
  });
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('push hub', () => {
  it('delivers a token’s messages to its connections only', async () => {
    const a1 = await connect('/ws/tokenA');
    const a2 = await connect('/ws/tokenA?x=1');
    const b = await connect('/ws/token%20B');
    await until(() => hub.connections('tokenA') === 2 && hub.connections('token B') === 1);
    const gotA1 = nextMessages(a1, 2);
    const gotA2 = nextMessages(a2, 2);
    const gotB = nextMessages(b, 1);
    const msg = { name: 'importStudent', current: 1, total: 2, title: '正在导入学生', end: false };
    expect(hub.publish('tokenA', msg)).toBe(2);
    expect(hub.publish('tokenA', { ...msg, current: 2, end: true })).toBe(2);
    expect(hub.publish('token B', { ...msg, name: 'b' })).toBe(1);
    expect(hub.publish('nobody', msg)).toBe(0);
    expect(await gotA1).toEqual([msg, { ...msg, current: 2, end: true }]);
    expect(await gotA2).toEqual([msg, { ...msg, current: 2, end: true }]);
    expect(await gotB).toEqual([{ ...msg, name: 'b' }]);
  });

  it('forgets closed connections and reports new ones', async () => {
    const seen: string[] = [];
    hub.onConnection((token) => seen.push(token));
    const ws = await connect('/ws/t1');
    await until(() => hub.connections('t1') === 1);
    expect(seen).toEqual(['t1']);
    ws.close();
    await until(() => hub.connections('t1') === 0);
    expect(hub.publish('t1', { name: 'x', current: 0, total: 1, title: 'x', end: false })).toBe(0);
  });

  it('refuses an empty token and leaves other upgrades to other listeners', async () => {
    await expect(connect('/ws/')).rejects.toThrow();
    const other = new WebSocketServer({ noServer: true });
    server.on('upgrade', (req, socket, head) => {
      if (req.url?.startsWith('/other')) other.handleUpgrade(req, socket, head, (ws) => ws.send('from other'));
    });
    const ws = new WebSocket(`${base}/other/x`);
    clients.push(ws);
    const text = await new Promise<string>((resolve, reject) => {
      ws.once('message', (d: Buffer) => resolve(d.toString()));
      ws.once('error', reject);
    });
    expect(text).toBe('from other');
    expect(hub.connections('x')).toBe(0);
    other.close();
  });

  it('honours a custom prefix and detaches', async () => {
    const server2 = createServer();
    const detach = hub.attach(server2, '/push');
    await new Promise<void>((resolve) => server2.listen(0, '127.0.0.1', resolve));
    const url = `ws://127.0.0.1:${(server2.address() as AddressInfo).port}`;
    const ws = new WebSocket(`${url}/push/tok`);
    clients.push(ws);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    await until(() => hub.connections('tok') === 1);
    detach();
    expect(server2.listenerCount('upgrade')).toBe(0);
    ws.terminate();
    server2.closeAllConnections();
    await new Promise<void>((resolve) => server2.close(() => resolve()));
  });
});

// The Node client against a real HTTP server: the session cookie round trip and strict contract checks.
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContractViolationError, createNodeClient, LoginExpiredError, NetworkError, unwrap } from '../src/node';
import { exampleOf, headerExampleOf, rejectionOf, successExampleOf } from './support';

// The contract's own session cookie, login answer and session.
const setCookie = headerExampleOf('post', '/api/login/dologin', 'Set-Cookie');
const sessionCookie = setCookie.split(';')[0] ?? '';
const loggedIn = successExampleOf('post', '/api/login/dologin', 'ok');
const session = successExampleOf('get', '/api/login/userinfo', 'ok');
const loginExpired = exampleOf('get', '/api/login/userinfo', 'loginExpired');

/** What the server answers to userinfo for a signed-in caller (a test may break it). */
let userinfoBody: string;
const seen: { method: string; url: string; cookie: string | undefined; body: string }[] = [];

function send(res: ServerResponse, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(200, { 'Content-Type': 'application/json;charset=UTF-8', ...headers }).end(body);
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  seen.push({ method: req.method ?? '', url: req.url ?? '', cookie: req.headers.cookie, body });
  if (req.method === 'POST' && req.url === '/api/login/dologin') {
    send(res, JSON.stringify(loggedIn), { 'Set-Cookie': setCookie });
  } else if (req.method === 'GET' && req.url === '/api/login/userinfo') {
    const signedIn = req.headers.cookie?.split(/;\s*/).includes(sessionCookie) ?? false;
    send(res, signedIn ? userinfoBody : JSON.stringify(loginExpired));
  } else {
    res.writeHead(404).end();
  }
}

const server = createServer((req, res) => void handle(req, res));
let baseUrl = '';

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});
beforeEach(() => {
  userinfoBody = JSON.stringify(session);
  seen.length = 0;
});

const credentials = { ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: true };

describe('createNodeClient', () => {
  it('keeps the session cookie from dologin and sends it with later calls', async () => {
    const { client, jar } = createNodeClient({ baseUrl });

    expect(await rejectionOf(unwrap(client.GET('/api/login/userinfo')))).toBeInstanceOf(LoginExpiredError);
    expect(await unwrap(client.POST('/api/login/dologin', { body: credentials }))).toBe('登录成功');
    const result = await unwrap(client.GET('/api/login/userinfo'));

    expect(result).toEqual(session.result);
    expect(await jar.getCookieString(baseUrl)).toBe(sessionCookie);
    expect(seen.map((r) => [r.method, r.url, r.cookie])).toEqual([
      ['GET', '/api/login/userinfo', undefined],
      ['POST', '/api/login/dologin', undefined],
      ['GET', '/api/login/userinfo', sessionCookie],
    ]);
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual(credentials);
  });

  it('keeps sessions of different clients apart', async () => {
    const first = createNodeClient({ baseUrl });
    const second = createNodeClient({ baseUrl });

    await unwrap(first.client.POST('/api/login/dologin', { body: credentials }));

    expect(await rejectionOf(unwrap(second.client.GET('/api/login/userinfo')))).toBeInstanceOf(LoginExpiredError);
  });

  it('throws NetworkError with the reason when nothing listens', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    const { client } = createNodeClient({ baseUrl: `http://127.0.0.1:${port}` });

    const error = await rejectionOf(unwrap(client.GET('/api/login/userinfo')));

    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toContain('ECONNREFUSED');
  });

  it('ends a script as soon as its calls are answered: the 30-second limit of a finished call keeps nothing waiting', async () => {
    const script = `
      const { createNodeClient, unwrap } = await import(${JSON.stringify(fileURLToPath(new URL('../src/node.ts', import.meta.url)))});
      const { client } = createNodeClient({ baseUrl: process.env.BASE_URL });
      await unwrap(client.POST('/api/login/dologin', { body: { ua: 'zhangwei', up: 'Lj@2026pass' } }));
      console.log('answered');`;
    const started = Date.now();
    const output = await new Promise<string>((resolve, reject) =>
      execFile(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env: { ...process.env, BASE_URL: baseUrl }, timeout: 25_000 }, (error, stdout) =>
        error ? reject(error) : resolve(stdout),
      ),
    );
    expect(output.trim()).toBe('answered');
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);
});

describe('strict mode', () => {
  it('passes answers that keep the contract, failures included', async () => {
    const { client } = createNodeClient({ baseUrl, strict: true });

    expect(await rejectionOf(unwrap(client.GET('/api/login/userinfo')))).toBeInstanceOf(LoginExpiredError);
    await unwrap(client.POST('/api/login/dologin', { body: credentials }));

    expect(await unwrap(client.GET('/api/login/userinfo'))).toEqual(session.result);
  });

  it('throws ContractViolationError naming the call and the broken field', async () => {
    const { token: _token, ...withoutToken } = session.result;
    userinfoBody = JSON.stringify({ ...session, result: withoutToken });
    const strict = createNodeClient({ baseUrl, strict: true }).client;
    const lenient = createNodeClient({ baseUrl }).client;
    await unwrap(strict.POST('/api/login/dologin', { body: credentials }));
    await unwrap(lenient.POST('/api/login/dologin', { body: credentials }));

    const error = await rejectionOf(unwrap(strict.GET('/api/login/userinfo')));

    expect(error).toBeInstanceOf(ContractViolationError);
    expect(error).toMatchObject({ method: 'GET', path: '/api/login/userinfo' });
    expect((error as ContractViolationError).issues).toEqual([expect.stringMatching(/^result\.token: /)]);
    expect((error as Error).message).toContain('GET /api/login/userinfo');
    // Without strict mode the same answer goes through unchecked.
    expect(await unwrap(lenient.GET('/api/login/userinfo'))).not.toHaveProperty('token');
  });

  it('throws ContractViolationError for a JSON answer that is not JSON', async () => {
    userinfoBody = '<html>502 Bad Gateway</html>';
    const { client } = createNodeClient({ baseUrl, strict: true });
    await unwrap(client.POST('/api/login/dologin', { body: credentials }));

    const error = await rejectionOf(unwrap(client.GET('/api/login/userinfo')));

    expect(error).toBeInstanceOf(ContractViolationError);
    expect((error as ContractViolationError).issues).toEqual(['(body): not valid JSON']);
  });
});

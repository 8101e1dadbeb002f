// exam-conformance as a backend team runs it against their own server and in their CI (issue 34): safe by default (the
// walk only reads unless --write), JSON and JUnit reports, exit codes that tell a contract break (1) from a usage
// error (2), an unreachable target (3) and refused examples (4), and the defects that used to hide: a session cookie
// that is never set, a redirect to a sign-in page, a "workbook" or a JPEG that is not one, a backend without a push channel.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, silentLogger, type MockServer } from '@exam/mock-server';
import { rowOf, runCli } from './cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'exam-conformance-ci-'));
const ZHANGWEI = ['--account', 'zhangwei', '--password', 'Lj@2026pass'];

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger });
});
afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A proxy in front of the mock that answers some paths itself (no websocket: it has no push channel). */
async function proxy(override: (path: string, res: ServerResponse) => boolean, rewrite?: (res: Response) => Headers): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (override(path, res)) return;
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers.set(k, v);
      void fetch(`${mock.url}${req.url ?? ''}`, { method: req.method, headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}), redirect: 'manual' }).then(async (answer) => {
        const out = rewrite ? rewrite(answer) : answer.headers;
        const body = Buffer.from(await answer.arrayBuffer());
        const head: Record<string, string | string[]> = {};
        out.forEach((v, k) => {
          if (k !== 'content-encoding' && k !== 'transfer-encoding' && k !== 'set-cookie') head[k] = v;
        });
        const cookies = out.getSetCookie();
        if (cookies.length) head['set-cookie'] = cookies;
        head['content-length'] = String(body.length);
        res.writeHead(answer.status, head);
        res.end(body);
      });
    });
  });
  // A backend without a push channel: the websocket upgrade is an HTTP 404.
  server.on('upgrade', (_req, socket: Duplex) => socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('safe by default, and reports for CI', () => {
  it('only reads without --write: nothing of the example world is created, changed or deleted; JSON and JUnit reports', async () => {
    await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
    await fetch(`${mock.url}/__mock/requests`, { method: 'DELETE' });
    const json = join(dir, 'read.json');
    const junit = join(dir, 'read.xml');
    const { code, output } = await runCli(['--target', mock.url, ...ZHANGWEI, '--json', json, '--junit', junit]);
    expect(code, output).toBe(0);
    expect(output).toMatch(/note: read-only walk: \d+ operations that create, change or delete data were not sent/);
    for (const write of ['saveexam', 'delexam', 'editPassword', 'changeUnitRole', 'savetag']) expect(rowOf(output, write)).toBe('');
    const log = (await (await fetch(`${mock.url}/__mock/requests`)).json()) as { requests: { path: string }[] };
    const sent = new Set(log.requests.map((r) => r.path));
    for (const path of ['/api/exam/saveexam', '/api/exam/delexam', '/api/login/editPassword', '/api/login/changeUnitRole', '/api/user/resetpwd']) expect(sent.has(path)).toBe(false);
    expect(sent.has('/api/exam/loadexam')).toBe(true);

    const report = JSON.parse(readFileSync(json, 'utf8')) as { exitCode: number; rows: { name: string; outcome: string }[]; counts: { ok: number } };
    expect(report.exitCode).toBe(0);
    expect(report.rows.find((r) => r.name === 'loadexam')?.outcome).toBe('ok');
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="exam-conformance" tests="(\d+)" failures="0" errors="0"/);
    expect(xml.match(/<testcase /g)).toHaveLength(report.rows.length);
    expect(xml).toContain('<testcase classname="read" name="loadexam POST /api/exam/loadexam"');
  });

  it('exit 2 for a target that is no address, or an option of the other mode; exit 3 when nothing answers', async () => {
    const noScheme = await runCli(['--target', '127.0.0.1:9', ...ZHANGWEI]);
    expect(noScheme.code).toBe(2);
    expect(noScheme.output).toContain('--target must be a http:// or https:// address');
    const wrongMode = await runCli(['--target', mock.url, ...ZHANGWEI, '--reply-timeout', '5']);
    expect(wrongMode.code).toBe(2);
    expect(wrongMode.output).toContain('--reply-timeout is an option of driver mode');

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await close(closed);
    const junit = join(dir, 'unreachable.xml');
    const unreachable = await runCli(['--target', `http://127.0.0.1:${port}`, ...ZHANGWEI, '--junit', junit]);
    expect(unreachable.code).toBe(3);
    expect(unreachable.output).toMatch(/UNREACHABLE: http:\/\/127\.0\.0\.1:\d+ did not answer \(ECONNREFUSED/);
    expect(unreachable.output).not.toMatch(/^BREAK/m);
    expect(readFileSync(junit, 'utf8')).toContain('type="unreachable"');
  });
});

describe('defects named as what they are', () => {
  it('a session cookie that is never set is one break, and the walk stops there', async () => {
    const { url, server } = await proxy(
      () => false,
      (answer) => {
        const headers = new Headers(answer.headers);
        headers.delete('set-cookie');
        return headers;
      },
    );
    const { code, output } = await runCli(['--target', url, ...ZHANGWEI]);
    await close(server);
    expect(code).toBe(1);
    expect(rowOf(output, 'dologin')).toMatch(/^BREAK[\s\S]*set no JSESSIONID cookie/);
    expect(output).toMatch(/DOES NOT CONFORM: 1 checked/);
  });

  it('a redirect to a sign-in page, a workbook that is not one, and refused examples (exit 4)', async () => {
    const { url, server } = await proxy((path, res) => {
      if (path === '/api/login/userinfo') {
        res.writeHead(302, { location: '/login' });
        res.end();
        return true;
      }
      if (path === '/api/scannerApi/getpic') {
        // A JPEG's markers around bytes that are no picture.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from('this is not a picture'), Buffer.from([0xff, 0xd9])]));
        return true;
      }
      if (path === '/api/info/student/downstuimporttemplate') {
        res.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'content-disposition': 'attachment; filename="a.xlsx"' });
        res.end('PK this is not a workbook');
        return true;
      }
      return false;
    });
    const broken = await runCli(['--target', url, ...ZHANGWEI, '--operation', 'userinfo,downstuimporttemplate,scannerApiGetpic']);
    expect(broken.code).toBe(1);
    expect(rowOf(broken.output, 'userinfo')).toMatch(/^BREAK[\s\S]*redirected \(HTTP 302 to \/login\) instead of answering/);
    expect(rowOf(broken.output, 'downstuimporttemplate')).toMatch(/^BREAK[\s\S]*not a workbook/);
    expect(rowOf(broken.output, 'scannerApiGetpic')).toMatch(/^BREAK[\s\S]*the JPEG does not decode/);
    await close(server);

    // The contract is met, but the target has no such exam: a data problem, exit 4.
    const refusing = await proxy((path, res) => {
      if (path !== '/api/exam/loadexamteacher') return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, result: '考试不存在' }));
      return true;
    });
    const refused = await runCli(['--target', refusing.url, ...ZHANGWEI, '--operation', 'loadexam,loadexamteacher']);
    await close(refusing.server);
    expect(refused.output).toContain('CONFORMS, BUT EXAMPLES WERE REFUSED');
    expect(refused.code).toBe(4);
  });

  it('a backend without a push channel breaks the contract', async () => {
    const { url, server } = await proxy(() => false);
    const { code, output } = await runCli(['--target', url, ...ZHANGWEI]);
    await close(server);
    expect(code).toBe(1);
    expect(rowOf(output, 'push')).toMatch(/^BREAK\s+push channel[\s\S]*the push channel did not open/);
  });
});

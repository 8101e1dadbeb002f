// The backend check from the command line: a fresh stateful mock conforms (exit 0, every operation ok); a broken
// backend does not (exit 1), and the table names each break: wrong types, missing fields, JSON where a file is
// declared, undeclared statuses, and failure everywhere. Server text is escaped in the HTML report and the password
// never shows.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockServer, silentLogger, type MockServer } from '@exam/mock-server';
import { SKIPPED, defaultBundlePath, runHttpCheck } from '../src/http-check.ts';
import { isObject, operationName, operationsOf, readBundle, type Json } from '../src/openapi.ts';
import { rowOf, runCli } from './cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'exam-conformance-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bundle = readBundle(defaultBundlePath());
/** The `ok` example answer of an operation, as a new object. */
const okExample = (path: string, method: string): Json => {
  const op = operationsOf(bundle).find((o) => o.path === path && o.method === method);
  const responses = op && isObject(op.operation.responses) ? op.operation.responses : {};
  const media = isObject(responses['200']) && isObject(responses['200'].content) ? responses['200'].content['application/json'] : undefined;
  const examples = isObject(media) && isObject(media.examples) ? media.examples : {};
  const value = isObject(examples.ok) ? examples.ok.value : isObject(media) ? media.example : undefined;
  return structuredClone(value) as Json;
};
/** The path of an operation, by operationId. */
const pathOf = (name: string): string => {
  const op = operationsOf(bundle).find((o) => operationName(o) === name);
  if (!op) throw new Error(`no operation ${name} in the contract`);
  return op.path;
};

describe('against a fresh stateful mock', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger });
  });
  afterAll(async () => {
    await mock?.close();
  });

  it('every operation of the contract succeeds and conforms: exit 0, and an HTML report', async () => {
    const report = join(dir, 'mock.html');
    const { code, output } = await runCli(['--target', mock.url, '--account', 'zhangwei', '--password', 'Lj@2026pass', '--write', '--report', report]);
    const operations = operationsOf(readBundle(defaultBundlePath())).length + 3; // and the push channel, its messages, the restore
    const skipped = Object.keys(SKIPPED).length;
    expect(skipped).toBeLessThanOrEqual(2);
    expect(output).toContain(`CONFORMS: ${operations} checked, ${operations - skipped} ok, 0 break the contract, 0 failed, ${skipped} skipped`);
    expect(rowOf(output, 'forceLogout')).toMatch(/^skipped[\s\S]*reason: needs the teacher it names/);
    expect(code).toBe(0);
    expect(output).not.toContain('Lj@2026pass');
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('CONFORMS');
    expect(html.match(/<tr class="ok">/g)).toHaveLength(operations - skipped);
    // Self-contained: nothing is loaded from anywhere (the only address in it is the target's).
    expect(html.replaceAll(mock.url, '')).not.toMatch(/<script|<link|src=|https?:\/\//);
    // The walk changed its own account's role and password (the session phase) and set both back.
    expect(rowOf(output, 'restore')).toMatch(/^ok[\s\S]*role set back \(user type 2 at unit 10\)[\s\S]*password set back/);
    const again = await fetch(`${mock.url}/api/login/dologin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ua: 'zhangwei', up: 'Lj@2026pass', rememberMe: false }) });
    expect(await again.json()).toMatchObject({ success: true });
    const cookie = again.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    const info = (await (await fetch(`${mock.url}/api/login/userinfo`, { headers: { cookie } })).json()) as { result: { user: { user_type: string } } };
    expect(info.result.user.user_type).toBe('2');
  });
});

describe('against a broken backend', () => {
  const PASSWORD = 'Br0ken-Secret';
  let server: Server;
  let url = '';

  beforeAll(async () => {
    let password = '';
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0];
        const json = (value: unknown, status = 200) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        if (path === '/api/login/dologin') {
          password = (JSON.parse(body) as { up?: string }).up ?? '';
          res.setHeader('set-cookie', 'JSESSIONID=broken; Path=/; HttpOnly');
          return json(okExample('/api/login/dologin', 'post'));
        }
        if (path === '/api/login/userinfo') {
          // Wrong type: the user id as text.
          const answer = okExample('/api/login/userinfo', 'get');
          ((answer.result as Json).user as Json).user_id = '2001';
          return json(answer);
        }
        if (path === '/api/exam/loadexam') {
          // A missing field: the exams without their names.
          const answer = okExample('/api/exam/loadexam', 'post');
          for (const exam of (answer.result as { datalist: Json[] }).datalist) delete exam.exam_name;
          return json(answer);
        }
        // A JSON answer where the contract declares a file.
        if (path === '/api/info/user/downimporttemplate') return json({ success: true, result: '教师导入模板.xlsx' });
        // A file without its name.
        if (path === '/api/info/student/downstuimporttemplate') {
          res.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
          return res.end(Buffer.from('PK\u0003\u0004 not much of a workbook'));
        }
        // A status the contract does not declare.
        if (path === '/api/redis/info') return json({ error: 'teapot' }, 418);
        // Failure everywhere else; the text carries markup and the password it was sent.
        json({ success: false, result: `系统维护中 <script>alert(1)</script> ${password}` });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('exits 1 and names every break and every failure', async () => {
    const report = join(dir, 'broken.html');
    const { code, output } = await runCli(['--target', url, '--account', 'zhangwei', '--password', PASSWORD, '--write', '--report', report]);
    expect(code).toBe(1);
    expect(output).toContain('DOES NOT CONFORM');
    expect(rowOf(output, 'dologin')).toMatch(/^ok /);
    expect(rowOf(output, 'userinfo')).toMatch(/^BREAK[\s\S]*user\.user_id: must be integer/);
    expect(rowOf(output, 'loadexam')).toMatch(/^BREAK[\s\S]*must have required property 'exam_name'/);
    expect(rowOf(output, 'infoUserDownimporttemplate')).toMatch(/^BREAK[\s\S]*a JSON answer where a file is declared/);
    expect(rowOf(output, 'downstuimporttemplate')).toMatch(/^BREAK[\s\S]*header content-disposition is missing/);
    expect(rowOf(output, 'redisInfo')).toMatch(/^BREAK[\s\S]*HTTP 418 is not a declared answer/);
    expect(rowOf(output, 'loadexamteacher')).toMatch(/^FAILED[\s\S]*the ok example was refused: \{success:false\} 系统维护中/);
    // startAnalyse was refused too: there is no background run to wait for, the refusal is the answer.
    expect(rowOf(output, 'viewDataAnalyseAndCheckList')).toMatch(/^FAILED/);
    expect(rowOf(output, 'viewDataAnalyseAndCheckList')).not.toContain('background work');
    const failed = output.split('\n').filter((l) => l.startsWith('FAILED')).length;
    expect(failed).toBeGreaterThan(150);
    expect(output).not.toContain(PASSWORD);
    const html = readFileSync(report, 'utf8');
    expect(html).toContain('DOES NOT CONFORM');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(PASSWORD);
  });
});

describe('an operation that reads what background work started', () => {
  // A backend whose data analysis finishes check 3 only some time after the walk first reads it (never, with
  // doneAfterMs Infinity), as a slow real backend would; every other operation is refused, which does not matter here.
  let server: Server;
  let url = '';
  let doneAfterMs = 0;
  let started = false;
  let firstReadAt = 0;
  let listReads = 0;
  beforeAll(async () => {
    const start = pathOf('startAnalyse');
    const list = pathOf('viewDataAnalyseAndCheckList');
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const path = (req.url ?? '').split('?')[0];
        const json = (value: unknown) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(value));
        };
        if (path === '/api/login/dologin') {
          res.setHeader('set-cookie', 'JSESSIONID=analysis; Path=/; HttpOnly');
          return json(okExample(path, 'post'));
        }
        if (path === start) {
          started = true;
          return json(okExample(path, 'post'));
        }
        if (path === list) {
          if (!started) return json({ success: false, result: '请先开始数据分析' });
          listReads += 1;
          firstReadAt ||= Date.now();
          if (Date.now() - firstReadAt >= doneAfterMs) return json(okExample(path, 'post'));
          return json({ success: false, result: '该项检查尚未完成' });
        }
        json({ success: false, result: '不在本测试之内' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  // The contract cut down to the three operations that matter here (the bundle is dereferenced: paths stand alone).
  const smallBundle = join(dir, 'analysis.bundle.json');
  const keep = new Set(['dologin', 'startAnalyse', 'viewDataAnalyseAndCheckList'].map(pathOf));
  writeFileSync(
    smallBundle,
    JSON.stringify({ ...bundle, paths: Object.fromEntries(Object.entries(bundle.paths as Json).filter(([path]) => keep.has(path))) }),
  );

  const walk = async (backgroundTimeoutMs: number) => {
    started = false;
    firstReadAt = 0;
    listReads = 0;
    const report = await runHttpCheck({ target: url, account: 'zhangwei', password: 'x-secret', bundlePath: smallBundle, backgroundTimeoutMs, write: true });
    // This backend has no push channel: that row breaks, the rest is what this test is about.
    expect(report.rows.map((r) => r.name)).toEqual(['dologin', 'push channel', 'startAnalyse', 'viewDataAnalyseAndCheckList']);
    expect(report.rows[1]?.outcome).toBe('break');
    const row = report.rows.find((r) => r.name === 'viewDataAnalyseAndCheckList');
    expect(report.rows.find((r) => r.name === 'startAnalyse')?.outcome).toBe('ok');
    return row;
  };

  it('reads the list again until the check it reads is done, and says how long it waited', async () => {
    doneAfterMs = 500;
    const row = await walk(10_000);
    expect(row?.outcome, row?.notes.join('\n')).toBe('ok');
    expect(listReads).toBeGreaterThan(1);
    expect(row?.notes.join('\n')).toMatch(/read \d+ times over [\d.]+ s until the background work startAnalyse started had done it/);
  });

  it('reports a clear failure when the check is not done within the limit', async () => {
    doneAfterMs = Infinity;
    const row = await walk(600);
    expect(row?.outcome).toBe('failure');
    expect(row?.notes.join('\n')).toMatch(/still refused after waiting [\d.]+ s \(\d+ reads, limit 0.6 s\) for the background work startAnalyse started/);
    expect(row?.notes.join('\n')).toContain('该项检查尚未完成');
  });
});

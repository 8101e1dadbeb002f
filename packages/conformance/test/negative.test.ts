// --seed-check and --negative against the stateful mock (issue 34): the seed check lists the example-world records a
// target lacks before the walk (exit 4); the negative check sends, before each operation with a stated request
// constraint, one request that breaks it, and one access-control case, so a server that accepts anything is caught.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockServer, silentLogger, type MockServer } from '@exam/mock-server';
import { defaultBundlePath } from '../src/http-check.ts';
import { isObject, operationsOf, readBundle, type Json } from '../src/openapi.ts';
import { rowOf, runCli } from './cli.ts';

const ZHANGWEI = ['--account', 'zhangwei', '--password', 'Lj@2026pass'];
const WANGFANG = ['--denied-account', 'wangfang', '--denied-password', 'Lj@2026pass'];

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger });
});
afterAll(async () => {
  await mock?.close();
});
beforeEach(async () => {
  await fetch(`${mock.url}/__mock/reset`, { method: 'POST' });
});

const operations = operationsOf(readBundle(defaultBundlePath()));
/** The `ok` example answer of the operation at a path. */
function okAnswer(path: string): Json | undefined {
  const op = operations.find((o) => o.path === path);
  const responses = op && isObject(op.operation.responses) ? op.operation.responses : {};
  const media = isObject(responses['200']) && isObject(responses['200'].content) ? responses['200'].content['application/json'] : undefined;
  const examples = isObject(media) && isObject(media.examples) ? media.examples : {};
  const value = isObject(examples.ok) ? examples.ok.value : isObject(media) ? media.example : undefined;
  return isObject(value) ? value : undefined;
}

/**
 * A backend that accepts anything: in front of the mock, every refusal (a 422 for a request that breaks the contract,
 * or {success:false}, also 没有该功能的权限) is turned into the operation's ok example answer.
 */
async function lenientProxy(): Promise<{ url: string; server: Server }> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers.set(k, v);
      void fetch(`${mock.url}${req.url ?? ''}`, { method: req.method, headers, ...(chunks.length ? { body: Buffer.concat(chunks) } : {}) }).then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        const path = (req.url ?? '').split('?')[0] ?? '';
        let refused = answer.status === 422;
        if ((answer.headers.get('content-type') ?? '').includes('json')) {
          try {
            refused ||= (JSON.parse(body.toString()) as { success?: unknown }).success === false;
          } catch {
            // not JSON after all
          }
        }
        const ok = refused ? okAnswer(path) : undefined;
        const head: Record<string, string | string[]> = {};
        answer.headers.forEach((v, k) => {
          if (!['content-encoding', 'transfer-encoding', 'set-cookie', 'content-length'].includes(k)) head[k] = v;
        });
        if (answer.headers.getSetCookie().length) head['set-cookie'] = answer.headers.getSetCookie();
        if (ok) {
          head['content-type'] = 'application/json';
          res.writeHead(200, head);
          res.end(JSON.stringify(ok));
          return;
        }
        res.writeHead(answer.status, head);
        res.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('--seed-check', () => {
  it('finds every record on a fresh mock, and names the one a target lacks before the walk (exit 4)', async () => {
    const fresh = await runCli(['--target', mock.url, ...ZHANGWEI, '--seed-check']);
    expect(fresh.code, fresh.output).toBe(0);
    expect(rowOf(fresh.output, 'seed')).toMatch(/^ok\s+seed\s+the example world.*sign-in\s+15\/15 found/);

    // The target has lost exam 3002 (delexam's example deletes it).
    const deleted = await runCli(['--target', mock.url, ...ZHANGWEI, '--write', '--operation', 'delexam']);
    expect(rowOf(deleted.output, 'delexam')).toMatch(/^ok /);
    const { code, output } = await runCli(['--target', mock.url, ...ZHANGWEI, '--seed-check', '--operation', 'loadexam']);
    expect(code).toBe(4);
    const listed = output.indexOf('the target lacks 1 records of the example world:\n  考试 3002 2026年秋季高一第一次月考 (not in loadexam)');
    expect(listed, output).toBeGreaterThanOrEqual(0);
    // Said (on stderr) as soon as it is known, and above the walk's table.
    expect(output.indexOf('note: the target lacks 1 records of the example world')).toBeLessThan(output.indexOf('result    operation'));
    expect(rowOf(output, 'seed')).toMatch(/^FAILED\s+seed[\s\S]*14\/15 found[\s\S]*missing: 考试 3002/);
    expect(output).toContain('CONFORMS, BUT EXAMPLES WERE REFUSED');
  });
});

describe('--negative', () => {
  it('the stateful mock refuses every request that breaks a stated constraint, and refuses a teacher deleting a tag', async () => {
    const { code, output } = await runCli(['--target', mock.url, ...ZHANGWEI, '--write', '--negative', ...WANGFANG]);
    expect(code, output).toBe(0);
    const negatives = output.split('\n').filter((l) => /^\S+\s+\S+\/invalid\s/.test(l));
    expect(negatives.length).toBeGreaterThan(150);
    expect(negatives.every((l) => l.startsWith('ok '))).toBe(true);
    expect(rowOf(output, 'saveexam/invalid')).toMatch(/^ok\s+saveexam\/invalid\s+POST \/api\/exam\/saveexam\s+negative\s+422/);
    expect(rowOf(output, 'deltag/denied')).toMatch(/^ok[\s\S]*refused to wangfang, who lacks the permission \(\{success:false\} 没有该功能的权限\)/);
    expect(rowOf(output, 'deltag')).toMatch(/^ok /);
    expect(output).not.toContain('Lj@2026pass');
  });

  it('a backend that accepts anything is caught: each broken request and the forbidden delete are breaks (exit 1)', async () => {
    const { url, server } = await lenientProxy();
    const { code, output } = await runCli(['--target', url, ...ZHANGWEI, '--write', '--negative', ...WANGFANG, '--operation', 'loadexam,saveexam,deltag']);
    await close(server);
    expect(code).toBe(1);
    expect(rowOf(output, 'loadexam/invalid')).toMatch(/^BREAK[\s\S]*the example without the required field page must be refused, but it was accepted: HTTP 200/);
    expect(rowOf(output, 'saveexam/invalid')).toMatch(/^BREAK[\s\S]*must be refused, but it was accepted/);
    expect(rowOf(output, 'deltag/denied')).toMatch(/^BREAK[\s\S]*wangfang lacks the permission, but the example was accepted: HTTP 200/);
  });

  it('without --write only reads are broken, and the access case is a read', async () => {
    await fetch(`${mock.url}/__mock/requests`, { method: 'DELETE' });
    const { code, output } = await runCli(['--target', mock.url, ...ZHANGWEI, '--negative', ...WANGFANG]);
    expect(code, output).toBe(0);
    expect(rowOf(output, 'loadmgeuser/denied')).toMatch(/^ok /);
    expect(rowOf(output, 'deltag/denied')).toBe('');
    expect(rowOf(output, 'saveexam/invalid')).toBe('');
    const log = (await (await fetch(`${mock.url}/__mock/requests`)).json()) as { requests: { path: string }[] };
    expect(log.requests.some((r) => /deltag|saveexam|delexam/.test(r.path))).toBe(false);
  });

  it('usage: --denied-account needs --negative and its password', async () => {
    const alone = await runCli(['--target', mock.url, ...ZHANGWEI, '--denied-account', 'wangfang']);
    expect(alone.code).toBe(2);
    expect(alone.output).toContain('--denied-account and --denied-password go together');
    const noNegative = await runCli(['--target', mock.url, ...ZHANGWEI, ...WANGFANG]);
    expect(noNegative.code).toBe(2);
    expect(noNegative.output).toContain('--denied-account needs --negative');
  });
});

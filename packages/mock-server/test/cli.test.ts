// The command line in prism mode, as `npm run mock:prism` runs it: bare Prism on the port, and nothing left
// listening after SIGTERM.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/prism-process.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
let cli: ChildProcess;
let url: string;
let output = '';

async function waitUntilAnswering(timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await fetch(`${url}/api/login/dologout`);
      return;
    } catch {
      if (cli.exitCode !== null) throw new Error(`the CLI exited early:\n${output}`);
      if (Date.now() - started > timeoutMs) throw new Error(`no answer within ${timeoutMs} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  cli = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', '--mode', 'prism', '--port', String(port)], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cli.stdout?.on('data', (chunk) => (output += chunk));
  cli.stderr?.on('data', (chunk) => (output += chunk));
  await waitUntilAnswering(45_000);
});
afterAll(() => {
  if (cli.exitCode === null) cli.kill('SIGKILL');
});

describe('tsx src/cli.ts --mode prism', () => {
  it("answers Prism's own 401 problem without the session cookie", async () => {
    const res = await fetch(`${url}/api/login/userinfo`);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('problem+json');
  });

  it('answers the example a Prefer header names', async () => {
    const res = await fetch(`${url}/api/login/userinfo`, {
      headers: { cookie: 'JSESSIONID=8C2F6A1E94B04D7A', prefer: 'example=studentParent' },
    });
    const body = (await res.json()) as { result: { user: { user_name: string } } };
    expect(body.result.user.user_name).toBe('李建国');
  });

  it('has no control API (that is contract mode)', async () => {
    expect((await fetch(`${url}/__mock/health`)).status).toBe(404);
  });

  it('stops Prism and exits 0 on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => cli.once('exit', (code) => resolve(code)));
    cli.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${url}/api/login/dologout`)).rejects.toThrow();
  });
});

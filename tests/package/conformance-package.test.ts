// exam-conformance as a backend team gets it (issue 34): `pnpm --filter @exam/conformance pack` (which bundles
// dist/cli.js), `npm install <tarball>` in an empty folder outside the workspace, and the command run there with plain
// Node: --help, a read-only walk against the stateful mock, and the driver check against the driver simulator.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockServer, silentLogger, type MockServer } from '@exam/mock-server';
// The tests package does not depend on the protocol package; its simulator is loaded from the workspace.
import { startDriverSimulator } from '../../packages/scanner-protocol/src/simulator/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const [PNPM = 'pnpm', ...PNPM_ARGS] = (process.env.EXAM_PNPM ?? 'pnpm').split(' ');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command in a plain environment (no npm_*, NODE_OPTIONS or Vitest variables), as in a shell. */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  const plain = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_OPTIONS' && !key.startsWith('VITEST')));
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: plain, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}
const ok = (what: string, result: Run): Run => {
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
  return result;
};

const scratch = mkdtempSync(join(tmpdir(), 'exam-conformance-package-'));
const consumer = join(scratch, 'consumer');
const bin = join(consumer, 'node_modules/.bin/exam-conformance');
let mock: MockServer | undefined;

beforeAll(async () => {
  ok('pnpm pack', await run(PNPM, [...PNPM_ARGS, '--filter', '@exam/conformance', 'pack', '--pack-destination', scratch], ROOT));
  const packed = readdirSync(scratch).filter((name) => name.endsWith('.tgz'));
  expect(packed).toHaveLength(1);
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), `${JSON.stringify({ name: 'backend-ci', private: true }, null, 2)}\n`);
  ok('npm install', await run('npm', ['install', join(scratch, packed[0] ?? ''), '--prefer-offline', '--no-audit', '--no-fund'], consumer));
  mock = await startMockServer({ mode: 'stateful', port: 0, logger: silentLogger });
}, 180_000);

afterAll(async () => {
  await mock?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the packed exam-conformance', () => {
  it('installs alone: no workspace package, no dependency at all, no sources', () => {
    const installed = join(consumer, 'node_modules/@exam/conformance');
    const text = readFileSync(join(installed, 'package.json'), 'utf8');
    const pkg = JSON.parse(text) as { dependencies?: Record<string, string>; exports?: Record<string, string> };
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(JSON.stringify(pkg.exports)).not.toContain('./src/');
    expect(readdirSync(join(consumer, 'node_modules')).sort()).toEqual(['.bin', '.package-lock.json', '@exam'].sort());
    expect(readdirSync(join(consumer, 'node_modules/@exam'))).toEqual(['conformance']);
    expect(existsSync(join(installed, 'src'))).toBe(false);
    for (const file of ['dist/cli.js', 'dist/openapi.bundle.json', 'dist/scanner-driver.asyncapi.yaml', 'dist/scanner-service.bundle.json', 'fixtures/数学-1.jpg']) {
      expect(existsSync(join(installed, file)), file).toBe(true);
    }
  });

  it('runs with plain Node: --help', async () => {
    const result = ok('--help', await run(bin, ['--help'], consumer));
    expect(result.stdout).toContain('exam-conformance --target <http(s)://host:port>');
    expect(result.stdout).toContain('exam-conformance driver --target <ws://host:port>');
  });

  it('installs globally too (npm install -g, here into its own prefix)', async () => {
    const prefix = join(scratch, 'global');
    const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz')) ?? '';
    ok('npm install -g', await run('npm', ['install', '-g', '--prefix', prefix, join(scratch, tarball), '--prefer-offline', '--no-audit', '--no-fund'], scratch));
    const result = ok('global --help', await run(join(prefix, 'bin/exam-conformance'), ['--help'], tmpdir()));
    expect(result.stdout).toContain('exam-conformance service --target <http://127.0.0.1:9001>');
  });

  it('a read-only walk against the stateful mock conforms (exit 0), with a JUnit file', async () => {
    if (!mock) throw new Error('the mock did not start');
    const result = await run(bin, ['--target', mock.url, '--account', 'zhangwei', '--password', 'Lj@2026pass', '--seed-check', '--junit', 'conformance.xml'], consumer);
    expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
    expect(result.stdout).toMatch(/CONFORMS: \d+ checked, \d+ ok, 0 break the contract, 0 failed, 1 skipped/);
    expect(result.stdout).toMatch(/^ok\s+seed\s/m);
    expect(result.stdout).toMatch(/^ok\s+push messages\s/m);
    expect(readFileSync(join(consumer, 'conformance.xml'), 'utf8')).toMatch(/failures="0" errors="0"/);
  });

  it('the driver check runs against the driver simulator (exit 0)', async () => {
    const simulator = await startDriverSimulator({ port: 0, ratePerMinute: 1200 });
    try {
      const result = await run(bin, ['driver', '--target', simulator.url], consumer);
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(result.stdout).toMatch(/^ok\s+start_scan\s/m);
    } finally {
      await simulator.close();
    }
  });
});

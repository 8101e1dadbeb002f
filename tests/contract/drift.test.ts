// The generated files are what openapi/ generates (`node scripts/generate.mjs --check` exits 0), and that check
// really can fail: in a scratch copy of the workspace with one generated file changed, it reports exactly that file.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTRACTS, ROOT, loadBundle, operationsOf } from './openapi.ts';

const portalContract = CONTRACTS[0];
if (!portalContract) throw new Error('no portal contract');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const generateCheck = (root: string): Promise<Run> =>
  new Promise((resolve) => {
    execFile(process.execPath, [join(root, 'scripts/generate.mjs'), '--check'], { cwd: root }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });

const CHANGED = 'packages/sdk/src/generated/openapi.bundle.json';
const scratch = mkdtempSync(join(tmpdir(), 'exam-drift-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.concurrent('generated files', () => {
  it('match the contracts (npm run generate leaves nothing to change)', async () => {
    const run = await generateCheck(ROOT);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/generated files match the contracts/);
  });

  it('the drift check fails when a generated file differs', async () => {
    // The copy holds only what the contract generators need; the web route tree is not part of it.
    for (const path of ['scripts/generate.mjs', 'scripts/asyncapi.mjs', 'openapi', 'packages/sdk/src/generated', 'packages/scanner-protocol/src/generated']) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      cpSync(join(ROOT, path), join(scratch, path), { recursive: true });
    }
    symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'), 'dir');
    const file = join(scratch, CHANGED);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('登录成功');
    writeFileSync(file, text.replace('登录成功', '登录成功了'));

    const run = await generateCheck(scratch);
    expect(run.code).toBe(1);
    const drifted = run.stderr.split('\n').filter((line) => line.startsWith('drift: '));
    expect(drifted).toEqual([expect.stringContaining(`drift: ${CHANGED} differs`)]);
  });
});

describe('generated SDK types', () => {
  it('have an entry for every operation of the contract', () => {
    const types = readFileSync(join(ROOT, 'packages/sdk/src/generated/api.d.ts'), 'utf8');
    const operationsBlock = types.slice(types.indexOf('export interface operations {'));
    const missing = operationsOf(loadBundle(portalContract))
      .map((o) => String(o.operation.operationId))
      .filter((id) => !new RegExp(`^    ${id}: \\{`, 'm').test(operationsBlock));
    expect(missing).toEqual([]);
  });
});

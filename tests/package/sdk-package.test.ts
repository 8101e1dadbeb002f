// The SDK as a third party gets it: `pnpm --filter @exam/sdk pack` (which builds dist/), `npm install <tarball>` in an
// empty folder outside the workspace, and the SDK README's own example files run there with plain `node` against the
// stateful mock (ESM and CommonJS) and type-checked by tsc with a tsconfig that has no DOM lib. One pack and one
// install serve every test.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMockServer, type Logger, type MockServer } from '@exam/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SDK_README = join(ROOT, 'packages/sdk/README.md');
const [PNPM = 'pnpm', ...PNPM_ARGS] = (process.env.EXAM_PNPM ?? 'pnpm').split(' ');
/** The example files the README shows, by name (its code fences say "```js example.mjs" and so on). */
const EXAMPLES = ['example.mjs', 'example.cjs', 'example.mts', 'example.cts', 'tsconfig.json'];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end without blocking this process (the mock answers from it). The environment is the
 * machine's, less what a package manager or test runner put there for its own children (npm_*, NODE_OPTIONS), so
 * the scripts run as in a plain shell.
 */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
  const plain = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key) && key !== 'NODE_OPTIONS' && !key.startsWith('VITEST')),
  );
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env: { ...plain, ...env }, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

const ok = (what: string, result: Run): Run => {
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
  return result;
};

/** The README's example files: every fenced block whose info string names one of them. */
function readmeExamples(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, name = '', body = ''] of readFileSync(SDK_README, 'utf8').matchAll(/^```\w+ (\S+)\n([\s\S]*?)^```$/gm)) {
    files.set(name, body);
  }
  return files;
}

const scratch = mkdtempSync(join(tmpdir(), 'exam-sdk-package-'));
const consumer = join(scratch, 'consumer');
const mockErrors: string[] = [];
let mock: MockServer | undefined;
let tarball = '';

beforeAll(async () => {
  ok('pnpm pack', await run(PNPM, [...PNPM_ARGS, '--filter', '@exam/sdk', 'pack', '--pack-destination', scratch], ROOT));
  const packed = readdirSync(scratch).filter((name) => name.endsWith('.tgz'));
  expect(packed).toHaveLength(1);
  tarball = join(scratch, packed[0] ?? '');

  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), `${JSON.stringify({ name: 'sdk-consumer', private: true }, null, 2)}\n`);
  // The same @types/node the workspace uses; TypeScript itself is the workspace's tsc.
  const typesNode = JSON.parse(readFileSync(join(ROOT, 'node_modules/@types/node/package.json'), 'utf8')) as { version: string };
  ok(
    'npm install',
    await run('npm', ['install', tarball, `@types/node@${typesNode.version}`, '--prefer-offline', '--no-audit', '--no-fund'], consumer),
  );
  for (const [name, text] of readmeExamples()) if (EXAMPLES.includes(name)) writeFileSync(join(consumer, name), text);

  const logger: Logger = { info: () => {}, warn: () => {}, error: (message) => mockErrors.push(message) };
  mock = await startMockServer({ mode: 'stateful', port: 0, logger });
}, 180_000);

afterAll(async () => {
  await mock?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Runs one of the example scripts with plain node against the mock. */
async function node(script: string): Promise<Run> {
  if (!mock) throw new Error('the mock did not start');
  return run(process.execPath, [script], consumer, { EXAM_API: mock.url, EXAM_USER: 'zhangwei', EXAM_PASSWORD: 'Lj@2026pass' });
}

describe('the packed SDK', () => {
  it('the README shows every example file the test runs', () => {
    expect([...readmeExamples().keys()].sort()).toEqual([...EXAMPLES].sort());
  });

  it('installs from the tarball: its package.json points at built JavaScript and declarations, with registry dependencies', () => {
    const installed = join(consumer, 'node_modules/@exam/sdk');
    const text = readFileSync(join(installed, 'package.json'), 'utf8');
    expect(text).not.toContain('workspace:');
    expect(text).not.toMatch(/\.\/src\//);
    const pkg = JSON.parse(text) as { exports: Record<string, unknown>; dependencies: Record<string, string> };
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['fetch-cookie', 'openapi-fetch', 'tough-cookie', 'zod']);
    for (const dependency of Object.keys(pkg.dependencies)) expect(existsSync(join(consumer, 'node_modules', dependency))).toBe(true);
    for (const entry of ['.', './node', './scanner-service']) {
      expect(Object.keys(pkg.exports[entry] as object), entry).toEqual(['import', 'require']);
      const conditions = pkg.exports[entry] as Record<'import' | 'require', { types: string; default: string }>;
      expect(conditions.import.types).toMatch(/\.d\.ts$/);
      expect(conditions.import.default).toMatch(/\.js$/);
      expect(conditions.require.types).toMatch(/\.d\.cts$/);
      expect(conditions.require.default).toMatch(/\.cjs$/);
      for (const file of [conditions.import.types, conditions.import.default, conditions.require.types, conditions.require.default]) {
        expect(existsSync(join(installed, file)), file).toBe(true);
      }
    }
    expect(existsSync(join(installed, pkg.exports['./bundle'] as string))).toBe(true);
    // Only the build and the README: no sources, tests or configs.
    expect(readdirSync(installed).sort()).toEqual(['README.md', 'dist', 'package.json']);
    // The browser entry and the chunks it shares stay free of Node modules, the cookie jar, zod and the 3 MB contract.
    const browserSide = readdirSync(join(installed, 'dist')).filter((file) => /\.c?js$/.test(file) && !file.startsWith('node.'));
    expect(browserSide.length).toBeGreaterThan(2);
    for (const file of browserSide) {
      expect(readFileSync(join(installed, 'dist', file), 'utf8'), file).not.toMatch(/fetch-cookie|tough-cookie|zod|node:|openapi\.bundle\.json/);
    }
  });

  it('exports @exam/sdk/bundle and @exam/sdk/bundle-refs (the contract with its $refs kept), as the README says', async () => {
    const script = join(consumer, 'bundles.mjs');
    writeFileSync(
      script,
      [
        "import { createRequire } from 'node:module';",
        "import { readFileSync } from 'node:fs';",
        'const require = createRequire(import.meta.url);',
        "for (const name of ['@exam/sdk/bundle', '@exam/sdk/bundle-refs']) {",
        "  const text = readFileSync(require.resolve(name), 'utf8');",
        '  const doc = JSON.parse(text);',
        "  console.log(name, doc.openapi, Object.keys(doc.components.schemas).length > 10, text.includes('\"$ref\"'));",
        '}',
      ].join('\n'),
    );
    const result = await node(script);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual(['@exam/sdk/bundle 3.1.0 true false', '@exam/sdk/bundle-refs 3.1.0 true true']);
  });

  it('a plain Node ESM script signs in, makes a typed call, downloads a file and uploads a multipart body', async () => {
    const result = await node('example.mjs');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout.trim().split('\n')).toEqual([
      'refused: 账号或密码错误',
      'signed in as 张伟',
      expect.stringMatching(/^exams: 5 \(2026年秋季高一期中联考, /),
      expect.stringMatching(/^downloaded 学生导入模板\.xlsx \([1-9]\d* bytes\)$/),
      // The mock read the uploaded workbook: the template's example row is one student.
      'uploaded: 正在导入1名学生',
    ]);
    const file = readFileSync(join(consumer, '学生导入模板.xlsx'));
    expect([...file.subarray(0, 2)]).toEqual([0x50, 0x4b]); // an xlsx is a zip
    expect(result.stdout).toContain(`(${file.length} bytes)`);
  });

  it('a CommonJS script (require) signs in, makes a typed call and checks a body against the contract', async () => {
    const result = await node('example.cjs');
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      'signed in as 张伟',
      'schools: 临江市第一中学, 临江市实验中学, 临江市第二中学',
      expect.stringMatching(/^contract violation: result\.\w+: /),
      'one ApiError: true',
    ]);
  });

  it('type-checks with tsc and a tsconfig without the DOM lib (ESM and CommonJS, library declarations included)', async () => {
    // skipLibCheck false: the SDK's own declarations are checked too, not silently taken as any.
    const result = await run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json', '--skipLibCheck', 'false'], consumer);
    expect(result.stdout + result.stderr).toBe('');
    expect(result.code).toBe(0);
    const tsconfig = JSON.parse(readFileSync(join(consumer, 'tsconfig.json'), 'utf8')) as { compilerOptions: { lib: string[] } };
    expect(tsconfig.compilerOptions.lib).toEqual(['ES2022']);
  });

  it('the mock saw no answer break the contract', () => {
    expect(mockErrors).toEqual([]);
  });
});

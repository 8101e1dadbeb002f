#!/usr/bin/env node
// `npm test` (and CI): every check the project has, in one command. Installs what is missing (pnpm, dependencies,
// Chromium), then runs every step even when one fails, prints a summary table and, as the very last line,
// `tests: N passed, M failed`. Exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, ensureChromium, ensurePnpm, installDeps } from './bootstrap.mjs';

const bin = (/** @type {string} */ name) => join(ROOT, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'exam-test-'));
const VITEST_JSON = join(reports, 'vitest.json');
const PLAYWRIGHT_JSON = join(reports, 'playwright.json');

/**
 * @typedef {{ name: string, result: 'ok' | 'failed' | 'skipped', seconds: number, passed?: number, failed?: number, note?: string }} StepResult
 */
/** @type {StepResult[]} */
const results = [];

/**
 * Runs a command; with `capture`, its output is printed in one piece when it ends (for steps that run side by side).
 * @param {string[]} argv
 * @param {{ capture?: boolean, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
function exec(argv, options = {}) {
  const [command = '', ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', options.capture ? 'pipe' : 'inherit', options.capture ? 'pipe' : 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: `${output}${String(error)}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const banner = (/** @type {string} */ text) => console.log(`\n━━ ${text} ${'━'.repeat(Math.max(3, 72 - text.length))}`);
const seconds = (/** @type {number} */ started) => (Date.now() - started) / 1000;

/**
 * A step that is a command: ok when it exits 0.
 * @param {string} name
 * @param {string[]} argv
 * @param {{ capture?: boolean, env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<StepResult>}
 */
async function commandStep(name, argv, options = {}) {
  if (!options.capture) banner(`${name}: ${argv.map((a) => a.replace(ROOT + '/', '')).join(' ')}`);
  const started = Date.now();
  /** @type {StepResult} */
  const step = { name, result: 'failed', seconds: 0 };
  results.push(step); // in the order the steps start, whichever ends first
  const { code, output } = await exec(argv, options);
  step.result = code === 0 ? 'ok' : 'failed';
  step.seconds = seconds(started);
  if (options.capture) {
    banner(`${name} (${step.result}, ${step.seconds.toFixed(1)} s)`);
    process.stdout.write(output.endsWith('\n') || !output ? output : `${output}\n`);
  }
  return step;
}

/**
 * A step that is a function (the bootstrap ones).
 * @template T
 * @param {string} name
 * @param {() => T} fn
 * @returns {T | undefined}
 */
function bootstrapStep(name, fn) {
  banner(name);
  const started = Date.now();
  try {
    const value = fn();
    results.push({ name, result: 'ok', seconds: seconds(started) });
    return value;
  } catch (error) {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    results.push({ name, result: 'failed', seconds: seconds(started) });
    return undefined;
  }
}

/**
 * @param {string} file
 * @returns {any}
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function summary() {
  let passed = 0;
  let failed = 0;
  console.log('\n━━ summary ' + '━'.repeat(64));
  console.log(`${'step'.padEnd(22)}${'result'.padEnd(9)}${'seconds'.padStart(8)}  tests`);
  for (const step of results) {
    const isTestStep = step.passed !== undefined;
    // A failed step that reported no failed test (a crash, a server that did not start) still counts as one.
    const stepFailed = step.result === 'failed' ? Math.max(step.failed ?? 0, 1) : (step.failed ?? 0);
    passed += step.passed ?? 0;
    failed += stepFailed;
    const tests = isTestStep ? `${step.passed} passed, ${step.failed} failed` : '';
    console.log(
      `${step.name.padEnd(22)}${step.result.padEnd(9)}${step.seconds.toFixed(1).padStart(8)}  ${[tests, step.note].filter(Boolean).join('; ')}`,
    );
  }
  const total = results.reduce((sum, s) => sum + s.seconds, 0);
  console.log(`${'total (wall clock)'.padEnd(31)}${((Date.now() - startedAll) / 1000).toFixed(1).padStart(8)}  (steps sum ${total.toFixed(1)} s)`);
  console.log(`tests: ${passed} passed, ${failed} failed`);
  return failed === 0 && !interrupted && results.every((s) => s.result !== 'failed') ? 0 : 1;
}

const startedAll = Date.now();
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});
process.on('SIGTERM', () => {
  interrupted = true;
});

// 1. What every later step needs.
const pnpm = bootstrapStep('pnpm', ensurePnpm);
if (pnpm) bootstrapStep('install', () => installDeps(pnpm));
if (!pnpm || !existsSync(join(ROOT, 'node_modules', '.bin', 'vitest'))) {
  console.error('\nDependencies are not installed; nothing else can run.');
  process.exit(summary());
}
const chromium = bootstrapStep('chromium', ensureChromium);

// 2. Static checks. The drift check first and alone (it regenerates the web route tree in place and restores it),
//    then the typecheck side by side with lint and contract lint (2 cores: one each).
await commandStep('drift check', [process.execPath, join(ROOT, 'scripts/generate.mjs'), '--check']);
await Promise.all([
  commandStep('typecheck', [process.execPath, join(ROOT, 'scripts/typecheck.mjs')], { capture: true }),
  (async () => {
    await commandStep('lint', [bin('eslint'), '.'], { capture: true });
    await commandStep('contract lint', [bin('redocly'), 'lint', '--config', 'openapi/redocly.yaml'], { capture: true });
  })(),
]);

// 3. The JavaScript size budgets (a production build of the portal; scripts/size-check.mjs).
if (!interrupted) await commandStep('size check', [process.execPath, join(ROOT, 'scripts/size-check.mjs')], { capture: true });

// 4. Unit, component and contract tests (vitest projects), counted from the JSON report. The SDK package test packs
//    the SDK with pnpm (EXAM_PNPM) and installs the tarball with npm in a temporary folder.
if (!interrupted) {
  const step = await commandStep(
    'unit+contract tests',
    [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
    { env: { ...process.env, EXAM_PNPM: pnpm.join(' ') } },
  );
  const report = readJson(VITEST_JSON);
  step.passed = Number(report?.numPassedTests ?? 0);
  step.failed = Number(report?.numFailedTests ?? 0);
}

// 5. Browser tests (Playwright driving Chromium against the built portal and the mock), counted from the JSON report.
if (interrupted) {
  results.push({ name: 'browser tests', result: 'skipped', seconds: 0, note: 'interrupted' });
} else if (!chromium) {
  results.push({ name: 'browser tests', result: 'skipped', seconds: 0, note: 'no Chromium (see the chromium step)' });
} else {
  const step = await commandStep(
    'browser tests',
    [bin('playwright'), 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
    {
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        EXAM_PNPM: pnpm.join(' '),
        PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON,
        PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
        // Never open an HTML report or wait for a key.
        PW_TEST_HTML_REPORT_OPEN: 'never',
      },
    },
  );
  const stats = readJson(PLAYWRIGHT_JSON)?.stats;
  step.passed = Number(stats?.expected ?? 0) + Number(stats?.flaky ?? 0);
  step.failed = Number(stats?.unexpected ?? 0);
}

rmSync(reports, { recursive: true, force: true });
process.exit(summary());

#!/usr/bin/env node
// `npm test` (and CI): every check the project has, in one command. Installs what is missing (pnpm, dependencies,
// Chromium), then runs every step even when one fails, prints a summary table and, as the very last line,
// `tests: N passed, M failed`. Exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, ensureChromium, ensurePnpm, installDeps } from './bootstrap.mjs';
import { PROJECTS, programsOf } from './typecheck.mjs';

const bin = (/** @type {string} */ name) => join(ROOT, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'exam-test-'));
const VITEST_JSON = join(reports, 'vitest.json');
const PLAYWRIGHT_JSON = join(reports, 'playwright.json');
/** The one production build of the portal: the size check reads it, every browser-test world serves it. */
const WEB_BUILD = join(reports, 'web');
/** What the whole run should take on the 2-core machine (README, "How long the tests take"). */
const GOAL_SECONDS = 20 * 60;

/**
 * @typedef {{ name: string, result: 'ok' | 'failed' | 'skipped', seconds: number, passed?: number, failed?: number, note?: string }} StepResult
 */
/** @type {StepResult[]} */
const results = [];

/**
 * Runs a command; with `capture`, its output is printed in one piece when it ends (for steps that run side by side).
 * @param {string[]} argv
 * @param {{ capture?: boolean, env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<{ code: number, output: string }>}
 */
function exec(argv, options = {}) {
  const [command = '', ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
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
 * @param {{ capture?: boolean, env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<StepResult>}
 */
async function commandStep(name, argv, options = {}) {
  if (!options.capture) banner(`${name}: ${argv.map((a) => a.replace(ROOT + '/', '')).join(' ')}`);
  const started = Date.now();
  // A step run in parts (the typecheck, one program a part) is one row: its parts' seconds added, failed if one failed.
  let step = results.find((s) => s.name === name);
  if (!step) {
    step = { name, result: 'ok', seconds: 0 };
    results.push(step); // in the order the steps start, whichever ends first
  }
  const { code, output } = await exec(argv, options);
  const took = seconds(started);
  if (code !== 0) step.result = 'failed';
  step.seconds += took;
  if (options.capture) {
    banner(`${name} (${code === 0 ? 'ok' : 'failed'}, ${took.toFixed(1)} s)`);
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

/** @type {{ file: string, seconds: number, tests: number }[]} */
let slowestFiles = [];
/** Browser tests that failed and then passed on their retry (Playwright's "flaky"), as `file › title`. */
/** @type {string[]} */
let flakyTests = [];

/**
 * Calls `visit` for every spec of Playwright's JSON report, with the file it is in.
 * @param {any} report
 * @param {(spec: any, file: string) => void} visit
 */
function eachSpec(report, visit) {
  /** @param {any} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) visit(spec, String(spec.file ?? suite.file ?? '?'));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
}

/**
 * The browser tests Playwright's JSON report marks flaky (failed, then passed on a retry).
 * @param {any} report
 * @returns {string[]}
 */
function flaky(report) {
  /** @type {string[]} */
  const found = [];
  eachSpec(report, (spec, file) => {
    for (const test of spec.tests ?? []) if (test.status === 'flaky') found.push(`${file} › ${spec.title}`);
  });
  return found;
}

/**
 * The ten browser test files that took longest (the sum of their tests' durations, hooks included), from Playwright's
 * JSON report.
 * @param {any} report
 */
function slowest(report) {
  /** @type {Map<string, { seconds: number, tests: number }>} */
  const files = new Map();
  eachSpec(report, (spec, file) => {
    const entry = files.get(file) ?? { seconds: 0, tests: 0 };
    for (const test of spec.tests ?? []) {
      entry.tests += 1;
      for (const result of test.results ?? []) entry.seconds += Number(result.duration ?? 0) / 1000;
    }
    files.set(file, entry);
  });
  return [...files.entries()]
    .map(([file, v]) => ({ file, ...v }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10);
}

function summary() {
  if (slowestFiles.length) {
    console.log('\n━━ the ten slowest browser test files (seconds in one worker, tests) ' + '━'.repeat(8));
    for (const f of slowestFiles) console.log(`${f.seconds.toFixed(1).padStart(8)}  ${String(f.tests).padStart(3)}  ${f.file}`);
  }
  if (flakyTests.length) {
    console.log('\n━━ flaky: failed, then passed on the retry (fix at the cause) ' + '━'.repeat(14));
    for (const t of flakyTests) console.log(`  ${t}`);
  }
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
  const wall = (Date.now() - startedAll) / 1000;
  const goal = `goal ${GOAL_SECONDS / 60} min on the 2-core machine: ${wall <= GOAL_SECONDS ? 'within' : `over by ${((wall - GOAL_SECONDS) / 60).toFixed(1)} min`}`;
  console.log(`${'total (wall clock)'.padEnd(31)}${wall.toFixed(1).padStart(8)}  (steps sum ${total.toFixed(1)} s; ${goal})`);
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

// 2. Static checks and the build, on two lanes (2 cores) that take the jobs longest first: lint, each typecheck program
//    (scripts/typecheck.mjs; projects with the same compiler options are one program), contract lint, and the
//    production build of the portal followed by its JavaScript size budgets (scripts/size-check.mjs). The browser
//    tests serve that build. The drift check (`scripts/generate.mjs --check`) is a contract test
//    (tests/contract/drift.test.ts), so it is not run twice.
let built = false;
const vite = join(ROOT, 'packages/web/node_modules/vite/bin/vite.js');
/** @type {{ seconds: number, run: () => Promise<unknown> }[]} */
const staticJobs = [
  { seconds: 65, run: () => commandStep('lint', [bin('eslint'), '.'], { capture: true }) },
  { seconds: 9, run: () => commandStep('contract lint', [bin('redocly'), 'lint', '--config', 'openapi/redocly.yaml'], { capture: true }) },
  ...(await programsOf(PROJECTS.map((project) => project.path))).map(({ projects }) => ({
    // A program of several projects takes about as long as the longest of them alone (the rest is shared).
    seconds: Math.max(...PROJECTS.filter((project) => projects.includes(project.path)).map((project) => project.seconds)),
    run: () => commandStep('typecheck', [process.execPath, join(ROOT, 'scripts/typecheck.mjs'), ...projects], { capture: true }),
  })),
  {
    seconds: 8,
    run: async () => {
      const build = await commandStep('build', [process.execPath, vite, 'build', '--manifest', '--emptyOutDir', '--logLevel', 'warn'], {
        capture: true,
        cwd: join(ROOT, 'packages/web'),
        env: { ...process.env, EXAM_WEB_OUT_DIR: WEB_BUILD },
      });
      built = build.result === 'ok';
      if (built) await commandStep('size check', [process.execPath, join(ROOT, 'scripts/size-check.mjs'), '--dist', WEB_BUILD], { capture: true });
    },
  },
].sort((a, b) => b.seconds - a.seconds);
const lane = async () => {
  for (let job = staticJobs.shift(); job && !interrupted; job = staticJobs.shift()) await job.run();
};
await Promise.all([lane(), lane()]);

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
        // Every world serves the build made above (a failed build leaves the browser tests to build their own).
        ...(built ? { EXAM_WEB_OUT_DIR: WEB_BUILD, EXAM_E2E_PREBUILT: '1' } : {}),
        PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON,
        PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
        // Never open an HTML report or wait for a key.
        PW_TEST_HTML_REPORT_OPEN: 'never',
      },
    },
  );
  const report = readJson(PLAYWRIGHT_JSON);
  const stats = report?.stats;
  step.passed = Number(stats?.expected ?? 0) + Number(stats?.flaky ?? 0);
  step.failed = Number(stats?.unexpected ?? 0);
  slowestFiles = slowest(report);
  flakyTests = flaky(report);
  if (flakyTests.length) step.note = `${flakyTests.length} flaky (passed on the retry, named above)`;
}

rmSync(reports, { recursive: true, force: true });
process.exit(summary());

// Browser tests: Debian's Chromium (headless) drives the built portal (vite preview) against the mock backend in
// stateful mode (the seeded store) and the scanner driver simulator. Every worker owns a world of those three servers
// on its own ports (e2e/support/world.ts, started by the worker-scoped fixture in e2e/support/mock.ts); the portal is
// built once, before the workers start (e2e/global-setup.ts). The browser is Debian's Chromium headless shell (the
// same Chromium without the browser's UI, as Playwright runs headless itself), or Debian's chromium when the shell is
// not installed; `npm test` installs both when missing (scripts/bootstrap.mjs); CHROMIUM_PATH points elsewhere.
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false';
/** Two on this 2-core machine (each worker's world is a mock, a preview server, a simulator and a Chromium). */
const WORKERS = Number(process.env.EXAM_E2E_WORKERS ?? 2);
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  workers: WORKERS,
  // Tests, not files, are spread over the workers (every test starts from the seeded world and shares nothing with the
  // test before it), so a long file does not leave one worker running alone at the end.
  fullyParallel: true,
  // CI retries a failed test once, in a fresh worker, as a safety net: a test that passes on its retry is counted as
  // passed but named as flaky at the end of `npm test` (scripts/test.mjs), to be fixed at its cause. Checking the suite
  // for flakes runs it without retries (EXAM_E2E_RETRIES=0; README, "How long the tests take").
  retries: Number(process.env.EXAM_E2E_RETRIES ?? (CI ? 1 : 0)),
  forbidOnly: CI,
  // Two worlds and two Chromiums share the 2 cores, so a step can take twice what it takes alone; these leave room
  // for that without hiding hangs.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    headless: true,
    // No test waits out an animation: the portal's transitions honour the reduced-motion preference.
    contextOptions: { reducedMotion: 'reduce' },
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    // No trace by default: recording DOM snapshots for every action of every test cost a tenth of the run on two cores
    // (a screencast a third). A failed test keeps its screenshot; `--trace retain-on-failure` (or `--trace on`) records
    // traces when you are chasing a failure (README, "How long the tests take").
    trace: 'off',
    // One browser context per worker, reset between tests by Playwright (cookies, HTTP cache, local and session
    // storage, IndexedDB, service workers, routes, init scripts; the storage state, viewport and emulation applied
    // again): the renderer and its compiled scripts outlive the test, which saves about a fourteenth of the run. What
    // the reset leaves (granted permissions, history) no test reads; the servers' state is reset by the fixtures.
    reuseContext: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        // The compositor runs in the browser process instead of a GPU process of its own (no GPU here): one process
        // fewer per worker and no hand-over between them, about a twentieth of the run.
        '--in-process-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});

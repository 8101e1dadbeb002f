// Browser tests: Debian's Chromium (headless) drives the built portal (vite preview) against the mock backend in
// stateful mode (the seeded store) and the scanner driver simulator. `npm test` installs Chromium when it is missing; CHROMIUM_PATH
// points elsewhere.
import { defineConfig } from '@playwright/test';
import { MOCK_PORT, MOCK_URL, SCANNER_PORT, SCANNER_URL, WEB_PORT, WEB_URL } from './e2e/support/env';

const CI = Boolean(process.env.CI) && process.env.CI !== 'false';
/** How to run pnpm (scripts/test.mjs passes what scripts/bootstrap.mjs found, e.g. an npx fallback). */
const PNPM = process.env.EXAM_PNPM ?? 'pnpm';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // The mock's scenario and request log are global: one test at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: CI,
  // A 2-core machine running the portal, the mock and Chromium together is slow; these leave room without hiding hangs.
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: WEB_URL,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    headless: true,
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      // The mock backend in stateful mode (seeded store; scenario API, request log) on its own port.
      command: `node --import tsx ../packages/mock-server/src/cli.ts --mode stateful --port ${MOCK_PORT}`,
      url: `${MOCK_URL}/__mock/health`,
      reuseExistingServer: !CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The scanner driver simulator on the driver's port (the portal connects to ws://127.0.0.1:38999); tests steer it
      // through its control API under /__sim/. Reused when one already runs there (e.g. the one `npm start` started).
      command: `node --import tsx ../packages/scanner-protocol/src/simulator/cli.ts --port ${SCANNER_PORT}`,
      url: `${SCANNER_URL}/__sim/health`,
      reuseExistingServer: !CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The production build, served by vite preview, which proxies /api and /ws to the mock.
      command: `${PNPM} --filter @exam/web build && ${PNPM} --filter @exam/web preview --port ${WEB_PORT} --strictPort --host 127.0.0.1`,
      url: WEB_URL,
      env: { EXAM_API_ORIGIN: MOCK_URL },
      reuseExistingServer: !CI,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});

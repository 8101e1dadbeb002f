// One `vitest run` for the whole workspace: every package that has a vitest.config.ts (each names its own project
// and environment) plus the contract tests. Browser tests (tests/e2e/*.spec.ts) belong to Playwright, never here.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      {
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          // The drift check runs the generators (a few seconds, more on a busy 2-core machine).
          testTimeout: 120_000,
        },
      },
      {
        test: {
          // The SDK as a third party installs it: pack, npm install in an empty folder, plain node and tsc there.
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});

// One `vitest run` for the whole workspace: every package that has a vitest.config.ts (each names its own project
// and environment) plus the contract tests. Browser tests (tests/e2e/*.spec.ts) belong to Playwright, never here.
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './tests/sequencer.ts';

export default defineConfig({
  test: {
    // Two files at a time, from every project at once. Vitest's default on a 2-core machine is cores - 1 = 1 worker,
    // which ran all ~124 files one after another (~8 min); most of the long files wait on child processes (Prism,
    // pnpm pack and npm install, tsc, Chromium, the generators), so a second worker overlaps them with the rest.
    // The pool stays Vitest's default, forks (child processes): several files start servers and child processes and
    // the jsdom files need a clean process each.
    maxWorkers: 2,
    // Every project's files in one queue, longest first (tests/sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
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

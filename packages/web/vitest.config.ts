import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // One jsdom and one module cache per worker, not per file: setting up jsdom and importing Mantine anew for each of
    // the ~75 files was two thirds of this project's time. src/testSetup.ts cleans up after every test instead; a file
    // whose module needs a fresh state (a vi.mock of a module others import too) calls vi.resetModules() before its
    // dynamic import.
    isolate: false,
    setupFiles: ['src/testSetup.ts'],
    // Rendering Mantine forms beside the other projects' files (two at a time on the 2-core machine) takes seconds
    // on a busy core; the default 5 s is too tight.
    testTimeout: 30_000,
  },
});

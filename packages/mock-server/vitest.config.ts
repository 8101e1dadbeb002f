import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // One module cache per worker, not per file: every file builds its own store and servers, and importing the mock
    // (Prism, the contract) anew for each of the ~34 files was half of this project's time.
    isolate: false,
    // Each file starts Prism once (about 2 s, more on a busy 2-core machine).
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});

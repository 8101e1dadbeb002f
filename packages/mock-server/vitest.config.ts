import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts Prism once (about 2 s, more on a busy 2-core machine).
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});

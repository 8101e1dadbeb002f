import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'conformance',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each walk sends about 200 requests to a mock started in the test (a few seconds on a busy 2-core machine).
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});

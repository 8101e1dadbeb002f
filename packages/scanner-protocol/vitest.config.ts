import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'scanner-protocol',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The AsyncAPI parser takes a second or two to load on a busy 2-core machine.
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});

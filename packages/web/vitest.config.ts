import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Component tests render with jsdom beside the other projects' files (two at a time on the 2-core machine); the
    // default 5 s is too tight when a busy core runs a long render.
    testTimeout: 15_000,
  },
});

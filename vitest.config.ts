import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    // Random-play fuzzing over whole battles takes a while on a 2-core machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    reporters: ['default', './scripts/vitest-summary.ts'],
  },
});

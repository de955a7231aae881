import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database cloned from a template; two at a time fits a 2-core machine.
    maxWorkers: 2,
    globalSetup: ['./test/support/global-setup.ts'],
  },
});

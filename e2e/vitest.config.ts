import { defineConfig } from 'vitest/config';

/**
 * End-to-end suite: one worker, one file at a time, against the app that
 * support/global-setup.ts starts with `pnpm start` (it builds first: minutes).
 */
export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 420_000,
    teardownTimeout: 60_000,
    // expect.poll returns as soon as its condition holds; the default 1 s ceiling is what a
    // loaded CI machine missed (a UI update or a CDP event later than a second), not the logic.
    expect: { poll: { timeout: 15_000, interval: 50 } },
  },
});

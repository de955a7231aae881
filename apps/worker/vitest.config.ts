import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Jobs on a real Redis include one retry backoff (1 s) and large files.
    testTimeout: 30_000,
  },
});

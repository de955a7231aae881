import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // The UI-kit tests click through menus and dialogs in jsdom on two shared cores
    // (load average above 25 seen during ./kiwi test): 5 s is not enough for a whole flow.
    testTimeout: 60_000,
  },
});

import '@testing-library/jest-dom/vitest';
import './dom-polyfills';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../features/auth/session/session-store';

// The suites share two cores with every other package's tests in `./kiwi test`: the default
// 1 s for findBy*/waitFor fails under that load although nothing is wrong.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearSession();
});

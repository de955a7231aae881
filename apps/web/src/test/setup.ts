import '@testing-library/jest-dom/vitest';
import './dom-polyfills';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearSession } from '../features/auth/session/session-store';

// The suites share two cores with every other package's tests in `./kiwi test` (and, on the
// development machine, with other checkouts: load averages of 25 were seen): the default 1 s
// for findBy*/waitFor fails under that load although nothing is wrong; so did 5 s.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearSession();
});

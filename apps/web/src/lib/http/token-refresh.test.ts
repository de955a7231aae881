import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { setAppNavigator } from '../navigation';
import { STORAGE_KEYS } from '../storage';
import { http } from './client';
import { TOKEN_REFRESH_LOCK } from './token-refresh';

/** A Web Locks stand-in: `beforeRun` is what other tabs did while this one waited. */
function installLocks(beforeRun: () => void = () => {}) {
  const request = vi.fn(async (_name: string, run: () => Promise<boolean>) => {
    beforeRun();
    return run();
  });
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  return request;
}

beforeEach(() => {
  setAppNavigator(vi.fn());
  localStorage.setItem(STORAGE_KEYS.access, 'old-access');
  localStorage.setItem(STORAGE_KEYS.refresh, 'old-refresh');
  window.history.replaceState(null, '', '/teletrabajo');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
});

const protectedCall = () => ({
  'GET /api/cuentas/detalle/': ({ headers }: { headers: Headers }) =>
    headers.get('Authorization') === 'Bearer old-access'
      ? json({ detail: 'expirado' }, 401)
      : json({ id: 1, bearer: headers.get('Authorization') }),
});

describe('token refresh across browser tabs', () => {
  it('refreshes under a lock shared by every tab', async () => {
    const request = installLocks();
    const api = fakeApi({
      ...protectedCall(),
      'POST /api/token-refresh/': () => json({ access: 'new-access', refresh: 'new-refresh' }),
    });

    expect(await http.get('/api/cuentas/detalle/')).toEqual({ id: 1, bearer: 'Bearer new-access' });
    expect(request).toHaveBeenCalledWith(TOKEN_REFRESH_LOCK, expect.any(Function));
    expect(api.callsTo('POST', '/api/token-refresh/')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.refresh)).toBe('new-refresh');
  });

  it('uses the tokens another tab rotated meanwhile instead of presenting the spent refresh token', async () => {
    installLocks(() => {
      localStorage.setItem(STORAGE_KEYS.access, 'access-from-other-tab');
      localStorage.setItem(STORAGE_KEYS.refresh, 'refresh-from-other-tab');
    });
    const api = fakeApi({
      ...protectedCall(),
      // Presenting old-refresh again would revoke the whole session on the server.
      'POST /api/token-refresh/': () => json({ detail: 'reutilizado' }, 401),
    });

    expect(await http.get('/api/cuentas/detalle/')).toEqual({
      id: 1,
      bearer: 'Bearer access-from-other-tab',
    });
    expect(api.callsTo('POST', '/api/token-refresh/')).toHaveLength(0);
  });
});

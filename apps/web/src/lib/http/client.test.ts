import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { setAppNavigator } from '../navigation';
import { STORAGE_KEYS } from '../storage';
import { isApiError } from './api-error';
import { http } from './client';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setAppNavigator(navigate);
  localStorage.setItem(STORAGE_KEYS.access, 'old-access');
  localStorage.setItem(STORAGE_KEYS.refresh, 'old-refresh');
  window.history.replaceState(null, '', '/teletrabajo');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function bearerOf(headers: Headers): string | null {
  return headers.get('Authorization');
}

describe('bearer token', () => {
  it('is sent on calls to the product host', async () => {
    const api = fakeApi({ 'GET /api/cuentas/detalle/': () => json({ id: 1 }) });
    await http.get('/api/cuentas/detalle/');
    expect(bearerOf(api.calls[0]!.headers)).toBe('Bearer old-access');
  });

  it('is never sent to another host', async () => {
    const api = fakeApi({});
    await http.get('https://maps.example.com/geocode').catch(() => undefined);
    expect(api.calls).toHaveLength(1);
    expect(bearerOf(api.calls[0]!.headers)).toBeNull();
  });

  it('sends array parameters in bracket form', async () => {
    const api = fakeApi({ 'GET /api/clientes/agendados/': () => json([]) });
    await http.get('/api/clientes/agendados/', {
      query: { range: ['2026-03-02', '2026-03-03'], comercial: 14, empty: '' },
    });
    const search = api.calls[0]!.search;
    expect(search.getAll('range[]')).toEqual(['2026-03-02', '2026-03-03']);
    expect(search.get('comercial')).toBe('14');
    expect(search.has('empty')).toBe(false);
  });
});

describe('HTTP cache', () => {
  it('leaves GETs to the browser cache, which revalidates ETags (decision 1508)', async () => {
    fakeApi({ 'GET /api/servicios/sva/': () => json({ count: 0, results: [], current: 1 }) });
    await http.get('/api/servicios/sva/', { query: { default: 1, is_active: 1 } });
    const init = vi.mocked(fetch).mock.calls[0]![1];
    expect(init?.cache).toBeUndefined();
    expect(new Headers(init?.headers).has('Cache-Control')).toBe(false);
  });
});

describe('401: refresh once, then retry', () => {
  it('retries with the refreshed token and stores the rotated refresh token', async () => {
    const api = fakeApi({
      'GET /api/cuentas/detalle/': ({ headers }) =>
        bearerOf(headers) === 'Bearer new-access'
          ? json({ id: 1 })
          : json({ detail: 'expirado' }, 401),
      'POST /api/token-refresh/': () => json({ access: 'new-access', refresh: 'new-refresh' }),
    });

    await expect(http.get('/api/cuentas/detalle/')).resolves.toEqual({ id: 1 });

    expect(api.callsTo('POST', '/api/token-refresh/')[0]!.body).toEqual({ refresh: 'old-refresh' });
    expect(api.callsTo('GET', '/api/cuentas/detalle/')).toHaveLength(2);
    expect(localStorage.getItem(STORAGE_KEYS.access)).toBe('new-access');
    expect(localStorage.getItem(STORAGE_KEYS.refresh)).toBe('new-refresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to logout when the retry still answers 401, without refreshing twice', async () => {
    const api = fakeApi({
      'GET /api/cuentas/detalle/': () => json({ detail: 'no' }, 401),
      'POST /api/token-refresh/': () => json({ access: 'new-access', refresh: 'new-refresh' }),
    });

    const error = await http.get('/api/cuentas/detalle/').catch((e: unknown) => e);

    expect(isApiError(error, 401)).toBe(true);
    expect(api.callsTo('POST', '/api/token-refresh/')).toHaveLength(1);
    expect(api.callsTo('GET', '/api/cuentas/detalle/')).toHaveLength(2);
    expect(navigate).toHaveBeenCalledWith('/logout', { replace: true });
  });

  it('goes to logout when the refresh itself fails', async () => {
    const api = fakeApi({
      'GET /api/cuentas/detalle/': () => json({ detail: 'no' }, 401),
      'POST /api/token-refresh/': () => json({ detail: 'revocado' }, 401),
    });

    await expect(http.get('/api/cuentas/detalle/')).rejects.toSatisfy((e) => isApiError(e, 401));

    expect(api.callsTo('GET', '/api/cuentas/detalle/')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledWith('/logout', { replace: true });
  });

  it('stays put when already on the login page', async () => {
    window.history.replaceState(null, '', '/login');
    fakeApi({
      'GET /api/cuentas/detalle/': () => json({ detail: 'no' }, 401),
      'POST /api/token-refresh/': () => json({ detail: 'revocado' }, 401),
    });

    await expect(http.get('/api/cuentas/detalle/')).rejects.toSatisfy((e) => isApiError(e, 401));
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shares one refresh between calls that expire together', async () => {
    const api = fakeApi({
      'GET /api/a/': ({ headers }) =>
        bearerOf(headers) === 'Bearer new-access' ? json('a') : json({}, 401),
      'GET /api/b/': ({ headers }) =>
        bearerOf(headers) === 'Bearer new-access' ? json('b') : json({}, 401),
      'POST /api/token-refresh/': async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return json({ access: 'new-access', refresh: 'new-refresh' });
      },
    });

    await expect(Promise.all([http.get('/api/a/'), http.get('/api/b/')])).resolves.toEqual([
      'a',
      'b',
    ]);
    expect(api.callsTo('POST', '/api/token-refresh/')).toHaveLength(1);
  });

  it('does not treat a wrong password on the login call as an expired session', async () => {
    window.history.replaceState(null, '', '/login');
    const api = fakeApi({
      'POST /api/token/': () => json({ detail: 'Usuario o contraseña incorrectos' }, 401),
    });

    const error = await http
      .post('/api/token/', { username: 'a', password: 'b' }, { auth: false })
      .catch((e: unknown) => e);

    expect(isApiError(error, 401) && error.detail).toBe('Usuario o contraseña incorrectos');
    expect(api.callsTo('POST', '/api/token-refresh/')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('503: maintenance', () => {
  it('goes to the maintenance page', async () => {
    fakeApi({ 'GET /api/clientes/entradas/': () => json({ detail: 'Mantenimiento' }, 503) });

    await expect(http.get('/api/clientes/entradas/')).rejects.toSatisfy((e) => isApiError(e, 503));
    expect(navigate).toHaveBeenCalledWith('/maintenance', { replace: true });
  });

  it('leaves the decision to the caller when asked to', async () => {
    fakeApi({ 'GET /api/cuentas/detalle/': () => json({ detail: 'Mantenimiento' }, 503) });

    await expect(
      http.get('/api/cuentas/detalle/', { redirectOnSessionError: false }),
    ).rejects.toSatisfy((e) => isApiError(e, 503));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('exposes DRF field errors', async () => {
    fakeApi({ 'POST /api/token/': () => json({ username: ['Introduzca su Usuario'] }, 400) });

    const error = await http.post('/api/token/', {}, { auth: false }).catch((e: unknown) => e);

    expect(isApiError(error, 400) && error.fieldErrors).toEqual({
      username: ['Introduzca su Usuario'],
    });
  });
});

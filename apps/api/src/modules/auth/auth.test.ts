import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import postgres from 'postgres';
import {
  createTestApp,
  DEMO_PASSWORD,
  DEMO_USERS,
  type TestApp,
} from '../../../test/support/test-app';
import { decodePayload, signHs256, unsignedToken } from '../../../test/support/jwt';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const detalle = (access: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/cuentas/detalle/',
    headers: { authorization: `Bearer ${access}` },
  });
const refreshWith = (refresh: string) =>
  t.app.inject({ method: 'POST', url: '/api/token-refresh/', payload: { refresh } });
const loginAttempt = (username: string, password: string, ip = '10.9.9.9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/token/',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('POST /api/token/', () => {
  it('gives an access and a refresh token that open the user detail', async () => {
    const { access, refresh } = await t.login('comercial');
    expect(decodePayload(access)).toMatchObject({ typ: 'access', rol: 4 });
    expect(decodePayload(refresh)).toMatchObject({ typ: 'refresh' });
    const a = decodePayload(access) as { iat: number; exp: number };
    const r = decodePayload(refresh) as { iat: number; exp: number };
    expect(a.exp - a.iat).toBe(t.config.JWT_ACCESS_TTL_SECONDS);
    expect(r.exp - r.iat).toBe(t.config.JWT_REFRESH_TTL_SECONDS);
    const res = await detalle(access);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: DEMO_USERS.comercial,
      rol: { id: 4 },
      isAdmin: false,
    });
  });

  it('accepts the username in any letter case and without the trailing slash', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      payload: { username: 'Manager@Kiwi.Demo', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with a detail and no token for a wrong password or an unknown user', async () => {
    for (const username of [DEMO_USERS.admin, 'nadie@kiwi.demo']) {
      const res = await loginAttempt(username, 'no-es-la-clave', `10.1.0.${username.length}`);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Usuario o contraseña incorrectos' });
    }
  });

  it('takes as long for an unknown user as for a wrong password (no user enumeration by timing)', async () => {
    const time = async (username: string, i: number) => {
      const started = performance.now();
      await loginAttempt(username, 'no-es-la-clave', `10.2.${i}.1`);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time(DEMO_USERS.manager, i));
      unknown.push(await time(`fantasma${i}@kiwi.demo`, i + 100));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    // Both paths run one scrypt verification; without it the unknown path would be ~50x faster.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeLessThan(median(known) * 2);
  });

  it('refuses accounts in state BAJA or INACTIVO, and their live access tokens stop working', async () => {
    const sql = postgres(t.adminUrl, { max: 1 });
    try {
      const { access } = await t.login('manager');
      for (const estado of ['BAJA', 'INACTIVO']) {
        await sql`update accounts set estado = ${estado} where username = ${DEMO_USERS.manager}`;
        const res = await loginAttempt(DEMO_USERS.manager, DEMO_PASSWORD, '10.3.0.1');
        expect(res.statusCode).toBe(401);
        expect((await detalle(access)).statusCode).toBe(401);
      }
    } finally {
      await sql`update accounts set estado = 'ALTA' where username = ${DEMO_USERS.manager}`;
      await sql.end();
    }
  });

  it('answers 429 to the 11th failed login of a minute, even with the right password', async () => {
    const ip = '10.4.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await loginAttempt(DEMO_USERS.admin, `mala-${i}`, ip)).statusCode).toBe(401);
    }
    const eleventh = await loginAttempt(DEMO_USERS.admin, DEMO_PASSWORD, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toHaveProperty('detail');
    // Another client is not affected.
    expect((await loginAttempt(DEMO_USERS.admin, DEMO_PASSWORD, '10.4.0.2')).statusCode).toBe(200);
  });

  it('answers 400 with Spanish field errors for missing fields, unknown fields and wrong types', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/token/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      username: expect.any(Array),
      password: expect.any(Array),
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 'a@b.c', password: 'x', tenant_id: 2 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ tenant_id: ['Campo no permitido.'] });
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: 42, password: ['x'] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json()).sort()).toEqual(['password', 'username']);
  });

  it('answers 400, never 500, to malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a@b.c", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'JSON mal formado.' });
  });
});

describe('access tokens', () => {
  it('refuses a missing token, an alg:none token, an expired token and a refresh token (401)', async () => {
    const { access, refresh } = await t.login('admin');
    const claims = decodePayload(access);
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      unsignedToken({ ...claims, exp: now + 600 }),
      signHs256({ ...claims, iat: now - 600, exp: now - 300 }, t.config.JWT_SECRET),
      signHs256({ ...claims, exp: now + 600 }, 'otro-secreto-que-no-es-el-del-servidor-1234'),
      signHs256({ ...claims, exp: now + 600 }, t.config.JWT_SECRET, { alg: 'HS512', typ: 'JWT' }),
      refresh,
    ];
    expect((await t.app.inject({ method: 'GET', url: '/api/cuentas/detalle/' })).statusCode).toBe(
      401,
    );
    for (const token of forged) {
      const res = await detalle(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toHaveProperty('detail');
    }
    // The same claims properly signed and unexpired are accepted: the refusals above are about the token.
    expect(
      (await detalle(signHs256({ ...claims, exp: now + 600 }, t.config.JWT_SECRET))).statusCode,
    ).toBe(200);
  });

  it('keeps checked tokens only until they expire, and never lets a twin with another signature in', async () => {
    const { access } = await t.login('manager');
    const claims = decodePayload(access);
    const now = Math.floor(Date.now() / 1000);
    const token = signHs256({ ...claims, exp: now + 30 }, t.config.JWT_SECRET);
    expect((await detalle(token)).statusCode).toBe(200);
    expect((await detalle(token)).statusCode).toBe(200);
    const [head, body] = token.split('.');
    expect((await detalle(`${head}.${body}.${'A'.repeat(43)}`)).statusCode).toBe(401);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      expect((await detalle(token)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/token-refresh/', () => {
  it('rotates: a new access and refresh token, and the old refresh token is spent', async () => {
    const first = await t.login('comercial');
    const res = await refreshWith(first.refresh);
    expect(res.statusCode).toBe(200);
    const second = res.json<{ access: string; refresh: string }>();
    expect(second.refresh).not.toBe(first.refresh);
    // Issued within the same second as the first pair, and still a different token.
    expect(second.access).not.toBe(first.access);
    expect((await detalle(second.access)).statusCode).toBe(200);
    expect((await refreshWith(second.refresh)).statusCode).toBe(200);
  });

  it('a reused refresh token answers 401 and revokes its whole family', async () => {
    const first = await t.login('comercial');
    const rotated = (await refreshWith(first.refresh)).json<{ refresh: string }>();
    const reuse = await refreshWith(first.refresh);
    expect(reuse.statusCode).toBe(401);
    // The thief's replay also killed the legitimate successor.
    expect((await refreshWith(rotated.refresh)).statusCode).toBe(401);
  });

  it('refuses an access token presented as a refresh token', async () => {
    const { access } = await t.login('comercial');
    expect((await refreshWith(access)).statusCode).toBe(401);
  });

  it('50 parallel refreshes with one token: exactly one succeeds', async () => {
    const { refresh } = await t.login('admin');
    const results = await Promise.all(Array.from({ length: 50 }, () => refreshWith(refresh)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 401)).toHaveLength(49);
  });
});

describe('POST /api/token/revoke/', () => {
  it('ends the session on the server: the refresh token no longer works', async () => {
    const { refresh } = await t.login('manager');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token/revoke/',
      payload: { refresh },
    });
    expect(res.statusCode).toBe(204);
    expect((await refreshWith(refresh)).statusCode).toBe(401);
  });
});

describe('rate limit of the token endpoints', () => {
  it('answers 429 past TOKEN_REQUESTS_PER_MINUTE calls a minute from one client', async () => {
    const limited = await createTestApp({ TOKEN_REQUESTS_PER_MINUTE: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/token-refresh/',
          payload: { refresh: 'no-es-un-token' },
          remoteAddress: '10.7.0.1',
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

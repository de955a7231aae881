import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityHeadersPlugin from '../src/plugins/security-headers';
import { createTestApp, type TestApp } from './support/test-app';

type Headers = Record<string, string | string[] | number | undefined>;

/** What a browser must see on every answer, whatever the transport. */
function expectCommonHeaders(headers: Headers) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
}

function expectPlainHttp(headers: Headers) {
  expectCommonHeaders(headers);
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(String(headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
}

function expectHttps(headers: Headers) {
  expectCommonHeaders(headers);
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(String(headers['content-security-policy'])).toContain('upgrade-insecure-requests');
}

describe('security headers over plain HTTP (a LAN address without TLS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never tell the browser to switch to https: no HSTS, no upgrade-insecure-requests', async () => {
    for (const url of ['/healthz', '/api/no-existe/', '/cualquier/ruta']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectPlainHttp(res.headers);
    }
  });

  it('keep the headers on error answers (400, 401)', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/token/', payload: {} });
    expect(bad.statusCode).toBe(400);
    expectPlainHttp(bad.headers);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/cuentas/detalle/' });
    expect(anonymous.statusCode).toBe(401);
    expectPlainHttp(anonymous.headers);
  });

  it('ignore X-Forwarded-Proto when no proxy is trusted (TRUST_PROXY=false)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expectPlainHttp(res.headers);
  });
});

describe('security headers behind a TLS-terminating proxy', () => {
  it('TRUST_PROXY=true: X-Forwarded-Proto https brings HSTS and upgrade-insecure-requests', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const viaTls = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expectHttps(viaTls.headers);
      const viaHttp = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expectPlainHttp(viaHttp.headers);
    } finally {
      await t.close();
    }
  });

  it('TRUST_PROXY=<address>: only that proxy is believed', async () => {
    const t = await createTestApp({ TRUST_PROXY: '10.0.0.5,127.0.0.1' });
    try {
      const fromProxy = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expectHttps(fromProxy.headers);
      const fromElsewhere = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.0.0.9',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expectPlainHttp(fromElsewhere.headers);
    } finally {
      await t.close();
    }
  });
});

describe('security headers on real sockets', () => {
  let dir: string;
  let tlsApp: FastifyInstance;
  let plainApp: FastifyInstance;

  const hello = async (app: FastifyInstance) => {
    await app.register(securityHeadersPlugin);
    app.get('/hola', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return address.port;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'kiwi-tls-'));
    execFileSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=127.0.0.1',
      '-days',
      '1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]);
  });
  afterAll(async () => {
    await tlsApp?.close();
    await plainApp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('TLS in the app: HSTS and upgrade-insecure-requests', async () => {
    tlsApp = Fastify({
      https: { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    });
    const port = await hello(tlsApp);
    const headers = await new Promise<Headers>((resolve, reject) => {
      httpsRequest({ host: '127.0.0.1', port, path: '/hola', rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve(res.headers);
      })
        .on('error', reject)
        .end();
    });
    expectHttps(headers);
  });

  it('plain HTTP socket: neither', async () => {
    plainApp = Fastify();
    const port = await hello(plainApp);
    const res = await fetch(`http://127.0.0.1:${port}/hola`);
    expectPlainHttp(Object.fromEntries(res.headers));
  });
});

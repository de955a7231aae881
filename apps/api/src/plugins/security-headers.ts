import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, computed once at start-up (decision 0701).
 * Two sets: over plain HTTP (a LAN address without TLS) the browser must not be told to
 * upgrade to https, so HSTS and CSP `upgrade-insecure-requests` go only with HTTPS.
 * The values are the ones @fastify/helmet 13 produced for Kiwi's CSP.
 */

const CSP_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  // sonner and Radix inject small inline styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
];

const COMMON_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

export type SecurityHeaders = Readonly<Record<string, string>>;

export const PLAIN_HTTP_HEADERS: SecurityHeaders = Object.freeze({
  ...COMMON_HEADERS,
  'content-security-policy': CSP_DIRECTIVES.join(';'),
});

export const HTTPS_HEADERS: SecurityHeaders = Object.freeze({
  ...COMMON_HEADERS,
  'content-security-policy': [...CSP_DIRECTIVES, 'upgrade-insecure-requests'].join(';'),
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
});

/**
 * `protocol` is Fastify's `request.protocol`: `https` when the socket is TLS, or when
 * `X-Forwarded-Proto` says so and the hop that sent it is trusted by TRUST_PROXY.
 */
export function securityHeadersFor(protocol: string): SecurityHeaders {
  return protocol === 'https' ? HTTPS_HEADERS : PLAIN_HTTP_HEADERS;
}

/** Sets the set for the request's transport on every answer (onRequest: 404s and errors too). */
async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(securityHeadersFor(request.protocol));
    done();
  });
}

export default fp(securityHeadersPlugin, { name: 'kiwi-security-headers' });

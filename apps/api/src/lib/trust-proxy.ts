import { isIP } from 'node:net';
import type { z } from 'zod';

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', '']);

/**
 * TRUST_PROXY: `true` (every hop: the app is reachable only through the proxy), `false`,
 * or the proxies' addresses/CIDRs, comma-separated (`127.0.0.1,172.16.0.0/12`), which
 * Fastify checks before believing X-Forwarded-For / X-Forwarded-Proto (decision 0701).
 */
export function parseTrustProxy(value: string, ctx: z.RefinementCtx): boolean | string[] {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  const entries = word
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isProxyAddress(entry)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" no es true, false, una dirección IP ni un rango CIDR`,
      });
    }
  }
  return entries;
}

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

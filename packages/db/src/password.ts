import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const MAX_N = 1 << 20;

function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) => {
    const maxmem = 256 * (options.N ?? N) * (options.r ?? R) + 1024 * 1024;
    scrypt(plain.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$saltB64$hashB64`. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(plain, salt, KEY_LENGTH, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Verifies in constant time; a malformed stored hash simply does not verify. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map((x) => Number.parseInt(x, 10));
  if (!n || !r || !p || n > MAX_N || (n & (n - 1)) !== 0 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await derive(plain, salt, expected.length, { N: n, r, p });
  return timingSafeEqual(actual, expected);
}

/**
 * A valid hash of a random string nobody knows: verify against it when the username
 * does not exist, so failed logins take the same time either way.
 */
export const DUMMY_PASSWORD_HASH =
  'scrypt$16384$8$1$oac/yLqvb4XJxR9nNqe5sg==$eN99MgRpaajw313rGUqfluzSGBRUKwZ+hubg643Rr9eNXloQcdx5RIdySNcgj1yz4Wis75tZy48fU+/UqZ6t7g==';

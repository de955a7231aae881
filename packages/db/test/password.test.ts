import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../src/password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash and verifies only the right password', async () => {
    const stored = await hashPassword('Kiwi-Demo-2026!');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Kiwi-Demo-2026!', stored)).toBe(true);
    expect(await verifyPassword('kiwi-demo-2026!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('misma')).not.toBe(await hashPassword('misma'));
  });

  it('treats malformed or tampered hashes as a failed login, not an error', async () => {
    const stored = await hashPassword('secreta');
    const parts = stored.split('$');
    const tamperedN = [parts[0], '1048577', ...parts.slice(2)].join('$');
    for (const bad of ['', 'plain', 'bcrypt$x', tamperedN, stored.replace(/\$[^$]+$/, '$AAAA')]) {
      expect(await verifyPassword('secreta', bad)).toBe(false);
    }
  });

  it('offers a dummy hash that parses and runs the full check but matches nothing', async () => {
    const [, n, r, p] = DUMMY_PASSWORD_HASH.split('$');
    expect([n, r, p]).toEqual(['16384', '8', '1']);
    const started = performance.now();
    expect(await verifyPassword('Kiwi-Demo-2026!', DUMMY_PASSWORD_HASH)).toBe(false);
    // A real scrypt run, like a wrong password for a real user (not an early return).
    expect(performance.now() - started).toBeGreaterThan(5);
  });
});

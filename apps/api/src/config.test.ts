import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const REQUIRED = {
  DATABASE_URL: 'postgres://kiwi_app@127.0.0.1:5432/kiwi',
  JWT_SECRET: 'x'.repeat(32),
};

describe('API settings an operator gives', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig(REQUIRED).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...REQUIRED, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('TRUST_PROXY: off by default; true/false words; or the proxies’ addresses and ranges', () => {
    expect(loadConfig(REQUIRED).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...REQUIRED, TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ ...REQUIRED, TRUST_PROXY: 'FALSE' }).TRUST_PROXY).toBe(false);
    expect(
      loadConfig({ ...REQUIRED, TRUST_PROXY: '127.0.0.1, 172.16.0.0/12,::1,loopback' }).TRUST_PROXY,
    ).toEqual(['127.0.0.1', '172.16.0.0/12', '::1', 'loopback']);
  });

  it('refuses a TRUST_PROXY that is not an address, in Spanish', () => {
    for (const value of ['proxy.local', '10.0.0.0/33', '1.2.3.4/8/9']) {
      expect(() => loadConfig({ ...REQUIRED, TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: .* no es true, false, una dirección IP ni un rango CIDR/,
      );
    }
  });
});

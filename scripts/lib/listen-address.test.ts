import { describe, expect, it } from 'vitest';
import { browserUrl, isWildcard, listenHost, localUrl } from './listen-address';

describe('where pnpm start makes the API listen', () => {
  it('loopback unless HOST says otherwise', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '  ' })).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it('probes a wildcard listener through loopback, and IPv6 addresses in brackets', () => {
    expect(localUrl('0.0.0.0', 3000)).toBe('http://127.0.0.1:3000');
    expect(localUrl('::', 3000)).toBe('http://127.0.0.1:3000');
    expect(localUrl('::1', 3000)).toBe('http://[::1]:3000');
    expect(localUrl('192.168.1.20', 3000)).toBe('http://192.168.1.20:3000');
    expect(isWildcard('127.0.0.1')).toBe(false);
  });

  it('prints localhost for the default, the address otherwise', () => {
    expect(browserUrl('127.0.0.1', 3300)).toBe('http://localhost:3300');
    expect(browserUrl('192.168.1.20', 3300)).toBe('http://192.168.1.20:3300');
  });
});

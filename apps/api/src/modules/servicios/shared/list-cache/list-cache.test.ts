import { describe, expect, it } from 'vitest';
import { ListBodyCache } from './body-cache';
import { ifNoneMatchHas, listEtag } from './etag';

const body = (bytes: number) => Buffer.alloc(bytes, 'x');

describe('ListBodyCache', () => {
  it('keeps answers up to its size, dropping the least recently used first', () => {
    const cache = new ListBodyCache(100);
    cache.set('a', body(20));
    cache.set('b', body(20));
    cache.set('c', body(20));
    expect(cache.get('a')?.length).toBe(20); // a is now the most recently used
    cache.set('d', body(25));
    cache.set('e', body(25));
    expect(cache.size).toEqual({ entries: 4, bytes: 90 });
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });

  it('never lets one answer take more than a quarter of it, and 0 keeps nothing', () => {
    const cache = new ListBodyCache(100);
    cache.set('big', body(26));
    expect(cache.get('big')).toBeUndefined();
    const off = new ListBodyCache(0);
    off.set('a', body(1));
    expect(off.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('replaces an entry without counting it twice', () => {
    const cache = new ListBodyCache(100);
    cache.set('a', body(10));
    cache.set('a', body(20));
    expect(cache.size).toEqual({ entries: 1, bytes: 20 });
  });
});

describe('listEtag and If-None-Match', () => {
  const base = {
    tenantId: 1,
    state: { version: '6f1c', next_change: null },
    shape: 'tarifas@1',
    input: '{"filter":{}}',
  };

  it('changes with the tenant, the version, the next price change, the shape and the query', () => {
    const etag = listEtag(base);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(listEtag({ ...base })).toBe(etag);
    for (const other of [
      { ...base, tenantId: 2 },
      { ...base, state: { version: null, next_change: null } },
      { ...base, state: { version: '6f1c', next_change: '1790000000000000' } },
      { ...base, shape: 'tarifas@2' },
      { ...base, input: '{"filter":{"operator":"YOIGO"}}' },
    ]) {
      expect(listEtag(other)).not.toBe(etag);
    }
  });

  it('matches the tag, its weak form, a list and *; nothing else', () => {
    expect(ifNoneMatchHas('"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHas('W/"a"', '"a"')).toBe(true);
    expect(ifNoneMatchHas('"b", "a"', '"a"')).toBe(true);
    expect(ifNoneMatchHas('*', '"a"')).toBe(true);
    expect(ifNoneMatchHas(undefined, '"a"')).toBe(false);
    expect(ifNoneMatchHas('"ab"', '"a"')).toBe(false);
    expect(ifNoneMatchHas('a', '"a"')).toBe(false);
  });
});

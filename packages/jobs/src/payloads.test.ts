import { describe, expect, it } from 'vitest';
import { isTaskOwnedBy, parseJobPayload } from './payloads';

const payload = {
  tenantId: 7,
  requestedBy: 12,
  inputPath: '7/uploads/in.json',
  outputName: 'salida',
};

describe('write-xlsx payload', () => {
  it('normalises ids to strings for storage paths and ownership checks', () => {
    expect(parseJsonPayload()).toMatchObject({ tenantId: '7', requestedBy: '12' });
  });

  it.each([
    { outputName: '../salida' },
    { outputName: 'a/b' },
    { inputPath: '/etc/passwd' },
    { inputPath: '7/../../etc/passwd' },
    { tenantId: '7/..' },
    { sheetName: 'x'.repeat(32) },
    { extra: true },
  ])('rejects %j', (change) => {
    expect(() => parseJobPayload('write-xlsx', { ...payload, ...change })).toThrow();
  });
});

describe('isTaskOwnedBy', () => {
  it('is true only for the same tenant and account', () => {
    expect(isTaskOwnedBy(payload, { tenantId: 7, accountId: 12 })).toBe(true);
    expect(isTaskOwnedBy(payload, { tenantId: 8, accountId: 12 })).toBe(false);
    expect(isTaskOwnedBy(payload, { tenantId: 7, accountId: 13 })).toBe(false);
    expect(isTaskOwnedBy({ foo: 1 }, { tenantId: 7, accountId: 12 })).toBe(false);
  });
});

function parseJsonPayload() {
  return parseJobPayload('write-xlsx', payload);
}

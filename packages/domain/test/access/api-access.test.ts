import { describe, expect, it } from 'vitest';
import { canAccessApi, ROLE } from '../../src/index';
import { admin, comercial, manager, subject } from './subjects';

describe('canAccessApi', () => {
  it('public needs no subject; everything else does', () => {
    expect(canAccessApi({ kind: 'public' }, null)).toBe(true);
    expect(canAccessApi({ kind: 'authenticated' }, null)).toBe(false);
  });

  it('minRole is "at least"; groups need one match', () => {
    const rule = { kind: 'role', minRole: ROLE.Manager, groups: ['MasMovil'] } as const;
    expect(canAccessApi(rule, manager)).toBe(true);
    expect(canAccessApi(rule, admin)).toBe(true);
    expect(canAccessApi(rule, comercial)).toBe(false);
    expect(canAccessApi(rule, subject(2, { tenantGroups: ['Avatel'] }))).toBe(false);
  });

  it('exact roles match exactly unless the user is flagged isAdmin', () => {
    const rule = { kind: 'role', exactRoles: [ROLE.Comercial] } as const;
    expect(canAccessApi(rule, comercial)).toBe(true);
    expect(canAccessApi(rule, manager)).toBe(false);
    expect(canAccessApi(rule, subject(3, { isAdmin: true }))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  canAssignRole,
  canSeeObjectivePot,
  canViewAccountDocumentsOf,
  canViewAnyAccountDocuments,
  canViewObjectivesOf,
  canViewOtherCommercialsObjectives,
  getPermissionFlags,
} from '../../src/index';
import { admin, comercial, flaggedComercial, manager, subject, superAdmin } from './subjects';

describe('getPermissionFlags (spec 6: "at least X" when id <= X; isAdmin has all permissions)', () => {
  it.each([
    ['SuperAdmin', superAdmin, { m: true, a: true, s: true, c: false, mo: false }],
    ['Admin', admin, { m: true, a: true, s: false, c: false, mo: false }],
    ['Manager', manager, { m: true, a: false, s: false, c: false, mo: true }],
    ['Comercial', comercial, { m: false, a: false, s: false, c: true, mo: false }],
    // "Comercial is exact-match only": isAdmin gives the at-least flags, not other exact roles.
    [
      'Comercial flagged isAdmin',
      flaggedComercial,
      { m: true, a: true, s: true, c: true, mo: false },
    ],
  ])('%s', (_name, who, want) => {
    const flags = getPermissionFlags(who);
    expect(flags).toMatchObject({
      hasManagerPermission: want.m,
      hasAdminPermission: want.a,
      hasSuperAdminPermission: want.s,
      isComercial: want.c,
      isManagerOnly: want.mo,
    });
  });

  it('isDistributor only for tenant type "distributor"', () => {
    expect(getPermissionFlags(comercial).isDistributor).toBe(true);
    expect(getPermissionFlags(subject(4, { tenantType: 'store' })).isDistributor).toBe(false);
  });
});

describe('who sees whose data (spec 6)', () => {
  it('"Only Comercial users see the objective pot (bolsa) of their own month"', () => {
    expect(canSeeObjectivePot(comercial)).toBe(true);
    expect(canSeeObjectivePot(manager)).toBe(false);
    expect(canSeeObjectivePot(admin)).toBe(false);
    expect(canSeeObjectivePot(superAdmin)).toBe(false);
  });

  it('"Managers ... can view those of other commercials; others see their own"', () => {
    expect(canViewOtherCommercialsObjectives(manager)).toBe(true);
    expect(canViewOtherCommercialsObjectives(admin)).toBe(true);
    expect(canViewOtherCommercialsObjectives(comercial)).toBe(false);
    expect(canViewObjectivesOf(comercial, 10, 10)).toBe(true);
    expect(canViewObjectivesOf(comercial, 10, 11)).toBe(false);
    expect(canViewObjectivesOf(manager, 10, 11)).toBe(true);
  });

  it('"Admins and super admins may view any account\'s images, paysheets and contracts"', () => {
    expect(canViewAnyAccountDocuments(admin)).toBe(true);
    expect(canViewAnyAccountDocuments(superAdmin)).toBe(true);
    expect(canViewAnyAccountDocuments(manager)).toBe(false);
    expect(canViewAccountDocumentsOf(manager, 5, 5)).toBe(true);
    expect(canViewAccountDocumentsOf(manager, 5, 6)).toBe(false);
    expect(canViewAccountDocumentsOf(comercial, 5, 6)).toBe(false);
    expect(canViewAccountDocumentsOf(admin, 5, 6)).toBe(true);
  });
});

describe('canAssignRole (account create and edit)', () => {
  it.each([
    ['Admin gives Comercial', admin, 4, true],
    ['Admin gives Admin', admin, 2, true],
    ['Admin may not give SuperAdmin', admin, 1, false],
    ['Manager manages no accounts', manager, 4, false],
    ['SuperAdmin gives SuperAdmin', superAdmin, 1, true],
    ['isAdmin-flagged Comercial gives SuperAdmin', flaggedComercial, 1, true],
  ] as const)('%s', (_name, who, role, want) => {
    expect(canAssignRole(who, role)).toBe(want);
  });
});

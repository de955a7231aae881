import { describe, expect, it } from 'vitest';
import {
  ROLE,
  SALES_STATUSES,
  checkSalesTransition,
  isSaleStatus,
  nextSalesStatuses,
  type AccessSubject,
  type RoleId,
  type SalesStatusCode,
} from '../../src/index';

const subject = (roleId: RoleId): AccessSubject => ({
  roleId,
  isAdmin: false,
  tenantGroups: ['MasMovil'],
  tenantType: 'distributor',
});
const comercial = subject(ROLE.Comercial);
const manager = subject(ROLE.Manager);
const admin = subject(ROLE.Admin);

/** The table of decision 1401, written out: F = anyone, B = Manager and above, '' = nobody. */
const EXPECTED: Record<SalesStatusCode, Record<SalesStatusCode, 'F' | 'B' | '' | '='>> = {
  1: { 1: '=', 2: 'F', 3: '', 4: '', 5: 'F', 6: '', 7: 'F' },
  2: { 1: 'B', 2: '=', 3: 'F', 4: 'F', 5: 'F', 6: 'F', 7: 'F' },
  3: { 1: 'B', 2: 'B', 3: '=', 4: '', 5: '', 6: '', 7: '' },
  4: { 1: '', 2: 'B', 3: '', 4: '=', 5: '', 6: 'B', 7: '' },
  5: { 1: 'B', 2: 'F', 3: '', 4: '', 5: '=', 6: '', 7: 'F' },
  6: { 1: '', 2: 'B', 3: '', 4: 'F', 5: '', 6: '=', 7: 'F' },
  7: { 1: 'B', 2: '', 3: '', 4: '', 5: '', 6: '', 7: '=' },
};

const codes = SALES_STATUSES.map((s) => s.value);
const pairs = codes.flatMap((from) => codes.map((to) => [from, to] as const));

describe('sales-status transitions (decision 1401)', () => {
  it('covers all 49 pairs', () => expect(pairs).toHaveLength(49));

  it.each(pairs)('%i → %i', (from, to) => {
    const rule = EXPECTED[from][to];
    const asComercial = checkSalesTransition(comercial, from, to);
    const asManager = checkSalesTransition(manager, from, to);
    const asAdmin = checkSalesTransition(admin, from, to);
    const flagged = checkSalesTransition({ ...comercial, isAdmin: true }, from, to);
    if (rule === '=' || rule === 'F') {
      expect(asComercial.allowed).toBe(true);
      expect(asManager.allowed).toBe(true);
    } else if (rule === 'B') {
      expect(asComercial).toEqual({
        allowed: false,
        message: expect.stringMatching(/^Solo un Manager o superior puede devolver/),
      });
      expect(asManager).toEqual({ allowed: true, kind: 'back' });
      expect(asAdmin.allowed).toBe(true);
      expect(flagged.allowed).toBe(true);
    } else {
      for (const verdict of [asComercial, asManager, asAdmin, flagged])
        expect(verdict).toEqual({
          allowed: false,
          message: expect.stringMatching(/^No se puede pasar de «.+» a «.+»\.$/),
        });
    }
  });

  it('names both states in Spanish when refusing', () => {
    expect(checkSalesTransition(manager, 1, 4)).toEqual({
      allowed: false,
      message: 'No se puede pasar de «Pendiente» a «Activada».',
    });
  });

  it('offers the allowed next states, the current one first', () => {
    expect(nextSalesStatuses(comercial, 2)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(nextSalesStatuses(manager, 2)).toEqual([2, 1, 3, 4, 5, 6, 7]);
    expect(nextSalesStatuses(comercial, 4)).toEqual([4]);
    expect(nextSalesStatuses(manager, 4)).toEqual([4, 2, 6]);
  });

  it('Activada and Activada Parcial are sales', () => {
    expect(codes.filter(isSaleStatus)).toEqual([4, 6]);
    expect(isSaleStatus(null)).toBe(false);
  });
});

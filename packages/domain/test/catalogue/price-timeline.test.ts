import { describe, expect, it } from 'vitest';
import {
  catalogueScope,
  instalmentPlanMismatch,
  nextScheduledPrice,
  priceAt,
  priceInForce,
  validFromInstant,
} from '../../src/index';

const history = [
  { price: '30.00', valid_from: '2026-01-01T00:00:00Z', is_active: true },
  { price: '32.00', valid_from: '2026-06-01T00:00:00Z', is_active: true },
  { price: '99.00', valid_from: '2026-07-01T00:00:00Z', is_active: false },
  { price: '35.00', valid_from: '2027-01-01T00:00:00Z', is_active: true },
];

describe('price in force on a date (decision 1504)', () => {
  it('is the latest active price not after the date', () => {
    expect(priceInForce(history, '2026-03-15T10:00:00Z')).toBe('30');
    expect(priceInForce(history, '2026-06-01T00:00:00Z')).toBe('32');
    expect(priceInForce(history, '2026-08-01T00:00:00Z')).toBe('32');
    expect(priceInForce(history, '2027-02-01T00:00:00Z')).toBe('35');
  });

  it('before any history the object keeps its own price', () => {
    expect(priceInForce(history, '2025-12-31T23:59:59Z')).toBeNull();
    expect(priceAt('28.50', history, '2025-12-31T23:59:59Z')).toBe('28.5');
  });

  it('shows the next scheduled change', () => {
    expect(nextScheduledPrice(history, '2026-11-23T00:00:00Z')).toMatchObject({ price: '35.00' });
    expect(nextScheduledPrice(history, '2027-02-01T00:00:00Z')).toBeNull();
  });

  it('a day starts at 00:00 in Madrid', () => {
    expect(validFromInstant('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(validFromInstant('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('instalment plans', () => {
  it('initial + months × month price must give the final price when all are given', () => {
    expect(
      instalmentPlanMismatch({
        initial_price: 91,
        month_price: '34.08',
        months: 24,
        final_price: 909,
      }),
    ).toBeNull();
    expect(
      instalmentPlanMismatch({ initial_price: 91, month_price: 30, months: 24, final_price: 909 }),
    ).toMatch(/El precio final debe ser la entrada más 24 cuotas de 30.00 € \(811.00 €\)/);
    expect(
      instalmentPlanMismatch({ initial_price: 91, month_price: 30, final_price: 909 }),
    ).toBeNull();
  });
});

describe('DBL rule (spec 5)', () => {
  it('DBL is always NEGOCIOS and its terminals are YOIGO', () => {
    expect(catalogueScope('offer_items', { operator: 'DBL', segment: 'PARTICULAR' })).toEqual({
      operator: 'DBL',
      segment: 'NEGOCIOS',
    });
    expect(catalogueScope('devices', { operator: 'DBL' })).toEqual({ operator: 'YOIGO' });
    expect(catalogueScope('offer_items', { operator: 'YOIGO', segment: 'PARTICULAR' })).toEqual({
      operator: 'YOIGO',
      segment: 'PARTICULAR',
    });
  });
});

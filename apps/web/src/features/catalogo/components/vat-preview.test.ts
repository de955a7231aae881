import { describe, expect, it } from 'vitest';
import { vatPreview } from './vat-preview';

describe('vatPreview', () => {
  it('prices the tariff with each location tax for PARTICULAR', () => {
    const rows = vatPreview({ price: '30', operator: 'YOIGO', segment: 'PARTICULAR' });
    expect(rows.map((r) => [r.location, r.total])).toEqual([
      ['Península', '36.30'],
      ['Canarias', '32.10'],
      ['Ceuta', '33.00'],
      ['Melilla', '31.20'],
    ]);
  });
  it('charges no tax for segments without VAT, except DBL which counts as NEGOCIOS', () => {
    expect(vatPreview({ price: 30, operator: 'YOIGO', segment: 'EMPRESA' })[0]).toMatchObject({
      applied: false,
      total: '30.00',
    });
    expect(vatPreview({ price: 30, operator: 'DBL', segment: 'EMPRESA' })[0]?.total).toBe('36.30');
  });
  it('shows no total without a valid price', () => {
    expect(
      vatPreview({ price: null, operator: 'YOIGO', segment: 'PARTICULAR' })[0]?.total,
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { priceOffer, type OfferPricingInput, type PricingPackage } from '../../src/index';

const main = (price: string, extra: Partial<PricingPackage> = {}): PricingPackage => ({
  tipoLinea: 'LINEA_PRINCIPAL',
  tariff: { price_value: price },
  ...extra,
});

function offer(packages: PricingPackage[], extra: Partial<OfferPricingInput> = {}) {
  return priceOffer({
    mode: 'CREATE',
    operator: 'YOIGO',
    segment: 'PARTICULAR',
    packages,
    ...extra,
  });
}

describe('offer price (spec 5, "Offer price")', () => {
  it.each([
    // [rule, segment, operator, location, tariff, expected total]
    [
      'VAT factor 1.21 for PARTICULAR in Península',
      'PARTICULAR',
      'YOIGO',
      'Península',
      '30',
      '36.30',
    ],
    ['VAT factor for NEGOCIOS, Canarias 7 %', 'NEGOCIOS', 'YOIGO', 'Canarias', '30', '32.10'],
    ['Ceuta 10 %', 'PARTICULAR', 'YOIGO', 'Ceuta', '19.99', '21.99'],
    ['Melilla 4 %', 'PARTICULAR', 'YOIGO', 'Melilla', '25', '26.00'],
    ['no VAT for other segments', 'AUTONOMO', 'YOIGO', 'Península', '30', '30.00'],
    [
      '"The DBL operator is always treated as segment NEGOCIOS"',
      'AUTONOMO',
      'DBL',
      'Península',
      '30',
      '36.30',
    ],
    ['"Default location for VAT: \'Península\'"', 'PARTICULAR', 'YOIGO', null, '30', '36.30'],
  ])('%s', (_rule, segment, operator, location, tariff, want) => {
    expect(offer([main(tariff)], { segment, operator, location }).total).toBe(want);
  });

  it('MONETARY and PERCENTS promotions, in the order given on CREATE', () => {
    const promotions = [
      { id: 1, amount: '5', amount_unit: 'MONETARY', priority_order: 2 },
      { id: 2, amount: '10', amount_unit: 'PERCENTS', priority_order: 1 },
    ] as const;
    // 50 x 1.21 = 60.50; -5 = 55.50; -10 % = 49.95
    const created = offer([main('50', { promotions })]);
    expect(created.total).toBe('49.95');
    expect(created.packages[0]?.promotions.map((p) => p.discount)).toEqual(['5.00', '5.55']);
    // "on EDIT they apply in priority_order": 60.50; -10 % = 54.45; -5 = 49.45
    expect(offer([main('50', { promotions })], { mode: 'EDIT' }).total).toBe('49.45');
  });

  it('a promotion larger than the price takes it to 0, never below (decision 0308)', () => {
    const result = offer([
      main('10', {
        promotions: [{ amount: '20', amount_unit: 'MONETARY', priority_order: 0 }],
        instalment: { month_price: '15' },
      }),
    ]);
    expect(result.packages[0]?.priceAfterPromotions).toBe('0.00');
    expect(result.packages[0]?.promotions[0]?.discount).toBe('12.10');
    expect(result.total).toBe('15.00');
  });

  it('"Terminal instalment month_price is added. Insurance price times the VAT factor is added."', () => {
    const result = offer([
      main('30', { instalment: { month_price: '12.50' }, insurance: { price: '5' } }),
    ]);
    // 36.30 + 12.50 + 5 x 1.21 (6.05)
    expect(result.packages[0]).toMatchObject({
      basePriceWithVat: '36.30',
      instalment: '12.50',
      insurance: '6.05',
      total: '54.85',
    });
  });

  it('additional line: base fee at 4 decimals, times the VAT factor', () => {
    const result = offer([
      main('30'),
      { tipoLinea: 'LINEA_ADICIONAL', additionalLine: { base_fee: '8.264463' } },
    ]);
    // 8.2645 x 1.21 = 10.000045 -> 10.00; total 36.30 + 10.00
    expect(result.packages[1]?.basePrice).toBe('8.2645');
    expect(result.packages[1]?.total).toBe('10.00');
    expect(result.total).toBe('46.30');
  });

  it('SVAs are priced with VAT like the tariff (decision 0308)', () => {
    const result = offer([
      { tipoLinea: 'LINEA_ADICIONAL_SVA', svas: [{ price_value: '2' }, { price_value: '3' }] },
    ]);
    expect(result.total).toBe('6.05');
  });

  it('rounds half-up in decimal, not binary floating point', () => {
    // 1.005 in binary floating point is 1.00499999...; Math.round gives 1.00
    expect(offer([main('1.005')], { segment: 'AUTONOMO' }).total).toBe('1.01');
    // 0.1 + 0.2 style sums stay exact
    expect(offer([main('0.1'), main('0.2')], { segment: 'AUTONOMO' }).total).toBe('0.30');
  });

  it('an offer without packages costs 0.00 and unknown locations price as Península', () => {
    expect(offer([]).total).toBe('0.00');
    expect(offer([main('10')], { location: 'Marte' }).location).toBe('Península');
  });
});

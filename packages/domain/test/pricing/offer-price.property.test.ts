import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Dec,
  SEGMENTS,
  priceOffer,
  type PricingPackage,
  type PricingPromotion,
} from '../../src/index';

const money = fc.integer({ min: 0, max: 200_000 }).map((cents) => (cents / 100).toFixed(2));
const promotion: fc.Arbitrary<PricingPromotion> = fc.record({
  amount: fc.oneof(money, fc.integer({ min: 0, max: 100 }).map(String)),
  amount_unit: fc.constantFrom('MONETARY' as const, 'PERCENTS' as const),
  priority_order: fc.integer({ min: 0, max: 10 }),
});
const pkg: fc.Arbitrary<PricingPackage> = fc.record({
  tipoLinea: fc.constantFrom('LINEA_PRINCIPAL', 'LINEA_ADICIONAL', 'LINEA_ADICIONAL_SVA'),
  tariff: fc.option(fc.record({ price_value: money }), { nil: null }),
  additionalLine: fc.option(
    fc.integer({ min: 0, max: 10_000_000 }).map((n) => ({ base_fee: (n / 1e6).toFixed(6) })),
    { nil: null },
  ),
  promotions: fc.array(promotion, { maxLength: 3 }),
  instalment: fc.option(fc.record({ month_price: money }), { nil: null }),
  insurance: fc.option(fc.record({ price: money }), { nil: null }),
  svas: fc.array(fc.record({ price_value: money }), { maxLength: 2 }),
});
const segment = fc.constantFrom(...SEGMENTS.map((s) => s.value));
const location = fc.constantFrom('Península', 'Canarias', 'Ceuta', 'Melilla', null);
const operator = fc.constantFrom('YOIGO', 'MASMOVIL', 'DBL', 'AVATEL');
const mode = fc.constantFrom('CREATE' as const, 'EDIT' as const);

describe('offer price properties', () => {
  it('the total always equals the sum of the package totals, to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(pkg, { maxLength: 6 }),
        segment,
        location,
        operator,
        mode,
        (packages, s, l, o, m) => {
          const result = priceOffer({ packages, segment: s, location: l, operator: o, mode: m });
          const sum = result.packages.reduce((t, p) => t.plus(p.total), new Dec(0));
          expect(result.total).toBe(sum.toFixed(2));
          expect(result.total).toMatch(/^\d+\.\d{2}$/);
        },
      ),
    );
  });

  it('VAT applies only to PARTICULAR and NEGOCIOS (and to DBL, always NEGOCIOS)', () => {
    fc.assert(
      fc.property(money, segment, location, operator, (price, s, l, o) => {
        const result = priceOffer({
          packages: [{ tipoLinea: 'LINEA_PRINCIPAL', tariff: { price_value: price } }],
          segment: s,
          location: l,
          operator: o,
          mode: 'CREATE',
        });
        const vatExpected = o === 'DBL' || s === 'PARTICULAR' || s === 'NEGOCIOS';
        expect(result.vatApplied).toBe(vatExpected);
        if (!vatExpected) expect(result.total).toBe(new Dec(price).toFixed(2));
        else expect(new Dec(result.total).gte(price)).toBe(true);
      }),
    );
  });

  it('promotions never raise a price nor take it below 0', () => {
    fc.assert(
      fc.property(pkg, segment, location, mode, (p, s, l, m) => {
        const [line] = priceOffer({
          packages: [p],
          segment: s,
          location: l,
          operator: 'YOIGO',
          mode: m,
        }).packages;
        expect(new Dec(line!.priceAfterPromotions).lte(line!.basePriceWithVat)).toBe(true);
        expect(new Dec(line!.priceAfterPromotions).gte(0)).toBe(true);
        expect(new Dec(line!.total).gte(new Dec(line!.instalment))).toBe(true);
      }),
    );
  });

  it('on EDIT the order the promotions are listed in does not matter', () => {
    const distinctPriorities = fc.uniqueArray(promotion, {
      maxLength: 4,
      selector: (p) => p.priority_order,
    });
    fc.assert(
      fc.property(money, distinctPriorities, (price, promotions) => {
        const priced = (list: readonly PricingPromotion[]) =>
          priceOffer({
            packages: [
              { tipoLinea: 'LINEA_PRINCIPAL', tariff: { price_value: price }, promotions: list },
            ],
            segment: 'PARTICULAR',
            operator: 'YOIGO',
            mode: 'EDIT',
          }).total;
        expect(priced([...promotions].reverse())).toBe(priced(promotions));
      }),
    );
  });
});

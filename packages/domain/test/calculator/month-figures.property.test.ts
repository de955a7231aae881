import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec, computeCommercialMonth, type CalculatorObjectiveRow } from '../../src/index';

const quantity = fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100);
const rowArb: fc.Arbitrary<CalculatorObjectiveRow> = fc.record({
  familia: fc.record({ id: fc.integer({ min: 1, max: 9 }) }),
  peso: fc.integer({ min: 0, max: 100 }),
  objetivo: quantity,
  consecucion: quantity,
  llave: fc.boolean(),
});
const factorArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 1200 }), { minLength: 1, maxLength: 5 })
  .chain((maxes) =>
    fc.tuple(
      ...maxes.map((max) =>
        fc.integer({ min: 0, max: 300 }).map((f) => ({ porcentaje_maximo: max, factor: f / 100 })),
      ),
    ),
  );
const days = fc.integer({ min: 0, max: 54 }).map((h) => h / 2);

const input = fc.record({
  rows: fc.array(rowArb, { maxLength: 8 }),
  factors: fc.option(factorArb, { nil: null }),
  reward: fc.option(
    fc.record({
      tipo: fc.constantFrom('BOLSA_FIJA' as const, 'PORCENTAJE' as const),
      cantidad: fc.integer({ min: 0, max: 10_000 }),
    }),
    { nil: null },
  ),
  pot: fc.option(fc.record({ bolsa: quantity, bolsa_recomendador: quantity }), { nil: null }),
  workingDays: days,
  elapsedWorkingDays: days,
});

describe('calculator properties', () => {
  it('commission never exceeds 150 x weight/100, per row and in total', () => {
    fc.assert(
      fc.property(input, (month) => {
        const figures = computeCommercialMonth(month);
        figures.rows.forEach((r, i) => {
          const cap = new Dec(150).times(month.rows[i]!.peso).dividedBy(100);
          expect(new Dec(r.comision_porc).lte(cap)).toBe(true);
        });
        const sum = figures.rows.reduce((t, r) => t.plus(r.comision_porc), new Dec(0));
        expect(figures.totalCommissionPercentage).toBe(sum.toFixed(2));
      }),
    );
  });

  it('the total is shown only when the key holds and no target has zero achievement', () => {
    fc.assert(
      fc.property(input, (month) => {
        const f = computeCommercialMonth(month);
        expect(f.showTotalCommission).toBe(f.keyHolds && f.noZeroAchievement);
        if (!f.showTotalCommission) expect(f.totalCommission).toBeNull();
        if (f.showTotalCommission && month.reward)
          expect(f.totalCommission).toBe(f.potentialCommission);
      }),
    );
  });

  it('objective percentage is empty exactly when objetivo is 0', () => {
    fc.assert(
      fc.property(input, (month) => {
        computeCommercialMonth(month).rows.forEach((r, i) => {
          expect(r.objetivo_porc === null).toBe(Number(month.rows[i]!.objetivo) === 0);
        });
      }),
    );
  });

  it('the daily target never exceeds the objective while elapsed <= working days', () => {
    fc.assert(
      fc.property(input, (month) => {
        const elapsed = Math.min(month.elapsedWorkingDays, month.workingDays);
        const f = computeCommercialMonth({ ...month, elapsedWorkingDays: elapsed });
        f.rows.forEach((r) => expect(new Dec(r.five_percent).lte(r.objetivo)).toBe(true));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  computeCommercialMonth,
  factorTrancheLabel,
  labelTranches,
  selectCorrectiveFactor,
  type CalculatorObjectiveRow,
  type CommercialMonthInput,
} from '../../src/index';

const row = (
  id: number,
  peso: number,
  objetivo: number,
  consecucion: number,
  llave = false,
): CalculatorObjectiveRow => ({ familia: { id }, peso, objetivo, consecucion, llave });

const tranches = [
  { porcentaje_maximo: 80, factor: '0.5' },
  { porcentaje_maximo: 100, factor: '0.8' },
  { porcentaje_maximo: 120, factor: '1' },
  { porcentaje_maximo: 999, factor: '1.2' },
];

const month = (overrides: Partial<CommercialMonthInput> = {}): CommercialMonthInput => ({
  rows: [row(1, 40, 20, 25, true), row(2, 30, 10, 20), row(3, 30, 8, 3)],
  factors: tranches,
  reward: { tipo: 'PORCENTAJE', cantidad: 10 },
  pot: { bolsa: '5000', bolsa_recomendador: '1000' },
  workingDays: 22,
  elapsedWorkingDays: 11,
  ...overrides,
});

describe('calculator month figures (spec 5 "Calculator", spec 9)', () => {
  it('computes every figure of the screen for a commercial whose key holds', () => {
    const figures = computeCommercialMonth(month());
    expect(figures.rows.map((r) => [r.objetivo_porc, r.comision_porc, r.five_percent])).toEqual([
      ['125.00', '50.00', '10.00'], // 25/20; 125 x 40/100; 20/22 x 11
      ['200.00', '45.00', '5.00'], // capped: 150 x 30/100
      ['37.50', '11.25', '4.00'],
    ]);
    expect(figures).toMatchObject({
      keyHolds: true,
      noZeroAchievement: true,
      showTotalCommission: true,
      totalCommissionPercentage: '106.25',
      correctiveFactor: { porcentaje_maximo: 120, factor: '1.00', label: '100 % - 120 %' },
      pool: { bolsa: '5000.00', bolsa_recomendador: '1000.00', total: '6000.00' },
      rewardBase: '600.00', // 10 % of the pool including the recommender pool
      potentialCommission: '637.50', // 600 x 106.25 % x 1
      totalCommission: '637.50',
    });
  });

  it('"shown only if ... no objective with target above 0 has zero achievement"', () => {
    const figures = computeCommercialMonth(
      month({ rows: [row(1, 40, 20, 25, true), row(2, 30, 10, 20), row(3, 30, 8, 0)] }),
    );
    expect(figures.noZeroAchievement).toBe(false);
    expect(figures.showTotalCommission).toBe(false);
    expect(figures.totalCommission).toBeNull();
    // 50 + 45 + 0 = 95 -> tranche up to 100, factor 0.8: 600 x 95 % x 0.8
    expect(figures.correctiveFactor?.factor).toBe('0.80');
    expect(figures.potentialCommission).toBe('456.00');
  });

  it('"The key condition (llave) holds only if every key objective reaches at least 100 percent"', () => {
    const notReached = computeCommercialMonth(month({ rows: [row(1, 100, 20, 19, true)] }));
    expect(notReached.rows[0]?.objetivo_porc).toBe('95.00');
    expect(notReached.keyHolds).toBe(false);
    expect(notReached.totalCommission).toBeNull();
    const exactly = computeCommercialMonth(month({ rows: [row(1, 100, 20, 20, true)] }));
    expect(exactly.keyHolds).toBe(true);
    // a non-key row below 100 % does not break the key
    const nonKey = computeCommercialMonth(
      month({ rows: [row(1, 50, 20, 20, true), row(2, 50, 10, 1)] }),
    );
    expect(nonKey.keyHolds).toBe(true);
  });

  it('"empty when objetivo is 0": no percentage, no commission, no zero-achievement block', () => {
    const figures = computeCommercialMonth(
      month({ rows: [row(1, 50, 0, 0, true), row(2, 50, 4, 4)] }),
    );
    expect(figures.rows[0]).toMatchObject({ objetivo_porc: null, comision_porc: '0.00' });
    expect(figures.keyHolds).toBe(true);
    expect(figures.showTotalCommission).toBe(true);
  });

  it('percentages and daily targets round to 2 decimals', () => {
    const figures = computeCommercialMonth(
      month({
        rows: [row(1, 100, 3, 1), row(2, 0, 3, 2)],
        workingDays: 22.5,
        elapsedWorkingDays: 7.5,
      }),
    );
    expect(figures.rows.map((r) => r.objetivo_porc)).toEqual(['33.33', '66.67']);
    // 3 / 22.5 x 7.5 = 1.0
    expect(figures.rows[0]?.five_percent).toBe('1.00');
    const tenth = computeCommercialMonth(
      month({ rows: [row(1, 100, 10, 1)], workingDays: 22.5, elapsedWorkingDays: 7.5 }),
    );
    expect(tenth.rows[0]?.five_percent).toBe('3.33');
  });

  it('BOLSA_FIJA pays on a fixed amount; no reward means no commission', () => {
    expect(
      computeCommercialMonth(month({ reward: { tipo: 'BOLSA_FIJA', cantidad: 800 } }))
        .totalCommission,
    ).toBe(
      '850.00', // 800 x 106.25 % x 1
    );
    const noReward = computeCommercialMonth(month({ reward: null }));
    expect(noReward.rewardBase).toBeNull();
    expect(noReward.totalCommission).toBeNull();
  });

  it('without corrective factor the commission is not corrected (factor 1)', () => {
    const figures = computeCommercialMonth(month({ factors: null }));
    expect(figures.correctiveFactor).toBeNull();
    expect(figures.totalCommission).toBe('637.50');
  });
});

describe('corrective factor (spec 5: "the first factor whose maximum percentage exceeds the achievement")', () => {
  it.each([
    [0, 80],
    [79.99, 80],
    [80, 100], // 80 does not exceed 80
    [119.5, 120],
    [120, 999],
    [5000, 999], // "999 or more is open-ended"
  ])('achievement %f -> tranche up to %i', (achievement, max) => {
    expect(selectCorrectiveFactor(tranches, achievement)?.porcentaje_maximo).toBe(max);
  });

  it('tranches are taken in ascending order whatever order they are stored in', () => {
    expect(selectCorrectiveFactor([...tranches].reverse(), 90)?.factor).toBe('0.80');
  });

  it('when nothing exceeds the achievement the highest tranche applies', () => {
    expect(selectCorrectiveFactor(tranches.slice(0, 2), 130)?.porcentaje_maximo).toBe(100);
    expect(selectCorrectiveFactor([], 130)).toBeNull();
  });

  it('derived labels', () => {
    expect(labelTranches(tranches).map((t) => t.label)).toEqual([
      'Hasta 80 %',
      '80 % - 100 %',
      '100 % - 120 %',
      'Más de 120 %',
    ]);
    expect(factorTrancheLabel(null, 1000)).toBe('Cualquier porcentaje');
    expect(factorTrancheLabel(87.5, 100)).toBe('87,5 % - 100 %');
  });
});

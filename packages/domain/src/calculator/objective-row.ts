import { MAX_OBJECTIVE_PERCENTAGE } from '../catalogues/limits';
import { Dec, MONEY_DECIMALS, PERCENT_DECIMALS, minDecimal, roundTo } from '../money/decimal';
import type { CalculatorObjectiveRow, ObjectiveRowFigures } from './types';

/** "objective percentage = consecucion / objetivo x 100, rounded to 2 decimals (empty when objetivo is 0)". */
export function objectivePercentage(consecucion: Dec, objetivo: Dec): Dec | null {
  if (objetivo.isZero()) return null;
  return roundTo(consecucion.dividedBy(objetivo).times(100), PERCENT_DECIMALS);
}

/**
 * "Commission percentage is capped at the maximum percentage times
 * weight/100": min(objetivo_porc, 150) x peso / 100. A row without a target
 * (objetivo 0) earns 0.
 */
export function commissionPercentage(objectivePct: Dec | null, peso: Dec): Dec {
  if (objectivePct === null) return new Dec(0);
  const capped = minDecimal(objectivePct, new Dec(MAX_OBJECTIVE_PERCENTAGE));
  return roundTo(capped.times(peso).dividedBy(100), PERCENT_DECIMALS);
}

/** "Daily target (five_percent) = objective / working days x elapsed working days, 2 decimals." */
export function dailyTarget(objetivo: Dec, workingDays: number, elapsed: number): Dec {
  if (workingDays <= 0) return new Dec(0);
  return roundTo(objetivo.dividedBy(workingDays).times(elapsed), MONEY_DECIMALS);
}

export function objectiveRowFigures(
  row: CalculatorObjectiveRow,
  workingDays: number,
  elapsed: number,
): ObjectiveRowFigures & { commissionDecimal: Dec } {
  const objetivo = new Dec(row.objetivo);
  const consecucion = new Dec(row.consecucion);
  const peso = new Dec(row.peso);
  const objectivePct = objectivePercentage(consecucion, objetivo);
  const commission = commissionPercentage(objectivePct, peso);
  return {
    ...(row.id !== undefined ? { id: row.id } : {}),
    familia: row.familia,
    peso: peso.toFixed(PERCENT_DECIMALS),
    objetivo: objetivo.toFixed(MONEY_DECIMALS),
    consecucion: consecucion.toFixed(MONEY_DECIMALS),
    llave: row.llave,
    objetivo_porc: objectivePct === null ? null : objectivePct.toFixed(PERCENT_DECIMALS),
    comision_porc: commission.toFixed(PERCENT_DECIMALS),
    five_percent: dailyTarget(objetivo, workingDays, elapsed).toFixed(MONEY_DECIMALS),
    reached: objectivePct !== null && objectivePct.greaterThanOrEqualTo(100),
    commissionDecimal: commission,
  };
}

import { OPEN_ENDED_FACTOR_BOUND } from '../catalogues/limits';
import { Dec, type DecimalInput } from '../money/decimal';
import type { FactorTranche, SelectedFactor } from './types';

export function isOpenEnded(porcentajeMaximo: number): boolean {
  return porcentajeMaximo >= OPEN_ENDED_FACTOR_BOUND;
}

function formatPercent(value: number): string {
  return `${new Dec(value).toDecimalPlaces(2).toString().replace('.', ',')} %`;
}

/**
 * The derived label of a tranche, from the previous tranche's maximum:
 * "Hasta 80 %", "80 % - 100 %", and for an open-ended one (999 or more)
 * "Más de 120 %".
 */
export function factorTrancheLabel(previousMax: number | null, porcentajeMaximo: number): string {
  if (isOpenEnded(porcentajeMaximo)) {
    return previousMax === null ? 'Cualquier porcentaje' : `Más de ${formatPercent(previousMax)}`;
  }
  if (previousMax === null) return `Hasta ${formatPercent(porcentajeMaximo)}`;
  return `${formatPercent(previousMax)} - ${formatPercent(porcentajeMaximo)}`;
}

export function sortTranches(tranches: readonly FactorTranche[]): FactorTranche[] {
  return [...tranches].sort((a, b) => a.porcentaje_maximo - b.porcentaje_maximo);
}

/** Every tranche with its derived label, in ascending order of maximum. */
export function labelTranches(
  tranches: readonly FactorTranche[],
): (FactorTranche & { label: string })[] {
  return sortTranches(tranches).map((tranche, index, sorted) => ({
    ...tranche,
    label: factorTrancheLabel(
      sorted[index - 1]?.porcentaje_maximo ?? null,
      tranche.porcentaje_maximo,
    ),
  }));
}

/**
 * "The first factor whose maximum percentage exceeds the achievement." An
 * open-ended tranche exceeds any achievement; when no tranche does, the
 * highest applies (decision 0310).
 */
export function selectCorrectiveFactor(
  tranches: readonly FactorTranche[],
  achievement: DecimalInput,
): SelectedFactor | null {
  const labelled = labelTranches(tranches);
  if (labelled.length === 0) return null;
  const value = new Dec(achievement);
  const index = labelled.findIndex(
    (t) => isOpenEnded(t.porcentaje_maximo) || new Dec(t.porcentaje_maximo).greaterThan(value),
  );
  const chosenIndex = index === -1 ? labelled.length - 1 : index;
  const chosen = labelled[chosenIndex]!;
  return {
    index: chosenIndex,
    porcentaje_maximo: chosen.porcentaje_maximo,
    factor: new Dec(chosen.factor).toFixed(2),
    openEnded: isOpenEnded(chosen.porcentaje_maximo),
    label: chosen.label,
  };
}

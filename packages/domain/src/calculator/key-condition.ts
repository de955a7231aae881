import type { ObjectiveRowFigures } from './types';

/**
 * "The key condition (llave) holds only if every key objective reaches at
 * least 100 percent." A key row without a target (objetivo 0) asks nothing
 * and does not break the key (decision 0310).
 */
export function keyConditionHolds(rows: readonly ObjectiveRowFigures[]): boolean {
  return rows
    .filter((row) => row.llave && row.objetivo_porc !== null)
    .every((row) => Number(row.objetivo_porc) >= 100);
}

/** "...no objective with target above 0 has zero achievement." */
export function noZeroAchievement(rows: readonly ObjectiveRowFigures[]): boolean {
  return rows.every((row) => Number(row.objetivo) <= 0 || Number(row.consecucion) !== 0);
}

/** "Total commission is shown only if key holds and no objective with target above 0 has zero achievement." */
export function isTotalCommissionShown(rows: readonly ObjectiveRowFigures[]): boolean {
  return keyConditionHolds(rows) && noZeroAchievement(rows);
}

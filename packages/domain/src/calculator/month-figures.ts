import { Dec, MONEY_DECIMALS, PERCENT_DECIMALS, roundTo } from '../money/decimal';
import { selectCorrectiveFactor } from './corrective-factor';
import { isTotalCommissionShown, keyConditionHolds, noZeroAchievement } from './key-condition';
import { objectiveRowFigures } from './objective-row';
import { poolTotal, rewardBase } from './reward';
import type { CommercialMonthFigures, CommercialMonthInput, ObjectiveRowFigures } from './types';

/**
 * Every derived figure of the calculator screen for one commercial's month
 * (spec sections 5 and 9): per-row objective and commission percentages and
 * daily targets, the key condition, whether the total commission is shown,
 * the corrective factor chosen on the total commission percentage, the pool,
 * the reward base and the commission in euros.
 */
export function computeCommercialMonth(input: CommercialMonthInput): CommercialMonthFigures {
  let totalPct = new Dec(0);
  const rows: ObjectiveRowFigures[] = input.rows.map((row) => {
    const { commissionDecimal, ...figures } = objectiveRowFigures(
      row,
      input.workingDays,
      input.elapsedWorkingDays,
    );
    totalPct = totalPct.plus(commissionDecimal);
    return figures;
  });
  const factor = input.factors ? selectCorrectiveFactor(input.factors, totalPct) : null;
  const shown = isTotalCommissionShown(rows);
  const base = input.reward ? rewardBase(input.reward, input.pot) : null;
  const potential =
    base === null
      ? null
      : roundTo(
          base
            .times(totalPct)
            .dividedBy(100)
            .times(factor ? factor.factor : 1),
          MONEY_DECIMALS,
        );
  const pool = input.pot
    ? {
        bolsa: new Dec(input.pot.bolsa).toFixed(MONEY_DECIMALS),
        bolsa_recomendador: new Dec(input.pot.bolsa_recomendador).toFixed(MONEY_DECIMALS),
        total: poolTotal(input.pot).toFixed(MONEY_DECIMALS),
      }
    : null;
  return {
    rows,
    keyHolds: keyConditionHolds(rows),
    noZeroAchievement: noZeroAchievement(rows),
    showTotalCommission: shown,
    totalCommissionPercentage: totalPct.toFixed(PERCENT_DECIMALS),
    correctiveFactor: factor,
    pool,
    rewardBase: base === null ? null : base.toFixed(MONEY_DECIMALS),
    potentialCommission: potential === null ? null : potential.toFixed(MONEY_DECIMALS),
    totalCommission: shown && potential !== null ? potential.toFixed(MONEY_DECIMALS) : null,
    workingDays: input.workingDays,
    elapsedWorkingDays: input.elapsedWorkingDays,
  };
}

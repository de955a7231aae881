import { Dec, MONEY_DECIMALS, roundTo } from '../money/decimal';
import type { CalculatorPot, CalculatorReward } from './types';

/** "The pool includes the recommender pool." */
export function poolTotal(pot: CalculatorPot | null): Dec {
  if (!pot) return new Dec(0);
  return new Dec(pot.bolsa).plus(pot.bolsa_recomendador);
}

/**
 * "Reward types: BOLSA_FIJA (fixed amount) or a percentage of the pool":
 * the euros the commission percentage is applied to.
 */
export function rewardBase(reward: CalculatorReward, pot: CalculatorPot | null): Dec {
  if (reward.tipo === 'BOLSA_FIJA') return roundTo(reward.cantidad, MONEY_DECIMALS);
  return roundTo(poolTotal(pot).times(reward.cantidad).dividedBy(100), MONEY_DECIMALS);
}

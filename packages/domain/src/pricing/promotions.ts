import type { ConfiguratorMode } from '../catalogues/offer-options';
import { Dec, MONEY_DECIMALS, minDecimal } from '../money/decimal';
import type { AppliedPromotion, PricingPromotion } from './types';

/**
 * "On EDIT they apply in priority_order" (lowest first, ties keep the given
 * order); on CREATE in the order given.
 */
export function orderPromotions(
  promotions: readonly PricingPromotion[],
  mode: ConfiguratorMode,
): readonly PricingPromotion[] {
  if (mode !== 'EDIT') return promotions;
  return promotions
    .map((promotion, index) => ({ promotion, index }))
    .sort((a, b) => a.promotion.priority_order - b.promotion.priority_order || a.index - b.index)
    .map((entry) => entry.promotion);
}

/**
 * "Promotions reduce the price, by a fixed amount (MONETARY) or a percentage
 * (PERCENTS)". Each applies to what the previous ones left; a promotion
 * larger than that takes the price to 0 and no further (decision 0308).
 */
export function applyPromotions(
  price: Dec,
  promotions: readonly PricingPromotion[],
  mode: ConfiguratorMode,
): { price: Dec; applied: AppliedPromotion[] } {
  let remaining = price;
  const applied: AppliedPromotion[] = [];
  for (const promotion of orderPromotions(promotions, mode)) {
    const amount = new Dec(promotion.amount);
    const wanted =
      promotion.amount_unit === 'PERCENTS' ? remaining.times(amount).dividedBy(100) : amount;
    const discount = minDecimal(Dec.max(wanted, 0), remaining);
    remaining = remaining.minus(discount);
    applied.push({
      ...(promotion.id !== undefined ? { id: promotion.id } : {}),
      ...(promotion.name !== undefined ? { name: promotion.name } : {}),
      amount_unit: promotion.amount_unit,
      amount: amount.toFixed(MONEY_DECIMALS),
      discount: discount.toFixed(MONEY_DECIMALS),
    });
  }
  return { price: remaining, applied };
}

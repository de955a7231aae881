import type { KiwiTx } from '@kiwi/db';
import { validFromInstant, type PricedContentType } from '@kiwi/domain';
import { Dec } from '@kiwi/domain';
import { badRequest } from '../../../lib/http-errors';
import { insertPriceHistory } from './price-history.queries';

/**
 * Every price change writes a price-history row with the instant it applies from
 * (decision 1504). A new item starts with its price from now (or a past date); a change
 * may be scheduled for a future date, and the item keeps its current price until then.
 */
export function assertCreationDate(validFrom: string | undefined): void {
  if (validFrom && validFromInstant(validFrom).getTime() > Date.now()) {
    throw badRequest({
      price_valid_from: [
        'Un elemento nuevo empieza con su precio de hoy: programe los cambios al editarlo',
      ],
    });
  }
}

/** Is the change scheduled for later (the item's own price column must not change yet)? */
export const isScheduled = (validFrom: string | undefined): boolean =>
  !!validFrom && validFromInstant(validFrom).getTime() > Date.now();

/** Records the price of a new item. */
export async function recordInitialPrice(
  tx: KiwiTx,
  type: PricedContentType,
  objectId: number,
  price: string,
  validFrom: string | undefined,
): Promise<void> {
  await insertPriceHistory(tx, { type, objectId, price, validFrom });
}

/** Records a change when the price differs from the one in force now, or a date was given. */
export async function recordPriceChange(
  tx: KiwiTx,
  type: PricedContentType,
  objectId: number,
  change: { current: string; next: string; validFrom: string | undefined },
): Promise<boolean> {
  const changed = !new Dec(change.current).equals(new Dec(change.next));
  if (!changed && !change.validFrom) return false;
  await insertPriceHistory(tx, { type, objectId, price: change.next, validFrom: change.validFrom });
  return true;
}

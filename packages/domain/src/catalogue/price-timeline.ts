import { TZDate } from '@date-fns/tz';
import { MADRID_TIME_ZONE } from '../calendar/iso-date';
import { Dec } from '../money/decimal';

/** One row of an object's price history: the price applies from `valid_from` on. */
export interface PriceHistoryEntry {
  price: string | number;
  /** ISO date-time (or date) from which the price applies. */
  valid_from: string;
  /** Inactive rows (cancelled changes) never apply. */
  is_active: boolean;
}

const instantOf = (value: string | Date): number =>
  value instanceof Date ? value.getTime() : Date.parse(value);

/**
 * The price in force at `at`: the active entry with the latest `valid_from` that is not
 * after `at` (ties: the later entry in the list, i.e. the one recorded last). Null when no
 * entry applies yet — the caller then uses the object's own price.
 */
export function priceInForce(
  entries: readonly PriceHistoryEntry[],
  at: string | Date,
): string | null {
  const when = instantOf(at);
  let best: { entry: PriceHistoryEntry; from: number } | null = null;
  for (const entry of entries) {
    if (!entry.is_active) continue;
    const from = instantOf(entry.valid_from);
    if (Number.isNaN(from) || from > when) continue;
    if (!best || from >= best.from) best = { entry, from };
  }
  return best ? new Dec(best.entry.price).toString() : null;
}

/** The next scheduled change after `at`, if any (the earliest active entry after it). */
export function nextScheduledPrice(
  entries: readonly PriceHistoryEntry[],
  at: string | Date,
): PriceHistoryEntry | null {
  const when = instantOf(at);
  let best: PriceHistoryEntry | null = null;
  for (const entry of entries) {
    if (!entry.is_active || instantOf(entry.valid_from) <= when) continue;
    if (!best || instantOf(entry.valid_from) < instantOf(best.valid_from)) best = entry;
  }
  return best;
}

/**
 * A catalogue object priced at a date: its history decides, and an object without history
 * (or whose history starts later) keeps its own price.
 */
export function priceAt(
  own: string | number,
  entries: readonly PriceHistoryEntry[],
  at: string | Date,
): string {
  return priceInForce(entries, at) ?? new Dec(own).toString();
}

/**
 * The instant a `valid_from` names: a day means 00:00 in Madrid that day; a date-time is
 * taken as it is. Missing means now.
 */
export function validFromInstant(value: string | null | undefined, now: Date = new Date()): Date {
  if (!value) return now;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d, 0, 0, 0, MADRID_TIME_ZONE).getTime());
  }
  return new Date(value);
}

import { formatMadrid } from '../../../lib/dates';
import { formatDay, isIsoDay, madridToday } from '../../../lib/madrid-days';

interface Dated {
  valid_from?: string | null;
  created_on?: string | null;
}

/** The Madrid day a price applies from: `valid_from`, else the day it was written. */
export function validFromDay(row: Dated): string | null {
  const value = row.valid_from ?? row.created_on ?? null;
  if (!value) return null;
  return isIsoDay(value) ? value : formatMadrid(value, 'yyyy-MM-dd');
}

export function formatValidFrom(row: Dated): string {
  const day = validFromDay(row);
  return day ? formatDay(day) : '—';
}

/** Scheduled: applies from a day after today (Madrid). */
export function isScheduled(row: Dated, today = madridToday()): boolean {
  const day = validFromDay(row);
  return day !== null && day > today;
}

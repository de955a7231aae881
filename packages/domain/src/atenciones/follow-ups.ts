/**
 * Follow-up (agendado) rules shared by the API and the web (decisions 1403, 1404).
 */

/** The bell lists follow-ups due within this many minutes, plus the overdue ones. */
export const REMINDER_WINDOW_MINUTES = 15;
/** The web asks the bell again every 30 s (decision 1404: polling, not server-sent events). */
export const REMINDER_POLL_MS = 30_000;
/** "Upcoming scheduled customers window: today to today plus 3 days" (spec section 9). */
export const UPCOMING_WINDOW_DAYS = 3;
/** Default grace before an overdue "abierto" follow-up may be taken by the team (API setting). */
export const DEFAULT_OPEN_FOLLOW_UP_GRACE_MINUTES = 30;

export interface FollowUpFacts {
  comercialId: number | null;
  fechaAgendado: Date;
  abierto: boolean;
  done: boolean;
}

/** Overdue: pending and its time has passed. */
export function isOverdue(followUp: Pick<FollowUpFacts, 'fechaAgendado' | 'done'>, now: Date) {
  return !followUp.done && followUp.fechaAgendado.getTime() < now.getTime();
}

/**
 * Whether `accountId` may take (become the commercial of) someone else's follow-up: it must
 * be pending, "abierto", and overdue by more than the grace time. A follow-up without a
 * commercial ("Por asignar") may be taken at once.
 */
export function canTakeFollowUp(
  followUp: FollowUpFacts,
  accountId: number,
  now: Date,
  graceMinutes: number,
): boolean {
  if (followUp.done || followUp.comercialId === accountId) return false;
  if (followUp.comercialId === null) return true;
  if (!followUp.abierto) return false;
  return now.getTime() - followUp.fechaAgendado.getTime() > graceMinutes * 60_000;
}

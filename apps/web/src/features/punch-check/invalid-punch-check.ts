import type { TInvalidPunchCheck, TenantGroup } from '@kiwi/domain';
import { showSnackbar } from '../../lib/snackbar';
import { getInvalidPunchCheck } from './api/invalid-punch-check';
import { invalidPunchMessage } from './invalid-punch-message';

/** Only tenants with clocking in (the PunchIn group) are asked. */
export const PUNCH_IN_GROUP: TenantGroup = 'PunchIn';

export const INVALID_PUNCH_WARNING_MS = 8000;

/** sessionStorage key: the username already checked in this browser session. */
export const INVALID_PUNCH_CHECKED_KEY = 'invalidPunchChecked';

/** How the session started: a login through the form, or tokens found in storage. */
export type SessionStart = 'login' | 'restored';

export interface PunchCheckSession {
  user: { username: string };
  subject: { tenantGroups: readonly string[] };
}

export interface InvalidPunchCheckDependencies {
  fetchCheck: () => Promise<TInvalidPunchCheck>;
  notify: (message: string, durationMs: number) => void;
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
}

const defaultDependencies: InvalidPunchCheckDependencies = {
  fetchCheck: getInvalidPunchCheck,
  // The snackbar helper has no warning style; info is the one without a success/error emoji.
  notify: (message, durationMs) => showSnackbar({ kind: 'info', message, durationMs }),
  storage: () => sessionStorage,
};

function readChecked(deps: InvalidPunchCheckDependencies): string | null {
  try {
    return deps.storage().getItem(INVALID_PUNCH_CHECKED_KEY);
  } catch {
    return null;
  }
}

function writeChecked(deps: InvalidPunchCheckDependencies, username: string): void {
  try {
    deps.storage().setItem(INVALID_PUNCH_CHECKED_KEY, username);
  } catch {
    // Storage unavailable: the check may run again on the next reload, nothing worse.
  }
}

/**
 * Spec section 7 start-up call: warns about past days clocked in without a
 * clock-out. After every login; on a session restored from storage only if
 * this user has not been checked yet in this browser session. Errors are only
 * logged (spec section 8).
 */
export async function checkInvalidPunches(
  session: PunchCheckSession,
  start: SessionStart,
  deps: InvalidPunchCheckDependencies = defaultDependencies,
): Promise<void> {
  if (!session.subject.tenantGroups.includes(PUNCH_IN_GROUP)) return;
  const { username } = session.user;
  if (start === 'restored' && readChecked(deps) === username) return;
  let answer: TInvalidPunchCheck;
  try {
    answer = await deps.fetchCheck();
  } catch (error) {
    console.warn('No se han podido comprobar los fichajes sin salida', error);
    return;
  }
  writeChecked(deps, username);
  if (answer.has_invalid_punch) {
    deps.notify(invalidPunchMessage(answer.dates), INVALID_PUNCH_WARNING_MS);
  }
}

import type { TInvalidPunchCheck } from '@kiwi/domain';
import { http } from '../../../lib/http/client';

export const INVALID_PUNCH_CHECK_PATH = '/api/cuentas/check-invalid-punch-in/';

/**
 * GET /api/cuentas/check-invalid-punch-in/ (decision 0004): past Madrid days
 * on which the user clocked in and never out, most recent first. Typed only,
 * like the other start-up calls: the domain's schema module would bring the
 * decimal library into this chunk for two fields.
 */
export function getInvalidPunchCheck(): Promise<TInvalidPunchCheck> {
  // In the background: an expired session is the guard's to handle, not this call's.
  return http.get<TInvalidPunchCheck>(INVALID_PUNCH_CHECK_PATH, { redirectOnSessionError: false });
}

import { getPermissionFlags } from '@kiwi/domain';
import type { ServiceContext } from '../../../plugins/access';

/**
 * Who sees which atenciones (decision 1402): Manager and above see the whole tenant; a
 * Comercial sees the atenciones, follow-ups and packages whose commercial they are, and may
 * record on customers assigned to them or not assigned ("Por asignar"). Anything else is 404.
 * Returns the account to restrict to, or null for "the whole tenant".
 */
export function ownerRestriction(ctx: ServiceContext): number | null {
  return getPermissionFlags(ctx.auth).hasManagerPermission ? null : ctx.auth.accountId;
}

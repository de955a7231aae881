import { z } from 'zod';
import { ZUserDetailSchema } from '@kiwi/domain';
import type { AuthContext, ServiceContext } from '../../plugins/access';
import { findOpenPastPunchDays } from './cuentas.queries';

export const ZInvalidPunchStatusSchema = z.object({
  has_invalid_punch: z.boolean(),
  dates: z.array(z.string()),
});
export type TInvalidPunchStatus = z.infer<typeof ZInvalidPunchStatusSchema>;

/** The spec's "User detail" plus the email (decision 0004). */
export const ZUserDetailResponseSchema = ZUserDetailSchema.extend({ email: z.string().nullable() });
export type TUserDetailResponse = z.infer<typeof ZUserDetailResponseSchema>;

/** GET /api/cuentas/detalle/, from the session already loaded by the guard. */
export function userDetail(auth: AuthContext): TUserDetailResponse {
  return {
    id: auth.accountId,
    username: auth.username,
    nombre_completo: auth.nombreCompleto,
    email: auth.email,
    isAdmin: auth.isAdmin,
    rol: { id: auth.roleId },
    tenant_groups: auth.tenantGroups.map((name) => ({ name })),
    tipoComercial: ZUserDetailSchema.shape.tipoComercial.parse(auth.tipoComercial),
  };
}

/** GET /api/cuentas/check-invalid-punch-in/: a past day with an IN and no OUT is an invalid punch. */
export async function checkInvalidPunchIn(ctx: ServiceContext): Promise<TInvalidPunchStatus> {
  const dates = await findOpenPastPunchDays(ctx.tx, ctx.auth.accountId);
  return { has_invalid_punch: dates.length > 0, dates };
}

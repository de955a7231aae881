import { z } from 'zod';
import { COMMERCIAL_TYPE_VALUES } from '../catalogues/commercial-types';
import { LOGIN_MESSAGES } from '../messages/customer-messages';

/** POST /api/token/ {username, password}. */
export const ZTokenRequestSchema = z.strictObject({
  username: z
    .string({ error: LOGIN_MESSAGES.usernameRequired })
    .trim()
    .min(1, { error: LOGIN_MESSAGES.usernameRequired }),
  password: z
    .string({ error: LOGIN_MESSAGES.passwordRequired })
    .min(1, { error: LOGIN_MESSAGES.passwordRequired }),
});
export type TTokenRequest = z.infer<typeof ZTokenRequestSchema>;

export const ZTokenResponseSchema = z.object({ access: z.string(), refresh: z.string() });
export type TTokenResponse = z.infer<typeof ZTokenResponseSchema>;

/** POST /api/token-refresh/ {refresh}. */
export const ZTokenRefreshRequestSchema = z.strictObject({
  refresh: z.string({ error: 'Falta el token de refresco' }).min(1),
});
export type TTokenRefreshRequest = z.infer<typeof ZTokenRefreshRequestSchema>;

/** Answer of the refresh call: a new access token and the rotated refresh token. */
export const ZTokenRefreshResponseSchema = z.object({
  access: z.string(),
  refresh: z.string().optional(),
});
export type TTokenRefreshResponse = z.infer<typeof ZTokenRefreshResponseSchema>;

/** Revoking a refresh token on logout {refresh}. */
export const ZTokenRevokeRequestSchema = z.strictObject({
  refresh: z.string({ error: 'Falta el token de refresco' }).min(1),
});
export type TTokenRevokeRequest = z.infer<typeof ZTokenRevokeRequestSchema>;

export const ZRoleIdSchema = z.literal([1, 2, 3, 4], { error: 'Rol no válido' });

/** Spec "User detail" (GET /api/cuentas/detalle/). */
export const ZUserDetailSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nombre_completo: z.string(),
  isAdmin: z.boolean(),
  rol: z.object({ id: ZRoleIdSchema }),
  tenant_groups: z.array(z.object({ name: z.string() })),
  tipoComercial: z.enum(COMMERCIAL_TYPE_VALUES).nullable(),
  /** Extra to the spec (docs/decisions/0004). */
  email: z.string().nullable().optional(),
});
export type TUserDetail = z.infer<typeof ZUserDetailSchema>;

/** Spec "Tenant info" (GET /api/distribuidores/get-distribuidor-info/). */
export const ZTenantInfoSchema = z.object({ type: z.string(), name: z.string() });
export type TTenantInfo = z.infer<typeof ZTenantInfoSchema>;

/** GET /api/distribuidores/get-maintenance-status/ (shape not shown: decision 0305). */
export const ZMaintenanceStatusSchema = z.object({ maintenance: z.boolean() });
export type TMaintenanceStatus = z.infer<typeof ZMaintenanceStatusSchema>;

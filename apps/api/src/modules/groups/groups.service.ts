import { z } from 'zod';
import type { ServiceContext } from '../../plugins/access';
import { accountHasPermission } from './groups.queries';

export const ZGroupPermissionQuerySchema = z.object({
  permission_name: z.string().trim().min(1, 'Indique el permiso (permission_name).'),
});
export const ZGroupPermissionAnswerSchema = z.object({
  permission_name: z.string(),
  has_permission: z.boolean(),
});
export type TGroupPermissionAnswer = z.infer<typeof ZGroupPermissionAnswerSchema>;

/** GET /api/get-group-permissions: isAdmin users hold every permission (spec section 6). */
export async function getGroupPermission(
  ctx: ServiceContext,
  permissionName: string,
): Promise<TGroupPermissionAnswer> {
  const has =
    ctx.auth.isAdmin || (await accountHasPermission(ctx.tx, ctx.auth.accountId, permissionName));
  return { permission_name: permissionName, has_permission: has };
}

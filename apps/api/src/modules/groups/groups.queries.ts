import { and, eq, or, sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { accountPermissionGroups, permissionGroupPermissions, permissions } from '@kiwi/db/schema';

/** Whether one of the account's permission groups grants a permission (by codename or name). */
export async function accountHasPermission(
  tx: KiwiTx,
  accountId: number,
  permissionName: string,
): Promise<boolean> {
  const rows = await tx
    .select({ one: sql<number>`1` })
    .from(accountPermissionGroups)
    .innerJoin(
      permissionGroupPermissions,
      and(
        eq(permissionGroupPermissions.tenantId, accountPermissionGroups.tenantId),
        eq(permissionGroupPermissions.groupId, accountPermissionGroups.groupId),
      ),
    )
    .innerJoin(
      permissions,
      and(
        eq(permissions.tenantId, permissionGroupPermissions.tenantId),
        eq(permissions.id, permissionGroupPermissions.permissionId),
      ),
    )
    .where(
      and(
        eq(accountPermissionGroups.accountId, accountId),
        or(eq(permissions.codename, permissionName), eq(permissions.name, permissionName)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

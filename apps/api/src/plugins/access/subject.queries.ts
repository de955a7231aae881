import { eq } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';
import { accounts, tenants } from '@kiwi/db/schema';

/** The caller's account and tenant, read inside the caller's own tenant transaction. */
export async function findSessionAccount(tx: KiwiTx, accountId: number) {
  const rows = await tx
    .select({
      accountId: accounts.id,
      tenantId: accounts.tenantId,
      username: accounts.username,
      email: accounts.email,
      nombre: accounts.nombre,
      apellidos: accounts.apellidos,
      roleId: accounts.roleId,
      isAdmin: accounts.isAdmin,
      estado: accounts.estado,
      tipoComercial: accounts.tipoComercial,
      tenantName: tenants.name,
      tenantType: tenants.type,
      tenantGroups: tenants.groups,
    })
    .from(accounts)
    .innerJoin(tenants, eq(tenants.id, accounts.tenantId))
    .where(eq(accounts.id, accountId))
    .limit(1);
  return rows[0];
}

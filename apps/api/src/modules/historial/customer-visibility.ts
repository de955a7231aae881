import { getPermissionFlags } from '@kiwi/domain';
import { notFound } from '../../lib/http-errors';
import type { AuthContext, ServiceContext } from '../../plugins/access';
import { findCustomerAssignment } from './customer-visibility.queries';

/**
 * Issue 8 visibility: a Comercial sees the customers assigned to them and those 'Por
 * asignar'; Manager and above see every customer of the tenant (RLS keeps other tenants out).
 */
export function canSeeCustomer(auth: AuthContext, comercialId: number | null): boolean {
  if (getPermissionFlags(auth).hasManagerPermission) return true;
  return comercialId === null || comercialId === auth.accountId;
}

/** 404 unless the customer exists in the caller's tenant and the caller may see it. */
export async function assertCustomerVisible(
  ctx: ServiceContext,
  customerId: number,
): Promise<void> {
  const customer = await findCustomerAssignment(ctx.tx, customerId);
  if (!customer || !canSeeCustomer(ctx.auth, customer.comercialId)) throw notFound();
}

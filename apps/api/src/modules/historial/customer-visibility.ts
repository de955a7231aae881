import { notFound } from '../../lib/http-errors';
import type { AuthContext, ServiceContext } from '../../plugins/access';
import { viewerOf, visibleCondition } from '../clientes/entradas/visibility';
import { isCustomerVisible } from './customer-visibility.queries';

/**
 * Whether the caller sees every customer of the tenant (Manager and above), as the
 * customers module decides it (decision 1105).
 */
export function seesAllCustomers(auth: AuthContext): boolean {
  return viewerOf(auth).ownAccountId === null;
}

/** Whether the customer exists in the caller's tenant and the caller may see it (decision 1105). */
export function customerVisible(ctx: ServiceContext, customerId: number): Promise<boolean> {
  return isCustomerVisible(ctx.tx, customerId, visibleCondition(viewerOf(ctx.auth)));
}

/** 404 unless the customer exists in the caller's tenant and the caller may see it. */
export async function assertCustomerVisible(
  ctx: ServiceContext,
  customerId: number,
): Promise<void> {
  if (!(await customerVisible(ctx, customerId))) throw notFound();
}

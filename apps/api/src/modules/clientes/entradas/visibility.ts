import { sql, type SQL } from 'drizzle-orm';
import { ROLE, isAtLeast, type AccessSubject } from '@kiwi/domain';
import type { ListViewer } from '@kiwi/db/queries';

/**
 * Decision 1105: Manager and above see every customer of the tenant; anyone else (a
 * Comercial) sees the customers assigned to them and those 'Por asignar'.
 */
export function viewerOf(
  caller: Pick<AccessSubject, 'roleId' | 'isAdmin'> & { accountId: number },
): ListViewer {
  return { ownAccountId: isAtLeast(caller, ROLE.Manager) ? null : caller.accountId };
}

/** The same rule as a condition on `c` (customers). */
export function visibleCondition(viewer: ListViewer): SQL {
  return viewer.ownAccountId === null
    ? sql`true`
    : sql`(c.comercial_id = ${viewer.ownAccountId} or c.comercial_id is null)`;
}

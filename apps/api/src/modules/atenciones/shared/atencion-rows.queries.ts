import type { KiwiTx } from '@kiwi/db';
import {
  atencionRowsSql,
  runAtencionListPage,
  type AtencionListFilters,
  type AtencionListPage,
  type AtencionRow,
} from '@kiwi/db/queries';
import { requestRunner } from '../../../lib/tenant-run';

export type { AtencionRow };

/**
 * One page of an atención list with its count (decisions 1407, 1410): the statements of
 * `runAtencionListPage`, on the request's transaction, which its last read ends (COMMIT sent
 * with it): nothing may run on `tx` afterwards.
 */
export function selectAtencionListPage(
  tx: KiwiTx,
  filters: AtencionListFilters,
  page: { limit: number; offset: number },
): Promise<AtencionListPage> {
  return runAtencionListPage(requestRunner(tx), filters, page);
}

/** One atención as the lists show it; null when absent or, with `owner`, not that commercial's. */
export async function selectAtencionRow(
  tx: KiwiTx,
  id: number,
  owner: number | null = null,
): Promise<AtencionRow | null> {
  const rows = (await tx.execute(atencionRowsSql([id], owner))) as unknown as AtencionRow[];
  return rows[0] ?? null;
}

import { z } from 'zod';
import {
  HISTORY_REFERENCES,
  RECORD_HISTORY_ACTIONS,
  describeHistoryChanges,
  findHistoryEntity,
  historyEntityOfTable,
  historyEntryTitle,
  historyReferences,
  isAtLeast,
  type HistoryEntity,
  type HistoryReferenceName,
  type TRecordHistoryEntry,
  type TRecordHistoryPage,
} from '@kiwi/domain';
import { forbidden, notFound } from '../../lib/http-errors';
import { ZPagingQuerySchema, toPage, toPaging } from '../../lib/pagination';
import type { ServiceContext } from '../../plugins/access';
import { customerVisible, seesAllCustomers } from './customer-visibility';
import {
  countHistory,
  findRecordedParent,
  findReferenceNames,
  listHistoryPage,
  type HistoryRow,
} from './historial.queries';

export const ZHistorialParamsSchema = z.object({
  entidad: z.string().max(40),
  id: z.coerce
    .number({ error: 'Identificador no válido.' })
    .int({ error: 'Identificador no válido.' })
    .positive({ error: 'Identificador no válido.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'Identificador no válido.' }),
});
export const ZHistorialQuerySchema = ZPagingQuerySchema;

const SYSTEM = 'Sistema';
const CUSTOMERS_TABLE = 'customers';

/**
 * Whether the caller may read this record's history (decision 0902): the visibility of
 * the customer it belongs to, or the entity's minimum role. Records that are gone keep
 * their history; a deleted customer's is for Manager and above.
 */
async function assertHistoryVisible(
  ctx: ServiceContext,
  entity: HistoryEntity,
  recordId: number,
): Promise<void> {
  if (entity.visibility.kind === 'rol') {
    if (!isAtLeast(ctx.auth, entity.visibility.minRole)) throw forbidden();
    return;
  }
  let customerId = recordId;
  if (entity.table !== CUSTOMERS_TABLE) {
    const recorded = await findRecordedParent(ctx.tx, entity.table, recordId);
    if (!recorded || recorded.parentTable !== CUSTOMERS_TABLE || recorded.parentId === null)
      throw notFound();
    customerId = recorded.parentId;
  }
  if (await customerVisible(ctx, customerId)) return;
  // Not visible: another commercial's, another tenant's, or deleted. A deleted customer's
  // history (its assignment is gone with it) is for those who see every customer.
  const gone =
    seesAllCustomers(ctx.auth) &&
    (entity.table !== CUSTOMERS_TABLE ||
      (await findRecordedParent(ctx.tx, CUSTOMERS_TABLE, customerId)) !== undefined);
  if (!gone) throw notFound();
}

/** One query per reference kind the page needs (accounts always), issued together. */
async function resolveNames(ctx: ServiceContext, rows: readonly HistoryRow[]) {
  const wanted = new Map<HistoryReferenceName, Set<number>>();
  const want = (ref: HistoryReferenceName, id: number) => {
    const ids = wanted.get(ref) ?? new Set<number>();
    ids.add(id);
    wanted.set(ref, ids);
  };
  for (const row of rows) {
    if (row.accountId !== null) want('cuenta', row.accountId);
    const entity = historyEntityOfTable(row.tableName);
    if (!entity) continue;
    for (const [ref, id] of historyReferences(entity, row.oldValues, row.newValues)) want(ref, id);
  }
  const kinds = [...wanted.keys()].filter((ref) => ref in HISTORY_REFERENCES);
  const found = await Promise.all(
    kinds.map((ref) => findReferenceNames(ctx.tx, ref, [...(wanted.get(ref) ?? [])])),
  );
  const byKind = new Map(kinds.map((ref, i) => [ref, found[i] ?? new Map<number, string>()]));
  return (ref: HistoryReferenceName, id: number) => byKind.get(ref)?.get(id);
}

/** A stand-in for a table the registry lacks (the catalog test keeps this from happening). */
const unregistered = (table: string): HistoryEntity => ({
  alias: table,
  table,
  label: table,
  gender: 'm',
  fields: {},
  visibility: { kind: 'cliente' },
});

/** GET /api/historial/{entidad}/{id}/: the record's history, newest first, paged. */
export async function listRecordHistory(
  ctx: ServiceContext,
  params: z.infer<typeof ZHistorialParamsSchema>,
  query: z.infer<typeof ZHistorialQuerySchema>,
): Promise<TRecordHistoryPage> {
  const entity = findHistoryEntity(params.entidad);
  if (!entity) throw notFound('No se conoce esa entidad.');
  await assertHistoryVisible(ctx, entity, params.id);
  const paging = toPaging(query);
  const filter = {
    table: entity.table,
    recordId: params.id,
    withChildren: entity.includesChildren === true,
  };
  const [rows, total] = await Promise.all([
    listHistoryPage(ctx.tx, { ...filter, limit: paging.pageSize, offset: paging.offset }),
    countHistory(ctx.tx, filter),
  ]);
  const names = await resolveNames(ctx, rows);
  const results = rows.map((row): TRecordHistoryEntry => {
    const rowEntity = historyEntityOfTable(row.tableName) ?? unregistered(row.tableName);
    const action = RECORD_HISTORY_ACTIONS[row.action];
    const who = row.accountId === null ? undefined : names('cuenta', row.accountId);
    return {
      id: row.id,
      fecha: row.changedAt.toISOString(),
      accion: action.value,
      accion_label: action.label,
      titulo: historyEntryTitle(rowEntity, row.action),
      entidad: rowEntity.alias,
      entidad_label: rowEntity.label,
      registro_id: row.recordId,
      cuenta:
        row.accountId === null
          ? null
          : { id: row.accountId, nombre: who ?? `Cuenta eliminada (#${row.accountId})` },
      quien: row.accountId === null ? SYSTEM : (who ?? `Cuenta eliminada (#${row.accountId})`),
      ruta: row.route,
      cambios: describeHistoryChanges(rowEntity, row.oldValues, row.newValues, names),
    };
  });
  return toPage(results, total, paging);
}

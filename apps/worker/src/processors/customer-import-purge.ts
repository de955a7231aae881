import { rm } from 'node:fs/promises';
import type { Logger } from 'pino';
import type postgres from 'postgres';
import { CUSTOMER_IMPORT_LIMITS, CUSTOMER_IMPORT_MESSAGES } from '@kiwi/domain';
import { resolveTenantPath, storagePaths } from '@kiwi/jobs';
import { withTenantSql, type JobActor } from '../database';

/** Imports purged by one run at most (the oldest first); the next import takes the rest. */
export const PURGE_BATCH = 5;

interface PurgedImport {
  id: number;
  ruta: string;
  archivoRechazadas: string | null;
}

/**
 * Purges the tenant's imports whose time is over (decision 1207): applied ones once their
 * revert window has ended (7 days after they were applied, reverted or not), never-confirmed
 * ones 7 days after their last analysis. Their rows are deleted and so are the uploaded file
 * and the rejected-rows file; the import itself stays with its figures, marked `purgada_at`
 * (an unconfirmed one ends in ERROR saying why). Imports a job is working on are left alone.
 * The files go after the commit: a failure then leaves an orphan file, never an import
 * whose rows are gone but that still looks whole.
 */
export async function purgeExpiredImports(
  sql: postgres.Sql,
  tenantId: string,
  actor: JobActor,
  storageDir: string,
): Promise<number[]> {
  const days = CUSTOMER_IMPORT_LIMITS.revertDays;
  const purged = await withTenantSql(sql, tenantId, actor, async (tx) => {
    const expired = await tx<PurgedImport[]>`
      select id::int as id, ruta, archivo_rechazadas as "archivoRechazadas"
      from customer_imports
      where purgada_at is null and (
        (estado in ('IMPORTADA', 'REVERTIDA') and importada_at < now() - make_interval(days => ${days}))
        or (estado in ('ANALIZADA', 'ERROR') and updated_at < now() - make_interval(days => ${days})))
      order by id
      limit ${PURGE_BATCH}
      for update skip locked`;
    if (expired.length === 0) return expired;
    const ids = expired.map((row) => row.id);
    await tx`delete from customer_import_rows where import_id = any(${ids}::bigint[])`;
    await tx`
      update customer_imports set
        purgada_at = now(), archivo_rechazadas = null,
        error = case when estado = 'ANALIZADA' then ${CUSTOMER_IMPORT_MESSAGES.purgedUnconfirmed} else error end,
        estado = case when estado = 'ANALIZADA' then 'ERROR' else estado end
      where id = any(${ids}::bigint[])`;
    return expired;
  });
  const paths = storagePaths(storageDir, tenantId);
  const files = purged.flatMap((row) => [
    () => resolveTenantPath(storageDir, tenantId, row.ruta),
    ...(row.archivoRechazadas ? [() => paths.exportFile(row.archivoRechazadas!)] : []),
  ]);
  const removed = await Promise.allSettled(files.map(async (path) => rm(path(), { force: true })));
  const failed = removed.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return purged.map((row) => row.id);
}

/** Runs the purge after an import step; a failure is logged and never fails the step. */
export async function purgeAfterStep(
  sql: postgres.Sql,
  tenantId: string,
  actor: JobActor,
  storageDir: string,
  logger: Logger,
): Promise<void> {
  try {
    const ids = await purgeExpiredImports(sql, tenantId, actor, storageDir);
    if (ids.length > 0) logger.info({ tenantId, importIds: ids }, 'expired imports purged');
  } catch (error) {
    logger.warn({ tenantId, err: error }, 'expired imports not purged');
  }
}

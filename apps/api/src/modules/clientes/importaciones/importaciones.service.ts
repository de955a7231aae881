import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Queue } from 'bullmq';
import {
  CUSTOMER_IMPORT_LIMITS,
  CUSTOMER_IMPORT_MESSAGES as MSG,
  type CustomerImportPolicy,
  type TAnalyseImportRequest,
  type TConfirmImportRequest,
  type TCustomerImport,
  type TCustomerImportDetail,
  type TCustomerImportRow,
} from '@kiwi/domain';
import { enqueueJob, JOB_NAMES, storagePaths, type JobName } from '@kiwi/jobs';
import { badRequest, HttpError, notFound } from '../../../lib/http-errors';
import { toPage, toPaging, type Page, type TPagingQuery } from '../../../lib/pagination';
import type { ServiceContext } from '../../../plugins/access';
import {
  accountExists,
  countImports,
  findImport,
  findImportFile,
  insertImport,
  listImportRows,
  listImports,
  lockImportState,
  originExists,
  updateImport,
  type ImportListRow,
} from './importaciones.queries';
import { storeImportUpload, type UploadPart } from './importaciones.upload';

/** What the import use cases need besides the request's transaction. */
export interface ImportsEnv {
  storageDir: string;
  queue: Queue;
}

type ImportJob = Extract<JobName, `customer-import-${string}`>;

const REVERT_WINDOW_MS = CUSTOMER_IMPORT_LIMITS.revertDays * 24 * 3600 * 1000;

async function enqueue(env: ImportsEnv, ctx: ServiceContext, job: ImportJob, importId: number) {
  const queued = await enqueueJob(env.queue, job, {
    tenantId: ctx.auth.tenantId,
    requestedBy: ctx.auth.accountId,
    importId,
  });
  return { task_id: queued.id ?? '' };
}

const ref = (id: number | null, nombre: string | null) =>
  id === null ? null : { id, nombre: nombre ?? '' };

function revertibleUntil(row: ImportListRow): string | null {
  if (row.estado !== 'IMPORTADA' || !row.importadaAt) return null;
  const until = row.importadaAt.getTime() + REVERT_WINDOW_MS;
  return until > Date.now() ? new Date(until).toISOString() : null;
}

function toImport(row: ImportListRow): TCustomerImport {
  return {
    id: row.id,
    archivo: row.archivo,
    formato: row.formato as TCustomerImport['formato'],
    estado: row.estado as TCustomerImport['estado'],
    creadaPor: ref(row.creadaPorId, row.creadaPorNombre),
    origenBbdd: ref(row.origenId, row.origenNombre),
    comercial: ref(row.comercialId, row.comercialNombre),
    duplicados: row.politica as CustomerImportPolicy | null,
    totalFilas: row.totalFilas,
    conErrores: row.conErrores,
    duplicadasArchivo: row.duplicadasArchivo,
    duplicadasExistentes: row.duplicadasExistentes,
    insertadas: row.insertadas,
    actualizadas: row.actualizadas,
    omitidas: row.omitidas,
    rechazadas: row.rechazadas,
    eliminadas: row.eliminadas,
    restauradas: row.restauradas,
    conservadas: row.conservadas,
    hayArchivoRechazadas: row.archivoRechazadas !== null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    importadaAt: row.importadaAt?.toISOString() ?? null,
    revertidaAt: row.revertidaAt?.toISOString() ?? null,
    revertibleHasta: revertibleUntil(row),
  };
}

/**
 * POST /api/clientes/importaciones/: stores the file (checked by name, size and content),
 * creates the import and queues its analysis. Runs outside a request transaction (the
 * upload streams); the import row is committed before the job is queued.
 */
export async function startImport(
  env: ImportsEnv,
  withTenant: <T>(fn: (ctx: ServiceContext) => Promise<T>) => Promise<T>,
  auth: { tenantId: number; accountId: number },
  parts: AsyncIterable<UploadPart>,
): Promise<{ id: number; task_id: string }> {
  const upload = await storeImportUpload(
    env.storageDir,
    auth.tenantId,
    CUSTOMER_IMPORT_LIMITS.maxBytes,
    parts,
  );
  try {
    const id = await withTenant((ctx) =>
      insertImport(ctx.tx, {
        tenantId: ctx.auth.tenantId,
        accountId: ctx.auth.accountId,
        archivo: upload.archivo,
        formato: upload.formato,
        ruta: upload.relativePath,
      }),
    );
    const queued = await enqueueJob(env.queue, JOB_NAMES.customerImportAnalyse, {
      tenantId: auth.tenantId,
      requestedBy: auth.accountId,
      importId: id,
    });
    return { id, task_id: queued.id ?? '' };
  } catch (error) {
    await rm(upload.path, { force: true });
    throw error;
  }
}

export async function listCustomerImports(
  ctx: ServiceContext,
  query: TPagingQuery,
): Promise<Page<TCustomerImport>> {
  const paging = toPaging(query, 10);
  const rows = await listImports(ctx.tx, { limit: paging.pageSize, offset: paging.offset });
  const count = rows[0]?.total ?? (paging.page > 1 ? await countImports(ctx.tx) : 0);
  return toPage(rows.map(toImport), count, paging);
}

export async function getCustomerImport(
  ctx: ServiceContext,
  id: number,
): Promise<TCustomerImportDetail> {
  const [row, file] = await Promise.all([findImport(ctx.tx, id), findImportFile(ctx.tx, id)]);
  if (!row || !file) throw notFound();
  return {
    ...toImport(row),
    columnas: file.columnas,
    muestra: file.muestra as string[][],
    mapeo: file.mapeo as Record<string, number>,
  };
}

export async function listCustomerImportRows(
  ctx: ServiceContext,
  id: number,
  query: TPagingQuery & { tipo: string },
): Promise<Page<TCustomerImportRow>> {
  const paging = toPaging(query, 25);
  const [exists, rows] = await Promise.all([
    findImportFile(ctx.tx, id),
    listImportRows(ctx.tx, id, query.tipo, { limit: paging.pageSize, offset: paging.offset }),
  ]);
  if (!exists) throw notFound();
  const results = rows.map((row): TCustomerImportRow => ({
    fila: row.fila,
    nombre: row.nombre,
    documento: row.documento,
    telefonos: row.telefonos,
    email: row.email,
    errores: row.errores,
    duplicadoFila: row.duplicadoFila,
    existente: ref(row.existenteId, row.existenteNombre),
    motivoDuplicado: row.motivoDuplicado,
    resultado: row.resultado as TCustomerImportRow['resultado'],
    motivo: row.motivo,
  }));
  return toPage(results, rows[0]?.total ?? 0, paging);
}

const conflict = (detail: string) => new HttpError(409, detail);

/** POST …/{id}/analizar/: a new mapping; the file is analysed again. */
export async function analyseCustomerImport(
  env: ImportsEnv,
  ctx: ServiceContext,
  id: number,
  body: TAnalyseImportRequest,
) {
  const state = await lockImportState(ctx.tx, id);
  if (!state) throw notFound();
  if (state.estado !== 'ANALIZADA' && state.estado !== 'ERROR') throw conflict(MSG.notAnalysable);
  // Its file was purged (decision 1207): there is nothing left to analyse.
  if (state.purgadaAt) throw conflict(MSG.purged);
  const errors: Record<string, string[]> = {};
  for (const [field, index] of Object.entries(body.mapeo)) {
    if (index !== undefined && state.columnas.length > 0 && index >= state.columnas.length) {
      errors[`mapeo.${field}`] = [`El archivo solo tiene ${state.columnas.length} columnas`];
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  await updateImport(ctx.tx, id, { estado: 'ANALIZANDO', mapeo: body.mapeo, error: null });
  return enqueue(env, ctx, JOB_NAMES.customerImportAnalyse, id);
}

/** POST …/{id}/confirmar/: the tagging and the duplicate policy; the import is applied. */
export async function confirmCustomerImport(
  env: ImportsEnv,
  ctx: ServiceContext,
  id: number,
  body: TConfirmImportRequest,
) {
  const state = await lockImportState(ctx.tx, id);
  if (!state) throw notFound();
  if (state.estado !== 'ANALIZADA') throw conflict(MSG.notAnalysed);
  const comercial = body.comercial ?? null;
  const [origin, account] = await Promise.all([
    originExists(ctx.tx, body.origenBbdd),
    comercial === null ? Promise.resolve(true) : accountExists(ctx.tx, comercial),
  ]);
  const errors: Record<string, string[]> = {};
  if (!origin) errors.origenBbdd = [MSG.unknownOrigin];
  if (!account) errors.comercial = [MSG.unknownCommercial];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  await updateImport(ctx.tx, id, {
    estado: 'IMPORTANDO',
    politica: body.duplicados,
    origenBbddId: body.origenBbdd,
    comercialId: comercial,
    error: null,
  });
  return enqueue(env, ctx, JOB_NAMES.customerImportApply, id);
}

/** POST …/{id}/revertir/: within 7 days of the import. */
export async function revertCustomerImport(env: ImportsEnv, ctx: ServiceContext, id: number) {
  const state = await lockImportState(ctx.tx, id);
  if (!state) throw notFound();
  if (state.estado !== 'IMPORTADA' || !state.importadaAt) throw conflict(MSG.notRevertible);
  if (Date.now() - state.importadaAt.getTime() > REVERT_WINDOW_MS)
    throw conflict(MSG.revertExpired);
  await updateImport(ctx.tx, id, { estado: 'REVIRTIENDO', error: null });
  return enqueue(env, ctx, JOB_NAMES.customerImportRevert, id);
}

export interface RejectedFile {
  filename: string;
  size: number;
  stream: Readable;
}

/** GET …/{id}/rechazadas/: the rejected rows with their errors (xlsx). */
export async function openRejectedFile(
  env: ImportsEnv,
  ctx: ServiceContext,
  id: number,
): Promise<RejectedFile> {
  const state = await findImport(ctx.tx, id);
  if (!state) throw notFound();
  if (!state.archivoRechazadas) throw notFound(MSG.noRejected);
  const path = storagePaths(env.storageDir, ctx.auth.tenantId).exportFile(state.archivoRechazadas);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw notFound(MSG.noRejected);
  return { filename: state.archivoRechazadas, size: info.size, stream: createReadStream(path) };
}

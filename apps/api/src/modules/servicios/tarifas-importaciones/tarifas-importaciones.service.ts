import {
  suggestColumnMapping,
  TARIFF_IMPORT_FIELDS,
  TARIFF_IMPORT_LIMITS as LIMITS,
  TARIFF_IMPORT_LOOSE_HEADERS,
  TARIFF_IMPORT_MESSAGES as MSG,
  type TTariffImport,
  type TTariffImportDetail,
  type TTariffImportMapping,
  type TTariffImportRow,
} from '@kiwi/domain';
import { readSheetRows, SheetReadError } from '@kiwi/jobs/sheets';
import { HttpError, notFound } from '../../../lib/http-errors';
import { toPage, toPaging, type Page, type TPagingQuery } from '../../../lib/pagination';
import { fileError, type SheetFormat } from '../../../lib/sheet-upload';
import type { ServiceContext } from '../../../plugins/access';
import { duplicateNameError } from '../shared/catalogue-writes';
import { insertPriceHistoryNow } from '../shared/price-history.queries';
import { analyseRows, type AnalysedRow } from './tarifas-importaciones.analysis';
import {
  insertTariffs,
  replaceLineInfos,
  updateTariffs,
} from './tarifas-importaciones.apply.queries';
import {
  findImport,
  importCells,
  insertImport,
  listImportRows,
  listImports,
  lockImport,
  saveAnalysis,
  saveOutcome,
  type TariffImportRecord,
} from './tarifas-importaciones.queries';

/** The sheet as read: its header and its data rows (numbered as the spreadsheet shows them). */
export interface TariffSheet {
  archivo: string;
  formato: SheetFormat;
  columnas: string[];
  filas: Array<{ fila: number; celdas: string[] }>;
}

/**
 * Reads an uploaded sheet in memory, before any database work (decision 1509): the first
 * non-blank row is the header; more than 2 000 data rows or none at all is a 400.
 */
export async function readTariffSheet(upload: {
  archivo: string;
  formato: SheetFormat;
  bytes: Buffer;
}): Promise<TariffSheet> {
  let columnas: string[] | null = null;
  const filas: TariffSheet['filas'] = [];
  try {
    for await (const row of readSheetRows(upload.bytes, upload.formato, LIMITS)) {
      if (columnas === null) columnas = row.cells.map((c) => c.trim());
      else if (filas.length === LIMITS.maxRows) throw fileError(MSG.tooManyRows);
      else filas.push({ fila: row.fila, celdas: row.cells });
    }
  } catch (error) {
    if (error instanceof SheetReadError) throw fileError(error.message);
    throw error;
  }
  if (columnas === null || filas.length === 0) throw fileError(MSG.noRows);
  return { archivo: upload.archivo, formato: upload.formato, columnas, filas };
}

const ref = (value: { id: number; nombre: string } | null) =>
  value ? { id: Number(value.id), nombre: value.nombre } : null;

function toImport(row: TariffImportRecord): TTariffImport {
  return {
    id: row.id,
    archivo: row.archivo,
    formato: row.formato,
    estado: row.estado,
    creadaPor: ref(row.creada_por),
    aplicadaPor: ref(row.aplicada_por),
    totalFilas: row.total_filas,
    conErrores: row.con_errores,
    aCrear: row.a_crear,
    aActualizar: row.a_actualizar,
    sinCambios: row.sin_cambios,
    creadas: row.creadas,
    actualizadas: row.actualizadas,
    rechazadas: row.rechazadas,
    createdAt: row.created_at,
    aplicadaAt: row.aplicada_at,
  };
}

export async function getTariffImport(
  ctx: ServiceContext,
  id: number,
): Promise<TTariffImportDetail> {
  const row = await findImport(ctx.tx, id);
  if (!row) throw notFound();
  return { ...toImport(row), columnas: row.columnas, muestra: row.muestra, mapeo: row.mapeo };
}

export async function listTariffImports(
  ctx: ServiceContext,
  query: TPagingQuery,
): Promise<Page<TTariffImport>> {
  const paging = toPaging(query, 10);
  const rows = await listImports(ctx.tx, { limit: paging.pageSize, offset: paging.offset });
  return toPage(rows.map(toImport), rows[0]?.total ?? 0, paging);
}

export async function listTariffImportRows(
  ctx: ServiceContext,
  id: number,
  query: TPagingQuery & { tipo: string },
): Promise<Page<TTariffImportRow>> {
  const paging = toPaging(query, 10);
  const [found, rows] = await Promise.all([
    findImport(ctx.tx, id),
    listImportRows(ctx.tx, id, query.tipo, { limit: paging.pageSize, offset: paging.offset }),
  ]);
  if (!found) throw notFound();
  const results = rows.map(({ total: _total, tarifa, ...row }) => ({
    ...row,
    tarifa: ref(tarifa),
  }));
  return toPage(results, rows[0]?.total ?? 0, paging);
}

/** Upload: the import, its rows checked with the suggested mapping; answers the preview. */
export async function createTariffImport(
  ctx: ServiceContext,
  sheet: TariffSheet,
): Promise<TTariffImportDetail> {
  const id = await insertImport(ctx.tx, {
    accountId: ctx.auth.accountId,
    archivo: sheet.archivo,
    formato: sheet.formato,
    columnas: sheet.columnas,
    muestra: sheet.filas.slice(0, LIMITS.previewRows).map((row) => row.celdas),
  });
  const mapping = suggestColumnMapping(
    sheet.columnas,
    TARIFF_IMPORT_FIELDS,
    TARIFF_IMPORT_LOOSE_HEADERS,
  );
  await saveAnalysis(ctx.tx, id, mapping, await analyseRows(ctx, sheet.filas, mapping));
  return getTariffImport(ctx, id);
}

async function pending(ctx: ServiceContext, id: number) {
  const found = await lockImport(ctx.tx, id);
  if (!found) throw notFound();
  if (found.estado !== 'PENDIENTE') throw new HttpError(409, MSG.applied);
  return found;
}

/** The rows checked again with another mapping. */
export async function analyseTariffImport(
  ctx: ServiceContext,
  id: number,
  body: { mapeo: TTariffImportMapping },
): Promise<TTariffImportDetail> {
  await pending(ctx, id);
  const rows = await analyseRows(ctx, await importCells(ctx.tx, id), body.mapeo);
  await saveAnalysis(ctx.tx, id, body.mapeo, rows);
  return getTariffImport(ctx, id);
}

const withBody = (rows: AnalysedRow[], action: AnalysedRow['accion']) =>
  rows.flatMap((r) => (r.accion === action && r.body ? [{ ...r, body: r.body }] : []));

/**
 * Confirmation (decision 1509): the rows are checked again against the catalogue as it is
 * now, then every correct row is written in the request's one transaction — new tariffs,
 * updated ones, their line data and a price-history row wherever the price changes, as a
 * POST or PUT would. Rows with errors are left out; any failure writes nothing.
 */
export async function confirmTariffImport(
  ctx: ServiceContext,
  id: number,
): Promise<TTariffImportDetail> {
  const { mapeo } = await pending(ctx, id);
  const rows = await analyseRows(ctx, await importCells(ctx.tx, id), mapeo);
  const creates = withBody(rows, 'CREAR');
  const updates = withBody(rows, 'ACTUALIZAR').map((r) => ({ ...r, id: r.tariff_id! }));
  if (creates.length + updates.length === 0 && !rows.some((r) => r.accion === 'SIN_CAMBIOS')) {
    throw new HttpError(400, MSG.nothingToApply);
  }
  await saveAnalysis(ctx.tx, id, mapeo, rows);
  const [created] = await Promise.all([
    insertTariffs(ctx.tx, creates).catch((error: unknown) => {
      throw duplicateNameError(error) ? new HttpError(409, MSG.raced) : error;
    }),
    updateTariffs(ctx.tx, updates),
  ]);
  const idOf = new Map(created.map((c) => [c.fila, c.id]));
  const written = [...creates.map((r) => ({ ...r, id: idOf.get(r.fila)! })), ...updates];
  await Promise.all([
    replaceLineInfos(ctx.tx, written),
    insertPriceHistoryNow(ctx.tx, 'tariff', [
      ...written
        .filter(
          (r) => r.currentPrice === null || Number(r.currentPrice) !== Number(r.body.price_value),
        )
        .map((r) => ({ objectId: r.id, price: r.body.price_value })),
    ]),
    saveOutcome(
      ctx.tx,
      id,
      ctx.auth.accountId,
      created.map((c) => ({ fila: c.fila, tariffId: c.id })),
    ),
  ]);
  return getTariffImport(ctx, id);
}

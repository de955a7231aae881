import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { KiwiTx } from '@kiwi/db';
import {
  accounts,
  customerImportRows,
  customerImports,
  customers,
  databaseOrigins,
} from '@kiwi/db/schema';

const creator = alias(accounts, 'creator');
const commercial = alias(accounts, 'commercial');

const fullName = (table: { nombre: AnyPgColumn; apellidos: AnyPgColumn }) =>
  sql<string | null>`nullif(btrim(concat_ws(' ', ${table.nombre}, ${table.apellidos})), '')`;

/** The columns of an import as listed (with the names of who, which origin, which commercial). */
const LIST_COLUMNS = {
  id: customerImports.id,
  archivo: customerImports.archivo,
  formato: customerImports.formato,
  estado: customerImports.estado,
  creadaPorId: creator.id,
  creadaPorNombre: fullName(creator),
  origenId: databaseOrigins.id,
  origenNombre: databaseOrigins.nombre,
  comercialId: commercial.id,
  comercialNombre: fullName(commercial),
  politica: customerImports.politica,
  totalFilas: customerImports.totalFilas,
  conErrores: customerImports.conErrores,
  duplicadasArchivo: customerImports.duplicadasArchivo,
  duplicadasExistentes: customerImports.duplicadasExistentes,
  insertadas: customerImports.insertadas,
  actualizadas: customerImports.actualizadas,
  omitidas: customerImports.omitidas,
  rechazadas: customerImports.rechazadas,
  eliminadas: customerImports.eliminadas,
  restauradas: customerImports.restauradas,
  conservadas: customerImports.conservadas,
  archivoRechazadas: customerImports.archivoRechazadas,
  error: customerImports.error,
  createdAt: customerImports.createdAt,
  importadaAt: customerImports.importadaAt,
  revertidaAt: customerImports.revertidaAt,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

function selectImports(tx: KiwiTx) {
  return tx
    .select(LIST_COLUMNS)
    .from(customerImports)
    .leftJoin(
      creator,
      and(
        eq(creator.tenantId, customerImports.tenantId),
        eq(creator.id, customerImports.accountId),
      ),
    )
    .leftJoin(
      commercial,
      and(
        eq(commercial.tenantId, customerImports.tenantId),
        eq(commercial.id, customerImports.comercialId),
      ),
    )
    .leftJoin(
      databaseOrigins,
      and(
        eq(databaseOrigins.tenantId, customerImports.tenantId),
        eq(databaseOrigins.id, customerImports.origenBbddId),
      ),
    );
}

export type ImportListRow = Awaited<ReturnType<typeof listImports>>[number];

export function listImports(tx: KiwiTx, paging: { limit: number; offset: number }) {
  return selectImports(tx)
    .orderBy(desc(customerImports.createdAt), desc(customerImports.id))
    .limit(paging.limit)
    .offset(paging.offset);
}

export async function countImports(tx: KiwiTx): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(customerImports);
  return row?.n ?? 0;
}

export async function findImport(tx: KiwiTx, id: number) {
  const [row] = await selectImports(tx).where(eq(customerImports.id, id));
  return row;
}

/** The preview and the file of an import. */
export async function findImportFile(tx: KiwiTx, id: number) {
  const [row] = await tx
    .select({
      columnas: customerImports.columnas,
      muestra: customerImports.muestra,
      mapeo: customerImports.mapeo,
      ruta: customerImports.ruta,
    })
    .from(customerImports)
    .where(eq(customerImports.id, id));
  return row;
}

/** The import's state, locked until the end of the request's transaction. */
export async function lockImportState(tx: KiwiTx, id: number) {
  const [row] = await tx
    .select({
      estado: customerImports.estado,
      columnas: customerImports.columnas,
      importadaAt: customerImports.importadaAt,
      archivoRechazadas: customerImports.archivoRechazadas,
      purgadaAt: customerImports.purgadaAt,
    })
    .from(customerImports)
    .where(eq(customerImports.id, id))
    .for('update');
  return row;
}

export async function insertImport(
  tx: KiwiTx,
  values: { tenantId: number; accountId: number; archivo: string; formato: string; ruta: string },
): Promise<number> {
  const [row] = await tx
    .insert(customerImports)
    .values(values)
    .returning({ id: customerImports.id });
  if (!row) throw new Error('import not inserted');
  return row.id;
}

export async function updateImport(
  tx: KiwiTx,
  id: number,
  values: Partial<typeof customerImports.$inferInsert>,
) {
  await tx
    .update(customerImports)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customerImports.id, id));
}

export async function originExists(tx: KiwiTx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: databaseOrigins.id })
    .from(databaseOrigins)
    .where(eq(databaseOrigins.id, id));
  return row !== undefined;
}

export async function accountExists(tx: KiwiTx, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
  return row !== undefined;
}

const ROW_FILTERS: Record<string, SQL | undefined> = {
  errores: sql`${customerImportRows.errores} <> '{}'`,
  duplicados: sql`(${customerImportRows.duplicadoFila} is not null or ${customerImportRows.existenteId} is not null)`,
  omitidas: sql`${customerImportRows.resultado} in ('OMITIDA', 'RECHAZADA')`,
  todas: undefined,
};

/** A page of the import's rows of one kind (errors, duplicates, skipped or all), in file order. */
export function listImportRows(
  tx: KiwiTx,
  importId: number,
  kind: string,
  paging: { limit: number; offset: number },
) {
  const filter = ROW_FILTERS[kind];
  return tx
    .select({
      fila: customerImportRows.fila,
      nombre: customerImportRows.nombre,
      documento: customerImportRows.documento,
      telefonos: customerImportRows.telefonos,
      email: customerImportRows.email,
      errores: customerImportRows.errores,
      duplicadoFila: customerImportRows.duplicadoFila,
      existenteId: customers.id,
      existenteNombre: customers.nombre,
      motivoDuplicado: customerImportRows.motivoDuplicado,
      resultado: customerImportRows.resultado,
      motivo: customerImportRows.motivo,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(customerImportRows)
    .leftJoin(
      customers,
      and(
        eq(customers.tenantId, customerImportRows.tenantId),
        eq(customers.id, customerImportRows.existenteId),
      ),
    )
    .where(and(eq(customerImportRows.importId, importId), filter))
    .orderBy(customerImportRows.fila)
    .limit(paging.limit)
    .offset(paging.offset);
}

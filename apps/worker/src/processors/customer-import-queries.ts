import type postgres from 'postgres';
import { STAGING_COLUMNS } from './customer-import-copy';

type Tx = postgres.TransactionSql;

/** The import's row, as the three jobs need it (locked for the transaction). */
export interface ImportRecord {
  id: number;
  estado: string;
  ruta: string;
  formato: 'csv' | 'xlsx';
  archivo: string;
  mapeo: Record<string, number>;
  origenBbddId: number | null;
  comercialId: number | null;
  politica: 'omitir' | 'actualizar' | 'crear' | null;
  importadaAt: Date | null;
  archivoRechazadas: string | null;
}

export async function lockImport(tx: Tx, importId: number): Promise<ImportRecord | undefined> {
  const [row] = await tx<ImportRecord[]>`
    select id::int as id, estado, ruta, formato, archivo, mapeo,
      origen_bbdd_id::int as "origenBbddId", comercial_id::int as "comercialId", politica,
      importada_at as "importadaAt", archivo_rechazadas as "archivoRechazadas"
    from customer_imports where id = ${importId} for update`;
  return row;
}

export async function setImportFailed(tx: Tx, importId: number, estado: string, error: string) {
  await tx`update customer_imports set estado = ${estado}, error = ${error}, updated_at = now()
    where id = ${importId}`;
}

/** A temporary staging table (no RLS: COPY cannot load a table under row-level security). */
export async function createStaging(tx: Tx) {
  await tx`create temp table kiwi_import_staging (
      fila integer not null, nombre text, documento text, tipo_documento text,
      telefonos text[] not null, email text, direccion text, cp text, localidad text,
      segmento text, isp_actual text, notas text, errores text[] not null, original text[] not null
    ) on commit drop`;
}

export function copyIntoStaging(tx: Tx) {
  return tx`copy kiwi_import_staging (${tx.unsafe(STAGING_COLUMNS.join(', '))}) from stdin with (format csv)`.writable();
}

/** Replaces the import's rows with the staged ones (a new analysis starts from scratch). */
export async function storeStagedRows(tx: Tx, importId: number) {
  await tx`delete from customer_import_rows where import_id = ${importId}`;
  await tx`insert into customer_import_rows (tenant_id, import_id, ${tx.unsafe(STAGING_COLUMNS.join(', '))})
    select nullif(current_setting('app.tenant_id', true), '')::bigint, ${importId}, ${tx.unsafe(
      STAGING_COLUMNS.join(', '),
    )} from kiwi_import_staging`;
}

/**
 * Duplicates inside the file: a valid row sharing a document, a phone or an email with an
 * earlier valid row points at the earliest such row (one statement, window functions).
 */
export async function markFileDuplicates(tx: Tx, importId: number) {
  await tx`
    with keys as (
      select fila, 'documento' as motivo, documento as k from customer_import_rows
        where import_id = ${importId} and errores = '{}' and documento is not null
      union all
      select fila, 'teléfono', p from customer_import_rows, unnest(telefonos) p
        where import_id = ${importId} and errores = '{}'
      union all
      select fila, 'email', email from customer_import_rows
        where import_id = ${importId} and errores = '{}' and email is not null
    ), firsts as (
      select fila, motivo, min(fila) over (partition by motivo, k) as primera from keys
    ), dup as (
      select distinct on (fila) fila, primera, motivo from firsts where primera < fila
      order by fila, primera, motivo
    )
    update customer_import_rows r
      set duplicado_fila = dup.primera, motivo_duplicado = dup.motivo
    from dup where r.import_id = ${importId} and r.fila = dup.fila`;
}

/**
 * Duplicates against the tenant's customers: a valid row whose document, phone (compared
 * as E.164, kiwi_phone_key) or email belongs to an existing customer. One hash join over
 * the tenant's customers; the document match wins over the phone, the phone over the email.
 */
export async function markTenantDuplicates(tx: Tx, importId: number) {
  await tx`update customer_import_rows set existente_id = null
    where import_id = ${importId} and existente_id is not null`;
  await tx`
    with keys as (
      select fila, 1 as orden, 'documento' as motivo, documento as k from customer_import_rows
        where import_id = ${importId} and errores = '{}' and documento is not null
      union all
      select fila, 2, 'teléfono', p from customer_import_rows, unnest(telefonos) p
        where import_id = ${importId} and errores = '{}'
      union all
      select fila, 3, 'email', email from customer_import_rows
        where import_id = ${importId} and errores = '{}' and email is not null
    ), existing as (
      select id, 1 as orden, kiwi_document_key(documento) as k from customers where documento is not null
      union all
      select c.id, 2, kiwi_phone_key(p) from customers c, unnest(c.telefonos_contacto) p
      union all
      select id, 3, lower(email) from customers where email is not null
    ), matched as (
      select distinct on (keys.fila) keys.fila, existing.id, keys.motivo
      from keys join existing on existing.orden = keys.orden and existing.k = keys.k
      order by keys.fila, keys.orden, existing.id
    )
    update customer_import_rows r set existente_id = matched.id, motivo_duplicado = coalesce(r.motivo_duplicado, matched.motivo)
    from matched where r.import_id = ${importId} and r.fila = matched.fila`;
}

/** The analysis figures and the preview, stored on the import. */
export async function finishAnalysis(
  tx: Tx,
  importId: number,
  preview: { columnas: string[]; muestra: string[][]; mapeo: Record<string, number> },
) {
  await tx`
    update customer_imports i set
      estado = 'ANALIZADA', error = null, updated_at = now(),
      columnas = ${preview.columnas}, muestra = ${tx.json(preview.muestra)}, mapeo = ${tx.json(preview.mapeo)},
      total_filas = s.total, con_errores = s.errores, duplicadas_archivo = s.archivo,
      duplicadas_existentes = s.existentes
    from (
      select count(*)::int as total,
        count(*) filter (where errores <> '{}')::int as errores,
        count(*) filter (where duplicado_fila is not null)::int as archivo,
        count(*) filter (where existente_id is not null)::int as existentes
      from customer_import_rows where import_id = ${importId}
    ) s
    where i.id = ${importId}`;
}

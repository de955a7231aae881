import type postgres from 'postgres';
import { STAGING_COLUMNS } from './customer-import-copy';
import { fileDuplicates, rowKeys, tenantMatches } from './customer-import-duplicates';

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
  /** The file's header, as the analysis read it. */
  columnas: string[];
}

export async function lockImport(tx: Tx, importId: number): Promise<ImportRecord | undefined> {
  const [row] = await tx<ImportRecord[]>`
    select id::int as id, estado, ruta, formato, archivo, mapeo,
      origen_bbdd_id::int as "origenBbddId", comercial_id::int as "comercialId", politica,
      importada_at as "importadaAt", archivo_rechazadas as "archivoRechazadas", columnas
    from customer_imports where id = ${importId} for update`;
  return row;
}

export async function setImportFailed(tx: Tx, importId: number, estado: string, error: string) {
  await tx`update customer_imports set estado = ${estado}, error = ${error}, updated_at = now()
    where id = ${importId}`;
}

/**
 * The analysis' staging table: temporary, so COPY can load it (COPY cannot load a table
 * under row-level security), nothing is WAL-logged, and the job may ANALYZE it (kiwi_app
 * owns it). The duplicate marks are computed here, then the rows are stored once.
 */
export async function createStaging(tx: Tx) {
  await tx`create temp table kiwi_import_staging (
      fila integer not null, nombre text, documento text, tipo_documento text,
      telefonos text[] not null, email text, direccion text, cp text, localidad text,
      segmento text, isp_actual text, notas text, errores text[] not null, original text[] not null,
      duplicado_fila integer, existente_id bigint, motivo_duplicado text
    ) on commit drop`;
}

export function copyIntoStaging(tx: Tx) {
  return tx`copy kiwi_import_staging (${tx.unsafe(STAGING_COLUMNS.join(', '))}) from stdin with (format csv)`.writable();
}

/**
 * Marks the staged rows' duplicates (decision 1203), in one statement: a valid row sharing
 * a document, a phone or an email with an earlier valid row points at the earliest one
 * (`duplicado_fila`); a valid row whose key belongs to a customer of the tenant points at
 * that customer (`existente_id`). The reason is the file's when there are both.
 */
export async function markStagedDuplicates(tx: Tx) {
  await tx`analyze kiwi_import_staging`;
  await tx`
    with ${rowKeys(tx, tx`kiwi_import_staging`)}, ${fileDuplicates(tx)}, ${tenantMatches(tx)},
    marks as (
      select coalesce(f.fila, m.fila) as fila, f.primera, m.id, coalesce(f.motivo, m.motivo) as motivo
      from file_dups f full join matched m on m.fila = f.fila
    )
    update kiwi_import_staging s
      set duplicado_fila = marks.primera, existente_id = marks.id, motivo_duplicado = marks.motivo
    from marks where s.fila = marks.fila`;
}

const STORED_COLUMNS = [
  ...STAGING_COLUMNS,
  'duplicado_fila',
  'existente_id',
  'motivo_duplicado',
].join(', ');

/** Replaces the import's rows with the staged ones (a new analysis starts from scratch). */
export async function storeStagedRows(tx: Tx, importId: number) {
  await tx`delete from customer_import_rows where import_id = ${importId}`;
  await tx`insert into customer_import_rows (tenant_id, import_id, ${tx.unsafe(STORED_COLUMNS)})
    select nullif(current_setting('app.tenant_id', true), '')::bigint, ${importId},
      ${tx.unsafe(STORED_COLUMNS)}
    from kiwi_import_staging`;
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
      from kiwi_import_staging
    ) s
    where i.id = ${importId}`;
}

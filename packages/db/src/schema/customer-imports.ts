import {
  CUSTOMER_IMPORT_OUTCOMES,
  CUSTOMER_IMPORT_POLICIES,
  CUSTOMER_IMPORT_STATES,
} from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { databaseOrigins } from './catalogue';
import {
  createdAt,
  idColumn,
  refColumn,
  sqlInList,
  tenantFk,
  tenantIsolation,
  updatedAt,
} from './columns';
import { tenantIdColumn } from './platform';

const POLICY_VALUES = CUSTOMER_IMPORT_POLICIES.map((p) => p.value);

/**
 * One lead import ("importación"): the uploaded file, the column mapping, the tagging
 * (origin, commercial), the duplicate policy and the figures of each step.
 */
export const customerImports = pgTable(
  'customer_imports',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id'),
    archivo: text('archivo').notNull(),
    formato: text('formato').notNull(),
    /** The upload, relative to STORAGE_DIR (`<tenant>/uploads/…`). */
    ruta: text('ruta').notNull(),
    estado: text('estado').notNull().default('ANALIZANDO'),
    /** Header cells of the file, in order. */
    columnas: text('columnas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The first rows as read (cells as text), for the preview. */
    muestra: jsonb('muestra')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Import field → column index of the file. */
    mapeo: jsonb('mapeo')
      .notNull()
      .default(sql`'{}'::jsonb`),
    origenBbddId: refColumn('origen_bbdd_id'),
    comercialId: refColumn('comercial_id'),
    politica: text('politica'),
    totalFilas: integer('total_filas').notNull().default(0),
    conErrores: integer('con_errores').notNull().default(0),
    duplicadasArchivo: integer('duplicadas_archivo').notNull().default(0),
    duplicadasExistentes: integer('duplicadas_existentes').notNull().default(0),
    insertadas: integer('insertadas').notNull().default(0),
    actualizadas: integer('actualizadas').notNull().default(0),
    omitidas: integer('omitidas').notNull().default(0),
    rechazadas: integer('rechazadas').notNull().default(0),
    eliminadas: integer('eliminadas').notNull().default(0),
    restauradas: integer('restauradas').notNull().default(0),
    conservadas: integer('conservadas').notNull().default(0),
    /** File of the rejected rows with their errors, in `<tenant>/exports/`. */
    archivoRechazadas: text('archivo_rechazadas'),
    error: text('error'),
    importadaAt: timestamp('importada_at', { withTimezone: true }),
    revertidaAt: timestamp('revertida_at', { withTimezone: true }),
    /**
     * When the import's rows and files were purged (7 days after it was applied, or after
     * its last analysis when never confirmed — decision 1207); null while they are kept.
     */
    purgadaAt: timestamp('purgada_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customer_imports_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('customer_imports_account_fk', t.tenantId, t.accountId, accounts).onDelete('set null'),
    tenantFk('customer_imports_origen_fk', t.tenantId, t.origenBbddId, databaseOrigins).onDelete(
      'set null',
    ),
    tenantFk('customer_imports_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete(
      'set null',
    ),
    check(
      'customer_imports_estado_valid',
      sql`${t.estado} in ${sqlInList(CUSTOMER_IMPORT_STATES)}`,
    ),
    check(
      'customer_imports_politica_valid',
      sql`${t.politica} is null or ${t.politica} in ${sqlInList(POLICY_VALUES)}`,
    ),
    check('customer_imports_formato_valid', sql`${t.formato} in ('csv', 'xlsx')`),
    index('customer_imports_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    tenantIsolation(),
  ],
);

/**
 * The rows of an import as read, validated and deduplicated (set-based, in SQL), then
 * their outcome. Kept for the revert: `customer_id` of what the row inserted or updated
 * and, for an update, the customer's previous values (`anterior`) and what was written
 * (`aplicado`).
 */
export const customerImportRows = pgTable(
  'customer_import_rows',
  {
    tenantId: tenantIdColumn(),
    importId: refColumn('import_id').notNull(),
    /** 1 = the first data row (the file's second line). */
    fila: integer('fila').notNull(),
    nombre: text('nombre'),
    documento: text('documento'),
    tipoDocumento: text('tipo_documento'),
    telefonos: text('telefonos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: text('email'),
    direccion: text('direccion'),
    cp: text('cp'),
    localidad: text('localidad'),
    segmento: text('segmento'),
    ispActual: text('isp_actual'),
    notas: text('notas'),
    errores: text('errores')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The cells of the file's row, for the rejected-rows file: kept for rows with errors only. */
    original: text('original')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    duplicadoFila: integer('duplicado_fila'),
    existenteId: refColumn('existente_id'),
    motivoDuplicado: text('motivo_duplicado'),
    resultado: text('resultado'),
    motivo: text('motivo'),
    customerId: refColumn('customer_id'),
    anterior: jsonb('anterior'),
    aplicado: jsonb('aplicado'),
  },
  (t) => [
    primaryKey({ name: 'customer_import_rows_pkey', columns: [t.tenantId, t.importId, t.fila] }),
    tenantFk('customer_import_rows_import_fk', t.tenantId, t.importId, customerImports).onDelete(
      'cascade',
    ),
    check(
      'customer_import_rows_resultado_valid',
      sql`${t.resultado} is null or ${t.resultado} in ${sqlInList(CUSTOMER_IMPORT_OUTCOMES)}`,
    ),
    tenantIsolation(),
  ],
);

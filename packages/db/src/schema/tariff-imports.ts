import { TARIFF_IMPORT_ACTIONS, TARIFF_IMPORT_OUTCOMES, TARIFF_IMPORT_STATES } from '@kiwi/domain';
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
import { tariffs } from './tariffs';

/**
 * One tariff sheet import (decision 1509): the file's name, its header and first rows, the
 * mapping, the figures of the preview and, once applied, of the result. The file itself is
 * not kept: its rows are.
 */
export const tariffImports = pgTable(
  'tariff_imports',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id'),
    aplicadaPorId: refColumn('aplicada_por_id'),
    archivo: text('archivo').notNull(),
    formato: text('formato').notNull(),
    estado: text('estado').notNull().default('PENDIENTE'),
    columnas: text('columnas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    muestra: jsonb('muestra')
      .notNull()
      .default(sql`'[]'::jsonb`),
    mapeo: jsonb('mapeo')
      .notNull()
      .default(sql`'{}'::jsonb`),
    totalFilas: integer('total_filas').notNull().default(0),
    conErrores: integer('con_errores').notNull().default(0),
    aCrear: integer('a_crear').notNull().default(0),
    aActualizar: integer('a_actualizar').notNull().default(0),
    sinCambios: integer('sin_cambios').notNull().default(0),
    creadas: integer('creadas').notNull().default(0),
    actualizadas: integer('actualizadas').notNull().default(0),
    rechazadas: integer('rechazadas').notNull().default(0),
    aplicadaAt: timestamp('aplicada_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tariff_imports_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('tariff_imports_account_fk', t.tenantId, t.accountId, accounts).onDelete('set null'),
    tenantFk('tariff_imports_aplicada_por_fk', t.tenantId, t.aplicadaPorId, accounts).onDelete(
      'set null',
    ),
    check('tariff_imports_estado_valid', sql`${t.estado} in ${sqlInList(TARIFF_IMPORT_STATES)}`),
    check('tariff_imports_formato_valid', sql`${t.formato} in ('csv', 'xlsx')`),
    index('tariff_imports_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    tenantIsolation(),
  ],
);

/**
 * The rows of a tariff import: the cells as read (checked again at confirmation), the
 * tariff's key, what the row would do and its errors, then what it did.
 */
export const tariffImportRows = pgTable(
  'tariff_import_rows',
  {
    tenantId: tenantIdColumn(),
    importId: refColumn('import_id').notNull(),
    /** The row's number as the spreadsheet shows it (the header is row 1). */
    fila: integer('fila').notNull(),
    celdas: text('celdas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nombre: text('nombre'),
    operador: text('operador'),
    segmento: text('segmento'),
    accion: text('accion'),
    tariffId: refColumn('tariff_id'),
    errores: text('errores')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    resultado: text('resultado'),
  },
  (t) => [
    primaryKey({ name: 'tariff_import_rows_pkey', columns: [t.tenantId, t.importId, t.fila] }),
    tenantFk('tariff_import_rows_import_fk', t.tenantId, t.importId, tariffImports).onDelete(
      'cascade',
    ),
    tenantFk('tariff_import_rows_tariff_fk', t.tenantId, t.tariffId, tariffs).onDelete('set null'),
    check(
      'tariff_import_rows_accion_valid',
      sql`${t.accion} is null or ${t.accion} in ${sqlInList(TARIFF_IMPORT_ACTIONS)}`,
    ),
    check(
      'tariff_import_rows_resultado_valid',
      sql`${t.resultado} is null or ${t.resultado} in ${sqlInList(TARIFF_IMPORT_OUTCOMES)}`,
    ),
    tenantIsolation(),
  ],
);

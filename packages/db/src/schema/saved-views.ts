import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, idColumn, refColumn, tenantFk, tenantIsolation, updatedAt } from './columns';
import { tenantIdColumn } from './platform';

/**
 * Saved views of the list screens (decision 0906): a name and the list state it restores
 * (filters, sort, columns) for one screen (`pantalla`). Personal (only its owner sees and
 * edits it) or shared with the whole tenant (created and edited by Manager and above).
 * Preferences, not business records: not in the record history.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    /** Who saved it; a personal view is only theirs. */
    ownerId: refColumn('owner_id').notNull(),
    pantalla: text('pantalla').notNull(),
    nombre: text('nombre').notNull(),
    compartida: boolean('compartida').notNull().default(false),
    /** `{filters, sort, columns}` as the web's ListView. */
    vista: jsonb('vista').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('saved_views_owner_fk', t.tenantId, t.ownerId, accounts).onDelete('cascade'),
    check('saved_views_vista_is_object', sql`jsonb_typeof(${t.vista}) = 'object'`),
    check('saved_views_nombre_not_blank', sql`btrim(${t.nombre}) <> ''`),
    // One name per owner and screen among personal views, and per screen among shared ones.
    uniqueIndex('saved_views_personal_name_key')
      .on(t.tenantId, t.pantalla, t.ownerId, sql`lower(${t.nombre})`)
      .where(sql`not ${t.compartida}`),
    uniqueIndex('saved_views_shared_name_key')
      .on(t.tenantId, t.pantalla, sql`lower(${t.nombre})`)
      .where(sql`${t.compartida}`),
    index('saved_views_tenant_pantalla_idx').on(t.tenantId, t.pantalla, t.ownerId),
    tenantIsolation(),
  ],
);

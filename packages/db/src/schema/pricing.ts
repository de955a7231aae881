import { PRICED_CONTENT_TYPES } from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { objectiveTypes } from './calculator';
import {
  createdAt,
  idColumn,
  money,
  refColumn,
  sqlInList,
  tenantFk,
  tenantIsolation,
} from './columns';
import { tenantIdColumn } from './platform';

/**
 * Catalogue objects whose price or upfront is versioned (PRICED_CONTENT_TYPES of
 * @kiwi/domain). The history rows point at them generically (content_type + object_id, as
 * the spec's forms do), so there is no foreign key: the API checks the object exists in the
 * tenant before writing.
 */
export { PRICED_CONTENT_TYPES };

export const priceHistory = pgTable(
  'price_history',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    contentType: text('content_type').notNull(),
    objectId: refColumn('object_id').notNull(),
    /** Four decimals: the additional-line base fee is versioned too (spec section 9). */
    price: numeric('price', { precision: 12, scale: 4 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** From when the price applies (decision 1504): now, a past date or a scheduled one. */
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('price_history_tenant_object_idx').on(t.tenantId, t.contentType, t.objectId, t.validFrom),
    // The tenant's next scheduled price change, part of the catalogue lists' ETag (decision 1508).
    index('price_history_tenant_pending_idx')
      .on(t.tenantId, t.validFrom)
      .where(sql`${t.isActive}`),
    check(
      'price_history_content_type_valid',
      sql`${t.contentType} in ${sqlInList(PRICED_CONTENT_TYPES)}`,
    ),
    check('price_history_price_non_negative', sql`${t.price} >= 0`),
    tenantIsolation(),
  ],
);

/** Upfront paid per sold object and objective family (familia_objetivo), versioned. */
export const upfrontHistory = pgTable(
  'upfront_history',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    upfront: money('upfront').notNull(),
    objectiveTypeId: refColumn('objective_type_id'),
    /** Kind of sale the upfront applies to (e.g. ALTA NUEVA, PORTABILIDAD). */
    tipo: text('tipo'),
    contentType: text('content_type').notNull(),
    objectId: refColumn('object_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('upfront_history_type_fk', t.tenantId, t.objectiveTypeId, objectiveTypes).onDelete(
      'set null',
    ),
    index('upfront_history_tenant_object_idx').on(
      t.tenantId,
      t.contentType,
      t.objectId,
      t.createdAt,
    ),
    check(
      'upfront_history_content_type_valid',
      sql`${t.contentType} in ${sqlInList(PRICED_CONTENT_TYPES)}`,
    ),
    tenantIsolation(),
  ],
);

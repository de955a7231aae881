import { PROMOTION_AMOUNT_UNITS } from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  idColumn,
  money,
  refColumn,
  sqlInList,
  tenantFk,
  tenantIsolation,
  updatedAt,
} from './columns';
import { tenantIdColumn } from './platform';

/** Where a customer's data came from ("origenBbdd"). */
export const databaseOrigins = pgTable(
  'database_origins',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    nombre: text('nombre').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('database_origins_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('database_origins_tenant_nombre_key').on(t.tenantId, sql`lower(${t.nombre})`),
    tenantIsolation(),
  ],
);

/** Catalogue of administrative procedures ("gestion": name, operator, tipo_gestion). */
export const catalogueProcedures = pgTable(
  'catalogue_procedures',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    operator: text('operator').notNull(),
    tipoGestion: text('tipo_gestion').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('catalogue_procedures_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('catalogue_procedures_tenant_name_key').on(
      t.tenantId,
      t.operator,
      sql`lower(${t.name})`,
    ),
    index('catalogue_procedures_tenant_operator_idx').on(t.tenantId, t.operator, t.isActive),
    tenantIsolation(),
  ],
);

export const insurances = pgTable(
  'insurances',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    operator: text('operator').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    price: money('price').notNull(),
    /** Price band of the insured device, e.g. "0-300 €". */
    tramo: text('tramo'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('insurances_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('insurances_tenant_name_key').on(t.tenantId, t.operator, sql`lower(${t.name})`),
    index('insurances_tenant_operator_idx').on(t.tenantId, t.operator, t.isActive),
    check('insurances_price_non_negative', sql`${t.price} >= 0`),
    tenantIsolation(),
  ],
);

export const promotions = pgTable(
  'promotions',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    duration: integer('duration'),
    durationUnit: text('duration_unit').notNull().default('MONTHS'),
    amount: money('amount').notNull(),
    amountUnit: text('amount_unit').notNull(),
    /** Order in which promotions apply on EDIT (lower first). */
    priorityOrder: integer('priority_order').notNull().default(0),
    operator: text('operator').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('promotions_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('promotions_tenant_name_key').on(t.tenantId, t.operator, sql`lower(${t.name})`),
    index('promotions_tenant_operator_idx').on(t.tenantId, t.operator, t.isActive),
    check(
      'promotions_amount_unit_valid',
      sql`${t.amountUnit} in ${sqlInList(PROMOTION_AMOUNT_UNITS.map((u) => u.value))}`,
    ),
    check(
      'promotions_amount_range',
      sql`${t.amount} >= 0 and (${t.amountUnit} <> 'PERCENTS' or ${t.amount} <= 100)`,
    ),
    check('promotions_duration_positive', sql`${t.duration} is null or ${t.duration} > 0`),
    tenantIsolation(),
  ],
);

/** Value-added services. */
export const svas = pgTable(
  'svas',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    priceValue: money('price_value').notNull(),
    imagePath: text('image_path'),
    moreInfo: text('more_info'),
    /** Permanence in months (0 = none). */
    permanence: integer('permanence').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    operator: text('operator').notNull(),
    segment: text('segment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('svas_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('svas_tenant_name_key').on(
      t.tenantId,
      t.operator,
      t.segment,
      sql`lower(${t.name})`,
    ),
    index('svas_tenant_operator_idx').on(t.tenantId, t.operator, t.segment, t.isActive),
    check('svas_price_non_negative', sql`${t.priceValue} >= 0`),
    tenantIsolation(),
  ],
);

/** Additional mobile lines; base fee has four decimals (spec section 5). */
export const additionalLines = pgTable(
  'additional_lines',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    maxNumber: integer('max_number').notNull().default(1),
    operator: text('operator').notNull(),
    segment: text('segment').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    priceValue: money('price_value').notNull(),
    baseFee: numeric('base_fee', { precision: 12, scale: 4 }).notNull(),
    dataAmount: numeric('data_amount', { precision: 10, scale: 2 }),
    dataUnit: text('data_unit').notNull().default('GB'),
    voiceMinutes: integer('voice_minutes'),
    voiceUnit: text('voice_unit').notNull().default('min'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('additional_lines_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('additional_lines_tenant_name_key').on(
      t.tenantId,
      t.operator,
      t.segment,
      sql`lower(${t.name})`,
    ),
    index('additional_lines_tenant_operator_idx').on(t.tenantId, t.operator, t.segment, t.isActive),
    check('additional_lines_max_number_positive', sql`${t.maxNumber} > 0`),
    check('additional_lines_prices_non_negative', sql`${t.priceValue} >= 0 and ${t.baseFee} >= 0`),
    tenantIsolation(),
  ],
);

export const additionalLinePromotions = pgTable(
  'additional_line_promotions',
  {
    tenantId: tenantIdColumn(),
    additionalLineId: refColumn('additional_line_id').notNull(),
    promotionId: refColumn('promotion_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.additionalLineId, t.promotionId] }),
    tenantFk(
      'additional_line_promotions_line_fk',
      t.tenantId,
      t.additionalLineId,
      additionalLines,
    ).onDelete('cascade'),
    tenantFk(
      'additional_line_promotions_promotion_fk',
      t.tenantId,
      t.promotionId,
      promotions,
    ).onDelete('cascade'),
    index('additional_line_promotions_promotion_idx').on(t.tenantId, t.promotionId),
    tenantIsolation(),
  ],
);

export const svaPromotions = pgTable(
  'sva_promotions',
  {
    tenantId: tenantIdColumn(),
    svaId: refColumn('sva_id').notNull(),
    promotionId: refColumn('promotion_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.svaId, t.promotionId] }),
    tenantFk('sva_promotions_sva_fk', t.tenantId, t.svaId, svas).onDelete('cascade'),
    tenantFk('sva_promotions_promotion_fk', t.tenantId, t.promotionId, promotions).onDelete(
      'cascade',
    ),
    index('sva_promotions_promotion_idx').on(t.tenantId, t.promotionId),
    tenantIsolation(),
  ],
);

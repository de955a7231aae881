import { TARIFF_CATEGORY_VALUES } from '@kiwi/domain';
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
import { additionalLines, promotions, svas } from './catalogue';
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

export const tariffs = pgTable(
  'tariffs',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    color: text('color'),
    /** Extra commission the commercial earns on this tariff (EUR). */
    commercialEnrichment: money('commercial_enrichment'),
    descriptionFilePath: text('description_file_path'),
    paymentType: text('payment_type').notNull().default('POSPAGO'),
    priceValue: money('price_value').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    operator: text('operator').notNull(),
    segment: text('segment').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('tariffs_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('tariffs_tenant_name_key').on(
      t.tenantId,
      t.operator,
      t.segment,
      sql`lower(${t.name})`,
    ),
    index('tariffs_tenant_filters_idx').on(
      t.tenantId,
      t.operator,
      t.segment,
      t.category,
      t.isActive,
    ),
    check('tariffs_category_valid', sql`${t.category} in ${sqlInList(TARIFF_CATEGORY_VALUES)}`),
    check('tariffs_price_non_negative', sql`${t.priceValue} >= 0`),
    tenantIsolation(),
  ],
);

/** Fixed-line data, present for categories fixed_line, mobile_fixed_line and convergent. */
export const tariffFixedLineInfo = pgTable(
  'tariff_fixed_line_info',
  {
    tenantId: tenantIdColumn(),
    tariffId: refColumn('tariff_id').notNull(),
    type: text('type'),
    owners: integer('owners'),
    uploadSpeedAmount: numeric('upload_speed_amount', { precision: 10, scale: 2 }),
    uploadSpeedUnit: text('upload_speed_unit').notNull().default('Mb'),
    downloadSpeedAmount: numeric('download_speed_amount', { precision: 10, scale: 2 }),
    downloadSpeedUnit: text('download_speed_unit').notNull().default('Mb'),
    /** Minutes included (null = unlimited). */
    voiceToFixed: integer('voice_to_fixed'),
    voiceToMobile: integer('voice_to_mobile'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tariffId] }),
    tenantFk('tariff_fixed_line_info_tariff_fk', t.tenantId, t.tariffId, tariffs).onDelete(
      'cascade',
    ),
    tenantIsolation(),
  ],
);

/** Mobile-line data, present for categories mobile_line and convergent. */
export const tariffMobileLineInfo = pgTable(
  'tariff_mobile_line_info',
  {
    tenantId: tenantIdColumn(),
    tariffId: refColumn('tariff_id').notNull(),
    dataAmount: numeric('data_amount', { precision: 10, scale: 2 }),
    dataUnit: text('data_unit').notNull().default('GB'),
    /** Minutes included (null = unlimited). */
    voiceMinutes: integer('voice_minutes'),
    voiceUnit: text('voice_unit').notNull().default('min'),
    /** Minutes to foreign numbers; null when the tariff has none. */
    voiceToForeign: integer('voice_to_foreign'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tariffId] }),
    tenantFk('tariff_mobile_line_info_tariff_fk', t.tenantId, t.tariffId, tariffs).onDelete(
      'cascade',
    ),
    tenantIsolation(),
  ],
);

export const tariffPromotions = pgTable(
  'tariff_promotions',
  {
    tenantId: tenantIdColumn(),
    tariffId: refColumn('tariff_id').notNull(),
    promotionId: refColumn('promotion_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tariffId, t.promotionId] }),
    tenantFk('tariff_promotions_tariff_fk', t.tenantId, t.tariffId, tariffs).onDelete('cascade'),
    tenantFk('tariff_promotions_promotion_fk', t.tenantId, t.promotionId, promotions).onDelete(
      'cascade',
    ),
    index('tariff_promotions_promotion_idx').on(t.tenantId, t.promotionId),
    tenantIsolation(),
  ],
);

export const tariffAdditionalLines = pgTable(
  'tariff_additional_lines',
  {
    tenantId: tenantIdColumn(),
    tariffId: refColumn('tariff_id').notNull(),
    additionalLineId: refColumn('additional_line_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tariffId, t.additionalLineId] }),
    tenantFk('tariff_additional_lines_tariff_fk', t.tenantId, t.tariffId, tariffs).onDelete(
      'cascade',
    ),
    tenantFk(
      'tariff_additional_lines_line_fk',
      t.tenantId,
      t.additionalLineId,
      additionalLines,
    ).onDelete('cascade'),
    index('tariff_additional_lines_line_idx').on(t.tenantId, t.additionalLineId),
    tenantIsolation(),
  ],
);

export const tariffSvas = pgTable(
  'tariff_svas',
  {
    tenantId: tenantIdColumn(),
    tariffId: refColumn('tariff_id').notNull(),
    svaId: refColumn('sva_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tariffId, t.svaId] }),
    tenantFk('tariff_svas_tariff_fk', t.tenantId, t.tariffId, tariffs).onDelete('cascade'),
    tenantFk('tariff_svas_sva_fk', t.tenantId, t.svaId, svas).onDelete('cascade'),
    index('tariff_svas_sva_idx').on(t.tenantId, t.svaId),
    tenantIsolation(),
  ],
);

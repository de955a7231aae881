import { INSTALMENT_TYPES } from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { additionalLines, insurances } from './catalogue';
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
import { tariffs } from './tariffs';

/** Devices (terminals) sold with offers. */
export const devices = pgTable(
  'devices',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description'),
    pageUrl: text('page_url'),
    /** The insurance offered with the device ("seguro"). */
    insuranceId: refColumn('insurance_id'),
    price: money('price').notNull(),
    /** Units available ("devices" in the spec's device form). */
    devices: integer('devices').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    operator: text('operator').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('devices_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('devices_insurance_fk', t.tenantId, t.insuranceId, insurances).onDelete('set null'),
    index('devices_tenant_operator_idx').on(t.tenantId, t.operator, t.isActive),
    check('devices_price_non_negative', sql`${t.price} >= 0`),
    check('devices_units_non_negative', sql`${t.devices} >= 0`),
    tenantIsolation(),
  ],
);

/**
 * Payment plans for a device combined with a tariff or an additional line (the spec's
 * generic object_id): exactly one of the two is set.
 */
export const instalments = pgTable(
  'instalments',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    deviceId: refColumn('device_id').notNull(),
    tariffId: refColumn('tariff_id'),
    additionalLineId: refColumn('additional_line_id'),
    /** INSTALMENT_TYPES in @kiwi/domain: MONTHLY (pago a plazos) or SINGLE (pago único). */
    installmentType: text('installment_type').notNull(),
    initialPrice: money('initial_price').notNull().default('0'),
    monthPrice: money('month_price').notNull(),
    finalPrice: money('final_price').notNull().default('0'),
    /** Number of monthly payments when known (initial + months × month = final). */
    months: integer('months'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('instalments_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('instalments_device_fk', t.tenantId, t.deviceId, devices).onDelete('cascade'),
    tenantFk('instalments_tariff_fk', t.tenantId, t.tariffId, tariffs).onDelete('cascade'),
    tenantFk(
      'instalments_additional_line_fk',
      t.tenantId,
      t.additionalLineId,
      additionalLines,
    ).onDelete('cascade'),
    index('instalments_tenant_tariff_idx').on(t.tenantId, t.tariffId, t.deviceId),
    index('instalments_tenant_line_idx').on(t.tenantId, t.additionalLineId, t.deviceId),
    index('instalments_tenant_device_idx').on(t.tenantId, t.deviceId),
    check(
      'instalments_type_valid',
      sql`${t.installmentType} in ${sqlInList(INSTALMENT_TYPES.map((i) => i.value))}`,
    ),
    check('instalments_months_positive', sql`${t.months} is null or ${t.months} > 0`),
    check('instalments_one_target', sql`num_nonnulls(${t.tariffId}, ${t.additionalLineId}) = 1`),
    check(
      'instalments_prices_non_negative',
      sql`${t.initialPrice} >= 0 and ${t.monthPrice} >= 0 and ${t.finalPrice} >= 0`,
    ),
    tenantIsolation(),
  ],
);

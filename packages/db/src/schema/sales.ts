import { LINE_TYPE_VALUES, PACKAGE_STATE_VALUES } from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { additionalLines, insurances, promotions, svas } from './catalogue';
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
import { customers } from './customers';
import { devices, instalments } from './devices';
import { tenantIdColumn } from './platform';
import { tariffs } from './tariffs';

/** Outcomes of mapUpstreamOrderStatus in @kiwi/domain. */
export const ORDER_STATES = ['delivered', 'cancelled', 'fly'] as const;

/** An offer built in the configurator. Its sales status lives on the atención that carries it. */
export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    customerId: refColumn('customer_id').notNull(),
    comercialId: refColumn('comercial_id'),
    isp: text('isp').notNull(),
    /** VAT location, e.g. "Península", "Canarias". */
    tipoIva: text('tipo_iva').notNull().default('Península'),
    precioAnterior: money('precio_anterior'),
    precioTotal: money('precio_total').notNull().default('0'),
    numeroComercial: text('numero_comercial'),
    notas: text('notas'),
    fechaAgendado: timestamp('fecha_agendado', { withTimezone: true }),
    razonNoInteresado: text('razon_no_interesado'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('offers_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('offers_customer_fk', t.tenantId, t.customerId, customers).onDelete('cascade'),
    tenantFk('offers_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete('set null'),
    index('offers_tenant_customer_idx').on(t.tenantId, t.customerId),
    index('offers_tenant_comercial_idx').on(t.tenantId, t.comercialId, t.createdAt),
    check('offers_prices_non_negative', sql`${t.precioTotal} >= 0`),
    tenantIsolation(),
  ],
);

/**
 * One line of an offer (paquete). Additional lines point at their main line through
 * parentPackageId ("lineasAsociadas"); estado/orderId follow the operator's order.
 */
export const packages = pgTable(
  'packages',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    offerId: refColumn('offer_id').notNull(),
    parentPackageId: refColumn('parent_package_id'),
    /** Kind of sale (SALE_TYPES in @kiwi/domain: ALTA_NUEVA, PORTABILIDAD, ...). */
    tipoVenta: text('tipo_venta').notNull(),
    tipoLinea: text('tipo_linea').notNull().default('LINEA_PRINCIPAL'),
    tariffId: refColumn('tariff_id'),
    additionalLineId: refColumn('additional_line_id'),
    promotionId: refColumn('promotion_id'),
    deviceId: refColumn('device_id'),
    instalmentId: refColumn('instalment_id'),
    insuranceId: refColumn('insurance_id'),
    crossSell: boolean('cross_sell').notNull().default(false),
    /** Phone number of the line. */
    telefono: text('telefono'),
    /** Monthly price of this line as computed when the offer was saved. */
    precio: money('precio'),
    estado: text('estado'),
    orderId: text('order_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('packages_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('packages_offer_fk', t.tenantId, t.offerId, offers).onDelete('cascade'),
    tenantFk('packages_parent_fk', t.tenantId, t.parentPackageId, {
      tenantId: t.tenantId,
      id: t.id,
    }).onDelete('cascade'),
    tenantFk('packages_tariff_fk', t.tenantId, t.tariffId, tariffs).onDelete('set null'),
    tenantFk(
      'packages_additional_line_fk',
      t.tenantId,
      t.additionalLineId,
      additionalLines,
    ).onDelete('set null'),
    tenantFk('packages_promotion_fk', t.tenantId, t.promotionId, promotions).onDelete('set null'),
    tenantFk('packages_device_fk', t.tenantId, t.deviceId, devices).onDelete('set null'),
    tenantFk('packages_instalment_fk', t.tenantId, t.instalmentId, instalments).onDelete(
      'set null',
    ),
    tenantFk('packages_insurance_fk', t.tenantId, t.insuranceId, insurances).onDelete('set null'),
    check('packages_tipo_linea_valid', sql`${t.tipoLinea} in ${sqlInList(LINE_TYPE_VALUES)}`),
    check(
      'packages_estado_valid',
      sql`${t.estado} is null or ${t.estado} in ${sqlInList(PACKAGE_STATE_VALUES)}`,
    ),
    check('packages_not_own_parent', sql`${t.parentPackageId} is distinct from ${t.id}`),
    // The sale type too: the pipeline's tipoOferta[] filter reads the index alone (decision 1407).
    index('packages_tenant_offer_tipo_idx').on(t.tenantId, t.offerId, t.tipoVenta),
    index('packages_tenant_parent_idx').on(t.tenantId, t.parentPackageId),
    index('packages_tenant_estado_idx').on(t.tenantId, t.estado),
    index('packages_tenant_tipo_venta_idx').on(t.tenantId, t.tipoVenta),
    index('packages_tenant_order_idx').on(t.tenantId, t.orderId),
    index('packages_tenant_tariff_idx').on(t.tenantId, t.tariffId),
    tenantIsolation(),
  ],
);

export const packageSvas = pgTable(
  'package_svas',
  {
    tenantId: tenantIdColumn(),
    packageId: refColumn('package_id').notNull(),
    svaId: refColumn('sva_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.packageId, t.svaId] }),
    tenantFk('package_svas_package_fk', t.tenantId, t.packageId, packages).onDelete('cascade'),
    tenantFk('package_svas_sva_fk', t.tenantId, t.svaId, svas),
    index('package_svas_sva_idx').on(t.tenantId, t.svaId),
    tenantIsolation(),
  ],
);

/**
 * Extra data recorded for a package after the sale (POST /api/atenciones/additionalinfo/,
 * snake-case body; its fields are not shown, so they are kept as a JSON object).
 */
export const packageAdditionalInfo = pgTable(
  'package_additional_info',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    packageId: refColumn('package_id').notNull(),
    info: jsonb('info')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('package_additional_info_package_fk', t.tenantId, t.packageId, packages).onDelete(
      'cascade',
    ),
    unique('package_additional_info_package_key').on(t.tenantId, t.packageId),
    check('package_additional_info_is_object', sql`jsonb_typeof(${t.info}) = 'object'`),
    tenantIsolation(),
  ],
);

/**
 * Operator orders looked up for packages. upstreamStatus is the provider's number;
 * state is its mapping (6, 76, 77 delivered; 7 cancelled; 8, 79 fly).
 */
export const orders = pgTable(
  'orders',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    operator: text('operator').notNull(),
    orderId: text('order_id').notNull(),
    customerId: refColumn('customer_id'),
    packageId: refColumn('package_id'),
    upstreamStatus: integer('upstream_status'),
    state: text('state'),
    contractId: text('contract_id'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('orders_tenant_operator_order_key').on(t.tenantId, t.operator, t.orderId),
    tenantFk('orders_customer_fk', t.tenantId, t.customerId, customers).onDelete('set null'),
    tenantFk('orders_package_fk', t.tenantId, t.packageId, packages).onDelete('set null'),
    check(
      'orders_state_valid',
      sql`${t.state} is null or ${t.state} in ${sqlInList(ORDER_STATES)}`,
    ),
    index('orders_tenant_customer_idx').on(t.tenantId, t.customerId),
    index('orders_tenant_package_idx').on(t.tenantId, t.packageId),
    tenantIsolation(),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  type AnyPgColumn,
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

/** A trigram index entry of a text column folded by kiwi_unaccent (decision 1111). */
const unaccentTrgm = (column: AnyPgColumn) => sql`kiwi_unaccent(${column}) gin_trgm_ops`;

/** POTENCIAL = lead, CLIENTE = has bought, NO_INTERESADO = last outcome was "not interested". */
export const CUSTOMER_STATES = ['POTENCIAL', 'CLIENTE', 'NO_INTERESADO'] as const;

/**
 * Customers and leads (spec "Customer (TtForm)"). The filter columns of "Customer query
 * filters" that live here are indexed with tenant_id first; substring searches (nombre,
 * direccion) use trigram GIN indexes (pg_trgm + btree_gin for the tenant column).
 */
export const customers = pgTable(
  'customers',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    nombre: text('nombre').notNull(),
    documento: text('documento'),
    tipoDocumento: text('tipo_documento'),
    telefonosContacto: text('telefonos_contacto')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    email: text('email'),
    origenBbddId: refColumn('origen_bbdd_id'),
    segmento: text('segmento'),
    ispActual: text('isp_actual'),
    razonNoInteresado: text('razon_no_interesado'),
    direccion: text('direccion'),
    cp: text('cp'),
    localidad: text('localidad'),
    /** Assigned commercial; null = "Por asignar". */
    comercialId: refColumn('comercial_id'),
    fechaContacto: timestamp('fecha_contacto', { withTimezone: true }),
    notas: text('notas'),
    estadoCliente: text('estado_cliente').notNull().default('POTENCIAL'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The name as the list's fragment searches compare it (decision 1118): folded once when
     * written, so a search's recheck of each trigram candidate reads it instead of running
     * kiwi_unaccent again. Never written by the code (PostgreSQL computes it), never shown.
     */
    nombreBusqueda: text('nombre_busqueda').generatedAlwaysAs(sql`kiwi_unaccent(nombre)`),
  },
  (t) => [
    unique('customers_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('customers_origen_fk', t.tenantId, t.origenBbddId, databaseOrigins).onDelete(
      'set null',
    ),
    tenantFk('customers_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete('set null'),
    check('customers_estado_valid', sql`${t.estadoCliente} in ${sqlInList(CUSTOMER_STATES)}`),
    check('customers_nombre_not_blank', sql`btrim(${t.nombre}) <> ''`),
    // The list's default order (-updated_on) with its id tie-break, whole and per commercial:
    // a page is then an index walk, not a sort of the tenant (decision 1106). fecha_contacto is a
    // key column after the order (migration 0022, decision 1117): a contact-date range is checked
    // by the btree on each entry it steps over, not by the executor. Migration 0022 adds INCLUDE
    // (comercial_id): a Comercial's visibility is read off the index alone (decision 1110;
    // Drizzle cannot declare INCLUDE).
    index('customers_tenant_updated_id_idx').on(
      t.tenantId,
      t.updatedAt.desc(),
      t.id.desc(),
      t.fechaContacto,
    ),
    index('customers_tenant_comercial_updated_id_idx').on(
      t.tenantId,
      t.comercialId,
      t.updatedAt.desc(),
      t.id.desc(),
    ),
    // Counting a commercial's customers in one state reads the index alone (decision 1106).
    index('customers_tenant_comercial_estado_idx').on(t.tenantId, t.comercialId, t.estadoCliente),
    index('customers_tenant_contacto_idx').on(t.tenantId, t.fechaContacto),
    index('customers_tenant_estado_idx').on(t.tenantId, t.estadoCliente),
    index('customers_tenant_origen_idx').on(t.tenantId, t.origenBbddId),
    index('customers_tenant_documento_idx').on(t.tenantId, sql`upper(${t.documento})`),
    index('customers_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('customers_tenant_cp_idx').on(t.tenantId, t.cp),
    index('customers_tenant_segmento_isp_idx').on(t.tenantId, t.segmento, t.ispActual),
    // Accent- and case-insensitive substring searches: kiwi_unaccent (migration 0015,
    // decision 1111) folded the same way on both sides of LIKE; the name's folded form is
    // stored (decision 1118).
    index('customers_nombre_trgm_idx').using(
      'gin',
      t.tenantId,
      t.nombreBusqueda.op('gin_trgm_ops'),
    ),
    index('customers_direccion_trgm_idx').using('gin', t.tenantId, unaccentTrgm(t.direccion)),
    index('customers_localidad_trgm_idx').using('gin', t.tenantId, unaccentTrgm(t.localidad)),
    index('customers_telefonos_idx').using('gin', t.tenantId, t.telefonosContacto),
    tenantIsolation(),
  ],
);

/** Notes kept per customer ("notascliente"). */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    customerId: refColumn('customer_id').notNull(),
    comercialId: refColumn('comercial_id'),
    nota: text('nota').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('customer_notes_customer_fk', t.tenantId, t.customerId, customers).onDelete('cascade'),
    tenantFk('customer_notes_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete(
      'set null',
    ),
    index('customer_notes_tenant_customer_idx').on(t.tenantId, t.customerId, t.createdAt),
    index('customer_notes_nota_trgm_idx').using('gin', t.tenantId, t.nota.op('gin_trgm_ops')),
    tenantIsolation(),
  ],
);

/**
 * Services the customer holds with an operator, as read from the provider (the
 * "contract*" filters and GET /api/atenciones/contracts/{id}).
 */
export const customerContracts = pgTable(
  'customer_contracts',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    customerId: refColumn('customer_id').notNull(),
    isp: text('isp').notNull(),
    sfid: text('sfid'),
    packageId: text('package_id'),
    segment: text('segment'),
    tariffCategory: text('tariff_category'),
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permanenceEnding: date('permanence_ending'),
    /** State of the service line at the operator (contractServiceState). */
    serviceState: text('service_state'),
    /** State of the contract as a whole (estadoServicio). */
    estadoServicio: text('estado_servicio'),
    details: jsonb('details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('customer_contracts_customer_fk', t.tenantId, t.customerId, customers).onDelete(
      'cascade',
    ),
    index('customer_contracts_tenant_customer_idx').on(t.tenantId, t.customerId),
    index('customer_contracts_tenant_isp_idx').on(t.tenantId, t.isp, t.segment),
    index('customer_contracts_tenant_sfid_idx').on(t.tenantId, t.sfid),
    index('customer_contracts_tenant_package_idx').on(t.tenantId, t.packageId),
    index('customer_contracts_tenant_permanence_idx').on(t.tenantId, t.permanenceEnding),
    index('customer_contracts_services_idx').using('gin', t.tenantId, t.services),
    tenantIsolation(),
  ],
);

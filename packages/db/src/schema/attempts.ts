import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { catalogueProcedures } from './catalogue';
import {
  createdAt,
  idColumn,
  refColumn,
  sqlInList,
  tenantFk,
  tenantIsolation,
  updatedAt,
} from './columns';
import { customers } from './customers';
import { tenantIdColumn } from './platform';
import { offers } from './sales';

/** What an atención recorded. */
export const ATTEMPT_KINDS = [
  'OFERTA',
  'AGENDADO',
  'NO_INTERESADO',
  'GESTION',
  'CONTACTO',
] as const;

/** Follow-ups (agendados). The offer data an agendado carries lives in the linked offer. */
export const schedules = pgTable(
  'schedules',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    customerId: refColumn('customer_id').notNull(),
    comercialId: refColumn('comercial_id'),
    offerId: refColumn('offer_id'),
    fechaAgendado: timestamp('fecha_agendado', { withTimezone: true }).notNull(),
    notas: text('notas'),
    /** Set when the follow-up has been attended (it then leaves the agenda). */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /**
     * false = "reservado" (only its commercial calls); true = "abierto": once overdue by more
     * than the tenant's grace time anyone of the team may take it (decision 1403).
     */
    abierto: boolean('abierto').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('schedules_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('schedules_customer_fk', t.tenantId, t.customerId, customers).onDelete('cascade'),
    tenantFk('schedules_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete('set null'),
    tenantFk('schedules_offer_fk', t.tenantId, t.offerId, offers).onDelete('set null'),
    index('schedules_tenant_comercial_fecha_idx').on(t.tenantId, t.comercialId, t.fechaAgendado),
    index('schedules_tenant_fecha_idx').on(t.tenantId, t.fechaAgendado),
    // The agenda, the bell and move-scheduled read pending follow-ups only.
    index('schedules_tenant_comercial_pending_idx')
      .on(t.tenantId, t.comercialId, t.fechaAgendado)
      .where(sql`${t.doneAt} is null`),
    // The agenda of a day, week or month for the whole team, read in date order (decision 1407).
    index('schedules_tenant_pending_fecha_idx')
      .on(t.tenantId, t.fechaAgendado, t.id)
      .where(sql`${t.doneAt} is null`),
    index('schedules_tenant_customer_idx').on(t.tenantId, t.customerId),
    tenantIsolation(),
  ],
);

/** "Not interested" outcomes: razon (reason), tipo (call type), notas. */
export const noInterestOutcomes = pgTable(
  'no_interest_outcomes',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    customerId: refColumn('customer_id').notNull(),
    comercialId: refColumn('comercial_id'),
    razon: text('razon').notNull(),
    tipo: text('tipo'),
    notas: text('notas'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('no_interest_outcomes_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('no_interest_outcomes_customer_fk', t.tenantId, t.customerId, customers).onDelete(
      'cascade',
    ),
    tenantFk('no_interest_outcomes_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete(
      'set null',
    ),
    index('no_interest_outcomes_tenant_customer_idx').on(t.tenantId, t.customerId),
    index('no_interest_outcomes_tenant_razon_idx').on(t.tenantId, t.razon, t.tipo),
    tenantIsolation(),
  ],
);

/** Administrative procedures (gestiones) recorded on a customer. */
export const customerProcedures = pgTable(
  'customer_procedures',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    customerId: refColumn('customer_id').notNull(),
    comercialId: refColumn('comercial_id'),
    procedureId: refColumn('procedure_id').notNull(),
    notas: text('notas'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('customer_procedures_tenant_id_id_key').on(t.tenantId, t.id),
    tenantFk('customer_procedures_customer_fk', t.tenantId, t.customerId, customers).onDelete(
      'cascade',
    ),
    tenantFk('customer_procedures_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete(
      'set null',
    ),
    tenantFk('customer_procedures_procedure_fk', t.tenantId, t.procedureId, catalogueProcedures),
    index('customer_procedures_tenant_customer_idx').on(t.tenantId, t.customerId),
    // With the id: the gestiones' tipoGestion[] filter reads the index alone (decision 1407).
    index('customer_procedures_tenant_procedure_idx').on(t.tenantId, t.procedureId, t.id),
    tenantIsolation(),
  ],
);

/**
 * Contact attempts (atenciones): the history of every contact with a customer. estado
 * is the sales status code 1..7 of the offer it carries (1 Pendiente ... 7 Cancelada);
 * fechaVenta is set when it became a sale. updatedAt is the spec's updated_on and
 * isUpdated marks an atención edited after creation.
 */
export const contactAttempts = pgTable(
  'contact_attempts',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    customerId: refColumn('customer_id').notNull(),
    comercialId: refColumn('comercial_id'),
    tipo: text('tipo').notNull().default('CONTACTO'),
    offerId: refColumn('offer_id'),
    scheduleId: refColumn('schedule_id'),
    noInterestId: refColumn('no_interest_id'),
    procedureId: refColumn('procedure_id'),
    estado: smallint('estado'),
    notas: text('notas'),
    fechaContacto: timestamp('fecha_contacto', { withTimezone: true }).notNull().defaultNow(),
    fechaVenta: timestamp('fecha_venta', { withTimezone: true }),
    isUpdated: boolean('is_updated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Copies kept by triggers (migration 0018, decision 1409) so that the lists filter on the
    // atención alone: the offer's operator (offers.isp), the sale types of its packages
    // (sorted, distinct; '{}' for an offer without packages) and the catalogue procedure of the
    // recorded gestión (customer_procedures.procedure_id). Null without an offer / a gestión.
    // Not recorded in the history (the offer, packages and procedure record their own changes).
    offerIsp: text('offer_isp'),
    offerSaleTypes: text('offer_sale_types').array(),
    catalogueProcedureId: refColumn('catalogue_procedure_id'),
  },
  (t) => [
    tenantFk('contact_attempts_customer_fk', t.tenantId, t.customerId, customers).onDelete(
      'cascade',
    ),
    tenantFk('contact_attempts_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete(
      'set null',
    ),
    tenantFk('contact_attempts_offer_fk', t.tenantId, t.offerId, offers).onDelete('set null'),
    tenantFk('contact_attempts_schedule_fk', t.tenantId, t.scheduleId, schedules).onDelete(
      'set null',
    ),
    tenantFk(
      'contact_attempts_no_interest_fk',
      t.tenantId,
      t.noInterestId,
      noInterestOutcomes,
    ).onDelete('set null'),
    tenantFk(
      'contact_attempts_procedure_fk',
      t.tenantId,
      t.procedureId,
      customerProcedures,
    ).onDelete('set null'),
    check('contact_attempts_tipo_valid', sql`${t.tipo} in ${sqlInList(ATTEMPT_KINDS)}`),
    check('contact_attempts_estado_range', sql`${t.estado} is null or ${t.estado} between 1 and 7`),
    // A customer's atenciones newest first, id as tie-break. Migration 0015 adds INCLUDE
    // (tipo, estado): the list's last atención and its estadoOferta[] filter read the index
    // alone (decision 1110; Drizzle cannot declare INCLUDE).
    index('contact_attempts_tenant_customer_idx').on(
      t.tenantId,
      t.customerId,
      t.fechaContacto.desc(),
      t.id.desc(),
    ),
    index('contact_attempts_tenant_comercial_idx').on(t.tenantId, t.comercialId, t.updatedAt),
    index('contact_attempts_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    index('contact_attempts_tenant_estado_idx').on(t.tenantId, t.estado, t.customerId),
    // Migration 0018 adds INCLUDE (offer_id, estado, comercial_id, offer_isp, offer_sale_types):
    // the pipeline's count by sale date reads the index alone (decision 1410).
    index('contact_attempts_tenant_venta_idx')
      .on(t.tenantId, t.fechaVenta)
      .where(sql`${t.fechaVenta} is not null`),
    index('contact_attempts_tenant_offer_idx')
      .on(t.tenantId, t.offerId)
      .where(sql`${t.offerId} is not null`),
    // The offers pipeline (most recently updated first) walks one of four indexes and stops
    // after a page: all offers, one sales status (one walk per estado[] value, merged), one
    // commercial, or one operator and status; the gestiones list (newest first, also its date
    // filter) its own. Migration 0018 adds the filtered columns as INCLUDE (Drizzle cannot
    // declare it): every filter of the lists is checked on the index alone (decision 1410).
    index('contact_attempts_tenant_offer_updated_idx')
      .on(t.tenantId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.offerId} is not null`),
    index('contact_attempts_tenant_offer_estado_idx')
      .on(t.tenantId, t.estado, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.offerId} is not null`),
    index('contact_attempts_tenant_offer_comercial_idx')
      .on(t.tenantId, t.comercialId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.offerId} is not null`),
    index('contact_attempts_tenant_offer_isp_idx')
      .on(t.tenantId, t.offerIsp, t.estado, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.offerId} is not null`),
    index('contact_attempts_tenant_gestion_fecha_idx')
      .on(t.tenantId, t.fechaContacto.desc(), t.id.desc())
      .where(sql`${t.tipo} = 'GESTION'`),
    // GET /api/atenciones/entradas/ (every atención, newest contact first) walks it and stops
    // after a page, with or without a contact-date range; migration 0021 adds INCLUDE (tipo,
    // estado, comercial_id) so its usual filters and a Comercial's own view are checked on the
    // index alone (decision 1411).
    index('contact_attempts_tenant_fecha_idx').on(t.tenantId, t.fechaContacto.desc(), t.id.desc()),
    // Partial indexes so deleting a schedule/outcome/procedure finds its atenciones fast.
    index('contact_attempts_tenant_schedule_idx')
      .on(t.tenantId, t.scheduleId)
      .where(sql`${t.scheduleId} is not null`),
    index('contact_attempts_tenant_no_interest_idx')
      .on(t.tenantId, t.noInterestId)
      .where(sql`${t.noInterestId} is not null`),
    index('contact_attempts_tenant_procedure_idx')
      .on(t.tenantId, t.procedureId)
      .where(sql`${t.procedureId} is not null`),
    tenantIsolation(),
  ],
);

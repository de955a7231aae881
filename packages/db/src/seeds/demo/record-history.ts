import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { SeedTx } from '../connect';

/**
 * The demo's record history. The seed writes through the real triggers (it runs as a
 * superuser, so nothing stops them); this file makes the result read like months of use:
 * who created each record and when, and some later edits made "through the API" by the
 * demo users. Decision 0901.
 */

/** Sets what the API's tenant transaction sets, for the rest of the seed transaction. */
export async function actAs(
  tx: SeedTx,
  actor: { tenantId: number; accountId?: number | null; route: string },
): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_id', ${String(actor.tenantId)}, true),
    set_config('app.account_id', ${actor.accountId == null ? '' : String(actor.accountId)}, true),
    set_config('app.route', ${actor.route}, true)`);
}

const ATENCION_ROUTE = 'POST /api/atenciones/entradas/';
const EDIT_ROUTE = 'PUT /api/clientes/entradas/:id/';

/** What commercials write in a customer's notas field after a call. */
const EDIT_NOTES = [
  'Prefiere que le llamen por la tarde.',
  'Tiene permanencia con su operador hasta final de año.',
  'Interesado en fibra y dos líneas móviles.',
  'Pide la oferta por correo antes de decidir.',
  'Cliente de la zona, conoce la tienda.',
];

/**
 * One creation row per record: (id, at, account, route) of the record it describes. A
 * record without a commercial was entered by the manager (customers: imported by the admin).
 */
function creations(ctx: DemoHistoryContext): Record<string, SQL> {
  const orDemo = (column: string, fallback: number, tenantColumn = 'tenant_id') =>
    `coalesce(${column}, case when ${tenantColumn} = ${ctx.tenantId} then ${fallback}::bigint end)`;
  const simple = (table: string, route: string) =>
    sql.raw(`select id, created_at as at, ${orDemo('comercial_id', ctx.managerId)} as account,
      '${route}' as route from ${table}`);
  const viaOffer = (select: string, joins: string, route: string) =>
    sql.raw(`select ${select}, ${orDemo('o.comercial_id', ctx.managerId, 'o.tenant_id')} as account,
      '${route}' as route from ${joins} join offers o on o.id = p.offer_id`);
  return {
    customers:
      sql.raw(`select id, created_at as at, ${orDemo('comercial_id', ctx.adminId)} as account,
        case when comercial_id is null then 'job:import-customers' else 'POST /api/clientes/entradas/' end as route
      from customers`),
    customer_notes: simple('customer_notes', 'POST /api/clientes/notascliente/'),
    contact_attempts: simple('contact_attempts', ATENCION_ROUTE),
    schedules: simple('schedules', ATENCION_ROUTE),
    no_interest_outcomes: simple('no_interest_outcomes', ATENCION_ROUTE),
    customer_procedures: simple('customer_procedures', ATENCION_ROUTE),
    offers: simple('offers', ATENCION_ROUTE),
    packages: viaOffer('p.id, o.created_at as at', 'packages p', ATENCION_ROUTE),
    // Additional info (the SIM's ICC) arrives two days after the sale, never in the future.
    package_additional_info: viaOffer(
      `i.id, least(o.created_at + interval '2 days', '${ctx.now.toISOString()}'::timestamptz) as at`,
      'package_additional_info i join packages p on p.id = i.package_id',
      'POST /api/atenciones/additionalinfo/',
    ),
  };
}

async function lastHistoryId(tx: SeedTx): Promise<number> {
  const rows = await tx.execute<{ id: number }>(
    sql`select coalesce(max(id), 0)::int as id from record_history`,
  );
  return rows[0]?.id ?? 0;
}

/** Dates the rows written after `marker` at `share` of their customer's active life. */
async function dateEdits(tx: SeedTx, marker: number, share: number): Promise<void> {
  await tx.execute(sql`update record_history h
    set changed_at = c.created_at + (c.updated_at - c.created_at) * ${share}
    from customers c
    where h.id > ${marker} and h.table_name = 'customers' and h.record_id = c.id`);
}

export interface DemoHistoryContext {
  tenantId: number;
  adminId: number;
  managerId: number;
  now: Date;
}

/** Run last in the demo seed transaction. */
export async function seedRecordHistory(tx: SeedTx, ctx: DemoHistoryContext): Promise<void> {
  for (const [table, source] of Object.entries(creations(ctx))) {
    await tx.execute(sql`update record_history h
      set changed_at = x.at, account_id = x.account, route = x.route
      from (${source}) x
      where h.table_name = ${table} and h.action = 'INSERT' and h.record_id = x.id`);
  }

  // Each commercial fills in the notas of every third of their customers...
  const owners = await tx.execute<{ id: number }>(sql`select distinct comercial_id::int as id
    from customers where tenant_id = ${ctx.tenantId} and comercial_id is not null order by 1`);
  let marker = await lastHistoryId(tx);
  for (const owner of owners) {
    await actAs(tx, { tenantId: ctx.tenantId, accountId: owner.id, route: EDIT_ROUTE });
    await tx.execute(sql`update customers
      set notas = (array[${sql.join(EDIT_NOTES, sql`, `)}]::text[])[1 + id % ${EDIT_NOTES.length}]
      where tenant_id = ${ctx.tenantId} and comercial_id = ${owner.id} and id % 3 = 0`);
  }
  await dateEdits(tx, marker, 0.4);

  // ...and the manager reviews some of them later.
  marker = await lastHistoryId(tx);
  await actAs(tx, { tenantId: ctx.tenantId, accountId: ctx.managerId, route: EDIT_ROUTE });
  await tx.execute(sql`update customers set notas = notas || ' Revisado con dirección.'
    where tenant_id = ${ctx.tenantId} and notas is not null and id % 9 = 0`);
  await dateEdits(tx, marker, 0.8);
}

import type { Sql } from 'postgres';
import { measureLoops, type LoadShape } from './measure';

// The database ceiling: the statements the API sends for each call (same SQL text as the
// guard and the module queries), through postgres.js at its best — prepared statements, and
// everything that does not depend on an earlier answer sent in one write (pipelined):
// BEGIN + the three settings + the caller's lookup together, then the module query, then COMMIT.

const ROUTE_DETALLE = 'GET /api/cuentas/detalle/';
const ROUTE_AGENDA = 'GET /api/clientes/agendados/';

function openTenantTransaction(tx: Sql, tenantId: number, accountId: number, route: string) {
  return Promise.all([
    tx`begin`,
    tx`select set_config('app.tenant_id', ${String(tenantId)}, true),
        set_config('app.account_id', ${String(accountId)}, true),
        set_config('app.route', ${route}, true)`,
    tx`select "accounts"."id", "accounts"."tenant_id", "accounts"."username", "accounts"."email",
        "accounts"."nombre", "accounts"."apellidos", "accounts"."role_id", "accounts"."is_admin",
        "accounts"."estado", "accounts"."tipo_comercial", "tenants"."name", "tenants"."type",
        "tenants"."groups"
      from "accounts" inner join "tenants" on "tenants"."id" = "accounts"."tenant_id"
      where "accounts"."id" = ${accountId} limit 1`,
  ]);
}

async function inReservedConnection(sql: Sql, fn: (tx: Sql) => Promise<unknown>) {
  const tx = await sql.reserve();
  try {
    await fn(tx);
  } finally {
    tx.release();
  }
}

export function ceilingDetalle(sql: Sql, tenantId: number, accountId: number, load: LoadShape) {
  return measureLoops(
    () =>
      inReservedConnection(sql, async (tx) => {
        await openTenantTransaction(tx, tenantId, accountId, ROUTE_DETALLE);
        await tx`commit`;
      }),
    load,
  );
}

export function ceilingAgendados(
  sql: Sql,
  ids: { tenantId: number; accountId: number },
  fromDay: string,
  toDay: string,
  load: LoadShape,
) {
  return measureLoops(
    () =>
      inReservedConnection(sql, async (tx) => {
        await openTenantTransaction(tx, ids.tenantId, ids.accountId, ROUTE_AGENDA);
        await tx`select "schedules"."id", "schedules"."fecha_agendado", "schedules"."notas",
            "customers"."id", "customers"."nombre", "accounts"."id", "accounts"."nombre",
            "accounts"."apellidos"
          from "schedules"
          inner join "customers" on ("customers"."tenant_id" = "schedules"."tenant_id"
            and "customers"."id" = "schedules"."customer_id")
          left join "accounts" on ("accounts"."tenant_id" = "schedules"."tenant_id"
            and "accounts"."id" = "schedules"."comercial_id")
          where ("schedules"."done_at" is null
            and "schedules"."fecha_agendado" >= (${fromDay}::date)::timestamp at time zone 'Europe/Madrid'
            and "schedules"."fecha_agendado" < (${toDay}::date)::timestamp at time zone 'Europe/Madrid' + interval '1 day')
          order by "schedules"."fecha_agendado" asc limit ${1000}`.values();
        await tx`commit`;
      }),
    load,
  );
}

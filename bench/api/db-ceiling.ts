import type { Sql } from 'postgres';
import { measureLoops, type LoadShape } from './measure';

// The database ceiling: the statements the API sends for each call (same SQL text as the
// guard and the module queries), through postgres.js at its best — prepared statements, and
// everything that does not depend on an earlier answer sent in one write (pipelined):
// BEGIN + the three settings + the caller's lookup together, then the module query (with COMMIT
// when it is the call's last read, decision 0605), else COMMIT alone.

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
        // The agenda query of decision 0604 and COMMIT in one write, as the API sends them
        // since decision 0605.
        await Promise.all([
          tx`select s.id,
               to_char(s.fecha_agendado at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as fecha_agendado,
               s.notas, c.id as cliente_id, c.nombre as cliente_nombre, a.id as comercial_id,
               concat_ws(' ', nullif(a.nombre, ''), nullif(a.apellidos, '')) as comercial_nombre
             from schedules s
             join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
             left join accounts a on a.tenant_id = s.tenant_id and a.id = s.comercial_id
             where s.done_at is null
               and s.fecha_agendado >= (${fromDay}::date)::timestamp at time zone 'Europe/Madrid'
               and s.fecha_agendado < ((${toDay}::date)::timestamp at time zone 'Europe/Madrid') + interval '1 day'
             order by s.fecha_agendado, s.id
             limit 1000`,
          tx`commit`,
        ]);
      }),
    load,
  );
}

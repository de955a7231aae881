import type { Sql } from 'postgres';
import { measureLoops, type LoadShape } from './measure';

// The raw-SQL baseline (unchanged since the first API benchmark, so figures stay comparable):
// the logical work of each call written by hand, one awaited statement after another.

/** What GET /api/cuentas/detalle/ asks of PostgreSQL: one tenant transaction, account + tenant. */
export function rawDetalle(sql: Sql, tenantId: number, accountId: number, load: LoadShape) {
  return measureLoops(
    () =>
      sql.begin(async (tx) => {
        await tx`select set_config('app.tenant_id', ${String(tenantId)}, true)`;
        return tx`
          select a.id, a.username, a.nombre, a.apellidos, a.role_id, a.is_admin, a.estado, a.tipo_comercial,
                 t.name, t.type, t.groups
          from accounts a join tenants t on t.id = a.tenant_id where a.id = ${accountId} limit 1`;
      }),
    load,
  );
}

/**
 * What GET /api/clientes/agendados/ asks of PostgreSQL: one tenant transaction
 * with the session lookup and the agenda query.
 */
export function rawAgendados(
  sql: Sql,
  tenantId: number,
  fromDay: string,
  toDay: string,
  load: LoadShape,
) {
  return measureLoops(
    () =>
      sql.begin(async (tx) => {
        await tx`select set_config('app.tenant_id', ${String(tenantId)}, true)`;
        await tx`select a.id, t.groups from accounts a join tenants t on t.id = a.tenant_id limit 1`;
        return tx`
          select s.id, s.fecha_agendado, s.notas, c.id as cliente_id, c.nombre, a.id as comercial_id, a.nombre, a.apellidos
          from schedules s
          join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
          left join accounts a on a.tenant_id = s.tenant_id and a.id = s.comercial_id
          where s.done_at is null
            and s.fecha_agendado >= (${fromDay}::date)::timestamp at time zone 'Europe/Madrid'
            and s.fecha_agendado < (${toDay}::date)::timestamp at time zone 'Europe/Madrid' + interval '1 day'
          order by s.fecha_agendado limit 1000`;
      }),
    load,
  );
}

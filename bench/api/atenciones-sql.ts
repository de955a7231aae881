import type { PendingQuery, Row, Sql, TransactionSql } from 'postgres';
import { runAtencionListPage, type AtencionListFilters } from '@kiwi/db/queries';
import { rawTenantRequest } from './raw-request';

// The statements the atenciones calls send, through postgres.js (the raw-SQL baseline of
// bench/api/atenciones.bench.ts): the lists run the API's own statements (runAtencionListPage
// of @kiwi/db/queries); the agenda and move-scheduled mirror the API's query text by hand. The
// bench checks that both answer the same rows before measuring.

export type Tx = TransactionSql;

/**
 * One pipeline/gestiones request's database work through postgres.js, written like the API
 * writes it: BEGIN with the tenant settings in one write, the statements of
 * runAtencionListPage (the very ones the API sends), the last read sent together with COMMIT
 * (decision 0605).
 */
export async function rawPipelinePage(
  sql: Sql,
  tenantId: number,
  filters: AtencionListFilters,
  pageSize: number,
): Promise<{ ids: number[]; count: number; estimated: boolean }> {
  const page = await rawTenantRequest(sql, tenantId, (run) =>
    runAtencionListPage(run, filters, { limit: pageSize, offset: 0 }),
  );
  return { ids: page.rows.map((r) => Number(r.id)), count: page.count, estimated: page.estimated };
}

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** GET /api/clientes/agendados/ (apps/api/src/modules/clientes/clientes.queries.ts). */
export function rawClientesAgendados(
  tx: Tx,
  range: [string, string],
  comercial: number | undefined,
): PendingQuery<Row[]> {
  return tx`
    select s.id, to_char(s.fecha_agendado at time zone 'UTC', ${ISO}) as fecha_agendado,
           s.notas, c.id as cliente_id, c.nombre as cliente_nombre, a.id as comercial_id,
           concat_ws(' ', nullif(a.nombre, ''), nullif(a.apellidos, '')) as comercial_nombre
    from schedules s
    join customers c on c.tenant_id = s.tenant_id and c.id = s.customer_id
    left join accounts a on a.tenant_id = s.tenant_id and a.id = s.comercial_id
    where s.done_at is null
      ${comercial === undefined ? tx`` : tx`and s.comercial_id = ${comercial}`}
      and s.fecha_agendado >= (${range[0]}::date)::timestamp at time zone 'Europe/Madrid'
      and s.fecha_agendado < ((${range[1]}::date)::timestamp at time zone 'Europe/Madrid') + interval '1 day'
    order by s.fecha_agendado, s.id
    limit 1000`;
}

/** GET /api/atenciones/agendado/ (agendados.queries.ts selectFollowUps; AGENDA_LIMIT + 1). */
export function rawAtencionesAgenda(
  tx: Tx,
  range: [string, string],
  comercial: number | undefined,
): PendingQuery<Row[]> {
  return tx`
    select s.id, to_char(s.fecha_agendado at time zone 'UTC', ${ISO}) as fecha_agendado,
      s.notas, s.abierto, s.done_at is not null as hecho,
      (s.done_at is null and s.fecha_agendado < now()) as vencido,
      c.id as customer_id, c.nombre as customer_nombre, s.comercial_id,
      concat_ws(' ', nullif(ac.nombre, ''), nullif(ac.apellidos, '')) as comercial_nombre
    from schedules s
    join customers c on c.id = s.customer_id
    left join accounts ac on ac.id = s.comercial_id
    where s.fecha_agendado >= ((${range[0]}::date)::timestamp at time zone 'Europe/Madrid')
      and s.fecha_agendado < ((${range[1]}::date)::timestamp at time zone 'Europe/Madrid') + interval '1 day'
      ${comercial === undefined ? tx`` : tx`and s.comercial_id = ${comercial}`}
      and s.done_at is null
    order by s.fecha_agendado, s.id
    limit 2001`;
}

/** POST /api/atenciones/move-scheduled/: the two accounts' states, then one UPDATE. */
export async function rawMoveScheduled(
  sql: Sql,
  tenantId: number,
  actor: number,
  origin: number,
  destination: number,
): Promise<number> {
  return sql.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', ${String(tenantId)}, true),
                    set_config('app.account_id', ${String(actor)}, true),
                    set_config('app.route', 'bench:raw move-scheduled', true)`;
    await tx`select id, estado from accounts where id = any(${[origin, destination]})`;
    const [row] = await tx<{ moved: number }[]>`
      with moved as (
        update schedules set comercial_id = ${destination}, updated_at = now()
        where comercial_id = ${origin} and done_at is null
        returning 1)
      select count(*)::int as moved from moved`;
    return row?.moved ?? 0;
  });
}

/** GET /api/cuentas/detalle/ (the reference row: the cheapest authenticated call). */
export function rawDetalle(tx: Tx, accountId: number): PendingQuery<Row[]> {
  return tx`
    select a.id, a.username, a.nombre, a.apellidos, a.role_id, a.is_admin, a.estado, a.tipo_comercial,
           t.name, t.type, t.groups
    from accounts a join tenants t on t.id = a.tenant_id where a.id = ${accountId} limit 1`;
}

import type { PendingQuery, Row, Sql, TransactionSql } from 'postgres';

// The statements the atenciones calls send, written by hand for postgres.js (the raw-SQL
// baseline of bench/api/atenciones.bench.ts). Each mirrors the API's query text; the bench
// checks that both answer the same rows before measuring.

export type Tx = TransactionSql;

export interface PipelineFilters {
  gestiones?: boolean;
  estado?: number[];
  tipoOferta?: string[];
  tipoGestion?: string[];
  comercial?: number;
  operator?: string;
  /** Madrid days [from, to] of each date filter. */
  updated_on?: [string, string];
  fecha_venta?: [string, string];
  fecha_contacto?: [string, string];
}

/** The conditions of apps/api/src/modules/atenciones/pipeline/pipeline.service.ts. */
function pipelineWhere(tx: Tx, f: PipelineFilters) {
  const within = (column: string, range: [string, string] | undefined) =>
    range
      ? tx`and ${tx(column)} >= ((${range[0]}::date)::timestamp at time zone 'Europe/Madrid')
          and ${tx(column)} < ((${range[1]}::date)::timestamp at time zone 'Europe/Madrid') + interval '1 day'`
      : tx``;
  return tx`
    ${f.gestiones ? tx`a.tipo = 'GESTION'` : tx`a.offer_id is not null`}
    ${f.comercial !== undefined ? tx`and a.comercial_id = ${f.comercial}` : tx``}
    ${f.estado ? tx`and a.estado = any(${f.estado})` : tx``}
    ${
      f.operator
        ? tx`and exists (select 1 from offers o where o.tenant_id = a.tenant_id and o.id = a.offer_id and o.isp = ${f.operator})`
        : tx``
    }
    ${
      f.tipoOferta
        ? tx`and exists (select 1 from packages pk where pk.tenant_id = a.tenant_id and pk.offer_id = a.offer_id
            and pk.tipo_venta = any(${f.tipoOferta}))`
        : tx``
    }
    ${
      f.tipoGestion
        ? tx`and exists (select 1 from customer_procedures p
            join catalogue_procedures cp on cp.id = p.procedure_id
            where p.tenant_id = a.tenant_id and p.id = a.procedure_id and cp.tipo_gestion = any(${f.tipoGestion}))`
        : tx``
    }
    ${within('a.fecha_contacto', f.fecha_contacto)}
    ${within('a.updated_at', f.updated_on)}
    ${within('a.fecha_venta', f.fecha_venta)}`;
}

/** Page (ids first, then the 25 rows' joins) + capped count; the planner's estimate past the cap. */
export async function rawPipelinePage(
  tx: Tx,
  f: PipelineFilters,
  pageSize: number,
  cap: number,
): Promise<{ ids: number[]; count: number }> {
  const where = pipelineWhere(tx, f);
  // Gestiones newest first, offers most recently updated first (pipeline.service.ts).
  const key = tx(f.gestiones ? 'a.fecha_contacto' : 'a.updated_at');
  const [rows, counted] = await Promise.all([
    tx<{ id: string }[]>`
      select a.id, c.nombre, ac.nombre as comercial_nombre, s.fecha_agendado, n.razon, cp.name,
        o.isp, o.precio_total::text as precio_total,
        (select count(*)::int from packages pk where pk.tenant_id = o.tenant_id and pk.offer_id = o.id) as package_count
      from (
        select a.id, ${key} as k from contact_attempts a where ${where}
        order by ${key} desc nulls last, a.id desc nulls last limit ${pageSize} offset 0
      ) pg
      join contact_attempts a on a.id = pg.id
      join customers c on c.id = a.customer_id
      left join accounts ac on ac.id = a.comercial_id
      left join schedules s on s.id = a.schedule_id
      left join no_interest_outcomes n on n.id = a.no_interest_id
      left join customer_procedures p on p.id = a.procedure_id
      left join catalogue_procedures cp on cp.id = p.procedure_id
      left join offers o on o.id = a.offer_id
      order by pg.k desc nulls last, pg.id desc nulls last`,
    tx<{ n: number }[]>`
      select count(*)::int as n from (select 1 from contact_attempts a where ${where} limit ${cap + 1}) m`,
  ]);
  let count = counted[0]?.n ?? 0;
  if (count > cap && rows.length === pageSize) {
    const [plan] = await tx<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>`
      explain (format json) select 1 from contact_attempts a where ${where}`;
    count = Math.max(Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0), cap + 1);
  }
  return { ids: rows.map((r) => Number(r.id)), count };
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

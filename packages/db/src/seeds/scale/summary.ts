/**
 * What the scale seed produced: rows per tenant table and tenant, and a few shape figures the
 * benchmarks depend on (kinds per commercial, statuses, the agenda's pending follow-ups).
 */
import postgres from 'postgres';

export interface ScaleSummary {
  tenants: Array<{ id: number; name: string }>;
  /** table → rows per tenant (same order as `tenants`). */
  rows: Array<{ table: string; counts: number[] }>;
  shape: Array<{ label: string; values: string[] }>;
}

/** Tenants named "Carga masiva …" unless ids are given. */
export async function scaleSummary(url: string, tenantIds?: number[]): Promise<ScaleSummary> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, idle_timeout: 5 });
  try {
    const tenants = await sql<{ id: number; name: string }[]>`
      select id::int as id, name from tenants
      where ${tenantIds ? sql`id = any(${tenantIds}::bigint[])` : sql`name like 'Carga masiva %'`}
      order by id`;
    const ids = tenants.map((t) => t.id);
    const tables = await sql<{ table: string }[]>`
      select c.relname as table from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped
      where c.relkind in ('r', 'p') order by 1`;
    const rows: ScaleSummary['rows'] = [];
    for (const { table } of tables) {
      const counts = await sql.unsafe<{ tenant_id: number; n: number }[]>(
        `select tenant_id::int, count(*)::int as n from ${table}
         where tenant_id = any($1::bigint[]) group by tenant_id`,
        [ids],
      );
      const byTenant = new Map(counts.map((c) => [c.tenant_id, c.n]));
      rows.push({ table, counts: ids.map((id) => byTenant.get(id) ?? 0) });
    }
    return { tenants, rows, shape: await shapeOf(sql, ids) };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function shapeOf(sql: postgres.Sql, ids: number[]): Promise<ScaleSummary['shape']> {
  const figures = await sql<{ tenant_id: number; label: string; value: string }[]>`
    with kinds as (
      select tenant_id, comercial_id, count(distinct tipo) as n
      from contact_attempts where tenant_id = any(${ids}::bigint[]) and comercial_id is not null
      group by 1, 2),
    pending as (
      select tenant_id, comercial_id, count(*) as n
      from schedules where tenant_id = any(${ids}::bigint[]) and done_at is null
      group by 1, 2)
    select tenant_id::int, 'atenciones por tipo' as label,
      string_agg(tipo || ' ' || n, ', ' order by tipo) as value
    from (select tenant_id, tipo, count(*) as n from contact_attempts
          where tenant_id = any(${ids}::bigint[]) group by 1, 2) x group by 1
    union all
    select tenant_id::int, 'ofertas por estado (1-7)',
      string_agg(coalesce(estado::text, '-') || ': ' || n, ', ' order by estado)
    from (select tenant_id, estado, count(*) as n from contact_attempts
          where tenant_id = any(${ids}::bigint[]) and offer_id is not null group by 1, 2) x group by 1
    union all
    select tenant_id::int, 'tipos de atención por comercial (mín–máx)', min(n) || '–' || max(n)
    from kinds group by 1
    union all
    select tenant_id::int, 'agendados pendientes: vencidos / este mes / mes siguiente',
      count(*) filter (where fecha_agendado < now()) || ' / '
      || count(*) filter (where date_trunc('month', fecha_agendado at time zone 'Europe/Madrid')
                               = date_trunc('month', now() at time zone 'Europe/Madrid')) || ' / '
      || count(*) filter (where date_trunc('month', fecha_agendado at time zone 'Europe/Madrid')
                               = date_trunc('month', now() at time zone 'Europe/Madrid') + interval '1 month')
    from schedules where tenant_id = any(${ids}::bigint[]) and done_at is null group by 1
    union all
    select tenant_id::int, 'agendados pendientes del comercial con más', max(n)::text
    from pending where comercial_id is not null group by 1
    union all
    select tenant_id::int, 'clientes POTENCIAL / CLIENTE / NO_INTERESADO / por asignar',
      count(*) filter (where estado_cliente = 'POTENCIAL') || ' / '
      || count(*) filter (where estado_cliente = 'CLIENTE') || ' / '
      || count(*) filter (where estado_cliente = 'NO_INTERESADO') || ' / '
      || count(*) filter (where comercial_id is null)
    from customers where tenant_id = any(${ids}::bigint[]) group by 1`;
  const labels = [...new Set(figures.map((f) => f.label))];
  return labels.map((label) => ({
    label,
    values: ids.map(
      (id) => figures.find((f) => f.label === label && f.tenant_id === id)?.value ?? '',
    ),
  }));
}

/** Markdown tables of a summary (what docs/PERFORMANCE.md shows). */
export function formatSummary(summary: ScaleSummary): string {
  const head = `| table | ${summary.tenants.map((t) => `${t.name} (${t.id})`).join(' | ')} |`;
  const rule = `|---|${summary.tenants.map(() => '---:').join('|')}|`;
  const fmt = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const lines = summary.rows
    .filter((r) => r.counts.some((n) => n > 0))
    .map((r) => `| ${r.table} | ${r.counts.map(fmt).join(' | ')} |`);
  const shape = summary.shape.map((s) => `| ${s.label} | ${s.values.join(' | ')} |`);
  const empty = summary.rows.filter((r) => r.counts.every((n) => n === 0)).map((r) => r.table);
  return [
    head,
    rule,
    ...lines,
    '',
    `| shape | ${summary.tenants.map((t) => t.name).join(' | ')} |`,
    rule,
    ...shape,
    '',
    `Tenant tables left empty: ${empty.join(', ') || 'none'}.`,
  ].join('\n');
}

import type { Sql } from 'postgres';

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
}

/** Runs `op` from `connections` concurrent loops for `duration` seconds. */
async function measure(
  op: () => Promise<unknown>,
  { connections, duration }: { connections: number; duration: number },
): Promise<Measure> {
  const latencies: number[] = [];
  const end = Date.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const started = performance.now();
        await op();
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / duration, p50: at(0.5), p99: at(0.99) };
}

/** What GET /api/cuentas/detalle/ asks of PostgreSQL: one tenant transaction, account + tenant. */
export function rawDetalle(
  sql: Sql,
  tenantId: number,
  accountId: number,
  opts: { connections: number; duration: number },
) {
  return measure(
    () =>
      sql.begin(async (tx) => {
        await tx`select set_config('app.tenant_id', ${String(tenantId)}, true)`;
        return tx`
          select a.id, a.username, a.nombre, a.apellidos, a.role_id, a.is_admin, a.estado, a.tipo_comercial,
                 t.name, t.type, t.groups
          from accounts a join tenants t on t.id = a.tenant_id where a.id = ${accountId} limit 1`;
      }),
    opts,
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
  opts: { connections: number; duration: number },
) {
  return measure(
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
    opts,
  );
}

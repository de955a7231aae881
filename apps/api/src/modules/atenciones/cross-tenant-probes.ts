import type postgres from 'postgres';
import type { CrossTenantProbe } from '../../../test/support/cross-tenant';

/**
 * Probes of the atenciones routes that take an id, aimed at objects of "Otra Empresa"
 * created here (the shared cross-tenant suite adds them). Each probe also succeeds for
 * Otra Empresa's own admin, so none is vacuous; DELETE aims at an atención of its own.
 */
export async function atencionesProbes(
  sql: postgres.Sql,
): Promise<Map<string, CrossTenantProbe[]>> {
  const [o] = await sql<
    { attempt: number; doomed: number; schedule: number; pkg: number; info: number }[]
  >`
    with c as (select c.tenant_id, c.id, c.comercial_id from customers c join tenants t on t.id = c.tenant_id
      where t.name = 'Otra Empresa' order by c.id limit 1),
    s as (insert into schedules (tenant_id, customer_id, comercial_id, fecha_agendado)
      select tenant_id, id, comercial_id, now() + interval '2 days' from c returning id),
    a as (insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo)
      select tenant_id, id, comercial_id, 'CONTACTO' from c cross join generate_series(1, 2) returning id),
    f as (insert into offers (tenant_id, customer_id, comercial_id, isp)
      select tenant_id, id, comercial_id, 'YOIGO' from c returning tenant_id, id),
    p as (insert into packages (tenant_id, offer_id, tipo_venta) select tenant_id, id, 'ALTA_NUEVA' from f
      returning tenant_id, id),
    i as (insert into package_additional_info (tenant_id, package_id, info)
      select tenant_id, id, '{}' from p returning id)
    select (select min(id)::int from a) as attempt, (select max(id)::int from a) as doomed,
      (select id::int from s) as schedule, (select id::int from p) as pkg, (select id::int from i) as info`;
  const { attempt, doomed, schedule, pkg, info } = o!;
  return new Map<string, CrossTenantProbe[]>([
    [
      'GET /api/atenciones/entradas/:id',
      [{ method: 'GET', url: `/api/atenciones/entradas/${attempt}/` }],
    ],
    [
      'PUT /api/atenciones/:id',
      [{ method: 'PUT', url: `/api/atenciones/${attempt}/`, payload: { notas: 'Sonda' } }],
    ],
    ['DELETE /api/atenciones/:id', [{ method: 'DELETE', url: `/api/atenciones/${doomed}/` }]],
    [
      'PUT /api/atenciones/agendado/:id',
      [
        {
          method: 'PUT',
          url: `/api/atenciones/agendado/${schedule}/`,
          payload: { notas: 'Sonda' },
        },
      ],
    ],
    [
      'PUT /api/atenciones/paquete/:id',
      [
        {
          method: 'PUT',
          url: `/api/atenciones/paquete/${pkg}/`,
          payload: { estado: 'VUELO', order_id: 'OTRA-1' },
        },
      ],
    ],
    [
      'GET /api/atenciones/additionalinfo/:id',
      [{ method: 'GET', url: `/api/atenciones/additionalinfo/${info}/` }],
    ],
    [
      'PUT /api/atenciones/additionalinfo/:id',
      [
        {
          method: 'PUT',
          url: `/api/atenciones/additionalinfo/${info}/`,
          payload: { portabilidad: false },
        },
      ],
    ],
  ]);
}

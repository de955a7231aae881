import type postgres from 'postgres';
import type { CrossTenantProbe } from '../../../test/support/cross-tenant';
import { convergentTariff } from './servicios.test-support';

/**
 * Objects of "Otra Empresa" for the cross-tenant probes of every /api/servicios route that
 * takes an id (test/cross-tenant.test.ts). Otra Empresa is given the MasMovil group here so
 * that its own admin can reach them (the probes are not vacuous); Demo users get 404.
 * The PUT probes come before the DELETE probes of the same object.
 */
export async function servicioProbes(sql: postgres.Sql): Promise<Map<string, CrossTenantProbe[]>> {
  const [otra] = await sql<{ id: number }[]>`
    update tenants set groups = array(select distinct unnest(groups || '{MasMovil}'))
    where name = 'Otra Empresa' returning id::int as id`;
  const tenant = otra!.id;
  const one = async (query: Promise<Array<{ id: number }>>) => (await query)[0]!.id;
  const ids = {
    tarifas:
      await one(sql`insert into tariffs (tenant_id, name, category, price_value, operator, segment)
      values (${tenant}, 'Tarifa otra', 'mobile_line', 10, 'YOIGO', 'PARTICULAR') returning id::int as id`),
    sva: await one(sql`insert into svas (tenant_id, name, price_value, operator, segment)
      values (${tenant}, 'SVA otra', 3, 'YOIGO', 'PARTICULAR') returning id::int as id`),
    adicionales:
      await one(sql`insert into additional_lines (tenant_id, name, price_value, base_fee, operator, segment)
      values (${tenant}, 'Línea otra', 3, 2.5, 'YOIGO', 'PARTICULAR') returning id::int as id`),
    promociones:
      await one(sql`insert into promotions (tenant_id, name, amount, amount_unit, operator)
      values (${tenant}, 'Promo otra', 5, 'MONETARY', 'YOIGO') returning id::int as id`),
    seguros: await one(sql`insert into insurances (tenant_id, name, price, operator)
      values (${tenant}, 'Seguro otra', 3, 'YOIGO') returning id::int as id`),
    gestion:
      await one(sql`insert into catalogue_procedures (tenant_id, name, operator, tipo_gestion)
      values (${tenant}, 'Gestión otra', 'YOIGO', 'ALTA') returning id::int as id`),
    origenesbd: await one(sql`insert into database_origins (tenant_id, nombre)
      values (${tenant}, 'Origen otra sin uso') returning id::int as id`),
    tipoobjetivo: await one(sql`insert into objective_types (tenant_id, nombre)
      values (${tenant}, 'Tipo otra') returning id::int as id`),
  };
  const bodies: Record<keyof typeof ids, unknown> = {
    tarifas: convergentTariff({ name: 'Tarifa otra editada' }),
    sva: { name: 'SVA otra', price_value: 4, operator: 'YOIGO', segment: 'PARTICULAR' },
    adicionales: {
      name: 'Línea otra',
      price_value: 3,
      operator: 'YOIGO',
      segment: 'PARTICULAR',
      mobile_line_info: { price: { base_fee: 2.75 } },
    },
    promociones: {
      name: 'Promo otra',
      amount: 6,
      amount_unit: 'MONETARY',
      duration: 3,
      operator: 'YOIGO',
    },
    seguros: { name: 'Seguro otra', price: 3.5, operator: 'YOIGO' },
    gestion: { name: 'Gestión otra', operator: 'YOIGO', tipo_gestion: 'BAJA' },
    origenesbd: { nombre: 'Origen otra renombrado' },
    tipoobjetivo: { nombre: 'Tipo otra renombrado' },
  };
  const [priceRow] = await sql<{ id: number }[]>`
    insert into price_history (tenant_id, content_type, object_id, price)
    values (${tenant}, 'tariff', ${ids.tarifas}, 11) returning id::int as id`;
  const [upfrontRow] = await sql<{ id: number }[]>`
    insert into upfront_history (tenant_id, upfront, content_type, object_id)
    values (${tenant}, 20, 'tariff', ${ids.tarifas}) returning id::int as id`;
  const [device] = await sql<{ id: number }[]>`
    insert into devices (tenant_id, name, brand, price, operator, devices)
    values (${tenant}, 'Móvil otra', 'Marca', 100, 'YOIGO', 3) returning id::int as id`;
  // A tariff of its own: the tariff probes above delete theirs.
  const [planTariff] = await sql<{ id: number }[]>`
    insert into tariffs (tenant_id, name, category, price_value, operator, segment)
    values (${tenant}, 'Tarifa otra con plazos', 'mobile_line', 15, 'YOIGO', 'PARTICULAR') returning id::int as id`;
  const [plan] = await sql<{ id: number }[]>`
    insert into instalments (tenant_id, device_id, tariff_id, installment_type, month_price)
    values (${tenant}, ${device!.id}, ${planTariff!.id}, 'MONTHLY', 5) returning id::int as id`;
  const writers = ['superadmin', 'admin', 'manager'] as const;
  const probes = new Map<string, CrossTenantProbe[]>();
  for (const [path, id] of Object.entries(ids) as Array<[keyof typeof ids, number]>) {
    probes.set(`PUT /api/servicios/${path}/:id`, [
      {
        method: 'PUT',
        url: `/api/servicios/${path}/${id}/`,
        payload: bodies[path],
        users: writers,
      },
    ]);
    probes.set(`DELETE /api/servicios/${path}/:id`, [
      { method: 'DELETE', url: `/api/servicios/${path}/${id}/`, users: writers },
    ]);
  }
  const history = [
    ['pricehistory', priceRow!.id, { price: 12 }],
    ['upfronts', upfrontRow!.id, { upfront: 25 }],
  ] as const;
  for (const [path, id, payload] of history) {
    probes.set(`PUT /api/servicios/${path}/:id`, [
      { method: 'PUT', url: `/api/servicios/${path}/${id}/`, payload, users: writers },
    ]);
    probes.set(`DELETE /api/servicios/${path}/:id`, [
      { method: 'DELETE', url: `/api/servicios/${path}/${id}/`, users: writers },
    ]);
  }
  const d = device!.id;
  const tp = planTariff!.id;
  const lookups: Array<[string, string]> = [
    [
      'GET /api/servicios/installments-tariff/:tariffId/:type',
      `/api/servicios/installments-tariff/${tp}/tariff`,
    ],
    [
      'GET /api/servicios/installments/:tariffId/:terminalId',
      `/api/servicios/installments/${tp}/${d}`,
    ],
    ['GET /api/servicios/installments-terminal/:id', `/api/servicios/installments-terminal/${d}/`],
  ];
  for (const [route, url] of lookups) probes.set(route, [{ method: 'GET', url }]);
  const planBody = { terminal: d, object_id: tp, month_price: 6 };
  probes.set('PUT /api/servicios/installment/:id', [
    {
      method: 'PUT',
      url: `/api/servicios/installment/${plan!.id}/`,
      payload: planBody,
      users: writers,
    },
  ]);
  probes.set('DELETE /api/servicios/installment/:id', [
    { method: 'DELETE', url: `/api/servicios/installment/${plan!.id}/`, users: writers },
  ]);
  const deviceBody = { name: 'Móvil otra', brand: 'Marca', price: 110, operator: 'YOIGO' };
  probes.set('PUT /api/servicios/terminales/:id', [
    { method: 'PUT', url: `/api/servicios/terminales/${d}/`, payload: deviceBody, users: writers },
  ]);
  probes.set('DELETE /api/servicios/terminales/:id', [
    { method: 'DELETE', url: `/api/servicios/terminales/${d}/`, users: writers },
  ]);
  // A tariff sheet import of Otra Empresa, not yet applied (decision 1509).
  const [sheet] = await sql<{ id: number }[]>`
    insert into tariff_imports (tenant_id, archivo, formato, mapeo)
    values (${tenant}, 'otra.csv', 'csv', '{"nombre":0,"operador":1,"segmento":2}'::jsonb)
    returning id::int as id`;
  await sql`insert into tariff_import_rows (tenant_id, import_id, fila, celdas)
    values (${tenant}, ${sheet!.id}, 2, array['Tarifa importada otra', 'YOIGO', 'PARTICULAR'])`;
  const sheetUrl = `/api/servicios/tarifas/importaciones/${sheet!.id}/`;
  const mapeo = { nombre: 0, operador: 1, segmento: 2 };
  for (const [method, step, payload, ownStatus] of [
    ['GET', '', undefined, 200],
    ['GET', 'filas/', undefined, 200],
    ['POST', 'analizar/', { mapeo }, 200],
    // The row has no category nor price: nothing to apply.
    ['POST', 'confirmar/', undefined, 400],
  ] as const) {
    probes.set(
      `${method} /api/servicios/tarifas/importaciones/:id${step ? `/${step.slice(0, -1)}` : ''}`,
      [{ method, url: `${sheetUrl}${step}`, payload, users: writers, ownStatus }],
    );
  }
  return probes;
}

import type postgres from 'postgres';
import type { LightMyRequestResponse } from 'fastify';
import type { DemoUser, TestApp } from '../../../../test/support/test-app';

/** Ids of the demo accounts and catalogue rows the customer tests use. */
export interface DemoIds {
  tenant: number;
  otraTenant: number;
  comercial: number;
  manager: number;
  /** A DBL commercial (tipo_comercial differs from comercial@'s TIENDA). */
  dbl: number;
  origen: number;
  procedure: number;
  procedureTipo: string;
}

export async function demoIds(sql: postgres.Sql): Promise<DemoIds> {
  const [row] = await sql<DemoIds[]>`
    select (select id::int from tenants where name = 'Demo Distribuciones') as tenant,
           (select id::int from tenants where name = 'Otra Empresa') as "otraTenant",
           (select id::int from accounts where username = 'comercial@kiwi.demo') as comercial,
           (select id::int from accounts where username = 'manager@kiwi.demo') as manager,
           (select min(a.id)::int from accounts a join tenants t on t.id = a.tenant_id
             where t.name = 'Demo Distribuciones' and a.tipo_comercial = 'DBL') as dbl,
           (select min(o.id)::int from database_origins o join tenants t on t.id = o.tenant_id
             where t.name = 'Demo Distribuciones') as origen,
           (select min(p.id)::int from catalogue_procedures p join tenants t on t.id = p.tenant_id
             where t.name = 'Demo Distribuciones') as procedure,
           (select p.tipo_gestion from catalogue_procedures p join tenants t on t.id = p.tenant_id
             where t.name = 'Demo Distribuciones' order by p.id limit 1) as "procedureTipo"`;
  return row!;
}

/** A customer inserted directly (as the admin) with what a test needs. */
export async function insertCustomerRow(
  sql: postgres.Sql,
  tenant: number,
  values: Record<string, unknown>,
): Promise<number> {
  const row = { tenant_id: tenant, ...values };
  const [inserted] = await sql<
    { id: number }[]
  >`insert into customers ${sql(row)} returning id::int`;
  return inserted!.id;
}

export function api(t: TestApp) {
  return async (
    user: DemoUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      headers: await t.authHeader(user),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

export interface ListBody {
  results: {
    id: number;
    nombre: string;
    documento: string | null;
    comercial: { id: number } | null;
  }[];
  count: number;
  current: number;
  count_estimated: boolean;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { POSTAL_CODE_MESSAGE, type TLocalidadesFromCp } from '@kiwi/domain';
import {
  createTestApp,
  DEMO_USERS,
  type DemoUser,
  type TestApp,
} from '../../../../test/support/test-app';

let t: TestApp;
let sql: postgres.Sql;

beforeAll(async () => {
  t = await createTestApp();
  sql = postgres(t.adminUrl, { max: 1 });
  const [demo] = await sql<{ tenant_id: number }[]>`
    select tenant_id::int from accounts where username = ${DEMO_USERS.comercial}`;
  const [otra] = await sql<{ tenant_id: number }[]>`
    select tenant_id::int from accounts where username = ${DEMO_USERS.otraAdmin}`;
  const add = (tenantId: number, localidad: string, cp = '29620') =>
    sql`insert into customers (tenant_id, nombre, cp, localidad) values (${tenantId}, 'Vecino', ${cp}, ${localidad})`;
  await add(demo!.tenant_id, 'El Pinillo');
  await add(demo!.tenant_id, 'El Pinillo');
  await add(demo!.tenant_id, 'La Carihuela');
  await add(demo!.tenant_id, ' MALAGA ');
  await add(demo!.tenant_id, 'Urbanización Nueva', '29999');
  await add(otra!.tenant_id, 'Solo En Otra Empresa');
});
afterAll(async () => {
  await sql?.end();
  await t?.close();
});

const ask = async (user: DemoUser, query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/utils/localidades-from-cp/?${query}`,
    headers: await t.authHeader(user),
  });

describe('GET /api/utils/localidades-from-cp/', () => {
  it('answers the province and every INE municipality, then the tenant’s own localities', async () => {
    const res = await ask('comercial', 'cp=29620');
    expect(res.statusCode).toBe(200);
    expect(res.json<TLocalidadesFromCp>()).toEqual({
      cp: '29620',
      provincia: { codigo: '29', nombre: 'Málaga' },
      localidades: [
        { nombre: 'Málaga', municipio_id: '29067', origen: 'ine' },
        { nombre: 'Torremolinos', municipio_id: '29901', origen: 'ine' },
        // most used first; 'MALAGA' is Málaga already; another tenant's never shows
        { nombre: 'El Pinillo', municipio_id: null, origen: 'clientes' },
        { nombre: 'La Carihuela', municipio_id: null, origen: 'clientes' },
      ],
    });
  });

  it('knows the province of every prefix and answers an empty list for an unknown code', async () => {
    const unknown = (await ask('manager', 'cp=28999')).json<TLocalidadesFromCp>();
    expect(unknown).toEqual({
      cp: '28999',
      provincia: { codigo: '28', nombre: 'Madrid' },
      localidades: [],
    });
    const ceuta = (await ask('manager', 'cp=51001')).json<TLocalidadesFromCp>();
    expect(ceuta.provincia.nombre).toBe('Ceuta');
    expect(ceuta.localidades.map((l) => l.nombre)).toEqual(['Ceuta']);
    const tenantOnly = (await ask('manager', 'cp=29999')).json<TLocalidadesFromCp>();
    expect(tenantOnly.localidades).toEqual([
      { nombre: 'Urbanización Nueva', municipio_id: null, origen: 'clientes' },
    ]);
  });

  it('refuses a missing or malformed postal code with a Spanish 400', async () => {
    for (const query of ['', 'cp=', 'cp=2962', 'cp=abcde', 'cp=53001', 'cp=00043', 'cp=296200']) {
      const res = await ask('comercial', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ cp: [POSTAL_CODE_MESSAGE] });
    }
  });

  it('is for users of ERP tenants, signed in', async () => {
    for (const user of ['superadmin', 'admin', 'manager', 'comercial'] as const)
      expect((await ask(user, 'cp=29620')).statusCode).toBe(200);
    expect((await ask('otraEmpleado', 'cp=29620')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/utils/localidades-from-cp/?cp=29620' }))
        .statusCode,
    ).toBe(401);
  });
});

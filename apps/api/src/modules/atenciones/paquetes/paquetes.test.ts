import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import { createAtencionesFixture, type AtencionesFixture } from '../test-fixtures';

let f: AtencionesFixture;
let minePkg: number;
let theirsPkg: number;

const packageOf = async (comercialId: number, withInfo: boolean) => {
  const [row] = await f.sql<{ id: number }[]>`
    select pk.id::int as id from packages pk join offers o on o.id = pk.offer_id
    left join package_additional_info i on i.package_id = pk.id
    where o.comercial_id = ${comercialId} and (i.id is not null) = ${withInfo}
    order by pk.id limit 1`;
  return row!.id;
};

beforeAll(async () => {
  f = await createAtencionesFixture();
  minePkg = await packageOf(f.ids.comercial, false);
  theirsPkg = await packageOf(f.colleague.alta, false);
});
afterAll(() => f?.close());

describe('GET /api/atenciones/paquete/', () => {
  it('lists packages with estado filters; a Comercial only those of their offers', async () => {
    const res = await f.call(
      'comercial',
      'GET',
      '/api/atenciones/paquete/?estado[]=VUELO&itemsPerPage=100',
    );
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      results: { estado: string; comercial: { id: number } }[];
      count: number;
    }>();
    expect(page.count).toBeGreaterThan(0);
    expect(
      page.results.every((r) => r.estado === 'VUELO' && r.comercial.id === f.ids.comercial),
    ).toBe(true);
    const none = await f.call(
      'manager',
      'GET',
      '/api/atenciones/paquete/?estado[]=SIN_ESTADO&itemsPerPage=5',
    );
    expect(
      none.json<{ results: { estado: string | null }[] }>().results.every((r) => r.estado === null),
    ).toBe(true);
  });
});

describe('PUT /api/atenciones/paquete/{id}/', () => {
  it('sets estado and order_id and answers the new estado', async () => {
    const res = await f.call('comercial', 'PUT', `/api/atenciones/paquete/${minePkg}/`, {
      estado: 'VUELO',
      order_id: 'YO-2026-000123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ estado: 'VUELO' });
    const [row] = await f.sql`select estado, order_id from packages where id = ${minePkg}`;
    expect(row).toEqual({ estado: 'VUELO', order_id: 'YO-2026-000123' });
    const [history] =
      await f.sql`select parent_table from record_history where table_name = 'packages' and record_id = ${minePkg} and action = 'UPDATE'`;
    expect(history!.parent_table).toBe('customers');
  });

  it('refuses an order id already on another package, an unknown estado; 404 on a colleague’s to a Comercial', async () => {
    const [other] =
      await f.sql`select order_id from packages where order_id is not null and id <> ${minePkg} limit 1`;
    const taken = await f.call('comercial', 'PUT', `/api/atenciones/paquete/${minePkg}/`, {
      estado: 'ACTIVO',
      order_id: other!.order_id,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      order_id: ['Este número de pedido ya está asignado a otro paquete.'],
    });
    const bad = await f.call('comercial', 'PUT', `/api/atenciones/paquete/${minePkg}/`, {
      estado: 'ENVIADO',
    });
    expect(bad.json()).toEqual({ estado: ['Estado de paquete no válido'] });
    const [row] = await f.sql`select estado from packages where id = ${minePkg}`;
    expect(row!.estado).toBe('VUELO');
    expect(
      (
        await f.call('comercial', 'PUT', `/api/atenciones/paquete/${theirsPkg}/`, {
          estado: 'ACTIVO',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await f.call('manager', 'PUT', `/api/atenciones/paquete/${theirsPkg}/`, {
          estado: 'ACTIVO',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('additional info', () => {
  const info = {
    portabilidad: true,
    operador_donante: 'Movistar',
    modalidad_donante: 'POSPAGO',
    telefono_portado: '612 345 678',
    icc: '8934041234567890123',
    titular_nombre: 'Ana López',
    titular_documento: '12345678Z',
    iban: 'ES91 2100 0418 4502 0005 1332',
  };

  it('creates, reads and replaces it, validated and normalised', async () => {
    const created = await f.call('comercial', 'POST', '/api/atenciones/additionalinfo/', {
      paquete: minePkg,
      ...info,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: number }>();
    expect(body).toMatchObject({
      paquete: minePkg,
      telefono_portado: '612345678',
      iban: 'ES9121000418450200051332',
      fecha_portabilidad: null,
    });
    const again = await f.call('comercial', 'POST', '/api/atenciones/additionalinfo/', {
      paquete: minePkg,
      ...info,
    });
    expect(again.json()).toEqual({
      paquete: ['El paquete ya tiene información adicional: edítela.'],
    });
    const replaced = await f.call(
      'comercial',
      'PUT',
      `/api/atenciones/additionalinfo/${body.id}/`,
      { portabilidad: false, icc: '89340412345678901234' },
    );
    expect(replaced.json()).toMatchObject({
      portabilidad: false,
      operador_donante: null,
      icc: '89340412345678901234',
    });
    const read = await f.call('comercial', 'GET', `/api/atenciones/additionalinfo/${body.id}/`);
    expect(read.json()).toMatchObject({ id: body.id, icc: '89340412345678901234' });
    const listed = await f.call(
      'comercial',
      'GET',
      `/api/atenciones/paquete/?order_id=YO-2026-000123`,
    );
    expect(
      listed.json<{ results: { additional_info: number }[] }>().results[0]!.additional_info,
    ).toBe(body.id);
  });

  it('refuses invalid fields in Spanish and writes nothing', async () => {
    const res = await f.call('comercial', 'POST', '/api/atenciones/additionalinfo/', {
      paquete: await packageOf(f.ids.comercial, false),
      portabilidad: true,
      iban: 'ES00 1234',
      icc: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      iban: ['IBAN no válido'],
      icc: ['ICC no válido: 19 o 20 dígitos que empiezan por 89'],
      operador_donante: ['Indique el operador donante'],
    });
  });

  it('another commercial’s package is 404 to a Comercial; another tenant’s to everyone', async () => {
    const theirsInfo = await f.call('comercial', 'POST', '/api/atenciones/additionalinfo/', {
      paquete: theirsPkg,
      portabilidad: false,
    });
    expect(theirsInfo.statusCode).toBe(404);
    const [otra] = await f.sql<{ pkg: number; info: number }[]>`
      with c as (select c.tenant_id, c.id from customers c join tenants t on t.id = c.tenant_id where t.name = 'Otra Empresa' limit 1),
      o as (insert into offers (tenant_id, customer_id, isp) select tenant_id, id, 'YOIGO' from c returning tenant_id, id),
      p as (insert into packages (tenant_id, offer_id, tipo_venta) select tenant_id, id, 'ALTA_NUEVA' from o returning tenant_id, id)
      insert into package_additional_info (tenant_id, package_id, info) select tenant_id, id, '{}' from p
      returning package_id::int as pkg, id::int as info`;
    await expectCrossTenantNotFound(f.t, [
      {
        method: 'PUT',
        url: `/api/atenciones/paquete/${otra!.pkg}/`,
        payload: { estado: 'ACTIVO', order_id: 'X-1' },
      },
      { method: 'POST', url: '/api/atenciones/additionalinfo/', payload: { paquete: otra!.pkg } },
      { method: 'GET', url: `/api/atenciones/additionalinfo/${otra!.info}/` },
      {
        method: 'PUT',
        url: `/api/atenciones/additionalinfo/${otra!.info}/`,
        payload: { portabilidad: false },
      },
    ]);
  });
});

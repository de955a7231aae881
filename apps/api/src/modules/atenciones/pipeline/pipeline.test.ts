import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCrossTenantNotFound } from '../../../../test/support/cross-tenant';
import { createAtencionesFixture, madridToday, type AtencionesFixture } from '../test-fixtures';

let f: AtencionesFixture;

/** A fresh offer atención of `comercialId` in state `estado` on a customer of their own. */
async function offerAtencion(comercialId: number, estado: number, customerState = 'POTENCIAL') {
  const [row] = await f.sql<{ id: number; customer: number }[]>`
    with c as (
      insert into customers (tenant_id, nombre, comercial_id, estado_cliente)
      select tenant_id, 'Cliente de prueba ' || gen_random_uuid(), id, ${customerState} from accounts where id = ${comercialId}
      returning tenant_id, id),
    o as (
      insert into offers (tenant_id, customer_id, comercial_id, isp, precio_total)
      select tenant_id, id, ${comercialId}, 'YOIGO', 45 from c returning tenant_id, id, customer_id),
    p as (
      insert into packages (tenant_id, offer_id, tipo_venta) select tenant_id, id, 'PORTABILIDAD' from o)
    insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo, offer_id, estado)
    select tenant_id, customer_id, ${comercialId}, 'OFERTA', id, ${estado} from o
    returning id::int as id, customer_id::int as customer`;
  return row!;
}
const customerState = async (id: number) =>
  (await f.sql`select estado_cliente from customers where id = ${id}`)[0]!.estado_cliente as string;

beforeAll(async () => {
  f = await createAtencionesFixture();
});
afterAll(() => f?.close());

const put = (user: Parameters<AtencionesFixture['call']>[0], id: number, payload: unknown) =>
  f.call(user, 'PUT', `/api/atenciones/${id}/`, payload);

describe('PUT /api/atenciones/{id}/', () => {
  it('walks an offer Pendiente → Presentada → Activada: fecha_venta set, customer CLIENTE, marked updated', async () => {
    const a = await offerAtencion(f.ids.comercial, 1);
    const sent = await put('comercial', a.id, { estado: 2, updated_on: new Date().toISOString() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ estado: 2, fechaVenta: null, is_updated: true });
    const activated = await put('comercial', a.id, {
      estado: 4,
      notas: 'Activada por el operador',
    });
    expect(activated.json()).toMatchObject({ estado: 4, notas: 'Activada por el operador' });
    expect(activated.json<{ fechaVenta: string }>().fechaVenta).toEqual(expect.any(String));
    expect(await customerState(a.customer)).toBe('CLIENTE');
    const history = await f.sql`select new_values from record_history
      where table_name = 'contact_attempts' and record_id = ${a.id} and action = 'UPDATE' order by id`;
    expect(history.map((h) => h.new_values.estado)).toEqual([2, 4]);
  });

  it('refuses a move the table does not allow, with a Spanish 400 and nothing written', async () => {
    const a = await offerAtencion(f.ids.comercial, 1);
    const res = await put('comercial', a.id, { estado: 4, notas: 'no' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ estado: ['No se puede pasar de «Pendiente» a «Activada».'] });
    const [row] =
      await f.sql`select estado, notas, is_updated from contact_attempts where id = ${a.id}`;
    expect(row).toEqual({ estado: 1, notas: null, is_updated: false });
  });

  it('lets only Managers move back; undoing the only sale makes the customer POTENCIAL again', async () => {
    const a = await offerAtencion(f.ids.comercial, 4, 'CLIENTE');
    const refused = await put('comercial', a.id, { estado: 2 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ estado: string[] }>().estado[0]).toMatch(/^Solo un Manager o superior/);
    const back = await put('manager', a.id, { estado: 2 });
    expect(back.json()).toMatchObject({ estado: 2, fechaVenta: null });
    expect(await customerState(a.customer)).toBe('POTENCIAL');
  });

  it('every pair of states answers as the table says', async () => {
    const allowedForComercial: Record<number, number[]> = {
      1: [1, 2, 5, 7],
      2: [2, 3, 4, 5, 6, 7],
      3: [3],
      4: [4],
      5: [2, 5, 7],
      6: [4, 6, 7],
      7: [7],
    };
    for (let from = 1; from <= 7; from++) {
      for (let to = 1; to <= 7; to++) {
        const a = await offerAtencion(f.ids.comercial, from);
        const res = await put('comercial', a.id, { estado: to });
        expect(res.statusCode, `${from} → ${to}`).toBe(
          allowedForComercial[from]!.includes(to) ? 200 : 400,
        );
      }
    }
  });

  it('refuses an estado on an atención without an offer; notes alone are fine', async () => {
    const [plain] = await f.sql<{ id: number }[]>`
      select id::int as id from contact_attempts where comercial_id = ${f.ids.comercial} and offer_id is null limit 1`;
    const res = await put('comercial', plain!.id, { estado: 2 });
    expect(res.json()).toEqual({
      estado: ['Esta atención no lleva una oferta: no tiene estado de venta.'],
    });
    const notes = await put('comercial', plain!.id, { notas: 'Corregido' });
    expect(notes.json()).toMatchObject({ notas: 'Corregido', is_updated: true });
  });

  it('hides another commercial’s atención from a Comercial (404)', async () => {
    const theirs = await offerAtencion(f.colleague.alta, 1);
    expect((await put('comercial', theirs.id, { estado: 2 })).statusCode).toBe(404);
    expect((await f.call('comercial', 'DELETE', `/api/atenciones/${theirs.id}/`)).statusCode).toBe(
      404,
    );
    expect((await put('manager', theirs.id, { estado: 2 })).statusCode).toBe(200);
  });
});

describe('DELETE /api/atenciones/{id}/', () => {
  it('deletes an atención with its follow-up', async () => {
    const [a] = await f.sql<{ id: number; schedule: number }[]>`
      select id::int as id, schedule_id::int as schedule from contact_attempts
      where comercial_id = ${f.ids.comercial} and schedule_id is not null limit 1`;
    const res = await f.call('comercial', 'DELETE', `/api/atenciones/${a!.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Atención eliminada con éxito' });
    expect(await f.sql`select 1 from contact_attempts where id = ${a!.id}`).toHaveLength(0);
    expect(await f.sql`select 1 from schedules where id = ${a!.schedule}`).toHaveLength(0);
  });

  it('deleting the only sale takes the customer back to POTENCIAL, offer and packages gone', async () => {
    const a = await offerAtencion(f.ids.comercial, 4, 'CLIENTE');
    const [offer] = await f.sql`select offer_id::int as o from contact_attempts where id = ${a.id}`;
    expect((await f.call('manager', 'DELETE', `/api/atenciones/${a.id}/`)).statusCode).toBe(200);
    expect(await customerState(a.customer)).toBe('POTENCIAL');
    expect(await f.sql`select 1 from packages where offer_id = ${offer!.o}`).toHaveLength(0);
  });
});

describe('GET /api/atenciones/', () => {
  type Page = {
    results: {
      estado: number | null;
      tipo: string;
      oferta: { isp: string } | null;
      comercial: { id: number } | null;
      gestion: unknown;
    }[];
    count: number;
  };
  it('lists the offers pipeline with bracket filters, paged', async () => {
    const res = await f.call(
      'manager',
      'GET',
      '/api/atenciones/?estado[]=1&estado[]=2&tipoOferta[]=PORTABILIDAD&operator=YOIGO&itemsPerPage=10',
    );
    expect(res.statusCode).toBe(200);
    const page = res.json<Page>();
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.length).toBeLessThanOrEqual(10);
    expect(page.results.every((r) => [1, 2].includes(r.estado!) && r.oferta?.isp === 'YOIGO')).toBe(
      true,
    );
    const [expected] = await f.sql<{ n: number }[]>`
      select count(*)::int as n from contact_attempts a join offers o on o.id = a.offer_id
      where a.tenant_id = (select tenant_id from accounts where id = ${f.ids.manager}) and a.estado in (1, 2) and o.isp = 'YOIGO'
        and exists (select 1 from packages pk where pk.offer_id = o.id and pk.tipo_venta = 'PORTABILIDAD')`;
    expect(res.json()).toMatchObject({ count: expected!.n, count_estimated: false });
    const today = madridToday();
    const updated = await f.call(
      'manager',
      'GET',
      `/api/atenciones/?updated_on[]=${today}&updated_on[]=${today}`,
    );
    expect(updated.statusCode).toBe(200);
  });

  it('lists the gestiones with filtrar=gestiones; a Comercial only their own', async () => {
    const res = await f.call(
      'comercial',
      'GET',
      '/api/atenciones/?filtrar=gestiones&itemsPerPage=100',
    );
    const page = res.json<Page>();
    expect(page.count).toBeGreaterThan(0);
    expect(
      page.results.every(
        (r) => r.tipo === 'GESTION' && r.gestion !== null && r.comercial?.id === f.ids.comercial,
      ),
    ).toBe(true);
  });

  it('filters the gestiones by the procedure type (tipoGestion[])', async () => {
    const [kind] = await f.sql<{ tipo: string; n: number }[]>`
      select cp.tipo_gestion as tipo, count(*)::int as n from contact_attempts a
      join customer_procedures p on p.id = a.procedure_id
      join catalogue_procedures cp on cp.id = p.procedure_id
      where a.tenant_id = (select tenant_id from accounts where id = ${f.ids.manager}) and a.tipo = 'GESTION'
      group by 1 order by 2 desc limit 1`;
    const res = await f.call(
      'manager',
      'GET',
      `/api/atenciones/?filtrar=gestiones&tipoGestion[]=${encodeURIComponent(kind!.tipo)}&itemsPerPage=200`,
    );
    const page = res.json<Page & { count_estimated: boolean }>();
    expect(page).toMatchObject({ count: kind!.n, count_estimated: false });
    expect(
      page.results.every(
        (r) => (r.gestion as { tipo_gestion: string }).tipo_gestion === kind!.tipo,
      ),
    ).toBe(true);
  });

  it('refuses bad filters with a Spanish 400', async () => {
    const res = await f.call('manager', 'GET', '/api/atenciones/?estado[]=0&filtrar=todo');
    expect(res.statusCode).toBe(400);
  });

  it('another tenant’s atenciones are 404 on every route', async () => {
    const [otra] = await f.sql<{ id: number }[]>`
      insert into contact_attempts (tenant_id, customer_id, comercial_id, tipo)
      select c.tenant_id, c.id, ${f.ids.otraEmpleado}, 'CONTACTO'
      from customers c join tenants t on t.id = c.tenant_id where t.name = 'Otra Empresa' limit 1
      returning id::int as id`;
    await expectCrossTenantNotFound(f.t, [
      { method: 'PUT', url: `/api/atenciones/${otra!.id}/`, payload: { notas: 'x' } },
      { method: 'DELETE', url: `/api/atenciones/${otra!.id}/` },
      { method: 'GET', url: `/api/atenciones/entradas/${otra!.id}/` },
    ]);
  });
});

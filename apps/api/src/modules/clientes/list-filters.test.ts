import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  api,
  demoIds,
  insertCustomerRow,
  type DemoIds,
  type ListBody,
} from './entradas/customers.test-support';

/**
 * Every filter of spec §3 "Customer query filters" (and the search) on three fixture
 * customers that share a name token: A matches every filter, B none, C is 'Por asignar'.
 * Each case asserts one that is included and one that is excluded.
 */
let t: TestApp;
let sql: postgres.Sql;
let ids: DemoIds;
let call: ReturnType<typeof api>;
const fx = { a: 0, b: 0, c: 0 };
let offerA = 0;
const TOKEN = 'Zyxfixture';

beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  sql = postgres(t.adminUrl, { max: 1 });
  ids = await demoIds(sql);
  const tenant = ids.tenant;
  fx.a = await insertCustomerRow(sql, tenant, {
    nombre: `${TOKEN} Ana Incluida`,
    documento: '12345678Z',
    tipo_documento: 'DNI',
    telefonos_contacto: ['+34611222333'],
    email: 'ana.fixture@example.es',
    direccion: 'Calle Zafiro 12',
    cp: '28013',
    localidad: 'Alcobendas Pruebas',
    fecha_contacto: new Date('2025-03-15T10:00:00Z'),
    updated_at: new Date('2025-03-20T10:00:00Z'),
    origen_bbdd_id: ids.origen,
    segmento: 'NEGOCIOS',
    comercial_id: ids.dbl,
    isp_actual: 'DIGI',
    razon_no_interesado: 'Precio muy alto',
    notas: 'Cliente VIP',
    estado_cliente: 'CLIENTE',
  });
  fx.b = await insertCustomerRow(sql, tenant, {
    nombre: `${TOKEN} Bruno Excluido`,
    documento: 'X1234567L',
    tipo_documento: 'NIE',
    telefonos_contacto: ['+34622333444'],
    email: 'bruno@otro.es',
    direccion: 'Avenida Sol 3',
    cp: '08001',
    localidad: 'Badalona Pruebas',
    fecha_contacto: new Date('2024-01-10T10:00:00Z'),
    updated_at: new Date('2024-01-11T10:00:00Z'),
    segmento: 'PARTICULAR',
    comercial_id: ids.comercial,
    isp_actual: 'MOVISTAR',
    estado_cliente: 'POTENCIAL',
  });
  fx.c = await insertCustomerRow(sql, tenant, {
    nombre: `${TOKEN} Carla Por Asignar`,
    telefonos_contacto: [],
    updated_at: new Date('2023-06-01T10:00:00Z'),
  });
  const [offer] = await sql<{ id: number }[]>`
    insert into offers (tenant_id, customer_id, isp) values (${tenant}, ${fx.a}, 'YOIGO') returning id::int`;
  offerA = offer!.id;
  await sql`insert into packages (tenant_id, offer_id, tipo_venta) values (${tenant}, ${offerA}, 'PORTABILIDAD')`;
  await sql`insert into contact_attempts (tenant_id, customer_id, tipo, offer_id, estado, fecha_contacto, fecha_venta)
    values (${tenant}, ${fx.a}, 'OFERTA', ${offerA}, 4, '2025-04-01T09:00:00Z', '2025-04-02T09:00:00Z'),
           (${tenant}, ${fx.b}, 'OFERTA', null, 1, '2024-01-10T10:00:00Z', null)`;
  await sql`insert into customer_procedures (tenant_id, customer_id, procedure_id) values (${tenant}, ${fx.a}, ${ids.procedure})`;
  await sql`insert into schedules (tenant_id, customer_id, fecha_agendado) values (${tenant}, ${fx.a}, '2025-05-05T10:00:00Z')`;
  await sql`insert into no_interest_outcomes (tenant_id, customer_id, razon, tipo) values (${tenant}, ${fx.a}, 'ZYX_PRECIO', 'ZYX_SALIENTE')`;
  await sql`insert into customer_notes (tenant_id, customer_id, nota) values (${tenant}, ${fx.a}, 'Habla con el gerente Zyxnota')`;
  await sql`insert into customer_contracts (tenant_id, customer_id, isp, estado_servicio, segment, tariff_category,
      services, permanence_ending, service_state, package_id, sfid)
    values (${tenant}, ${fx.a}, 'ZYXISP', 'ZYX_ACTIVO', 'ZYXSEG', 'zyx_convergent', '{ZYXFIBRA,ZYXMOVIL}',
      '2031-06-30', 'ZYX_ACTIVA', 'PKG-ZYX-1', 'SF-ZYX-1'),
           (${tenant}, ${fx.b}, 'ORANGE', 'BAJA', 'PARTICULAR', 'mobile_line', '{ZYXTV}', '2031-01-01',
      'CORTADA', 'PKG-OTRO', 'SF-OTRO')`;
});

afterAll(async () => {
  await sql?.end();
  await t?.close();
});

/** The ids the list answers for `query`, narrowed to a test's fixtures by `base`. */
async function matching(query: string, base = `search=${TOKEN}`): Promise<number[]> {
  const res = await call(
    'manager',
    'GET',
    `/api/clientes/entradas/?${base}&itemsPerPage=100&${query}`,
  );
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  return res.json<ListBody>().results.map((r) => r.id);
}

// [query, included fixture, excluded fixture]
const CASES: [string, keyof typeof fx, keyof typeof fx][] = [
  ['nombre=ana%20inc', 'a', 'b'],
  ['lastname=incluida', 'a', 'b'],
  ['documento=12345678z', 'a', 'b'],
  ['documento=1234', 'a', 'b'],
  ['tipo_documento=DNI', 'a', 'b'],
  ['telefono=611%20222%20333', 'a', 'b'],
  ['telefono=%2B34611222333', 'a', 'b'],
  ['telefono=222333', 'a', 'b'],
  ['estadoCliente=CLIENTE', 'a', 'b'],
  ['estadoOferta[]=4&estadoOferta[]=6', 'a', 'b'],
  ['estadoOferta[]=1', 'b', 'a'],
  ['tipoOferta[]=PORTABILIDAD', 'a', 'b'],
  ['tipoGestion[]=__TIPO__', 'a', 'b'],
  ['email=ANA.FIXTURE', 'a', 'b'],
  ['direccion=zafiro', 'a', 'b'],
  ['cp=28013', 'a', 'b'],
  ['cp=280', 'a', 'b'],
  ['localidad=alcobendas', 'a', 'b'],
  ['fecha_contacto[]=2025-03-15&fecha_contacto[]=2025-03-15', 'a', 'b'],
  ['fecha_contacto[]=2024-01-01&fecha_contacto[]=2024-01-31', 'b', 'a'],
  ['updated_on[]=2025-03-01&updated_on[]=2025-03-31', 'a', 'b'],
  ['updated_on[]=2025-03-20T09:00:00Z&updated_on[]=2025-03-20T11:00:00Z', 'a', 'b'],
  ['origenBbdd[]=__ORIGEN__', 'a', 'b'],
  ['segmento=NEGOCIOS', 'a', 'b'],
  ['comercial=__DBL__', 'a', 'b'],
  ['comercial=null', 'c', 'a'],
  ['tipo_comercial=DBL', 'a', 'b'],
  ['ispActual=DIGI', 'a', 'b'],
  ['fecha_agendado[]=2025-05-05&fecha_agendado[]=2025-05-06', 'a', 'b'],
  ['fecha_venta[]=2025-04-01&fecha_venta[]=2025-04-30', 'a', 'b'],
  ['oferta[]=__OFERTA__', 'a', 'b'],
  ['razon_no_interesado=muy%20alto', 'a', 'b'],
  ['notes=vip', 'a', 'b'],
  ['notes=zyxnota', 'a', 'b'],
  ['opciones_tipo_llamada=ZYX_SALIENTE', 'a', 'b'],
  ['opciones_no_interesado=ZYX_PRECIO', 'a', 'b'],
  ['contractIsp=ZYXISP', 'a', 'b'],
  ['estadoServicio=ZYX_ACTIVO', 'a', 'b'],
  ['contractSegment=ZYXSEG', 'a', 'b'],
  ['contractTariffCategory=zyx_convergent', 'a', 'b'],
  ['contractServices[]=ZYXFIBRA', 'a', 'b'],
  ['notContractServices[]=ZYXTV', 'a', 'b'],
  ['contractPermanenceEnding[]=2031-06-01&contractPermanenceEnding[]=2031-06-30', 'a', 'b'],
  ['contractServiceState=ZYX_ACTIVA', 'a', 'b'],
  ['contractPackageId=PKG-ZYX-1', 'a', 'b'],
  ['contractSfid=SF-ZYX-1', 'a', 'b'],
];

describe('GET /api/clientes/entradas/ filters', () => {
  it('covers all 37 filters of the spec', () => {
    const names = new Set(CASES.map(([q]) => q.split('=')[0]!.replace('[]', '')));
    expect(names.size).toBe(37);
  });

  it.each(CASES)('%s includes one fixture and excludes the other', async (query, inc, exc) => {
    const q = query
      .replace('__TIPO__', ids.procedureTipo)
      .replace('__ORIGEN__', String(ids.origen))
      .replace('__DBL__', String(ids.dbl))
      .replace('__OFERTA__', String(offerA));
    const found = await matching(q);
    expect(found).toContain(fx[inc]);
    expect(found).not.toContain(fx[exc]);
  });

  it('search finds by name, document start and phone', async () => {
    const search = async (term: string) => {
      const res = await call(
        'manager',
        'GET',
        `/api/clientes/entradas/?search=${encodeURIComponent(term)}`,
      );
      return res.json<ListBody>().results.map((r) => r.id);
    };
    expect(await search('bruno excl')).toEqual([fx.b]);
    expect(await search('X1234567')).toContain(fx.b);
    expect(await search('622 333 444')).toEqual([fx.b]);
  });

  it('empty values and empty arrays are ignored', async () => {
    const found = await matching('nombre=&estadoOferta[]=&documento=%20');
    expect(found.sort()).toEqual([fx.a, fx.b, fx.c].sort());
  });

  it('refuses malformed filters with Spanish field errors', async () => {
    const bad = async (query: string) => {
      const res = await call('manager', 'GET', `/api/clientes/entradas/?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json<Record<string, string[]>>();
    };
    expect(await bad('fecha_contacto[]=2025-01-01')).toHaveProperty('fecha_contacto');
    expect(await bad('estadoOferta[]=9')).toHaveProperty('estadoOferta.0');
    expect(await bad('origenBbdd[]=abc')).toHaveProperty('origenBbdd.0');
    expect(await bad('desconocido=1')).toEqual({ desconocido: ['Campo no permitido.'] });
    expect(await bad('itemsPerPage=101')).toHaveProperty('itemsPerPage');
    expect(await bad('ordering=password')).toEqual({ ordering: ['Orden no válido'] });
  });
});

describe('accent- and case-insensitive text filters (decision 1111)', () => {
  const ACCENTS = 'Zyxacentos';
  const ax = { garcia: 0, garces: 0 };

  beforeAll(async () => {
    ax.garcia = await insertCustomerRow(sql, ids.tenant, {
      nombre: `${ACCENTS} María García Pérez`,
      direccion: 'Avenida de la Constitución 5',
      localidad: 'Málaga',
    });
    ax.garces = await insertCustomerRow(sql, ids.tenant, {
      nombre: `${ACCENTS} Mario Garcés Pardo`,
      direccion: 'Calle Consolación 7',
      localidad: 'Malagón',
    });
  });

  const found = (query: string) => matching(query, `lastname=${ACCENTS}`);

  // [query, included, excluded]
  const ACCENT_CASES: [string, keyof typeof ax, keyof typeof ax][] = [
    ['nombre=garcia', 'garcia', 'garces'],
    ['nombre=GARC%C3%8DA', 'garcia', 'garces'],
    ['nombre=garc%C3%A9s', 'garces', 'garcia'],
    ['search=p%C3%A9rez', 'garcia', 'garces'],
    ['search=maria%20garcia', 'garcia', 'garces'],
    ['localidad=malaga', 'garcia', 'garces'],
    ['localidad=MALAG%C3%93N', 'garces', 'garcia'],
    ['direccion=constitucion', 'garcia', 'garces'],
    ['direccion=consolaci%C3%B3n', 'garces', 'garcia'],
  ];

  it.each(ACCENT_CASES)('%s includes one and excludes the other', async (query, inc, exc) => {
    const ids = await found(query);
    expect(ids).toContain(ax[inc]);
    expect(ids).not.toContain(ax[exc]);
  });

  it('still reads % and _ in the text as themselves', async () => {
    expect(await found('nombre=garc%25a')).toEqual([]);
    expect(await found('nombre=garc_a')).toEqual([]);
  });
});

describe('sorting and paging', () => {
  const names = async (query: string) => {
    const res = await call('manager', 'GET', `/api/clientes/entradas/?search=${TOKEN}&${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<ListBody>();
  };

  it('sorts by a visible column both ways, nulls last', async () => {
    expect((await names('ordering=nombre')).results.map((r) => r.id)).toEqual([fx.a, fx.b, fx.c]);
    expect((await names('ordering=-nombre')).results.map((r) => r.id)).toEqual([fx.c, fx.b, fx.a]);
    expect((await names('ordering=fechaContacto')).results.map((r) => r.id)).toEqual([
      fx.b,
      fx.a,
      fx.c,
    ]);
    expect((await names('ordering=-fechaContacto')).results.map((r) => r.id)).toEqual([
      fx.a,
      fx.b,
      fx.c,
    ]);
  });

  it('defaults to the most recently updated first', async () => {
    expect((await names('')).results.map((r) => r.id)).toEqual([fx.a, fx.b, fx.c]);
  });

  it('breaks ties by id, so pages never overlap', async () => {
    const res = await call(
      'manager',
      'GET',
      '/api/clientes/entradas/?ordering=segmento&itemsPerPage=100',
    );
    const first = res.json<ListBody>();
    const second = await call(
      'manager',
      'GET',
      '/api/clientes/entradas/?ordering=segmento&itemsPerPage=100&page=2',
    );
    const ids1 = first.results.map((r) => r.id);
    const ids2 = second.json<ListBody>().results.map((r) => r.id);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    expect(first.count).toBeGreaterThan(200);
  });

  it('sorts by every sortable column without error', async () => {
    for (const field of [
      'id',
      'documento',
      'localidad',
      'cp',
      'comercial',
      'origenBbdd',
      'ispActual',
      'estadoCliente',
      'updated_on',
      'lastAtencion',
      'nextAgendado',
    ]) {
      for (const dir of ['', '-']) {
        const res = await call('manager', 'GET', `/api/clientes/entradas/?ordering=${dir}${field}`);
        expect(res.statusCode, field).toBe(200);
      }
    }
  });

  it('pages with itemsPerPage and answers "Página inválida." past the end', async () => {
    const p2 = await names('itemsPerPage=1&page=2&ordering=nombre');
    expect(p2).toMatchObject({ count: 3, current: 2, count_estimated: false });
    expect(p2.results.map((r) => r.id)).toEqual([fx.b]);
    const past = await call(
      'manager',
      'GET',
      `/api/clientes/entradas/?search=${TOKEN}&itemsPerPage=1&page=4`,
    );
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Página inválida.' });
  });

  it('pages 25 by default', async () => {
    const res = await call('manager', 'GET', '/api/clientes/entradas/');
    expect(res.json<ListBody>().results).toHaveLength(25);
  });

  it('each row carries what the table shows', async () => {
    const res = await call(
      'manager',
      'GET',
      `/api/clientes/entradas/?search=${TOKEN}&ordering=nombre`,
    );
    const [a] = res.json<{ results: Record<string, unknown>[] }>().results;
    expect(a).toMatchObject({
      id: fx.a,
      documento: '12345678Z',
      telefonosContacto: ['+34611222333'],
      localidad: 'Alcobendas Pruebas',
      comercial: { id: ids.dbl, nombre: expect.any(String) },
      origenBbdd: { id: ids.origen, nombre: expect.any(String) },
      segmento: 'NEGOCIOS',
      ispActual: 'DIGI',
      lastAtencion: {
        tipo: 'OFERTA',
        estado: { value: 4, label: 'Activada', color: 'success', icon: 'circle-check' },
        fechaContacto: '2025-04-01T09:00:00.000Z',
      },
      nextAgendado: { fechaAgendado: '2025-05-05T10:00:00.000Z' },
    });
  });
});

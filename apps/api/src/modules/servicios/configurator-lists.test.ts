import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { CATALOGUE_VERSIONED_TABLES } from '@kiwi/db/schema';
import { createTestApp, type DemoUser, type TestApp } from '../../../test/support/test-app';

/**
 * The five lists the offer configurator reads (decision 1508): ETag, 304, and the cache of
 * serialised answers, on real PostgreSQL with row-level security.
 */
let t: TestApp;
let admin: postgres.Sql;
let app: postgres.Sql;
let demoId: number;

const FILTERS = 'default=1&is_active=1&operator=YOIGO&segment=PARTICULAR';
const LISTS = ['tarifas', 'sva', 'adicionales', 'promociones', 'terminales'] as const;
const url = (list: string, filters = FILTERS) => `/api/servicios/${list}/?${filters}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = postgres(t.adminUrl, { max: 1, onnotice: () => {} });
  app = postgres(t.config.DATABASE_URL, { max: 1, onnotice: () => {} });
  const [demo] = await admin<{ id: number }[]>`
    select id::int from tenants where name = 'Demo Distribuciones'`;
  demoId = demo!.id;
});
afterAll(async () => {
  await app?.end();
  await admin?.end();
  await t?.close();
});

async function get(user: DemoUser, path: string, ifNoneMatch?: string) {
  return t.app.inject({
    method: 'GET',
    url: path,
    headers: {
      ...(await t.authHeader(user)),
      ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
    },
  });
}

const etagOf = async (list: string, user: DemoUser = 'comercial') => {
  const res = await get(user, url(list));
  expect(res.statusCode).toBe(200);
  return String(res.headers.etag);
};
const allEtags = () => Promise.all(LISTS.map((list) => etagOf(list)));

/** A statement as kiwi_app in Demo Distribuciones (what any code path of the API could send). */
const asApp = (statement: (tx: postgres.TransactionSql) => Promise<unknown>) =>
  app.begin(async (tx) => {
    await tx`select set_config('app.tenant_id', ${String(demoId)}, true)`;
    return statement(tx);
  });

describe.each(LISTS)('GET /api/servicios/%s/ (configurator list)', (list) => {
  it('answers with a strong ETag and private, no-cache, for a Comercial', async () => {
    const res = await get('comercial', url(list));
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json<{ results: unknown[] }>().results.length).toBeGreaterThan(0);
  });

  it('answers 304 without a body to a repeat with If-None-Match, W/ too', async () => {
    const first = await get('comercial', url(list));
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"otro", ${etag}`]) {
      const again = await get('comercial', url(list), header);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
    }
    const other = await get('comercial', url(list), '"otro"');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('has one ETag per answer: another filter is another ETag', async () => {
    const a = await get('comercial', url(list));
    const b = await get('comercial', url(list, 'default=1&is_active=1&operator=MASMOVIL'));
    expect(b.headers.etag).not.toBe(a.headers.etag);
    const paged = await get('comercial', url(list, 'is_active=1&operator=YOIGO&page=1'));
    expect(paged.headers.etag).not.toBe(a.headers.etag);
  });
});

describe('the ETag follows every write that feeds the lists', () => {
  /** One real write per table the lists read, as kiwi_app (RLS): one row touched. */
  const WRITES: Array<[table: string, write: (tx: postgres.TransactionSql) => Promise<unknown>]> =
    CATALOGUE_VERSIONED_TABLES.map((table) => [
      table,
      (tx) =>
        tx.unsafe(
          `update ${table} set tenant_id = tenant_id where ctid = (select ctid from ${table} limit 1)`,
        ),
    ]);

  it.each(WRITES)(
    'a raw SQL update of %s as kiwi_app gives all five lists a new ETag',
    async (_table, write) => {
      const before = await allEtags();
      const result = (await asApp(write)) as { count: number };
      expect(result.count).toBe(1);
      const after = await allEtags();
      for (const [i, etag] of after.entries()) expect(etag).not.toBe(before[i]);
    },
  );

  it('an edit through the API changes the ETag and the cached answer shows the new price', async () => {
    const list = await get('comercial', url('sva'));
    const sva = list.json<{ results: Array<Record<string, unknown> & { id: number }> }>()
      .results[0]!;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/servicios/sva/${sva.id}/`,
      headers: await t.authHeader('manager'),
      payload: {
        name: sva['name'],
        price_value: 77.7,
        operator: sva['operator'],
        segment: sva['segment'],
        permanence: sva['permanence'],
        is_active: true,
      },
    });
    expect(edited.statusCode).toBe(200);
    const after = await get('comercial', url('sva'), String(list.headers.etag));
    expect(after.statusCode).toBe(200);
    const row = after.json<{ results: Array<{ id: number; price_value: string }> }>().results;
    expect(row.find((r) => r.id === sva.id)?.price_value).toBe('77.70');
  });

  it('a write that is rolled back keeps the ETag', async () => {
    const before = await etagOf('tarifas');
    await asApp(async (tx) => {
      await tx`update tariffs set color = '#123456' where ctid = (select ctid from tariffs limit 1)`;
      throw new Error('rollback');
    }).catch(() => undefined);
    expect(await etagOf('tarifas')).toBe(before);
  });

  it('a scheduled price coming into force changes the ETag and the price, with no write', async () => {
    const [sva] = (await asApp(
      (tx) => tx<{ id: number }[]>`
        select id::int from svas where operator = 'YOIGO' and segment = 'PARTICULAR' and is_active
        order by name, id limit 1`,
    )) as Array<{ id: number }>;
    await asApp(
      (tx) => tx`
        insert into price_history (tenant_id, content_type, object_id, price, valid_from)
        values (${demoId}, 'sva', ${sva!.id}, 12.34, now() + interval '3 seconds')`,
    );
    const scheduled = await get('comercial', url('sva'));
    const before = scheduled.json<{ results: Array<{ id: number; price_value: string }> }>();
    expect(before.results.find((r) => r.id === sva!.id)?.price_value).not.toBe('12.34');
    await new Promise((resolve) => setTimeout(resolve, 3200));
    const inForce = await get('comercial', url('sva'), String(scheduled.headers.etag));
    expect(inForce.statusCode).toBe(200);
    const after = inForce.json<{ results: Array<{ id: number; price_value: string }> }>();
    expect(after.results.find((r) => r.id === sva!.id)?.price_value).toBe('12.34');
  });
});

describe('tenants, roles and groups', () => {
  it('never shares an answer or an ETag between tenants', async () => {
    // Otra Empresa becomes a MasMovil distributor with a catalogue of its own.
    await admin`update tenants set groups = groups || '{MasMovil}' where name = 'Otra Empresa'`;
    await admin`
      insert into tariffs (tenant_id, name, category, price_value, operator, segment)
      select id, 'Tarifa solo de Otra', 'mobile_line', 9, 'YOIGO', 'PARTICULAR'
      from tenants where name = 'Otra Empresa'`;
    try {
      const demo = await get('comercial', url('tarifas'));
      const otra = await get('otraEmpleado', url('tarifas'), String(demo.headers.etag));
      expect(otra.statusCode).toBe(200);
      expect(otra.headers.etag).not.toBe(demo.headers.etag);
      const names = otra.json<{ results: Array<{ name: string }> }>().results.map((r) => r.name);
      expect(names).toEqual(['Tarifa solo de Otra']);
      const demoAgain = await get('comercial', url('tarifas'));
      expect(demoAgain.body).toBe(demo.body);
    } finally {
      await admin`update tenants set groups = array_remove(groups, 'MasMovil') where name = 'Otra Empresa'`;
    }
  });

  it('refuses a tenant without the group, even with a matching ETag', async () => {
    await admin`update tenants set groups = groups || '{MasMovil}' where name = 'Otra Empresa'`;
    let etag: string;
    try {
      etag = String((await get('otraEmpleado', url('terminales'))).headers.etag);
    } finally {
      await admin`update tenants set groups = array_remove(groups, 'MasMovil') where name = 'Otra Empresa'`;
    }
    expect((await get('otraEmpleado', url('terminales'), etag)).statusCode).toBe(403);
  });

  it('refuses a blocked account with 401, even with a matching ETag', async () => {
    const { access } = await t.login('comercial');
    const headers = { authorization: `Bearer ${access}` };
    const first = await t.app.inject({ method: 'GET', url: url('tarifas'), headers });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: url('tarifas'),
      headers: { ...headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await admin`update accounts set estado = 'BAJA' where username = 'comercial@kiwi.demo'`;
    try {
      const refused = await t.app.inject({
        method: 'GET',
        url: url('tarifas'),
        headers: { ...headers, 'if-none-match': etag },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers.etag).toBeUndefined();
    } finally {
      await admin`update accounts set estado = 'ALTA' where username = 'comercial@kiwi.demo'`;
    }
  });
});

describe('without the cache of answers (CATALOGUE_LIST_CACHE_MB=0)', () => {
  it('answers the same bodies and ETags, reading the list every time', async () => {
    const bare = await createTestApp({ CATALOGUE_LIST_CACHE_MB: '0' });
    try {
      const headers = await bare.authHeader('comercial');
      const first = await bare.app.inject({ method: 'GET', url: url('tarifas'), headers });
      const second = await bare.app.inject({ method: 'GET', url: url('tarifas'), headers });
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      const revalidated = await bare.app.inject({
        method: 'GET',
        url: url('tarifas'),
        headers: { ...headers, 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    } finally {
      await bare.close();
    }
  });
});

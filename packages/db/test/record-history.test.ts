import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, withTenant } from '../src/index';
import type { KiwiDbHandle } from '../src/index';
import { customers } from '../src/schema/index';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { actAs, historyOf, lastHistoryId } from './history-helpers';
import { asTenant, connect, sqlState } from './helpers';

let db: TestDatabase;
let admin: ReturnType<typeof connect>;
let app: ReturnType<typeof connect>;
let handle: KiwiDbHandle;
let demo: number;
let otra: number;
let comercial: number;
let manager: number;

beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
  admin = connect(db.adminUrl);
  app = connect(db.appUrl);
  handle = createDb(db.appUrl, { max: 2 });
  const tenants = await admin<{ id: number; name: string }[]>`select id::int, name from tenants`;
  demo = tenants.find((t) => t.name === 'Demo Distribuciones')?.id ?? 0;
  otra = tenants.find((t) => t.name === 'Otra Empresa')?.id ?? 0;
  const accounts = await admin<{ id: number; username: string }[]>`
    select id::int, username from accounts where username in ('comercial@kiwi.demo', 'manager@kiwi.demo')`;
  comercial = accounts.find((a) => a.username === 'comercial@kiwi.demo')?.id ?? 0;
  manager = accounts.find((a) => a.username === 'manager@kiwi.demo')?.id ?? 0;
});
afterAll(async () => {
  await handle.close();
  await app.end();
  await admin.end();
  await db.drop();
});

/** A new demo customer created by kiwi_app as `comercial`, through the API's withTenant. */
async function newCustomer(nombre: string): Promise<number> {
  const [row] = await withTenant(
    handle.db,
    demo,
    (tx) =>
      tx
        .insert(customers)
        .values({
          tenantId: demo,
          nombre,
          telefonosContacto: ['600111222'],
          comercialId: comercial,
        })
        .returning({ id: customers.id }),
    { accountId: comercial, route: 'POST /api/clientes/entradas/' },
  );
  return row?.id ?? 0;
}

describe('what the trigger records', () => {
  it('an insert, an update and a delete made through withTenant, with account and route', async () => {
    const id = await newCustomer('Lucía Historia');
    const route = 'PUT /api/clientes/entradas/:id/';
    await withTenant(
      handle.db,
      demo,
      (tx) =>
        tx
          .update(customers)
          .set({ nombre: 'Lucía Historia Pérez', email: 'lucia@example.es', updatedAt: new Date() })
          .where(eq(customers.id, id)),
      { accountId: manager, route },
    );
    await withTenant(handle.db, demo, (tx) => tx.delete(customers).where(eq(customers.id, id)), {
      accountId: manager,
      route: 'DELETE /api/clientes/entradas/:id/',
    });

    const rows = await historyOf(admin, 'customers', id);
    expect(rows.map((r) => [r.action, r.account_id, r.route, r.db_user, r.tenant_id])).toEqual([
      ['INSERT', comercial, 'POST /api/clientes/entradas/', 'kiwi_app', demo],
      ['UPDATE', manager, route, 'kiwi_app', demo],
      ['DELETE', manager, 'DELETE /api/clientes/entradas/:id/', 'kiwi_app', demo],
    ]);
    const [created, updated, deleted] = rows;
    // INSERT: the initial non-null values, without the noise columns.
    expect(created?.old_values).toBeNull();
    expect(created?.new_values).toEqual({
      nombre: 'Lucía Historia',
      telefonos_contacto: ['600111222'],
      comercial_id: comercial,
      estado_cliente: 'POTENCIAL',
    });
    // UPDATE: only what changed (updated_at is noise), old and new, null included.
    expect(updated?.old_values).toEqual({ nombre: 'Lucía Historia', email: null });
    expect(updated?.new_values).toEqual({
      nombre: 'Lucía Historia Pérez',
      email: 'lucia@example.es',
    });
    // DELETE: the last non-null values.
    expect(deleted?.new_values).toBeNull();
    expect(deleted?.old_values).toMatchObject({
      nombre: 'Lucía Historia Pérez',
      email: 'lucia@example.es',
    });
  });

  it('a raw SQL UPDATE run as kiwi_app is recorded like an API write', async () => {
    const id = await newCustomer('Raw SQL');
    await asTenant(app, demo, async (tx) => {
      await actAs(tx, demo, manager, 'job:manual-fix');
      await tx`update customers set localidad = 'Zamora' where id = ${id}`;
    });
    const rows = await historyOf(admin, 'customers', id);
    expect(rows.at(-1)).toMatchObject({
      action: 'UPDATE',
      account_id: manager,
      route: 'job:manual-fix',
      db_user: 'kiwi_app',
      old_values: { localidad: null },
      new_values: { localidad: 'Zamora' },
    });
  });

  it('writes nothing for an UPDATE that changes no tracked column', async () => {
    const id = await newCustomer('Sin cambios');
    const before = await lastHistoryId(admin);
    await asTenant(app, demo, async (tx) => {
      await actAs(tx, demo, comercial, 'PUT /api/clientes/entradas/:id/');
      await tx`update customers set nombre = nombre, updated_at = now() where id = ${id}`;
      await tx`update customers set created_at = created_at - interval '1 day' where id = ${id}`;
    });
    expect(await lastHistoryId(admin)).toBe(before);
  });

  it('a bulk UPDATE writes one row per record it really changed, in one statement', async () => {
    const ids = await admin<{ id: number; segmento: string | null }[]>`
      select id::int, segmento from customers where tenant_id = ${demo} order by id limit 60`;
    const already = ids.filter((c) => c.segmento === 'NEGOCIOS').length;
    const before = await lastHistoryId(admin);
    await asTenant(app, demo, async (tx) => {
      await actAs(tx, demo, manager, 'POST /api/clientes/bulk/');
      await tx`update customers set segmento = 'NEGOCIOS' where id = any(${ids.map((c) => c.id)})`;
    });
    const written = await admin<{ record_id: number; changed_at: Date; new_values: unknown }[]>`
      select record_id::int, changed_at, new_values from record_history where id > ${before}`;
    expect(written).toHaveLength(ids.length - already);
    expect(new Set(written.map((w) => w.record_id)).size).toBe(written.length);
    expect(written.every((w) => JSON.stringify(w.new_values) === '{"segmento":"NEGOCIOS"}')).toBe(
      true,
    );
    // One statement, one instant.
    expect(new Set(written.map((w) => w.changed_at.getTime())).size).toBe(1);
  });

  it('files child records under their customer, also through offers and after a cascade', async () => {
    const id = await newCustomer('Con hijos');
    const ids = await asTenant(app, demo, async (tx) => {
      await actAs(tx, demo, comercial, 'POST /api/atenciones/entradas/');
      const [note] = await tx`insert into customer_notes (tenant_id, customer_id, nota)
        values (${demo}, ${id}, 'Llamar el lunes') returning id::int`;
      const [offer] = await tx`insert into offers (tenant_id, customer_id, isp, precio_total)
        values (${demo}, ${id}, 'YOIGO', 30) returning id::int`;
      const [pkg] = await tx`insert into packages (tenant_id, offer_id, tipo_venta)
        values (${demo}, ${offer?.id}, 'PORTABILIDAD') returning id::int`;
      const [info] = await tx`insert into package_additional_info (tenant_id, package_id, info)
        values (${demo}, ${pkg?.id}, '{"icc": "8934", "extra": null}') returning id::int`;
      const [attempt] =
        await tx`insert into contact_attempts (tenant_id, customer_id, tipo, offer_id)
        values (${demo}, ${id}, 'OFERTA', ${offer?.id}) returning id::int`;
      await tx`delete from offers where id = ${offer?.id}`;
      return {
        note: note?.id,
        offer: offer?.id,
        pkg: pkg?.id,
        info: info?.id,
        attempt: attempt?.id,
      };
    });
    const under = await admin<{ table_name: string; action: string; record_id: number }[]>`
      select table_name, action, record_id::int from record_history
      where tenant_id = ${demo} and parent_table = 'customers' and parent_id = ${id}
      order by id`;
    const summary = under.map((r) => `${r.action} ${r.table_name}`).sort();
    expect(summary).toEqual(
      [
        'INSERT customer_notes',
        'INSERT offers',
        'INSERT packages',
        'INSERT package_additional_info',
        'INSERT contact_attempts',
        // the offer's delete cascades to its packages and their info, and nulls the atención's link
        'DELETE offers',
        'DELETE packages',
        'DELETE package_additional_info',
        'UPDATE contact_attempts',
      ].sort(),
    );
    const [info] = await historyOf(admin, 'package_additional_info', ids.info ?? 0);
    // JSON values are kept as written, nested nulls included.
    expect(info?.new_values).toEqual({ info: { icc: '8934', extra: null }, package_id: ids.pkg });
  });

  it('records a write with no account as the system, and a superuser fix with its login', async () => {
    const id = await newCustomer('Sistema');
    await asTenant(app, demo, (tx) => tx`update customers set cp = '28001' where id = ${id}`);
    await admin`update customers set cp = '28002' where id = ${id}`;
    const rows = await historyOf(admin, 'customers', id);
    expect(rows.slice(-2).map((r) => [r.account_id, r.route, r.db_user, r.tenant_id])).toEqual([
      [null, null, 'kiwi_app', demo],
      [null, null, 'postgres', demo],
    ]);
  });

  it('refuses a write whose app.account_id is not a number, and writes nothing', async () => {
    const id = await newCustomer('Cuenta rara');
    const before = await lastHistoryId(admin);
    const state = await sqlState(
      asTenant(app, demo, async (tx) => {
        await tx`select set_config('app.account_id', 'admin', true)`;
        await tx`update customers set cp = '11001' where id = ${id}`;
      }),
    );
    expect(state).toBe('22P02');
    expect(await lastHistoryId(admin)).toBe(before);
    const [row] = await admin`select cp from customers where id = ${id}`;
    expect(row?.cp).toBeNull();
  });

  it('skips a superuser bulk load run with session_replication_role = replica', async () => {
    const before = await lastHistoryId(admin);
    await admin.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`insert into customers (tenant_id, nombre)
        select ${demo}, 'Carga ' || g from generate_series(1, 50) g`;
    });
    expect(await lastHistoryId(admin)).toBe(before);
  });
});

describe('tenant isolation', () => {
  it('kiwi_app reads only the history of its own tenant, and nothing without one', async () => {
    await admin`update customers set cp = '36001' where tenant_id = ${otra}`;
    const seen = await asTenant(
      app,
      otra,
      (tx) => tx<{ tenant_id: number; n: number }[]>`
        select tenant_id::int, count(*)::int as n from record_history group by tenant_id`,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]?.tenant_id).toBe(otra);
    const [all] =
      await admin`select count(*)::int as n from record_history where tenant_id = ${otra}`;
    expect(seen[0]?.n).toBe(all?.n);
    const none = await asTenant(
      app,
      null,
      (tx) => tx`select count(*)::int as n from record_history`,
    );
    expect(none[0]?.n).toBe(0);
  });

  it('cannot read another tenant’s history even naming its records', async () => {
    const [foreign] =
      await admin`select record_id::int from record_history where tenant_id = ${otra} limit 1`;
    const seen = await asTenant(
      app,
      demo,
      (tx) =>
        tx`select id from record_history where table_name = 'customers' and record_id = ${foreign?.record_id ?? 0}`,
    );
    expect(seen).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { actAs, historyOf } from './history-helpers';
import { asTenant, connect, sqlState } from './helpers';

let db: TestDatabase;
let admin: ReturnType<typeof connect>;
let app: ReturnType<typeof connect>;
let demo: number;
let customerId: number;

beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
  admin = connect(db.adminUrl);
  app = connect(db.appUrl);
  const [tenant] = await admin`select id::int from tenants where name = 'Demo Distribuciones'`;
  demo = tenant?.id ?? 0;
  const [customer] =
    await admin`select min(id)::int as id from customers where tenant_id = ${demo}`;
  customerId = customer?.id ?? 0;
});
afterAll(async () => {
  await app.end();
  await admin.end();
  await db.drop();
});

/** The SQLSTATE of `statement` run by kiwi_app inside its tenant. */
const asApp = (statement: string) => sqlState(asTenant(app, demo, (tx) => tx.unsafe(statement)));

describe('append-only for kiwi_app', () => {
  it('refuses INSERT, UPDATE, DELETE and TRUNCATE on record_history, even on its own rows', async () => {
    const [own] = await asTenant(
      app,
      demo,
      (tx) => tx`select count(*)::int as n from record_history`,
    );
    expect(own?.n).toBeGreaterThan(0);
    expect(
      await asApp(`insert into record_history (tenant_id, table_name, record_id, action, db_user, new_values)
        values (${demo}, 'customers', 1, 'INSERT', 'x', '{}')`),
    ).toBe('42501');
    expect(await asApp(`update record_history set route = 'x'`)).toBe('42501');
    expect(await asApp(`delete from record_history`)).toBe('42501');
    expect(await asApp(`truncate record_history`)).toBe('42501');
  });

  it('cannot switch the triggers off, drop them, or call the tracking functions', async () => {
    expect(await asApp(`set local session_replication_role = replica`)).toBe('42501');
    expect(await asApp(`alter table customers disable trigger record_history_update`)).toBe(
      '42501',
    );
    expect(await asApp(`drop trigger record_history_update on customers`)).toBe('42501');
    expect(await asApp(`select kiwi_track_history('customers')`)).toBe('42501');
    expect(await asApp(`select kiwi_history_sql('customers', 'UPDATE', '{}', '{}', 'NULL')`)).toBe(
      '42501',
    );
    expect(await asApp(`select kiwi_record_history()`)).toBe('42501');
  });
});

describe('kiwi_track_history', () => {
  it('tracks the customer area under its customer, and the catalogue (instalments under their device)', async () => {
    const rows = await admin<{ table: string; triggers: number; parent: string | null }[]>`
      select c.relname as table, count(*)::int as triggers,
             (select parent_table from kiwi_history_config(c.oid)) as parent
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname like 'record\\_history\\_%' group by c.oid, c.relname order by 1`;
    expect(rows).toEqual([
      { table: 'additional_lines', triggers: 3, parent: null },
      { table: 'catalogue_procedures', triggers: 3, parent: null },
      { table: 'contact_attempts', triggers: 3, parent: 'customers' },
      { table: 'customer_notes', triggers: 3, parent: 'customers' },
      { table: 'customer_procedures', triggers: 3, parent: 'customers' },
      { table: 'customers', triggers: 3, parent: null },
      { table: 'database_origins', triggers: 3, parent: null },
      { table: 'devices', triggers: 3, parent: null },
      { table: 'instalments', triggers: 3, parent: 'devices' },
      { table: 'insurances', triggers: 3, parent: null },
      { table: 'no_interest_outcomes', triggers: 3, parent: 'customers' },
      { table: 'objective_types', triggers: 3, parent: null },
      { table: 'offers', triggers: 3, parent: 'customers' },
      { table: 'package_additional_info', triggers: 3, parent: 'customers' },
      { table: 'packages', triggers: 3, parent: 'customers' },
      { table: 'promotions', triggers: 3, parent: null },
      { table: 'schedules', triggers: 3, parent: 'customers' },
      { table: 'svas', triggers: 3, parent: null },
      { table: 'tariffs', triggers: 3, parent: null },
    ]);
  });

  it('enables a new table with one line: ignore, redact, and columns added later', async () => {
    await admin.begin(async (tx) => {
      await tx`set local role kiwi_owner`;
      await tx`create table probe_items (
        id bigint generated always as identity primary key,
        tenant_id bigint not null references tenants on delete cascade,
        customer_id bigint not null,
        nombre text not null,
        clave text,
        ruido integer default 0,
        buscar tsvector generated always as (to_tsvector('simple', nombre)) stored,
        updated_at timestamptz not null default now(),
        foreign key (tenant_id, customer_id) references customers (tenant_id, id) on delete cascade)`;
      await tx`create policy tenant_isolation on probe_items
        using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint)
        with check (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint)`;
      await tx`select kiwi_secure_tenant_tables()`;
      await tx`select kiwi_track_history('probe_items', parent => 'customer_id',
        ignore => '{ruido}', redact => '{clave}')`;
      await tx`grant select, insert, update, delete on probe_items to kiwi_app`;
    });
    const id = await asTenant(app, demo, async (tx) => {
      await actAs(tx, demo, null, 'POST /api/probe/');
      const [row] = await tx`insert into probe_items (tenant_id, customer_id, nombre, clave)
        values (${demo}, ${customerId}, 'Uno', 's3creto') returning id::int`;
      await tx`update probe_items set ruido = 5, updated_at = now() where id = ${row?.id}`;
      await tx`update probe_items set clave = 'otro' where id = ${row?.id}`;
      return row?.id ?? 0;
    });
    await admin`alter table probe_items add column telefono text`;
    await asTenant(app, demo, (tx) => tx`update probe_items set telefono = '611' where id = ${id}`);

    const rows = await historyOf(admin, 'probe_items', id);
    expect(rows.map((r) => [r.action, r.parent_table, r.parent_id])).toEqual([
      ['INSERT', 'customers', customerId],
      ['UPDATE', 'customers', customerId],
      ['UPDATE', 'customers', customerId],
    ]);
    expect(rows[0]?.new_values).toEqual({ customer_id: customerId, nombre: 'Uno', clave: '***' });
    expect([rows[1]?.old_values, rows[1]?.new_values]).toEqual([
      { clave: '***' },
      { clave: '***' },
    ]);
    expect([rows[2]?.old_values, rows[2]?.new_values]).toEqual([
      { telefono: null },
      { telefono: '611' },
    ]);
  });

  it('refuses what it cannot track, naming the problem', async () => {
    const attempt = (statement: string) =>
      admin.begin(async (tx) => {
        await tx`set local role kiwi_owner`;
        await tx.unsafe(statement);
      });
    await expect(attempt(`select kiwi_track_history('platform_settings')`)).rejects.toThrow(
      'has no column(s) id, tenant_id',
    );
    await expect(
      attempt(`select kiwi_track_history('customers', ignore => '{nope}')`),
    ).rejects.toThrow('has no column(s) nope');
    await expect(
      attempt(`select kiwi_track_history('customer_notes', parent => 'nota')`),
    ).rejects.toThrow('must reference the id of a table');
  });
});

describe('the demo history', () => {
  it('dates and attributes every demo record and has edits by the demo users', async () => {
    const [creation] = await admin`
      select count(*)::int as customers,
             count(*) filter (where h.account_id is not null and h.route is not null
                              and h.changed_at = c.created_at)::int as attributed
      from customers c join record_history h
        on h.table_name = 'customers' and h.record_id = c.id and h.action = 'INSERT'
      where c.tenant_id = ${demo}`;
    expect(creation?.customers).toBeGreaterThanOrEqual(300);
    expect(creation?.attributed).toBe(creation?.customers);
    const edits = await admin<{ username: string; n: number }[]>`
      select a.username, count(*)::int as n
      from record_history h join accounts a on a.id = h.account_id
      join customers c on c.id = h.record_id
      where h.tenant_id = ${demo} and h.table_name = 'customers' and h.action = 'UPDATE'
        and h.route = 'PUT /api/clientes/entradas/:id/'
        and h.changed_at between c.created_at and now()
      group by a.username`;
    const by = new Map(edits.map((e) => [e.username, e.n]));
    expect(by.get('comercial@kiwi.demo')).toBeGreaterThan(0);
    expect(by.get('manager@kiwi.demo')).toBeGreaterThan(0);
    const [orphans] = await admin`
      select count(*)::int as n from record_history
      where tenant_id = ${demo} and parent_id is null
        and (select parent_table from kiwi_history_config(table_name::regclass)) = 'customers'`;
    expect(orphans?.n).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, withTenant } from '../src/index';
import type { KiwiDbHandle } from '../src/index';
import { accounts, customers } from '../src/schema/index';
import type { TestDatabase } from '../src/testing/index';
import { createTestDatabase } from '../src/testing/index';
import { asTenant, connect, sqlState, tenantTables } from './helpers';

let db: TestDatabase;
let admin: ReturnType<typeof connect>;
let app: ReturnType<typeof connect>;
let tables: string[];
let demo: number;
let otra: number;

beforeAll(async () => {
  db = await createTestDatabase({ template: 'demo' });
  admin = connect(db.adminUrl);
  app = connect(db.appUrl);
  tables = await tenantTables(admin);
  const rows = await admin<{ id: number; name: string }[]>`select id::int, name from tenants`;
  demo = rows.find((r) => r.name === 'Demo Distribuciones')?.id ?? 0;
  otra = rows.find((r) => r.name === 'Otra Empresa')?.id ?? 0;
});
afterAll(async () => {
  await app.end();
  await admin.end();
  await db.drop();
});

const countsPerTable = async (
  tx: ReturnType<typeof connect> | Parameters<Parameters<typeof asTenant>[2]>[0],
) => {
  const counts: Record<string, { total: number; foreign: number }> = {};
  for (const table of tables) {
    const [row] = await tx.unsafe<{ total: number; foreign: number }[]>(
      `select count(*)::int as total, count(*) filter (where tenant_id <> $1)::int as foreign from ${table}`,
      [demo],
    );
    counts[table] = row ?? { total: -1, foreign: -1 };
  }
  return counts;
};

describe('kiwi_app under row-level security', () => {
  it('connects as kiwi_app', async () => {
    const [who] = await app`select current_user as name`;
    expect(who?.name).toBe('kiwi_app');
  });

  it('sees no row of any tenant table, nor any tenant, without app.tenant_id', async () => {
    const counts = await asTenant(app, null, (tx) => countsPerTable(tx));
    const visible = Object.entries(counts).filter(([, c]) => c.total !== 0);
    expect(visible).toEqual([]);
    const [tenantsSeen] = await app`select count(*)::int as n from tenants`;
    expect(tenantsSeen?.n).toBe(0);
  });

  it("with tenant A set sees only A's rows, in every tenant table", async () => {
    const counts = await asTenant(app, demo, (tx) => countsPerTable(tx));
    expect(Object.entries(counts).filter(([, c]) => c.foreign !== 0)).toEqual([]);
    // The demo data fills nearly every table, so the filter is exercised, not vacuous.
    const filled = Object.values(counts).filter((c) => c.total > 0).length;
    expect(filled).toBeGreaterThan(tables.length * 0.8);
    const tenantsSeen = await asTenant(app, demo, (tx) => tx`select id::int from tenants`);
    expect(tenantsSeen.map((t) => t.id)).toEqual([demo]);
  });

  it("rejects inserting a row with tenant B's id while set to tenant A", async () => {
    const state = await sqlState(
      asTenant(
        app,
        demo,
        (tx) => tx`insert into customers (tenant_id, nombre) values (${otra}, 'Intruso')`,
      ),
    );
    expect(state).toBe('42501');
  });

  it("rejects moving one of A's rows to tenant B", async () => {
    const state = await sqlState(
      asTenant(
        app,
        demo,
        (tx) =>
          tx`update customers set tenant_id = ${otra} where id = (select min(id) from customers)`,
      ),
    );
    expect(state).toBe('42501');
  });

  it("cannot update or delete B's rows while set to A (they are invisible)", async () => {
    const result = await asTenant(app, demo, async (tx) => {
      const updated = await tx`update customers set nombre = 'X' where tenant_id = ${otra}`;
      const deleted = await tx`delete from holidays where tenant_id = ${otra}`;
      return { updated: updated.count, deleted: deleted.count };
    });
    expect(result).toEqual({ updated: 0, deleted: 0 });
    const [still] = await admin`select count(*)::int as n from holidays where tenant_id = ${otra}`;
    expect(still?.n).toBeGreaterThan(0);
  });

  it("cannot point a row of A at B's customer, even knowing its id", async () => {
    const [foreign] = await admin`select id::int from customers where tenant_id = ${otra} limit 1`;
    const state = await sqlState(
      asTenant(
        app,
        demo,
        (tx) =>
          tx`insert into customer_notes (tenant_id, customer_id, nota) values (${demo}, ${foreign?.id ?? 0}, 'x')`,
      ),
    );
    expect(state).toBe('23503');
  });

  it("cannot read another tenant's accounts directly", async () => {
    const seen = await asTenant(
      app,
      demo,
      (tx) => tx`select username from accounts where username like '%@otra.demo'`,
    );
    expect(seen).toEqual([]);
  });
});

describe('withTenant (the API path)', () => {
  let handle: KiwiDbHandle;
  beforeAll(() => {
    handle = createDb(db.appUrl, { max: 2 });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('scopes Drizzle queries to the tenant and forgets it after the transaction', async () => {
    const names = await withTenant(handle.db, otra, (tx) =>
      tx.select({ username: accounts.username }).from(accounts).orderBy(accounts.username),
    );
    expect(names.map((n) => n.username)).toEqual(['admin@otra.demo', 'empleado@otra.demo']);
    const outside = await handle.db.select({ id: customers.id }).from(customers);
    expect(outside).toEqual([]);
  });

  it('rolls back everything when the callback throws', async () => {
    const attempt = withTenant(handle.db, otra, async (tx) => {
      await tx.update(customers).set({ nombre: 'Cambiado' }).where(eq(customers.tenantId, otra));
      throw new Error('boom');
    });
    await expect(attempt).rejects.toThrow('boom');
    const [changed] =
      await admin`select count(*)::int as n from customers where nombre = 'Cambiado'`;
    expect(changed?.n).toBe(0);
  });

  it('refuses a tenant id that is not a positive integer', async () => {
    await expect(withTenant(handle.db, 0, async () => 1)).rejects.toThrow('invalid tenant id');
  });
});

describe('entry points that must cross tenants', () => {
  it('kiwi_auth_lookup finds a user of any tenant, case-insensitively', async () => {
    const rows = await app<{ tenant_id: string; role_id: number; estado: string }[]>`
      select * from kiwi_auth_lookup('  EMPLEADO@Otra.Demo ')`;
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.tenant_id)).toBe(otra);
    expect(rows[0]?.role_id).toBe(4);
    expect(rows[0]?.estado).toBe('ALTA');
  });

  it('kiwi_auth_lookup returns nothing for an unknown username', async () => {
    expect(await app`select * from kiwi_auth_lookup('nadie@kiwi.demo')`).toEqual([]);
  });

  it('kiwi_set_maintenance switches maintenance and leaves an audit entry', async () => {
    await app`select kiwi_set_maintenance(true, 'superadmin@kiwi.demo')`;
    const [setting] = await app`select value from platform_settings where key = 'maintenance'`;
    expect(setting?.value).toEqual({ active: true });
    const [audit] =
      await admin`select actor, action, detail from platform_audit_log order by id desc limit 1`;
    expect(audit).toEqual({
      actor: 'superadmin@kiwi.demo',
      action: 'maintenance.set',
      detail: { active: true },
    });
    await app`select kiwi_set_maintenance(false, 'superadmin@kiwi.demo')`;
    expect(await sqlState(app`update platform_settings set value = '{}'`)).toBe('42501');
  });
});

import { eq, sql as drizzleSql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  openTenantTransaction,
  tenantLastReadOf,
  tenantSqlOf,
  withTenant,
} from '../src/index';
import type { KiwiDbHandle, TenantSql } from '../src/index';
import { databaseOrigins, tenants } from '../src/schema/index';
import { createTestDatabase, type TestDatabase } from '../src/testing/index';
import { connect } from './helpers';

let database: TestDatabase;
let handle: KiwiDbHandle;
let admin: ReturnType<typeof connect>;
let tenantId: number;
let otherTenantId: number;

beforeAll(async () => {
  database = await createTestDatabase({ template: 'demo' });
  handle = createDb(database.appUrl, { max: 2 });
  admin = connect(database.adminUrl);
  const rows = await admin<{ id: number; type: string }[]>`select id::int, type from tenants`;
  tenantId = rows.find((r) => r.type === 'distributor')!.id;
  otherTenantId = rows.find((r) => r.id !== tenantId)!.id;
});
afterAll(async () => {
  await admin?.end();
  await handle?.close();
  await database?.drop();
});

const originNamed = async (nombre: string) => {
  const [row] = await admin<
    { n: number }[]
  >`select count(*)::int as n from database_origins where nombre = ${nombre}`;
  return row?.n;
};

interface Settings {
  tenant: string | null;
  account: string | null;
  route: string | null;
}
const settingsQuery = `select current_setting('app.tenant_id', true) as tenant,
  current_setting('app.account_id', true) as account, current_setting('app.route', true) as route`;
const settingsOf = (sql: TenantSql) =>
  sql<Settings[]>`select current_setting('app.tenant_id', true) as tenant,
    current_setting('app.account_id', true) as account, current_setting('app.route', true) as route`;

describe('openTenantTransaction', () => {
  it('sets tenant, account and route before the first statement of the caller runs', async () => {
    const { transaction, first } = await openTenantTransaction(
      handle.db,
      tenantId,
      { accountId: 42, route: 'GET /api/cuentas/detalle/' },
      settingsOf,
    );
    expect(first[0]).toEqual({
      tenant: String(tenantId),
      account: '42',
      route: 'GET /api/cuentas/detalle/',
    });
    // the same through Drizzle and through the raw statements of the transaction
    const viaDrizzle = await transaction.tx.execute(drizzleSql.raw(settingsQuery));
    expect(viaDrizzle[0]).toMatchObject({ tenant: String(tenantId), account: '42' });
    await transaction.finish(true);
  });

  it('commits what was written when finished with true, and only then', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId);
    await transaction.tx.insert(databaseOrigins).values({ tenantId, nombre: 'Feria de Sevilla' });
    expect(await originNamed('Feria de Sevilla')).toBe(0);
    await transaction.finish(true);
    expect(await originNamed('Feria de Sevilla')).toBe(1);
  });

  it('rolls everything back when finished with false: nothing is half-written', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId);
    await transaction.tx.insert(databaseOrigins).values({ tenantId, nombre: 'Buzoneo Cádiz' });
    await transaction.finish(false);
    expect(await originNamed('Buzoneo Cádiz')).toBe(0);
  });

  it('never commits after a failed statement, even when the caller swallowed the error', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId);
    await transaction.tx.insert(databaseOrigins).values({ tenantId, nombre: 'Antes del fallo' });
    await expect(
      transaction.tx.insert(databaseOrigins).values({ tenantId: otherTenantId, nombre: 'Intruso' }),
    ).rejects.toThrow(); // row-level security: another tenant's row
    await expect(transaction.finish(true)).rejects.toThrow();
    expect(await originNamed('Antes del fallo')).toBe(0);
    expect(await originNamed('Intruso')).toBe(0);
  });

  it('refuses every statement once finished: a leaked handle never reaches the pool', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId);
    const { tx, sql } = transaction;
    await transaction.finish(true);
    await expect(tx.select().from(databaseOrigins).limit(1)).rejects.toMatchObject({
      cause: { code: 'KIWI_TX_ENDED' },
    });
    await expect(sql`select 1`).rejects.toMatchObject({ code: 'KIWI_TX_ENDED' });
  });

  it('gives the connection back every time (a pool of 2 serves 20 transactions)', async () => {
    for (let i = 0; i < 20; i++) {
      const { transaction } = await openTenantTransaction(handle.db, tenantId);
      await transaction.tx.select().from(databaseOrigins).limit(1);
      await transaction.finish(i % 2 === 0);
      await transaction.finish(true); // a second finish is harmless
    }
    const [row] = await handle.sql.unsafe<Settings[]>(settingsQuery);
    expect(row?.tenant ?? '').toBe(''); // transaction-local: gone with the transaction
  });

  it('survives a connection killed mid-transaction: the commit is refused, the pool goes on', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId);
    const [backend] = await transaction.sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    await transaction.tx.insert(databaseOrigins).values({ tenantId, nombre: 'Nunca escrito' });
    await admin`select pg_terminate_backend(${backend!.pid})`;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(transaction.finish(true)).rejects.toThrow();
    expect(await originNamed('Nunca escrito')).toBe(0);
    for (let i = 0; i < 4; i++) {
      const names = await withTenant(handle.db, tenantId, (tx) =>
        tx.select({ name: tenants.name }).from(tenants),
      );
      expect(names).toHaveLength(1);
    }
  });

  it('runs Drizzle nested transactions as savepoints', async () => {
    await withTenant(handle.db, tenantId, async (tx) => {
      await tx.insert(databaseOrigins).values({ tenantId, nombre: 'Exterior' });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(databaseOrigins).values({ tenantId, nombre: 'Interior' });
          throw new Error('deshacer el interior');
        }),
      ).rejects.toThrow('deshacer el interior');
      await tx.transaction(async (inner) => {
        await inner.insert(databaseOrigins).values({ tenantId, nombre: 'Interior bueno' });
      });
    });
    expect(await originNamed('Exterior')).toBe(1);
    expect(await originNamed('Interior')).toBe(0);
    expect(await originNamed('Interior bueno')).toBe(1);
  });

  it('builds the relational query API on first use', async () => {
    const tenant = await withTenant(handle.db, tenantId, (tx) =>
      tx.query.tenants.findFirst({ columns: { id: true }, where: eq(tenants.id, tenantId) }),
    );
    expect(tenant).toEqual({ id: tenantId });
  });
});

describe('tenantLastReadOf (a read sent together with COMMIT, decision 0605)', () => {
  it('answers the read under the tenant, ends the transaction, and finish waits for its COMMIT', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId, { accountId: 7 });
    const rows = await tenantLastReadOf(transaction.tx)<Settings[]>`
      select current_setting('app.tenant_id', true) as tenant,
        current_setting('app.account_id', true) as account, null as route`;
    expect(rows[0]).toMatchObject({ tenant: String(tenantId), account: '7' });
    await expect(transaction.sql`select 1`).rejects.toMatchObject({ code: 'KIWI_TX_ENDED' });
    await expect(transaction.finish(true)).resolves.toBeUndefined();
    // the connection went back clean: a pool of 2 serves the next transactions
    for (let i = 0; i < 4; i++) {
      await withTenant(handle.db, tenantId, (tx) => tx.select().from(tenants));
    }
  });

  it('sends COMMIT with the statement: its effect is visible before finish is called', async () => {
    // A write through lastRead only to observe the COMMIT (real callers only read).
    const { transaction } = await openTenantTransaction(handle.db, tenantId);
    await tenantLastReadOf(transaction.tx)`
      insert into database_origins (tenant_id, nombre) values (${tenantId}, 'Con el COMMIT')`;
    let visible = 0;
    for (let i = 0; i < 50 && visible === 0; i++) {
      visible = (await originNamed('Con el COMMIT')) ?? 0;
      if (visible === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(visible).toBe(1);
    await transaction.finish(true);
  });

  it('makes finish(true) reject when the read failed (COMMIT answers ROLLBACK)', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId);
    await expect(tenantLastReadOf(transaction.tx)`select 1 / 0`).rejects.toThrow();
    await expect(transaction.finish(true)).rejects.toThrow();
    const names = await withTenant(handle.db, tenantId, (tx) =>
      tx.select({ name: tenants.name }).from(tenants),
    );
    expect(names).toHaveLength(1);
  });

  it('never lets a write of the transaction be lost silently: an earlier failure still fails finish', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId);
    await expect(
      transaction.tx.insert(databaseOrigins).values({ tenantId: otherTenantId, nombre: 'Fuera' }),
    ).rejects.toThrow();
    await tenantLastReadOf(transaction.tx)`select 1`.catch(() => undefined);
    await expect(transaction.finish(true)).rejects.toThrow();
    expect(await originNamed('Fuera')).toBe(0);
  });
});

describe('TenantSql.unsafe (a statement rendered at run time)', () => {
  it('runs prepared under the tenant with its parameters, and a failure fails the commit', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId, { accountId: 9 });
    const text = `${settingsQuery}, $1::int + 1 as next`;
    for (let i = 0; i < 3; i++) {
      const [row] = await transaction.sql.unsafe(text, [i]);
      expect(row).toMatchObject({ tenant: String(tenantId), account: '9', next: i + 1 });
    }
    await expect(transaction.sql.unsafe('select 1 / $1::int', [0])).rejects.toThrow();
    await expect(transaction.finish(true)).rejects.toThrow();
  });

  it('ends the transaction with COMMIT in the same write when sent as the last read', async () => {
    const { transaction } = await openTenantTransaction(handle.db, tenantId);
    const last = tenantLastReadOf(transaction.tx);
    await last.unsafe('insert into database_origins (tenant_id, nombre) values ($1, $2)', [
      tenantId,
      'Último sin plantilla',
    ]);
    await expect(transaction.sql.unsafe('select 1', [])).rejects.toMatchObject({
      code: 'KIWI_TX_ENDED',
    });
    await expect(transaction.finish(true)).resolves.toBeUndefined();
    expect(await originNamed('Último sin plantilla')).toBe(1);
  });
});

describe('withTenant', () => {
  it('sets the acting account and route for the record history, empty when not given', async () => {
    const probe = (tx: Parameters<Parameters<typeof withTenant>[2]>[0]) =>
      settingsOf(tenantSqlOf(tx));
    const [asJob] = await withTenant(handle.db, tenantId, probe, {
      accountId: 7,
      route: 'job:import-customers',
    });
    expect(asJob).toEqual({
      tenant: String(tenantId),
      account: '7',
      route: 'job:import-customers',
    });
    const [anonymous] = await withTenant(handle.db, tenantId, probe);
    expect(anonymous).toEqual({ tenant: String(tenantId), account: '', route: '' });
  });
});

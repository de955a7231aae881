import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createDb, type KiwiDbHandle } from '@kiwi/db';
import { createTestDatabase, type TestDatabase } from '@kiwi/db/testing';
import { databaseOrigins } from '@kiwi/db/schema';
import { openRequestTransaction } from './request-transaction';

let database: TestDatabase;
let handle: KiwiDbHandle;
let admin: postgres.Sql;
let tenantId: number;

beforeAll(async () => {
  database = await createTestDatabase({ template: 'demo' });
  handle = createDb(database.appUrl, { max: 2 });
  admin = postgres(database.adminUrl, { max: 1 });
  const [row] = await admin<
    { id: number }[]
  >`select id::int as id from tenants where type = 'distributor'`;
  tenantId = row!.id;
});
afterAll(async () => {
  await admin?.end();
  await handle?.close();
  await database?.drop();
});

const originNamed = (nombre: string) =>
  admin<
    { n: number }[]
  >`select count(*)::int as n from database_origins where nombre = ${nombre}`.then(
    (rows) => rows[0]?.n,
  );

describe('openRequestTransaction', () => {
  it('commits what the request wrote when finished with true', async () => {
    const scope = await openRequestTransaction(handle.db, tenantId);
    await scope.tx.insert(databaseOrigins).values({ tenantId, nombre: 'Feria de Sevilla' });
    expect(await originNamed('Feria de Sevilla')).toBe(0); // not visible before commit
    await scope.finish(true);
    expect(await originNamed('Feria de Sevilla')).toBe(1);
  });

  it('rolls everything back when finished with false: nothing is half-written', async () => {
    const scope = await openRequestTransaction(handle.db, tenantId);
    await scope.tx.insert(databaseOrigins).values({ tenantId, nombre: 'Buzoneo Cádiz' });
    await scope.finish(false);
    expect(await originNamed('Buzoneo Cádiz')).toBe(0);
  });

  it('is bound to its tenant: rows of another tenant cannot be written', async () => {
    const scope = await openRequestTransaction(handle.db, tenantId);
    await expect(
      scope.tx.insert(databaseOrigins).values({ tenantId: tenantId + 1, nombre: 'Intruso' }),
    ).rejects.toThrow();
    await scope.finish(false);
  });

  it('gives the connection back every time (a pool of 2 serves 20 transactions)', async () => {
    for (let i = 0; i < 20; i++) {
      const scope = await openRequestTransaction(handle.db, tenantId);
      await scope.tx.select().from(databaseOrigins).limit(1);
      await scope.finish(i % 2 === 0);
      await scope.finish(true); // a second finish is harmless
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createDb, withTenant } from '@kiwi/db';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { demoIds, type DemoIds } from './entradas/customers.test-support';
import {
  countCustomersUpTo,
  countCustomersWithin,
  estimateCustomers,
} from './entradas/list.queries';

/** Decision 1103: exact count up to a cap and within a time budget, else the planner's estimate. */
let t: TestApp;
let ids: DemoIds;
let handle: ReturnType<typeof createDb>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = postgres(t.adminUrl, { max: 1 });
  ids = await demoIds(admin);
  await admin.end();
  handle = createDb(t.config.DATABASE_URL, { max: 1 });
});

afterAll(async () => {
  await handle?.close();
  await t?.close();
});

describe('customer count', () => {
  it('counts exactly up to the cap, then stops counting', async () => {
    await withTenant(handle.db, ids.tenant, async (tx) => {
      const total = await countCustomersUpTo(tx, sql`true`, 100_000);
      expect(total).toBeGreaterThan(250);
      expect(await countCustomersUpTo(tx, sql`true`, 100)).toBe(101);
    });
  });

  it('gives up after the time budget and leaves the transaction usable', async () => {
    await withTenant(handle.db, ids.tenant, async (tx) => {
      const slow = sql`pg_sleep(0.01) is not null`;
      expect(await countCustomersWithin(tx, slow, 10_000, 30)).toBeNull();
      // The statement timeout is back to what it was, and the transaction still answers.
      const [row] = (await tx.execute(
        sql`select current_setting('statement_timeout') as t, count(*)::int as n from customers`,
      )) as unknown as { t: string; n: number }[];
      expect(row!.t).toBe('0');
      expect(row!.n).toBeGreaterThan(250);
      expect(await countCustomersWithin(tx, sql`true`, 10_000, 5_000)).toBe(row!.n);
    });
  });

  it('estimates without reading rows', async () => {
    await withTenant(handle.db, ids.tenant, async (tx) => {
      expect(await estimateCustomers(tx, sql`true`)).toBeGreaterThan(0);
    });
  });
});

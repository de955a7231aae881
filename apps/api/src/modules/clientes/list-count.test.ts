import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createDb, withTenant, type KiwiTx } from '@kiwi/db';
import { renderSql, roundEstimate, runCustomerListPage, type RunStatement } from '@kiwi/db/queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { demoIds, type DemoIds } from './entradas/customers.test-support';
import { countCustomersUpTo } from './entradas/list.queries';

/**
 * Decision 1112: the count is exact when the page is the last one or the planner expects
 * counting to be cheap (and stops at a cap); otherwise it is the planner's rounded estimate.
 */
let t: TestApp;
let ids: DemoIds;
let handle: ReturnType<typeof createDb>;
let total = 0;

const byUpdated = { field: 'updated_on', descending: true } as const;

beforeAll(async () => {
  t = await createTestApp();
  const admin = postgres(t.adminUrl, { max: 1 });
  ids = await demoIds(admin);
  const [row] = await admin<{ n: number }[]>`
    select count(*)::int as n from customers where tenant_id = ${ids.tenant}`;
  total = row!.n;
  await admin.end();
  handle = createDb(t.config.DATABASE_URL, { max: 1 });
});

afterAll(async () => {
  await handle?.close();
  await t?.close();
});

/** Runs `fn` in a tenant transaction of the demo tenant, recording the statements sent. */
async function inTenant<T>(fn: (run: RunStatement, tx: KiwiTx, sent: string[]) => Promise<T>) {
  return withTenant(handle.db, ids.tenant, (tx) => {
    const sent: string[] = [];
    const run: RunStatement = (statement) => {
      sent.push(renderSql(statement).text);
      return tx.execute(statement);
    };
    return fn(run, tx, sent);
  });
}

describe('customer count', () => {
  it('counts exactly up to the cap, then stops counting', async () => {
    await withTenant(handle.db, ids.tenant, async (tx) => {
      expect(await countCustomersUpTo(tx, sql`true`, 100_000)).toBe(total);
      expect(await countCustomersUpTo(tx, sql`true`, 100)).toBe(101);
    });
  });

  it('a page shorter than its size is the last one: counted without a count statement', async () => {
    const page = await inTenant(async (run, _tx, sent) => {
      const result = await runCustomerListPage(run, sql`true`, byUpdated, {
        limit: 25,
        offset: total - 5,
      });
      expect(sent.some((text) => text.includes('count(*)'))).toBe(false);
      return result;
    });
    expect(page).toMatchObject({ count: total, estimated: false });
    expect(page.rows).toHaveLength(5);
  });

  it('counts exactly when the planner expects counting to be cheap', async () => {
    const page = await runInTenant({ costLimit: 1e9, cap: 100_000 });
    expect(page).toMatchObject({ count: total, estimated: false });
    expect(page.rows).toHaveLength(25);
  });

  it('answers the rounded estimate, flagged, when counting is expected to cost more', async () => {
    const page = await runInTenant({ costLimit: 0, cap: 100_000 });
    expect(page.estimated).toBe(true);
    // Never below what the page showed; the planner's figure otherwise (demo statistics).
    expect(page.count).toBeGreaterThanOrEqual(25);
    expect(page.count).toBe(Math.max(roundEstimate(page.count), 25));
  });

  it('answers an estimate above the cap when the planner expected fewer rows', async () => {
    const page = await runInTenant({ costLimit: 1e9, cap: 30 });
    expect(page.estimated).toBe(true);
    expect(page.count).toBeGreaterThanOrEqual(31);
  });

  it('plans the page for its values, then leaves the plan cache as it was', async () => {
    const setting = await inTenant(async (run, tx) => {
      await runCustomerListPage(run, sql`true`, byUpdated, { limit: 25, offset: 0 });
      const [row] = (await tx.execute(
        sql`select current_setting('plan_cache_mode') as mode`,
      )) as unknown as { mode: string }[];
      return row!.mode;
    });
    expect(setting).toBe('auto');
  });
});

describe('roundEstimate', () => {
  it('keeps three significant digits above a thousand', () => {
    expect(roundEstimate(99_633)).toBe(99_600);
    expect(roundEstimate(5_419)).toBe(5_420);
    expect(roundEstimate(1_234)).toBe(1_230);
    expect(roundEstimate(999.4)).toBe(999);
    expect(roundEstimate(1_234_567)).toBe(1_230_000);
  });
});

function runInTenant(counting: { costLimit: number; cap: number }) {
  return inTenant((run) =>
    runCustomerListPage(run, sql`true`, byUpdated, { limit: 25, offset: 0 }, counting),
  );
}

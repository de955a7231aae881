import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createDb, withTenant } from '@kiwi/db';
import {
  renderSql,
  runAtencionListPage,
  type AtencionListFilters,
  type RunStatement,
} from '@kiwi/db/queries';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

/**
 * Decision 1409: the atención lists' statements (shared with the benchmark). The count is
 * exact when the page is the last one or the planner expects the capped count to be cheap;
 * otherwise the planner's rounded estimate. The offers pipeline filtered by status merges one
 * walk per status: the same rows, in the same order, as one ordered statement.
 */
let t: TestApp;
let admin: postgres.Sql;
let handle: ReturnType<typeof createDb>;
let tenant = 0;
let offers = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = postgres(t.adminUrl, { max: 1, onnotice: () => {} });
  const [row] = await admin<{ tenant: number; offers: number }[]>`
    select t.id::int as tenant,
      (select count(*)::int from contact_attempts a where a.tenant_id = t.id and a.offer_id is not null) as offers
    from tenants t where t.name = 'Demo Distribuciones'`;
  ({ tenant, offers } = row!);
  handle = createDb(t.config.DATABASE_URL, { max: 1 });
});

afterAll(async () => {
  await handle?.close();
  await admin?.end();
  await t?.close();
});

/** One list page in a tenant transaction of the demo tenant, with the statements sent. */
function page(
  filters: AtencionListFilters,
  at: { limit: number; offset: number },
  counting?: { cap: number; costLimit: number },
) {
  return withTenant(handle.db, tenant, async (tx) => {
    const sent: string[] = [];
    const run: RunStatement = (statement) => {
      sent.push(renderSql(statement).text);
      return tx.execute(statement);
    };
    const result = await runAtencionListPage(run, filters, at, counting);
    return { ...result, sent };
  });
}

const counts = (sent: string[]) => sent.filter((s) => s.startsWith('select count(*)')).length;

describe('the count of an atención list', () => {
  it('a page shorter than its size is the last one: counted without a count statement', async () => {
    const last = await page({ list: 'ofertas' }, { limit: 25, offset: offers - 5 });
    expect(last).toMatchObject({ count: offers, estimated: false });
    expect(last.rows).toHaveLength(5);
    expect(counts(last.sent)).toBe(0);
  });

  it('counts exactly when the planner expects the capped count to be cheap', async () => {
    const first = await page(
      { list: 'ofertas' },
      { limit: 10, offset: 0 },
      { cap: 100_000, costLimit: 1e9 },
    );
    expect(first).toMatchObject({ count: offers, estimated: false });
    expect(counts(first.sent)).toBe(1);
  });

  it('answers the estimate, flagged, without counting when counting is expected to cost more', async () => {
    const first = await page(
      { list: 'ofertas' },
      { limit: 10, offset: 0 },
      { cap: 100_000, costLimit: 0 },
    );
    expect(first.estimated).toBe(true);
    expect(first.count).toBeGreaterThanOrEqual(10);
    expect(counts(first.sent)).toBe(0);
  });

  it('past the cap answers an estimate, never below the cap + 1', async () => {
    expect(offers).toBeGreaterThan(20);
    const first = await page(
      { list: 'ofertas' },
      { limit: 5, offset: 0 },
      { cap: 10, costLimit: 1e9 },
    );
    expect(first.estimated).toBe(true);
    expect(first.count).toBeGreaterThanOrEqual(11);
  });
});

describe('the offers pipeline by sales status', () => {
  it('merges one walk per status into the list order, on every page', async () => {
    const all = await admin<{ id: string }[]>`
      select a.id::text as id from contact_attempts a
      where a.tenant_id = ${tenant} and a.offer_id is not null and a.estado in (1, 2, 7)
      order by a.updated_at desc, a.id desc`;
    expect(all.length).toBeGreaterThan(12);
    const ids: string[] = [];
    for (let offset = 0; offset < all.length; offset += 5) {
      const p = await page({ list: 'ofertas', estado: [7, 1, 2, 1] }, { limit: 5, offset });
      ids.push(...p.rows.map((r) => r.id));
    }
    expect(ids).toEqual(all.map((r) => r.id));
  });
});

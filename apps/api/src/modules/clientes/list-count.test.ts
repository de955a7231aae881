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
const firstPage = { where: sql`true`, sort: byUpdated, page: { limit: 25, offset: 0 } };

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
      const result = await runCustomerListPage(run, {
        where: sql`true`,
        sort: byUpdated,
        page: { limit: 25, offset: total - 5 },
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
      await runCustomerListPage(run, firstPage);
      const [row] = (await tx.execute(
        sql`select current_setting('plan_cache_mode') as mode`,
      )) as unknown as { mode: string }[];
      return row!.mode;
    });
    expect(setting).toBe('auto');
  });
});

/**
 * Decision 1116: a text search's page reads at most `textCap` matches with their count in its
 * first write; past the cap it reads its page as any other. The answer is the same either way.
 * Decision 1116 (amended): within the cap it asks for no estimate; past it, the second write does.
 */
describe('a text search', () => {
  const counting = { costLimit: 1e9, cap: 100_000 };
  const pageOf = (
    read: Partial<Parameters<typeof runCustomerListPage>[1]>,
    textCap: number,
    costLimit = counting.costLimit,
  ): Promise<{ page: Awaited<ReturnType<typeof runCustomerListPage>>; sent: string[] }> =>
    inTenant(async (run, _tx, sent) => ({
      page: await runCustomerListPage(
        run,
        { ...firstPage, ...read },
        { ...counting, costLimit, textCap },
      ),
      sent,
    }));
  const countStatement = (sent: string[]) =>
    sent.some((text) => text.includes('select count(*)::int as n from (select 1'));
  const estimateStatement = (sent: string[]) =>
    sent.some((text) => text.startsWith('explain (format json)'));
  const idsOf = (rows: Record<string, unknown>[]) => rows.map((row) => String(row['id']));

  it.each([
    ['last update', byUpdated],
    ['commercial (a joined key)', { field: 'comercial', descending: false } as const],
  ])(
    'counts its matches with the page, sorted by %s, and answers as the plain list does',
    async (_label, sort) => {
      const plain = await pageOf({ sort }, 1_000);
      const text = await pageOf({ sort, textSearch: true }, 1_000);
      expect(countStatement(plain.sent)).toBe(true);
      expect(countStatement(text.sent)).toBe(false);
      // Decision 1116 (amended): nor does it ask the planner for an estimate it would not use.
      expect(estimateStatement(plain.sent)).toBe(true);
      expect(estimateStatement(text.sent)).toBe(false);
      expect(text.sent).toHaveLength(plain.sent.length - 2);
      expect(idsOf(text.page.rows)).toEqual(idsOf(plain.page.rows));
      expect(text.page).toMatchObject({ count: total, estimated: false });
    },
  );

  it('past its cap reads the page as the plain list does, one statement more', async () => {
    const plain = await pageOf({}, 30);
    const text = await pageOf({ textSearch: true }, 30);
    expect(text.sent).toHaveLength(plain.sent.length + 1);
    expect(idsOf(text.page.rows)).toEqual(idsOf(plain.page.rows));
    expect(text.page).toMatchObject({ count: total, estimated: false });
  });

  it('past its cap, with counting expected dear, answers the estimate the plain list answers', async () => {
    const plain = await pageOf({}, 30, 0);
    const text = await pageOf({ textSearch: true }, 30, 0);
    expect(estimateStatement(text.sent)).toBe(true);
    expect(countStatement(text.sent)).toBe(false);
    expect(idsOf(text.page.rows)).toEqual(idsOf(plain.page.rows));
    expect(plain.page.estimated).toBe(true);
    expect(text.page).toMatchObject({ count: plain.page.count, estimated: true });
  });

  it('a page beyond its cap, or empty, needs no count of its own', async () => {
    const deep = await pageOf({ page: { limit: 25, offset: 25 }, textSearch: true }, 30);
    expect(deep.sent.some((text) => text.includes('with m as materialized'))).toBe(false);
    const none = await pageOf({ where: sql`false`, textSearch: true }, 1_000);
    expect(none.page).toMatchObject({ count: 0, estimated: false, rows: [] });
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
  return inTenant((run) => runCustomerListPage(run, firstPage, { ...counting, textCap: 1_000 }));
}

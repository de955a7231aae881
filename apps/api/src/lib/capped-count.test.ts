import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { ANY_USER } from './access-rules';
import { pageWithCappedCount } from './capped-count';
import { toPaging } from './pagination';

interface ProbeQuery {
  cap: string;
  budget: string;
  page: string;
  size: string;
  slow?: string;
}

/** A test-only list of the tenant's atenciones counted with a given cap and time budget. */
function probeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ProbeQuery }>(
    '/api/probe/capped/',
    { config: { access: ANY_USER } },
    async (request) =>
      request.withTenant(async ({ tx }) => {
        const q = request.query;
        const paging = toPaging({ page: Number(q.page), itemsPerPage: Number(q.size) });
        // `slow` makes only the count slow (pg_sleep in its FROM); the page stays fast.
        const fromWhere = q.slow
          ? sql`contact_attempts a, pg_sleep(3) where true`
          : sql`contact_attempts a where true`;
        const page = await pageWithCappedCount(tx, {
          page: async () =>
            (await tx.execute(sql`select id from contact_attempts order by id
              limit ${paging.pageSize} offset ${paging.offset}`)) as unknown as { id: string }[],
          fromWhere,
          paging,
          policy: { cap: Number(q.cap), budgetMs: Number(q.budget) },
        });
        // The transaction is still usable after a cancelled count.
        const [after] = (await tx.execute(sql`select 1 as ok`)) as unknown as { ok: number }[];
        return { count: page.count, estimated: page.estimated, rows: page.rows.length, after };
      }),
  );
}

let t: TestApp;
let total: number;
beforeAll(async () => {
  t = await createTestApp({}, probeRoutes);
  const admin = postgres(t.adminUrl, { max: 1, onnotice: () => {} });
  const [row] = await admin<{ n: number }[]>`
    select count(*)::int as n from contact_attempts a join tenants t on t.id = a.tenant_id
    where t.name = 'Demo Distribuciones'`;
  total = row!.n;
  await admin.end();
});
afterAll(() => t?.close());

async function probe(query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/probe/capped/?${search}`,
    headers: await t.authHeader('manager'),
  });
}

describe('pageWithCappedCount (decision 1407)', () => {
  it('counts exactly while the matches are within the cap', async () => {
    const res = await probe({ cap: total + 10, budget: 5000, page: 1, size: 5 });
    expect(res.json()).toEqual({ count: total, estimated: false, rows: 5, after: { ok: 1 } });
  });

  it('past the cap answers an estimate, never below the cap + 1', async () => {
    expect(total).toBeGreaterThan(20);
    const res = await probe({ cap: 10, budget: 5000, page: 1, size: 5 });
    const body = res.json<{ count: number; estimated: boolean }>();
    expect(body.estimated).toBe(true);
    expect(body.count).toBeGreaterThanOrEqual(11);
  });

  it('a short last page knows the exact count without counting', async () => {
    const size = 7;
    const last = Math.ceil(total / size);
    const res = await probe({ cap: 10, budget: 5000, page: last, size });
    expect(res.json()).toMatchObject({ count: total, estimated: false });
  });

  it('a count over its time budget is cancelled: an estimate, and the request goes on', async () => {
    const started = Date.now();
    const res = await probe({ cap: total + 10, budget: 50, page: 1, size: 5, slow: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ estimated: true, rows: 5, after: { ok: 1 } });
    expect(res.json<{ count: number }>().count).toBeGreaterThanOrEqual(5);
    // Cancelled at ~50 ms, not after the 3 s sleep (generous bound for a loaded machine).
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('a page past the end is 404 "Página inválida."', async () => {
    const res = await probe({ cap: total + 10, budget: 5000, page: total + 1, size: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Página inválida.' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  accountId,
  BASE,
  CSV_HEADER,
  leadLine,
  useImportHarness,
} from './importaciones.test-support';

type Route = ['GET' | 'POST', string, object?];

/** Every route of one import, with a valid body where it takes one. */
const routesOf = (id: number): Route[] => [
  ['GET', `${BASE}/${id}/`],
  ['GET', `${BASE}/${id}/filas/`],
  ['GET', `${BASE}/${id}/rechazadas/`],
  ['POST', `${BASE}/${id}/analizar/`, { mapeo: { nombre: 0, telefono: 3 } }],
  ['POST', `${BASE}/${id}/confirmar/`, { origenBbdd: 1, duplicados: 'omitir' }],
  ['POST', `${BASE}/${id}/revertir/`],
];

// Who may use the import routes (Manager and above), another tenant's imports (404), and
// the list of imports.
describe('clientes/importaciones: list, roles and tenants', { timeout: 120_000 }, () => {
  const ctx = useImportHarness();

  it('lists the imports, newest first, paged', async () => {
    const before = await ctx.h.admin<{ n: number }[]>`
      select count(*)::int as n from customer_imports where tenant_id = 1`;
    for (const n of [1, 2, 3]) {
      await ctx.h.uploadAnalysed(`lista-${n}.csv`, [CSV_HEADER, leadLine(100 + n)].join('\n'));
    }
    const managerId = await accountId(ctx.h.admin, 'manager@kiwi.demo');
    const res = await ctx.h.call('admin', 'GET', `${BASE}/?itemsPerPage=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json<{
      results: { id: number; archivo: string; creadaPor: unknown }[];
      count: number;
      current: number;
    }>();
    expect(page.current).toBe(1);
    expect(page.count).toBe(before[0]!.n + 3);
    expect(page.results).toHaveLength(2);
    expect(page.results.map((r) => r.archivo)).toEqual(['lista-3.csv', 'lista-2.csv']);
    expect(page.results[0]!.id).toBeGreaterThan(page.results[1]!.id);
    expect(page.results[0]?.creadaPor).toMatchObject({ id: managerId });
    const second = await ctx.h.call('admin', 'GET', `${BASE}/?itemsPerPage=2&page=2`);
    expect(second.json<{ results: { archivo: string }[] }>().results[0]?.archivo).toBe(
      'lista-1.csv',
    );
    const past = await ctx.h.call('admin', 'GET', `${BASE}/?itemsPerPage=2&page=99`);
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Página inválida.' });
  });

  it('is for Manager and above: a Comercial gets 403 on every route', async () => {
    const detail = await ctx.h.uploadAnalysed(
      'roles.csv',
      [CSV_HEADER, leadLine(601)].join('\n'),
      'superadmin',
    );
    const routes: Route[] = [['GET', `${BASE}/`], ...routesOf(detail.id)];
    for (const [method, url, payload] of routes) {
      const res = await ctx.h.call('comercial', method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const upload = await ctx.h.upload(
      'comercial',
      'leads.csv',
      [CSV_HEADER, leadLine(602)].join('\n'),
    );
    expect(upload.statusCode).toBe(403);
    for (const user of ['manager', 'admin', 'superadmin'] as const) {
      expect((await ctx.h.call(user, 'GET', `${BASE}/${detail.id}/`)).statusCode).toBe(200);
    }
  });

  it("answers 404 for another tenant's import on every route", async () => {
    const other = await ctx.h.uploadAnalysed(
      'otra.csv',
      [CSV_HEADER, leadLine(701)].join('\n'),
      'otraAdmin',
    );
    const routes = routesOf(other.id);
    for (const user of ['manager', 'admin', 'superadmin'] as const) {
      for (const [method, url, payload] of routes) {
        const res = await ctx.h.call(user, method, url, payload);
        expect(res.statusCode, `${user} ${method} ${url}`).toBe(404);
      }
      const list = (await ctx.h.call(user, 'GET', `${BASE}/`)).json<{
        results: { id: number }[];
      }>();
      expect(list.results.map((r) => r.id)).not.toContain(other.id);
    }
  });
});

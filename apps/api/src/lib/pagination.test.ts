import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-errors';
import { ZPagingQuerySchema, toPage, toPaging } from './pagination';

describe('paging', () => {
  it('takes the page size from itemsPerPage or page_size, bounded, default 20', () => {
    expect(toPaging(ZPagingQuerySchema.parse({}))).toEqual({ page: 1, pageSize: 20, offset: 0 });
    expect(toPaging(ZPagingQuerySchema.parse({ page: '3', itemsPerPage: '16' }))).toEqual({
      page: 3,
      pageSize: 16,
      offset: 32,
    });
    expect(toPaging(ZPagingQuerySchema.parse({ page_size: '15' })).pageSize).toBe(15);
    expect(ZPagingQuerySchema.safeParse({ itemsPerPage: '100000' }).success).toBe(false);
    expect(ZPagingQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('answers {results, count, current}', () => {
    const page = toPage(['a', 'b'], 42, toPaging({ page: 2, itemsPerPage: 20 }));
    expect(page).toEqual({ results: ['a', 'b'], count: 42, current: 2 });
  });

  it('a page past the end is 404 "Página inválida."; page 1 of an empty list is valid', () => {
    expect(toPage([], 0, toPaging({ page: 1 }))).toEqual({ results: [], count: 0, current: 1 });
    const past = () => toPage([], 40, toPaging({ page: 3, itemsPerPage: 20 }));
    expect(past).toThrow(HttpError);
    try {
      past();
    } catch (err) {
      expect(err).toMatchObject({ statusCode: 404, detail: 'Página inválida.' });
    }
  });
});

describe('paging over HTTP (errors plugin + bracket query parser)', () => {
  it('answers the DRF page shape, and 404 {"detail": "Página inválida."} past the end', async () => {
    const { default: Fastify } = await import('fastify');
    const { serializerCompiler, validatorCompiler } = await import('fastify-type-provider-zod');
    const { default: errorsPlugin } = await import('../plugins/errors');
    const { parseQueryString } = await import('./query-string');
    const app = Fastify({ routerOptions: { querystringParser: parseQueryString } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    const letters = 'abcdefghijklmnopqrstuvwxy'.split(''); // 25 items
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/lista', { schema: { querystring: ZPagingQuerySchema } }, async (request) => {
        const paging = toPaging(request.query, 10);
        return toPage(
          letters.slice(paging.offset, paging.offset + paging.pageSize),
          letters.length,
          paging,
        );
      });
    const page3 = await app.inject({ method: 'GET', url: '/lista?page=3' });
    expect(page3.json()).toEqual({ results: ['u', 'v', 'w', 'x', 'y'], count: 25, current: 3 });
    const page4 = await app.inject({ method: 'GET', url: '/lista?page=4' });
    expect(page4.statusCode).toBe(404);
    expect(page4.json()).toEqual({ detail: 'Página inválida.' });
    const bad = await app.inject({ method: 'GET', url: '/lista?page=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('page');
    await app.close();
  });
});

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

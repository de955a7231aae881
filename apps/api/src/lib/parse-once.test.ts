import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseAhead, parseOnceValidatorCompiler } from './parse-once';

let parses = 0;
const ZQuery = z
  .object({ n: z.coerce.number().int().max(10) })
  .strict()
  .transform((query) => {
    parses += 1;
    return { doubled: query.n * 2 };
  });
const ZOther = z.object({ n: z.string() }).transform((query) => ({ doubled: query.n }));

const app = Fastify();
beforeAll(async () => {
  app.setValidatorCompiler(parseOnceValidatorCompiler);
  // Both routes validate with ZQuery; their hook reads the query ahead with `ahead`.
  const readingAhead = (url: string, ahead: z.ZodType) =>
    app.get(
      url,
      {
        schema: { querystring: ZQuery },
        onRequest: async (request) => {
          parseAhead(ahead, request.query);
        },
      },
      async (request) => request.query,
    );
  readingAhead('/ahead', ZQuery);
  readingAhead('/other-schema-ahead', ZOther);
  await app.ready();
});
afterAll(() => app.close());

describe('parseAhead + parseOnceValidatorCompiler', () => {
  it('parses a query once when a hook read it ahead, and the handler gets that answer', async () => {
    parses = 0;
    const res = await app.inject({ method: 'GET', url: '/ahead?n=4' });
    expect(res.json()).toEqual({ doubled: 8 });
    expect(parses).toBe(1);
  });

  it('leaves a refused query to the validation: 400 as without the hook', async () => {
    parses = 0;
    const res = await app.inject({ method: 'GET', url: '/ahead?n=40' });
    expect(res.statusCode).toBe(400);
    expect(parses).toBe(0);
  });

  it('never hands the route what another schema parsed', async () => {
    parses = 0;
    const res = await app.inject({ method: 'GET', url: '/other-schema-ahead?n=3' });
    expect(res.json()).toEqual({ doubled: 6 });
    expect(parses).toBe(1);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAtencionesFixture, customerOf, type AtencionesFixture } from './test-fixtures';

let f: AtencionesFixture;
let own: number;
let schedule: number;
let atencion: number;
let pkg: number;

beforeAll(async () => {
  f = await createAtencionesFixture();
  own = await customerOf(f.sql, f.ids.comercial);
  const [row] = await f.sql<{ s: number; a: number; p: number }[]>`
    select (select id::int from schedules where comercial_id = ${f.ids.comercial} limit 1) as s,
      (select id::int from contact_attempts where comercial_id = ${f.ids.comercial} and offer_id is not null limit 1) as a,
      (select pk.id::int from packages pk join offers o on o.id = pk.offer_id where o.comercial_id = ${f.ids.comercial} limit 1) as p`;
  ({ s: schedule, a: atencion, p: pkg } = row!);
});
afterAll(() => f?.close());

/** Random bodies (anything, or the right keys with wrong or odd values) never give a 5xx. */
describe('atenciones writes with random bodies', () => {
  const anyValue = fc.oneof(
    fc.anything(),
    fc.string({ unit: 'binary' }),
    fc.integer(),
    fc.date().map((d) => (Number.isNaN(d.getTime()) ? null : d.toISOString())),
  );
  const cases: [string, string, () => fc.Arbitrary<unknown>][] = [
    [
      'POST',
      '/api/atenciones/entradas/',
      () =>
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              tipo_atencion: fc.constantFrom('AGENDADO', 'NO_INTERESADO', 'GESTION', 'OFERTA', 'X'),
              cliente: fc.oneof(fc.constant(own), fc.integer(), anyValue),
              notas: anyValue,
              gestion: anyValue,
              agendado: fc.oneof(
                anyValue,
                fc.record(
                  { fecha_agendado: anyValue, notas: anyValue, abierto: anyValue },
                  { requiredKeys: [] },
                ),
              ),
              no_interesado: fc.oneof(
                anyValue,
                fc.record({ razon: anyValue, tipo: anyValue }, { requiredKeys: [] }),
              ),
            },
            { requiredKeys: [] },
          ),
        ),
    ],
    [
      'PUT',
      '/api/atenciones/agendado/SCHEDULE/',
      () =>
        fc.record(
          {
            fecha_agendado: anyValue,
            notas: anyValue,
            abierto: anyValue,
            hecho: anyValue,
            tomar: anyValue,
          },
          { requiredKeys: [] },
        ),
    ],
    [
      'PUT',
      '/api/atenciones/ATENCION/',
      () =>
        fc.record(
          {
            estado: fc.oneof(fc.integer({ min: -1, max: 9 }), anyValue),
            notas: anyValue,
            updated_on: anyValue,
          },
          { requiredKeys: [] },
        ),
    ],
    [
      'PUT',
      '/api/atenciones/paquete/PKG/',
      () =>
        fc.record(
          {
            estado: fc.oneof(fc.constantFrom('ACTIVO', 'VUELO', 'CANCELADO'), anyValue),
            order_id: anyValue,
          },
          { requiredKeys: [] },
        ),
    ],
    [
      'POST',
      '/api/atenciones/move-scheduled/',
      () =>
        fc.record(
          { origin: anyValue, destination: anyValue, range: anyValue },
          { requiredKeys: [] },
        ),
    ],
  ];
  for (const [method, url, arbitrary] of cases) {
    it(`${method} ${url}`, async () => {
      const headers = await f.t.authHeader('manager');
      const path = url
        .replace('SCHEDULE', String(schedule))
        .replace('ATENCION', String(atencion))
        .replace('PKG', String(pkg));
      await fc.assert(
        fc.asyncProperty(arbitrary(), async (payload) => {
          const res = await f.t.app.inject({
            method: method as 'POST' | 'PUT',
            url: path,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  }
});

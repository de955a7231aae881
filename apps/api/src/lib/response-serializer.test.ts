import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer';
import { ZAgendadoItemSchema } from '../modules/clientes/clientes.service';
import { ZUserDetailResponseSchema } from '../modules/cuentas/cuentas.service';

const compile = (schema: z.ZodType, checkAgainstZod = false) =>
  createResponseSerializerCompiler({ checkAgainstZod })({
    schema,
    method: 'GET',
    url: '/api/prueba/',
    httpStatus: '200',
  });

const detalle = {
  id: 5,
  username: 'comercial@kiwi.demo',
  nombre_completo: 'Carla Comercial «Ñ»',
  email: null,
  isAdmin: false,
  rol: { id: 4 },
  tenant_groups: [{ name: 'ERP' }],
  tipoComercial: 'TIENDA',
};
const agenda = [
  {
    id: 1,
    fechaAgendado: '2026-11-22T09:00:00.000Z',
    notas: 'Llamar "tarde"\n— revisar fibra',
    cliente: { id: 10, nombre: 'José Núñez' },
    comercial: { id: 5, nombre_completo: 'Carla Comercial' },
  },
  {
    id: 2,
    fechaAgendado: '2026-11-23T09:00:00.000Z',
    notas: null,
    cliente: { id: 11, nombre: 'Ana' },
    comercial: null,
  },
];

describe('response serializer', () => {
  it('writes the same JSON as zod for the start-up answers, without what the schema omits', () => {
    const cases: [z.ZodType, unknown][] = [
      [ZUserDetailResponseSchema, { ...detalle, tenantId: 1, password_hash: 'x' }],
      [z.array(ZAgendadoItemSchema), agenda],
    ];
    for (const [schema, data] of cases) {
      const written = compile(schema)(data);
      expect(written).toBe(JSON.stringify(schema.encode(data as never)));
      expect(written).not.toContain('password_hash');
    }
  });

  it('writes objects with fast-json-stringify (which coerces a wrong primitive where zod throws)', () => {
    // The observable difference between the two serialisers (decision 0603): proof that plain
    // object schemas, nested ones included, take the fast path.
    const serialize = compile(z.object({ id: z.number().int(), ref: z.object({ n: z.number() }) }));
    expect(serialize({ id: '7', ref: { n: '8' } })).toBe('{"id":7,"ref":{"n":8}}');
  });

  it('keeps zod for what JSON Schema cannot say: dates, transforms and codecs come out right', () => {
    const at = new Date('2026-11-22T09:00:00.000Z');
    expect(compile(z.object({ at: z.date() }))({ at })).toBe('{"at":"2026-11-22T09:00:00.000Z"}');
    const isoDate = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    expect(compile(z.object({ at: isoDate }))({ at })).toBe('{"at":"2026-11-22T09:00:00.000Z"}');
    const money = z.object({ total: z.number().transform((n) => n.toFixed(2)) });
    expect(() => compile(money)({ total: 3 })).toThrow(); // zod refuses to encode a transform
  });

  it('under test, accepts the same JSON with keys in another order (required ones come first)', () => {
    const schema = z.object({
      campo: z.array(z.string()).optional(),
      ref: z.object({ id: z.number() }),
    });
    expect(JSON.parse(compile(schema, true)({ campo: ['x'], ref: { id: 1 } }))).toEqual({
      campo: ['x'],
      ref: { id: 1 },
    });
  });

  it('under test, refuses an answer that does not match its schema', () => {
    const serialize = compile(ZUserDetailResponseSchema, true);
    expect(JSON.parse(serialize(detalle))).toEqual(detalle);
    expect(() => serialize({ ...detalle, rol: { id: 'cuatro' } })).toThrow();
    expect(() => serialize({ ...detalle, tipoComercial: 'OTRO' })).toThrow();
  });
});

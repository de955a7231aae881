import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type SerializerCompiler = FastifySerializerCompiler<z.ZodType>;

/**
 * The response's zod schema as a JSON Schema fast-json-stringify can compile, or undefined
 * when the JSON would not be the same: a schema zod cannot express in JSON Schema (dates,
 * transforms, custom types), or one whose encoded form differs from what handlers return
 * (codecs, pipes, defaults). Those keep zod's serializer.
 */
function jsonSchemaOf(schema: unknown): object | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const asWritten = z.toJSONSchema(schema, { io: 'input', target: 'draft-7' });
    const asReturned = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    // `additionalProperties: false` only matters to validators (zod writes it on every object of
    // the output side, never on the input side); the serializer keeps the declared properties
    // either way, so it is left out of the comparison.
    const same = JSON.stringify(asWritten) === JSON.stringify(asReturned, withoutClosedObjects);
    return same ? asWritten : undefined;
  } catch {
    return undefined;
  }
}

const withoutClosedObjects = (key: string, value: unknown) =>
  key === 'additionalProperties' && value === false ? undefined : value;

/**
 * Response serialisation from the route's zod schema, compiled once per route: in production
 * fast-json-stringify writes the answer (no zod parse per answer; decision 0603). Under test
 * (`checkAgainstZod`) every answer is also encoded by zod, as before: an answer that does not
 * match its schema still fails, and one where the two serialisers disagree (other than in the
 * order of keys) fails too, so every API test checks the fast path.
 */
export function createResponseSerializerCompiler({
  checkAgainstZod,
}: {
  checkAgainstZod: boolean;
}): SerializerCompiler {
  return (route) => {
    const withZod = zodSerializerCompiler(route) as Serialize;
    const jsonSchema = jsonSchemaOf(route.schema);
    if (!jsonSchema) return withZod;
    const fast = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serialize;
    if (!checkAgainstZod) return fast;
    return (data) => {
      const expected = withZod(data);
      const written = fast(data);
      // The same JSON value; key order may differ (fast-json-stringify writes required
      // properties first) and means nothing to a JSON reader.
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url}: fast-json-stringify wrote ${written.slice(0, 300)} ` +
            `where zod wrote ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}

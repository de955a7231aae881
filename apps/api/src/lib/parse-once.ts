import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** Inputs already parsed this request, by object identity (a query, a body). */
const parsedInputs = new WeakMap<object, { schema: unknown; data: unknown }>();

/**
 * `schema.safeParse(input)` before the route's own validation (a guard prefetch reads the
 * query in `onRequest`): a success is remembered so that the validation of the same object
 * by the same schema answers it instead of parsing again. A failure is not remembered: the
 * validation parses and answers its 400 as usual.
 */
export function parseAhead<S extends z.ZodType>(
  schema: S,
  input: unknown,
): z.output<S> | undefined {
  const result = schema.safeParse(input);
  if (!result.success) return undefined;
  if (typeof input === 'object' && input !== null) {
    parsedInputs.set(input, { schema, data: result.data });
  }
  return result.data;
}

/** The app's validator compiler (fastify-type-provider-zod's), aware of `parseAhead`. */
export const parseOnceValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data) => {
    const ahead = typeof data === 'object' && data !== null ? parsedInputs.get(data) : undefined;
    if (ahead && ahead.schema === route.schema) return { value: ahead.data };
    return validate(data);
  };
};

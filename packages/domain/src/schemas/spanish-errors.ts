import type { z } from 'zod';
import es from 'zod/v4/locales/es.js';
import { toFieldErrors } from './field-errors';

/**
 * zod's Spanish messages for the issues a schema does not word itself
 * (type errors, too small, unknown keys...). Pass it per parse, so no global
 * zod configuration is changed by importing this package.
 */
export const spanishErrorMap = es().localeError;

export type ParseRequestResult<T> =
  { success: true; data: T } | { success: false; fieldErrors: Record<string, string[]> };

/** Parse a request body or query, answering DRF-style Spanish field errors on failure. */
export function parseRequest<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ParseRequestResult<z.output<S>> {
  const result = schema.safeParse(input, { error: spanishErrorMap });
  if (result.success) return { success: true, data: result.data };
  return { success: false, fieldErrors: toFieldErrors(result.error) };
}

import { z } from 'zod';
import type { FastifySchemaValidationError } from 'fastify';

const NON_FIELD = 'non_field_errors';

/**
 * Spanish messages for every zod issue the API raises. Schemas that carry
 * their own message (e.g. 'Introduzca su Usuario') keep it.
 */
export function installSpanishZodMessages(): void {
  const spanish = z.locales.es().localeError;
  z.config({
    localeError: spanish,
    customError: (issue) => {
      if (issue.code === 'invalid_type' && issue.input === undefined) {
        return 'Este campo es obligatorio.';
      }
      if (issue.code === 'unrecognized_keys') return 'Campo no permitido.';
      return undefined;
    },
  });
}

/** DRF-style `{field: ["message"]}` from the zod issues of a failed request. */
export function zodIssuesToFields(
  issues: readonly FastifySchemaValidationError[],
  context?: string,
): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    (fields[field] ??= []).push(message);
  };
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      for (const key of keys) add(path ? `${path}.${key}` : key, 'Campo no permitido.');
      continue;
    }
    add(path || (context === 'body' || !context ? NON_FIELD : context), issue.message ?? '');
  }
  return fields;
}

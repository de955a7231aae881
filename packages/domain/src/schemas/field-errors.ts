import type { z } from 'zod';

/**
 * A zod error as a DRF validation body {field: ["message", ...]}; nested
 * paths are joined with dots, form-level issues go under "non_field_errors",
 * and unknown keys are reported one per key.
 */
export function toFieldErrors(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    (out[key] ??= []).push(message);
  };
  for (const issue of error.issues) {
    const base = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, 'Campo no permitido');
      continue;
    }
    add(base || 'non_field_errors', issue.message);
  }
  return out;
}

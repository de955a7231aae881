import { isApiError } from '../../../lib/http/api-error';

export const CONNECTION_FAILURE = 'No se ha podido conectar con el servidor. Inténtelo de nuevo.';

/** DRF keys that belong to the whole form, not to a field. */
const FORM_LEVEL_KEYS = new Set(['detail', 'non_field_errors', '__all__']);

export interface ServerErrorsSplit {
  /** `[path, message]` for fields the form shows ('direccion.cp', 'telefonosContacto.1'). */
  fields: [string, string][];
  /** Everything else, for an alert above the form. */
  form: string[];
}

/**
 * Flattens a DRF error body into dotted paths: `{direccion: {cp: ['…']}}`,
 * `{'direccion.cp': ['…']}` and `{telefonosContacto: [[], ['…']]}` all give
 * one `[path, message]` pair per message.
 */
export function flattenErrorBody(body: unknown, prefix = ''): [string, string][] {
  if (typeof body === 'string') return [[prefix, body]];
  if (Array.isArray(body)) {
    if (body.every((item) => typeof item === 'string')) {
      return body.map((message: string) => [prefix, message]);
    }
    return body.flatMap((item, index) => flattenErrorBody(item, join(prefix, String(index))));
  }
  if (typeof body === 'object' && body !== null) {
    return Object.entries(body).flatMap(([key, value]) =>
      flattenErrorBody(value, join(prefix, key)),
    );
  }
  return [];
}

function join(prefix: string, key: string): string {
  return prefix ? `${prefix}.${key}` : key;
}

/** A path belongs to a known field when it, or one of its parents, is one. */
export function isKnownPath(path: string, known: ReadonlySet<string>): boolean {
  const parts = path.split('.');
  return parts.some((_, index) => known.has(parts.slice(0, index + 1).join('.')));
}

/** Every dotted path of a form's values: its fields. */
export function fieldPathsOf(values: unknown, prefix = ''): string[] {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return [];
  return Object.entries(values).flatMap(([key, value]) => {
    const path = join(prefix, key);
    return [path, ...fieldPathsOf(value, path)];
  });
}

/**
 * Sorts a failed save into messages for fields the form shows and messages
 * for the alert: `detail`, `non_field_errors`, fields the form does not have
 * ("campo: mensaje"), or `fallback` for a server error without a body.
 */
export function splitServerErrors(
  error: unknown,
  known: ReadonlySet<string>,
  fallback: string,
): ServerErrorsSplit {
  if (!isApiError(error)) return { fields: [], form: [CONNECTION_FAILURE] };
  const split: ServerErrorsSplit = { fields: [], form: [] };
  if (error.status === 400 || error.status === 409 || error.status === 422) {
    for (const [path, message] of flattenErrorBody(error.body)) {
      const root = path.split('.')[0] ?? '';
      if (FORM_LEVEL_KEYS.has(root) || path === '') split.form.push(message);
      else if (isKnownPath(path, known)) split.fields.push([path, message]);
      else split.form.push(`${path}: ${message}`);
    }
  } else if (error.detail) {
    split.form.push(error.detail);
  }
  if (split.fields.length === 0 && split.form.length === 0) split.form.push(fallback);
  return split;
}

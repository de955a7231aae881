import { ApiError, isApiError } from '../../../lib/http/api-error';
import { ZDuplicateSchema, type DuplicateCustomer } from '../api/customer-shapes';

export interface DuplicateAnswer {
  customer: DuplicateCustomer;
  /** The server's words: 'Ya existe un cliente con este documento.' */
  messages: string[];
}

/**
 * A save refused because the documento or a phone already belongs to another
 * customer: 400 `{documento|telefonosContacto: ["Ya existe…"], duplicado: {id, nombre}}`.
 */
export function duplicateOf(error: unknown): DuplicateAnswer | null {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return null;
  const body = error.body as Record<string, unknown>;
  const parsed = ZDuplicateSchema.safeParse(body['duplicado']);
  if (!parsed.success) return null;
  const messages = Object.entries(body)
    .filter(([key]) => key !== 'duplicado')
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string' && value.startsWith('Ya existe'));
  return { customer: parsed.data, messages };
}

/** The same error without `duplicado`, so the form shows the field messages only. */
export function withoutDuplicate(error: unknown): unknown {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return error;
  const { duplicado: _duplicado, ...rest } = error.body as Record<string, unknown>;
  return new ApiError(error.status, rest);
}

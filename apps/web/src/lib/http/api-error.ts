/** A non-2xx answer, with the DRF-shaped body (spec section 7, ARCHITECTURE contract). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(detailOf(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** `{"detail": "..."}` of general errors, or null. */
  get detail(): string | null {
    return detailOf(this.body);
  }

  /** `{field: ["message", ...]}` of validation errors (the `detail` key excluded). */
  get fieldErrors(): Record<string, string[]> {
    if (!isRecord(this.body)) return {};
    const fields: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(this.body)) {
      if (key === 'detail') continue;
      if (Array.isArray(value)) fields[key] = value.map(String);
      else if (typeof value === 'string') fields[key] = [value];
    }
    return fields;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function detailOf(body: unknown): string | null {
  return isRecord(body) && typeof body.detail === 'string' ? body.detail : null;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

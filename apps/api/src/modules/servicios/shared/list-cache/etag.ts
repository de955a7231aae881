import { createHash } from 'node:crypto';
import type { CatalogueState } from '@kiwi/db/queries';

/** Everything a configurator list's answer depends on (decision 1508). */
export interface ListVersion {
  tenantId: number;
  state: CatalogueState;
  /** The list and the code that builds it (its SQL and response schema). */
  shape: string;
  /** The normalised query (`listInput`). */
  input: string;
}

/**
 * A strong ETag for a list's answer: a digest of the tenant, its catalogue version and next
 * scheduled price change, the list's shape and the query. It changes whenever the answer
 * may, and never names another tenant's answer.
 */
export function listEtag(v: ListVersion): string {
  const digest = createHash('sha1')
    .update(
      [v.tenantId, v.state.version ?? '-', v.state.next_change ?? '-', v.shape, v.input].join('\n'),
    )
    .digest('base64url');
  return `"${digest}"`;
}

/**
 * Whether If-None-Match names `etag` (RFC 9110 §13.1.2: weak comparison, so `W/"x"` as sent
 * by a proxy that compressed the answer matches `"x"`; `*` matches any current answer).
 */
export function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}

import { sql } from 'drizzle-orm';
import type { KiwiTx } from '@kiwi/db';

/** An existing customer that shares a document, a phone or an e-mail with the input. */
export interface DuplicateMatch {
  id: number;
  nombre: string;
  /** Which of the given values it shares: 'documento', 'telefono' or 'email'. */
  field: 'documento' | 'telefono' | 'email';
  /** The shared value, as given (documento upper-case, phone E.164, email lower-case). */
  value: string;
}

/**
 * Customers of the caller's tenant (RLS) that already hold one of the given documents
 * (compared upper-case), phones (E.164, as stored) or e-mails (lower-case): one statement
 * for any number of values, using the document, phone (GIN) and e-mail indexes. For the
 * customer form (one of each) and the lead import (a whole file at once). `excludeId`
 * leaves out the customer being edited. Values must already be normalised with the
 * validators of @kiwi/domain (normaliseDocumento, normaliseSpanishPhone).
 */
export async function findDuplicates(
  tx: KiwiTx,
  input: {
    documentos?: readonly string[];
    telefonos?: readonly string[];
    emails?: readonly string[];
    excludeId?: number;
  },
): Promise<DuplicateMatch[]> {
  const documentos = [...new Set(input.documentos ?? [])].map((d) => d.toUpperCase());
  const telefonos = [...new Set(input.telefonos ?? [])];
  const emails = [...new Set(input.emails ?? [])].map((e) => e.toLowerCase());
  if (!documentos.length && !telefonos.length && !emails.length) return [];
  const exclude = input.excludeId ?? 0;
  const rows = await tx.execute<{ id: string; nombre: string; field: string; value: string }>(sql`
    select c.id, c.nombre, 'documento' as field, upper(c.documento) as value
    from customers c
    where upper(c.documento) = any(${sql.param(documentos)}::text[]) and c.id <> ${exclude}
    union all
    select c.id, c.nombre, 'telefono', t.phone
    from customers c
    cross join lateral unnest(c.telefonos_contacto) t(phone)
    where c.telefonos_contacto && ${sql.param(telefonos)}::text[] and c.id <> ${exclude}
      and t.phone = any(${sql.param(telefonos)}::text[])
    union all
    select c.id, c.nombre, 'email', lower(c.email)
    from customers c
    where lower(c.email) = any(${sql.param(emails)}::text[]) and c.id <> ${exclude}
    order by 1`);
  return (rows as unknown as { id: string; nombre: string; field: string; value: string }[]).map(
    (row) => ({
      id: Number(row.id),
      nombre: row.nombre,
      field: row.field as DuplicateMatch['field'],
      value: row.value,
    }),
  );
}

/**
 * Serialises the saves of one person (decision 1113). Before its duplicate check a save takes a
 * transaction-scoped advisory lock per normalised document and per phone, keyed on the tenant:
 * a second save of the same person waits there until the first commits (or rolls back), and
 * its check, a new statement under READ COMMITTED, then sees the first one's row. The keys are
 * taken in one statement, in key order, so two saves sharing two keys cannot deadlock. Saves of
 * other people, and other tenants, never wait. Issue it before the check, on the same
 * transaction (pipelined statements run in order).
 */
export async function lockDuplicateKeys(
  tx: KiwiTx,
  tenantId: number,
  input: { documentos?: readonly string[]; telefonos?: readonly string[] },
): Promise<void> {
  const keys = [
    ...(input.documentos ?? []).map(
      (d) => `kiwi:customer:${tenantId}:documento:${d.toUpperCase()}`,
    ),
    ...(input.telefonos ?? []).map((t) => `kiwi:customer:${tenantId}:telefono:${t}`),
  ];
  if (!keys.length) return;
  await tx.execute(sql`
    select pg_advisory_xact_lock(k) from (
      select distinct hashtextextended(key, 0) as k from unnest(${sql.param(keys)}::text[]) key
      order by k) keys`);
}

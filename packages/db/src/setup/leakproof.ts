import type postgres from 'postgres';

/**
 * Functions behind the customer-list filters (ILIKE/LIKE on trigram indexes, array
 * containment on phone lists, upper/lower on documento and email, and the accent folding
 * kiwi_unaccent of migration 0015). Under
 * row-level security PostgreSQL only uses an index for a filter whose function is
 * LEAKPROOF; otherwise it scans the whole tenant. None of these can raise an error
 * that depends on row contents (LIKE only fails on a malformed pattern, which the query
 * supplies; kiwi_unaccent only maps characters), so marking them does not
 * open a side channel. See decisions 0205 and 1111.
 */
export const SEARCH_FUNCTIONS = [
  'pg_catalog.texticlike(text, text)',
  'pg_catalog.textlike(text, text)',
  'pg_catalog.arraycontains(anyarray, anyarray)',
  'pg_catalog.arrayoverlap(anyarray, anyarray)',
  'pg_catalog.upper(text)',
  'pg_catalog.lower(text)',
  'public.kiwi_unaccent(text)',
] as const;

/**
 * Marks SEARCH_FUNCTIONS LEAKPROOF in the connected database. Only a superuser may;
 * without one the filters stay correct but slower, and we say so.
 */
export async function markSearchFunctionsLeakproof(
  admin: postgres.Sql,
  log: (msg: string) => void,
): Promise<void> {
  const [me] = await admin<{ superuser: boolean }[]>`
    select rolsuper as superuser from pg_roles where rolname = current_user`;
  if (!me?.superuser) {
    log(
      'warning: not a superuser, search functions not marked LEAKPROOF (slower filters under RLS)',
    );
    return;
  }
  for (const fn of SEARCH_FUNCTIONS) {
    await admin.unsafe(`ALTER FUNCTION ${fn} LEAKPROOF`);
  }
}

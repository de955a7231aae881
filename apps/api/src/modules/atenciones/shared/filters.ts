import { sql, type SQL } from 'drizzle-orm';

/** Madrid-day ranges, shared with the atención lists of `@kiwi/db/queries`. */
export { withinMadridDays } from '@kiwi/db/queries';

/** Drops the nulls of optional conditions. */
export const present = (conditions: (SQL | null | undefined | false | 0)[]): SQL[] =>
  conditions.filter((c): c is SQL => Boolean(c));

/** `column = any($1)` with the list as ONE array parameter (one query shape for any length). */
export const anyOf = (column: SQL, values: readonly (string | number)[]) =>
  sql`${column} = any(${sql.param(values)})`;

import { sql, type SQL } from 'drizzle-orm';

/** Start of a Madrid calendar day as a timestamptz. */
export const madridDayStart = (day: string) =>
  sql`((${day}::date)::timestamp at time zone 'Europe/Madrid')`;

/** `column` within the Madrid days [from, to] (both included). */
export function withinMadridDays(column: SQL, range: readonly string[] | undefined): SQL | null {
  const [from, to] = range ?? [];
  if (!from || !to) return null;
  return sql`${column} >= ${madridDayStart(from)} and ${column} < ${madridDayStart(to)} + interval '1 day'`;
}

/** Drops the nulls of optional conditions. */
export const present = (conditions: (SQL | null | undefined | false | 0)[]): SQL[] =>
  conditions.filter((c): c is SQL => Boolean(c));

/** `column = any($1)` with the list as ONE array parameter (one query shape for any length). */
export const anyOf = (column: SQL, values: readonly (string | number)[]) =>
  sql`${column} = any(${sql.param(values)})`;

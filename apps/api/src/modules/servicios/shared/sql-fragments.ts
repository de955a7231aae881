import { sql, type SQL } from 'drizzle-orm';

/** A timestamptz as an ISO 8601 UTC string ("2026-11-23T10:00:00.000Z"). */
export const isoTimestamp = (column: SQL): SQL =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Conditions joined with AND (true when none). */
export const allOf = (conditions: readonly SQL[]): SQL =>
  conditions.length === 0 ? sql`true` : sql.join([...conditions], sql` and `);

/** Ids of a link table for one owner, as an int array ('{}' when none). */
export const linkedIds = (
  table: string,
  ownerColumn: string,
  otherColumn: string,
  ownerRef: SQL,
): SQL =>
  sql`coalesce((select array_agg(l.${sql.identifier(otherColumn)}::int order by l.${sql.identifier(otherColumn)})
      from ${sql.identifier(table)} l where l.${sql.identifier(ownerColumn)} = ${ownerRef}), '{}')`;

import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bigint, foreignKey, numeric, pgPolicy, timestamp } from 'drizzle-orm/pg-core';

/** `bigint generated always as identity`, returned as a JS number. */
export const idColumn = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** A plain bigint reference column (the foreign key itself is declared in the table extras). */
export const refColumn = (name: string) => bigint(name, { mode: 'number' });

export const createdAt = (name = 'created_at') =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const updatedAt = (name = 'updated_at') =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Money: numeric(12,2), kept as a string by Drizzle so no float ever touches it. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** The current tenant as set by `withTenant`; an unset or empty setting matches no row. */
export const CURRENT_TENANT_SQL = sql.raw(
  `nullif(current_setting('app.tenant_id', true), '')::bigint`,
);

/**
 * Row-level-security policy shared by every tenant-owned table. drizzle-kit emits
 * ENABLE ROW LEVEL SECURITY with it; FORCE is applied by `kiwi_secure_tenant_tables()`
 * in the custom migrations (drizzle-kit has no syntax for it).
 */
export const tenantIsolation = () =>
  pgPolicy('tenant_isolation', {
    as: 'permissive',
    for: 'all',
    to: 'public',
    using: sql`tenant_id = ${CURRENT_TENANT_SQL}`,
    withCheck: sql`tenant_id = ${CURRENT_TENANT_SQL}`,
  });

interface TenantScoped {
  tenantId: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * Composite foreign key `(tenant_id, <column>) -> target(tenant_id, id)`: a row can
 * only point at a parent of its own tenant, whatever the API does. Targets declare
 * `unique(tenant_id, id)`. For ON DELETE SET NULL, `kiwi_fix_tenant_set_null_fks()`
 * narrows the action to the id column (PostgreSQL 15 `SET NULL (col)`), so tenant_id
 * is never nulled.
 */
export function tenantFk(
  name: string,
  tenantColumn: AnyPgColumn,
  column: AnyPgColumn,
  target: TenantScoped,
) {
  return foreignKey({
    name,
    columns: [tenantColumn, column],
    foreignColumns: [target.tenantId, target.id],
  });
}

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `('A', 'B')` for CHECK (col IN ...) constraints built from the state catalogues. */
export const sqlInList = (values: readonly string[]) =>
  sql.raw(`(${values.map(quote).join(', ')})`);

/** `ARRAY['A', 'B']::text[]` for CHECK (col <@ ...) constraints on text arrays. */
export const sqlTextArray = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map(quote).join(', ')}]::text[]`);

import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A built statement as text and parameters, for postgres.js `unsafe` (e.g. with `.cursor()`). */
export function renderSql(statement: SQL): { text: string; params: unknown[] } {
  const { sql, params } = dialect.sqlToQuery(statement);
  return { text: sql, params };
}

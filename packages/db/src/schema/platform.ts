import { TENANT_GROUPS } from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, jsonb, pgPolicy, pgTable, text } from 'drizzle-orm/pg-core';
import { CURRENT_TENANT_SQL, createdAt, idColumn, sqlTextArray, updatedAt } from './columns';

/** Tenants (distributors). RLS: a tenant sees only its own row (policy on `id`). */
export const tenants = pgTable(
  'tenants',
  {
    id: idColumn(),
    name: text('name').notNull(),
    type: text('type').notNull().default('distributor'),
    email: text('email'),
    sellingCompanies: text('selling_companies')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    signaturePath: text('signature_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('tenants_groups_known', sql`${t.groups} <@ ${sqlTextArray(TENANT_GROUPS)}`),
    check('tenants_name_not_blank', sql`btrim(${t.name}) <> ''`),
    pgPolicy('tenant_isolation', {
      as: 'permissive',
      for: 'all',
      to: 'public',
      using: sql`id = ${CURRENT_TENANT_SQL}`,
      withCheck: sql`id = ${CURRENT_TENANT_SQL}`,
    }),
  ],
);

/** `tenant_id bigint NOT NULL REFERENCES tenants ON DELETE CASCADE`: deleting a tenant deletes its data. */
export const tenantIdColumn = () =>
  bigint('tenant_id', { mode: 'number' })
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** Platform-wide switches (maintenance mode). Not tenant-owned; kiwi_app may only read it. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Audit trail of platform (cross-tenant) operations. Not tenant-owned; kiwi_app cannot read it. */
export const platformAuditLog = pgTable('platform_audit_log', {
  id: idColumn(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  detail: jsonb('detail')
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, idColumn, refColumn, tenantFk, tenantIsolation } from './columns';
import { tenantIdColumn } from './platform';

/** Permission groups (spec "Group": id, name), managed per tenant. */
export const permissionGroups = pgTable(
  'permission_groups',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('permission_groups_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('permission_groups_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    tenantIsolation(),
  ],
);

/** Permissions (spec: id, name, content_type_id, codename). */
export const permissions = pgTable(
  'permissions',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    contentTypeId: integer('content_type_id'),
    codename: text('codename').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('permissions_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('permissions_tenant_codename_key').on(
      t.tenantId,
      sql`coalesce(${t.contentTypeId}, 0)`,
      t.codename,
    ),
    index('permissions_tenant_name_idx').on(t.tenantId, t.name),
    tenantIsolation(),
  ],
);

export const permissionGroupPermissions = pgTable(
  'permission_group_permissions',
  {
    tenantId: tenantIdColumn(),
    groupId: refColumn('group_id').notNull(),
    permissionId: refColumn('permission_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.permissionId] }),
    tenantFk(
      'permission_group_permissions_group_fk',
      t.tenantId,
      t.groupId,
      permissionGroups,
    ).onDelete('cascade'),
    tenantFk(
      'permission_group_permissions_permission_fk',
      t.tenantId,
      t.permissionId,
      permissions,
    ).onDelete('cascade'),
    index('permission_group_permissions_permission_idx').on(t.tenantId, t.permissionId),
    tenantIsolation(),
  ],
);

/** Which permission groups an account belongs to. */
export const accountPermissionGroups = pgTable(
  'account_permission_groups',
  {
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id').notNull(),
    groupId: refColumn('group_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.accountId, t.groupId] }),
    tenantFk('account_permission_groups_account_fk', t.tenantId, t.accountId, accounts).onDelete(
      'cascade',
    ),
    tenantFk(
      'account_permission_groups_group_fk',
      t.tenantId,
      t.groupId,
      permissionGroups,
    ).onDelete('cascade'),
    index('account_permission_groups_group_idx').on(t.tenantId, t.groupId),
    tenantIsolation(),
  ],
);

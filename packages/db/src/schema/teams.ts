import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, idColumn, refColumn, tenantFk, tenantIsolation, updatedAt } from './columns';
import { tenantIdColumn } from './platform';

/** Duty managers ("dutty_manager") and the commercials they answer for. */
export const dutyManagers = pgTable(
  'duty_managers',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    managerId: refColumn('manager_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('duty_managers_tenant_id_id_key').on(t.tenantId, t.id),
    unique('duty_managers_manager_key').on(t.tenantId, t.managerId),
    tenantFk('duty_managers_manager_fk', t.tenantId, t.managerId, accounts).onDelete('cascade'),
    tenantIsolation(),
  ],
);

export const dutyManagerAccounts = pgTable(
  'duty_manager_accounts',
  {
    tenantId: tenantIdColumn(),
    dutyManagerId: refColumn('duty_manager_id').notNull(),
    comercialId: refColumn('comercial_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.dutyManagerId, t.comercialId] }),
    tenantFk(
      'duty_manager_accounts_manager_fk',
      t.tenantId,
      t.dutyManagerId,
      dutyManagers,
    ).onDelete('cascade'),
    tenantFk('duty_manager_accounts_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete(
      'cascade',
    ),
    index('duty_manager_accounts_comercial_idx').on(t.tenantId, t.comercialId),
    tenantIsolation(),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    managerId: refColumn('manager_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('teams_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('teams_tenant_name_key').on(t.tenantId, sql`lower(${t.name})`),
    tenantFk('teams_manager_fk', t.tenantId, t.managerId, accounts).onDelete('set null'),
    tenantIsolation(),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    tenantId: tenantIdColumn(),
    teamId: refColumn('team_id').notNull(),
    comercialId: refColumn('comercial_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.teamId, t.comercialId] }),
    tenantFk('team_members_team_fk', t.tenantId, t.teamId, teams).onDelete('cascade'),
    tenantFk('team_members_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete('cascade'),
    index('team_members_comercial_idx').on(t.tenantId, t.comercialId),
    tenantIsolation(),
  ],
);

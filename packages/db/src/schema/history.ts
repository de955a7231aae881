import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { idColumn, sqlInList, tenantIsolation } from './columns';
import { tenantIdColumn } from './platform';

export const HISTORY_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Column → value, as `to_jsonb` writes it (redacted columns hold "***"). */
export type HistoryValues = Record<string, unknown>;

/**
 * The record history (decision 0901): one row per inserted, updated or deleted record of
 * a tracked table (an UPDATE that changes no tracked column writes nothing), written only by the `kiwi_record_history()` statement triggers that
 * `kiwi_track_history('<table>', parent => '<column>')` installs. kiwi_app may read its
 * tenant's rows and nothing else (no INSERT/UPDATE/DELETE grant). account_id has no
 * foreign key on purpose: deleting an account must not erase or rewrite what it did.
 */
export const recordHistory = pgTable(
  'record_history',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    tableName: text('table_name').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    action: text('action').$type<HistoryAction>().notNull(),
    /** The root record the change belongs to (e.g. the customer of a note or a package). */
    parentTable: text('parent_table'),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** `app.account_id` of the writing transaction; null = no account ("Sistema"). */
    accountId: bigint('account_id', { mode: 'number' }),
    /** `app.route`: `METHOD /api/pattern/` or `job:<name>`; null outside the API and jobs. */
    route: text('route'),
    /** The database login that ran the statement (kiwi_app, or an operator's role). */
    dbUser: text('db_user').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The changed fields: UPDATE → the changed columns in both (old and new value); INSERT →
     * new_values holds the initial non-null values, old_values is null; DELETE → old_values
     * holds the last non-null values, new_values is null.
     */
    oldValues: jsonb('old_values').$type<HistoryValues>(),
    newValues: jsonb('new_values').$type<HistoryValues>(),
  },
  (t) => [
    check('record_history_action_valid', sql`${t.action} in ${sqlInList(HISTORY_ACTIONS)}`),
    check(
      'record_history_values_match_action',
      sql`(${t.action} = 'INSERT') = (${t.oldValues} is null) and (${t.action} = 'DELETE') = (${t.newValues} is null)`,
    ),
    // "History of record X" and "history under parent X", newest first (changed_at, then id).
    index('record_history_record_idx').on(
      t.tenantId,
      t.tableName,
      t.recordId,
      t.changedAt.desc(),
      t.id.desc(),
    ),
    index('record_history_parent_idx')
      .on(t.tenantId, t.parentTable, t.parentId, t.changedAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is not null`),
    tenantIsolation(),
    // The trigger function runs as kiwi_owner, which FORCE RLS filters like anyone: this
    // lets it record writes made without app.tenant_id (a superuser's seed or fix); the
    // tenant is the written row's own. kiwi_app has no INSERT grant at all.
    pgPolicy('record_history_writer', {
      as: 'permissive',
      for: 'insert',
      to: 'kiwi_owner',
      withCheck: sql`true`,
    }),
  ],
);

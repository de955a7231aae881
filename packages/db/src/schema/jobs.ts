import { EXPORT_TASK_STATES } from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import {
  createdAt,
  idColumn,
  refColumn,
  sqlInList,
  tenantFk,
  tenantIsolation,
  updatedAt,
} from './columns';
import { tenantIdColumn } from './platform';

/**
 * Export jobs (xlsx and friends). taskId is the queue's job id returned as task_id;
 * the row lets GET /api/utils/task-status/{id}/ answer only the owner's tenant.
 */
export const exportTasks = pgTable(
  'export_tasks',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id'),
    taskId: text('task_id').notNull().unique('export_tasks_task_id_key'),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('PENDING'),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    filename: text('filename'),
    result: jsonb('result'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('export_tasks_account_fk', t.tenantId, t.accountId, accounts).onDelete('set null'),
    index('export_tasks_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('export_tasks_state_valid', sql`${t.state} in ${sqlInList(EXPORT_TASK_STATES)}`),
    check(
      'export_tasks_progress_valid',
      sql`${t.progressDone} >= 0 and ${t.progressTotal} >= 0 and (${t.progressTotal} = 0 or ${t.progressDone} <= ${t.progressTotal})`,
    ),
    tenantIsolation(),
  ],
);

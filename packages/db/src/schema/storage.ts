import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, idColumn, refColumn, tenantFk, tenantIsolation, updatedAt } from './columns';
import { tenantIdColumn } from './platform';

/** Personal images of an account: signature and both sides of the ID (paths in storage). */
export const userImages = pgTable(
  'user_images',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id').notNull(),
    signaturePath: text('signature_path'),
    dniFrontPath: text('dni_front_path'),
    dniBackPath: text('dni_back_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_images_account_key').on(t.tenantId, t.accountId),
    tenantFk('user_images_account_fk', t.tenantId, t.accountId, accounts).onDelete('cascade'),
    tenantIsolation(),
  ],
);

/** Payslips; month is the first day of the month paid. */
export const paysheets = pgTable(
  'paysheets',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id').notNull(),
    month: date('month').notNull(),
    filePath: text('file_path').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('paysheets_account_fk', t.tenantId, t.accountId, accounts).onDelete('cascade'),
    index('paysheets_tenant_account_month_idx').on(t.tenantId, t.accountId, t.month),
    check('paysheets_month_first_day', sql`extract(day from ${t.month}) = 1`),
    tenantIsolation(),
  ],
);

/** Employment contracts of an account (not customer contracts). */
export const accountContracts = pgTable(
  'account_contracts',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id').notNull(),
    filePath: text('file_path').notNull(),
    contractName: text('contract_name').notNull(),
    contractType: text('contract_type'),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('account_contracts_account_fk', t.tenantId, t.accountId, accounts).onDelete('cascade'),
    index('account_contracts_tenant_account_idx').on(t.tenantId, t.accountId),
    tenantIsolation(),
  ],
);

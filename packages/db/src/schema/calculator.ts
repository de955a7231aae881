import { REWARD_TYPES } from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  primaryKey,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import {
  createdAt,
  idColumn,
  money,
  refColumn,
  sqlInList,
  tenantFk,
  tenantIsolation,
  updatedAt,
} from './columns';
import { tenantIdColumn } from './platform';
import { packages } from './sales';

const firstOfMonth = (column: unknown) => sql`extract(day from ${column}) = 1`;

/** Objective families (PREPAGO, POSPAGO, TV, ...). */
export const objectiveTypes = pgTable(
  'objective_types',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    nombre: text('nombre').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('objective_types_tenant_id_id_key').on(t.tenantId, t.id),
    uniqueIndex('objective_types_tenant_nombre_key').on(t.tenantId, sql`lower(${t.nombre})`),
    tenantIsolation(),
  ],
);

/**
 * A commercial's target for one family in one month. peso is a percentage (0..100,
 * the spreadsheet's 0..1 times 100); llave marks a key objective.
 */
export const objectives = pgTable(
  'objectives',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    objectiveTypeId: refColumn('objective_type_id').notNull(),
    comercialId: refColumn('comercial_id').notNull(),
    /** First day of the month. */
    month: date('month').notNull(),
    peso: numeric('peso', { precision: 5, scale: 2 }).notNull(),
    objetivo: numeric('objetivo', { precision: 12, scale: 2 }).notNull(),
    llave: boolean('llave').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('objectives_tenant_id_id_key').on(t.tenantId, t.id),
    unique('objectives_comercial_type_month_key').on(
      t.tenantId,
      t.comercialId,
      t.objectiveTypeId,
      t.month,
    ),
    tenantFk('objectives_type_fk', t.tenantId, t.objectiveTypeId, objectiveTypes),
    tenantFk('objectives_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete('cascade'),
    index('objectives_tenant_month_idx').on(t.tenantId, t.month),
    check('objectives_month_first_day', firstOfMonth(t.month)),
    check('objectives_peso_range', sql`${t.peso} between 0 and 100`),
    check('objectives_objetivo_non_negative', sql`${t.objetivo} >= 0`),
    tenantIsolation(),
  ],
);

/**
 * Achievement (consecucion) of an objective in its month: together with the objective
 * it forms the spec's objetivo_mes row (familia, comercial, peso, consecucion, objetivo).
 */
export const objectiveMonths = pgTable(
  'objective_months',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    objectiveId: refColumn('objective_id').notNull(),
    consecucion: numeric('consecucion', { precision: 12, scale: 2 }).notNull().default('0'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantFk('objective_months_objective_fk', t.tenantId, t.objectiveId, objectives).onDelete(
      'cascade',
    ),
    unique('objective_months_objective_key').on(t.tenantId, t.objectiveId),
    check('objective_months_consecucion_non_negative', sql`${t.consecucion} >= 0`),
    tenantIsolation(),
  ],
);

/**
 * A commercial's monthly pot (bolsa_mes): amount is `bolsa`, recommenderAmount is
 * `bolsa_recomendador`; the pool is their sum.
 */
export const monthlyPots = pgTable(
  'monthly_pots',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    comercialId: refColumn('comercial_id').notNull(),
    month: date('month').notNull(),
    amount: money('amount').notNull().default('0'),
    recommenderAmount: money('recommender_amount').notNull().default('0'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantFk('monthly_pots_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete('cascade'),
    unique('monthly_pots_comercial_month_key').on(t.tenantId, t.comercialId, t.month),
    index('monthly_pots_tenant_month_idx').on(t.tenantId, t.month),
    check('monthly_pots_month_first_day', firstOfMonth(t.month)),
    tenantIsolation(),
  ],
);

/**
 * Bonus rules (rewards): BOLSA_FIJA pays `amount` euros, PORCENTAJE pays `amount` percent
 * of the commercial's pool (decision 0307: the form's `cantidad`). Assigned to commercials
 * through reward_accounts (commercial_id_arr); a commercial has at most one reward.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    tipo: text('tipo').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('rewards_tenant_id_id_key').on(t.tenantId, t.id),
    check('rewards_tipo_valid', sql`${t.tipo} in ${sqlInList(REWARD_TYPES.map((r) => r.value))}`),
    check(
      'rewards_amount_range',
      sql`${t.amount} >= 0 and (${t.tipo} <> 'PORCENTAJE' or ${t.amount} <= 100)`,
    ),
    tenantIsolation(),
  ],
);

export const rewardAccounts = pgTable(
  'reward_accounts',
  {
    tenantId: tenantIdColumn(),
    rewardId: refColumn('reward_id').notNull(),
    comercialId: refColumn('comercial_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.rewardId, t.comercialId] }),
    unique('reward_accounts_comercial_key').on(t.tenantId, t.comercialId),
    tenantFk('reward_accounts_reward_fk', t.tenantId, t.rewardId, rewards).onDelete('cascade'),
    tenantFk('reward_accounts_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete(
      'cascade',
    ),
    tenantIsolation(),
  ],
);

/** Upfront amounts earned by a commercial on a sold package (listaupfronts, liquidación). */
export const upfronts = pgTable(
  'upfronts',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    comercialId: refColumn('comercial_id').notNull(),
    packageId: refColumn('package_id'),
    objectiveTypeId: refColumn('objective_type_id'),
    month: date('month').notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('upfronts_comercial_fk', t.tenantId, t.comercialId, accounts).onDelete('cascade'),
    tenantFk('upfronts_package_fk', t.tenantId, t.packageId, packages).onDelete('set null'),
    tenantFk('upfronts_type_fk', t.tenantId, t.objectiveTypeId, objectiveTypes).onDelete(
      'set null',
    ),
    index('upfronts_tenant_month_idx').on(t.tenantId, t.month, t.comercialId),
    check('upfronts_month_first_day', firstOfMonth(t.month)),
    tenantIsolation(),
  ],
);

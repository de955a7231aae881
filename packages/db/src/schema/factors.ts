import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, idColumn, refColumn, tenantFk, tenantIsolation, updatedAt } from './columns';
import { tenantIdColumn } from './platform';

/** Corrective factors: a ladder of details applied to the commercials linked to it. */
export const correctiveFactors = pgTable(
  'corrective_factors',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    /** Optional label; the spec identifies a factor by its details and commercials. */
    name: text('name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('corrective_factors_tenant_id_id_key').on(t.tenantId, t.id), tenantIsolation()],
);

/**
 * One step: achievement below porcentajeMaximo (999 or more = open-ended) multiplies
 * the commission by factor. The first step whose maximum exceeds the achievement wins.
 */
export const correctiveFactorDetails = pgTable(
  'corrective_factor_details',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    correctiveFactorId: refColumn('corrective_factor_id').notNull(),
    porcentajeMaximo: numeric('porcentaje_maximo', { precision: 7, scale: 2 }).notNull(),
    factor: numeric('factor', { precision: 6, scale: 4 }).notNull(),
  },
  (t) => [
    tenantFk(
      'corrective_factor_details_factor_fk',
      t.tenantId,
      t.correctiveFactorId,
      correctiveFactors,
    ).onDelete('cascade'),
    unique('corrective_factor_details_step_key').on(
      t.tenantId,
      t.correctiveFactorId,
      t.porcentajeMaximo,
    ),
    check('corrective_factor_details_max_positive', sql`${t.porcentajeMaximo} > 0`),
    check('corrective_factor_details_factor_non_negative', sql`${t.factor} >= 0`),
    tenantIsolation(),
  ],
);

/** commercial_id_arr of a corrective factor; a commercial has at most one factor. */
export const correctiveFactorAccounts = pgTable(
  'corrective_factor_accounts',
  {
    tenantId: tenantIdColumn(),
    correctiveFactorId: refColumn('corrective_factor_id').notNull(),
    comercialId: refColumn('comercial_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.correctiveFactorId, t.comercialId] }),
    unique('corrective_factor_accounts_comercial_key').on(t.tenantId, t.comercialId),
    tenantFk(
      'corrective_factor_accounts_factor_fk',
      t.tenantId,
      t.correctiveFactorId,
      correctiveFactors,
    ).onDelete('cascade'),
    tenantFk(
      'corrective_factor_accounts_comercial_fk',
      t.tenantId,
      t.comercialId,
      accounts,
    ).onDelete('cascade'),
    tenantIsolation(),
  ],
);

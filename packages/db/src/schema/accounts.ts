import { ACCOUNT_STATE_VALUES, COMMERCIAL_TYPE_VALUES } from '@kiwi/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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

/** Users of every role (spec "Account (cuenta)"). Usernames are unique across all tenants. */
export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    username: text('username').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos'),
    roleId: smallint('role_id').notNull().default(4),
    isAdmin: boolean('is_admin').notNull().default(false),
    documento: text('documento'),
    tipoDocumento: text('tipo_documento'),
    numerosContacto: text('numeros_contacto')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    direccion: text('direccion'),
    cp: text('cp'),
    localidad: text('localidad'),
    costoGeneral: money('costo_general'),
    nuss: text('nuss'),
    iban: text('iban'),
    talla: text('talla'),
    estado: text('estado').notNull().default('ALTA'),
    tipoComercial: text('tipo_comercial').notNull().default('TIENDA'),
    maxHolidays: integer('max_holidays').notNull().default(22),
    holidaysType: text('holidays_type').notNull().default('Laborables'),
    /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
    laborableWeekdays: smallint('laborable_weekdays')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::smallint[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_lower_key').on(sql`lower(${t.username})`),
    unique('accounts_tenant_id_id_key').on(t.tenantId, t.id),
    index('accounts_tenant_estado_idx').on(t.tenantId, t.estado),
    check('accounts_role_id_range', sql`${t.roleId} between 1 and 4`),
    check('accounts_estado_valid', sql`${t.estado} in ${sqlInList(ACCOUNT_STATE_VALUES)}`),
    check(
      'accounts_tipo_comercial_valid',
      sql`${t.tipoComercial} in ${sqlInList(COMMERCIAL_TYPE_VALUES)}`,
    ),
    check('accounts_username_not_blank', sql`btrim(${t.username}) <> ''`),
    check('accounts_max_holidays_non_negative', sql`${t.maxHolidays} >= 0`),
    check(
      'accounts_laborable_weekdays_iso',
      sql`${t.laborableWeekdays} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
    tenantIsolation(),
  ],
);

/**
 * Rotated refresh tokens, stored as hashes. A token presented twice revokes its whole
 * family (every token with the same familyId).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    tenantId: tenantIdColumn(),
    accountId: refColumn('account_id').notNull(),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    tenantFk('refresh_tokens_account_fk', t.tenantId, t.accountId, accounts).onDelete('cascade'),
    index('refresh_tokens_tenant_family_idx').on(t.tenantId, t.familyId),
    index('refresh_tokens_tenant_account_idx').on(t.tenantId, t.accountId),
    tenantIsolation(),
  ],
);

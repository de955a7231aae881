import { sql } from 'drizzle-orm';
import { pgPolicy, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIsolation } from './columns';
import { tenantIdColumn } from './platform';

/**
 * The version of each tenant's offer catalogue (decision 1508): a random uuid replaced by
 * triggers on every write to a table the configurator's lists are read from
 * (`kiwi_track_catalogue_version`, migrations 0017 and 0020), in the writing transaction, at
 * its commit (deferred row triggers, once per tenant and transaction; decision 1512). An answer
 * built at one version is the answer at that version: the lists' ETag and the API's cache of
 * serialised lists are keyed by it. A random value, not a counter, so a database restored
 * from a backup never reuses a version for other data. No row = no write since the table
 * exists (or a seed that loaded with triggers off and did not bump it).
 * kiwi_app may only read it; the trigger function (kiwi_owner) writes it for any tenant.
 */
/**
 * The tables whose writes bump the version: everything the five configurator lists read — the
 * items, their line data, their links, and the price history (price in force, next price).
 * Migrations 0017 and 0020 install the triggers on these; a test checks the two agree.
 */
export const CATALOGUE_VERSIONED_TABLES = [
  'tariffs',
  'tariff_fixed_line_info',
  'tariff_mobile_line_info',
  'tariff_promotions',
  'tariff_svas',
  'tariff_additional_lines',
  'svas',
  'sva_promotions',
  'additional_lines',
  'additional_line_promotions',
  'promotions',
  'devices',
  'price_history',
] as const;

export const catalogueVersions = pgTable(
  'catalogue_versions',
  {
    tenantId: tenantIdColumn().primaryKey(),
    version: uuid('version').notNull().defaultRandom(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    tenantIsolation(),
    // FORCE RLS filters the owner too: this lets the trigger bump the tenant of the written
    // rows even when the writer set no app.tenant_id (a superuser's fix or seed).
    pgPolicy('catalogue_versions_writer', {
      as: 'permissive',
      for: 'all',
      to: 'kiwi_owner',
      using: sql`true`,
      withCheck: sql`true`,
    }),
  ],
);

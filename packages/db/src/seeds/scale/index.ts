/**
 * The scale seed: bulk data that looks like real use, for benchmarks. By default two
 * distributor tenants of the same size ("Carga masiva 1", "Carga masiva 2"), each with
 * ~50 commercials, a configurator-scale catalogue, 100 000 customers and 1 000 000
 * atenciones with their offers, packages, follow-ups, outcomes, procedures, notes and
 * contracts (decision 1001). One connection, one transaction: all or nothing, and the
 * indexes of the big tables are built once at the end (bulk.ts).
 */
import postgres from 'postgres';
import { hashPassword } from '../../password';
import { DEFAULT_DEMO_PASSWORD } from '../demo/index';
import { withIndexesBuiltAfter } from './bulk';
import { backendCpu } from './cpu';
import { prepareSession } from './draw';
import { createTenant } from './people';
import { loadPostcodes, postcodeSource } from './postcodes';
import { seedTenant } from './tenant';
import type { TenantResult } from './tenant';

export { formatSummary, scaleSummary } from './summary';

export interface SeedScaleOptions {
  /** Admin (superuser) URL of the target, migrated database. */
  url: string;
  /** Customers per tenant. */
  customers: number;
  /** Atenciones per tenant. */
  attempts: number;
  /** New tenants to create and fill (default 2); ignored when `tenantId` is given. */
  tenants?: number;
  /** Fill this existing tenant instead of creating new ones. */
  tenantId?: number;
  /** Tariffs in each tenant's catalogue (default 2 000). */
  tariffs?: number;
  /** Commercials per tenant (default 50). */
  commercials?: number;
  /** The seed's "now" (default: the current time); every date is relative to it. */
  now?: Date;
  /** Password of every scale account (default DEMO_PASSWORD or the demo default). */
  password?: string;
  log?: (msg: string) => void;
}

export interface SeedScaleResult {
  tenants: TenantResult[];
  /** Per tenant. */
  customers: number;
  /** Per tenant. */
  attempts: number;
  ms: number;
  /** CPU seconds of the seed's database session (null when the server is not local). */
  databaseCpuSeconds: number | null;
}

/** Every table the seed writes, analysed at the end. */
export const SCALE_TABLES = [
  'tenants', 'accounts', 'teams', 'team_members', 'duty_managers', 'duty_manager_accounts',
  'database_origins', 'tariffs', 'tariff_fixed_line_info', 'tariff_mobile_line_info',
  'additional_lines', 'svas', 'promotions', 'insurances', 'catalogue_procedures',
  'tariff_promotions', 'tariff_svas', 'tariff_additional_lines', 'additional_line_promotions',
  'sva_promotions', 'devices', 'instalments', 'price_history', 'catalogue_versions', 'objective_types',
  'upfront_history', 'customers', 'customer_notes', 'customer_contracts', 'contact_attempts',
  'schedules', 'no_interest_outcomes', 'customer_procedures', 'offers', 'packages',
  'package_svas', 'orders', 'package_additional_info',
]; // prettier-ignore

export async function seedScale(options: SeedScaleOptions): Promise<SeedScaleResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const password = options.password ?? process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
  const postcodes = loadPostcodes();
  log(`postal codes: ${postcodes.length} pairs from ${postcodeSource()}`);

  const sql = postgres(options.url, {
    max: 1,
    idle_timeout: 0,
    onnotice: (n) => (process.env.KIWI_SEED_EXPLAIN ? log(String(n.message)) : undefined),
  });
  try {
    await prepareSession(sql, now);
    const [backend] = await sql<{ pid: number }[]>`select pg_backend_pid() as pid`;
    const cpu = backendCpu(backend?.pid ?? 0);
    if (process.env.KIWI_SEED_EXPLAIN) await explainSlowStatements(sql);
    const passwordHash = await hashPassword(password);
    const tenants = await sql.begin((tx) =>
      withIndexesBuiltAfter(
        tx,
        async () => {
          const ids = options.tenantId === undefined ? [] : [options.tenantId];
          const toCreate = options.tenantId === undefined ? (options.tenants ?? 2) : 0;
          for (let n = 1; n <= toCreate; n += 1) ids.push(await createTenant(tx, n));
          const done: TenantResult[] = [];
          for (const [index, tenantId] of ids.entries()) {
            done.push(
              await seedTenant(tx, {
                tenantId,
                index,
                customers: options.customers,
                attempts: options.attempts,
                tariffs: options.tariffs ?? 2000,
                commercials: options.commercials ?? 50,
                now,
                passwordHash,
                postcodes,
                log,
                cpu,
              }),
            );
          }
          return done;
        },
        log,
        cpu,
      ),
    );
    const t0 = Date.now();
    // Fresh statistics, or the planner guesses from empty tables (decision 0206); and the
    // visibility map a server with autovacuum sets soon after a load, without which every
    // index-only scan reads the table too (the list's count 10 000 rows: 8 ms → 2 ms;
    // decision 1110). One statement, outside a transaction block (VACUUM refuses one).
    // The seed commits with synchronous_commit off, and VACUUM may not mark a page all-visible
    // while the commit that wrote its rows is not yet flushed: a synchronous commit first
    // flushes the WAL up to it (without it the tables vacuumed first kept an empty map).
    await sql.unsafe(`set synchronous_commit = on; select txid_current()`);
    await sql.unsafe(`vacuum (analyze) ${SCALE_TABLES.join(', ')}`);
    log(`vacuum (analyze) ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const used = cpu();
    if (used !== null) log(`database CPU for the whole seed: ${used.toFixed(1)} s`);
    return {
      tenants,
      customers: options.customers,
      attempts: options.attempts,
      ms: Date.now() - started,
      databaseCpuSeconds: used,
    };
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** KIWI_SEED_EXPLAIN=1: the plans of statements slower than 0.4 s, as notices (tuning aid). */
async function explainSlowStatements(sql: postgres.Sql) {
  await sql.unsafe(`load 'auto_explain';
    set auto_explain.log_min_duration = 400; set auto_explain.log_analyze = on;
    set auto_explain.log_level = notice; set auto_explain.log_nested_statements = on`);
}

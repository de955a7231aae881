/**
 * Fills one scale tenant: people, catalogue, then customers and atenciones with every linked
 * row. Plans live in temporary tables of the session; ids of the rows that others point at
 * are reserved ahead so every insert is one set-wise statement.
 */
import { planAttempts } from './attempts';
import { bumpCatalogueVersion, seedCatalogue } from './catalogue';
import { insertContracts, insertNotes } from './contracts';
import { planCustomers } from './customers';
import { seedDevices } from './devices';
import type { SeedSql } from './draw';
import { drawFor, reserveIds } from './draw';
import { createCommercialSlots, seedPeople } from './people';
import { createCataloguePicks, createPostcodePicks } from './picks';
import type { PostcodePair } from './postcodes';
import { seedPriceHistory, seedUpfronts } from './prices';
import { insertAttempts, insertCustomers, insertFollowUps } from './records';
import { insertSales, planSales } from './sales';

export interface TenantJob {
  tenantId: number;
  /** Position of the tenant in this run: chooses its draws, home provinces and catalogue. */
  index: number;
  customers: number;
  attempts: number;
  tariffs: number;
  commercials: number;
  now: Date;
  passwordHash: string;
  postcodes: PostcodePair[];
  log: (msg: string) => void;
  /** CPU seconds of the database backend so far (null when unknown). */
  cpu: () => number | null;
}

export interface TenantResult {
  tenantId: number;
  adminUsername: string;
}

export async function seedTenant(sql: SeedSql, job: TenantJob): Promise<TenantResult> {
  const d = drawFor(job.index);
  const started = Date.now();
  const step = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    const c0 = job.cpu();
    const value = await run().catch((error: unknown) => {
      const query = (error as { query?: string }).query;
      job.log(`tenant ${job.tenantId}: ${label} failed${query ? ` in:\n${query}` : ''}`);
      throw error;
    });
    const c1 = job.cpu();
    const cpu = c0 === null || c1 === null ? '' : ` (database CPU ${(c1 - c0).toFixed(1)} s)`;
    job.log(`tenant ${job.tenantId}: ${label} ${((Date.now() - t0) / 1000).toFixed(1)} s${cpu}`);
    return value;
  };
  const people = await step('people', () =>
    seedPeople(sql, job.tenantId, job.index, job.passwordHash, job.commercials),
  );
  await createCommercialSlots(sql, people);
  await step('catalogue', async () => {
    await seedCatalogue(sql, d, job.tenantId, job.index, job.tariffs);
    await seedDevices(sql, d, job.tenantId);
    await seedPriceHistory(sql, d, job.tenantId);
    await seedUpfronts(sql, d, job.tenantId);
    await createPostcodePicks(sql, job.postcodes, job.index);
    await createCataloguePicks(sql, job.tenantId);
    await bumpCatalogueVersion(sql, job.tenantId);
  });

  const firstCustomer = await reserveIds(sql, 'customers', job.customers);
  await step('plan customers', () =>
    planCustomers(sql, d, {
      count: job.customers,
      firstId: firstCustomer,
      tenantIndex: job.index,
      people,
    }),
  );
  const counts = await step('plan atenciones', () =>
    planAttempts(sql, d, {
      count: job.customers > 0 ? job.attempts : 0,
      customers: Math.max(1, job.customers),
    }),
  );
  const { packages } = await step('plan offers', () => planSales(sql, d));
  const ids = {
    offers: await reserveIds(sql, 'offers', counts.offers),
    schedules: await reserveIds(sql, 'schedules', counts.schedules),
    noInterest: await reserveIds(sql, 'no_interest_outcomes', counts.noInterest),
    procedures: await reserveIds(sql, 'customer_procedures', counts.procedures),
    packages: await reserveIds(sql, 'packages', packages),
  };
  await step('customers', () => insertCustomers(sql, job.tenantId));
  await step('follow-ups, outcomes, procedures', () => insertFollowUps(sql, job.tenantId, ids));
  await step('offers and packages', () => insertSales(sql, d, job.tenantId, ids));
  await step('atenciones', () => insertAttempts(sql, job.tenantId, ids));
  await step('notes and contracts', async () => {
    await insertNotes(sql, d, job.tenantId);
    await insertContracts(sql, d, job.tenantId);
  });
  job.log(`tenant ${job.tenantId}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await sql.unsafe(
    `drop table plan_customers, plan_attempts, plan_offers, plan_packages, scale_commercial_slots`,
  );
  return { tenantId: job.tenantId, adminUsername: people.adminUsername };
}

import { fakerES } from '@faker-js/faker';
import { connectSeeder } from '../connect';
import { seedPeople } from './people';

export const DEFAULT_DEMO_PASSWORD = 'Kiwi-Demo-2026!';
export const DEMO_FAKER_SEED = 2026;

export interface SeedDemoOptions {
  /** Admin URL of the target (migrated, empty) database. */
  url: string;
  password?: string;
  now?: Date;
}

/**
 * Two tenants with realistic Spanish data, deterministic for a given `now`
 * (`fakerES` seeded with 2026). Runs in one transaction: all or nothing.
 */
export async function seedDemo(
  options: SeedDemoOptions,
): Promise<{ tenants: { demo: number; otra: number } }> {
  const password = options.password ?? process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD;
  const faker = fakerES;
  faker.seed(DEMO_FAKER_SEED);
  const seeder = connectSeeder(options.url);
  try {
    return await seeder.db.transaction(async (tx) => {
      const people = await seedPeople(tx, faker, password);
      return { tenants: people.tenants };
    });
  } finally {
    await seeder.close();
  }
}

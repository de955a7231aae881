/**
 * Seeds from the command line, against DATABASE_URL (an admin URL naming the target
 * database, which is provisioned first):
 *   tsx packages/db/src/seeds/cli.ts demo
 *   tsx packages/db/src/seeds/cli.ts scale --customers 100000 --attempts 1000000 [--tenant 1]
 */
import { parseArgs } from 'node:util';
import { isDatabaseSeeded, provisionDatabase } from '../setup/provision';
import { databaseNameOf, databaseUrlWith } from '../urls';
import { seedDemo } from './demo/index';
import { seedScale } from './scale';

const positiveInt = (value: string | undefined, name: string, fallback: number) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} must be a whole number`);
  return n;
};

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      customers: { type: 'string' },
      attempts: { type: 'string' },
      tenant: { type: 'string' },
    },
  });
  const command = positionals[0];
  const url = process.env.DATABASE_URL;
  if (!url || (command !== 'demo' && command !== 'scale')) {
    console.error(
      'usage: DATABASE_URL=postgres://... tsx cli.ts demo|scale [--customers N] [--attempts N] [--tenant ID]',
    );
    process.exitCode = 2;
    return;
  }
  const database = databaseNameOf(url);
  const adminUrl = databaseUrlWith(url, 'postgres');
  await provisionDatabase({ adminUrl, database, log: (m) => console.info(m) });

  if (command === 'demo') {
    if (await isDatabaseSeeded(adminUrl, database)) {
      console.info(`${database} already has tenants: demo seed skipped`);
      return;
    }
    const result = await seedDemo({ url });
    console.info(`demo seed done: tenants ${JSON.stringify(result.tenants)}`);
    return;
  }
  const tenant = values.tenant === undefined ? undefined : positiveInt(values.tenant, 'tenant', 0);
  const result = await seedScale({
    url,
    customers: positiveInt(values.customers, 'customers', 100_000),
    attempts: positiveInt(values.attempts, 'attempts', 1_000_000),
    ...(tenant === undefined ? {} : { tenantId: tenant }),
    log: (m) => console.info(m),
  });
  console.info(
    `scale seed done: ${result.customers} customers, ${result.attempts} attempts in ${(result.ms / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

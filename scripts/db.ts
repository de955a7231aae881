// Database chores on KIWI_DB_NAME (default kiwi) through the admin connection
// (DATABASE_URL or the embedded server):
//   pnpm db:migrate                 roles, migrations, grants (idempotent)
//   pnpm db:seed:demo               demo data, when the database has none
//   pnpm db:seed:scale [--customers N] [--attempts N] [--tenant ID]   bulk data for load tests
import { parseArgs } from 'node:util';
import { ensureServices } from './services';
import { databaseNameFromEnv } from './lib/database';
import {
  databaseUrlWith,
  isDatabaseSeeded,
  provisionDatabase,
  seedDemo,
  seedScale,
} from './lib/kiwi-db';

const log = (line: string) => console.info(`[db] ${line}`);
const COMMANDS = ['migrate', 'seed-demo', 'seed-scale'] as const;
type Command = (typeof COMMANDS)[number];

function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} debe ser un número entero`);
  return n;
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      customers: { type: 'string' },
      attempts: { type: 'string' },
      tenant: { type: 'string' },
    },
  });
  const command = positionals[0] as Command;
  if (!COMMANDS.includes(command)) {
    console.error(`Uso: tsx scripts/db.ts ${COMMANDS.join('|')}`);
    return 2;
  }
  const services = await ensureServices(log);
  const database = databaseNameFromEnv();
  const url = databaseUrlWith(services.adminUrl, database);
  try {
    await provisionDatabase({ adminUrl: services.adminUrl, database, log });
    log(`${database}: roles, migraciones y permisos al día`);
    if (command === 'seed-demo') {
      if (await isDatabaseSeeded(services.adminUrl, database)) {
        log(`${database} ya tiene datos; KIWI_FRESH_DB=1 pnpm start empieza de cero`);
      } else {
        await seedDemo({ url });
        log(`${database}: datos demo cargados`);
      }
    }
    if (command === 'seed-scale') {
      const result = await seedScale({
        url,
        customers: wholeNumber(values.customers, 'customers', 100_000),
        attempts: wholeNumber(values.attempts, 'attempts', 1_000_000),
        ...(values.tenant === undefined
          ? {}
          : { tenantId: wholeNumber(values.tenant, 'tenant', 0) }),
        log,
      });
      log(`${result.customers} clientes y ${result.attempts} atenciones en ${result.ms} ms`);
    }
    return 0;
  } finally {
    await services.stop();
  }
}

process.exit(
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }),
);

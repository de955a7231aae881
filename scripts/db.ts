// Database chores on KIWI_DB_NAME (default kiwi) through the admin connection
// (DATABASE_URL or the embedded server):
//   pnpm db:migrate                 roles, migrations, grants (idempotent)
//   pnpm db:seed:demo               demo data, when the database has none
//   pnpm db:seed:scale [--customers N] [--attempts N] [--tenants N | --tenant ID] [--tariffs N]
//                      [--commercials N]   bulk data for load tests (two tenants by default)
//   pnpm db:seed:scale --summary    rows per table and tenant of the scale tenants, no seeding
import { parseArgs } from 'node:util';
import { ensureServices } from './services';
import { databaseNameFromEnv } from './lib/database';
import {
  databaseUrlWith,
  formatSummary,
  isDatabaseSeeded,
  provisionDatabase,
  SCALE_CLI_OPTIONS,
  scaleOptionsFromArgs,
  scaleSummary,
  seedDemo,
  seedScale,
} from './lib/kiwi-db';

const log = (line: string) => console.info(`[db] ${line}`);
const COMMANDS = ['migrate', 'seed-demo', 'seed-scale'] as const;
type Command = (typeof COMMANDS)[number];

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: SCALE_CLI_OPTIONS,
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
    if (command === 'seed-scale' && values.summary) {
      console.info(formatSummary(await scaleSummary(url)));
    } else if (command === 'seed-scale') {
      const result = await seedScale({ url, ...scaleOptionsFromArgs(values), log });
      log(
        `${result.tenants.length} tenants × (${result.customers} clientes, ${result.attempts} atenciones) ` +
          `en ${(result.ms / 1000).toFixed(1)} s; accesos: ${result.tenants.map((t) => t.adminUsername).join(', ')}`,
      );
      console.info(
        formatSummary(
          await scaleSummary(
            url,
            result.tenants.map((t) => t.tenantId),
          ),
        ),
      );
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

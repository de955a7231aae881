// `pnpm db:migrate` and `pnpm db:seed:demo` on the database KIWI_DB_NAME (default kiwi),
// through the admin connection (DATABASE_URL or the embedded server).
import { ensureServices } from './services';
import { databaseNameFromEnv } from './lib/database';
import { databaseUrlWith, isDatabaseSeeded, provisionDatabase, seedDemo } from './lib/kiwi-db';

const log = (line: string) => console.info(`[db] ${line}`);
const USAGE = 'Uso: tsx scripts/db.ts migrate|seed-demo';

async function main(command: string | undefined): Promise<number> {
  if (command === 'seed-scale') {
    console.error('La carga de escala aún no existe en @kiwi/db (seedScale); ver bench/.');
    return 2;
  }
  if (command !== 'migrate' && command !== 'seed-demo') {
    console.error(USAGE);
    return 2;
  }
  const services = await ensureServices(log);
  const database = databaseNameFromEnv();
  try {
    await provisionDatabase({ adminUrl: services.adminUrl, database, log });
    log(`${database}: roles, migraciones y permisos al día`);
    if (command === 'seed-demo') {
      if (await isDatabaseSeeded(services.adminUrl, database)) {
        log(`${database} ya tiene datos; use KIWI_FRESH_DB=1 pnpm start para empezar de cero`);
      } else {
        await seedDemo({ url: databaseUrlWith(services.adminUrl, database) });
        log(`${database}: datos demo cargados`);
      }
    }
    return 0;
  } finally {
    await services.stop();
  }
}

process.exit(
  await main(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }),
);

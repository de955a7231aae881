// `pnpm maintenance on|off|status`: switches maintenance mode without a deploy.
// Every API call except login and the status call then answers 503 (spec 8),
// SuperAdmin excepted. Uses the admin connection (DATABASE_URL or the embedded server).
import { ensureServices } from './services';
import { databaseNameFromEnv } from './lib/database';
import { connectAdmin, databaseUrlWith } from './lib/kiwi-db';

const USAGE = 'Uso: pnpm maintenance on|off|status';

async function main(action: string | undefined): Promise<number> {
  if (action !== 'on' && action !== 'off' && action !== 'status') {
    console.error(USAGE);
    return 2;
  }
  const services = await ensureServices(() => {});
  const database = databaseNameFromEnv();
  const sql = connectAdmin(databaseUrlWith(services.adminUrl, database));
  try {
    if (action !== 'status') {
      await sql`select kiwi_set_maintenance(${action === 'on'}, 'cli:' || current_user)`;
    }
    const [row] = await sql<{ active: boolean | null }[]>`
      select (value ->> 'active')::boolean as active
      from platform_settings where key = 'maintenance'`;
    const active = row?.active === true;
    console.info(
      `Mantenimiento ${active ? 'ACTIVADO' : 'desactivado'} en la base de datos ${database}`,
    );
    if (action !== 'status') {
      console.info('La API lo aplica en unos segundos (caché MAINTENANCE_CACHE_MS).');
    }
    return 0;
  } finally {
    await sql.end({ timeout: 5 });
    await services.stop();
  }
}

process.exit(
  await main(process.argv[2]).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }),
);

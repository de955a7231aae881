/**
 * Seeds from the command line, against DATABASE_URL (an admin URL naming the target
 * database, which is provisioned first):
 *   tsx packages/db/src/seeds/cli.ts demo
 *   tsx packages/db/src/seeds/cli.ts scale [--customers 100000] [--attempts 1000000] [--tenants 2]
 *       [--tenant ID] [--tariffs 2000] [--commercials 50]
 *   tsx packages/db/src/seeds/cli.ts scale-summary [--tenant ID]
 */
import { parseArgs } from 'node:util';
import { isDatabaseSeeded, provisionDatabase } from '../setup/provision';
import { databaseNameOf, databaseUrlWith } from '../urls';
import { seedDemo } from './demo/index';
import { formatSummary, scaleSummary, seedScale } from './scale/index';
import { SCALE_CLI_OPTIONS, scaleOptionsFromArgs } from './scale/options';

const USAGE =
  'usage: DATABASE_URL=postgres://... tsx cli.ts demo | scale [--customers N] [--attempts N] ' +
  '[--tenants N | --tenant ID] [--tariffs N] [--commercials N] | scale-summary [--tenant ID]';

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: SCALE_CLI_OPTIONS,
  });
  const command = positionals[0];
  const url = process.env.DATABASE_URL;
  if (!url || !['demo', 'scale', 'scale-summary'].includes(command ?? '')) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const scale = scaleOptionsFromArgs(values);
  if (command === 'scale-summary') {
    const ids = scale.tenantId === undefined ? undefined : [scale.tenantId];
    console.info(formatSummary(await scaleSummary(url, ids)));
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
  const result = await seedScale({ url, ...scale, log: (m) => console.info(m) });
  console.info(
    `scale seed done: ${result.tenants.length} tenants × (${result.customers} customers, ` +
      `${result.attempts} atenciones) in ${(result.ms / 1000).toFixed(1)} s; ` +
      `logins: ${result.tenants.map((t) => t.adminUsername).join(', ')}`,
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

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

// `pnpm test`: every test of the repository against real PostgreSQL and Redis,
// then the end-to-end suite; ends with one line "N passed, N failed".
//   --no-e2e     skip the end-to-end suite
//   --e2e-only   run only the end-to-end suite
import { readFile } from 'node:fs/promises';
import { ensureServices } from './services';
import { prepareTestTemplates } from './lib/kiwi-db';
import { repoPath } from './lib/paths';
import { runWithLines } from './lib/processes';
import { VitestSummary, failedTurboTasks } from './lib/vitest-summary';

const log = (line: string) => console.info(`[test] ${line}`);

async function hasTestScript(packageDir: string): Promise<boolean> {
  const manifest = JSON.parse(await readFile(repoPath(packageDir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  return Boolean(manifest.scripts?.test);
}

async function main(): Promise<number> {
  const args = new Set(process.argv.slice(2));
  const runUnit = !args.has('--e2e-only');
  const runE2e = !args.has('--no-e2e');
  const started = Date.now();

  const services = await ensureServices((line) => log(line));
  const stopServices = async () => services.stop();
  process.on('SIGINT', () => void stopServices().then(() => process.exit(130)));
  process.on('SIGTERM', () => void stopServices().then(() => process.exit(143)));

  const summary = new VitestSummary();
  let exitCode = 0;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    KIWI_TEST_ADMIN_URL: services.adminUrl,
    REDIS_URL: services.redisUrl,
    TURBO_TELEMETRY_DISABLED: '1',
  };
  try {
    if (runUnit) {
      const templatesStarted = Date.now();
      await prepareTestTemplates({ adminUrl: services.adminUrl });
      log(`plantillas de base de datos listas (${Date.now() - templatesStarted} ms)`);

      const scripts = await runWithLines(
        'pnpm',
        ['exec', 'vitest', 'run', '--dir', 'scripts'],
        (line) => summary.addLine(line, 'scripts'),
        { env },
      );
      if (scripts !== 0) summary.addCrashedSuite('scripts');

      const failedPackages: string[] = [];
      const turbo = await runWithLines(
        'pnpm',
        // the end-to-end suite runs on its own below, after every unit suite
        ['exec', 'turbo', 'run', 'test', '--concurrency=2', '--continue', '--filter=!@kiwi/e2e'],
        (line) => {
          summary.addLine(line);
          failedPackages.push(...failedTurboTasks(line));
        },
        { env },
      );
      for (const pkg of failedPackages) summary.addCrashedSuite(pkg);
      if (turbo !== 0 && failedPackages.length === 0) summary.addCrashedSuite('turbo');
      if (scripts !== 0 || turbo !== 0) exitCode = 1;
    }

    if (runE2e) {
      if (!(await hasTestScript('e2e'))) {
        log('AVISO: @kiwi/e2e aún no tiene script "test"; la suite end-to-end no se ha ejecutado');
      } else {
        // The suite starts the app itself with `pnpm start`: hand it the same servers.
        const e2e = await runWithLines(
          'pnpm',
          ['--filter', '@kiwi/e2e', 'test'],
          (line) => summary.addLine(line, '@kiwi/e2e'),
          { env: { ...env, DATABASE_URL: services.adminUrl } },
        );
        if (e2e !== 0) {
          summary.addCrashedSuite('@kiwi/e2e');
          exitCode = 1;
        }
      }
    }
  } finally {
    await stopServices();
  }

  const { passed, failed } = summary.total();
  if (failed > 0) exitCode = 1;
  log(`duración total ${Math.round((Date.now() - started) / 1000)} s`);
  console.info(`${passed} passed, ${failed} failed`);
  return exitCode;
}

process.exit(
  await main().catch((error: unknown) => {
    console.error(`[test] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }),
);

// API throughput of two start-up calls against a raw-SQL baseline doing the same
// database work, measured in the same run on the same database.
//   pnpm --filter @kiwi/bench api            (options: --duration 10 --connections 20)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { ensureServices } from '../../scripts/services';
import { prepareDatabase } from '../../scripts/lib/database';
import { waitUntil } from '../../scripts/lib/net';
import { repoPath } from '../../scripts/lib/paths';
import { run } from '../../scripts/lib/processes';
import { rawDetalle, rawAgendados } from './raw-baseline';
import { printTable, type Row } from './report';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    port: { type: 'string', default: '3197' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

async function login(username: string): Promise<string> {
  const res = await fetch(`${base}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Kiwi-Demo-2026!' }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { access: string }).access;
}

async function http(path: string, token: string) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const services = await ensureServices();
  const { appUrl } = await prepareDatabase(services.adminUrl, 'kiwi_bench', {
    fresh: true,
    log: (line) => console.info(`[bench] ${line}`),
  });
  await run('pnpm', ['--filter', '@kiwi/api', 'build'], { cwd: repoPath() });
  const api = spawn(process.execPath, [repoPath('apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: appUrl,
      REDIS_URL: services.redisUrl,
      KIWI_QUEUE_PREFIX: `kiwi-bench-${randomBytes(4).toString('hex')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // Same number of database connections as the raw baseline.
      DATABASE_POOL_MAX: String(connections),
      TOKEN_REQUESTS_PER_MINUTE: '1000',
    },
    stdio: 'inherit',
  });
  const sql = postgres(appUrl, { max: connections });
  try {
    await waitUntil(
      async () => (await fetch(`${base}/readyz`).catch(() => null))?.ok === true,
      30_000,
      'la API no arrancó en 30 s',
    );
    const manager = await login('manager@kiwi.demo');
    const comercial = await login('comercial@kiwi.demo');
    const [ids] = await sql<{ tenant: number; manager: number; comercial: number }[]>`
      select (select tenant_id::int from kiwi_auth_lookup('manager@kiwi.demo')) as tenant,
             (select account_id::int from kiwi_auth_lookup('manager@kiwi.demo')) as manager,
             (select account_id::int from kiwi_auth_lookup('comercial@kiwi.demo')) as comercial`;
    if (!ids) throw new Error('demo users missing');
    const month = new Date().toISOString().slice(0, 7);
    const range = `range[]=${month}-01&range[]=${month}-28`;

    const rows: Row[] = [];
    const detalleHttp = await http('/api/cuentas/detalle/', comercial);
    const detalleRaw = await rawDetalle(sql, ids.tenant, ids.comercial, { connections, duration });
    rows.push({ name: 'GET /api/cuentas/detalle/', http: detalleHttp, raw: detalleRaw });
    const agendaHttp = await http(`/api/clientes/agendados/?${range}`, manager);
    const agendaRaw = await rawAgendados(sql, ids.tenant, `${month}-01`, `${month}-28`, {
      connections,
      duration,
    });
    rows.push({
      name: 'GET /api/clientes/agendados/ (month, manager)',
      http: agendaHttp,
      raw: agendaRaw,
    });
    printTable(rows, { connections, duration });
  } finally {
    await sql.end();
    api.kill('SIGTERM');
    await services.stop();
  }
}

await main();

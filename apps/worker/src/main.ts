import { pino } from 'pino';
import { createRedisConnection } from '@kiwi/jobs';
import { loadWorkerConfig } from './config';
import { createWorkerPool } from './database';
import { startHeartbeat } from './heartbeat';
import { startWorkers } from './workers';

const config = loadWorkerConfig();
const logger = pino({ name: 'kiwi-worker', level: config.logLevel });
const connection = createRedisConnection(config.redisUrl);
const sql = config.databaseUrl ? createWorkerPool(config.databaseUrl) : undefined;
const running = startWorkers({
  ...(sql ? { sql } : {}),
  connection,
  prefix: config.queuePrefix,
  concurrency: config.concurrency,
  storageDir: config.storageDir,
  logger,
});
// A repeated signal is ignored: under `pnpm start` (and Ctrl+C in a terminal) the
// same stop reaches us twice, from the process group and from the supervisor.
// Jobs that outlast the timeout are abandoned; BullMQ reruns them as stalled.
let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping: waiting for running jobs');
  const timer = setTimeout(() => {
    logger.warn('running jobs did not finish in time; closing anyway (they will rerun)');
    void running.close(true);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await running.close();
    await connection.quit();
    await sql?.end({ timeout: 5 });
    logger.info('worker stopped');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'error while stopping');
    process.exit(1);
  }
}

process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));

await Promise.all(running.workers.map((worker) => worker.waitUntilReady()));
// For the container healthcheck (unref'd: it never keeps the process alive).
if (config.heartbeatFile) startHeartbeat({ connection, file: config.heartbeatFile });
logger.info(
  { queues: running.workers.map((worker) => worker.name), storageDir: config.storageDir },
  'worker ready',
);

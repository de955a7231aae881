import { z } from 'zod';
import { parseTrustProxy } from './lib/trust-proxy';

const ZConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless said otherwise (decision 0704); the container image sets 0.0.0.0. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** The kiwi_app connection (a role that owns nothing and has no BYPASSRLS). */
  DATABASE_URL: z.string().min(1),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().default(10),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  KIWI_QUEUE_PREFIX: z.string().default('kiwi'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres'),
  JWT_ACCESS_TTL_SECONDS: z.coerce.number().int().positive().default(300),
  JWT_REFRESH_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 7),
  LOGIN_FAILURES_PER_MINUTE: z.coerce.number().int().positive().default(10),
  TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Unset: <repo>/storage, the same rule as the worker's. */
  STORAGE_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  /**
   * Load shedding: answer 503 when the event loop lags more than this (ms); 0 turns it off
   * (the API test suites, which share the machine's cores with every other suite).
   */
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(2000),
  MAINTENANCE_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  /**
   * Memory for the serialised answers of the configurator's catalogue lists, per process
   * (decision 1508); 0 turns the cache off (ETag and 304 stay).
   */
  CATALOGUE_LIST_CACHE_MB: z.coerce.number().min(0).default(32),
  /** Minutes an "abierto" follow-up must be overdue before a teammate may take it (decision 1403). */
  AGENDADO_ABIERTO_MINUTOS: z.coerce.number().int().min(0).default(30),
});

export type AppConfig = z.infer<typeof ZConfigSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración inválida:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestDatabase } from '@kiwi/db/testing';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Kiwi-Demo-2026!';

export const DEMO_USERS = {
  superadmin: 'superadmin@kiwi.demo',
  admin: 'admin@kiwi.demo',
  manager: 'manager@kiwi.demo',
  comercial: 'comercial@kiwi.demo',
  otraAdmin: 'admin@otra.demo',
  otraEmpleado: 'empleado@otra.demo',
} as const;
export type DemoUser = keyof typeof DEMO_USERS;

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Admin connection string of this file's own database (seeding/inspection in tests). */
  adminUrl: string;
  login(user: DemoUser): Promise<{ access: string; refresh: string }>;
  /** Authorization header of a fresh login, cached per user. */
  authHeader(user: DemoUser): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * A real app on a fresh database cloned from the demo-seeded template, a
 * random Redis prefix (rate limits, queues) and a random JWT secret.
 */
export async function createTestApp(
  overrides: Partial<Record<string, string>> = {},
  /** Registers extra (test-only) routes before the app is ready. */
  setup?: (app: FastifyInstance) => void | Promise<void>,
): Promise<TestApp> {
  const database = await createTestDatabase({ template: 'demo' });
  const config = loadConfig({
    DATABASE_URL: database.appUrl,
    DATABASE_POOL_MAX: '5',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    KIWI_QUEUE_PREFIX: `kiwi-test-${randomBytes(6).toString('hex')}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    MAINTENANCE_CACHE_MS: '0',
    // Suites share two cores with every other suite: lag there is not overload.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  const app = await buildApp({ config, logger: false });
  await setup?.(app);
  await app.ready();

  const tokens = new Map<DemoUser, { access: string; refresh: string }>();
  const login = async (user: DemoUser) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/token/',
      payload: { username: DEMO_USERS[user], password: DEMO_PASSWORD },
    });
    if (res.statusCode !== 200)
      throw new Error(`login ${user} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ access: string; refresh: string }>();
  };
  return {
    app,
    config,
    adminUrl: database.adminUrl,
    login,
    async authHeader(user) {
      let pair = tokens.get(user);
      if (!pair) {
        pair = await login(user);
        tokens.set(user, pair);
      }
      return { authorization: `Bearer ${pair.access}` };
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse) => res.json<T>();

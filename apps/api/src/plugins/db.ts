import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createDb, type KiwiDb } from '@kiwi/db';
import type { Sql } from 'postgres';

declare module 'fastify' {
  interface FastifyInstance {
    db: KiwiDb;
    sql: Sql;
  }
}

/** One connection pool per process, as the kiwi_app role (RLS applies to every query). */
async function dbPlugin(app: FastifyInstance, opts: { url: string; max: number }) {
  const { db, sql, close } = createDb(opts.url, { max: opts.max });
  app.decorate('db', db);
  app.decorate('sql', sql);
  app.addHook('onClose', async () => {
    await close();
  });
}

export default fp(dbPlugin, { name: 'kiwi-db' });

import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { createQueue, QUEUE_NAMES, storageDirFromEnv } from '@kiwi/jobs';
import type { AppConfig } from '../../../config';
import { CATALOGUE_WRITE } from '../shared/access';
import { CATALOGUE_SHEET_KEYS } from './exportar.sheets';
import { startCatalogueExport } from './exportar.service';

/** Catalogue export of any tab to xlsx through the worker (decision 1507). */
const exportarRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const storageDir = storageDirFromEnv({ STORAGE_DIR: config.STORAGE_DIR });
  const queue = createQueue(QUEUE_NAMES.exports, app.redis, { prefix: config.KIWI_QUEUE_PREFIX });
  app.addHook('onClose', async () => {
    await queue.close();
  });
  app.get(
    '/api/servicios/export/',
    {
      config: { access: CATALOGUE_WRITE },
      schema: {
        tags: ['servicios'],
        summary:
          'Exportar una pestaña del catálogo (tab=tarifas…) a xlsx con sus filtros; el trabajo se sigue en /api/utils/task-status/{task_id}/',
        querystring: z
          .object({ tab: z.enum(CATALOGUE_SHEET_KEYS, { error: 'Pestaña no válida' }) })
          .loose(),
        response: { 200: z.object({ task_id: z.string() }) },
      },
    },
    async (request) =>
      request.withTenant((ctx) =>
        startCatalogueExport(
          ctx,
          { storageDir, queue },
          (request.query as { tab: string }).tab,
          request.query,
        ),
      ),
  );
};

export default exportarRoutes;

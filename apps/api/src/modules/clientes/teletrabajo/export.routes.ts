import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCustomerQuerySchema } from '@kiwi/domain';
import { createQueue, QUEUE_NAMES } from '@kiwi/jobs';
import type { AppConfig } from '../../../config';
import { ERP_USER } from '../../../lib/access-rules';
import { authOf } from '../../../plugins/access';
import { startCustomersExport } from './export.service';

/** The teletrabajo export (spec §7 "Exports"); decision 1107. */
const teletrabajoExportRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  // Shares the app's Redis client; closing the queue leaves that client open.
  const queue = createQueue(QUEUE_NAMES.exports, app.redis, { prefix: config.KIWI_QUEUE_PREFIX });
  app.addHook('onClose', async () => queue.close());

  app.get(
    '/api/clientes/teletrabajo/download-xlsx-teletrabajo/',
    {
      config: {
        access: ERP_USER,
        requestTransaction: false,
        rateLimit: { max: 20, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['clientes'],
        summary:
          'Exporta a xlsx los clientes que cumplen los filtros de la lista (en segundo plano)',
        description:
          'Mismos filtros, `search` y `ordering` que GET /api/clientes/entradas/ (la paginación se ' +
          'ignora); mismas columnas que la tabla. Responde {task_id}: el progreso en ' +
          'GET /api/utils/task-status/{task_id}/ y el archivo en GET /api/utils/get-xlsx-files/.',
        querystring: ZCustomerQuerySchema,
        response: { 200: z.object({ task_id: z.string() }) },
      },
    },
    async (request) => startCustomersExport(authOf(request), queue, request.query),
  );
};

export default teletrabajoExportRoutes;

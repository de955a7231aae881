import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ERP_GROUPS,
  ROLE,
  ZCustomerBulkRequestSchema,
  ZCustomerBulkResponseSchema,
} from '@kiwi/domain';
import { createQueue, QUEUE_NAMES } from '@kiwi/jobs';
import type { AppConfig } from '../../../config';
import { atLeast } from '../../../lib/access-rules';
import { runCustomerBulk } from './bulk.service';

/** Bulk actions of the customer table (decision 1108). */
const bulkRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const queue = createQueue(QUEUE_NAMES.exports, app.redis, { prefix: config.KIWI_QUEUE_PREFIX });
  app.addHook('onClose', async () => queue.close());

  app.post(
    '/api/clientes/entradas/bulk/',
    {
      config: { access: atLeast(ROLE.Manager, ERP_GROUPS) },
      schema: {
        tags: ['clientes'],
        summary: 'Acción masiva: reasignar comercial, fijar origen o eliminar (Manager o superior)',
        description:
          'Sobre una selección (`ids`) o sobre todos los que coinciden con los filtros de la lista ' +
          '(`filtros`). Hasta 500 clientes se hace en la petición y responde {afectados}; por encima ' +
          'responde {task_id, total} y lo hace el worker, con progreso en GET /api/utils/task-status/.',
        body: ZCustomerBulkRequestSchema,
        response: {
          200: ZCustomerBulkResponseSchema,
          400: z.union([
            z.object({ detail: z.string() }),
            z.record(z.string(), z.array(z.string())),
          ]),
        },
      },
    },
    async (request) => request.withTenant((ctx) => runCustomerBulk(ctx, queue, request.body)),
  );
};

export default bulkRoutes;

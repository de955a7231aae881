import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRecordHistoryPageSchema } from '@kiwi/domain';
import { ERP_USER } from '../../lib/access-rules';
import {
  ZHistorialParamsSchema,
  ZHistorialQuerySchema,
  listRecordHistory,
} from './historial.service';

/** /api/historial/*: the record history written by the database triggers (decisions 0901, 0902). */
const historialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/historial/:entidad/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['historial'],
        summary:
          'Historial de cambios de un registro (un cliente incluye sus notas, atenciones, ofertas…), más reciente primero',
        params: ZHistorialParamsSchema,
        querystring: ZHistorialQuerySchema,
        response: { 200: ZRecordHistoryPageSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => listRecordHistory(ctx, request.params, request.query)),
  );
};

export default historialRoutes;

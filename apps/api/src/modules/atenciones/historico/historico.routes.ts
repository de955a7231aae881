import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactHistorySchema, ZCustomerContractsSchema } from '@kiwi/domain';
import { ERP_USER } from '../../../lib/access-rules';
import {
  ZCustomerIdParamsSchema,
  customerContactHistory,
  customerContractsOf,
} from './historico.service';

/** The customer full view's contact history and operator contracts (issue 8). */
const atencionesHistoricoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/atenciones/historico/:id',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary:
          'Historial de contacto de un cliente: cada atención con su oferta, agendado, no interés o gestión, más reciente primero',
        params: ZCustomerIdParamsSchema,
        response: { 200: ZContactHistorySchema },
      },
    },
    async (request) => request.withTenant((ctx) => customerContactHistory(ctx, request.params.id)),
  );

  app.get(
    '/api/atenciones/contracts/:id',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Contratos del cliente con los operadores',
        params: ZCustomerIdParamsSchema,
        response: { 200: ZCustomerContractsSchema },
      },
    },
    async (request) => request.withTenant((ctx) => customerContractsOf(ctx, request.params.id)),
  );
};

export default atencionesHistoricoRoutes;

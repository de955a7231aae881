import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLocalidadesFromCpSchema } from '@kiwi/domain';
import { ERP_USER } from '../../../lib/access-rules';
import { ZLocalidadesQuerySchema, localidadesFromCp } from './localidades.service';

/** GET /api/utils/localidades-from-cp/: what the customer form suggests for a postal code. */
const localidadesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/utils/localidades-from-cp/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['utils'],
        summary:
          'Provincia y localidades de un código postal (municipios del INE y localidades ya usadas en los clientes)',
        querystring: ZLocalidadesQuerySchema,
        response: { 200: ZLocalidadesFromCpSchema },
      },
    },
    async (request) => request.withTenant((ctx) => localidadesFromCp(ctx, request.query.cp)),
  );
};

export default localidadesRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERP_USER } from '../../lib/access-rules';
import { listCommercials, ZCommercialOptionSchema } from './comerciales.service';

/** /api/comerciales/*: the commercial selector (the gerencia statistics are a later issue). */
const comercialesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/comerciales/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['comerciales'],
        summary:
          "Selector de comerciales: ALTA, VACACIONES, BAJA, INACTIVO; sin 'invitado'; 'Por asignar' al final",
        response: { 200: z.array(ZCommercialOptionSchema) },
      },
    },
    async (request) => request.withTenant((ctx) => listCommercials(ctx)),
  );
};

export default comercialesRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildOpciones, ZOpcionesSchema } from '@kiwi/domain';
import { ANY_USER } from '../../../lib/access-rules';
import { listModelOptions, MODEL_QUERY_MODELS } from './options.service';

const ZModelQuerySchema = z.object({
  model: z.enum(MODEL_QUERY_MODELS, { error: 'Modelo no soportado.' }),
});

/** GET /api/utils/opciones/ and /api/utils/model-query/. */
const optionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The option lists are constants of @kiwi/domain: built once per process.
  const opciones = buildOpciones();

  app.get(
    '/api/utils/opciones/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: ['utils'],
        summary: 'Todas las listas de opciones que usa el cliente',
        response: { 200: ZOpcionesSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'private, max-age=300');
      return opciones;
    },
  );

  app.get(
    '/api/utils/model-query/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: ['utils'],
        summary: 'Filas de un modelo para los selectores (model=origenBBDD)',
        querystring: ZModelQuerySchema,
        response: {
          200: z.array(z.object({ id: z.number(), nombre: z.string(), timestamp: z.string() })),
        },
      },
    },
    async (request) => request.withTenant((ctx) => listModelOptions(ctx, request.query.model)),
  );
};

export default optionsRoutes;

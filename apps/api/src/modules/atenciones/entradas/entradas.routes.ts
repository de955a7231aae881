import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAtencionSchema, ZCreateAtencionRequestSchema, ZEntradasQuerySchema } from '@kiwi/domain';
import { ERP_USER } from '../../../lib/access-rules';
import { estimatedPageSchema } from '../../../lib/estimated-page';
import { createEntrada, getEntrada, listEntradas } from './entradas.service';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** /api/atenciones/entradas/: record and read contact attempts (decision 1402). */
const entradasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/atenciones/entradas/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary:
          'Registra una atención: agendado, no interesado o gestión (snake_case, una transacción)',
        body: ZCreateAtencionRequestSchema,
        response: { 201: ZAtencionSchema },
      },
    },
    async (request, reply) => {
      const created = await request.withTenant((ctx) => createEntrada(ctx, request.body));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/atenciones/entradas/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Atenciones paginadas (cliente, comercial, tipo[], fecha_contacto[], estado[])',
        querystring: ZEntradasQuerySchema,
        response: { 200: estimatedPageSchema(ZAtencionSchema) },
      },
    },
    async (request) => request.withTenant((ctx) => listEntradas(ctx, request.query)),
  );

  app.get(
    '/api/atenciones/entradas/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Una atención con lo que registró',
        params: ZIdParams,
        response: { 200: ZAtencionSchema },
      },
    },
    async (request) => request.withTenant((ctx) => getEntrada(ctx, request.params.id)),
  );
};

export default entradasRoutes;

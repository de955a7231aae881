import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAtencionSchema, ZPipelineQuerySchema, ZUpdateAtencionRequestSchema } from '@kiwi/domain';
import { ERP_USER } from '../../../lib/access-rules';
import { estimatedPageSchema } from '../../../lib/estimated-page';
import { listPipeline, removeAtencion, updateAtencionEstado } from './pipeline.service';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/atenciones/ (ofertas / gestiones), PUT and DELETE /api/atenciones/{id}/. */
const pipelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/atenciones/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary:
          'Ofertas (atenciones con oferta) o gestiones (filtrar=gestiones), paginadas, con filtros estado[], tipoOferta[], comercial, operator y fechas. `count` es exacto hasta 500 coincidencias cuando contarlas es barato; si no, es la estimación del planificador y `count_estimated` es true.',
        querystring: ZPipelineQuerySchema,
        response: { 200: estimatedPageSchema(ZAtencionSchema) },
      },
    },
    async (request) => request.withTenant((ctx) => listPipeline(ctx, request.query)),
  );

  app.put(
    '/api/atenciones/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Cambia el estado (transiciones de la decisión 1401) y las notas de una atención',
        params: ZIdParams,
        body: ZUpdateAtencionRequestSchema,
        response: { 200: ZAtencionSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => updateAtencionEstado(ctx, request.params.id, request.body)),
  );

  app.delete(
    '/api/atenciones/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Elimina una atención y lo que registró',
        params: ZIdParams,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => request.withTenant((ctx) => removeAtencion(ctx, request.params.id)),
  );
};

export default pipelineRoutes;

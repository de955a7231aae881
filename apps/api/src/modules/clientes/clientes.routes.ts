import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERP_USER } from '../../lib/access-rules';
import { ZAgendadoItemSchema, ZAgendadosQuerySchema, listAgendados } from './clientes.service';
import bulkRoutes from './entradas/bulk.routes';
import entradasRoutes from './entradas/entradas.routes';
import teletrabajoExportRoutes from './teletrabajo/export.routes';
import type { AppConfig } from '../../config';

/** /api/clientes/*: the follow-up agenda, and the customers (entradas/). */
const clientesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(entradasRoutes);
  await app.register(teletrabajoExportRoutes, { config });
  await app.register(bulkRoutes, { config });
  app.get(
    '/api/clientes/agendados/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['clientes'],
        summary: 'Agendados pendientes en un rango de días (hora de Madrid)',
        querystring: ZAgendadosQuerySchema,
        response: { 200: z.array(ZAgendadoItemSchema) },
      },
    },
    async (request) => request.withTenant((ctx) => listAgendados(ctx, request.query)),
  );
};

export default clientesRoutes;

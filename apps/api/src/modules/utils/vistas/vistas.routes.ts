import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateSavedViewRequestSchema,
  ZSavedViewSchema,
  ZSavedViewsQuerySchema,
  ZSavedViewsSchema,
  ZUpdateSavedViewRequestSchema,
} from '@kiwi/domain';
import { ANY_USER } from '../../../lib/access-rules';
import {
  ZSavedViewParamsSchema,
  createSavedView,
  deleteSavedView,
  listSavedViews,
  updateSavedView,
} from './vistas.service';

const TAGS = ['utils'];

/** /api/utils/vistas/: saved views of the list screens (decision 0906). */
const vistasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/utils/vistas/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: TAGS,
        summary: 'Vistas guardadas de una pantalla de lista: las del equipo y las propias',
        querystring: ZSavedViewsQuerySchema,
        response: { 200: ZSavedViewsSchema },
      },
    },
    async (request) => request.withTenant((ctx) => listSavedViews(ctx, request.query.pantalla)),
  );

  app.post(
    '/api/utils/vistas/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: TAGS,
        summary: 'Guardar la vista actual (compartirla con el equipo: Manager o superior)',
        body: ZCreateSavedViewRequestSchema,
        response: { 201: ZSavedViewSchema },
      },
    },
    async (request, reply) => {
      const view = await request.withTenant((ctx) => createSavedView(ctx, request.body));
      return reply.code(201).send(view);
    },
  );

  app.put(
    '/api/utils/vistas/:id/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: TAGS,
        summary: 'Cambiar una vista (la propia, o una del equipo siendo Manager o superior)',
        params: ZSavedViewParamsSchema,
        body: ZUpdateSavedViewRequestSchema,
        response: { 200: ZSavedViewSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => updateSavedView(ctx, request.params.id, request.body)),
  );

  app.delete(
    '/api/utils/vistas/:id/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: TAGS,
        summary: 'Eliminar una vista (la propia, o una del equipo siendo Manager o superior)',
        params: ZSavedViewParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await request.withTenant((ctx) => deleteSavedView(ctx, request.params.id));
      return reply.code(204).send(null);
    },
  );
};

export default vistasRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_USER } from '../../lib/access-rules';
import {
  ZGroupPermissionAnswerSchema,
  ZGroupPermissionQuerySchema,
  getGroupPermission,
} from './groups.service';

/** GET /api/get-group-permissions. Group and permission CRUD (/api/groups/, /api/permissions/) is a later issue. */
const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/get-group-permissions',
    {
      config: { access: ANY_USER },
      schema: {
        tags: ['groups'],
        summary: 'Si los grupos de permisos del usuario conceden un permiso',
        querystring: ZGroupPermissionQuerySchema,
        response: { 200: ZGroupPermissionAnswerSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => getGroupPermission(ctx, request.query.permission_name)),
  );
};

export default groupsRoutes;

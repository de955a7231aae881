import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZMaintenanceStatusSchema, ZTenantInfoSchema } from '@kiwi/domain';
import { ANY_USER, PUBLIC, SUPERADMIN_ONLY } from '../../lib/access-rules';
import { authOf } from '../../plugins/access';

/** Tenant info and the maintenance switch. Tenant management (SuperAdmin CRUD) is a later issue. */
const distribuidoresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/distribuidores/get-distribuidor-info/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: ['distribuidores'],
        summary: 'Tipo y nombre del tenant del usuario',
        response: { 200: ZTenantInfoSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return { type: auth.tenantType, name: auth.tenantName };
    },
  );

  app.get(
    '/api/distribuidores/get-maintenance-status/',
    {
      config: { access: PUBLIC, maintenance: 'exempt' },
      schema: {
        tags: ['distribuidores'],
        summary: 'Indica si Kiwi está en mantenimiento (público)',
        security: [],
        response: { 200: ZMaintenanceStatusSchema },
      },
    },
    async () => ({ maintenance: await app.maintenance.isActive() }),
  );

  app.put(
    '/api/distribuidores/maintenance-status/',
    {
      config: { access: SUPERADMIN_ONLY },
      schema: {
        tags: ['distribuidores'],
        summary: 'Activa o desactiva el modo mantenimiento (solo SuperAdmin; queda auditado)',
        body: ZMaintenanceStatusSchema.strict(),
        response: { 200: ZMaintenanceStatusSchema },
      },
    },
    async (request) => {
      await app.maintenance.set(request.body.maintenance, `api:${authOf(request).username}`);
      return { maintenance: request.body.maintenance };
    },
  );
};

export default distribuidoresRoutes;

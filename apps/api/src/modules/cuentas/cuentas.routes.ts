import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANY_USER } from '../../lib/access-rules';
import { authOf } from '../../plugins/access';
import {
  ZInvalidPunchStatusSchema,
  ZUserDetailResponseSchema,
  checkInvalidPunchIn,
  userDetail,
} from './cuentas.service';

/** /api/cuentas/*: the start-up calls (user detail, invalid punch check). Accounts CRUD is a later issue. */
const cuentasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cuentas/detalle/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: ['cuentas'],
        summary: 'Datos del usuario conectado',
        response: { 200: ZUserDetailResponseSchema },
      },
    },
    async (request) => userDetail(authOf(request)),
  );

  app.get(
    '/api/cuentas/check-invalid-punch-in/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: ['cuentas'],
        summary: 'Días pasados con entrada fichada y sin salida del usuario conectado',
        response: { 200: ZInvalidPunchStatusSchema },
      },
    },
    async (request) => request.withTenant((ctx) => checkInvalidPunchIn(ctx)),
  );
};

export default cuentasRoutes;

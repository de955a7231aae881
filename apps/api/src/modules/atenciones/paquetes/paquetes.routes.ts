import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdditionalInfoResponseSchema,
  ZAdditionalInfoSchema,
  ZCreateAdditionalInfoRequestSchema,
  ZPackageStateResponseSchema,
  ZPaqueteSchema,
  ZPaquetesQuerySchema,
  ZUpdatePackageStateRequestSchema,
} from '@kiwi/domain';
import { ERP_USER } from '../../../lib/access-rules';
import { pageSchema } from '../../../lib/pagination';
import {
  createInfo,
  getInfo,
  listPaquetes,
  replaceInfo,
  updatePaqueteEstado,
} from './paquetes.service';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Packages of offers (estado / order_id) and their additional info (decision 1405). */
const paquetesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/atenciones/paquete/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary:
          'Paquetes de las ofertas (oferta, atencion, cliente, comercial, estado[], order_id)',
        querystring: ZPaquetesQuerySchema,
        response: { 200: pageSchema(ZPaqueteSchema) },
      },
    },
    async (request) => request.withTenant((ctx) => listPaquetes(ctx, request.query)),
  );

  app.put(
    '/api/atenciones/paquete/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary:
          'Estado (ACTIVO / CANCELADO / VUELO) y número de pedido de un paquete; responde el nuevo estado',
        params: ZIdParams,
        body: ZUpdatePackageStateRequestSchema,
        response: { 200: ZPackageStateResponseSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => updatePaqueteEstado(ctx, request.params.id, request.body)),
  );

  app.post(
    '/api/atenciones/additionalinfo/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Información adicional de un paquete (portabilidad, ICC, titular, IBAN...)',
        body: ZCreateAdditionalInfoRequestSchema,
        response: { 201: ZAdditionalInfoResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await request.withTenant((ctx) => createInfo(ctx, request.body));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/atenciones/additionalinfo/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Información adicional de un paquete',
        params: ZIdParams,
        response: { 200: ZAdditionalInfoResponseSchema },
      },
    },
    async (request) => request.withTenant((ctx) => getInfo(ctx, request.params.id)),
  );

  app.put(
    '/api/atenciones/additionalinfo/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Sustituye la información adicional de un paquete',
        params: ZIdParams,
        body: ZAdditionalInfoSchema,
        response: { 200: ZAdditionalInfoResponseSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => replaceInfo(ctx, request.params.id, request.body)),
  );
};

export default paquetesRoutes;

import {
  ZCreateInstalmentRequestSchema,
  ZInstalmentQuerySchema,
  ZInstalmentSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEVICE_READ, DEVICE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import {
  createInstalment,
  editInstalment,
  instalmentsOfDevice,
  instalmentsOfObject,
  instalmentsOfPair,
  listInstalments,
  removeInstalment,
} from './plazos.service';

const id = z.coerce
  .number({ error: 'Identificador no válido' })
  .int()
  .positive({ error: 'Identificador no válido' });
const tags = ['servicios'];

/** Instalment plans of devices (MasMovil group; spec section 7, decision 1506). */
const plazosRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/installment/',
    tag: 'servicios',
    plural: 'planes de plazos',
    singular: 'un plan de plazos',
    read: DEVICE_READ,
    write: DEVICE_WRITE,
    query: ZInstalmentQuerySchema,
    body: ZCreateInstalmentRequestSchema,
    item: ZInstalmentSchema,
    list: listInstalments,
    create: createInstalment,
    edit: editInstalment,
    remove: removeInstalment,
  });

  app.get(
    '/api/servicios/installments-tariff/:tariffId/:type',
    {
      config: { access: DEVICE_READ },
      schema: {
        tags,
        summary: 'Planes activos de una tarifa (o línea adicional, type=additional_line)',
        params: z.object({ tariffId: id, type: z.string().max(30) }),
        response: { 200: z.array(ZInstalmentSchema) },
      },
    },
    async (request) =>
      request.withTenant((ctx) =>
        instalmentsOfObject(ctx, request.params.tariffId, request.params.type),
      ),
  );

  app.get(
    '/api/servicios/installments/:tariffId/:terminalId',
    {
      config: { access: DEVICE_READ },
      schema: {
        tags,
        summary: 'Planes activos de una tarifa con un terminal',
        params: z.object({ tariffId: id, terminalId: id }),
        response: { 200: z.array(ZInstalmentSchema) },
      },
    },
    async (request) =>
      request.withTenant((ctx) =>
        instalmentsOfPair(ctx, request.params.tariffId, request.params.terminalId),
      ),
  );

  app.get(
    '/api/servicios/installments-terminal/:id/',
    {
      config: { access: DEVICE_READ },
      schema: {
        tags,
        summary: 'Todos los planes de un terminal',
        params: z.object({ id }),
        response: { 200: z.array(ZInstalmentSchema) },
      },
    },
    async (request) => request.withTenant((ctx) => instalmentsOfDevice(ctx, request.params.id)),
  );
};

export default plazosRoutes;

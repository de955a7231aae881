import { ZCatalogueQuerySchema, ZDropDownItemSchema } from '@kiwi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_READ, DEVICE_READ } from '../shared/access';
import { filterFromQuery } from '../shared/list-filter';
import { selectAvailableDevices, selectOfferItems } from './desplegables.queries';

const ZDropDownQuerySchema = ZCatalogueQuerySchema.pick({
  operator: true,
  segment: true,
  search: true,
});
const response = { 200: z.array(ZDropDownItemSchema) };
const tags = ['servicios'];

/** Drop-downs of the catalogue dialogs (spec section 7): active items, id + name. */
const desplegablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/servicios/tariff-adicionales-sva-drop-down/',
    {
      config: { access: CATALOGUE_READ },
      schema: {
        tags,
        summary: 'Tarifas, líneas adicionales y SVA activos',
        querystring: ZDropDownQuerySchema,
        response,
      },
    },
    async (request) =>
      request.withTenant((ctx) => selectOfferItems(ctx.tx, filterFromQuery(request.query), true)),
  );
  app.get(
    '/api/servicios/tariff-adicionales-drop-down/',
    {
      config: { access: CATALOGUE_READ },
      schema: {
        tags,
        summary: 'Tarifas y líneas adicionales activas',
        querystring: ZDropDownQuerySchema,
        response,
      },
    },
    async (request) =>
      request.withTenant((ctx) => selectOfferItems(ctx.tx, filterFromQuery(request.query), false)),
  );
  app.get(
    '/api/servicios/available-device-drop-down/',
    {
      config: { access: DEVICE_READ },
      schema: {
        tags,
        summary: 'Terminales activos con unidades (DBL como YOIGO)',
        querystring: ZDropDownQuerySchema,
        response,
      },
    },
    async (request) =>
      request.withTenant((ctx) =>
        selectAvailableDevices(ctx.tx, filterFromQuery(request.query, 'devices')),
      ),
  );
};

export default desplegablesRoutes;

import {
  ZCreatePriceHistoryRequestSchema,
  ZCreateUpfrontRequestSchema,
  ZPriceHistoryQuerySchema,
  ZPriceHistorySchema,
  ZUpdatePriceHistoryRequestSchema,
  ZUpdateUpfrontRequestSchema,
  ZUpfrontQuerySchema,
  ZUpfrontSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import { listPricesAt, ZPricesAtQuerySchema, ZPricesAtResponseSchema } from './prices-at';
import {
  createPriceHistory,
  createUpfront,
  editPriceHistory,
  editUpfront,
  listPriceHistory,
  listUpfronts,
  removePriceHistory,
  removeUpfront,
} from './historial-precios.service';

/**
 * /api/servicios/pricehistory/ (effective-dated prices, decision 1504) and
 * /api/servicios/upfronts/ (the upfront each object earns per objective family; the
 * calculator reads it). Null-valued keys are dropped before saving (spec section 5).
 */
const historialPreciosRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/pricehistory/',
    tag: 'servicios',
    plural: 'precios (historial de precios)',
    singular: 'un precio del historial',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZPriceHistoryQuerySchema,
    body: ZCreatePriceHistoryRequestSchema,
    editBody: ZUpdatePriceHistoryRequestSchema,
    item: ZPriceHistorySchema,
    list: listPriceHistory,
    create: createPriceHistory,
    edit: editPriceHistory,
    remove: removePriceHistory,
  });
  registerCatalogueCrud(app, {
    path: '/api/servicios/upfronts/',
    tag: 'servicios',
    plural: 'upfronts',
    singular: 'un upfront',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZUpfrontQuerySchema,
    body: ZCreateUpfrontRequestSchema,
    editBody: ZUpdateUpfrontRequestSchema,
    item: ZUpfrontSchema,
    list: listUpfronts,
    create: createUpfront,
    edit: editUpfront,
    remove: removeUpfront,
  });
  app.get(
    '/api/servicios/prices-at/',
    {
      config: { access: CATALOGUE_READ },
      schema: {
        tags: ['servicios'],
        summary: 'Precios en vigor en una fecha (object_id[] de un tipo de objeto)',
        querystring: ZPricesAtQuerySchema,
        response: { 200: ZPricesAtResponseSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => listPricesAt(ctx, ZPricesAtQuerySchema.parse(request.query))),
  );
};

export default historialPreciosRoutes;

import {
  CATALOGUE_PAGE_SIZE,
  ZCatalogueQuerySchema,
  ZCreatePromotionRequestSchema,
  ZPromotionSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import type { ListBodyCache } from '../shared/list-cache/body-cache';
import {
  createPromotion,
  editPromotion,
  listPromotions,
  removePromotion,
} from './promociones.service';

/** /api/servicios/promociones/: promotions and the tariffs they apply to (spec sections 3 and 7). */
const promocionesRoutes: FastifyPluginAsync<{ cache: ListBodyCache }> = async (app, { cache }) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/promociones/',
    tag: 'servicios',
    plural: 'promociones',
    singular: 'una promoción',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZCatalogueQuerySchema,
    body: ZCreatePromotionRequestSchema,
    item: ZPromotionSchema,
    list: listPromotions,
    create: createPromotion,
    edit: editPromotion,
    remove: removePromotion,
    configurator: { list: 'promociones', pageSize: CATALOGUE_PAGE_SIZE, cache },
  });
};

export default promocionesRoutes;

import {
  CATALOGUE_PAGE_SIZE,
  ZAdditionalLineSchema,
  ZCatalogueQuerySchema,
  ZCreateAdditionalLineRequestSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import type { ListBodyCache } from '../shared/list-cache/body-cache';
import {
  createAdditionalLine,
  editAdditionalLine,
  listAdditionalLines,
  removeAdditionalLine,
} from './adicionales.service';

/** /api/servicios/adicionales/: additional lines (base fee with 4 decimals) with their promotions (spec sections 3 and 7). */
const adicionalesRoutes: FastifyPluginAsync<{ cache: ListBodyCache }> = async (app, { cache }) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/adicionales/',
    tag: 'servicios',
    plural: 'líneas adicionales',
    singular: 'una línea adicional',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZCatalogueQuerySchema,
    body: ZCreateAdditionalLineRequestSchema,
    item: ZAdditionalLineSchema,
    list: listAdditionalLines,
    create: createAdditionalLine,
    edit: editAdditionalLine,
    remove: removeAdditionalLine,
    configurator: { list: 'adicionales', pageSize: CATALOGUE_PAGE_SIZE, cache },
  });
};

export default adicionalesRoutes;

import {
  CATALOGUE_PAGE_SIZE,
  ZCatalogueQuerySchema,
  ZCreateSvaRequestSchema,
  ZSvaSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import type { ListBodyCache } from '../shared/list-cache/body-cache';
import { createSva, editSva, listSvas, removeSva } from './sva.service';

/** /api/servicios/sva/: value-added services with their promotions (spec sections 3 and 7). */
const svaRoutes: FastifyPluginAsync<{ cache: ListBodyCache }> = async (app, { cache }) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/sva/',
    tag: 'servicios',
    plural: 'SVA',
    singular: 'un SVA',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZCatalogueQuerySchema,
    body: ZCreateSvaRequestSchema,
    item: ZSvaSchema,
    list: listSvas,
    create: createSva,
    edit: editSva,
    remove: removeSva,
    configurator: { list: 'sva', pageSize: CATALOGUE_PAGE_SIZE, cache },
  });
};

export default svaRoutes;

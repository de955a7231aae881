import {
  CATALOGUE_PAGE_SIZE,
  ZCatalogueQuerySchema,
  ZSaveTariffRequestSchema,
  ZTariffSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import type { ListBodyCache } from '../shared/list-cache/body-cache';
import { createTariff, editTariff, listTariffs, removeTariff } from './tarifas.service';

/** /api/servicios/tarifas/: tariffs with their line data and links (spec sections 3, 5, 7). */
const tarifasRoutes: FastifyPluginAsync<{ cache: ListBodyCache }> = async (app, { cache }) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/tarifas/',
    tag: 'servicios',
    plural: 'tarifas',
    singular: 'una tarifa',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZCatalogueQuerySchema,
    body: ZSaveTariffRequestSchema,
    item: ZTariffSchema,
    list: listTariffs,
    create: createTariff,
    edit: editTariff,
    remove: removeTariff,
    configurator: { list: 'tarifas', pageSize: CATALOGUE_PAGE_SIZE, cache },
  });
};

export default tarifasRoutes;

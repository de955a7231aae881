import { ZCatalogueQuerySchema, ZSaveTariffRequestSchema, ZTariffSchema } from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import { createTariff, editTariff, listTariffs, removeTariff } from './tarifas.service';

/** /api/servicios/tarifas/: tariffs with their line data and links (spec sections 3, 5, 7). */
const tarifasRoutes: FastifyPluginAsync = async (app) => {
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
  });
};

export default tarifasRoutes;

import {
  ZCatalogueQuerySchema,
  ZCreateDatabaseOriginRequestSchema,
  ZDatabaseOriginSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import { createOrigin, editOrigin, listOrigins, removeOrigin } from './origenesbd.service';

/** /api/servicios/origenesbd/: where customers came from (spec sections 3 and 7). */
const origenesbdRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/origenesbd/',
    tag: 'servicios',
    plural: 'orígenes de base de datos',
    singular: 'un origen de base de datos',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZCatalogueQuerySchema,
    body: ZCreateDatabaseOriginRequestSchema,
    item: ZDatabaseOriginSchema,
    list: listOrigins,
    create: createOrigin,
    edit: editOrigin,
    remove: removeOrigin,
  });
};

export default origenesbdRoutes;

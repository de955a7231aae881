import {
  ZCatalogueQuerySchema,
  ZCreateProcedureRequestSchema,
  ZProcedureSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import { createProcedure, editProcedure, listProcedures, removeProcedure } from './gestion.service';

/** /api/servicios/gestion/: administrative procedures (spec sections 3 and 7). */
const gestionRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/gestion/',
    tag: 'servicios',
    plural: 'gestiones',
    singular: 'una gestión',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZCatalogueQuerySchema,
    body: ZCreateProcedureRequestSchema,
    item: ZProcedureSchema,
    list: listProcedures,
    create: createProcedure,
    edit: editProcedure,
    remove: removeProcedure,
  });
};

export default gestionRoutes;

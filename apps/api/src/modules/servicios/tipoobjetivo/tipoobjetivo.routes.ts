import {
  ZCatalogueQuerySchema,
  ZCreateObjectiveTypeRequestSchema,
  ZObjectiveTypeSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import {
  createObjectiveType,
  editObjectiveType,
  listObjectiveTypes,
  removeObjectiveType,
} from './tipoobjetivo.service';

/** /api/servicios/tipoobjetivo/: objective families of the calculator (spec sections 3 and 7). */
const tipoobjetivoRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/tipoobjetivo/',
    tag: 'servicios',
    plural: 'tipos de objetivo',
    singular: 'un tipo de objetivo',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZCatalogueQuerySchema,
    body: ZCreateObjectiveTypeRequestSchema,
    item: ZObjectiveTypeSchema,
    list: listObjectiveTypes,
    create: createObjectiveType,
    edit: editObjectiveType,
    remove: removeObjectiveType,
  });
};

export default tipoobjetivoRoutes;

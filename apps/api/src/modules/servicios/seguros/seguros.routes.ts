import {
  ZCatalogueQuerySchema,
  ZCreateInsuranceRequestSchema,
  ZInsuranceSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { CATALOGUE_READ, CATALOGUE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import { createInsurance, editInsurance, listInsurances, removeInsurance } from './seguros.service';

/** /api/servicios/seguros/: device insurances (spec sections 3 and 7). */
const segurosRoutes: FastifyPluginAsync = async (app) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/seguros/',
    tag: 'servicios',
    plural: 'seguros',
    singular: 'un seguro',
    read: CATALOGUE_READ,
    write: CATALOGUE_WRITE,
    query: ZCatalogueQuerySchema,
    body: ZCreateInsuranceRequestSchema,
    item: ZInsuranceSchema,
    list: listInsurances,
    create: createInsurance,
    edit: editInsurance,
    remove: removeInsurance,
  });
};

export default segurosRoutes;

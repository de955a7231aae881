import {
  DEVICE_PAGE_SIZE,
  ZCreateDeviceRequestSchema,
  ZDeviceQuerySchema,
  ZDeviceSchema,
} from '@kiwi/domain';
import type { FastifyPluginAsync } from 'fastify';
import { DEVICE_READ, DEVICE_WRITE } from '../shared/access';
import { registerCatalogueCrud } from '../shared/crud-routes';
import type { ListBodyCache } from '../shared/list-cache/body-cache';
import { createDevice, editDevice, listDevices, removeDevice } from './terminales.service';

/** /api/servicios/terminales/: devices (MasMovil group; spec sections 3 and 7). */
const terminalesRoutes: FastifyPluginAsync<{ cache: ListBodyCache }> = async (app, { cache }) => {
  registerCatalogueCrud(app, {
    path: '/api/servicios/terminales/',
    tag: 'servicios',
    plural: 'terminales',
    singular: 'un terminal',
    read: DEVICE_READ,
    write: DEVICE_WRITE,
    query: ZDeviceQuerySchema,
    body: ZCreateDeviceRequestSchema,
    item: ZDeviceSchema,
    list: listDevices,
    create: createDevice,
    edit: editDevice,
    remove: removeDevice,
    configurator: { list: 'terminales', pageSize: DEVICE_PAGE_SIZE, cache },
  });
};

export default terminalesRoutes;

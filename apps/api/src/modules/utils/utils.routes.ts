import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import optionsRoutes from './options/options.routes';
import exportsRoutes from './exports/exports.routes';
import localidadesRoutes from './localidades/localidades.routes';
import vistasRoutes from './vistas/vistas.routes';

/** /api/utils/*: option lists (options/) and the generic export path (exports/). */
const utilsRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(optionsRoutes);
  await app.register(exportsRoutes, { config });
  await app.register(localidadesRoutes);
  await app.register(vistasRoutes);
};

export default utilsRoutes;

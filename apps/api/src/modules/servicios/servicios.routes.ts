import type { FastifyPluginAsync } from 'fastify';
import tarifasRoutes from './tarifas/tarifas.routes';

/** /api/servicios/*: the offer catalogue administration (issue 10). */
const serviciosRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tarifasRoutes);
};

export default serviciosRoutes;

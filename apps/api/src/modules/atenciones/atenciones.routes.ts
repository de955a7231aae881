import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import agendadosRoutes from './agendados/agendados.routes';
import entradasRoutes from './entradas/entradas.routes';
import paquetesRoutes from './paquetes/paquetes.routes';
import pipelineRoutes from './pipeline/pipeline.routes';

/**
 * /api/atenciones/*: contact attempts (entradas), follow-ups (agendado, move-scheduled, the
 * bell), the offers/gestiones pipeline and packages. historico/ is a plugin of its own.
 */
const atencionesRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(entradasRoutes);
  await app.register(agendadosRoutes, { openGraceMinutes: config.AGENDADO_ABIERTO_MINUTOS });
  await app.register(pipelineRoutes);
  await app.register(paquetesRoutes);
};

export default atencionesRoutes;

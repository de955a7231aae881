import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import tarifasRoutes from './tarifas/tarifas.routes';
import tarifasImportacionesRoutes from './tarifas-importaciones/tarifas-importaciones.routes';
import terminalesRoutes from './terminales/terminales.routes';
import plazosRoutes from './plazos/plazos.routes';
import desplegablesRoutes from './desplegables/desplegables.routes';
import exportarRoutes from './exportar/exportar.routes';
import historialPreciosRoutes from './historial-precios/historial-precios.routes';
import svaRoutes from './sva/sva.routes';
import adicionalesRoutes from './adicionales/adicionales.routes';
import promocionesRoutes from './promociones/promociones.routes';
import segurosRoutes from './seguros/seguros.routes';
import gestionRoutes from './gestion/gestion.routes';
import origenesbdRoutes from './origenesbd/origenesbd.routes';
import tipoobjetivoRoutes from './tipoobjetivo/tipoobjetivo.routes';
import { ListBodyCache } from './shared/list-cache/body-cache';

/** /api/servicios/*: the offer catalogue administration (issue 10). */
const serviciosRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  // The configurator's five lists share one cache of serialised answers (decision 1508).
  const cache = new ListBodyCache(config.CATALOGUE_LIST_CACHE_MB * 1024 * 1024);
  await app.register(tarifasImportacionesRoutes);
  await app.register(tarifasRoutes, { cache });
  await app.register(terminalesRoutes, { cache });
  await app.register(plazosRoutes);
  await app.register(desplegablesRoutes);
  await app.register(exportarRoutes, { config });
  await app.register(historialPreciosRoutes);
  await app.register(svaRoutes, { cache });
  await app.register(adicionalesRoutes, { cache });
  await app.register(promocionesRoutes, { cache });
  await app.register(segurosRoutes);
  await app.register(gestionRoutes);
  await app.register(origenesbdRoutes);
  await app.register(tipoobjetivoRoutes);
};

export default serviciosRoutes;

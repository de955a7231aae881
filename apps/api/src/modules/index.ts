import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import authRoutes from './auth/auth.routes';
import cuentasRoutes from './cuentas/cuentas.routes';
import distribuidoresRoutes from './distribuidores/distribuidores.routes';
import groupsRoutes from './groups/groups.routes';
import utilsRoutes from './utils/utils.routes';
import clientesRoutes from './clientes/clientes.routes';
import historialRoutes from './historial/historial.routes';
import atencionesHistoricoRoutes from './atenciones/historico/historico.routes';
import notasRoutes from './clientes/notas/notas.routes';
import comercialesRoutes from './comerciales/comerciales.routes';
import importacionesRoutes from './clientes/importaciones/importaciones.routes';
import atencionesRoutes from './atenciones/atenciones.routes';
import serviciosRoutes from './servicios/servicios.routes';

/** Every API module, one per first path segment after /api/. */
export async function registerModules(app: FastifyInstance, config: AppConfig) {
  await app.register(authRoutes, {
    redisPrefix: config.KIWI_QUEUE_PREFIX,
    loginFailuresPerMinute: config.LOGIN_FAILURES_PER_MINUTE,
    tokenRequestsPerMinute: config.TOKEN_REQUESTS_PER_MINUTE,
  });
  await app.register(cuentasRoutes);
  await app.register(distribuidoresRoutes);
  await app.register(groupsRoutes);
  await app.register(utilsRoutes, { config });
  await app.register(clientesRoutes, { config });
  await app.register(historialRoutes);
  await app.register(atencionesHistoricoRoutes);
  await app.register(notasRoutes);
  await app.register(comercialesRoutes);
  await app.register(importacionesRoutes, { config });
  await app.register(atencionesRoutes, { config });
  await app.register(serviciosRoutes, { config });
}

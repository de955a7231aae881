import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPENAPI_PREFIX } from './access';

/** OpenAPI document generated from the routes' zod schemas: /api/docs and /api/docs/json. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kiwi API',
        description:
          'API del back-office Kiwi. Errores con la forma de DRF: {"detail": "..."} o {campo: ["mensaje"]}. ' +
          'Listas paginadas: {results, count, current}. Autenticación: Bearer con el token de acceso de POST /api/token/.',
        version: '7.0.1',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_PREFIX });
}

export default fp(openapiPlugin, { name: 'kiwi-openapi' });

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CUSTOMER_IMPORT_LIMITS,
  CUSTOMER_IMPORT_ROW_KINDS,
  ROLE,
  ZAnalyseImportRequestSchema,
  ZConfirmImportRequestSchema,
  ZCustomerImportDetailSchema,
  ZCustomerImportRowSchema,
  ZCustomerImportSchema,
  ZTaskIdResponseSchema,
} from '@kiwi/domain';
import { createQueue, QUEUE_NAMES, storageDirFromEnv } from '@kiwi/jobs';
import type { AppConfig } from '../../../config';
import { atLeast } from '../../../lib/access-rules';
import { DETAIL, HttpError } from '../../../lib/http-errors';
import { pageSchema, ZPagingQuerySchema } from '../../../lib/pagination';
import { authOf } from '../../../plugins/access';
import {
  analyseCustomerImport,
  confirmCustomerImport,
  getCustomerImport,
  listCustomerImportRows,
  listCustomerImports,
  openRejectedFile,
  revertCustomerImport,
  startImport,
  type ImportsEnv,
} from './importaciones.service';

/** Lead imports are a Manager's job (decision 1201): Manager, Admin and SuperAdmin. */
const MANAGERS = atLeast(ROLE.Manager);
const TAGS = ['clientes: importaciones'];
const ZIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
const BASE = '/api/clientes/importaciones';

/**
 * /api/clientes/importaciones/: lead import from xlsx or csv (decisions 1201–1205).
 * upload → analysis (worker) → preview and mapping → confirm (worker) → result → revert.
 */
const importacionesRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const env: ImportsEnv = {
    storageDir: storageDirFromEnv({ STORAGE_DIR: config.STORAGE_DIR }),
    queue: createQueue(QUEUE_NAMES.imports, app.redis, { prefix: config.KIWI_QUEUE_PREFIX }),
  };
  app.addHook('onClose', async () => env.queue.close());
  await app.register(multipart, {
    limits: { fileSize: CUSTOMER_IMPORT_LIMITS.maxBytes, files: 1, fields: 0, parts: 2 },
    throwFileSizeLimit: true,
  });

  app.post(
    `${BASE}/`,
    {
      config: {
        access: MANAGERS,
        rateLimit: { max: 20, timeWindow: '1 minute' },
        // The upload streams for as long as the client takes: hold no database connection.
        requestTransaction: false,
      },
      schema: {
        tags: TAGS,
        summary:
          'Sube un archivo .xlsx o .csv de clientes potenciales (campo "file", máx. 30 MB) y lanza su análisis',
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ id: z.number(), task_id: z.string() }) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, DETAIL.unsupportedMediaType);
      const auth = authOf(request);
      const started = await startImport(
        env,
        (fn) => request.withTenant(fn),
        { tenantId: auth.tenantId, accountId: auth.accountId },
        request.parts(),
      );
      return reply.status(201).send(started);
    },
  );

  app.get(
    `${BASE}/`,
    {
      config: { access: MANAGERS },
      schema: {
        tags: TAGS,
        summary: 'Importaciones del distribuidor, la más reciente primero',
        querystring: ZPagingQuerySchema,
        response: { 200: pageSchema(ZCustomerImportSchema) },
      },
    },
    async (request) => request.withTenant((ctx) => listCustomerImports(ctx, request.query)),
  );

  app.get(
    `${BASE}/:id/`,
    {
      config: { access: MANAGERS },
      schema: {
        tags: TAGS,
        summary: 'Una importación: estado, cifras, vista previa (cabecera, primeras filas) y mapeo',
        params: ZIdParamsSchema,
        response: { 200: ZCustomerImportDetailSchema },
      },
    },
    async (request) => request.withTenant((ctx) => getCustomerImport(ctx, request.params.id)),
  );

  app.get(
    `${BASE}/:id/filas/`,
    {
      config: { access: MANAGERS },
      schema: {
        tags: TAGS,
        summary:
          'Filas de una importación: con errores, duplicadas, omitidas/rechazadas o todas (por número de fila)',
        params: ZIdParamsSchema,
        querystring: ZPagingQuerySchema.extend({
          tipo: z
            .enum(CUSTOMER_IMPORT_ROW_KINDS, { error: 'Tipo de filas no válido' })
            .default('todas'),
        }),
        response: { 200: pageSchema(ZCustomerImportRowSchema) },
      },
    },
    async (request) =>
      request.withTenant((ctx) => listCustomerImportRows(ctx, request.params.id, request.query)),
  );

  app.post(
    `${BASE}/:id/analizar/`,
    {
      config: { access: MANAGERS },
      schema: {
        tags: TAGS,
        summary: 'Vuelve a analizar el archivo con otro mapeo de columnas',
        params: ZIdParamsSchema,
        body: ZAnalyseImportRequestSchema,
        response: { 200: ZTaskIdResponseSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => analyseCustomerImport(env, ctx, request.params.id, request.body)),
  );

  app.post(
    `${BASE}/:id/confirmar/`,
    {
      config: { access: MANAGERS },
      schema: {
        tags: TAGS,
        summary:
          'Confirma la importación: origen de la base de datos, comercial opcional y qué hacer con los duplicados',
        params: ZIdParamsSchema,
        body: ZConfirmImportRequestSchema,
        response: { 200: ZTaskIdResponseSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => confirmCustomerImport(env, ctx, request.params.id, request.body)),
  );

  app.post(
    `${BASE}/:id/revertir/`,
    {
      config: { access: MANAGERS },
      schema: {
        tags: TAGS,
        summary:
          'Revierte una importación (hasta 7 días después): borra los clientes creados y restaura los actualizados',
        params: ZIdParamsSchema,
        response: { 200: ZTaskIdResponseSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => revertCustomerImport(env, ctx, request.params.id)),
  );

  app.get(
    `${BASE}/:id/rechazadas/`,
    {
      config: { access: MANAGERS },
      schema: {
        tags: TAGS,
        summary: 'Descarga las filas rechazadas con sus errores (.xlsx)',
        params: ZIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await request.withTenant((ctx) => openRejectedFile(env, ctx, request.params.id));
      return reply
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
};

export default importacionesRoutes;

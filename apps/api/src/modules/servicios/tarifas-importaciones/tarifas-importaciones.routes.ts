import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TARIFF_IMPORT_LIMITS,
  TARIFF_IMPORT_MESSAGES,
  TARIFF_IMPORT_ROW_KINDS,
  ZAnalyseTariffImportRequestSchema,
  ZTariffImportDetailSchema,
  ZTariffImportRowSchema,
  ZTariffImportSchema,
} from '@kiwi/domain';
import { DETAIL, HttpError } from '../../../lib/http-errors';
import { pageSchema, ZPagingQuerySchema } from '../../../lib/pagination';
import { readSmallSheetUpload } from '../../../lib/sheet-upload';
import { CATALOGUE_WRITE } from '../shared/access';
import { ZIdParamsSchema } from '../shared/crud-routes';
import {
  analyseTariffImport,
  confirmTariffImport,
  createTariffImport,
  getTariffImport,
  listTariffImportRows,
  listTariffImports,
  readTariffSheet,
} from './tarifas-importaciones.service';
import { tariffTemplate } from './tarifas-importaciones.template';

const BASE = '/api/servicios/tarifas/importaciones';
const TAGS = ['servicios: importación de tarifas'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * /api/servicios/tarifas/importaciones/: a tariff sheet (.xlsx or .csv, at most 2 000 rows)
 * → preview with per-row errors and what each row would do → confirm, in one transaction
 * (decision 1509). Who may write tariffs may import them (decision 1501).
 */
const tarifasImportacionesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: TARIFF_IMPORT_LIMITS.maxBytes, files: 1, fields: 0, parts: 2 },
    throwFileSizeLimit: true,
  });

  app.get(
    `${BASE}/plantilla/`,
    {
      config: { access: CATALOGUE_WRITE },
      schema: {
        tags: TAGS,
        summary:
          'Plantilla .xlsx de la importación de tarifas (cabeceras en español, un ejemplo y los valores admitidos)',
      },
    },
    async (_request, reply) =>
      reply
        .header('Content-Type', XLSX)
        .header('Content-Disposition', 'attachment; filename="plantilla-tarifas.xlsx"')
        .header('Cache-Control', 'private, no-store')
        .send(await tariffTemplate()),
  );

  app.post(
    `${BASE}/`,
    {
      config: {
        access: CATALOGUE_WRITE,
        rateLimit: { max: 30, timeWindow: '1 minute' },
        // The upload streams for as long as the client takes: hold no database connection.
        requestTransaction: false,
      },
      schema: {
        tags: TAGS,
        summary:
          'Sube una hoja de tarifas (.xlsx o .csv en el campo "file", máx. 2 MB y 2 000 filas): la revisa y devuelve la vista previa',
        consumes: ['multipart/form-data'],
        response: { 201: ZTariffImportDetailSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, DETAIL.unsupportedMediaType);
      const sheet = await readTariffSheet(
        await readSmallSheetUpload(request.parts(), TARIFF_IMPORT_MESSAGES),
      );
      const created = await request.withTenant((ctx) => createTariffImport(ctx, sheet));
      return reply.status(201).send(created);
    },
  );

  app.get(
    `${BASE}/`,
    {
      config: { access: CATALOGUE_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Importaciones de tarifas del distribuidor, la más reciente primero',
        querystring: ZPagingQuerySchema,
        response: { 200: pageSchema(ZTariffImportSchema) },
      },
    },
    async (request) => request.withTenant((ctx) => listTariffImports(ctx, request.query)),
  );

  app.get(
    `${BASE}/:id/`,
    {
      config: { access: CATALOGUE_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Una importación de tarifas: estado, cifras, cabecera, primeras filas y mapeo',
        params: ZIdParamsSchema,
        response: { 200: ZTariffImportDetailSchema },
      },
    },
    async (request) => request.withTenant((ctx) => getTariffImport(ctx, request.params.id)),
  );

  app.get(
    `${BASE}/:id/filas/`,
    {
      config: { access: CATALOGUE_WRITE },
      schema: {
        tags: TAGS,
        summary:
          'Filas de la hoja: con errores, que crean, que actualizan, sin cambios o todas (por número de fila)',
        params: ZIdParamsSchema,
        querystring: ZPagingQuerySchema.extend({
          tipo: z
            .enum(TARIFF_IMPORT_ROW_KINDS, { error: 'Tipo de filas no válido' })
            .default('todas'),
        }),
        response: { 200: pageSchema(ZTariffImportRowSchema) },
      },
    },
    async (request) =>
      request.withTenant((ctx) => listTariffImportRows(ctx, request.params.id, request.query)),
  );

  app.post(
    `${BASE}/:id/analizar/`,
    {
      config: { access: CATALOGUE_WRITE },
      schema: {
        tags: TAGS,
        summary: 'Vuelve a revisar la hoja con otro mapeo de columnas',
        params: ZIdParamsSchema,
        body: ZAnalyseTariffImportRequestSchema,
        response: { 200: ZTariffImportDetailSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => analyseTariffImport(ctx, request.params.id, request.body)),
  );

  app.post(
    `${BASE}/:id/confirmar/`,
    {
      config: { access: CATALOGUE_WRITE },
      schema: {
        tags: TAGS,
        summary:
          'Aplica las filas correctas en una sola transacción (crea y actualiza tarifas, con su historial de precios)',
        params: ZIdParamsSchema,
        response: { 200: ZTariffImportDetailSchema },
      },
    },
    async (request) => request.withTenant((ctx) => confirmTariffImport(ctx, request.params.id)),
  );
};

export default tarifasImportacionesRoutes;

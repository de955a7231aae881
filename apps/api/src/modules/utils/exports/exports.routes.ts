import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_TASK_STATES } from '@kiwi/domain';
import { createQueue, storageDirFromEnv, TASK_QUEUES, type QueueName } from '@kiwi/jobs';
import type { Queue } from 'bullmq';
import type { AppConfig } from '../../../config';
import { ANY_USER } from '../../../lib/access-rules';
import { DETAIL, HttpError } from '../../../lib/http-errors';
import { authOf } from '../../../plugins/access';
import {
  getTaskStatus,
  openExportFile,
  startWriteXlsx,
  XLSX_CONTENT_TYPE,
  type ExportsContext,
} from './exports.service';

/** Largest JSON accepted by POST /api/utils/write-xlsx. */
export const WRITE_XLSX_MAX_BYTES = 20 * 1024 * 1024;

const ZTaskStatusSchema = z.object({
  state: z.enum(EXPORT_TASK_STATES),
  progress: z.object({ done: z.number(), total: z.number() }),
  result: z.unknown(),
});

/**
 * The generic export path (spec 7 "Exports"): task polling, the download of a
 * finished file, and the JSON → xlsx conversion done by the worker.
 */
const exportsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // Same rule as the worker: STORAGE_DIR (relative to the working directory), else <repo>/storage.
  const storageDir = storageDirFromEnv({ STORAGE_DIR: config.STORAGE_DIR });
  // The queues share the app's Redis client; closing a queue leaves that client open.
  const queues = new Map<QueueName, Queue>(
    TASK_QUEUES.map((name) => [
      name,
      createQueue(name, app.redis, { prefix: config.KIWI_QUEUE_PREFIX }),
    ]),
  );
  app.addHook('onClose', async () => {
    await Promise.all([...queues.values()].map((queue) => queue.close()));
  });
  // Registered here, not globally: only this plugin's routes take multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: WRITE_XLSX_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: true,
  });

  const contextOf = (request: FastifyRequest): ExportsContext => {
    const auth = authOf(request);
    return { tenantId: auth.tenantId, accountId: auth.accountId, storageDir, queues };
  };

  app.get(
    '/api/utils/task-status/:taskId/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: ['utils'],
        summary: 'Estado de una tarea de exportación (solo para quien la inició)',
        params: z.object({ taskId: z.string().max(100) }),
        response: { 200: ZTaskStatusSchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return getTaskStatus(contextOf(request), request.params.taskId);
    },
  );

  app.get(
    '/api/utils/get-xlsx-files/',
    {
      config: { access: ANY_USER },
      schema: {
        tags: ['utils'],
        summary: 'Descarga un archivo exportado del propio distribuidor',
        querystring: z.object({ filename: z.string().min(1).max(255) }),
      },
    },
    async (request, reply) => {
      const file = await openExportFile(contextOf(request), request.query.filename);
      return reply
        .header('Content-Type', XLSX_CONTENT_TYPE)
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', contentDisposition(file.filename))
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    '/api/utils/write-xlsx',
    {
      config: {
        access: ANY_USER,
        rateLimit: { max: 30, timeWindow: '1 minute' },
        // The upload streams for as long as the client takes: hold no database connection.
        requestTransaction: false,
      },
      schema: {
        tags: ['utils'],
        summary: 'Convierte un JSON subido (campo "file") en una hoja de cálculo, en segundo plano',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ task_id: z.string() }) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, DETAIL.unsupportedMediaType);
      }
      return startWriteXlsx(contextOf(request), request.parts());
    },
  );
};

/** `attachment` with an ASCII name and its RFC 5987 UTF-8 form. */
function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export default exportsRoutes;

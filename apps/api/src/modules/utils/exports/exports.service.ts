import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Queue } from 'bullmq';
import {
  enqueueJob,
  isTaskId,
  isTaskOwnedBy,
  JOB_NAMES,
  QUEUE_NAMES,
  readTask,
  storagePaths,
  UnsafeFileNameError,
  type QueueName,
  type TaskStatus,
} from '@kiwi/jobs';
import { badRequest, notFound } from '../../../lib/http-errors';

/** What the export use cases need: the caller, the storage folder and the task queues. */
export interface ExportsContext {
  tenantId: number;
  accountId: number;
  storageDir: string;
  queues: ReadonlyMap<QueueName, Queue>;
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/utils/task-status/{taskId}/: only the account that started the task sees it. */
export async function getTaskStatus(ctx: ExportsContext, taskId: string): Promise<TaskStatus> {
  if (!isTaskId(taskId)) throw notFound();
  for (const queue of ctx.queues.values()) {
    const task = await readTask(queue, taskId);
    if (!task) continue;
    if (!isTaskOwnedBy(task.job.data, ctx)) throw notFound();
    return task.status;
  }
  throw notFound();
}

export interface ExportFile {
  filename: string;
  size: number;
  stream: Readable;
}

const invalidFilename = () => badRequest({ filename: ['Nombre de archivo inválido.'] });

/** GET /api/utils/get-xlsx-files/?filename=: a finished export of the caller's tenant. */
export async function openExportFile(ctx: ExportsContext, filename: string): Promise<ExportFile> {
  if (!filename.toLowerCase().endsWith('.xlsx')) throw invalidFilename();
  let path: string;
  try {
    path = storagePaths(ctx.storageDir, ctx.tenantId).exportFile(filename);
  } catch (error) {
    if (error instanceof UnsafeFileNameError) throw invalidFilename();
    throw error;
  }
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw notFound();
  return { filename, size: info.size, stream: createReadStream(path) };
}

/** A multipart part, structurally (no Fastify import): a file stream or a text field. */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable }
  | { type: 'field'; fieldname: string; value: unknown };

const WRITE_XLSX_FIELDS = ['filename', 'sheet_name'] as const;
type WriteXlsxField = (typeof WRITE_XLSX_FIELDS)[number];

/**
 * POST /api/utils/write-xlsx: stores the uploaded JSON under the tenant's
 * uploads folder and queues its conversion. The JSON itself is checked by the
 * worker, off the request path; a bad file ends as a FAILURE task with the reason.
 */
export async function startWriteXlsx(
  ctx: ExportsContext,
  parts: AsyncIterable<UploadPart>,
): Promise<{ task_id: string }> {
  const paths = storagePaths(ctx.storageDir, ctx.tenantId);
  const uploadPath = paths.uploadFile(`${randomUUID()}.json`);
  let upload: { originalName: string; size: number } | null = null;
  const fields: Partial<Record<WriteXlsxField, string>> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload) {
          part.file.resume();
          throw badRequest({
            [part.fieldname]: ['Solo se admite un archivo, en el campo "file".'],
          });
        }
        await mkdir(paths.uploadsDir, { recursive: true });
        await pipeline(part.file, createWriteStream(uploadPath));
        upload = { originalName: part.filename, size: (await stat(uploadPath)).size };
      } else if ((WRITE_XLSX_FIELDS as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname as WriteXlsxField] = String(part.value);
      } else {
        throw badRequest({ [part.fieldname]: ['Campo no permitido.'] });
      }
    }
    if (!upload) throw badRequest({ file: ['Se requiere un archivo JSON.'] });
    if (upload.size === 0) throw badRequest({ file: ['El archivo está vacío.'] });
    const sheetName = fields.sheet_name?.trim();
    if (sheetName !== undefined && (sheetName.length === 0 || sheetName.length > 31)) {
      throw badRequest({ sheet_name: ['La hoja debe tener entre 1 y 31 caracteres.'] });
    }

    const queue = ctx.queues.get(QUEUE_NAMES.exports);
    if (!queue) throw new Error('exports queue not registered');
    const job = await enqueueJob(queue, JOB_NAMES.writeXlsx, {
      tenantId: ctx.tenantId,
      requestedBy: ctx.accountId,
      inputPath: paths.relativeToStorage(uploadPath),
      outputName: exportBaseName(fields.filename ?? upload.originalName),
      ...(sheetName ? { sheetName } : {}),
    });
    return { task_id: job.id ?? '' };
  } catch (error) {
    await rm(uploadPath, { force: true });
    throw error;
  }
}

/**
 * A unique, safe file name (without extension) for an export: the requested
 * name reduced to ASCII letters, digits, `-` and `_`, then the time and a random
 * suffix, so names never collide and cannot be guessed across users.
 */
export function exportBaseName(requested: string | undefined, now = new Date()): string {
  const base =
    (requested ?? '')
      .replace(/\.(json|xlsx)$/i, '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^[-_]+|[-_]+$/g, '')
      .slice(0, 60) || 'datos';
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `${base}-${stamp}-${randomBytes(4).toString('hex')}`;
}

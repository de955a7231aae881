import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CUSTOMER_IMPORT_MESSAGES as MSG } from '@kiwi/domain';
import { storagePaths } from '@kiwi/jobs';
import { badRequest, HttpError } from '../../../lib/http-errors';

/** A multipart part, structurally (no Fastify import). */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } }
  | { type: 'field'; fieldname: string; value: unknown };

export interface StoredUpload {
  /** Absolute path of the stored file. */
  path: string;
  /** Path relative to STORAGE_DIR, as the job and the import row carry it. */
  relativePath: string;
  archivo: string;
  formato: 'csv' | 'xlsx';
}

const fileError = (message: string) => badRequest({ file: [message] });

function formatOf(filename: string): 'csv' | 'xlsx' {
  const lower = filename.toLowerCase();
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  throw fileError(MSG.fileType);
}

/** The content must be what the name says: a zip (xlsx) or text without NUL bytes (csv). */
async function checkContent(path: string, formato: 'csv' | 'xlsx') {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (formato === 'xlsx') {
      if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return;
      if (bytes.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
        throw fileError(`${MSG.fileNotXlsx} Guarde el libro como .xlsx (Excel 2007 o posterior).`);
      }
      throw fileError(MSG.fileNotXlsx);
    }
    if (bytes.includes(0)) throw fileError(MSG.fileNotText);
  } finally {
    await handle.close();
  }
}

/**
 * Streams the one file of the upload (field `file`) to the tenant's uploads folder, checking
 * its name, size and content; anything else in the body is refused. Nothing is kept when
 * the upload is refused.
 */
export async function storeImportUpload(
  storageDir: string,
  tenantId: number,
  maxBytes: number,
  parts: AsyncIterable<UploadPart>,
): Promise<StoredUpload> {
  const paths = storagePaths(storageDir, tenantId);
  let stored: StoredUpload | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') throw badRequest({ [part.fieldname]: ['Campo no permitido.'] });
      if (part.fieldname !== 'file' || stored) {
        part.file.resume();
        throw fileError(MSG.oneFile);
      }
      let formato: 'csv' | 'xlsx';
      try {
        formato = formatOf(part.filename);
      } catch (error) {
        part.file.resume();
        throw error;
      }
      const path = paths.uploadFile(`import-${randomUUID()}.${formato}`);
      stored = {
        path,
        relativePath: paths.relativeToStorage(path),
        archivo: part.filename.slice(0, 200),
        formato,
      };
      await mkdir(paths.uploadsDir, { recursive: true });
      try {
        await pipeline(part.file, createWriteStream(path));
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, MSG.fileTooLarge, { file: [MSG.fileTooLarge] });
        }
        throw error;
      }
      if (part.file.truncated)
        throw new HttpError(413, MSG.fileTooLarge, { file: [MSG.fileTooLarge] });
    }
    if (!stored) throw fileError(MSG.fileRequired);
    const { size } = await stat(stored.path);
    if (size === 0) throw fileError(MSG.fileEmpty);
    if (size > maxBytes) throw new HttpError(413, MSG.fileTooLarge, { file: [MSG.fileTooLarge] });
    await checkContent(stored.path, stored.formato);
    return stored;
  } catch (error) {
    if (stored) await rm(stored.path, { force: true });
    throw error;
  }
}

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { CUSTOMER_IMPORT_MESSAGES as MSG } from '@kiwi/domain';
import { storagePaths } from '@kiwi/jobs';
import {
  checkSheetHead,
  fileError,
  fileTooLarge,
  refusePart,
  sheetFormatOf,
  type SheetFormat,
  type UploadPart,
} from '../../../lib/sheet-upload';

export type { UploadPart } from '../../../lib/sheet-upload';

export interface StoredUpload {
  /** Absolute path of the stored file. */
  path: string;
  /** Path relative to STORAGE_DIR, as the job and the import row carry it. */
  relativePath: string;
  archivo: string;
  formato: SheetFormat;
}

/** The content must be what the name says: a zip (xlsx) or text without NUL bytes (csv). */
async function checkContent(path: string, formato: SheetFormat) {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    checkSheetHead(head.subarray(0, bytesRead), formato, MSG);
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
      if (part.type !== 'file' || part.fieldname !== 'file' || stored) refusePart(part, MSG);
      let formato: SheetFormat;
      try {
        formato = sheetFormatOf(part.filename, MSG);
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
          throw fileTooLarge(MSG);
        }
        throw error;
      }
      if (part.file.truncated) throw fileTooLarge(MSG);
    }
    if (!stored) throw fileError(MSG.fileRequired);
    const { size } = await stat(stored.path);
    if (size === 0) throw fileError(MSG.fileEmpty);
    if (size > maxBytes) throw fileTooLarge(MSG);
    await checkContent(stored.path, stored.formato);
    return stored;
  } catch (error) {
    if (stored) await rm(stored.path, { force: true });
    throw error;
  }
}

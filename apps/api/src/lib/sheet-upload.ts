import type { Readable } from 'node:stream';
import type { IMPORT_FILE_MESSAGES } from '@kiwi/domain';
import { badRequest, HttpError } from './http-errors';

/**
 * The checks every spreadsheet upload shares (lead import, tariff import; decision 1201):
 * one file in the field `file`, .xlsx or .csv by name, and content that is what the name says.
 */

/** A multipart part, structurally (no Fastify import). */
export type UploadPart =
  | { type: 'file'; fieldname: string; filename: string; file: Readable & { truncated?: boolean } }
  | { type: 'field'; fieldname: string; value: unknown };

export type SheetFormat = 'csv' | 'xlsx';

type FileMessages = typeof IMPORT_FILE_MESSAGES & { fileTooLarge: string };

export const fileError = (message: string) => badRequest({ file: [message] });

export const fileTooLarge = (messages: FileMessages) =>
  new HttpError(413, messages.fileTooLarge, { file: [messages.fileTooLarge] });

/** The format by the file's name. */
export function sheetFormatOf(filename: string, messages: FileMessages): SheetFormat {
  const lower = filename.toLowerCase();
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.csv') || lower.endsWith('.txt')) return 'csv';
  throw fileError(messages.fileType);
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The first bytes must be what the name says: a zip (xlsx) or text without NUL bytes (csv). */
export function checkSheetHead(head: Uint8Array, formato: SheetFormat, messages: FileMessages) {
  const bytes = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, 8192));
  if (formato === 'xlsx') {
    if (bytes.subarray(0, 4).equals(ZIP)) return;
    if (bytes.subarray(0, 4).equals(OLE)) {
      throw fileError(
        `${messages.fileNotXlsx} Guarde el libro como .xlsx (Excel 2007 o posterior).`,
      );
    }
    throw fileError(messages.fileNotXlsx);
  }
  if (bytes.includes(0)) throw fileError(messages.fileNotText);
}

/** A file part that is not the one expected: drained, then refused. */
export function refusePart(part: UploadPart, messages: FileMessages): never {
  if (part.type !== 'file') throw badRequest({ [part.fieldname]: ['Campo no permitido.'] });
  part.file.resume();
  throw fileError(messages.oneFile);
}

/**
 * The one file of a small upload, in memory (the tariff import: at most a few MB). The
 * multipart limit must be set to `maxBytes` so that a larger file stops the stream (413).
 */
export async function readSmallSheetUpload(
  parts: AsyncIterable<UploadPart>,
  messages: FileMessages,
): Promise<{ archivo: string; formato: SheetFormat; bytes: Buffer }> {
  let upload: { archivo: string; formato: SheetFormat; bytes: Buffer } | null = null;
  for await (const part of parts) {
    if (part.type !== 'file' || part.fieldname !== 'file' || upload) refusePart(part, messages);
    let formato: SheetFormat;
    try {
      formato = sheetFormatOf(part.filename, messages);
    } catch (error) {
      part.file.resume();
      throw error;
    }
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw fileTooLarge(messages);
      throw error;
    }
    if (part.file.truncated) throw fileTooLarge(messages);
    upload = { archivo: part.filename.slice(0, 200), formato, bytes: Buffer.concat(chunks) };
  }
  if (!upload) throw fileError(messages.fileRequired);
  if (upload.bytes.length === 0) throw fileError(messages.fileEmpty);
  checkSheetHead(upload.bytes, upload.formato, messages);
  return upload;
}

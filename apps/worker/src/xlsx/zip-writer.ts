import { open, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';

/**
 * A zip archive written to a file as a stream (decision 1120): each entry is deflated by
 * zlib on the libuv thread pool while the caller produces the next chunk, its CRC-32 is
 * zlib's, and its sizes go in a data descriptor after the data (general-purpose bit 3), so
 * nothing is held in memory but the chunk being written. One entry at a time; no ZIP64
 * (an archive or entry reaching 4 GiB is refused rather than written wrong).
 */

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Bit 3: CRC and sizes follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0808;
const METHOD_DEFLATE = 8;
const VERSION = 20;
const MAX_32 = 0xffffffff;
const MAX_ENTRIES = 0xffff;

interface CentralEntry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS date and time (local time, 2-second resolution), as zip stores them. */
function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.min(Math.max(at.getFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
  };
}

export class ZipTooLargeError extends Error {
  constructor() {
    super('zip archive or entry over 4 GiB (ZIP64 is not supported)');
    this.name = 'ZipTooLargeError';
  }
}

export interface ZipWriterOptions {
  /** zlib deflate level, 0–9. */
  level: number;
  /** Entries' modification time (default: now). */
  modified?: Date;
}

/** One entry being written: `write` its content in chunks, then `close` it. */
export class ZipEntryWriter {
  private crc = 0;
  private size = 0;
  private compressed = 0;
  private failure: unknown = null;
  private readonly deflate: DeflateRaw;
  private readonly drained: Promise<void>;

  constructor(
    private readonly zip: ZipFileWriter,
    private readonly name: Buffer,
    private readonly offset: number,
    level: number,
  ) {
    this.deflate = createDeflateRaw({ level, chunkSize: 64 * 1024 });
    this.drained = pipeline(this.deflate, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) {
        this.compressed += chunk.length;
        await this.zip.put(chunk);
      }
    }).catch((error: unknown) => {
      this.failure = error;
      throw error;
    });
    // A failure is reported by the next write() or by close(); never unhandled meanwhile.
    this.drained.catch(() => {});
  }

  /**
   * Adds content; resolves once zlib has consumed it (the caller may then reuse the buffer),
   * which also waits for the file when it is slower than zlib.
   */
  async write(data: string | Buffer): Promise<void> {
    if (this.failure) throw this.failure;
    const chunk = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    if (chunk.length === 0) return;
    this.crc = crc32(chunk, this.crc);
    this.size += chunk.length;
    if (this.size > MAX_32) throw new ZipTooLargeError();
    await new Promise<void>((resolve, reject) => {
      this.deflate.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Ends the entry: the rest of the deflated data, then its data descriptor. */
  async close(): Promise<void> {
    this.deflate.end();
    await this.drained;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(this.crc, 4);
    descriptor.writeUInt32LE(this.compressed, 8);
    descriptor.writeUInt32LE(this.size, 12);
    await this.zip.put(descriptor);
    this.zip.entryClosed({
      name: this.name,
      crc: this.crc,
      compressed: this.compressed,
      size: this.size,
      offset: this.offset,
    });
  }

  /** Stops zlib without finishing the entry (the archive is being abandoned). */
  destroy(): void {
    this.deflate.destroy();
  }
}

export class ZipFileWriter {
  private offset = 0;
  private readonly entries: CentralEntry[] = [];
  private current: ZipEntryWriter | null = null;
  private readonly stamp: { date: number; time: number };

  private constructor(
    private readonly file: FileHandle,
    private readonly options: ZipWriterOptions,
  ) {
    this.stamp = dosDateTime(options.modified ?? new Date());
  }

  /** Creates (or truncates) `path`. */
  static async create(path: string, options: ZipWriterOptions): Promise<ZipFileWriter> {
    return new ZipFileWriter(await open(path, 'w'), options);
  }

  /** @internal Appends bytes at the end of the archive. */
  async put(bytes: Buffer): Promise<void> {
    let written = 0;
    while (written < bytes.length) {
      const { bytesWritten } = await this.file.write(bytes, written, bytes.length - written);
      written += bytesWritten;
    }
    this.offset += bytes.length;
    if (this.offset > MAX_32) throw new ZipTooLargeError();
  }

  /** @internal */
  entryClosed(entry: CentralEntry): void {
    this.entries.push(entry);
    this.current = null;
  }

  /** Version needed, flags, method, time and date: the same run in both kinds of header. */
  private writeEntryFields(header: Buffer, at: number): void {
    header.writeUInt16LE(VERSION, at);
    header.writeUInt16LE(FLAGS, at + 2);
    header.writeUInt16LE(METHOD_DEFLATE, at + 4);
    header.writeUInt16LE(this.stamp.time, at + 6);
    header.writeUInt16LE(this.stamp.date, at + 8);
  }

  /** Starts an entry; the previous one must be closed. */
  async openEntry(name: string): Promise<ZipEntryWriter> {
    if (this.current) throw new Error('the previous zip entry is still open');
    if (this.entries.length >= MAX_ENTRIES) throw new ZipTooLargeError();
    const nameBytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL_HEADER, 0);
    this.writeEntryFields(header, 4);
    // CRC-32 and sizes (14–25) stay 0: they follow the data in the descriptor.
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    const offset = this.offset;
    await this.put(Buffer.concat([header, nameBytes]));
    this.current = new ZipEntryWriter(this, nameBytes, offset, this.options.level);
    return this.current;
  }

  /** A whole entry at once. */
  async addEntry(name: string, content: string | Buffer): Promise<void> {
    const entry = await this.openEntry(name);
    await entry.write(content);
    await entry.close();
  }

  /** Writes the central directory and closes the file. */
  async finish(): Promise<void> {
    if (this.current) throw new Error('a zip entry is still open');
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(CENTRAL_HEADER, 0);
      header.writeUInt16LE(VERSION, 4); // made by: MS-DOS attributes, zip 2.0
      this.writeEntryFields(header, 6);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.compressed, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      // extra, comment, disk, internal and external attributes: 0
      header.writeUInt32LE(entry.offset, 42);
      await this.put(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.put(end);
    await this.file.close();
  }

  /** Closes the file without finishing it; the caller removes it. */
  async abort(): Promise<void> {
    this.current?.destroy();
    this.current = null;
    await this.file.close().catch(() => {});
  }
}

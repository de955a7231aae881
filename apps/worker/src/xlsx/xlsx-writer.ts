import { clampCellText, escapeAttribute, escapeCellText, needsPreserve } from './cell-text';
import { ZipFileWriter, type ZipEntryWriter } from './zip-writer';

/**
 * A one-sheet xlsx written as a stream (decision 1120): the sheet's XML, strings inline
 * (no shared-strings table to keep in memory), goes through a streaming zip as the rows
 * come. Rows are buffered as XML text until `flush()`, which hands them to zlib and waits
 * for the file; callers flush every batch, so memory holds one batch whatever the size.
 */

export type XlsxCell = string | number | boolean | null | undefined;

export interface XlsxColumn {
  header: string;
  /** Width in characters; absent: the reader's default. */
  width?: number;
}

export interface XlsxWriterOptions {
  sheetName: string;
  columns: readonly XlsxColumn[];
  /** zlib deflate level (default 1: see decision 1120 for the measurements). */
  level?: number;
}

/** Excel's limits: rows per sheet (header included) and columns. */
export const XLSX_MAX_ROWS = 1_048_576;
/** Data rows under a header row. */
export const XLSX_MAX_DATA_ROWS = XLSX_MAX_ROWS - 1;
export const XLSX_MAX_COLUMNS = 16_384;
/** Sheet names: 1–31 characters, none of `: \ / ? * [ ]`. */
const SHEET_NAME = /^[^:\\/?*[\]]{1,31}$/;

export class XlsxRowLimitError extends Error {
  constructor() {
    super(`more than ${XLSX_MAX_ROWS} rows in one sheet`);
    this.name = 'XlsxRowLimitError';
  }
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CT = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${CT}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CT}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${CT}.styles+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_REL}/styles" Target="styles.xml"/></Relationships>`;
/** The minimum Excel expects: one font, the two reserved fills, one border, one format. */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const workbookXml = (sheetName: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_REL}"><sheets><sheet name="${escapeAttribute(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const INLINE = '" t="inlineStr"><is><t>';
const INLINE_PRESERVE = '" t="inlineStr"><is><t xml:space="preserve">';
const INLINE_END = '</t></is></c>';

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function colsXml(columns: readonly XlsxColumn[]): string {
  const cols = columns
    .map((column, i) =>
      column.width && column.width > 0
        ? `<col min="${i + 1}" max="${i + 1}" width="${Math.min(column.width, 255)}" customWidth="1"/>`
        : '',
    )
    .join('');
  return cols ? `<cols>${cols}</cols>` : '';
}

/** Size of the buffers rows are encoded into. */
const CHUNK_BYTES = 1 << 20;

interface Filled {
  buffer: Buffer;
  length: number;
}

export class XlsxFileWriter {
  /**
   * Rows are encoded as UTF-8 straight into reusable buffers (no big strings, little garbage):
   * `chunk` is being filled, `filled` wait for the next flush, `spare` are free again once
   * zlib has consumed them. One flush may be in flight while the next rows are encoded.
   */
  private chunk: Buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  private used = 0;
  private filled: Filled[] = [];
  private readonly spare: Buffer[] = [];
  private inFlight: Promise<void> = Promise.resolve();
  private rowNumber = 0;
  /** `<c r="B` for each column: the row number follows. */
  private readonly cellOpen: string[];

  private constructor(
    private readonly zip: ZipFileWriter,
    private readonly sheet: ZipEntryWriter,
    width: number,
  ) {
    this.cellOpen = Array.from({ length: width }, (_, i) => `<c r="${columnLetters(i)}`);
  }

  /** Creates `path` with the workbook parts and the header row; rows follow with `addRow`. */
  static async create(path: string, options: XlsxWriterOptions): Promise<XlsxFileWriter> {
    const { columns, sheetName } = options;
    if (!SHEET_NAME.test(sheetName)) throw new Error(`invalid sheet name: ${sheetName}`);
    if (columns.length > XLSX_MAX_COLUMNS) {
      throw new Error(`a sheet has at most ${XLSX_MAX_COLUMNS} columns, not ${columns.length}`);
    }
    const zip = await ZipFileWriter.create(path, { level: options.level ?? 1 });
    try {
      await zip.addEntry('[Content_Types].xml', CONTENT_TYPES);
      await zip.addEntry('_rels/.rels', ROOT_RELS);
      await zip.addEntry('xl/workbook.xml', workbookXml(sheetName));
      await zip.addEntry('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
      await zip.addEntry('xl/styles.xml', STYLES);
      const sheet = await zip.openEntry('xl/worksheets/sheet1.xml');
      await sheet.write(
        `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${DOC_REL}">${colsXml(columns)}<sheetData>`,
      );
      const writer = new XlsxFileWriter(zip, sheet, columns.length);
      writer.addRow(columns.map((column) => column.header));
      return writer;
    } catch (error) {
      await zip.abort();
      throw error;
    }
  }

  /** Data rows added so far (the header not counted). */
  get rows(): number {
    return Math.max(0, this.rowNumber - 1);
  }

  /** Bytes encoded since the last `flush()`. */
  get buffered(): number {
    return this.filled.reduce((sum, chunk) => sum + chunk.length, this.used);
  }

  private append(xml: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 code unit.
    const room = xml.length * 3;
    if (this.used + room > this.chunk.length) {
      this.retireChunk();
      if (room > CHUNK_BYTES) this.chunk = Buffer.allocUnsafe(room);
    }
    this.used += this.chunk.write(xml, this.used, 'utf8');
  }

  /** Moves the chunk being filled to `filled` and takes a free one. */
  private retireChunk(): void {
    if (this.used > 0) this.filled.push({ buffer: this.chunk, length: this.used });
    else if (this.chunk.length === CHUNK_BYTES) this.spare.push(this.chunk);
    this.chunk = this.spare.pop() ?? Buffer.allocUnsafe(CHUNK_BYTES);
    this.used = 0;
  }

  private async write(batch: Filled[]): Promise<void> {
    for (const { buffer, length } of batch) {
      await this.sheet.write(buffer.subarray(0, length));
      if (buffer.length === CHUNK_BYTES) this.spare.push(buffer);
    }
  }

  /**
   * Appends one row: strings inline, finite numbers as numbers, booleans as TRUE/FALSE;
   * null, undefined, '' and non-finite numbers leave the cell empty. Cells past the
   * columns given to `create` are an error.
   */
  addRow(cells: readonly XlsxCell[]): void {
    if (this.rowNumber >= XLSX_MAX_ROWS) throw new XlsxRowLimitError();
    if (cells.length > this.cellOpen.length) {
      throw new Error(`row of ${cells.length} cells in a sheet of ${this.cellOpen.length} columns`);
    }
    const r = ++this.rowNumber;
    let xml = `<row r="${r}">`;
    for (let i = 0; i < cells.length; i += 1) {
      const value = cells[i];
      if (value === null || value === undefined || value === '') continue;
      if (typeof value === 'string') {
        const text = clampCellText(value);
        xml += `${this.cellOpen[i]}${r}${needsPreserve(text) ? INLINE_PRESERVE : INLINE}${escapeCellText(text)}${INLINE_END}`;
      } else if (typeof value === 'number') {
        if (Number.isFinite(value)) xml += `${this.cellOpen[i]}${r}"><v>${value}</v></c>`;
      } else {
        xml += `${this.cellOpen[i]}${r}" t="b"><v>${value ? 1 : 0}</v></c>`;
      }
    }
    this.append(`${xml}</row>`);
  }

  /**
   * Hands the rows added so far to zlib and resolves once the previous flush is done, so the
   * caller can encode the next batch while zlib compresses this one. A write failure is
   * thrown by the next flush() or by finish().
   */
  async flush(): Promise<void> {
    this.retireChunk();
    const batch = this.filled;
    this.filled = [];
    const previous = this.inFlight;
    this.inFlight = previous.then(() => this.write(batch));
    this.inFlight.catch(() => {}); // reported by the next flush() or finish()
    await previous;
  }

  /** Ends the sheet and the archive; the file is complete when this resolves. */
  async finish(): Promise<void> {
    this.append('</sheetData></worksheet>');
    await this.flush();
    await this.inFlight;
    await this.sheet.close();
    await this.zip.finish();
  }

  /** Abandons the file (closed, not removed). */
  async abort(): Promise<void> {
    await this.zip.abort();
  }
}

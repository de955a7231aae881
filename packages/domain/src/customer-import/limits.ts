import { IMPORT_FILE_EXTENSIONS } from '../import/column-mapping';

/** Limits of a lead import (decision 1201). */
export const CUSTOMER_IMPORT_LIMITS = {
  /** Largest file accepted, in bytes (a 200 000-row csv of 14 columns is about 25 MB). */
  maxBytes: 30 * 1024 * 1024,
  /** Most data rows in one file. */
  maxRows: 200_000,
  /** Rows of the file shown in the preview. */
  previewRows: 10,
  /** Days during which an import can be reverted. */
  revertDays: 7,
  /** Most columns read from a row. */
  maxColumns: 100,
  /** Longest cell kept, in characters. */
  maxCellLength: 5_000,
} as const;

export const CUSTOMER_IMPORT_EXTENSIONS = IMPORT_FILE_EXTENSIONS;

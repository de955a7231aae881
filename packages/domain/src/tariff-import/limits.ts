import { IMPORT_FILE_MESSAGES } from '../import/column-mapping';

/**
 * Limits of a tariff sheet import (decision 1509). A distributor's catalogue is a few hundred
 * tariffs: the sheet is read and checked on the request, so it is kept small.
 */
export const TARIFF_IMPORT_LIMITS = {
  /** Largest file accepted, in bytes (2 000 rows of 16 columns are ~150 kB as xlsx). */
  maxBytes: 2 * 1024 * 1024,
  /** Most data rows in one file. */
  maxRows: 2_000,
  /** Rows of the file shown in the preview. */
  previewRows: 10,
  /** Most columns read from a row. */
  maxColumns: 60,
  /** Longest cell kept, in characters. */
  maxCellLength: 500,
} as const;

/** Spanish messages of the tariff import (API answers and the wizard). */
export const TARIFF_IMPORT_MESSAGES = {
  ...IMPORT_FILE_MESSAGES,
  fileTooLarge: 'El archivo supera el tamaño máximo de 2 MB.',
  tooManyRows: 'El archivo tiene más de 2.000 filas: divídalo en varios.',
  noRows: 'El archivo no tiene filas de tarifas debajo de la cabecera.',
  applied: 'Esta importación ya se aplicó: suba el archivo de nuevo para otra importación.',
  nothingToApply: 'No hay ninguna fila correcta que importar.',
  raced:
    'Mientras tanto se ha creado una de estas tarifas: vuelva a revisar la hoja e impórtela de nuevo.',
  repeated: (fila: number) =>
    `Repite la tarifa de la fila ${fila} (mismo nombre, operador y segmento)`,
} as const;

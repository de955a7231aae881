import { z } from 'zod';

/**
 * Column mapping of a spreadsheet import (lead import, tariff import): which field each
 * column of the file fills, suggested from the header row and changeable by the user.
 */

/** A field a file can fill, with the Spanish headers it is recognised by (normalised). */
export interface ImportFieldDefinition<K extends string = string> {
  key: K;
  label: string;
  headers: readonly string[];
}

/** Import field → index of the file's column (0-based). Unmapped fields are absent. */
export type ColumnMapping<K extends string> = Partial<Record<K, number>>;

/** A looser header match: the pattern, the field, then the fields to try when it is taken. */
export type LooseHeaderMatch<K extends string> = readonly [RegExp, K, ...K[]];

/** "Teléfono móvil (2)" → "telefono movil 2": no accents, case or punctuation. */
export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The mapping suggested for a header row: exact headers first, then headers containing a
 * telling word (in the order given). Each field takes one column and each column one field.
 */
export function suggestColumnMapping<K extends string>(
  headers: readonly string[],
  fields: readonly ImportFieldDefinition<K>[],
  loose: readonly LooseHeaderMatch<K>[],
): ColumnMapping<K> {
  const exact = new Map<string, K>(
    fields.flatMap((field) => field.headers.map((h) => [h, field.key] as const)),
  );
  const mapping: ColumnMapping<K> = {};
  const taken = new Set<number>();
  const normalised = headers.map(normaliseHeader);
  const assign = (field: K, index: number) => {
    if (mapping[field] !== undefined || taken.has(index)) return false;
    mapping[field] = index;
    taken.add(index);
    return true;
  };
  normalised.forEach((header, index) => {
    const field = exact.get(header);
    if (field) assign(field, index);
  });
  normalised.forEach((header, index) => {
    if (taken.has(index) || header === '') return;
    for (const [pattern, ...candidates] of loose) {
      if (!pattern.test(header)) continue;
      if (candidates.some((field) => assign(field, index))) return;
    }
  });
  return mapping;
}

/** Import field → column index; a column serves one field at most. */
export function columnMappingSchema<K extends string>(
  keys: readonly [K, ...K[]],
  maxColumns: number,
) {
  const column = z
    .number({ error: 'Indique el número de columna' })
    .int({ error: 'Indique el número de columna' })
    .min(0, { error: 'Columna inexistente' })
    .max(maxColumns - 1, { error: 'Columna inexistente' });
  return z
    .partialRecord(z.enum(keys, { error: 'Campo de importación desconocido' }), column)
    .superRefine((mapping, ctx) => {
      const seen = new Map<number, string>();
      for (const [field, index] of Object.entries(mapping) as [string, number | undefined][]) {
        if (index === undefined) continue;
        const other = seen.get(index);
        if (other) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `La misma columna ya está asignada a «${other}»`,
          });
        }
        seen.set(index, field);
      }
    });
}

/** The file checks every import shares (decision 1201); the size limit is each import's own. */
export const IMPORT_FILE_MESSAGES = {
  fileRequired: 'Adjunte un archivo .xlsx o .csv.',
  fileType: 'Solo se admiten archivos .xlsx o .csv.',
  fileEmpty: 'El archivo está vacío.',
  fileNotXlsx: 'El archivo no es un libro de Excel (.xlsx) válido.',
  fileNotText: 'El archivo .csv no es de texto.',
  oneFile: 'Solo se admite un archivo, en el campo "file".',
} as const;

export const IMPORT_FILE_EXTENSIONS = ['.csv', '.xlsx'] as const;

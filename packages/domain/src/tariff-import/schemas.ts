import { z } from 'zod';
import { columnMappingSchema, type ColumnMapping } from '../import/column-mapping';
import { TARIFF_IMPORT_FIELD_KEYS, type TariffImportField } from './fields';
import { TARIFF_IMPORT_LIMITS } from './limits';

export const TARIFF_IMPORT_STATES = ['PENDIENTE', 'APLICADA'] as const;
export type TariffImportState = (typeof TARIFF_IMPORT_STATES)[number];
export const TARIFF_IMPORT_STATE_LABELS: Record<TariffImportState, string> = {
  PENDIENTE: 'Pendiente de confirmar',
  APLICADA: 'Aplicada',
};

/**
 * What a correct row would do: create a tariff, update the one with its name, operator and
 * segment, or nothing when that tariff already is as the row says (an export imported back).
 */
export const TARIFF_IMPORT_ACTIONS = ['CREAR', 'ACTUALIZAR', 'SIN_CAMBIOS'] as const;
export type TariffImportAction = (typeof TARIFF_IMPORT_ACTIONS)[number];
export const TARIFF_IMPORT_OUTCOMES = [
  'CREADA',
  'ACTUALIZADA',
  'SIN_CAMBIOS',
  'RECHAZADA',
] as const;
export const TARIFF_IMPORT_ROW_KINDS = [
  'errores',
  'crear',
  'actualizar',
  'sin_cambios',
  'todas',
] as const;

export type TTariffImportMapping = ColumnMapping<TariffImportField>;

const REQUIRED: readonly [TariffImportField, string][] = [
  ['nombre', 'Asigne la columna del nombre'],
  ['operador', 'Asigne la columna del operador'],
  ['segmento', 'Asigne la columna del segmento'],
];

/** Field → column; name, operator and segment are needed to tell a new tariff from an update. */
export const ZTariffImportMappingSchema = columnMappingSchema(
  TARIFF_IMPORT_FIELD_KEYS,
  TARIFF_IMPORT_LIMITS.maxColumns,
).superRefine((mapping, ctx) => {
  for (const [field, message] of REQUIRED) {
    if (mapping[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message });
  }
});

/** POST /api/servicios/tarifas/importaciones/{id}/analizar/ */
export const ZAnalyseTariffImportRequestSchema = z.strictObject({
  mapeo: ZTariffImportMappingSchema,
});

const ZNamedRefSchema = z.object({ id: z.number(), nombre: z.string() }).nullable();

/** A tariff import as listed and as the wizard shows it. */
export const ZTariffImportSchema = z.object({
  id: z.number(),
  archivo: z.string(),
  formato: z.enum(['csv', 'xlsx']),
  estado: z.enum(TARIFF_IMPORT_STATES),
  creadaPor: ZNamedRefSchema,
  aplicadaPor: ZNamedRefSchema,
  totalFilas: z.number(),
  conErrores: z.number(),
  aCrear: z.number(),
  aActualizar: z.number(),
  sinCambios: z.number(),
  creadas: z.number(),
  actualizadas: z.number(),
  rechazadas: z.number(),
  createdAt: z.string(),
  aplicadaAt: z.string().nullable(),
});
export type TTariffImport = z.infer<typeof ZTariffImportSchema>;

/** GET one: the list item plus the preview (header, first rows) and the mapping in force. */
export const ZTariffImportDetailSchema = ZTariffImportSchema.extend({
  columnas: z.array(z.string()),
  muestra: z.array(z.array(z.string())),
  mapeo: z.record(z.string(), z.number()),
});
export type TTariffImportDetail = z.infer<typeof ZTariffImportDetailSchema>;

/** A row of the sheet: what it would do (or did) and its errors. */
export const ZTariffImportRowSchema = z.object({
  fila: z.number(),
  nombre: z.string().nullable(),
  operador: z.string().nullable(),
  segmento: z.string().nullable(),
  accion: z.enum(TARIFF_IMPORT_ACTIONS).nullable(),
  tarifa: ZNamedRefSchema,
  errores: z.array(z.string()),
  resultado: z.enum(TARIFF_IMPORT_OUTCOMES).nullable(),
});
export type TTariffImportRow = z.infer<typeof ZTariffImportRowSchema>;

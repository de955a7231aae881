import { z } from 'zod';
import { CUSTOMER_IMPORT_LIMITS } from './limits';
import { columnMappingSchema } from '../import/column-mapping';
import { IMPORT_FIELD_KEYS, type ImportField } from './fields';

export const CUSTOMER_IMPORT_STATES = [
  'ANALIZANDO',
  'ANALIZADA',
  'IMPORTANDO',
  'IMPORTADA',
  'REVIRTIENDO',
  'REVERTIDA',
  'ERROR',
] as const;
export type CustomerImportState = (typeof CUSTOMER_IMPORT_STATES)[number];

export const CUSTOMER_IMPORT_STATE_LABELS: Record<CustomerImportState, string> = {
  ANALIZANDO: 'Analizando',
  ANALIZADA: 'Pendiente de confirmar',
  IMPORTANDO: 'Importando',
  IMPORTADA: 'Importada',
  REVIRTIENDO: 'Revirtiendo',
  REVERTIDA: 'Revertida',
  ERROR: 'Error',
};

/** What to do with a row whose customer already exists in the tenant. */
export const CUSTOMER_IMPORT_POLICIES = [
  { value: 'omitir', label: 'Omitirlas' },
  { value: 'actualizar', label: 'Actualizar el cliente existente' },
  { value: 'crear', label: 'Crearlas igualmente' },
] as const;
export type CustomerImportPolicy = (typeof CUSTOMER_IMPORT_POLICIES)[number]['value'];
const POLICY_VALUES = CUSTOMER_IMPORT_POLICIES.map((p) => p.value) as [
  CustomerImportPolicy,
  ...CustomerImportPolicy[],
];

export const CUSTOMER_IMPORT_OUTCOMES = [
  'INSERTADA',
  'ACTUALIZADA',
  'OMITIDA',
  'RECHAZADA',
] as const;

/** Import field → column index; a column serves one field at most. */
export const ZImportMappingSchema = columnMappingSchema(
  IMPORT_FIELD_KEYS,
  CUSTOMER_IMPORT_LIMITS.maxColumns,
).superRefine((mapping, ctx) => {
  if (mapping.nombre === undefined) {
    ctx.addIssue({ code: 'custom', path: ['nombre'], message: 'Asigne la columna del nombre' });
  }
  if (
    mapping.telefono === undefined &&
    mapping.movil === undefined &&
    mapping.email === undefined
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['telefono'],
      message: 'Asigne al menos una columna de teléfono, móvil o email',
    });
  }
});
export type TImportMapping = Partial<Record<ImportField, number>>;

/** POST /api/clientes/importaciones/{id}/analizar/ */
export const ZAnalyseImportRequestSchema = z.strictObject({ mapeo: ZImportMappingSchema });
export type TAnalyseImportRequest = z.infer<typeof ZAnalyseImportRequestSchema>;

/** POST /api/clientes/importaciones/{id}/confirmar/ */
export const ZConfirmImportRequestSchema = z.strictObject({
  origenBbdd: z
    .number({ error: 'Elija el origen de la base de datos' })
    .int({ error: 'Elija el origen de la base de datos' })
    .positive({ error: 'Elija el origen de la base de datos' }),
  comercial: z
    .number({ error: 'Comercial no válido' })
    .int({ error: 'Comercial no válido' })
    .positive({ error: 'Comercial no válido' })
    .nullable()
    .default(null),
  duplicados: z.enum(POLICY_VALUES, { error: 'Elija qué hacer con los duplicados' }),
});
export type TConfirmImportRequest = z.input<typeof ZConfirmImportRequestSchema>;

const ZNamedRefSchema = z.object({ id: z.number(), nombre: z.string() }).nullable();

/** An import as listed and as shown by the wizard. */
export const ZCustomerImportSchema = z.object({
  id: z.number(),
  archivo: z.string(),
  formato: z.enum(['csv', 'xlsx']),
  estado: z.enum(CUSTOMER_IMPORT_STATES),
  creadaPor: ZNamedRefSchema,
  origenBbdd: ZNamedRefSchema,
  comercial: ZNamedRefSchema,
  duplicados: z.enum(POLICY_VALUES).nullable(),
  totalFilas: z.number(),
  conErrores: z.number(),
  duplicadasArchivo: z.number(),
  duplicadasExistentes: z.number(),
  insertadas: z.number(),
  actualizadas: z.number(),
  omitidas: z.number(),
  rechazadas: z.number(),
  eliminadas: z.number(),
  restauradas: z.number(),
  conservadas: z.number(),
  hayArchivoRechazadas: z.boolean(),
  error: z.string().nullable(),
  createdAt: z.string(),
  importadaAt: z.string().nullable(),
  revertidaAt: z.string().nullable(),
  /** Until when "Revertir" is offered (null when it cannot be reverted). */
  revertibleHasta: z.string().nullable(),
});
export type TCustomerImport = z.infer<typeof ZCustomerImportSchema>;

/** GET one: the list item plus the preview (header, first rows, mapping in force). */
export const ZCustomerImportDetailSchema = ZCustomerImportSchema.extend({
  columnas: z.array(z.string()),
  muestra: z.array(z.array(z.string())),
  mapeo: z.record(z.string(), z.number()),
});
export type TCustomerImportDetail = z.infer<typeof ZCustomerImportDetailSchema>;

/** A row with a problem (errors or duplicate) or, after the import, its outcome. */
export const ZCustomerImportRowSchema = z.object({
  fila: z.number(),
  nombre: z.string().nullable(),
  documento: z.string().nullable(),
  telefonos: z.array(z.string()),
  email: z.string().nullable(),
  errores: z.array(z.string()),
  duplicadoFila: z.number().nullable(),
  existente: ZNamedRefSchema,
  motivoDuplicado: z.string().nullable(),
  resultado: z.enum(CUSTOMER_IMPORT_OUTCOMES).nullable(),
  motivo: z.string().nullable(),
});
export type TCustomerImportRow = z.infer<typeof ZCustomerImportRowSchema>;

export const CUSTOMER_IMPORT_ROW_KINDS = ['errores', 'duplicados', 'omitidas', 'todas'] as const;

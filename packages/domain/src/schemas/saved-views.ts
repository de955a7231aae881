import { z } from 'zod';

/** Saved views of the list screens (decision 0906). */
export const SAVED_VIEW_NAME_MAX = 60;

const NAME_REQUIRED = 'Introduzca un nombre';
/** PostgreSQL text and jsonb cannot hold NUL: refused here instead of failing the write. */
const noNul = (value: string) => !value.includes('\u0000');
const INVALID_CHARACTERS = { error: 'Contiene caracteres no válidos' };
const text = (max: number, message: string) =>
  z.string().max(max, { error: message }).refine(noNul, INVALID_CHARACTERS);
const ZPantallaSchema = z
  .string({ error: 'Indique la pantalla' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, {
    error: 'Pantalla no válida: letras minúsculas, cifras y guiones (máximo 40)',
  });
const ZNombreSchema = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, { error: NAME_REQUIRED })
  .max(SAVED_VIEW_NAME_MAX, { error: `Máximo ${SAVED_VIEW_NAME_MAX} caracteres` })
  .refine(noNul, INVALID_CHARACTERS);

const ZFilterValueSchema = z.union([
  text(200, 'Valor de filtro demasiado largo'),
  z.array(text(200, 'Valor de filtro demasiado largo')).max(100),
]);

/** The list state a view restores: the web kit's ListView (filters, sort, visible columns). */
export const ZSavedViewStateSchema = z.strictObject({
  filters: z
    .record(text(60, 'Nombre de filtro demasiado largo'), ZFilterValueSchema)
    .refine((filters) => Object.keys(filters).length <= 60, {
      error: 'Demasiados filtros (máximo 60)',
    })
    .default({}),
  sort: z
    .strictObject({
      id: text(60, 'Columna demasiado larga').pipe(z.string().min(1)),
      desc: z.boolean(),
    })
    .nullable()
    .default(null),
  columns: z
    .array(text(60, 'Columna demasiado larga').pipe(z.string().min(1)))
    .max(60)
    .nullable()
    .default(null),
});
export type TSavedViewState = z.infer<typeof ZSavedViewStateSchema>;

export const ZCreateSavedViewRequestSchema = z.strictObject({
  pantalla: ZPantallaSchema,
  nombre: ZNombreSchema,
  compartida: z.boolean({ error: 'Indique sí o no' }).default(false),
  vista: ZSavedViewStateSchema,
});
export type TCreateSavedViewRequest = z.infer<typeof ZCreateSavedViewRequestSchema>;

export const ZUpdateSavedViewRequestSchema = z
  .strictObject({
    nombre: ZNombreSchema,
    compartida: z.boolean({ error: 'Indique sí o no' }),
    vista: ZSavedViewStateSchema,
  })
  .partial();
export type TUpdateSavedViewRequest = z.infer<typeof ZUpdateSavedViewRequestSchema>;

export const ZSavedViewsQuerySchema = z.object({ pantalla: ZPantallaSchema });

/** A saved view as GET/POST/PUT /api/utils/vistas/ answer it. */
export const ZSavedViewSchema = z.object({
  id: z.number().int(),
  pantalla: z.string(),
  nombre: z.string(),
  compartida: z.boolean(),
  vista: z.object({
    filters: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
    sort: z.object({ id: z.string(), desc: z.boolean() }).nullable(),
    columns: z.array(z.string()).nullable(),
  }),
  propietario: z.object({ id: z.number().int(), nombre_completo: z.string() }),
  /** The caller saved it. */
  es_mia: z.boolean(),
  /** The caller may rename, change or delete it. */
  puede_editar: z.boolean(),
  created_on: z.string(),
  updated_on: z.string(),
});
export type TSavedView = z.infer<typeof ZSavedViewSchema>;
export const ZSavedViewsSchema = z.array(ZSavedViewSchema);

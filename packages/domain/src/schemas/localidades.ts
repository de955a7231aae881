import { z } from 'zod';

/** One locality suggested for a postal code: an INE municipality or one the tenant already uses. */
export const ZLocalidadSugeridaSchema = z.object({
  nombre: z.string(),
  /** INE municipality code; null for a locality taken from the tenant's customer addresses. */
  municipio_id: z.string().nullable(),
  origen: z.enum(['ine', 'clientes']),
});

/** GET /api/utils/localidades-from-cp/?cp= (decision 0905). */
export const ZLocalidadesFromCpSchema = z.object({
  cp: z.string(),
  provincia: z.object({ codigo: z.string(), nombre: z.string() }),
  localidades: z.array(ZLocalidadSugeridaSchema),
});
export type TLocalidadesFromCp = z.infer<typeof ZLocalidadesFromCpSchema>;

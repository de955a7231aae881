import { z } from 'zod';

/** One changed field of a history entry: `antes`/`despues` as shown (null = empty). */
export const ZRecordHistoryChangeSchema = z.object({
  campo: z.string(),
  etiqueta: z.string(),
  antes: z.string().nullable(),
  despues: z.string().nullable(),
});
export type TRecordHistoryChange = z.infer<typeof ZRecordHistoryChangeSchema>;

/** One entry of GET /api/historial/{entidad}/{id}/ (decision 0902). */
export const ZRecordHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** When (ISO instant). */
  fecha: z.string(),
  /** 'alta' | 'modificacion' | 'baja' and its Spanish label. */
  accion: z.enum(['alta', 'modificacion', 'baja']),
  accion_label: z.string(),
  /** 'Nota añadida', 'Cliente modificado'. */
  titulo: z.string(),
  /** The record the entry is about (a customer's history also lists its notes, offers…). */
  entidad: z.string(),
  entidad_label: z.string(),
  registro_id: z.number().int(),
  /** Who: the account (null when no account acted: a job, a seed, an operator). */
  cuenta: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  /** The account's name, or 'Sistema'. */
  quien: z.string(),
  /** `METHOD /api/pattern/` or `job:<name>`; null when unknown. */
  ruta: z.string().nullable(),
  cambios: z.array(ZRecordHistoryChangeSchema),
});
export type TRecordHistoryEntry = z.infer<typeof ZRecordHistoryEntrySchema>;

export const ZRecordHistoryPageSchema = z.object({
  results: z.array(ZRecordHistoryEntrySchema),
  count: z.number().int(),
  current: z.number().int(),
});
export type TRecordHistoryPage = z.infer<typeof ZRecordHistoryPageSchema>;

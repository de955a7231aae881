import { z } from 'zod';
import { EXPORT_TASK_STATES } from '../catalogues/export-tasks';
import { ZRequiredTextSchema } from './common';

/** Coverage form, first provider: direccion, cp. */
export const ZCoverageFirstProviderQuerySchema = z.strictObject({
  direccion: ZRequiredTextSchema('Introduzca la dirección'),
  cp: z.string().regex(/^\d{5}$/, { error: 'Código postal no válido' }),
});
export type TCoverageFirstProviderQuery = z.infer<typeof ZCoverageFirstProviderQuerySchema>;

/** Coverage form, second provider: direccion, cp, localidad, provincia, lat, lng. */
export const ZCoverageSecondProviderQuerySchema = z.strictObject({
  direccion: ZRequiredTextSchema('Introduzca la dirección'),
  cp: z.string().regex(/^\d{5}$/, { error: 'Código postal no válido' }),
  localidad: ZRequiredTextSchema('Introduzca la localidad'),
  provincia: ZRequiredTextSchema('Introduzca la provincia'),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export type TCoverageSecondProviderQuery = z.infer<typeof ZCoverageSecondProviderQuerySchema>;

/** An export call's answer. */
export const ZTaskIdResponseSchema = z.object({ task_id: z.string() });
export type TTaskIdResponse = z.infer<typeof ZTaskIdResponseSchema>;

/** GET /api/utils/task-status/{id}/. */
export const ZTaskStatusSchema = z.object({
  state: z.enum(EXPORT_TASK_STATES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
  result: z.unknown(),
});
export type TTaskStatus = z.infer<typeof ZTaskStatusSchema>;

/** POST /api/utils/generate-oferta-pdf/{id} {html}. */
export const ZOfferPdfRequestSchema = z.strictObject({
  html: z.string().min(1, { error: 'Falta el HTML de la oferta' }).max(2_000_000),
});
export type TOfferPdfRequest = z.infer<typeof ZOfferPdfRequestSchema>;

/** POST /api/utils/read-xlsx/ text field: which load to run on the uploaded file. */
export const ZReadXlsxRequestSchema = z.strictObject({
  task_to_do: z.enum(['load_lowi_data', 'load_objectives'], { error: 'Tarea no válida' }),
});
export type TReadXlsxRequest = z.infer<typeof ZReadXlsxRequestSchema>;

/** DRF-style error bodies. */
export const ZDetailErrorSchema = z.object({ detail: z.string() });
export const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type TFieldErrors = z.infer<typeof ZFieldErrorsSchema>;

/** GET /api/clientes/agendados/ item (docs/decisions/0004). */
export const ZScheduledCustomerSchema = z.object({
  id: z.number().int(),
  fechaAgendado: z.iso.datetime({ offset: true }),
  notas: z.string().nullable(),
  cliente: z.object({ id: z.number().int(), nombre: z.string() }),
  comercial: z.object({ id: z.number().int(), nombre_completo: z.string() }).nullable(),
});
export type TScheduledCustomer = z.infer<typeof ZScheduledCustomerSchema>;

/** GET /api/cuentas/check-invalid-punch-in/ (docs/decisions/0004). */
export const ZInvalidPunchCheckSchema = z.object({
  has_invalid_punch: z.boolean(),
  dates: z.array(z.iso.date()),
});
export type TInvalidPunchCheck = z.infer<typeof ZInvalidPunchCheckSchema>;

/** GET /api/get-group-permissions?permission_name= (docs/decisions/0004). */
export const ZGroupPermissionCheckSchema = z.object({
  permission_name: z.string(),
  has_permission: z.boolean(),
});
export type TGroupPermissionCheck = z.infer<typeof ZGroupPermissionCheckSchema>;

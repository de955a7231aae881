import { z } from 'zod';
import { ZIdSchema, ZIsoDateTimeSchema, ZRequiredTextSchema, ZBlankToNullSchema } from './common';

/** Schedule form (spec section 3): fechaAgendado, notas. */
export const ZScheduleFormSchema = z.strictObject({
  fechaAgendado: ZIsoDateTimeSchema,
  notas: ZBlankToNullSchema.default(null),
});
export type TScheduleForm = z.infer<typeof ZScheduleFormSchema>;

/** No-interest form: razon, tipo, notas. */
export const ZNoInterestFormSchema = z.strictObject({
  razon: ZRequiredTextSchema('Indique la razón'),
  tipo: ZRequiredTextSchema('Indique el tipo'),
  notas: ZBlankToNullSchema.default(null),
});
export type TNoInterestForm = z.infer<typeof ZNoInterestFormSchema>;

/** Longest note accepted (decision 0904). */
export const NOTE_MAX_LENGTH = 2000;

/** Note form, POST /api/clientes/notascliente/: comercial, nota, cliente. */
export const ZCreateNoteRequestSchema = z.strictObject({
  comercial: ZIdSchema.nullish(),
  nota: ZRequiredTextSchema('Escriba la nota')
    .max(NOTE_MAX_LENGTH, {
      error: `La nota no puede superar los ${NOTE_MAX_LENGTH} caracteres`,
    })
    // PostgreSQL text cannot hold NUL: refused here instead of failing the insert.
    .refine((v) => !v.includes('\u0000'), { error: 'La nota contiene caracteres no válidos' }),
  cliente: ZIdSchema,
});
export type TCreateNoteRequest = z.infer<typeof ZCreateNoteRequestSchema>;

export const ZNoteSchema = z.object({
  id: ZIdSchema,
  comercial: ZIdSchema.nullable(),
  nota: z.string(),
  cliente: ZIdSchema,
  created_on: ZIsoDateTimeSchema,
});
export type TNote = z.infer<typeof ZNoteSchema>;

/** Administration (procedure) form: gestion plus the customer. */
export const ZProcedureFormSchema = z.strictObject({
  gestion: ZIdSchema,
  cliente: ZIdSchema,
  notas: ZBlankToNullSchema.default(null),
});
export type TProcedureForm = z.infer<typeof ZProcedureFormSchema>;

/** POST /api/atenciones/move-scheduled/ {origin, destination}: move one commercial's schedules. */
export const ZMoveScheduledRequestSchema = z
  .strictObject({ origin: ZIdSchema, destination: ZIdSchema })
  .refine((v) => v.origin !== v.destination, {
    error: 'El origen y el destino deben ser distintos',
    path: ['destination'],
  });
export type TMoveScheduledRequest = z.infer<typeof ZMoveScheduledRequestSchema>;

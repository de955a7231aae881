import { z } from 'zod';
import { ZBlankToNullSchema, ZIdSchema, ZIsoDateTimeSchema, ZRequiredTextSchema } from './common';
import { ZAgendadoOfferSchema } from './offer';

/** Contact attempt (atencion) as the server answers it. */
export const ZAtencionSchema = z.object({
  id: ZIdSchema,
  comercial: ZIdSchema.nullable(),
  cliente: ZIdSchema,
  oferta: ZIdSchema.nullable(),
  agendado: z.unknown().nullable(),
  gestion: ZIdSchema.nullable(),
  notas: z.string().nullable(),
  fechaContacto: ZIsoDateTimeSchema,
  estado: z.number().int().min(1).max(7).nullable(),
  updated_on: ZIsoDateTimeSchema.nullable(),
});
export type TAtencion = z.infer<typeof ZAtencionSchema>;

const common = {
  cliente: ZIdSchema,
  notas: ZBlankToNullSchema.default(null),
  fecha_contacto: ZIsoDateTimeSchema.optional(),
};

/**
 * POST /api/atenciones/entradas/: a schedule, a no-interest outcome, a
 * procedure or an offer, told apart by `tipo_atencion` (decision 0306). The
 * commercial is the caller; it is not read from the body.
 */
export const ZCreateAtencionRequestSchema = z.discriminatedUnion('tipo_atencion', [
  z.strictObject({
    tipo_atencion: z.literal('AGENDADO'),
    ...common,
    agendado: z.strictObject({
      fecha_agendado: ZIsoDateTimeSchema,
      notas: ZBlankToNullSchema.default(null),
    }),
  }),
  z.strictObject({
    tipo_atencion: z.literal('NO_INTERESADO'),
    ...common,
    no_interesado: z.strictObject({
      razon: ZRequiredTextSchema('Indique la razón'),
      tipo: ZRequiredTextSchema('Indique el tipo'),
      notas: ZBlankToNullSchema.default(null),
    }),
  }),
  z.strictObject({ tipo_atencion: z.literal('GESTION'), ...common, gestion: ZIdSchema }),
  z.strictObject({ tipo_atencion: z.literal('OFERTA'), ...common, agendado: ZAgendadoOfferSchema }),
]);
export type TCreateAtencionRequest = z.infer<typeof ZCreateAtencionRequestSchema>;

/** PUT /api/atenciones/{id}/ with updated_on (marks the atencion as updated). */
export const ZUpdateAtencionRequestSchema = z.strictObject({
  updated_on: ZIsoDateTimeSchema,
  notas: ZBlankToNullSchema.optional(),
  estado: z.number().int().min(1).max(7).optional(),
});
export type TUpdateAtencionRequest = z.infer<typeof ZUpdateAtencionRequestSchema>;

/** PUT /api/atenciones/agendado/{id}/: move or annotate a schedule. */
export const ZUpdateAgendadoRequestSchema = z.strictObject({
  fecha_agendado: ZIsoDateTimeSchema,
  notas: ZBlankToNullSchema.optional(),
});
export type TUpdateAgendadoRequest = z.infer<typeof ZUpdateAgendadoRequestSchema>;

/** POST/PUT /api/atenciones/additionalinfo/ (snake-case; fields not shown: decision 0306). */
export const ZAdditionalInfoRequestSchema = z.strictObject({
  atencion: ZIdSchema,
  tipo_llamada: ZBlankToNullSchema.optional(),
  opciones_no_interesado: ZBlankToNullSchema.optional(),
  informacion: ZBlankToNullSchema.optional(),
});
export type TAdditionalInfoRequest = z.infer<typeof ZAdditionalInfoRequestSchema>;

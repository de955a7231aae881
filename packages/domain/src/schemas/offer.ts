import { z } from 'zod';
import { LINE_TYPE_VALUES } from '../catalogues/offer-options';
import { VAT_LOCATION_VALUES } from '../catalogues/vat-locations';
import { ZBlankToNullSchema, ZIdSchema, ZIsoDateTimeSchema, ZMoneySchema } from './common';

const ZLineNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{6,15}$/, { error: 'Número de línea no válido' });

/** Package (paquete) of an offer, spec section 3. Ids refer to catalogue entries. */
export const ZPackageSchema = z.strictObject({
  id: ZIdSchema.optional(),
  tipoVenta: z.string().trim().min(1).nullish().default(null),
  tipoLinea: z.enum(LINE_TYPE_VALUES, { error: 'Tipo de línea no válido' }),
  tarifa: ZIdSchema.nullish().default(null),
  /** One promotion; or `promotion_priority`, the promotions in the order they apply. */
  promotion: ZIdSchema.nullish().default(null),
  promotion_priority: z.array(ZIdSchema).optional(),
  cacharro: ZIdSchema.nullish().default(null),
  installment: ZIdSchema.nullish().default(null),
  seguro: ZIdSchema.nullish().default(null),
  svas: z.array(ZIdSchema).default([]),
  lineasAsociadas: z.array(ZLineNumberSchema).default([]),
  crossSell: z.boolean().default(false),
});
export type TPackage = z.infer<typeof ZPackageSchema>;
export type TPackageInput = z.input<typeof ZPackageSchema>;

const offerFields = {
  isp: z.string().trim().min(1, { error: 'Seleccione el operador' }),
  tipoIva: z.enum(VAT_LOCATION_VALUES, { error: 'Ubicación de IVA no válida' }),
  precioAnterior: ZMoneySchema.nullish().default(null),
  precioTotal: ZMoneySchema,
  numeroComercial: ZBlankToNullSchema.default(null),
  notas: ZBlankToNullSchema.default(null),
  paquetes: z.array(ZPackageSchema).min(1, { error: 'La oferta necesita al menos un paquete' }),
  fechaAgendado: ZIsoDateTimeSchema.nullish().default(null),
  razonNoInteresado: ZBlankToNullSchema.default(null),
};

/** Offer (oferta) as the server answers it. */
export const ZOfferSchema = z.object({
  id: ZIdSchema,
  isp: z.string(),
  tipoIva: z.string(),
  precioAnterior: z.string().nullable(),
  precioTotal: z.string(),
  numeroComercial: z.string().nullable(),
  notas: z.string().nullable(),
  paquetes: z.array(ZPackageSchema.extend({ id: ZIdSchema, estado: z.string().nullable() })),
  fechaAgendado: ZIsoDateTimeSchema.nullable(),
  razonNoInteresado: z.string().nullable(),
});
export type TOffer = z.infer<typeof ZOfferSchema>;

/** PUT /api/atenciones/oferta/{id}/ body (the id comes from the path). */
export const ZUpdateOfferRequestSchema = z.strictObject({
  ...offerFields,
  id: ZIdSchema.optional(),
});
export type TUpdateOfferRequest = z.infer<typeof ZUpdateOfferRequestSchema>;

/** The offer carried by an agendado (spec: "Agendado: fechaAgendado, isp, ..., paquetes, numeroComercial"). */
export const ZAgendadoOfferSchema = z.strictObject(offerFields);
export type TAgendadoOffer = z.infer<typeof ZAgendadoOfferSchema>;

/** PUT /api/atenciones/paquete/{id}/ {estado, order_id}. */
export const ZUpdatePackageStateRequestSchema = z.strictObject({
  estado: z.enum(['ACTIVO', 'CANCELADO', 'VUELO'], { error: 'Estado de paquete no válido' }),
  order_id: z.string().trim().min(1).nullish().default(null),
});
export type TUpdatePackageStateRequest = z.infer<typeof ZUpdatePackageStateRequestSchema>;
/** "...the answer returns the new estado." */
export const ZPackageStateResponseSchema = z.object({
  estado: z.enum(['ACTIVO', 'CANCELADO', 'VUELO']),
});

import { z } from 'zod';

/**
 * What GET /api/clientes/entradas/ answers per row and for one customer: the
 * contract the teletrabajo table, the customer form and the full view are built on.
 * Timestamps are ISO strings (UTC).
 */

const ZRefSchema = z.object({ id: z.number().int(), nombre: z.string() });

/** The last atención of the customer, with its sales status (catalogue colour and icon). */
export const ZCustomerLastAtencionSchema = z.object({
  id: z.number().int(),
  /** OFERTA, AGENDADO, NO_INTERESADO, GESTION or CONTACTO. */
  tipo: z.string(),
  /** Sales status 1–7 of the offer it carries; null when it carries none. */
  estado: z
    .object({
      value: z.number().int(),
      label: z.string(),
      color: z.string(),
      icon: z.string(),
    })
    .nullable(),
  fechaContacto: z.string(),
});
export type TCustomerLastAtencion = z.infer<typeof ZCustomerLastAtencionSchema>;

/** The next follow-up still pending (not done), earliest first. */
export const ZCustomerNextAgendadoSchema = z.object({
  id: z.number().int(),
  fechaAgendado: z.string(),
});
export type TCustomerNextAgendado = z.infer<typeof ZCustomerNextAgendadoSchema>;

/** One row of the customer list. */
export const ZCustomerListRowSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  documento: z.string().nullable(),
  tipoDocumento: z.string().nullable(),
  telefonosContacto: z.array(z.string()),
  email: z.string().nullable(),
  localidad: z.string().nullable(),
  cp: z.string().nullable(),
  /** null = 'Por asignar'. */
  comercial: ZRefSchema.nullable(),
  origenBbdd: ZRefSchema.nullable(),
  segmento: z.string().nullable(),
  ispActual: z.string().nullable(),
  estadoCliente: z.string(),
  fechaContacto: z.string().nullable(),
  updated_on: z.string(),
  lastAtencion: ZCustomerLastAtencionSchema.nullable(),
  nextAgendado: ZCustomerNextAgendadoSchema.nullable(),
});
export type TCustomerListRow = z.infer<typeof ZCustomerListRowSchema>;

/**
 * The paged answer. `count_estimated: true` means `count` is the planner's estimate, rounded
 * (counting would cost more than the page, decision 1112); the UI writes "≈".
 */
export const ZCustomerListResponseSchema = z.object({
  results: z.array(ZCustomerListRowSchema),
  count: z.number().int().nonnegative(),
  current: z.number().int().positive(),
  count_estimated: z.boolean(),
});
export type TCustomerListResponse = z.infer<typeof ZCustomerListResponseSchema>;

/**
 * One customer as the form and the full view read it (and as POST/PUT answer it):
 * the TtForm fields of spec §3 plus what the list row shows.
 */
export const ZCustomerDetailSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  documento: z.string().nullable(),
  tipoDocumento: z.string().nullable(),
  telefonosContacto: z.array(z.string()),
  email: z.string().nullable(),
  /** The database origin's id (the form's value); its name is in `origen`. */
  origenBbdd: z.number().int().nullable(),
  origen: ZRefSchema.nullable(),
  segmento: z.string().nullable(),
  ispActual: z.string().nullable(),
  razonNoInteresado: z.string().nullable(),
  direccion: z.object({
    direccion: z.string().nullable(),
    cp: z.string().nullable(),
    localidad: z.string().nullable(),
  }),
  /** The commercial's id (the form's value), null = 'Por asignar'; the name is in `comercialInfo`. */
  comercial: z.number().int().nullable(),
  comercialInfo: ZRefSchema.nullable(),
  fechaContacto: z.string().nullable(),
  notas: z.string().nullable(),
  estadoCliente: z.string(),
  created_on: z.string(),
  updated_on: z.string(),
  lastAtencion: ZCustomerLastAtencionSchema.nullable(),
  nextAgendado: ZCustomerNextAgendadoSchema.nullable(),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetailSchema>;

/**
 * 400 answer of a save that would create a twin: the Spanish field errors plus the
 * existing customer, so the form can link it instead of saving (decision 1104).
 */
export const ZCustomerDuplicateErrorSchema = z.object({
  detail: z.string().optional(),
  documento: z.array(z.string()).optional(),
  telefonosContacto: z.array(z.string()).optional(),
  duplicado: ZRefSchema,
});
export type TCustomerDuplicateError = z.infer<typeof ZCustomerDuplicateErrorSchema>;

export const DUPLICATE_MESSAGES = {
  documento: 'Ya existe un cliente con este documento.',
  telefono: 'Ya existe un cliente con este teléfono.',
  email: 'Ya existe un cliente con este email.',
} as const;

import { z } from 'zod';
import {
  ZBlankToNullSchema,
  ZIdSchema,
  ZIsoDateSchema,
  ZIsoDateTimeSchema,
  ZRequiredTextSchema,
} from './common';
import { ZAgendadoOfferSchema } from './offer';

/** What an atención recorded (contact_attempts.tipo). */
export const ATENCION_KINDS = [
  'OFERTA',
  'AGENDADO',
  'NO_INTERESADO',
  'GESTION',
  'CONTACTO',
] as const;
export type AtencionKind = (typeof ATENCION_KINDS)[number];

const ZSalesStatusSchema = z
  .number({ error: 'Estado no válido (1 a 7)' })
  .int({ error: 'Estado no válido (1 a 7)' })
  .min(1, { error: 'Estado no válido (1 a 7)' })
  .max(7, { error: 'Estado no válido (1 a 7)' });

const ZNotesSchema = ZBlankToNullSchema.refine((v) => v === null || v.length <= 2000, {
  error: 'Máximo 2000 caracteres',
});

const common = {
  cliente: ZIdSchema,
  notas: ZNotesSchema.default(null),
  fecha_contacto: ZIsoDateTimeSchema.optional(),
};

/**
 * POST /api/atenciones/entradas/: a schedule, a no-interest outcome, a
 * procedure or an offer, told apart by `tipo_atencion` (decision 0306). The
 * commercial is the caller; it is not read from the body. A schedule may be
 * "abierto" (decision 1403); it is "reservado" by default.
 */
export const ZCreateAtencionRequestSchema = z.discriminatedUnion('tipo_atencion', [
  z.strictObject({
    tipo_atencion: z.literal('AGENDADO'),
    ...common,
    agendado: z.strictObject({
      fecha_agendado: ZIsoDateTimeSchema,
      notas: ZNotesSchema.default(null),
      abierto: z.boolean().default(false),
    }),
  }),
  z.strictObject({
    tipo_atencion: z.literal('NO_INTERESADO'),
    ...common,
    no_interesado: z.strictObject({
      razon: ZRequiredTextSchema('Indique la razón'),
      tipo: ZRequiredTextSchema('Indique el tipo'),
      notas: ZNotesSchema.default(null),
    }),
  }),
  z.strictObject({ tipo_atencion: z.literal('GESTION'), ...common, gestion: ZIdSchema }),
  z.strictObject({ tipo_atencion: z.literal('OFERTA'), ...common, agendado: ZAgendadoOfferSchema }),
]);
export type TCreateAtencionRequest = z.infer<typeof ZCreateAtencionRequestSchema>;

/**
 * PUT /api/atenciones/{id}/: estado and notes. The client sends updated_on (spec section 7);
 * the server stamps its own time and marks the atención as updated (decision 1402).
 */
export const ZUpdateAtencionRequestSchema = z.strictObject({
  updated_on: ZIsoDateTimeSchema.optional(),
  notas: ZNotesSchema.optional(),
  estado: ZSalesStatusSchema.optional(),
});
export type TUpdateAtencionRequest = z.infer<typeof ZUpdateAtencionRequestSchema>;

/** PUT /api/atenciones/agendado/{id}/: reschedule, annotate, open/reserve, mark done or take. */
export const ZUpdateAgendadoRequestSchema = z
  .strictObject({
    fecha_agendado: ZIsoDateTimeSchema.optional(),
    notas: ZNotesSchema.optional(),
    abierto: z.boolean().optional(),
    /** true marks it attended (it leaves the agenda); false reopens it. */
    hecho: z.boolean().optional(),
    /** true: the caller takes an overdue "abierto" follow-up of a teammate (decision 1403). */
    tomar: z.literal(true).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'Indique qué cambiar del agendado',
  });
export type TUpdateAgendadoRequest = z.infer<typeof ZUpdateAgendadoRequestSchema>;

/** A range of Madrid days, two ISO dates, the first not after the second. */
export const ZDayRangeSchema = z
  .array(ZIsoDateSchema)
  .length(2, { error: 'Indique el rango como dos fechas (AAAA-MM-DD)' })
  .refine(([from, to]) => !from || !to || from <= to, {
    error: 'La primera fecha no puede ser posterior a la segunda.',
  });

/** POST /api/atenciones/move-scheduled/ {origin, destination, range?}. */
export const ZMoveFollowUpsRequestSchema = z
  .strictObject({ origin: ZIdSchema, destination: ZIdSchema, range: ZDayRangeSchema.optional() })
  .refine((v) => v.origin !== v.destination, {
    error: 'El origen y el destino deben ser distintos',
    path: ['destination'],
  });
export type TMoveFollowUpsRequest = z.infer<typeof ZMoveFollowUpsRequestSchema>;
export const ZMoveFollowUpsResponseSchema = z.object({
  moved: z.number().int(),
  detail: z.string(),
});

/* ---------- Answers ---------- */

const ZPersonRefSchema = z.object({ id: z.number().int(), nombre_completo: z.string() });
const ZCustomerRefSchema = z.object({ id: z.number().int(), nombre: z.string() });

export const ZAgendadoSchema = z.object({
  id: z.number().int(),
  fechaAgendado: z.string(),
  notas: z.string().nullable(),
  abierto: z.boolean(),
  hecho: z.boolean(),
  vencido: z.boolean(),
  cliente: ZCustomerRefSchema,
  comercial: ZPersonRefSchema.nullable(),
});
export type TAgendado = z.infer<typeof ZAgendadoSchema>;

/** GET /api/atenciones/agendado/: the agenda (at most 2000 follow-ups; truncated says more exist). */
export const ZAgendaSchema = z.object({
  results: z.array(ZAgendadoSchema),
  truncated: z.boolean(),
});
export type TAgenda = z.infer<typeof ZAgendaSchema>;

/** An atención (entrada) as answered by /api/atenciones/entradas/. */
export const ZAtencionSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(ATENCION_KINDS),
  cliente: ZCustomerRefSchema,
  comercial: ZPersonRefSchema.nullable(),
  fechaContacto: z.string(),
  estado: z.number().int().nullable(),
  fechaVenta: z.string().nullable(),
  notas: z.string().nullable(),
  updated_on: z.string(),
  is_updated: z.boolean(),
  agendado: z
    .object({
      id: z.number().int(),
      fechaAgendado: z.string(),
      notas: z.string().nullable(),
      abierto: z.boolean(),
      hecho: z.boolean(),
    })
    .nullable(),
  no_interesado: z
    .object({
      id: z.number().int(),
      razon: z.string(),
      tipo: z.string().nullable(),
      notas: z.string().nullable(),
    })
    .nullable(),
  gestion: z
    .object({
      id: z.number().int(),
      gestion: z.number().int(),
      nombre: z.string(),
      operador: z.string(),
      tipo_gestion: z.string(),
    })
    .nullable(),
  oferta: z
    .object({
      id: z.number().int(),
      isp: z.string(),
      precioTotal: z.string(),
      paquetes: z.number().int(),
    })
    .nullable(),
});
export type TAtencion = z.infer<typeof ZAtencionSchema>;

/** A package (paquete) row of GET /api/atenciones/paquete/. */
export const ZPaqueteSchema = z.object({
  id: z.number().int(),
  oferta: z.number().int(),
  atencion: z.number().int().nullable(),
  cliente: ZCustomerRefSchema,
  comercial: ZPersonRefSchema.nullable(),
  isp: z.string(),
  tipoVenta: z.string(),
  tipoLinea: z.string(),
  tarifa: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  telefono: z.string().nullable(),
  precio: z.string().nullable(),
  estado: z.string().nullable(),
  order_id: z.string().nullable(),
  additional_info: z.number().int().nullable(),
  updated_on: z.string(),
});
export type TPaquete = z.infer<typeof ZPaqueteSchema>;

/** GET /api/atenciones/recordatorios/: the bell (decision 1404). */
export const ZRemindersSchema = z.object({
  vencidos: z.array(ZAgendadoSchema),
  proximos: z.array(ZAgendadoSchema),
  /** Overdue "abierto" follow-ups of teammates the caller may take. */
  disponibles: z.array(ZAgendadoSchema),
  count: z.number().int(),
  now: z.string(),
});
export type TReminders = z.infer<typeof ZRemindersSchema>;

/* ---------- List filters (query strings, bracket arrays) ---------- */

/** A lone value where a list is expected (`estado=3`) is a list of one. */
function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item).max(50)).optional();
}
const ZQueryId = z.coerce.number({ error: 'Identificador no válido' }).int().positive({
  error: 'Identificador no válido',
});
const ZStatusList = listOf(
  z.coerce.number().int().min(1, { error: 'Estado no válido (1 a 7)' }).max(7, {
    error: 'Estado no válido (1 a 7)',
  }),
);
const ZPaging = {
  page: z.coerce.number().int().min(1, { error: 'La página debe ser 1 o mayor.' }).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(200).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
};

/** GET /api/atenciones/entradas/: customer, commercial, kind, date range (Madrid days), estado[]. */
export const ZEntradasQuerySchema = z.object({
  ...ZPaging,
  cliente: ZQueryId.optional(),
  comercial: ZQueryId.optional(),
  tipo: listOf(z.enum(ATENCION_KINDS, { error: 'Tipo de atención no válido' })),
  fecha_contacto: ZDayRangeSchema.optional(),
  estado: ZStatusList,
});
export type TEntradasQuery = z.infer<typeof ZEntradasQuerySchema>;

/**
 * GET /api/atenciones/: `filtrar=gestiones` lists recorded procedures; otherwise the offers
 * pipeline (atenciones carrying an offer). Filters: estado[], tipoOferta[] (a package's sale
 * type), comercial, operator (the offer's isp), cliente, fecha_contacto[], updated_on[],
 * fecha_venta[] (Madrid days), tipoGestion[] (gestiones).
 */
export const ZPipelineQuerySchema = z.object({
  ...ZPaging,
  filtrar: z.enum(['gestiones', 'ofertas'], { error: 'filtrar: gestiones u ofertas' }).optional(),
  estado: ZStatusList,
  tipoOferta: listOf(z.string().trim().min(1).max(40)),
  tipoGestion: listOf(z.string().trim().min(1).max(80)),
  comercial: ZQueryId.optional(),
  cliente: ZQueryId.optional(),
  operator: z.string().trim().min(1).max(40).optional(),
  fecha_contacto: ZDayRangeSchema.optional(),
  updated_on: ZDayRangeSchema.optional(),
  fecha_venta: ZDayRangeSchema.optional(),
});
export type TPipelineQuery = z.infer<typeof ZPipelineQuerySchema>;

/** GET /api/atenciones/agendado/: follow-ups of Madrid days, one commercial or the team. */
export const ZAgendaQuerySchema = z.object({
  range: ZDayRangeSchema,
  comercial: ZQueryId.optional(),
  /** "1": include the done ones (the agenda shows them struck through). */
  hechos: z.enum(['0', '1']).optional(),
});
export type TAgendaQuery = z.infer<typeof ZAgendaQuerySchema>;

/** GET /api/atenciones/paquete/ filters. */
export const ZPaquetesQuerySchema = z.object({
  ...ZPaging,
  oferta: ZQueryId.optional(),
  atencion: ZQueryId.optional(),
  cliente: ZQueryId.optional(),
  comercial: ZQueryId.optional(),
  estado: listOf(
    z.enum(['ACTIVO', 'CANCELADO', 'VUELO', 'SIN_ESTADO'], {
      error: 'Estado de paquete no válido',
    }),
  ),
  order_id: z.string().trim().min(1).max(60).optional(),
});
export type TPaquetesQuery = z.infer<typeof ZPaquetesQuerySchema>;

import { z } from 'zod';

/**
 * The customer as GET/POST/PUT /api/clientes/entradas/ answer it. Helper
 * `clientes` exports the same shape from @kiwi/domain (ZCustomerDetailSchema);
 * this copy is read leniently (optional extras) so the screens work while
 * both land. Timestamps are ISO strings (UTC).
 */
const ZRefSchema = z.object({ id: z.number().int(), nombre: z.string() });

export const ZCustomerStateSchema = z.object({
  value: z.number().int(),
  label: z.string(),
  color: z.string(),
  icon: z.string().optional(),
});

export const ZCustomerViewSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  documento: z.string().nullable(),
  tipoDocumento: z.string().nullable(),
  telefonosContacto: z.array(z.string()),
  email: z.string().nullable(),
  origenBbdd: z.number().int().nullable(),
  origen: ZRefSchema.nullish(),
  segmento: z.string().nullable(),
  ispActual: z.string().nullable(),
  razonNoInteresado: z.string().nullable(),
  direccion: z.object({
    direccion: z.string().nullable(),
    cp: z.string().nullable(),
    localidad: z.string().nullable(),
  }),
  comercial: z.number().int().nullable(),
  comercialInfo: ZRefSchema.nullish(),
  fechaContacto: z.string().nullable(),
  notas: z.string().nullable(),
  estadoCliente: z.string().nullish(),
  created_on: z.string().nullish(),
  updated_on: z.string().nullish(),
  lastAtencion: z
    .object({
      id: z.number().int(),
      tipo: z.string(),
      estado: ZCustomerStateSchema.nullable(),
      fechaContacto: z.string(),
    })
    .nullish(),
  nextAgendado: z.object({ id: z.number().int(), fechaAgendado: z.string() }).nullish(),
});
export type CustomerView = z.infer<typeof ZCustomerViewSchema>;

/** The existing customer a duplicate documento/phone answer names (decision 1104). */
export const ZDuplicateSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type DuplicateCustomer = z.infer<typeof ZDuplicateSchema>;

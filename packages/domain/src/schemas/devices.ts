import { z } from 'zod';
import { ZIdSchema, ZIsoDateTimeSchema, ZMoneySchema, ZRequiredTextSchema } from './common';

const deviceFields = {
  name: ZRequiredTextSchema('Introduzca el nombre del terminal'),
  brand: ZRequiredTextSchema('Introduzca la marca'),
  description: z.string().nullish().default(null),
  page_url: z.url({ error: 'URL no válida' }).nullish().default(null),
  /** Insurance that covers the device, if any. */
  seguro: ZIdSchema.nullish().default(null),
  price: ZMoneySchema,
  /** Units in stock. */
  devices: z.number().int().min(0).default(0),
  is_active: z.boolean().default(true),
  operator: ZRequiredTextSchema('Seleccione el operador'),
};

/** Device (terminal): POST /api/servicios/terminales/ and PUT {id}/ body. */
export const ZCreateDeviceRequestSchema = z.strictObject(deviceFields);
export type TCreateDeviceRequest = z.infer<typeof ZCreateDeviceRequestSchema>;
export const ZDeviceSchema = z.object({
  ...deviceFields,
  id: ZIdSchema,
  created_on: ZIsoDateTimeSchema,
  updated_on: ZIsoDateTimeSchema,
});
export type TDevice = z.infer<typeof ZDeviceSchema>;

const instalmentFields = {
  initial_price: ZMoneySchema,
  month_price: ZMoneySchema,
  final_price: ZMoneySchema,
  /** The tariff the instalment plan belongs to. */
  object_id: ZIdSchema,
  installment_type: z.string().trim().min(1).default('MONTHLY'),
  is_active: z.boolean().default(true),
};

/** Instalment: POST /api/servicios/installment/ and PUT {id}/ body (the terminal by id). */
export const ZCreateInstalmentRequestSchema = z.strictObject({
  ...instalmentFields,
  terminal: ZIdSchema,
});
export type TCreateInstalmentRequest = z.infer<typeof ZCreateInstalmentRequestSchema>;
export const ZInstalmentSchema = z.object({
  ...instalmentFields,
  id: ZIdSchema,
  tariff_name: z.string(),
  terminal__id: ZIdSchema,
  terminal__name: z.string(),
  created_on: ZIsoDateTimeSchema,
  updated_on: ZIsoDateTimeSchema,
});
export type TInstalment = z.infer<typeof ZInstalmentSchema>;

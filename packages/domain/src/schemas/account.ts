import { z } from 'zod';
import { ACCOUNT_STATE_VALUES } from '../catalogues/account-states';
import { COMMERCIAL_TYPE_VALUES } from '../catalogues/commercial-types';
import { HOLIDAY_TYPE_VALUES } from '../catalogues/holiday-types';
import { ZRoleIdSchema } from './auth';
import { ZBlankToNullSchema, ZIdSchema, ZMoneySchema, ZRequiredTextSchema } from './common';
import { compactIban, isValidIban } from './iban';
import { dropNullKeys, isPlainRecord } from './normalise';

/** ISO weekday numbers: 1 = Monday ... 7 = Sunday. */
const ZWeekdaySchema = z.number().int().min(1).max(7);

/** Account (cuenta) as the server answers it; the password is never sent back. */
export const ZAccountSchema = z.object({
  id: ZIdSchema,
  nombre: z.string(),
  apellidos: z.string().nullable(),
  rol: z.object({ id: ZRoleIdSchema }),
  documento: z.string().nullable(),
  tipoDocumento: z.string().nullable(),
  numerosContacto: z.array(z.string()),
  email: z.string().nullable(),
  direccion: z.string().nullable(),
  cp: z.string().nullable(),
  localidad: z.string().nullable(),
  costoGeneral: z.string().nullable(),
  nuss: z.string().nullable(),
  iban: z.string().nullable(),
  talla: z.string().nullable(),
  estado: z.enum(ACCOUNT_STATE_VALUES),
  tipoComercial: z.enum(COMMERCIAL_TYPE_VALUES),
  username: z.string(),
  maxHolidays: z.number().int().nullable(),
  holidaysType: z.enum(HOLIDAY_TYPE_VALUES),
  laborableWeekdays: z.array(ZWeekdaySchema),
});
export type TAccount = z.infer<typeof ZAccountSchema>;

const PASSWORD_MISMATCH = 'Las contraseñas no coinciden';
const ZPasswordSchema = z
  .string()
  .min(8, { error: 'La contraseña debe tener al menos 8 caracteres' });

const accountFields = {
  nombre: ZRequiredTextSchema('Introduzca el nombre'),
  apellidos: ZBlankToNullSchema.optional(),
  rol: z.strictObject({ id: ZRoleIdSchema }).default({ id: 4 }),
  documento: ZBlankToNullSchema.optional(),
  tipoDocumento: ZBlankToNullSchema.optional(),
  numerosContacto: z.array(z.string().trim().min(6)).default([]),
  email: z.email({ error: 'Email no válido' }).optional(),
  direccion: ZBlankToNullSchema.optional(),
  cp: ZBlankToNullSchema.optional(),
  localidad: ZBlankToNullSchema.optional(),
  costoGeneral: ZMoneySchema.optional(),
  nuss: z
    .string()
    .trim()
    .regex(/^\d{11,12}$/, { error: 'Número de la Seguridad Social no válido' })
    .optional(),
  iban: z
    .string()
    .refine(isValidIban, { error: 'IBAN no válido' })
    .transform(compactIban)
    .optional(),
  talla: ZBlankToNullSchema.optional(),
  estado: z.enum(ACCOUNT_STATE_VALUES, { error: 'Estado no válido' }).default('ALTA'),
  tipoComercial: z
    .enum(COMMERCIAL_TYPE_VALUES, { error: 'Tipo de comercial no válido' })
    .default('TIENDA'),
  username: ZRequiredTextSchema('Introduzca el usuario'),
  maxHolidays: z.number().int().min(0).max(366).optional(),
  holidaysType: z.enum(HOLIDAY_TYPE_VALUES).default('Laborables'),
  laborableWeekdays: z.array(ZWeekdaySchema).default([1, 2, 3, 4, 5]),
};

/** "Account create and edit: null fields are removed before sending"; the id comes from the path. */
function normaliseAccountSave(input: unknown): unknown {
  if (!isPlainRecord(input)) return input;
  const { id: _id, ...rest } = dropNullKeys(input);
  return rest;
}

/** POST /api/cuentas/entradas/ body: password and password2 required and equal. */
export const ZCreateAccountRequestSchema = z.preprocess(
  normaliseAccountSave,
  z
    .strictObject({ ...accountFields, password: ZPasswordSchema, password2: z.string() })
    .refine((v) => v.password === v.password2, { error: PASSWORD_MISMATCH, path: ['password2'] }),
);
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequestSchema>;

/** An edit form may send empty password boxes: that means "keep the password". */
function normaliseAccountEdit(input: unknown): unknown {
  const record = normaliseAccountSave(input);
  if (!isPlainRecord(record) || record['password'] !== '') return record;
  const { password: _p, password2: _p2, ...rest } = record;
  return rest;
}

/**
 * PUT /api/cuentas/entradas/{id}/ body. Fields with a create default are
 * optional here (an omitted role never demotes an account); the password
 * changes only when given (twice).
 */
export const ZUpdateAccountRequestSchema = z.preprocess(
  normaliseAccountEdit,
  z
    .strictObject({
      ...accountFields,
      rol: z.strictObject({ id: ZRoleIdSchema }).optional(),
      numerosContacto: accountFields.numerosContacto.unwrap().optional(),
      estado: accountFields.estado.unwrap().optional(),
      tipoComercial: accountFields.tipoComercial.unwrap().optional(),
      holidaysType: accountFields.holidaysType.unwrap().optional(),
      laborableWeekdays: accountFields.laborableWeekdays.unwrap().optional(),
      password: ZPasswordSchema.optional(),
      password2: z.string().optional(),
    })
    .refine((v) => v.password === undefined || v.password === v.password2, {
      error: PASSWORD_MISMATCH,
      path: ['password2'],
    }),
);
export type TUpdateAccountRequest = z.infer<typeof ZUpdateAccountRequestSchema>;

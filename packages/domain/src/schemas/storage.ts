import { z } from 'zod';
import { ZCoercedIdSchema, ZIdSchema, ZIsoDateSchema, ZRequiredTextSchema } from './common';
import { isPlainRecord } from './normalise';

/** User images: signature, dni_front, dni_back, account (file fields are stored paths). */
export const ZUserImagesSchema = z.object({
  id: ZIdSchema,
  account: ZIdSchema,
  signature: z.string().nullable(),
  dni_front: z.string().nullable(),
  dni_back: z.string().nullable(),
});
export type TUserImages = z.infer<typeof ZUserImagesSchema>;

export const USER_IMAGE_FIELDS = ['signature', 'dni_front', 'dni_back'] as const;
/** DELETE /api/storage/user-images/{id}?field= */
export const ZDeleteUserImageQuerySchema = z.object({
  field: z.enum(USER_IMAGE_FIELDS, { error: 'Campo de imagen no válido' }),
});

/** "Paysheet month given as year-month gets day 01 appended." A full date is kept. */
export function paysheetMonthToDate(month: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? `${month}-01` : month;
}

export const ZPaysheetSchema = z.object({
  id: ZIdSchema,
  account: ZIdSchema,
  month: ZIsoDateSchema,
  paysheet: z.string(),
});
export type TPaysheet = z.infer<typeof ZPaysheetSchema>;

/** Text fields of the multipart paysheet upload (the file is its own part). */
export const ZCreatePaysheetRequestSchema = z.preprocess(
  (v) =>
    isPlainRecord(v) && typeof v['month'] === 'string'
      ? { ...v, month: paysheetMonthToDate(v['month']) }
      : v,
  z.strictObject({
    account: ZCoercedIdSchema,
    month: ZIsoDateSchema.refine((d) => d.endsWith('-01'), {
      error: 'El mes debe ser el día 01',
    }),
  }),
);
export type TCreatePaysheetRequest = z.infer<typeof ZCreatePaysheetRequestSchema>;

export const ZContractSchema = z.object({
  id: ZIdSchema,
  account: ZIdSchema,
  contract: z.string(),
  contract_name: z.string(),
  contract_type: z.string(),
});
export type TContract = z.infer<typeof ZContractSchema>;

export const ZCreateContractRequestSchema = z.strictObject({
  account: ZCoercedIdSchema,
  contract_name: ZRequiredTextSchema('Introduzca el nombre del contrato'),
  contract_type: ZRequiredTextSchema('Indique el tipo de contrato'),
});
export type TCreateContractRequest = z.infer<typeof ZCreateContractRequestSchema>;

/** GET user-paysheets/ (account, month range). */
export const ZPaysheetQuerySchema = z.object({
  account: ZCoercedIdSchema.optional(),
  month: z
    .tuple([z.string().transform(paysheetMonthToDate), z.string().transform(paysheetMonthToDate)])
    .pipe(z.tuple([ZIsoDateSchema, ZIsoDateSchema]))
    .optional(),
});

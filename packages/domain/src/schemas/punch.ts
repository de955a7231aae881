import { z } from 'zod';
import { ZIdSchema, ZIsoDateSchema, ZIsoDateTimeSchema } from './common';

/** Geolocation of a punch: latitude, longitude, accuracy (metres). */
export const ZPunchLocationSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().nonnegative(),
});
export type TPunchLocation = z.infer<typeof ZPunchLocationSchema>;

const ZPunchMarkSchema = z.object({
  time: ZIsoDateTimeSchema,
  location: ZPunchLocationSchema.nullable(),
});

/** Punch: per day an IN and an OUT, each with time and location; commercial. */
export const ZPunchSchema = z.object({
  id: ZIdSchema,
  commercial: ZIdSchema,
  date: ZIsoDateSchema,
  in: ZPunchMarkSchema.nullable(),
  out: ZPunchMarkSchema.nullable(),
});
export type TPunch = z.infer<typeof ZPunchSchema>;

/** POST/PUT /api/cuentas/punch-in/: an admin records or corrects a day. */
export const ZUpsertPunchRequestSchema = z
  .strictObject({
    commercial: ZIdSchema,
    date: ZIsoDateSchema,
    in: z
      .strictObject({ time: ZIsoDateTimeSchema, location: ZPunchLocationSchema.nullish() })
      .nullish(),
    out: z
      .strictObject({ time: ZIsoDateTimeSchema, location: ZPunchLocationSchema.nullish() })
      .nullish(),
  })
  .refine((v) => !v.in || !v.out || Date.parse(v.in.time) <= Date.parse(v.out.time), {
    error: 'La salida no puede ser anterior a la entrada',
    path: ['out'],
  });
export type TUpsertPunchRequest = z.infer<typeof ZUpsertPunchRequestSchema>;

/** POST /api/cuentas/punch-in-now/ (commercial, location): IN if the day has none, else OUT. */
export const ZPunchNowRequestSchema = z.strictObject({
  commercial: ZIdSchema.optional(),
  location: ZPunchLocationSchema,
});
export type TPunchNowRequest = z.infer<typeof ZPunchNowRequestSchema>;

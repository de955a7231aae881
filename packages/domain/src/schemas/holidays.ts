import { z } from 'zod';
import { HOLIDAY_TYPE_VALUES, LEAVE_REQUEST_TYPE_VALUES } from '../catalogues/holiday-types';
import { ZCoercedIdSchema, ZIdSchema, ZIsoDateSchema, ZRequiredTextSchema } from './common';

/** Holiday or leave request as the server answers it. */
export const ZHolidayRequestSchema = z.object({
  id: ZIdSchema,
  commercial: ZIdSchema,
  begin: ZIsoDateSchema,
  end: ZIsoDateSchema,
  type: z.string(),
  is_accepted: z.boolean(),
  file: z.string().nullable(),
});
export type THolidayRequest = z.infer<typeof ZHolidayRequestSchema>;

/**
 * The text fields of the multipart POST /api/cuentas/holidays/ (snake-case,
 * the commercial by id; the optional file travels as its own part).
 */
export const ZCreateHolidayRequestSchema = z
  .strictObject({
    commercial: ZCoercedIdSchema,
    begin: ZIsoDateSchema,
    end: ZIsoDateSchema,
    type: z.enum(LEAVE_REQUEST_TYPE_VALUES, { error: 'Tipo de ausencia no válido' }),
  })
  .refine((v) => v.begin <= v.end, {
    error: 'La fecha de fin no puede ser anterior a la de inicio',
    path: ['end'],
  });
export type TCreateHolidayRequest = z.infer<typeof ZCreateHolidayRequestSchema>;

export const ZUpdateHolidayRequestSchema = z
  .strictObject({
    begin: ZIsoDateSchema,
    end: ZIsoDateSchema,
    type: z.enum(LEAVE_REQUEST_TYPE_VALUES, { error: 'Tipo de ausencia no válido' }),
  })
  .refine((v) => v.begin <= v.end, {
    error: 'La fecha de fin no puede ser anterior a la de inicio',
    path: ['end'],
  });
export type TUpdateHolidayRequest = z.infer<typeof ZUpdateHolidayRequestSchema>;

/** PUT /api/cuentas/change-holidays-approval/?id= toggles is_accepted. */
export const ZHolidayApprovalQuerySchema = z.object({ id: ZCoercedIdSchema });

/** Spent holidays: spent_holidays, max_holidays, holiday_type (default Laborables). */
export const ZSpentHolidaysSchema = z.object({
  spent_holidays: z.number().nonnegative(),
  max_holidays: z.number().int().nonnegative(),
  holiday_type: z.enum(HOLIDAY_TYPE_VALUES).default('Laborables'),
});
export type TSpentHolidays = z.infer<typeof ZSpentHolidaysSchema>;

/** Working calendar event: name, description, date (entries are listed by year). */
export const ZWorkingCalendarEventSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  date: ZIsoDateSchema,
});
export type TWorkingCalendarEvent = z.infer<typeof ZWorkingCalendarEventSchema>;

export const ZCreateWorkingCalendarEventRequestSchema = z.strictObject({
  name: ZRequiredTextSchema('Introduzca el nombre'),
  description: z.string().trim().nullish().default(null),
  date: ZIsoDateSchema,
});
export type TCreateWorkingCalendarEventRequest = z.infer<
  typeof ZCreateWorkingCalendarEventRequestSchema
>;

export const ZWorkingCalendarQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
});

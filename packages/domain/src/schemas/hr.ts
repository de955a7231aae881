import { z } from 'zod';
import { ZBlankToNullSchema, ZIdSchema, ZIsoDateTimeSchema, ZRequiredTextSchema } from './common';

/** Portal credential (/api/scraping/claves/). */
export const ZPortalCredentialSchema = z.object({
  id: ZIdSchema,
  nombre_portal: z.string(),
  url: z.string(),
  username: z.string(),
  password: z.string(),
  cookie: z.string().nullable(),
  created_on: ZIsoDateTimeSchema,
  updated_on: ZIsoDateTimeSchema,
});
export type TPortalCredential = z.infer<typeof ZPortalCredentialSchema>;

export const ZCreatePortalCredentialRequestSchema = z.strictObject({
  nombre_portal: ZRequiredTextSchema('Introduzca el nombre del portal'),
  url: z.url({ error: 'URL no válida' }),
  username: ZRequiredTextSchema('Introduzca el usuario'),
  password: ZRequiredTextSchema('Introduzca la contraseña'),
  cookie: ZBlankToNullSchema.optional(),
});
export type TCreatePortalCredentialRequest = z.infer<typeof ZCreatePortalCredentialRequestSchema>;
export const ZUpdatePortalCredentialRequestSchema = ZCreatePortalCredentialRequestSchema.partial();
export type TUpdatePortalCredentialRequest = z.infer<typeof ZUpdatePortalCredentialRequestSchema>;

export const ANNOUNCEMENT_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;

/** Announcement (communicate); fields beyond receivers/created_on/is_read not shown (decision 0306). */
export const ZAnnouncementSchema = z.object({
  id: ZIdSchema,
  message_title: z.string(),
  message_body: z.string(),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES),
  receivers: z.array(ZIdSchema),
  created_on: ZIsoDateTimeSchema,
  is_read: z.boolean(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncementSchema>;

/** Message form: message_body, message_title, receivers, priority (default LOW). */
export const ZCreateAnnouncementRequestSchema = z.strictObject({
  message_title: ZRequiredTextSchema('Introduzca el título'),
  message_body: ZRequiredTextSchema('Introduzca el mensaje'),
  receivers: z.array(ZIdSchema).min(1, { error: 'Seleccione al menos un destinatario' }),
  priority: z.enum(ANNOUNCEMENT_PRIORITIES, { error: 'Prioridad no válida' }).default('LOW'),
});
export type TCreateAnnouncementRequest = z.infer<typeof ZCreateAnnouncementRequestSchema>;

/** POST /api/cuentas/set-read-communicate/ {id}. */
export const ZSetReadAnnouncementRequestSchema = z.strictObject({ id: ZIdSchema });
export type TSetReadAnnouncementRequest = z.infer<typeof ZSetReadAnnouncementRequestSchema>;

/** Teams (/api/cuentas/teams/): fields not shown (decision 0306). */
export const ZTeamSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  manager: ZIdSchema.nullable(),
  commercial_id_arr: z.array(ZIdSchema),
});
export type TTeam = z.infer<typeof ZTeamSchema>;
export const ZCreateTeamRequestSchema = z.strictObject({
  name: ZRequiredTextSchema('Introduzca el nombre del equipo'),
  manager: ZIdSchema.nullish().default(null),
  commercial_id_arr: z.array(ZIdSchema).default([]),
});
export type TCreateTeamRequest = z.infer<typeof ZCreateTeamRequestSchema>;

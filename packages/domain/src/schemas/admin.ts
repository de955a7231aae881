import { z } from 'zod';
import { TENANT_GROUPS } from '../access/groups';
import { ZIdSchema, ZRequiredTextSchema } from './common';

export const ZGroupSchema = z.object({ id: ZIdSchema, name: z.string() });
export type TGroup = z.infer<typeof ZGroupSchema>;
export const ZCreateGroupRequestSchema = z.strictObject({
  name: ZRequiredTextSchema('Introduzca el nombre del grupo'),
});
export type TCreateGroupRequest = z.infer<typeof ZCreateGroupRequestSchema>;

export const ZPermissionSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  content_type_id: ZIdSchema,
  codename: z.string(),
});
export type TPermission = z.infer<typeof ZPermissionSchema>;
export const ZCreatePermissionRequestSchema = z.strictObject({
  name: ZRequiredTextSchema('Introduzca el nombre del permiso'),
  content_type_id: ZIdSchema,
  codename: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]*$/, { error: 'Código no válido (minúsculas, números y _)' }),
});
export type TCreatePermissionRequest = z.infer<typeof ZCreatePermissionRequestSchema>;

/** Tenant (distributor): id, name, selling_companies, groups, signature (file), type, email. */
export const ZTenantSchema = z.object({
  id: ZIdSchema,
  name: z.string(),
  selling_companies: z.array(z.string()),
  groups: z.array(z.enum(TENANT_GROUPS)),
  signature: z.string().nullable(),
  type: z.string(),
  email: z.string().nullable(),
});
export type TTenant = z.infer<typeof ZTenantSchema>;

/** A lone multipart value where a list is expected is a list of one. */
const multipartList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? [v] : v), z.array(item));

/** Text fields of the multipart tenant create/edit (the signature is its own part). */
export const ZCreateTenantRequestSchema = z.strictObject({
  name: ZRequiredTextSchema('Introduzca el nombre del distribuidor'),
  selling_companies: multipartList(z.string().trim().min(1)).default([]),
  groups: multipartList(z.enum(TENANT_GROUPS, { error: 'Grupo no válido' })).default([]),
  type: ZRequiredTextSchema('Indique el tipo'),
  email: z.email({ error: 'Email no válido' }).nullish().default(null),
});
export type TCreateTenantRequest = z.infer<typeof ZCreateTenantRequestSchema>;

import { z } from 'zod';
import { JOB_NAMES, QUEUE_NAMES, type JobName, type QueueName } from './queues';

/** A tenant id as it appears in storage paths: no separators, no dots. */
export const ZTenantIdSchema = z
  .union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)])
  .transform(String);

/** A file name inside one storage folder: no separators, no `..`, no leading dot. */
export const ZStorageFileNameSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/)
  .refine((name) => !name.includes('..'), 'Nombre de archivo inválido.');

/**
 * Every job payload starts with who asked for it: GET /api/utils/task-status/
 * answers a task only to the account that started it, in its tenant.
 */
export const ZTaskOwnerSchema = z.object({
  tenantId: ZTenantIdSchema,
  requestedBy: z.union([z.number().int(), z.string().min(1)]).transform(String),
});
export type TTaskOwner = z.output<typeof ZTaskOwnerSchema>;

/** True when the job data names this tenant and account as its owner. */
export function isTaskOwnedBy(
  data: unknown,
  owner: { tenantId: string | number; accountId: string | number },
): boolean {
  const parsed = ZTaskOwnerSchema.safeParse(data);
  return (
    parsed.success &&
    parsed.data.tenantId === String(owner.tenantId) &&
    parsed.data.requestedBy === String(owner.accountId)
  );
}

export const ZWriteXlsxJobSchema = z.strictObject({
  ...ZTaskOwnerSchema.shape,
  /** Path of the uploaded JSON file, relative to STORAGE_DIR (e.g. `7/uploads/abc.json`). */
  inputPath: z
    .string()
    .min(1)
    .refine((p) => !p.startsWith('/') && !p.split(/[\\/]/).includes('..'), 'Ruta inválida.'),
  /** Output file name without extension; the worker writes `<outputName>.xlsx`. */
  outputName: ZStorageFileNameSchema,
  sheetName: z.string().min(1).max(31).optional(),
});
export type TWriteXlsxJob = z.input<typeof ZWriteXlsxJobSchema>;
export type TWriteXlsxJobParsed = z.output<typeof ZWriteXlsxJobSchema>;

export const ZWriteXlsxResultSchema = z.strictObject({
  filename: z.string(),
  rows: z.number().int().nonnegative(),
});
export type TWriteXlsxResult = z.infer<typeof ZWriteXlsxResultSchema>;

/**
 * The three steps of a lead import (decision 1201): analyse the uploaded file, apply it,
 * revert it. Everything else (file, mapping, tagging, policy) is in the import's row.
 */
export const ZCustomerImportJobSchema = z.strictObject({
  ...ZTaskOwnerSchema.shape,
  importId: z.number().int().positive(),
});
export type TCustomerImportJob = z.input<typeof ZCustomerImportJobSchema>;

/**
 * The teletrabajo export: the customers matching the list's filters (already validated by
 * the API with ZCustomerFiltersSchema; the worker validates them again), as the caller sees
 * them (`ownAccountId` set for a Comercial), in the list's order.
 */
export const ZCustomersExportJobSchema = z.strictObject({
  ...ZTaskOwnerSchema.shape,
  filters: z.record(z.string(), z.unknown()),
  ownAccountId: z.number().int().positive().nullable(),
  ordering: z.string().max(40).optional(),
  outputName: ZStorageFileNameSchema,
});
export type TCustomersExportJob = z.input<typeof ZCustomersExportJobSchema>;

export const ZCustomersExportResultSchema = z.strictObject({
  filename: z.string(),
  rows: z.number().int().nonnegative(),
});
export type TCustomersExportResult = z.infer<typeof ZCustomersExportResultSchema>;

/** A bulk action over more customers than a request may change (decision 1108). */
export const ZCustomersBulkJobSchema = z.strictObject({
  ...ZTaskOwnerSchema.shape,
  accion: z.enum(['reasignar', 'origen', 'eliminar']),
  valor: z.number().int().positive().nullable(),
  ids: z.array(z.number().int().positive()).optional(),
  filters: z.record(z.string(), z.unknown()).optional(),
  ownAccountId: z.number().int().positive().nullable(),
});
export type TCustomersBulkJob = z.input<typeof ZCustomersBulkJobSchema>;

/** Every job: the queue it goes to and the schema its payload must satisfy. */
export const JOB_DEFINITIONS = {
  [JOB_NAMES.writeXlsx]: { queue: QUEUE_NAMES.exports, schema: ZWriteXlsxJobSchema },
  [JOB_NAMES.customersExport]: { queue: QUEUE_NAMES.exports, schema: ZCustomersExportJobSchema },
  [JOB_NAMES.customersBulk]: { queue: QUEUE_NAMES.exports, schema: ZCustomersBulkJobSchema },
  [JOB_NAMES.customerImportAnalyse]: {
    queue: QUEUE_NAMES.imports,
    schema: ZCustomerImportJobSchema,
  },
  [JOB_NAMES.customerImportApply]: { queue: QUEUE_NAMES.imports, schema: ZCustomerImportJobSchema },
  [JOB_NAMES.customerImportRevert]: {
    queue: QUEUE_NAMES.imports,
    schema: ZCustomerImportJobSchema,
  },
} as const satisfies Record<JobName, { queue: QueueName; schema: z.ZodType }>;

export type JobPayload<N extends JobName> = z.input<(typeof JOB_DEFINITIONS)[N]['schema']>;
export type ParsedJobPayload<N extends JobName> = z.output<(typeof JOB_DEFINITIONS)[N]['schema']>;

/** Throws a ZodError when `data` is not a valid payload for job `name`. */
export function parseJobPayload<N extends JobName>(name: N, data: unknown): ParsedJobPayload<N> {
  return JOB_DEFINITIONS[name].schema.parse(data) as ParsedJobPayload<N>;
}

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOB_DEFINITIONS, name);
}

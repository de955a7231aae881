import { z } from 'zod';

/** Bulk actions of the customer table (decision 1108). */
export const CUSTOMER_BULK_ACTIONS = ['reasignar', 'origen', 'eliminar'] as const;
export type CustomerBulkAction = (typeof CUSTOMER_BULK_ACTIONS)[number];

/** Up to this many customers the action runs in the request; above, as a worker job. */
export const CUSTOMER_BULK_SYNC_LIMIT = 500;

/**
 * POST /api/clientes/entradas/bulk/: an action on a selection (`ids`) or on every customer
 * matching the list's filters (`filtros`, the query of GET /api/clientes/entradas/ without
 * paging). `valor`: the commercial for 'reasignar' and the database origin for 'origen'
 * (null = 'Por asignar' / no origin); absent for 'eliminar'.
 */
export const ZCustomerBulkRequestSchema = z
  .strictObject({
    accion: z.enum(CUSTOMER_BULK_ACTIONS, { error: 'Acción no válida' }),
    ids: z
      .array(z.number().int().positive())
      .min(1, { error: 'Seleccione al menos un cliente' })
      .max(10_000, {
        error: 'Como máximo 10 000 clientes seleccionados; use "todos los que coinciden"',
      })
      .optional(),
    filtros: z.record(z.string(), z.unknown()).optional(),
    valor: z.number().int().positive().nullable().optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.filtros === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ids'],
        message: 'Indique los clientes seleccionados o los filtros, no ambos',
      });
    }
    if (body.accion !== 'eliminar' && body.valor === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['valor'],
        message:
          body.accion === 'reasignar'
            ? 'Indique el comercial (o null para Por asignar)'
            : 'Indique el origen (o null para ninguno)',
      });
    }
  });
export type TCustomerBulkRequest = z.infer<typeof ZCustomerBulkRequestSchema>;

/** Done in the request: how many customers changed. Queued: the task to poll. */
export const ZCustomerBulkResponseSchema = z.union([
  z.object({ afectados: z.number().int().nonnegative() }),
  z.object({ task_id: z.string(), total: z.number().int().nonnegative() }),
]);
export type TCustomerBulkResponse = z.infer<typeof ZCustomerBulkResponseSchema>;

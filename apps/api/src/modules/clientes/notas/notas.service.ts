import { z } from 'zod';
import { type TCreateNoteRequest, type TCustomerNote } from '@kiwi/domain';
import type { ServiceContext } from '../../../plugins/access';
import { assertCustomerVisible } from '../../historial/customer-visibility';
import { insertCustomerNote, listCustomerNotes } from './notas.queries';

const INVALID_CLIENT = 'Indique un cliente válido (client_id).';
export const ZNotesQuerySchema = z.object({
  client_id: z.coerce
    .number({ error: INVALID_CLIENT })
    .int({ error: INVALID_CLIENT })
    .positive({ error: INVALID_CLIENT })
    .max(Number.MAX_SAFE_INTEGER, { error: INVALID_CLIENT }),
});

const fullName = (nombre: string | null, apellidos: string | null) =>
  nombre === null ? null : [nombre, apellidos].filter(Boolean).join(' ');

/** GET /api/clientes/notascliente/?client_id=: the customer's notes, newest first. */
export async function listNotes(ctx: ServiceContext, customerId: number): Promise<TCustomerNote[]> {
  const [, rows] = await Promise.all([
    assertCustomerVisible(ctx, customerId),
    listCustomerNotes(ctx.tx, customerId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    comercial: row.comercialId,
    comercial_nombre: fullName(row.nombre, row.apellidos),
    nota: row.nota,
    cliente: row.customerId,
    created_on: row.createdAt.toISOString(),
  }));
}

/**
 * POST /api/clientes/notascliente/: the author is always the caller (decision 0904); the
 * body's `comercial`, which the client sends, is accepted and never used.
 */
export async function createNote(
  ctx: ServiceContext,
  body: TCreateNoteRequest,
): Promise<TCustomerNote> {
  await assertCustomerVisible(ctx, body.cliente);
  const row = await insertCustomerNote(ctx.tx, {
    tenantId: ctx.auth.tenantId,
    customerId: body.cliente,
    comercialId: ctx.auth.accountId,
    nota: body.nota,
  });
  return {
    id: row.id,
    comercial: ctx.auth.accountId,
    comercial_nombre: ctx.auth.nombreCompleto,
    nota: body.nota,
    cliente: body.cliente,
    created_on: row.createdAt.toISOString(),
  };
}

import { z } from 'zod';
import { ZNoteSchema } from './customer-forms';

/** A note as GET/POST /api/clientes/notascliente/ answer it: ZNoteSchema plus the author's name. */
export const ZCustomerNoteSchema = ZNoteSchema.extend({
  comercial_nombre: z.string().nullable(),
});
export type TCustomerNote = z.infer<typeof ZCustomerNoteSchema>;
export const ZCustomerNotesSchema = z.array(ZCustomerNoteSchema);

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateNoteRequestSchema, ZCustomerNoteSchema, ZCustomerNotesSchema } from '@kiwi/domain';
import { ERP_USER } from '../../../lib/access-rules';
import { ZNotesQuerySchema, createNote, listNotes } from './notas.service';

/** /api/clientes/notascliente/: the notes of the customer full view (issue 8). */
const notasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clientes/notascliente/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['clientes'],
        summary: 'Notas de un cliente, más reciente primero',
        querystring: ZNotesQuerySchema,
        response: { 200: ZCustomerNotesSchema },
      },
    },
    async (request) => request.withTenant((ctx) => listNotes(ctx, request.query.client_id)),
  );

  app.post(
    '/api/clientes/notascliente/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['clientes'],
        summary: 'Añadir una nota a un cliente (el autor es quien llama)',
        body: ZCreateNoteRequestSchema,
        response: { 201: ZCustomerNoteSchema },
      },
    },
    async (request, reply) => {
      const note = await request.withTenant((ctx) => createNote(ctx, request.body));
      return reply.code(201).send(note);
    },
  );
};

export default notasRoutes;

import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CUSTOMER_MESSAGES,
  ZCreateCustomerRequestSchema,
  ZCustomerDetailSchema,
  ZCustomerDuplicateErrorSchema,
  ZCustomerListResponseSchema,
  ZCustomerQuerySchema,
  ZUpdateCustomerRequestSchema,
} from '@kiwi/domain';
import { ERP_USER } from '../../../lib/access-rules';
import { listCustomers, prefetchCustomerPage, type PrefetchedCustomerPage } from './list.service';
import {
  createCustomer,
  deleteCustomer,
  DuplicateCustomerError,
  getCustomer,
  updateCustomer,
} from './save.service';

const ZIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
const ZFieldErrorsSchema = z.record(z.string(), z.array(z.string()));
const ZDetailSchema = z.object({ detail: z.string() });
const TAGS = ['clientes'];
/** A 400: field errors, a general detail (malformed JSON), or a duplicate with the twin. */
const Z400Schema = z.union([ZCustomerDuplicateErrorSchema, ZDetailSchema, ZFieldErrorsSchema]);

/** A duplicate is a 400 that also names the existing customer (decision 1104). */
function sendDuplicate(reply: FastifyReply, error: unknown) {
  if (!(error instanceof DuplicateCustomerError)) throw error;
  return reply.code(400).send({ ...error.fields, duplicado: error.duplicado });
}

/**
 * /api/clientes/entradas/: the customer list (every filter of spec §3, search, sorting,
 * paging) and the customer CRUD with the §5 save rules. Visibility: decision 1105.
 */
const entradasRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clientes/entradas/',
    {
      config: { access: ERP_USER, prefetch: prefetchCustomerPage },
      schema: {
        tags: TAGS,
        summary: 'Clientes visibles, paginados, con todos los filtros del teletrabajo',
        description:
          'Filtros de "Customer query filters" (arrays y rangos en forma `clave[]`), `search` ' +
          '(nombre, documento o teléfono), `ordering` (`campo` o `-campo`; desempate por id), ' +
          '`itemsPerPage` (25 por defecto, máximo 100). `count` es exacto cuando la página es la ' +
          'última o el planificador espera hasta 1 000 coincidencias; si no, es su estimación ' +
          'redondeada a tres cifras y `count_estimated` es true.',
        querystring: ZCustomerQuerySchema,
        response: { 200: ZCustomerListResponseSchema, 400: Z400Schema, 404: ZDetailSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) =>
        listCustomers(ctx, request.query, request.prefetched as PrefetchedCustomerPage | null),
      ),
  );

  app.get(
    '/api/clientes/entradas/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: TAGS,
        summary: 'Un cliente (formulario y vista completa)',
        params: ZIdParamsSchema,
        response: { 200: ZCustomerDetailSchema, 404: ZDetailSchema },
      },
    },
    async (request) => request.withTenant((ctx) => getCustomer(ctx, request.params.id)),
  );

  app.post(
    '/api/clientes/entradas/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: TAGS,
        summary: 'Crea un cliente; responde el cliente guardado con su id',
        body: ZCreateCustomerRequestSchema,
        response: {
          201: ZCustomerDetailSchema,
          400: Z400Schema,
        },
      },
    },
    async (request, reply) => {
      try {
        const saved = await request.withTenant((ctx) => createCustomer(ctx, request.body));
        return await reply.code(201).send(saved);
      } catch (error) {
        return sendDuplicate(reply, error);
      }
    },
  );

  app.put(
    '/api/clientes/entradas/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: TAGS,
        summary: 'Guarda un cliente (reglas de guardado §5)',
        params: ZIdParamsSchema,
        body: ZUpdateCustomerRequestSchema,
        response: {
          200: ZCustomerDetailSchema,
          400: Z400Schema,
          404: ZDetailSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        return await request.withTenant((ctx) =>
          updateCustomer(ctx, request.params.id, request.body),
        );
      } catch (error) {
        return sendDuplicate(reply, error);
      }
    },
  );

  app.delete(
    '/api/clientes/entradas/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: TAGS,
        summary: 'Elimina un cliente con sus notas, atenciones y ofertas',
        params: ZIdParamsSchema,
        response: { 200: ZDetailSchema, 404: ZDetailSchema },
      },
    },
    async (request) =>
      request.withTenant(async (ctx) => {
        await deleteCustomer(ctx, request.params.id);
        return { detail: CUSTOMER_MESSAGES.deleteSuccess };
      }),
  );
};

export default entradasRoutes;

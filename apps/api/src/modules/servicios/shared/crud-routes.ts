import type { ApiAccessRule, TCatalogueDeleteResult } from '@kiwi/domain';
import { ZCatalogueDeleteResultSchema } from '@kiwi/domain';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { ServiceContext } from '../../../plugins/access';
import {
  configuratorListHandler,
  notModifiedSchema,
  readCatalogueState,
  type ConfiguratorListRoute,
} from './list-cache/configurator-list';
import type { ListRead } from './list-read';
import { catalogueListSchema } from './paging';

export const ZIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Identificador no válido' })
    .int()
    .positive({ error: 'Identificador no válido' }),
});

interface CrudSpec<
  Q extends z.ZodType,
  B extends z.ZodType,
  I extends z.ZodType,
  E extends z.ZodType = B,
> {
  /** '/api/servicios/tarifas/' */
  path: string;
  tag: string;
  /** Spanish name for the summaries ('tarifas'). */
  plural: string;
  singular: string;
  read: ApiAccessRule;
  write: ApiAccessRule;
  query: Q;
  body: B;
  /** PUT body when it differs from POST's (partial updates). */
  editBody?: E;
  item: I;
  list(
    ctx: ServiceContext,
    query: z.output<Q>,
    read?: ListRead,
  ): Promise<{ results: z.output<I>[]; count: number; current: number }>;
  /** One of the offer configurator's lists: ETag, 304 and cached answers (decision 1508). */
  configurator?: ConfiguratorListRoute;
  create(ctx: ServiceContext, body: z.output<B>): Promise<z.output<I>>;
  edit(ctx: ServiceContext, id: number, body: z.output<E>): Promise<z.output<I>>;
  remove(ctx: ServiceContext, id: number): Promise<TCatalogueDeleteResult>;
}

/**
 * The four routes of a catalogue (GET list, POST, PUT {id}/, DELETE {id}/), one shape for
 * every catalogue of spec section 7 "Catalogue CRUD".
 */
export function registerCatalogueCrud<
  Q extends z.ZodType,
  B extends z.ZodType,
  I extends z.ZodType,
  E extends z.ZodType = B,
>(parent: FastifyInstance, spec: CrudSpec<Q, B, I, E>): void {
  // Generic schemas defeat the type provider's inference: the zod validator still runs.
  const app = parent;
  type Req = { params: { id: number }; body: unknown; query: unknown };
  const tags = [spec.tag];
  const listSchema = catalogueListSchema(spec.item);
  const summary = `Lista de ${spec.plural} con filtros y paginación ({count, results})`;
  const configurator = spec.configurator;
  if (configurator) {
    app.get(
      spec.path,
      {
        config: { access: spec.read, prefetch: readCatalogueState },
        schema: {
          tags,
          summary,
          description:
            'Lista del configurador: responde con ETag y Cache-Control "private, no-cache"; ' +
            'con If-None-Match igual al ETag actual responde 304 sin cuerpo.',
          querystring: spec.query,
          response: { 200: listSchema, 304: notModifiedSchema },
        } as FastifySchema,
      },
      configuratorListHandler(configurator, spec.list, listSchema),
    );
  } else {
    app.get(
      spec.path,
      {
        config: { access: spec.read },
        schema: {
          tags,
          summary,
          querystring: spec.query,
          response: { 200: listSchema },
        } as FastifySchema,
      },
      async (request) =>
        request.withTenant((ctx) =>
          spec.list(ctx, (request as unknown as Req).query as z.output<Q>),
        ),
    );
  }
  app.post(
    spec.path,
    {
      config: { access: spec.write },
      schema: {
        tags,
        summary: `Crear ${spec.singular}`,
        body: spec.body,
        response: { 201: spec.item },
      } as FastifySchema,
    },
    async (request, reply) => {
      const created = await request.withTenant((ctx) =>
        spec.create(ctx, (request as unknown as Req).body as z.output<B>),
      );
      return reply.status(201).send(created);
    },
  );
  app.put(
    `${spec.path}:id/`,
    {
      config: { access: spec.write },
      schema: {
        tags,
        summary: `Editar ${spec.singular}`,
        params: ZIdParamsSchema,
        body: spec.editBody ?? spec.body,
        response: { 200: spec.item },
      } as FastifySchema,
    },
    async (request) =>
      request.withTenant((ctx) => {
        const { params, body } = request as unknown as Req;
        return spec.edit(ctx, params.id, body as z.output<E>);
      }),
  );
  app.delete(
    `${spec.path}:id/`,
    {
      config: { access: spec.write },
      schema: {
        tags,
        summary: `Eliminar ${spec.singular} (o desactivarlo si hay ofertas que lo usan)`,
        params: ZIdParamsSchema,
        response: { 200: ZCatalogueDeleteResultSchema },
      } as FastifySchema,
    },
    async (request) =>
      request.withTenant((ctx) => spec.remove(ctx, (request as unknown as Req).params.id)),
  );
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ROLE,
  ZAgendaQuerySchema,
  ZAgendaSchema,
  ZAgendadoSchema,
  ZMoveFollowUpsRequestSchema,
  ZMoveFollowUpsResponseSchema,
  ZRemindersSchema,
  ZUpdateAgendadoRequestSchema,
} from '@kiwi/domain';
import { ERP_GROUPS } from '@kiwi/domain';
import { ERP_USER, atLeast } from '../../../lib/access-rules';
import {
  listAgenda,
  moveScheduled,
  reminders,
  updateAgendado,
  type FollowUpSettings,
} from './agendados.service';

const ZIdParams = z.object({ id: z.coerce.number().int().positive() });

/** Follow-ups: the agenda, the bell, updates, moving them between commercials (decision 1403). */
const agendadosRoutes: FastifyPluginAsyncZod<FollowUpSettings> = async (app, settings) => {
  app.get(
    '/api/atenciones/agendado/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Agenda: agendados de un rango de días (Madrid), de un comercial o del equipo',
        querystring: ZAgendaQuerySchema,
        response: { 200: ZAgendaSchema },
      },
    },
    async (request) => request.withTenant((ctx) => listAgenda(ctx, request.query)),
  );

  app.get(
    '/api/atenciones/recordatorios/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary:
          'Campana: agendados vencidos y de los próximos 15 minutos del usuario, y abiertos que puede tomar',
        response: { 200: ZRemindersSchema },
      },
    },
    async (request) => request.withTenant((ctx) => reminders(ctx, settings)),
  );

  app.put(
    '/api/atenciones/agendado/:id/',
    {
      config: { access: ERP_USER },
      schema: {
        tags: ['atenciones'],
        summary: 'Reprograma, anota, abre/reserva, marca hecho o toma un agendado',
        params: ZIdParams,
        body: ZUpdateAgendadoRequestSchema,
        response: { 200: ZAgendadoSchema },
      },
    },
    async (request) =>
      request.withTenant((ctx) => updateAgendado(ctx, request.params.id, request.body, settings)),
  );

  app.post(
    '/api/atenciones/move-scheduled/',
    {
      config: { access: atLeast(ROLE.Manager, ERP_GROUPS) },
      schema: {
        tags: ['atenciones'],
        summary:
          'Mueve los agendados pendientes de un comercial a otro (opcionalmente en un rango)',
        body: ZMoveFollowUpsRequestSchema,
        response: { 200: ZMoveFollowUpsResponseSchema },
      },
    },
    async (request) => request.withTenant((ctx) => moveScheduled(ctx, request.body)),
  );
};

export default agendadosRoutes;

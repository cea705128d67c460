import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { idField } from '@wasla/shared/contracts/fields';
import { deadEventsQuery, dropEventRequest, outboxEventSchema } from '@wasla/shared/contracts/outbox';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import { type AuthGuards, accountOf } from '../auth/auth-guard';
import type { OutboxAdmin } from './outbox-admin.service';

const tags = ['back office'];

/** Dead letters for the team roles that answer for deliveries; anyone else sees no such route. */
export function registerOutboxAdminRoutes(
  app: FastifyInstance,
  deps: { admin: OutboxAdmin; guards: AuthGuards },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { admin, guards } = deps;
  // Support and admin, as the team policy lists them for this action.
  const team = guards.teamMay('outbox.dead-letters');

  api.get(
    '/admin/outbox/dead',
    {
      onRequest: team,
      schema: {
        tags,
        summary: 'Events that failed every attempt, newest first (team: support, admin)',
        querystring: deadEventsQuery,
        response: { 200: successEnvelope(z.array(outboxEventSchema)) },
      },
    },
    async (request) => ok(await admin.listDead(request.query.limit)),
  );

  api.post(
    '/admin/outbox/:id/retry',
    {
      onRequest: team,
      schema: {
        tags,
        summary: 'Gives a dead event a fresh set of attempts, due at once (team: support, admin)',
        params: z.object({ id: idField }),
        response: { 200: successEnvelope(outboxEventSchema) },
      },
    },
    async (request) => ok(await admin.retry(accountOf(request).actor, request.params.id)),
  );

  api.post(
    '/admin/outbox/:id/drop',
    {
      onRequest: team,
      schema: {
        tags,
        summary:
          'Gives up a dead event for good, with the reason; it is kept, never sent (team: support, admin)',
        params: z.object({ id: idField }),
        body: dropEventRequest,
        response: { 200: successEnvelope(outboxEventSchema) },
      },
    },
    async (request) => ok(await admin.drop(accountOf(request).actor, request.params.id, request.body.reason)),
  );
}

import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { textField } from '@wasla/shared/contracts/fields';
import { devMailboxMessageList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import type { OutboxRepository } from './outbox.repository';

/** The development mailbox: what was "sent" while no mail server or SMS gateway is configured. */
export function registerDevMailboxRoutes(app: FastifyInstance, outbox: OutboxRepository) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Messages kept instead of sent (only when DEV_MAILBOX is on)',
        querystring: z.object({ to: textField.max(254).toLowerCase().optional() }),
        response: { 200: successEnvelope(devMailboxMessageList) },
      },
    },
    async (request) =>
      ok(
        (await outbox.list(request.query.to)).map((m) => ({
          id: m.id,
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          text: m.text,
          delivered: m.delivered,
          created_at: m.createdAt.toISOString(),
        })),
      ),
  );
}

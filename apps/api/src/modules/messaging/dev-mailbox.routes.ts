import { successEnvelope } from '@wasla/shared/contracts/envelope';
import { textField } from '@wasla/shared/contracts/fields';
import { devMailboxMessageList } from '@wasla/shared/contracts/replies';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http/envelope';
import type { SealedBox } from '../../lib/sealed-box';
import type { MessagesRepository } from './messages.repository';

/**
 * The development mailbox: what was "sent" while no mail server or SMS gateway is configured. It
 * shows each message as its recipient would read it, code included (the sealed body is opened), as
 * soon as it is queued: a local site reads its codes here without waiting for the worker.
 */
export function registerDevMailboxRoutes(
  app: FastifyInstance,
  messages: MessagesRepository,
  sealer: SealedBox,
) {
  // A body sealed under another AUTH_SECRET (a local data folder replaced) shows its masked text.
  const readable = (sealed: string | null, masked: string) => {
    try {
      return sealed ? sealer.open(sealed) : masked;
    } catch {
      return masked;
    }
  };
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
        (await messages.list(request.query.to)).map((m) => ({
          id: m.id,
          channel: m.channel,
          recipient: m.recipient,
          subject: m.subject,
          text: readable(m.sealedText, m.text),
          status: m.status,
          delivered: m.delivered,
          created_at: m.createdAt.toISOString(),
        })),
      ),
  );
}

import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import { createSealedBox } from '../../lib/sealed-box';
import { registerDevMailboxRoutes } from './dev-mailbox.routes';
import { createMessageDeliveryHandler } from './message-delivery';
import { createMessagesRepository } from './messages.repository';
import { createMessenger } from './messenger';

/**
 * E-mail, SMS and WhatsApp are queued by the messenger with the change that causes them and sent by
 * the worker's delivery handler; a local site reads them in the dev mailbox.
 */
export function registerMessaging(api: FastifyInstance, { db, config }: Infrastructure) {
  const messages = createMessagesRepository(db);
  const sealer = createSealedBox(config.AUTH_SECRET, 'messages');
  const messenger = createMessenger(db, messages, sealer);
  const delivery = createMessageDeliveryHandler(messages, sealer, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    keepBodies: config.DEV_MAILBOX,
  });
  if (config.DEV_MAILBOX) registerDevMailboxRoutes(api, messages, sealer);
  return { messenger, handlers: [delivery] };
}

export type Messaging = ReturnType<typeof registerMessaging>;

import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from '../../composition/infrastructure';
import { registerDevMailboxRoutes } from './dev-mailbox.routes';
import { createMessenger } from './messenger';
import { createOutboxRepository } from './outbox.repository';

/** E-mail, SMS and WhatsApp leave through the messenger; a local site reads them in the dev mailbox. */
export function registerMessaging(api: FastifyInstance, { db, config }: Infrastructure) {
  const outbox = createOutboxRepository(db);
  const messenger = createMessenger(outbox, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  if (config.DEV_MAILBOX) registerDevMailboxRoutes(api, outbox);
  return { messenger };
}

export type Messaging = ReturnType<typeof registerMessaging>;

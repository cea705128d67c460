import nodemailer from 'nodemailer';
import { clock } from '../../lib/clock';
import type { EventHandler } from '../../lib/events/handlers';
import type { SealedBox } from '../../lib/sealed-box';
import type { MessagesRepository } from './messages.repository';
import { MESSAGE_QUEUED } from './messenger';

export type DeliveryOptions = {
  smtpUrl?: string;
  from: string;
  /** The development mailbox is on: it is where messages are read, so bodies stay (sealed). */
  keepBodies: boolean;
};

/**
 * Sends a queued message: e-mail through SMTP when a mail server is configured; SMS and WhatsApp are
 * only recorded until a gateway exists. A failure throws, and the outbox retries with backoff.
 * Idempotent through the message's status: a message no longer queued is not sent again. A worker
 * that dies between the mail server's acceptance and the mark sends it once more, never zero times.
 */
export function createMessageDeliveryHandler(
  messages: MessagesRepository,
  sealer: SealedBox,
  options: DeliveryOptions,
): EventHandler {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    name: 'messaging.deliver',
    type: MESSAGE_QUEUED,
    async handle(event) {
      const message = await messages.find(Number(event.subjectId));
      if (message?.status !== 'queued') return;
      const sends = message.channel === 'email' && transport !== undefined;
      if (sends) {
        await transport.sendMail({
          from: options.from,
          to: message.recipient,
          subject: message.subject,
          text: message.sealedText ? sealer.open(message.sealedText) : message.text,
          ...(message.headers ? { headers: message.headers } : {}),
        });
      }
      await messages.markHandled(message.id, {
        status: sends ? 'sent' : 'kept',
        delivered: sends,
        sealedText: options.keepBodies ? message.sealedText : null,
        at: clock.now(),
      });
    },
  };
}

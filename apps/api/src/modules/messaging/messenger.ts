import nodemailer from 'nodemailer';
import type { OutboxRepository } from './outbox.repository';

export type OutgoingMessage = {
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
};
export type Messenger = { send(message: OutgoingMessage): Promise<void> };

/**
 * Sends e-mail through SMTP when SMTP_URL is set. Every message, of every channel, is also kept in the
 * outbox, which serves as the development mailbox; SMS and WhatsApp go only there until a gateway
 * adapter is configured.
 */
export function createMessenger(
  outbox: OutboxRepository,
  options: { smtpUrl?: string; from: string },
): Messenger {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      let delivered = false;
      if (message.channel === 'email' && transport) {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
        delivered = true;
      }
      await outbox.add({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        text: message.text,
        delivered,
      });
    },
  };
}

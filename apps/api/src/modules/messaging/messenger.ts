import type { Database } from '../../db/client';
import { type Executor, recordEvent } from '../../lib/events/record-event';
import type { SealedBox } from '../../lib/sealed-box';
import type { MessagesRepository } from './messages.repository';

export type OutgoingMessage = {
  channel: 'email' | 'sms' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
  /** A one-time code inside `text`: it is masked in the record and kept only sealed. */
  secret?: string;
  /** E-mail headers beyond the usual ones, such as `List-Unsubscribe`; never a secret. */
  headers?: Record<string, string>;
};

export type Messenger = {
  /**
   * Queues the message; pass the caller's transaction so it leaves only if the change commits.
   * Answers the queued message's id.
   */
  send(message: OutgoingMessage, tx?: Executor): Promise<number>;
};

export const MESSAGE_QUEUED = 'message.queued';

/** The record's text: the secret's every occurrence masked, its length kept. */
export function maskSecret(text: string, secret?: string) {
  return secret ? text.split(secret).join('•'.repeat(secret.length)) : text;
}

/**
 * Queues messages of every channel: a row in the messages table and a `message.queued` event, in
 * one transaction. Nothing is sent in the request; the worker's delivery handler
 * (message-delivery.ts) sends it, so a slow or broken mail server neither slows nor fails a request,
 * and a failed send is retried.
 */
export function createMessenger(db: Database, messages: MessagesRepository, sealer: SealedBox): Messenger {
  return {
    async send(message, tx) {
      const queue = async (executor: Executor) => {
        const id = await messages.add(executor, {
          channel: message.channel,
          recipient: message.to,
          subject: message.subject,
          text: maskSecret(message.text, message.secret),
          sealedText: sealer.seal(message.text),
          headers: message.headers ?? null,
        });
        await recordEvent(executor, {
          type: MESSAGE_QUEUED,
          subject: { kind: 'message', id: String(id) },
          payload: { channel: message.channel },
        });
        return id;
      };
      return tx ? queue(tx) : db.transaction(queue);
    },
  };
}

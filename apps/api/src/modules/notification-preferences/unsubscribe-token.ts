import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_TOPICS, type NotificationTopic } from '@wasla/shared/contracts/notification-preferences';

export type UnsubscribeGrant = { userId: number; topic: NotificationTopic };

const TOKEN = /^([1-9]\d{0,9})\.([a-z_]{1,30})\.([A-Za-z0-9_-]{43})$/;

/**
 * The token of a mail's one-click unsubscribe link (RFC 8058): the account and the topic it stops,
 * and an HMAC-SHA-256 of both under a key drawn from the server secret for this purpose alone. It
 * never expires (a link in an old mail still works) and grants nothing but turning that topic's
 * e-mails off for that account; changing the secret voids every link. Checked in constant time.
 */
export function createUnsubscribeTokens(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('wasla unsubscribe links v1').digest();
  const mac = (userId: number, topic: string) =>
    createHmac('sha256', key).update(`${userId}:${topic}`).digest();

  return {
    sign: (userId: number, topic: NotificationTopic) =>
      `${userId}.${topic}.${mac(userId, topic).toString('base64url')}`,

    /** The account and topic a token names, or undefined for anything it did not sign. */
    verify(token: string): UnsubscribeGrant | undefined {
      const match = TOKEN.exec(token);
      if (!match) return undefined;
      const userId = Number(match[1]);
      const topic = match[2] as NotificationTopic;
      if (!Number.isSafeInteger(userId) || !EMAIL_TOPICS.includes(topic)) return undefined;
      // Compared as text: one signature has one spelling, whatever base64's lenient decoders allow.
      const given = Buffer.from(match[3]!);
      const expected = Buffer.from(mac(userId, topic).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId, topic };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
